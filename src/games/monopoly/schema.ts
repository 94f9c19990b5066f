// A Monopoly configuration: the jail policy, the decks and a game's length, as users write it
// (`--board rules.json`) and as reports show it.

import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';
import { describeValue } from '../../core/options.js';
import type { MonopolyGame } from './reference.js';
import { DECK_RULES, JAIL_POLICIES } from './rules.js';
import { grouped } from '../../core/digits.js';

/** The most turns a game counts (a position's count must stay below the histogram's last bin). */
export const MAX_TURNS = 10_000;
/** The most turns played before counting. */
export const MAX_WARMUP = 10_000;
/** Turns played before counting when not given: the chain is then within 10^-11 of its long run
 *  (its second eigenvalue is about 0.78 in modulus), so a game's mean shares are the long-run ones. */
export const DEFAULT_WARMUP = 100;
export const DEFAULT_TURNS = 100;

const FIELDS = ['name', 'jail', 'deck', 'turns', 'warmup'];

/** A configuration as users write it (`board`, and what `presetConfig` returns). */
export interface MonopolyConfigJson {
  name?: string;
  jail?: (typeof JAIL_POLICIES)[number];
  deck?: (typeof DECK_RULES)[number];
  /** Turns counted, a number or its digits. */
  turns?: number | string;
  /** Turns played first and not counted. */
  warmup?: number | string;
}

function choice(
  raw: Record<string, unknown>,
  key: string,
  choices: readonly string[],
  issues: ConfigIssue[],
) {
  const value = raw[key];
  if (value === undefined || (typeof value === 'string' && choices.includes(value))) return;
  issues.push({
    code: `monopoly/unknown-${key}`,
    path: key,
    message: `must be one of ${choices.map((c) => `"${c}"`).join(', ')}, not ${describeValue(value)}`,
  });
}

/** A count of turns from `min` to `max`, written as a number or as digits. */
export function turnCount(value: unknown, path: string, min: number, max: number): Result<number> {
  const n = typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    return fail({
      code: 'monopoly/turns-out-of-range',
      path,
      message: `must be a whole number from ${min} to ${grouped(max)}, not ${describeValue(value)}`,
    });
  return ok(n);
}

/** Reads a configuration as users write it; every field may be left out (its default then). */
export function parseMonopolyConfig(raw: unknown): Result<MonopolyGame> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail({ code: 'monopoly/not-an-object', path: '', message: 'a Monopoly config is a JSON object' });
  const record = raw as Record<string, unknown>;
  const issues: ConfigIssue[] = Object.keys(record)
    .filter((key) => !FIELDS.includes(key))
    .map((key) => ({
      code: 'monopoly/unknown-field',
      path: key,
      message: `is not a field (fields: ${FIELDS.join(', ')})`,
    }));
  choice(record, 'jail', JAIL_POLICIES, issues);
  choice(record, 'deck', DECK_RULES, issues);
  const turns = turnCount(record.turns ?? DEFAULT_TURNS, 'turns', 1, MAX_TURNS);
  const warmup = turnCount(record.warmup ?? DEFAULT_WARMUP, 'warmup', 0, MAX_WARMUP);
  if (!turns.ok) issues.push(...turns.errors);
  if (!warmup.ok) issues.push(...warmup.errors);
  if (issues.length > 0 || !turns.ok || !warmup.ok) return { ok: false, errors: issues };
  return ok({
    jail: (record.jail as MonopolyGame['jail'] | undefined) ?? 'long',
    deck: (record.deck as MonopolyGame['deck'] | undefined) ?? 'without-replacement',
    turns: turns.value,
    warmup: warmup.value,
  });
}

/** A configuration in the JSON form users write. */
export function monopolyConfigToJson(game: MonopolyGame): Record<string, unknown> {
  return { jail: game.jail, deck: game.deck, turns: game.turns, warmup: game.warmup };
}
