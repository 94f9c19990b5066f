// One player's exact "heat map" of a Candy Land edition dealt with replacement (the expected
// number of turns that end on each space) and the probability of ever using each shortcut and
// each licorice space, from the absorbing chain of src/games/candyland/chain.ts. The real deck has no
// small chain (the pile is part of the state), so there these are simulated only.

import type { CandyBoard } from './board.js';
import { candyChain, candySteps } from './chain.js';
import { fundamentalRows, solveDense } from '../../exact/markov.js';

/** Each use probability is one dense solve of (states)³/3 steps: beyond this many (states)³ ×
 *  spaces, about a second or two, the report leaves them to the simulation. */
export const MAX_USE_WORK = 3e9;

/** Index = race position (0 off the board, space i at i + 1, the finish after the last space),
 *  value = the expected number of one player's turns that end there (a skipped or stuck turn
 *  ends where the piece stands; the finish's is 1, the winning turn). */
export function candySpaceVisits(board: CandyBoard): Float64Array {
  const { chain, start, states } = candyChain(board);
  const [fromStart] = fundamentalRows(chain, [start]);
  const finish = board.last + 2;
  const visits = new Float64Array(finish + 1);
  // the fundamental row counts visits before each turn; a turn from s ends on row s's targets
  chain.rows.forEach((row, s) =>
    row.to.forEach((t, k) => (visits[states[t]!.position + 1]! += fromStart![s]! * row.p[k]!)),
  );
  visits[finish] = 1;
  return visits;
}

/** The spaces (0-based) whose use the report counts: shortcut starts and licorice spaces. */
export function specialSpaces(board: CandyBoard): number[] {
  return board.spaces.flatMap((_, i) => (board.shortcutTo[i]! >= 0 || board.isLicorice[i] ? [i] : []));
}

/**
 * For each special space (specialSpaces' order), one player's probability of using it at least
 * once in a game: the turns that use it lead to an absorbing "used" state instead, and the answer
 * is the probability of absorption there from the start, h = (I − Q')⁻¹ u, where Q' is the chain
 * without those turns and u(s) the probability that the turn from s uses the space. (A piece
 * that takes a shortcut does not always go on from the same state: seed 000's doubles take
 * another step after it; so the renewal identity that Snakes' jumps use does not apply.)
 * Undefined when the solves would pass MAX_USE_WORK.
 */
export function candyUseProbabilities(board: CandyBoard): number[] | undefined {
  const { start, states, steps } = candySteps(board);
  const n = states.length;
  const spaces = specialSpaces(board);
  if (n ** 3 * spaces.length > MAX_USE_WORK) return undefined;
  return spaces.map((space) => {
    const a = new Float64Array(n * n);
    const u = new Float64Array(n);
    steps.forEach((outcomes, s) => {
      a[s * n + s] = 1;
      for (const { p, to, used } of outcomes) {
        if (used.includes(space)) u[s]! += p;
        else if (to >= 0) a[s * n + to]! -= p;
      }
    });
    return solveDense(a, u)[start]!;
  });
}
