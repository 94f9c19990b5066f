// A user's game as a Markov chain: explored from its start state, checked, and solved for the
// length of a game (exactly, with BigInt fractions, when it is small and its probabilities exact).

import { BoardsimError } from '../core/errors.js';
import {
  canBeAbsorbed,
  lengthMoments,
  pmfQuantile,
  seatWinProbabilities,
  sparseRow,
  stepDistribution,
} from './markov.js';
import {
  type Rational,
  TooMuchWork,
  add,
  fractionText,
  rational,
  solveRational,
  sub,
  toNumber,
} from './rational.js';
import { grouped } from '../core/digits.js';

/** A probability: a number, or exactly, a fraction as `[numerator, denominator]` or `'n/d'`. A
 *  number is exact only when it is a whole multiple of 2⁻³² (0.5, 0.25, 1); 1/6 or 0.1 make the
 *  answer floating-point. */
export type Probability = number | string | readonly [number | bigint, number | bigint];

/** A game as a Markov chain: where it starts, each state's successors with their probabilities,
 *  and when it is over. A state is any value; `key` names it (default: its JSON). */
export interface ChainDefinition<State = unknown> {
  readonly name: string;
  readonly start: State;
  /** The states one step (a turn, a spin) leads to, with their probabilities (summing to 1; a
   *  state given twice adds up). */
  next(state: State): Iterable<readonly [State, Probability]>;
  /** Whether the game is over in this state. */
  done(state: State): boolean;
  /** A string that is the same for equal states and different for others. */
  key?(state: State): string;
}

export interface ChainSettings {
  readonly players: number;
  readonly maxStates: number;
  readonly exactStates: number;
  readonly tolerance: number;
}

/** What `solveChain` answers, about the number of steps one player takes to the end. */
export interface ChainReport {
  readonly name: string;
  /** States explored that are not the end, and the end states met. */
  readonly states: number;
  readonly endStates: number;
  readonly players: number;
  /** Whether `meanFraction` and `varianceFraction` are given. */
  readonly exact: boolean;
  /** Why not, when not. */
  readonly floatReason: string | null;
  readonly mean: number;
  readonly variance: number;
  readonly sd: number;
  readonly meanFraction: string | null;
  readonly varianceFraction: string | null;
  /** The largest |b − (I − Q) x| of the floating-point solves (0 when exact). */
  readonly residual: number;
  /** The smallest n with P(length ≤ n) ≥ q, by q in percent (null: beyond the distribution). */
  readonly percentiles: Readonly<Record<string, number | null>>;
  /** pmf[n] = P(length = n), until less than `tolerance` of the mass is left: `remainder`. */
  readonly pmf: number[];
  readonly remainder: number;
  readonly tolerance: number;
  /** Each seat's win probability, N independent players taking turns in seat order (one player:
   *  the probability of finishing within the pmf), and what the remainder leaves undecided. */
  readonly seats: number[];
  readonly unresolved: number;
}

const ONE: Rational = [1n, 1n];
const PERCENTS = [1, 5, 10, 25, 50, 75, 90, 95, 99];

function fail(code: string, path: string, message: string): never {
  throw new BoardsimError([{ code: `chain/${code}`, path, message }]);
}

const isWhole = (v: unknown): v is number | bigint => typeof v === 'bigint' || Number.isSafeInteger(v);

/** A probability as a double and, when given exactly, a fraction. */
function probability(p: unknown, where: string): [number, Rational | undefined] {
  let q: Rational | undefined;
  let f = Number.NaN;
  if (typeof p === 'number') {
    f = p;
    if (Number.isInteger(p * 2 ** 32)) q = rational(BigInt(p * 2 ** 32), 2n ** 32n);
  } else if (typeof p === 'string') {
    const m = /^\s*(\d+)(?:\.(\d+))?\s*(?:\/\s*(\d+)\s*)?$/.exec(p);
    const d = BigInt(m?.[3] ?? 1) * 10n ** BigInt(m?.[2]?.length ?? 0);
    if (m && d) q = rational(BigInt(m[1]! + (m[2] ?? '')), d);
  } else if (Array.isArray(p) && p.length === 2 && isWhole(p[0]) && isWhole(p[1]) && BigInt(p[1])) {
    q = rational(BigInt(p[0]), BigInt(p[1]));
  }
  if (q && typeof p !== 'number') f = toNumber(q);
  if (!(f >= 0 && f <= 1)) {
    const shown =
      typeof p === 'string' ? JSON.stringify(p) : Array.isArray(p) ? `[${p.join(', ')}]` : String(p);
    fail(
      'probability',
      'next',
      `a probability of state ${where} is ${shown}: give a number from 0 to 1, [numerator, denominator] or 'n/d'`,
    );
  }
  return [f, q];
}

/** Explores `chain` from its start and answers for `settings.players` seats. */
export function solveUserChain(chain: ChainDefinition, settings: ChainSettings): ChainReport {
  const { maxStates, exactStates, tolerance, players } = settings;
  if (typeof chain !== 'object' || chain === null)
    fail('none', '', 'not a chain: expected { name, start, next, done } (see defineChain)');
  if (typeof chain.name !== 'string' || !chain.name)
    fail('name', 'name', 'the chain needs a name (a non-empty string)');
  for (const f of ['next', 'done'] as const)
    if (typeof chain[f] !== 'function') fail(f, f, `${f} must be a function of a state`);
  if (chain.key !== undefined && typeof chain.key !== 'function')
    fail('key', 'key', 'key must be a function of a state');
  if (chain.start === undefined) fail('start', 'start', 'the chain needs a start state');
  /** Calls one of the chain's functions, a throw becoming an error naming the state. */
  const call = <T>(f: 'next' | 'done' | 'key', state: unknown, name: string): T => {
    try {
      return chain[f]!(state) as T;
    } catch (error) {
      return fail(
        'threw',
        f,
        `${f}(${name}) threw: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const json = (state: unknown): string | undefined => {
    try {
      return JSON.stringify(state);
    } catch {
      return undefined;
    }
  };
  const keyOf = (state: unknown): string => {
    const k = chain.key ? call<unknown>('key', state, json(state) ?? String(state)) : json(state);
    if (typeof k === 'string') return k;
    return chain.key
      ? fail('key', 'key', `key(state) must give a string, not ${typeof k}`)
      : fail('key', 'key', `the state ${String(state)} is not JSON: give the chain a key(state)`);
  };
  // ids.get(key): the state's index, or -1 for an end state
  const ids = new Map<string, number>();
  const states: unknown[] = [];
  const names: string[] = [];
  const visit = (state: unknown): number => {
    const k = keyOf(state);
    let id = ids.get(k);
    if (id === undefined) {
      if (ids.size >= maxStates)
        fail(
          'too-many-states',
          'maxStates',
          `more than ${grouped(maxStates)} states, the limit: raise it if the chain is finite`,
        );
      id = call('done', state, k) ? -1 : states.push(state) - 1;
      if (id >= 0) names.push(k);
      ids.set(k, id);
    }
    return id;
  };
  if (visit(chain.start) < 0)
    fail('start-done', 'start', `the start state ${names[0] ?? keyOf(chain.start)} is already done`);

  const floatRows: Map<number, number>[] = [];
  const exactRows: Map<number, Rational>[] = [];
  const exit: number[] = [];
  let floatReason: string | null = null;
  for (let s = 0; s < states.length; s++) {
    const successors = call<Iterable<unknown>>('next', states[s], names[s]!);
    if (typeof successors?.[Symbol.iterator] !== 'function')
      fail('next', 'next', `next(${names[s]}) must give a list of [state, probability] pairs`);
    const row = new Map<number, number>();
    const exactRow = new Map<number, Rational>([[s, ONE]]); // I − Q
    let out = 0;
    let sum = 0;
    let exactSum: Rational | undefined = [0n, 1n];
    for (const pair of successors) {
      if (!Array.isArray(pair) || pair.length !== 2)
        fail('next', 'next', `next(${names[s]}) must give [state, probability] pairs`);
      const [f, q] = probability(pair[1], names[s]!);
      if (!q)
        floatReason ??= `probabilities given as floating-point numbers (${String(pair[1])} for state ${names[s]}): give them as fractions ([1, 6] or '1/6') for the exact answer`;
      exactSum = q && exactSum && add(exactSum, q);
      if (f === 0) continue;
      sum += f;
      const t = visit(pair[0]);
      if (t < 0) out += f;
      else {
        row.set(t, (row.get(t) ?? 0) + f);
        if (q) exactRow.set(t, sub(exactRow.get(t) ?? [0n, 1n], q));
      }
    }
    if (exactSum ? exactSum[0] !== exactSum[1] : Math.abs(sum - 1) > 1e-9)
      fail(
        'sum',
        'next',
        `the probabilities of state ${names[s]} sum to ${exactSum ? fractionText(exactSum) : sum}, not 1`,
      );
    floatRows.push(row);
    exactRows.push(exactRow);
    exit.push(out);
  }

  const chainRows = floatRows.map((row) => sparseRow(row));
  const markov = { size: states.length, rows: chainRows, exit: Float64Array.from(exit) };
  const stuck = canBeAbsorbed(markov).indexOf(false);
  if (stuck >= 0) fail('no-end', 'done', `the end cannot be reached from state ${names[stuck]}`);

  let exact: Rational[] | undefined;
  if (!floatReason && states.length > exactStates)
    floatReason = `${grouped(states.length)} states, more than the ${grouped(exactStates)} solved exactly (exactStates)`;
  if (!floatReason) {
    try {
      const [m1, m2] = solveRational(
        exactRows,
        [() => states.map(() => ONE), ([m]) => m!.map((x) => sub(add(x, x), ONE))],
        5e5,
      );
      exact = [m1![0]!, sub(m2![0]!, [m1![0]![0] ** 2n, m1![0]![1] ** 2n])];
    } catch (error) {
      if (!(error instanceof TooMuchWork)) throw error;
      floatReason = 'the exact elimination passed its work limit (fill-in or long fractions)';
    }
  }
  const floats = exact ? undefined : lengthMoments(markov);
  const mean = exact ? toNumber(exact[0]!) : floats!.mean[0]!;
  const variance = exact ? toNumber(exact[1]!) : floats!.second[0]! - mean * mean;
  // at most about 1e9 transitions stepped (a slow, large chain stops early: its remainder says so)
  const work = chainRows.reduce((sum, row) => sum + row.to.length + 1, 0);
  const { pmf, remaining } = stepDistribution(markov, 0, {
    tailMass: tolerance,
    maxSteps: Math.min(1e6, Math.ceil(1e9 / work)),
  });
  const seats = seatWinProbabilities(pmf, remaining, players);
  return {
    name: chain.name,
    states: states.length,
    endStates: ids.size - states.length,
    players,
    exact: !!exact,
    floatReason,
    mean,
    variance,
    sd: Math.sqrt(variance),
    meanFraction: exact ? fractionText(exact[0]!) : null,
    varianceFraction: exact ? fractionText(exact[1]!) : null,
    residual: floats?.residual ?? 0,
    percentiles: Object.fromEntries(
      PERCENTS.map((q) => {
        const n = pmfQuantile(pmf, q / 100);
        return [q, n < pmf.length ? n : null];
      }),
    ),
    pmf,
    remainder: remaining,
    tolerance,
    seats,
    unresolved: Math.max(0, 1 - seats.reduce((a, b) => a + b, 0)),
  };
}
