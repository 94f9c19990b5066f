// A Snakes and Ladders run's settings from user options: the board (validated, and checked to end),
// the number of players and the mode.

import { BoardsimError } from '../../core/errors.js';
import { snakesTerminationIssues } from './chain.js';
import { parsePlayers, pick } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { snakesPresets } from './presets.js';
import type { SnakesMode } from './reference.js';
import { type SnakesBoard, parseSnakesBoard, snakesBoardToJson } from './schema.js';

export const SNAKES_MAX_PLAYERS = 16;
export const SNAKES_MODES = ['alternating', 'independent'] as const;

export interface SnakesOptions extends ConfigSource {
  readonly players?: number | string;
  readonly mode?: string;
  /** Forces one kernel (tests and benchmarks). */
  readonly kernelPath?: 'pairs' | 'single';
  /** The die (`--dice GEN[:METHOD]`), as text or parsed. */
  readonly dice?: unknown;
}

/** The board a source names, validated, including the check that its games end. */
export function resolveSnakesBoard(source: ConfigSource): { preset: string; board: SnakesBoard } {
  const { preset, config } = resolveConfig('snakes', source, snakesPresets, 'efi', parseSnakesBoard);
  const issues = snakesTerminationIssues(config);
  if (issues.length > 0)
    throw new BoardsimError(
      issues,
      source.boardSource ?? (preset === 'custom' ? 'board' : `preset ${preset}`),
    );
  return { preset, board: config };
}

/** The board of the library's exact helpers (squareVisits, jumpUseProbabilities): a preset name,
 *  a board as a config writes it (an object or JSON text; `presetConfig` gives a preset's), or a
 *  resolved board (its jumps a list), each checked as `simulate` checks a board. */
export function snakesBoardFrom(input: unknown): SnakesBoard {
  if (typeof input !== 'string' && (typeof input !== 'object' || input === null))
    throw new BoardsimError([
      {
        code: 'board/missing',
        path: 'board',
        message: `give a preset name or a board (an object or JSON text), not ${String(input)}`,
      },
    ]);
  if (typeof input === 'string' && !input.trim().startsWith('{'))
    return resolveSnakesBoard({ preset: input }).board;
  // a report's board lists its jumps; a config maps squares to squares
  const written =
    typeof input === 'object' && input !== null && Array.isArray((input as { jumps?: unknown }).jumps)
      ? snakesBoardToJson(input as SnakesBoard)
      : input;
  return resolveSnakesBoard({ board: written }).board;
}

export function snakesRunSettings(options: SnakesOptions): {
  preset: string;
  board: SnakesBoard;
  players: number;
  mode: SnakesMode;
} {
  const players = parsePlayers(options.players, 1, SNAKES_MAX_PLAYERS);
  const mode = pick(options.mode, 'mode', SNAKES_MODES, 'alternating');
  return { ...resolveSnakesBoard(options), players, mode };
}
