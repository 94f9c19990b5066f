// A Monopoly run's settings from user options: the preset or config file, then the rule options
// given beside it (jail, deck, turns, warmup), each checked and named when it is wrong.

import { BoardsimError, unwrap } from '../../core/errors.js';
import { parsePlayers, pick } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { MONOPOLY_DEFAULT_PRESET, monopolyPresets } from './presets.js';
import type { MonopolyGame } from './reference.js';
import { DECK_RULES, JAIL_POLICIES } from './rules.js';
import { MAX_TURNS, MAX_WARMUP, parseMonopolyConfig, turnCount } from './schema.js';

/** The option names this game takes besides the shared ones. */
export const MONOPOLY_OPTIONS = ['jail', 'deck', 'turns', 'warmup'] as const;

export interface MonopolyOptions extends ConfigSource {
  readonly players?: number | string;
  readonly jail?: string;
  readonly deck?: string;
  readonly turns?: number | string;
  readonly warmup?: number | string;
  /** The die (`--dice GEN[:METHOD]`), as text or parsed. */
  readonly dice?: unknown;
}

/** The configuration the options name, with their rule options applied. */
export function monopolySettings(options: MonopolyOptions): { preset: string; game: MonopolyGame } {
  // one piece moves: there is no other player to take a turn
  const players = parsePlayers(options.players, 1, 1);
  if (players !== 1)
    throw new BoardsimError([{ code: 'option/invalid', path: 'players', message: 'must be 1' }]);
  const { preset, config } = resolveConfig(
    'monopoly',
    options,
    monopolyPresets,
    MONOPOLY_DEFAULT_PRESET,
    parseMonopolyConfig,
  );
  const game: MonopolyGame = {
    jail: pick(options.jail, 'jail', JAIL_POLICIES, config.jail),
    deck: pick(options.deck, 'deck', DECK_RULES, config.deck),
    turns:
      options.turns === undefined ? config.turns : unwrap(turnCount(options.turns, 'turns', 1, MAX_TURNS)),
    warmup:
      options.warmup === undefined
        ? config.warmup
        : unwrap(turnCount(options.warmup, 'warmup', 0, MAX_WARMUP)),
  };
  return { preset, game };
}
