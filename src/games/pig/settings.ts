// A Pig run's settings from user options: the rules (preset or file), the players and each seat's
// policy. Every problem names its option.

import { BoardsimError, type ConfigIssue } from '../../core/errors.js';
import { parseCount } from '../../core/options.js';
import { resolveConfig } from '../config.js';
import type { ConfigSource } from '../types.js';
import { pigPresets } from './presets.js';
import { PIG_LIMITS, type PigConfig, parsePigConfig } from './schema.js';
import { type PigStrategy, parsePigStrategy, strategySpec, strategySpecs } from './strategies.js';

export interface PigOptions extends ConfigSource {
  readonly players?: number | string;
  /** One spec for every seat, or one per seat: "hold:20,optimal" or an array. */
  readonly strategies?: string | readonly string[];
  /** The goal and the die's faces, in place of the preset's or the file's (the page's fields). */
  readonly goal?: number | string;
  readonly dieFaces?: number | string;
  /** The die (`--dice GEN[:METHOD]`), as text or parsed. */
  readonly dice?: unknown;
}

export interface PigSettings {
  readonly preset: string;
  /** The rules, without strategies (they are `strategies`, one per seat). */
  readonly config: PigConfig;
  readonly players: number;
  readonly strategies: readonly PigStrategy[];
}

function refuse(code: string, path: string, message: string): never {
  throw new BoardsimError([{ code, path, message }]);
}

/** The seats' strategies as a report's config names them. */
export function pigStrategySpecs(settings: PigSettings): string[] {
  return settings.strategies.map(strategySpec);
}

/** The rules a preset or a file gives (its strategies left out). */
export function resolvePigRules(source: ConfigSource): PigConfig {
  const { strategies: _strategies, ...rules } = resolveConfig(
    'pig',
    source,
    pigPresets,
    'classic',
    parsePigConfig,
  ).config;
  return rules;
}

/** A goal or a die given as an option: checked as the file's field of that name. */
function ruleOption(value: unknown, path: 'goal' | 'dieFaces', min: number, max: number): number {
  const n = parseCount(value, path, max);
  if (n < min) refuse('option/invalid', path, `must be from ${min} to ${max}`);
  return n;
}

export function pigRunSettings(options: PigOptions): PigSettings {
  const resolved = resolveConfig('pig', options, pigPresets, 'classic', parsePigConfig);
  const { strategies: fileSpecs, ...written } = resolved.config;
  const goal =
    options.goal === undefined ? written.goal : ruleOption(options.goal, 'goal', 1, PIG_LIMITS.maxGoal);
  const dieFaces =
    options.dieFaces === undefined
      ? written.dieFaces
      : ruleOption(options.dieFaces, 'dieFaces', 2, PIG_LIMITS.maxDieFaces);
  const changed = goal !== written.goal || dieFaces !== written.dieFaces;
  // a preset with another goal or die is no longer that preset
  const preset = changed && resolved.preset !== 'custom' ? 'custom' : resolved.preset;
  const config: PigConfig = changed ? { goal, dieFaces } : written;
  const optionSpecs = strategySpecs(options.strategies);
  if (optionSpecs && fileSpecs && optionSpecs.join(',') !== fileSpecs.join(','))
    refuse('option/conflict', 'strategies', 'the rules file already names the strategies: give them once');
  const given = optionSpecs ?? fileSpecs;
  const players =
    options.players !== undefined
      ? parseCount(options.players, 'players', Number.MAX_SAFE_INTEGER)
      : given && given.length > 1
        ? given.length
        : 2;
  if (players < 2 || players > PIG_LIMITS.maxPlayers)
    refuse('option/invalid', 'players', `must be from 2 to ${PIG_LIMITS.maxPlayers}`);
  // the paper's game by default; optimal play is solved for two players
  const specs = given ?? [players === 2 ? 'optimal' : 'hold:20'];
  if (specs.length !== 1 && specs.length !== players)
    refuse(
      'strategy/count',
      'strategies',
      `${specs.length} strategies for ${players} players: give one name (every seat plays it) or one per seat`,
    );
  const issues: ConfigIssue[] = [];
  const strategies: PigStrategy[] = [];
  for (let seat = 0; seat < players; seat++) {
    const parsed = parsePigStrategy(specs.length === 1 ? specs[0]! : specs[seat]!, 'strategies');
    if ('code' in parsed) {
      if (!issues.some((i) => i.message === parsed.message)) issues.push(parsed);
    } else strategies.push(parsed);
  }
  if (issues.length > 0) throw new BoardsimError(issues);
  const names = new Set(strategies.map((s) => s.name));
  if (players > 2 && (names.has('optimal') || names.has('best-response')))
    refuse(
      'strategy/two-players',
      'strategies',
      `optimal and best-response are solved for two players, not ${players} (use hold:N or keep-pace)`,
    );
  if (names.has('keep-pace') && config.goal !== 100)
    refuse('strategy/goal', 'strategies', `keep-pace is a rule for a race to 100, not to ${config.goal}`);
  if (strategies.every((s) => s.name === 'best-response'))
    refuse(
      'strategy/best-response',
      'strategies',
      "best-response answers the other seat's policy: give the other seat a policy (optimal is the best response to itself)",
    );
  return { preset, config, players, strategies };
}
