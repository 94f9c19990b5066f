// Peg solitaire analysed exactly, from the count itself (the layer kernel, one state per symmetry
// class): per move, the share of dead-end positions, the branching factor (over positions, and as
// random play meets it), and the probability that random play (every legal jump equally likely)
// wins. The count's layers carry every figure needed, so any board the count handles in one
// instance (the English board included) is analysed.

import { countPegsStarts } from '../exact/pegs.js';
import type { PegsBoard } from '../games/pegs/schema.js';
import type { Kernel } from '../wasm/kernel.js';
import { exactValue, noMeaning } from './measure.js';
import { REASONS } from './reasons.js';
import { slope } from './lama.js';
import type { MeasureName, VariantReport } from './report.js';

/** One move (layer) of the game tree. */
export interface PegsMove {
  /** Moves made before (0: the start position). */
  readonly move: number;
  readonly positions: number;
  /** Positions with no legal jump. */
  readonly deadEnds: number;
  readonly deadEndShare: number;
  /** Mean number of legal jumps over the positions. */
  readonly branching: number;
  /** P(random play reaches this move with a jump to make) and its mean branching there. */
  readonly randomPlayStillGoing: number;
  readonly randomPlayBranching: number;
}

/** Every move's statistics and random play's outcome, exactly, from the count's layers. */
export function pegsLayers(
  kernel: Kernel,
  board: PegsBoard,
  start: number,
): { moves: PegsMove[]; randomPlayWins: number; meanMoves: number } {
  const [count] = countPegsStarts(kernel, board, [start]);
  const moves: PegsMove[] = [];
  let reached = 1;
  let meanMoves = 0;
  count!.layers.forEach((layer, move) => {
    // a game ends in this layer with the probability of its dead ends; the others go on (none
    // when every position is a dead end: exactly 0, not a difference's rounding)
    const going = layer.stateJumps === 0 ? 0 : reached - layer.randomPlayProbability;
    meanMoves += layer.randomPlayProbability * move;
    moves.push({
      move,
      positions: layer.states,
      deadEnds: layer.deadEndStates,
      deadEndShare: layer.deadEndStates / layer.states,
      branching: layer.stateJumps / layer.states,
      randomPlayStillGoing: going,
      randomPlayBranching: going > 0 ? layer.randomPlayJumps / going : 0,
    });
    reached = going;
  });
  return { moves, randomPlayWins: count!.randomPlayPegsLeft[1] ?? 0, meanMoves };
}

/** The puzzle's report: exact values, and the comparative measures without meaning. */
export function pegsVariant(
  kernel: Kernel,
  preset: string,
  board: PegsBoard,
  start: number,
  startName: string,
): VariantReport {
  const started = performance.now();
  const { moves, randomPlayWins, meanMoves } = pegsLayers(kernel, board, start);
  // convergence as CardStock maps a slope, of random play's branching factor by move number
  const going = moves.filter((m) => m.randomPlayStillGoing > 0).map((m) => m.randomPlayBranching);
  const s = slope(going);
  const puzzle = noMeaning(REASONS.puzzle);
  const measures: Record<MeasureName, ReturnType<typeof noMeaning> | ReturnType<typeof exactValue>> = {
    order: noMeaning('a puzzle without opponents: no table of random players for a search player to beat'),
    fairness: puzzle,
    convergence: s === undefined ? noMeaning('fewer than two moves') : exactValue(1 - (s / 2 + 0.5)),
    spread: noMeaning(
      'needs a search player’s estimates; the exact count knows every outcome instead (`boardsim pegs`)',
    ),
    drama: puzzle,
    security: puzzle,
    meaningfulMoves: noMeaning(
      'needs a search player’s estimates; the exact count knows every outcome instead',
    ),
    advantage: puzzle,
    balance: puzzle,
    completion: exactValue(randomPlayWins),
    drawishness: puzzle,
    duration: exactValue(meanMoves),
    leadChanges: puzzle,
    stability: noMeaning(REASONS.noEvaluation),
    decisivenessThreshold: noMeaning(REASONS.noScore),
    coverage: noMeaning(
      'every game ends with the holes it emptied; the count reports end holes (`boardsim pegs`)',
    ),
    seatAdvantage: puzzle,
    leaderAtHalfTimeWins: puzzle,
    comebacks: puzzle,
    decidedInLastTurn: puzzle,
    winnerTrailed: puzzle,
  };
  return {
    preset,
    config: { board: board.name, start: startName },
    players: 1,
    games: 0,
    measures,
    seats: [],
    durationUnit: 'jumps until no jump is possible, under random play',
    details: { randomPlayWins, byMove: moves },
    exactMs: performance.now() - started,
  };
}
