// A Candy Land run's settings from user options: the edition (a preset or a file), rule switches
// given on the command line (--deck, --licorice, …, --without), the board actually played (checked,
// including that its games end), and the number of players.

import { BoardsimError, type ConfigIssue } from '../../core/errors.js';
import { candyTerminationIssues } from './chain.js';
import { parsePlayers, pick } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { type CandyBoard, candyBoard } from './board.js';
import { CANDY_DEFAULT_PRESET, candyPresets } from './presets.js';
import {
  type CandyEdition,
  type CandyRuleSet,
  DECK_RULES,
  DOUBLES_RULES,
  LICORICE_RULES,
  PICTURE_RULES,
  START_RULES,
  TURN_ORDERS,
  WINNING_RULES,
  parseCandyEdition,
  withRules,
} from './schema.js';

/** The features `--without` (and the ablate command) can leave out. */
export const CANDY_FEATURES = ['licorice', 'pictures', 'shortcuts'] as const;
export type CandyFeature = (typeof CANDY_FEATURES)[number];

export interface CandyOptions extends ConfigSource {
  readonly players?: number | string;
  readonly deck?: string;
  readonly licorice?: string;
  readonly doubles?: string;
  readonly pictureCards?: string;
  readonly winning?: string;
  readonly start?: string;
  readonly turnOrder?: string;
  /** Features to leave out: a list, or names separated by commas ("licorice,shortcuts"). */
  readonly without?: string | readonly string[];
}

/** The option names this game takes besides the shared ones. */
export const CANDY_OPTIONS = [
  'deck',
  'licorice',
  'doubles',
  'pictureCards',
  'winning',
  'start',
  'turnOrder',
  'without',
] as const;

export interface CandySettings {
  readonly preset: string;
  /** The edition with the options' rules applied (what the report shows as its config). */
  readonly edition: CandyEdition;
  readonly board: CandyBoard;
  readonly players: number;
}

/** The rule switches given as options, checked. */
export function ruleOverrides(options: CandyOptions): Partial<CandyRuleSet> {
  const rules: Partial<Record<keyof CandyRuleSet, unknown>> = {};
  const set = <K extends keyof CandyRuleSet>(key: K, choices: readonly string[]) => {
    const value = options[key as keyof CandyOptions];
    if (value !== undefined) rules[key] = pick(value, key, choices, choices[0]!);
  };
  set('deck', DECK_RULES);
  set('licorice', LICORICE_RULES);
  set('doubles', DOUBLES_RULES);
  set('pictureCards', PICTURE_RULES);
  set('winning', WINNING_RULES);
  set('start', START_RULES);
  set('turnOrder', TURN_ORDERS);
  if (options.without !== undefined) {
    const names =
      typeof options.without === 'string'
        ? options.without
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : [...options.without];
    for (const name of names) {
      const feature = pick(name, 'without', CANDY_FEATURES, 'licorice');
      if (feature === 'licorice') rules.noLicorice = true;
      if (feature === 'pictures') rules.noPictures = true;
      if (feature === 'shortcuts') rules.noShortcuts = true;
    }
  }
  return rules as Partial<CandyRuleSet>;
}

/** The edition a source names with the options' rules, validated, and the board it plays. */
export function resolveCandy(options: CandyOptions): Omit<CandySettings, 'players'> {
  const { preset, config } = resolveConfig(
    'candyland',
    options,
    candyPresets,
    CANDY_DEFAULT_PRESET,
    parseCandyEdition,
  );
  const edition = withRules(config, ruleOverrides(options));
  const where = options.boardSource ?? (preset === 'custom' ? 'board' : `preset ${preset}`);
  const played = candyBoard(edition);
  if (!played.ok) throw new BoardsimError(played.errors, where);
  const issues: ConfigIssue[] = candyTerminationIssues(played.value);
  if (issues.length > 0) throw new BoardsimError(issues, where);
  return { preset, edition, board: played.value };
}

export function candyRunSettings(options: CandyOptions): CandySettings {
  const resolved = resolveCandy(options);
  const max = resolved.edition.maxPlayers;
  const players = parsePlayers(options.players, 1, Number.MAX_SAFE_INTEGER);
  if (players > max) {
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path: 'players',
        message: `must be from 1 to ${max}: ${resolved.preset === 'custom' ? 'this edition' : `preset ${resolved.preset}`} allows at most ${max} players (its maxPlayers)`,
      },
    ]);
  }
  return { ...resolved, players };
}
