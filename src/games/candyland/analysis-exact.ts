// Candy Land's exact values for `analyze`, with the with-replacement deck (a turn is a step of a
// Markov chain): the seats and the mean duration; two players taking turns, the pair chain; one
// player, the heat map and the probability of using each shortcut and licorice space
// (exact/candyland-visits.ts). One exact job (src/run/exact-job.ts).

import type { CandyBoard } from './board.js';
import { candyChain, exactCandy, turnSchedule } from './chain.js';
import { candySpaceVisits, candyUseProbabilities } from './visits.js';
import { type AnalysisExact, timedExact } from '../../analyze/exact-values.js';
import { type PairExact, pairExact, unsettledPairNote } from '../../exact/pair-chain.js';

/** The pair chain has (states a player)² pairs: 300 makes five times the classic edition's 135²,
 *  a few seconds; the 1,000 spaces an edition may have would take minutes and a gigabyte. */
export const PAIR_EXACT_MAX_STATES = 300;

/** The two-player pair chain's values, or why there are none. */
function candyPair(board: CandyBoard, turnCap: number): { pair?: PairExact; note?: string } {
  // the seats must alternate: seed 000's deck-count order does it for two players when the deck
  // has an even number of cards (its schedule repeats with the deck)
  const alternates = turnSchedule(board, 2, 2 * board.deck.length).every((seat, k) => seat === k % 2);
  if (!alternates)
    return { note: 'the turn order does not alternate two players, so there is no pair chain' };
  const { chain, start, states } = candyChain(board);
  if (chain.size > PAIR_EXACT_MAX_STATES) {
    return {
      note: `the pair chain is computed for editions of at most ${PAIR_EXACT_MAX_STATES} states a player; this one has ${chain.size}`,
    };
  }
  const pair = pairExact(
    chain,
    start,
    Int32Array.from(states, (s) => s.position + 1),
    turnCap,
  );
  const unsettled = unsettledPairNote(pair);
  return unsettled ? { note: unsettled } : { pair };
}

/** The exact values of the analysis of `board` with `players` (per-move figures below turnCap);
 *  the edition must have an exact answer (candyExactUnavailable says when it has none). */
export function candyAnalysisExact(board: CandyBoard, players: number, turnCap: number): AnalysisExact {
  return timedExact(() => {
    const solved = exactCandy(board, players);
    const { pair, note } = players === 2 ? candyPair(board, turnCap) : {};
    const use = players === 1 ? candyUseProbabilities(board) : undefined;
    const useNote =
      players === 1 && !use
        ? 'the probabilities of using each shortcut and licorice space are solved for smaller editions only (one dense solve each)'
        : undefined;
    const why = note ?? useNote;
    return {
      race: {
        seats: solved.seats.map((s) => s.winProbability),
        durationMean: solved.turns.mean,
        ...(pair && { pair }),
      },
      ...(players === 1 && { heatMap: Array.from(candySpaceVisits(board)) }),
      ...(use && { use }),
      ...(why !== undefined && { note: why }),
    };
  });
}
