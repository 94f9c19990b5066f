// Ratings from many tables: the Bradley–Terry model extended to tables of n players (Luce's choice
// model of the winner): strategy i has a strength γ_i and wins a game at a table with a share
// γ_i / Σ γ of the seats' strengths (a strategy in k seats: k γ_i / Σ). For two players this is
// Bradley–Terry. Strengths are fitted by maximum likelihood (Newton's method on log-strengths) and
// shown on the Elo scale, 400 log10(γ_i / γ_anchor); intervals come from a parametric bootstrap of
// every table's wins, drawn from a stream of the run's seed, so they reproduce exactly.

import { ChunkStream } from '../../rng/stream.js';

/** The games of one kind of table: how many seats each strategy held, the games, and the wins of
 *  each strategy's seats together (a shared win counts its share). */
export interface RatedTable {
  readonly seats: readonly number[];
  readonly games: number;
  readonly wins: readonly number[];
}

/** Elo points per factor of 10 in strength (400: a 400-point gap makes 10 : 1 odds of winning). */
export const ELO_SCALE = 400;
/**
 * Each strategy also plays one imaginary two-player game against a player of strength 1 and wins
 * half of it: a weak prior that keeps a strategy that never wins (or never loses) at a finite rating.
 */
const PRIOR_GAMES = 1;
const MAX_ITERATIONS = 200;
const TOLERANCE = 1e-10;
/** Bootstrap draws come from this chunk of the run's seed, far above any chunk of games. */
const BOOTSTRAP_CHUNK = 2n ** 62n;

/** The log-likelihood of log-strengths `theta` (with the prior above). */
function logLikelihood(
  theta: readonly number[],
  wins: readonly number[],
  tables: readonly RatedTable[],
): number {
  let sum = theta.reduce((acc, x, i) => acc + wins[i]! * x - PRIOR_GAMES * Math.log1p(Math.exp(x)), 0);
  for (const t of tables)
    sum -= t.games * Math.log(t.seats.reduce((acc, k, j) => acc + k * Math.exp(theta[j]!), 0));
  return sum;
}

/** Solves a x = b (a small dense system, by Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r]![n]!;
    for (let k = r + 1; k < n; k++) v -= m[r]![k]! * x[k]!;
    x[r] = v / m[r]![r]!;
  }
  return x;
}

/**
 * The maximum-likelihood strengths γ of `strategies` strategies (with the prior above), by Newton's
 * method on log γ, halving a step that would lower the likelihood (the log-likelihood is concave,
 * strictly so with the prior, so this converges in a few steps).
 */
export function fitStrengths(strategies: number, tables: readonly RatedTable[]): number[] {
  const wins = Array.from(
    { length: strategies },
    (_, i) => PRIOR_GAMES / 2 + tables.reduce((sum, t) => sum + t.wins[i]!, 0),
  );
  let theta = new Array<number>(strategies).fill(0);
  let current = logLikelihood(theta, wins, tables);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    // gradient and minus the Hessian of the log-likelihood
    const gradient = theta.map((x, i) => wins[i]! - PRIOR_GAMES / (1 + Math.exp(-x)));
    const curvature = theta.map((x, i) =>
      theta.map((_, j) => (i === j ? PRIOR_GAMES / (2 + Math.exp(x) + Math.exp(-x)) : 0)),
    );
    for (const t of tables) {
      const weights = t.seats.map((k, j) => k * Math.exp(theta[j]!));
      const total = weights.reduce((a, b) => a + b, 0);
      const share = weights.map((w) => w / total);
      share.forEach((si, i) => {
        gradient[i]! -= t.games * si;
        share.forEach((sj, j) => (curvature[i]![j]! += t.games * ((i === j ? si : 0) - si * sj)));
      });
    }
    const step = solve(curvature, gradient);
    let scale = 1;
    let next = theta.map((x, i) => x + step[i]!);
    let value = logLikelihood(next, wins, tables);
    while (!(value >= current) && scale > 1e-6) {
      scale /= 2;
      next = theta.map((x, i) => x + scale * step[i]!);
      value = logLikelihood(next, wins, tables);
    }
    const change = Math.max(...step.map((d) => Math.abs(scale * d)));
    theta = next;
    current = value;
    if (change < TOLERANCE) break;
  }
  return theta.map(Math.exp);
}

/** Elo-scale ratings, the strategy `anchor` at 0. */
export function eloRatings(gamma: readonly number[], anchor: number): number[] {
  return gamma.map((g) => ELO_SCALE * Math.log10(g / gamma[anchor]!));
}

/** A uniform number in (0, 1) from two words of the stream. */
function uniform(stream: ChunkStream): number {
  return (stream.nextWord() * 2 ** 21 + (stream.nextWord() >>> 11) + 0.5) / 2 ** 53;
}

/**
 * A Binomial(n, p) draw: by waiting times (geometric gaps between successes of the rarer outcome)
 * when that outcome's mean is below 30, else by the normal approximation (rounded, clipped),
 * whose error there is far below the bootstrap's own.
 */
export function binomial(n: number, p: number, stream: ChunkStream): number {
  const q = Math.min(p, 1 - p);
  let k: number;
  if (q <= 0) k = 0;
  else if (n * q < 30) {
    k = 0;
    const logMiss = Math.log(1 - q);
    for (let at = 0; ; k++) {
      at += Math.floor(Math.log(uniform(stream)) / logMiss) + 1;
      if (at > n) break;
    }
  } else {
    const normal = Math.sqrt(-2 * Math.log(uniform(stream))) * Math.cos(2 * Math.PI * uniform(stream));
    k = Math.min(n, Math.max(0, Math.round(n * q + normal * Math.sqrt(n * q * (1 - q)))));
  }
  return q === p ? k : n - k;
}

export interface RatingsFit {
  /** Elo-scale rating of each strategy, the anchor at 0. */
  ratings: number[];
  /** 2.5% and 97.5% percentiles of each rating over the bootstrap replicates. */
  ci95: [number, number][];
}

/**
 * Ratings and bootstrap intervals. Each replicate redraws every table's wins from its fitted
 * shares as observed (each strategy's seats win Binomial(games, observed share); with two
 * strategies at a table, the other takes the rest) and refits.
 */
export function rateStrategies(
  strategies: number,
  tables: readonly RatedTable[],
  anchor: number,
  replicates: number,
  seed: bigint,
): RatingsFit {
  const ratings = eloRatings(fitStrengths(strategies, tables), anchor);
  const stream = new ChunkStream(seed, BOOTSTRAP_CHUNK);
  const samples = ratings.map(() => new Array<number>(replicates));
  for (let r = 0; r < replicates; r++) {
    const resampled = tables.map((t) => {
      const wins = t.seats.map(() => 0);
      const present = t.seats.flatMap((k, i) => (k > 0 ? [i] : []));
      let left = t.games;
      // the strategies at the table in turn, each from what the ones before left (a multinomial)
      present.forEach((i, at) => {
        if (at === present.length - 1) {
          wins[i] = left;
          return;
        }
        const rest = present.slice(at).reduce((sum, j) => sum + t.wins[j]!, 0);
        wins[i] = rest > 0 ? binomial(left, t.wins[i]! / rest, stream) : 0;
        left -= wins[i]!;
      });
      return { ...t, wins };
    });
    eloRatings(fitStrengths(strategies, resampled), anchor).forEach((x, i) => (samples[i]![r] = x));
  }
  const ci95 = samples.map((values): [number, number] => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return [at(0.025), at(0.975)];
  });
  return { ratings, ci95 };
}
