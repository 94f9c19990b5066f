// One player's exact "heat map" of a Snakes and Ladders board: the expected number of turns that
// end on each square, and the probability of ever using each snake or ladder. Both come from the
// fundamental matrix (I − Q)⁻¹ of an absorbing chain, solved for the few rows needed.

import { SnakesRules } from './rules.js';
import type { SnakesBoard } from './schema.js';
import { type AbsorbingChain, fundamentalRows } from '../../exact/markov.js';
import { snakesTurnChain } from './chain.js';

/** Index = square (0 to the last), value = the expected number of one player's turns that end
 *  there; the last square's is 1 (the winning turn). */
export function squareVisits(board: SnakesBoard): Float64Array {
  const chain = snakesTurnChain(board);
  const [fromStart] = fundamentalRows(chain, [board.start]);
  const visits = new Float64Array(board.squares + 1);
  // the fundamental row counts the start before any turn: a turn ends on s after each visit to a
  // square that leads there, so visits after turns = row · Q, plus the absorbing finish once
  for (let s = 0; s < chain.size; s++) {
    const row = chain.rows[s]!;
    for (let k = 0; k < row.to.length; k++) visits[row.to[k]!]! += fromStart![s]! * row.p[k]!;
  }
  visits[board.squares] = 1;
  return visits;
}

/** The one-roll chain: a turn's extra rolls after a six do not change where a piece lands. */
function rollChain(rules: SnakesRules): AbsorbingChain {
  const n = rules.finish;
  const exit = new Float64Array(n);
  const rows = Array.from({ length: n }, (_, square) => {
    const p = new Map<number, number>();
    for (let roll = 1; roll <= rules.faces; roll++) {
      const to = rules.land(square, roll).square;
      if (to === n) exit[square]! += 1 / rules.faces;
      else p.set(to, (p.get(to) ?? 0) + 1 / rules.faces);
    }
    const keys = [...p.keys()].sort((a, b) => a - b);
    return { to: Int32Array.from(keys), p: Float64Array.from(keys.map((k) => p.get(k)!)) };
  });
  return { size: n, rows, exit };
}

export interface JumpUse {
  readonly from: number;
  readonly to: number;
  /** The probability that one player lands on `from` (and takes the jump) at least once in a game. */
  readonly probability: number;
  /** The expected number of times one player takes it in a game. */
  readonly expectedUses: number;
}

/**
 * For each snake and ladder, one player's probability of ever using it. With L(s) the expected
 * landings on the jump's square from s, each landing sends the piece to `to`, from where L(to)
 * more follow on average; so L(start) = P(ever) · (1 + L(to)).
 */
export function jumpUseProbabilities(board: SnakesBoard): JumpUse[] {
  const rules = new SnakesRules(board);
  const chain = rollChain(rules);
  const targets = [...new Set(board.jumps.map((j) => j.to).filter((t) => t < board.squares))];
  const rows = fundamentalRows(chain, [board.start, ...targets]);
  const rowOf = new Map(targets.map((t, i) => [t, rows[i + 1]!]));
  // landings on square j in one roll from each square
  const landings = (j: number, from: Float64Array) => {
    let sum = 0;
    for (let s = 0; s < chain.size; s++) {
      if (from[s] === 0) continue;
      let p = 0;
      for (let roll = 1; roll <= rules.faces; roll++) if (rules.reach(s, roll) === j) p += 1 / rules.faces;
      sum += from[s]! * p;
    }
    return sum;
  };
  return board.jumps.map(({ from, to }) => {
    const expectedUses = landings(from, rows[0]!);
    const again = to < board.squares ? landings(from, rowOf.get(to)!) : 0;
    return { from, to, probability: expectedUses / (1 + again), expectedUses };
  });
}
