// Pig's equations, solved (Neller and Presser, "Optimal Play of the Dice Game Pig", The UMAP
// Journal 25(1), 2004). P(i, j, k) is the chance that the player about to decide wins, with score i,
// the opponent's score j and turn total k:
//
//   P(i, j, k) = 1                                            when i + k >= goal
//   roll:  (1/F)·(1 − P'(j, i, 0)) + Σ_{r=2..F} (1/F)·P(i, j, k + r)
//   hold:  1 − P'(j, i + k, 0)
//
// where P' is the opponent's (with its own policy). Scores never fall, so the states of one pair of
// scores {i, j} refer only to each other (through a 1, which passes the die at the same scores) and
// to pairs of a larger sum (through a hold). Taking the pairs from the largest sum down, each pair's
// two start values x = P'(j, i, 0) and y = P(i, j, 0) satisfy y = a + b·x and x = c + d·y, with a..d
// from one pass down the turn totals: a 2×2 linear system, solved exactly, so that the answer is
// exact up to floating-point rounding (no value iteration, no tolerance). A side that maximises
// (optimal play, a best response) chooses its moves from the current x; its moves and the system
// are solved again until the moves stop changing (policy iteration on two unknowns).

/** A policy as a table of bits: bit k of row i·goal + j (rows of `policyRowBytes(goal)` bytes,
 *  bit k in byte k >> 3, bit k & 7) is set when a seat with score i, the leading opponent's score
 *  j and turn total k holds; clear, it rolls. Reaching the goal ends the game at once. Optimal play
 *  needs the whole table: its moves are not a threshold in the turn total (at some scores it holds
 *  at one total, rolls at a larger one, and holds again further up). */
export type HoldTable = Uint8Array;

/** Bytes per row (one pair of scores) of a hold table. */
export function policyRowBytes(goal: number): number {
  return (goal + 7) >> 3;
}

/** One side of the equations: a fixed table, or the side that maximises its chance of winning. */
export type Side = { readonly hold: HoldTable } | 'maximise';

/** What the equations give for a pair of sides. */
export interface PigSolution {
  /** Seat 1's chance of winning from the start (seat 1 moves first). */
  readonly firstWins: number;
  /** Expected turns of the whole game (every player's, the winning one included). */
  readonly turns: number;
  /** Expected rolls of the whole game. */
  readonly rolls: number;
  /** The moves of each maximising side as a hold table. */
  readonly tables: readonly (HoldTable | undefined)[];
}

/** At most this many rounds of policy iteration for one pair of scores (a race to 100 with optimal
 *  play takes 2 to 6, the last confirming that the moves stayed). */
const MAX_ROUNDS = 100;

class SideWork {
  readonly start: Float64Array;
  readonly startTurns: Float64Array;
  readonly startRolls: Float64Array;
  readonly moves: Uint8Array;
  readonly table: HoldTable | undefined;
  /** Per turn total: value = alpha + beta·x (x: the opponent's start value at these scores), and
   *  the same forms of the expected turns and rolls; a turn total runs up to goal + faces. */
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  readonly turnC: Float64Array;
  readonly turnD: Float64Array;
  readonly rollC: Float64Array;
  readonly rollD: Float64Array;

  constructor(
    readonly side: Side,
    readonly goal: number,
    faces: number,
  ) {
    const cells = goal * goal;
    this.start = new Float64Array(cells);
    this.startTurns = new Float64Array(cells);
    this.startRolls = new Float64Array(cells);
    this.moves = new Uint8Array(goal + 1);
    this.table = side === 'maximise' ? new Uint8Array(cells * policyRowBytes(goal)) : undefined;
    const column = () => new Float64Array(goal + faces + 1);
    this.alpha = column();
    this.beta = column();
    this.turnC = column();
    this.turnD = column();
    this.rollC = column();
    this.rollD = column();
  }
}

/** Solves the game of `goal` with a die of `faces` faces for seat 1's side `first` and seat 2's
 *  side `second` (two players). */
export function solvePig(goal: number, faces: number, first: Side, second: Side): PigSolution {
  const sides = [new SideWork(first, goal, faces), new SideWork(second, goal, faces)] as const;
  const p = 1 / faces;
  const rowBytes = policyRowBytes(goal);

  /** One pass down the turn totals of `me` at scores (i, j) against `other`: the linear forms of
   *  the start value; `x` (the opponent's start value here) chooses a maximising side's moves.
   *  Returns whether its moves changed. */
  const pass = (me: SideWork, other: SideWork, i: number, j: number, x: number, choose: boolean): boolean => {
    const need = goal - i;
    const { alpha, beta, turnC, turnD, rollC, rollD, moves } = me;
    // turn totals at or past `need` win: value 1, one turn (the winning one) and no more rolls
    for (let k = need; k < need + faces; k++) {
      alpha[k] = 1;
      beta[k] = 0;
      turnC[k] = 1;
      turnD[k] = 0;
      rollC[k] = 0;
      rollD[k] = 0;
    }
    let changed = false;
    const fixed = me.side === 'maximise' ? undefined : me.side.hold;
    const row = (i * goal + j) * rowBytes;
    for (let k = need - 1; k >= 0; k--) {
      // roll: a 1 passes the die at the same scores; r = 2..F adds r
      let a = p;
      let b = -p;
      let tc = p;
      let td = p;
      let rc = 1;
      let rd = p;
      for (let r = 2; r <= faces; r++) {
        a += p * alpha[k + r]!;
        b += p * beta[k + r]!;
        tc += p * turnC[k + r]!;
        td += p * turnD[k + r]!;
        rc += p * rollC[k + r]!;
        rd += p * rollD[k + r]!;
      }
      let hold: boolean;
      if (k === 0)
        hold = false; // holding nothing is never better than rolling
      else if (fixed) hold = ((fixed[row + (k >> 3)]! >> (k & 7)) & 1) === 1;
      else if (choose) {
        const holdValue = 1 - other.start[j * goal + i + k]!;
        hold = holdValue >= a + b * x;
        if ((moves[k] === 1) !== hold) changed = true;
        moves[k] = hold ? 1 : 0;
      } else hold = moves[k] === 1;
      if (hold) {
        const at = j * goal + i + k;
        alpha[k] = 1 - other.start[at]!;
        beta[k] = 0;
        turnC[k] = 1 + other.startTurns[at]!;
        turnD[k] = 0;
        rollC[k] = other.startRolls[at]!;
        rollD[k] = 0;
      } else {
        alpha[k] = a;
        beta[k] = b;
        turnC[k] = tc;
        turnD[k] = td;
        rollC[k] = rc;
        rollD[k] = rd;
      }
    }
    return changed;
  };

  /** Solves the pair: `a` to move at (i, j), `b` to move at (j, i). */
  const solvePair = (a: SideWork, b: SideWork, i: number, j: number): void => {
    let x = 0.5;
    let y = 0.5;
    for (let round = 0; ; round++) {
      if (round === MAX_ROUNDS) throw new Error(`Pig's moves at scores ${i}, ${j} did not settle`);
      const changedA = pass(a, b, i, j, x, true);
      const [aA, bA] = [a.alpha[0]!, a.beta[0]!];
      const changedB = pass(b, a, j, i, y, true);
      const [aB, bB] = [b.alpha[0]!, b.beta[0]!];
      // y = aA + bA·x, x = aB + bB·y
      const nextY = (aA + bA * aB) / (1 - bA * bB);
      const nextX = aB + bB * nextY;
      const settled = round > 0 && !changedA && !changedB;
      x = nextX;
      y = nextY;
      if (settled) break;
    }
    a.start[i * goal + j] = y;
    b.start[j * goal + i] = x;
    // the same moves, for the expected turns and rolls
    pass(a, b, i, j, x, false);
    pass(b, a, j, i, y, false);
    const [tcA, tdA, rcA, rdA] = [a.turnC[0]!, a.turnD[0]!, a.rollC[0]!, a.rollD[0]!];
    const [tcB, tdB, rcB, rdB] = [b.turnC[0]!, b.turnD[0]!, b.rollC[0]!, b.rollD[0]!];
    const turnsA = (tcA + tdA * tcB) / (1 - tdA * tdB);
    const rollsA = (rcA + rdA * rcB) / (1 - rdA * rdB);
    a.startTurns[i * goal + j] = turnsA;
    b.startTurns[j * goal + i] = tcB + tdB * turnsA;
    a.startRolls[i * goal + j] = rollsA;
    b.startRolls[j * goal + i] = rcB + rdB * rollsA;
    keepMoves(a, i, j);
    keepMoves(b, j, i);
  };

  /** Writes a maximising side's moves at scores (i, j) into its table. */
  const keepMoves = (me: SideWork, i: number, j: number): void => {
    const table = me.table;
    if (!table) return;
    const row = (i * goal + j) * rowBytes;
    for (let k = 1; k < goal - i; k++) if (me.moves[k] === 1) table[row + (k >> 3)]! |= 1 << (k & 7);
  };

  for (let sum = 2 * goal - 2; sum >= 0; sum--) {
    for (let i = Math.max(0, sum - goal + 1); i <= Math.min(goal - 1, sum); i++) {
      solvePair(sides[0], sides[1], i, sum - i);
    }
  }
  return {
    firstWins: sides[0].start[0]!,
    turns: sides[0].startTurns[0]!,
    rolls: sides[0].startRolls[0]!,
    tables: sides.map((s) => s.table),
  };
}
