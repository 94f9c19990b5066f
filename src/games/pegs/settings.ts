// A peg solitaire board and start hole from user options: `board` is a board's name (triangle5,
// english, ...), a config object, or a config's JSON text; `start` a hole name.

import { BoardsimError } from '../../core/errors.js';
import { parsePlayers } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { pegsBoards } from './boards.js';
import { type PegsBoard, parsePegsBoard } from './schema.js';

export interface PegsOptions extends ConfigSource {
  /** Peg solitaire is a one-player game. */
  readonly players?: number | string;
  /** The hole left empty at the start (a hole name); the board's default when left out. */
  readonly start?: unknown;
}

export const DEFAULT_PEGS_BOARD = 'triangle5';

/** What a board's name looks like; anything else given as `board` is a config's JSON text. */
const NAME_LIKE = /^[A-Za-z][\w-]{0,39}$/;
const JSON_WORDS = new Set(['true', 'false', 'null']);

/** A board given by name where a config is expected becomes that preset. A file's text (it comes
 *  with its `boardSource`) and text that is not a name go through the JSON gate, as every game's. */
function byName(source: ConfigSource): ConfigSource {
  const { board } = source;
  if (typeof board !== 'string' || source.boardSource !== undefined || source.preset !== undefined)
    return source;
  if (Object.hasOwn(pegsBoards, board)) return { preset: board };
  if (!NAME_LIKE.test(board) || JSON_WORDS.has(board)) return source;
  throw new BoardsimError([
    {
      code: 'board/unknown',
      path: 'board',
      message: `no board "${board}" (boards: ${Object.keys(pegsBoards).join(', ')}; or a JSON config)`,
    },
  ]);
}

export function resolvePegsBoard(source: ConfigSource): { preset: string; board: PegsBoard } {
  const { preset, config } = resolveConfig(
    'pegs',
    byName(source),
    pegsBoards,
    DEFAULT_PEGS_BOARD,
    parsePegsBoard,
  );
  return { preset, board: config };
}

/** A hole's index from its name, or an error naming the option and the board's holes. */
export function holeIndex(board: PegsBoard, name: unknown, path = 'start'): number {
  const index = typeof name === 'string' ? board.holes.findIndex((h) => h.name === name) : -1;
  if (index === -1) {
    const holes = board.holes.map((h) => h.name);
    const shown = holes.length > 40 ? `${holes.slice(0, 40).join(', ')}, …` : holes.join(', ');
    throw new BoardsimError([
      {
        code: 'pegs/unknown-hole',
        path,
        message: `no hole ${JSON.stringify(name)} on ${board.name} (holes: ${shown})`,
      },
    ]);
  }
  return index;
}

export function pegsRunSettings(options: PegsOptions): { preset: string; board: PegsBoard; start: number } {
  parsePlayers(options.players, 1, 1);
  const { preset, board } = resolvePegsBoard(options);
  const start = options.start === undefined ? board.start : holeIndex(board, options.start);
  return { preset, board, start };
}
