// Absorbing Markov chains: the exact answers behind the simulations. A chain has transient states
// 0..size-1 (sparse rows of transition probabilities among them) and one absorbing state, entered
// from each state with its own stated probability (not "1 minus the row", which would turn
// rounding noise into impossible events).

export interface SparseRow {
  readonly to: Int32Array;
  readonly p: Float64Array;
}

export interface AbsorbingChain {
  readonly size: number;
  readonly rows: readonly SparseRow[];
  /** exit[s]: the probability of absorption in one step from s. */
  readonly exit: Float64Array;
}

export function sparseRow(entries: ReadonlyMap<number, number>): SparseRow {
  const keys = [...entries.keys()].sort((a, b) => a - b);
  return { to: Int32Array.from(keys), p: Float64Array.from(keys.map((k) => entries.get(k)!)) };
}

/** States reachable from `start` (including it). */
export function reachable(chain: AbsorbingChain, start: number): boolean[] {
  const seen = new Array<boolean>(chain.size).fill(false);
  const stack = [start];
  seen[start] = true;
  while (stack.length > 0) {
    const s = stack.pop()!;
    for (const t of chain.rows[s]!.to) {
      if (!seen[t]) {
        seen[t] = true;
        stack.push(t);
      }
    }
  }
  return seen;
}

/** States from which absorption has positive probability. */
export function canBeAbsorbed(chain: AbsorbingChain): boolean[] {
  const incoming: number[][] = Array.from({ length: chain.size }, () => []);
  chain.rows.forEach((row, s) => row.to.forEach((t) => incoming[t]!.push(s)));
  const ok = Array.from(chain.exit, (e) => e > 0);
  const stack = ok.flatMap((v, s) => (v ? [s] : []));
  while (stack.length > 0) {
    const t = stack.pop()!;
    for (const s of incoming[t]!) {
      if (!ok[s]) {
        ok[s] = true;
        stack.push(s);
      }
    }
  }
  return ok;
}

/** Solves A x = b for dense n×n A (row-major), Gaussian elimination with partial pivoting. */
export function solveDense(a: Float64Array, b: Float64Array): Float64Array {
  return solveDenseMany(a, [b])[0]!;
}

/** Solves A x = b for each b in `bs`, eliminating A once (the same arithmetic as one solve each). */
export function solveDenseMany(a: Float64Array, bs: readonly Float64Array[]): Float64Array[] {
  const n = Math.round(Math.sqrt(a.length));
  const m = Float64Array.from(a);
  const xs = bs.map((b) => Float64Array.from(b));
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = r;
    if (m[pivot * n + col] === 0) throw new Error('singular system: some states are never left');
    if (pivot !== col) {
      for (let c = 0; c < n; c++) [m[col * n + c], m[pivot * n + c]] = [m[pivot * n + c]!, m[col * n + c]!];
      for (const x of xs) [x[col], x[pivot]] = [x[pivot]!, x[col]!];
    }
    const d = m[col * n + col]!;
    for (let r = col + 1; r < n; r++) {
      const f = m[r * n + col]! / d;
      if (f === 0) continue;
      for (let c = col; c < n; c++) m[r * n + c]! -= f * m[col * n + c]!;
      for (const x of xs) x[r]! -= f * x[col]!;
    }
  }
  for (const x of xs) {
    for (let r = n - 1; r >= 0; r--) {
      let s = x[r]!;
      for (let c = r + 1; c < n; c++) s -= m[r * n + c]! * x[c]!;
      x[r] = s / m[r * n + r]!;
    }
  }
  return xs;
}

/** Expected number of steps to absorption from each state: (I − Q) x = 1. */
export function expectedSteps(chain: AbsorbingChain): Float64Array {
  const n = chain.size;
  const a = new Float64Array(n * n);
  chain.rows.forEach((row, s) => {
    a[s * n + s] = 1;
    row.to.forEach((t, k) => (a[s * n + t]! -= row.p[k]!));
  });
  return solveDense(a, new Float64Array(n).fill(1));
}

export interface StepDistribution {
  /** pmf[t] = P(absorbed at step t); pmf[0] = 0. */
  readonly pmf: number[];
  /** Probability mass not yet absorbed when the iteration stopped. */
  readonly remaining: number;
  /** For each step t >= 1, the distribution over transient states before step t (when asked). */
  readonly before?: Float64Array[];
}

/**
 * The distribution of the number of steps to absorption from `start`, stepped until less than
 * `tailMass` remains or `maxSteps` steps. `keepStates` also returns the state distribution before
 * each step (for per-step expectations such as rolls per turn).
 */
export function stepDistribution(
  chain: AbsorbingChain,
  start: number,
  options: { tailMass?: number; maxSteps?: number; keepStates?: boolean } = {},
): StepDistribution {
  const { tailMass = 1e-15, maxSteps = 1_000_000, keepStates = false } = options;
  const exit = chain.exit;
  let v = new Float64Array(chain.size);
  v[start] = 1;
  const pmf = [0];
  const before: Float64Array[] = [];
  let remaining = 1;
  for (let t = 1; t <= maxSteps && remaining >= tailMass; t++) {
    if (keepStates) before.push(v);
    const w = new Float64Array(chain.size);
    let absorbed = 0;
    for (let s = 0; s < chain.size; s++) {
      const mass = v[s]!;
      if (mass === 0) continue;
      absorbed += mass * exit[s]!;
      const row = chain.rows[s]!;
      for (let k = 0; k < row.to.length; k++) w[row.to[k]!]! += mass * row.p[k]!;
    }
    pmf.push(absorbed);
    v = w;
    remaining = w.reduce((a, b) => a + b, 0);
  }
  return { pmf, remaining, ...(keepStates && { before }) };
}

/** x^n for a whole n >= 0 by repeated multiplication. Every engine rounds each product alike, but
 *  `**` (pow) differs in the last bit between JavaScript engines (Node 20's V8 and Chromium's) and
 *  between V8's tiers, and a report must be the same in Node and in a browser. */
export function powInt(x: number, n: number): number {
  let result = 1;
  for (let i = 0; i < n; i++) result *= x;
  return result;
}

/** P(T >= t) for t = 0..pmf.length (the last one is the mass beyond the pmf). */
export function survival(pmf: readonly number[], remaining: number): number[] {
  const s = new Array<number>(pmf.length + 1);
  s[pmf.length] = remaining;
  for (let t = pmf.length - 1; t >= 0; t--) s[t] = s[t + 1]! + pmf[t]!;
  return s;
}

/**
 * Seat win probabilities when each of `players` seats needs an independent number of turns with
 * this pmf, and the fewest turns wins with ties going to the earlier seat: seat i wins at t when
 * every earlier seat needs more than t turns and every later one at least t. The same holds for
 * players alternating on one board, since the pieces never meet.
 */
export function seatWinProbabilities(pmf: readonly number[], remaining: number, players: number): number[] {
  const s = survival(pmf, remaining);
  return Array.from({ length: players }, (_, i) =>
    pmf.reduce((sum, p, t) => sum + p * powInt(s[t + 1]!, i) * powInt(s[t]!, players - 1 - i), 0),
  );
}

/** The distribution of the smallest of `players` independent draws from pmf. */
export function minimumPmf(pmf: readonly number[], remaining: number, players: number): number[] {
  const s = survival(pmf, remaining);
  return pmf.map((_, t) => powInt(s[t]!, players) - powInt(s[t + 1]!, players));
}

export function pmfMoments(pmf: readonly number[]): { mean: number; variance: number } {
  let mean = 0;
  let second = 0;
  pmf.forEach((p, t) => {
    mean += p * t;
    second += p * t * t;
  });
  return { mean, variance: second - mean * mean };
}

/** The smallest t with P(T <= t) >= q. */
export function pmfQuantile(pmf: readonly number[], q: number): number {
  let cumulative = 0;
  for (let t = 0; t < pmf.length; t++) {
    cumulative += pmf[t]!;
    if (cumulative >= q - 1e-12) return t;
  }
  return pmf.length;
}

/** Solves xᵀ (I − Q) = eₛᵀ for each start s in `starts`: row s of the fundamental matrix, the
 *  expected visits to every state from s (counting the start itself once). */
export function fundamentalRows(chain: AbsorbingChain, starts: readonly number[]): Float64Array[] {
  const n = chain.size;
  // (I − Q)ᵀ, row-major, eliminated once for every right-hand side
  const m = new Float64Array(n * n);
  for (let s = 0; s < n; s++) {
    m[s * n + s] = 1;
    const row = chain.rows[s]!;
    for (let k = 0; k < row.to.length; k++) m[row.to[k]! * n + s]! -= row.p[k]!;
  }
  return solveDenseMany(
    m,
    starts.map((s) => {
      const b = new Float64Array(n);
      b[s] = 1;
      return b;
    }),
  );
}

/**
 * The first two moments of the number of steps to absorption from each state, E[T] and E[T²]
 * ((I − Q) m₂ = 2 m₁ − 1), with the largest residual |b − (I − Q) x| of either solve: by
 * elimination up to `denseLimit` states, past it by Gauss–Seidel sweeps (last state first, which
 * is the order values flow in a race) until they stop changing (at most `maxSweeps`).
 */
export function lengthMoments(
  chain: AbsorbingChain,
  denseLimit = 2000,
  maxSweeps = 100_000,
): { mean: Float64Array; second: Float64Array; residual: number } {
  const n = chain.size;
  const { rows } = chain;
  let residual = 0;
  const solve = (b: Float64Array): Float64Array => {
    let x: Float64Array;
    if (n <= denseLimit) {
      const a = new Float64Array(n * n);
      rows.forEach((row, s) => {
        a[s * n + s] = 1;
        row.to.forEach((t, k) => (a[s * n + t]! -= row.p[k]!));
      });
      x = solveDense(a, b);
    } else {
      x = Float64Array.from(b);
      for (let sweep = 0, change = 1; sweep < maxSweeps && change > 1e-15; sweep++) {
        change = 0;
        for (let s = n - 1; s >= 0; s--) {
          const row = rows[s]!;
          let sum = b[s]!;
          let self = 0;
          for (let k = 0; k < row.to.length; k++) {
            if (row.to[k] === s) self += row.p[k]!;
            else sum += row.p[k]! * x[row.to[k]!]!;
          }
          const value = sum / (1 - self);
          change = Math.max(change, Math.abs(value - x[s]!) / value);
          x[s] = value;
        }
      }
    }
    rows.forEach((row, s) => {
      let r = b[s]! - x[s]!;
      row.to.forEach((t, k) => (r += row.p[k]! * x[t]!));
      residual = Math.max(residual, Math.abs(r));
    });
    return x;
  };
  const mean = solve(new Float64Array(n).fill(1));
  return { mean, second: solve(mean.map((m) => 2 * m - 1)), residual };
}
