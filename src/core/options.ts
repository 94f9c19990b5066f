// Checking the numbers a user gives (games, seed, threads, players, shard), for the CLI and the
// library alike. Each problem is a ConfigIssue naming the option.

import { closest, distance } from 'fastest-levenshtein';
import { BoardsimError, type ConfigIssue } from './errors.js';
import type { Shard } from './chunks.js';
import { grouped } from './digits.js';

export const MAX_GAMES = 1e13;
export const MAX_THREADS = 256;
export const DEFAULT_SEED = 1n;
const U64_MAX = (1n << 64n) - 1n;

/** A value as an error message shows it, by its type, so that a value of the wrong type does not
 *  look like a right one: strings quoted and cut to 80 characters, bigints with their n, lists,
 *  objects and functions by kind (printing them could recurse without end on a deeply nested or
 *  cyclic value). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'function') return 'a function';
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

/** A value given where a number is expected, as a message shows it: a string as written (the CLI's
 *  text, which such an option takes too; an empty one quoted, so that it shows), anything else by
 *  its type. */
function shownNumber(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : describeValue(value);
}

/** A whole or decimal number as users write counts: digits with `_` between them (10_000_000) or
 *  commas between groups of three (10,000,000), then a fraction and an exponent (1e7, 1.5e6). A
 *  comma anywhere else is refused: `3,5` is not 35. */
const WRITTEN_NUMBER = /^(?:[0-9]+(?:_[0-9]+)*|[0-9]{1,3}(?:,[0-9]{3})+)(?:\.[0-9]+)?(?:[eE]\+?[0-9]+)?$/;

/** `text` as a number if it is written as WRITTEN_NUMBER says, else NaN. */
function writtenNumber(text: string): number {
  const trimmed = text.trim();
  return WRITTEN_NUMBER.test(trimmed) ? Number(trimmed.replace(/[_,]/g, '')) : Number.NaN;
}

function issue(path: string, message: string, code = 'option/invalid'): never {
  throw new BoardsimError([{ code, path, message }]);
}

/** A positive whole number written as 10000000, 10_000_000, 10,000,000 or 1e7. */
export function parseCount(value: unknown, path: string, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? writtenNumber(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1)
    return issue(path, `must be a positive whole number, not ${shownNumber(value)}`);
  if (n > max) return issue(path, `at most ${grouped(max)}`);
  return n;
}

/** Which game of a run (`gameIndex`, the CLI's `trace --game`): 0-based, so 0 is the first. */
export function parseGameIndex(value: unknown): number {
  if (value === undefined) return 0;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '0' || text === 0) return 0;
  const n = typeof text === 'number' ? text : typeof text === 'string' ? writtenNumber(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 0)
    return issue('gameIndex', `must be a whole number from 0 (the first game), not ${shownNumber(value)}`);
  if (n >= 1e13) return issue('gameIndex', 'at most 9,999,999,999,999');
  return n;
}

export function parseGames(value: unknown = 1_000_000): number {
  return parseCount(value, 'games', MAX_GAMES);
}

/** A seed is a whole number from 0 to 2^64 - 1 (decimal or 0x hex). */
/** A seed written as --games may be: 1e3, 1.5e6, 10_000 (whole numbers only, exactly). */
function scientificSeed(text: string): bigint | undefined {
  const match = /^\s*([0-9]+(?:_[0-9]+)*)(?:\.([0-9]+))?(?:[eE]\+?([0-9]{1,3}))?\s*$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? 0);
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return undefined;
  const digits = `${match[1]!.replace(/_/g, '')}${fraction.slice(0, exponent).padEnd(exponent, '0')}`;
  return BigInt(digits);
}

export function parseSeed(value: unknown = DEFAULT_SEED): bigint {
  let seed: bigint | undefined;
  if (typeof value === 'bigint') seed = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) seed = BigInt(value);
  else if (typeof value === 'number' && Number.isInteger(value) && value > 0)
    // 2**53 + 1 is read as 2**53: such a number cannot say which seed was meant
    return issue(
      'seed',
      `a number above 2^53-1 (9007199254740991) is not exact: give a seed that large as a bigint or a string, not ${value}`,
    );
  else if (typeof value === 'string' && /^\s*(0x[0-9a-fA-F]+|[0-9]+)\s*$/.test(value))
    seed = BigInt(value.trim());
  else if (typeof value === 'string') seed = scientificSeed(value);
  if (seed === undefined)
    return issue('seed', `must be a whole number from 0 to 2^64-1, not ${describeValue(value)}`);
  if (seed < 0n || seed > U64_MAX) return issue('seed', 'must be from 0 to 2^64-1 (18446744073709551615)');
  return seed;
}

export function parseThreads(value: unknown, available: number): number {
  if (value === undefined) return Math.max(1, Math.min(available, MAX_THREADS));
  return parseCount(value, 'threads', MAX_THREADS);
}

export function parsePlayers(value: unknown, min: number, max: number): number {
  const n = parseCount(value ?? 1, 'players', Number.MAX_SAFE_INTEGER);
  if (n < min || n > max) issue('players', `must be from ${min} to ${max}`);
  return n;
}

/** What a switch's message says it must be. */
const FLAG_VALUES = 'true or false';

/** A switch such as `exact` or `solution`: true or false (or left out, for `fallback`), nothing
 *  that merely looks true. */
export function parseFlag(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  return issue(path, `${FLAG_VALUES}, not ${describeValue(value)}`);
}

/** "K/N": the K-th of N equal parts of the run (1 <= K <= N). */
export function parseShard(value: unknown): Shard | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'object' && value !== null && 'index' in value && 'count' in value) {
    const part = (v: unknown) => (typeof v === 'object' && v !== null ? describeValue(v) : String(v));
    return parseShard(`${part(value.index)}/${part(value.count)}`);
  }
  const match = typeof value === 'string' ? /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value) : null;
  if (!match) return issue('shard', `must look like K/N (for example 2/8), not ${describeValue(value)}`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  // 400 digits are Infinity, and 17 digits are rounded: neither names a part of the run
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count)) {
    const shown = (digits: string) => (digits.length > 20 ? `a number of ${digits.length} digits` : digits);
    return issue(
      'shard',
      `K and N must be whole numbers up to ${grouped(Number.MAX_SAFE_INTEGER)} (2^53 - 1), got ${shown(match[1]!)}/${shown(match[2]!)}`,
    );
  }
  if (count < 1 || index < 1 || index > count)
    return issue('shard', `K/N needs 1 <= K <= N, got ${index}/${count}`);
  return { index, count };
}

export function pick<T extends string>(value: unknown, path: string, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  return issue(
    path,
    `must be one of ${choices.map((c) => `"${c}"`).join(', ')}, not ${describeValue(value)}`,
  );
}

/** Collects several issues into one error. */
export function combine(issues: ConfigIssue[]): void {
  if (issues.length > 0) throw new BoardsimError(issues);
}

/** A signal from any realm (a page's, a worker's): what stopping a run needs of it. */
function isAbortSignal(value: unknown): boolean {
  const signal = value as AbortSignal | null;
  return (
    typeof signal === 'object' &&
    signal !== null &&
    typeof signal.aborted === 'boolean' &&
    typeof signal.addEventListener === 'function' &&
    typeof signal.removeEventListener === 'function'
  );
}

/** Options of the same name and type in every function that takes them: what each must be. */
const TYPED_OPTIONS: Readonly<
  Record<string, { readonly isValid: (value: unknown) => boolean; readonly must: string }>
> = {
  signal: { isValid: isAbortSignal, must: 'must be an AbortSignal' },
  onProgress: { isValid: (value) => typeof value === 'function', must: 'must be a function' },
  onLayer: { isValid: (value) => typeof value === 'function', must: 'must be a function' },
  exact: { isValid: (value) => typeof value === 'boolean', must: FLAG_VALUES },
};

/** Refuses a signal that is not an AbortSignal, a callback that is not a function and an `exact`
 *  that is not true or false, before they fail deep inside a run (or are quietly ignored). */
export function checkTypedOptions(options: object): void {
  combine(
    Object.entries(options).flatMap(([key, value]) => {
      const typed = Object.hasOwn(TYPED_OPTIONS, key) ? TYPED_OPTIONS[key] : undefined;
      if (value === undefined || !typed || typed.isValid(value)) return [];
      return [{ code: 'option/invalid', path: key, message: `${typed.must}, not ${describeValue(value)}` }];
    }),
  );
}

/** Refuses keys a library function does not take (a misspelt `strat` would otherwise be ignored
 *  in silence, and the run would use the default): one issue each, naming the options it takes;
 *  then the typed options it takes of the wrong type (checkTypedOptions). */
export function refuseUnknownOptions(what: string, options: object, takes: readonly string[]): void {
  const known = new Set(takes);
  const unknown = Object.entries(options).filter(([key, value]) => value !== undefined && !known.has(key));
  if (unknown.length === 0) return checkTypedOptions(options);
  throw new BoardsimError(unknown.map(([key]) => unknownOption(what, key, takes)));
}

/** The issue of an option `what` does not take, naming the options it does. */
export function unknownOption(what: string, key: string, takes: readonly string[]): ConfigIssue {
  const near = didYouMean(key, takes);
  return {
    code: 'option/unknown',
    path: key,
    message: `is not an option of ${what}${near} (options: ${takes.join(', ')})`,
  };
}

/** `; did you mean "x"?` for the name of `names` nearest to a misspelt `given` (as the CLI suggests
 *  a flag), or nothing when none is near: only the case differs, or at most 40% of its letters. */
export function didYouMean(given: string, names: readonly string[]): string {
  if (names.length === 0 || given.length > 100) return '';
  const lower = given.toLowerCase();
  const folded = names.map((name) => name.toLowerCase());
  const near = closest(lower, folded);
  const name = names[folded.indexOf(near)]!;
  return distance(lower, near) <= Math.max(1, Math.round(0.4 * given.length))
    ? `; did you mean "${name}"?`
    : '';
}

/** The names Object.prototype has of its own: never options. */
const OBJECT_MEMBERS = new Set([
  'constructor',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
]);

/** A copy of `options` with its own properties only, each read once (a getter or a Proxy's trap
 *  runs once). A name its prototypes have (`Object.prototype.seed = …`, set by another library or
 *  an attack) is shadowed by an own `undefined`, which copies and spreads of the options keep: the
 *  run never reads it. */
export function ownOptions<T extends object>(options: T): T {
  const own: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  const prototypes: object[] = [Object.prototype];
  for (let p: unknown = Object.getPrototypeOf(options); p !== null && p !== Object.prototype;) {
    prototypes.push(p as object);
    p = Object.getPrototypeOf(p);
  }
  for (const prototype of prototypes)
    for (const key of Object.getOwnPropertyNames(prototype))
      if (!OBJECT_MEMBERS.has(key) && !Object.hasOwn(own, key)) own[key] = undefined;
  return own as unknown as T;
}

/** Refuses a library call whose options are not an object (`simulate()`, `pegs(null)`): a
 *  BoardsimError naming them, not a TypeError from deep inside. */
export function requireOptions(
  what: string,
  options: unknown,
  example = `${what}({ game: 'snakes' })`,
): void {
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) return;
  throw new BoardsimError([
    {
      code: 'option/not-an-object',
      path: 'options',
      message: `${what} takes an object of options, such as ${example}, not ${describeValue(options)}`,
    },
  ]);
}
