// Solitaire Yahtzee's settings from user options: one rule set (the preset `official`), one
// player, and the player's strategy (`strategies`, as L.A.M.A. names its players: optimal or
// greedy) with the optimal player's table file (`tableFile`).

import { BoardsimError } from '../../core/errors.js';
import { parsePlayers, pick } from '../../core/options.js';
import type { ConfigSource } from '../types.js';
import { RULES_VERSION } from './rules.js';

export const YAHTZEE_STRATEGIES = ['optimal', 'greedy'] as const;
export type YahtzeeStrategy = (typeof YAHTZEE_STRATEGIES)[number];

export interface YahtzeeOptions extends ConfigSource {
  readonly players?: number | string;
  /** The player: optimal (from the table; the default) or greedy (the best expected score of each
   *  round alone). */
  readonly strategies?: unknown;
  /** The optimal player's table file (default: in the user's cache folder). */
  readonly tableFile?: unknown;
}

/** The one preset: the official scoring, as Verhoeff's optimal player applies it. */
export const yahtzeePresets = {
  official: {
    description:
      "solitaire Yahtzee, 13 rounds, the official scoring with the Yahtzee bonus and joker (Verhoeff's rules)",
  },
} as const;

/** The rules as a report's config names them. */
export const YAHTZEE_CONFIG = { rules: RULES_VERSION } as const;

export interface YahtzeeSettings {
  readonly preset: 'official';
  readonly strategy: YahtzeeStrategy;
  readonly table?: string;
}

/** The strategy a config names (a report's `config`, which merge reads back as its board):
 *  `{"rules": RULES_VERSION, "strategies": …}`; anything else is refused. */
function strategyOfBoard(board: unknown): unknown {
  let config = board;
  if (typeof board === 'string') {
    try {
      config = JSON.parse(board);
    } catch {
      config = undefined;
    }
  }
  const rules = (config as { rules?: unknown } | null | undefined)?.rules;
  if (typeof config !== 'object' || config === null || rules !== RULES_VERSION)
    throw new BoardsimError([
      {
        code: 'board/invalid',
        path: 'board',
        message: `yahtzee has no board: its config is {"rules": "${RULES_VERSION}"} (the preset "official"), with "strategies" optionally`,
      },
    ]);
  return (config as { strategies?: unknown }).strategies;
}

export function yahtzeeSettings(options: YahtzeeOptions): YahtzeeSettings {
  const fromBoard = options.board !== undefined ? strategyOfBoard(options.board) : undefined;
  const preset = pick(options.preset, 'preset', ['official'] as const, 'official');
  parsePlayers(options.players, 1, 1);
  const strategy = pick(options.strategies ?? fromBoard, 'strategies', YAHTZEE_STRATEGIES, 'optimal');
  if (options.tableFile !== undefined && (typeof options.tableFile !== 'string' || options.tableFile === ''))
    throw new BoardsimError([{ code: 'option/type', path: 'tableFile', message: 'must be a file name' }]);
  return { preset, strategy, ...(options.tableFile !== undefined && { table: options.tableFile as string }) };
}
