// A L.A.M.A. run's settings from user options: the rules (preset or file), the players, each
// seat's strategy and the number of rounds per game. Every problem names its option.

import { BoardsimError, type ConfigIssue } from '../../core/errors.js';
import { parseCount } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { type LamaConfig, lamaPresets } from './presets.js';
import { type LamaRules, deckSize, maxPlayers } from './rules.js';
import { parseLamaConfig } from './schema.js';
import { type SeatStrategy, parseStrategy, strategySpecs } from './strategies.js';

export const LAMA_DEFAULT_PLAYERS = 4;

export interface LamaOptions extends ConfigSource {
  readonly players?: number | string;
  /** One spec for every seat, or one per seat: "montecarlo,random,random" or an array. */
  readonly strategies?: string | readonly string[];
  /** Rounds per game; left out, each game is played to the target. */
  readonly rounds?: number | string;
  /** The description a report carries ("1 round", "whole games"); only checked (for merge). */
  readonly mode?: string;
}

export interface LamaSettings {
  readonly preset: string;
  readonly rules: LamaRules;
  readonly seats: readonly SeatStrategy[];
  readonly rounds: number | undefined;
}

/** "1 round", "3 rounds" or "whole games to 40". */
export function lamaMode(rules: LamaRules, rounds: number | undefined): string {
  if (rounds === undefined) return `whole games to ${rules.target}`;
  return rounds === 1 ? '1 round' : `${rounds} rounds`;
}

function issue(code: string, path: string, message: string): never {
  throw new BoardsimError([{ code, path, message }]);
}

/** The rules (and table) a preset or a rules file gives. */
export function resolveLamaConfig(source: ConfigSource): { preset: string; config: LamaConfig } {
  return resolveConfig<LamaConfig>('lama', source, lamaPresets, 'seed', parseLamaConfig);
}

export function lamaRunSettings(options: LamaOptions): LamaSettings {
  const { preset, config } = resolveLamaConfig(options);
  const { rules, table } = config;
  const cliSpecs = strategySpecs(options.strategies);
  if (cliSpecs && table.strategies)
    issue('option/conflict', 'strategies', 'the rules file already names the strategies: give them once');
  if (options.rounds !== undefined && table.rounds !== undefined)
    issue('option/conflict', 'rounds', 'the rules file already sets the rounds: give them once');
  const specs = cliSpecs ?? table.strategies ?? ['random'];
  const rounds =
    options.rounds !== undefined ? parseCount(options.rounds, 'rounds', 1_000_000) : table.rounds;

  const most = maxPlayers(rules);
  const players =
    options.players !== undefined
      ? parseCount(options.players, 'players', Number.MAX_SAFE_INTEGER)
      : specs.length > 1
        ? specs.length
        : Math.min(LAMA_DEFAULT_PLAYERS, most);
  if (players < 2 || players > most) {
    const why =
      most < 6
        ? ` (a deck of ${deckSize(rules)} cards deals ${rules.handSize} cards to at most ${most} players and turns up one)`
        : '';
    issue('option/invalid', 'players', `must be from 2 to ${most}${why}`);
  }
  if (specs.length !== 1 && specs.length !== players) {
    issue(
      'strategy/count',
      'strategies',
      `${specs.length} strategies for ${players} players: give one name (every seat plays it) or one per seat`,
    );
  }
  const issues: ConfigIssue[] = [];
  const seats: SeatStrategy[] = [];
  for (let p = 0; p < players; p++) {
    const seat = parseStrategy(specs.length === 1 ? specs[0]! : specs[p]!, 'strategies');
    if ('code' in seat) {
      if (!issues.some((i) => i.message === seat.message)) issues.push(seat);
    } else seats.push(seat);
  }
  if (issues.length > 0) throw new BoardsimError(issues);
  if (options.mode !== undefined && options.mode !== lamaMode(rules, rounds)) {
    issue('option/invalid', 'mode', `lama has no modes; use --rounds (got ${JSON.stringify(options.mode)})`);
  }
  return { preset, rules, seats, rounds };
}
