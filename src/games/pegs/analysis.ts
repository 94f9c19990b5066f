// Peg solitaire analysed exactly, from the count itself (the layer kernel, one state per symmetry
// class): per move, the share of dead-end positions, the branching factor (over positions, and as
// random play meets it), and the probability that random play (every legal jump equally likely)
// wins. The count's layers carry every figure needed (the count in parts sums them over its parts),
// so any board `boardsim pegs` counts is analysed, on the same workers, in the same parts, within
// the same memory budget.

import type { PegsStartCount } from './count.js';
import type { PegsBoard } from './schema.js';
import type { PegsCountSettings } from './api.js';
import { exactValue, noMeaning, slope } from '../../analyze/measure.js';
import { REASONS } from '../../analyze/reasons.js';
import type { MeasureName, VariantReport } from '../../analyze/report.js';

/** Counts every game from one start hole (pegs()'s count, on the platform's workers). */
export type PegsStartCounter = (
  board: PegsBoard,
  start: number,
  settings: PegsCountSettings,
) => Promise<PegsStartCount>;

/** The options of analyze() that say where and how the count runs. */
const COUNT_SETTINGS = ['threads', 'parts', 'maxMemory', 'onLayer'] as const;

/** The count settings among analyze()'s options (and its signal). */
export function pegsCountSettings(options: {
  readonly [option: string]: unknown;
  readonly signal?: AbortSignal;
}): PegsCountSettings {
  return Object.fromEntries([
    ...COUNT_SETTINGS.flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]])),
    ...(options.signal ? [['signal', options.signal]] : []),
  ]) as PegsCountSettings;
}

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
export function pegsMoves(count: PegsStartCount): {
  moves: PegsMove[];
  randomPlayWins: number;
  meanMoves: number;
} {
  const { layers } = count;
  // P(a game goes on past move k) = the probability of ending at a later move, summed from the last
  // move up: the late moves' small probabilities are then sums of small numbers, not differences of
  // numbers near 1 (whose rounding would depend on the order of the count's additions)
  const goingOn = new Array<number>(layers.length).fill(0);
  for (let k = layers.length - 2; k >= 0; k--)
    goingOn[k] = goingOn[k + 1]! + layers[k + 1]!.randomPlayProbability;
  const moves: PegsMove[] = [];
  let meanMoves = 0;
  layers.forEach((layer, move) => {
    const going = goingOn[move]!;
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
  });
  return { moves, randomPlayWins: count.randomPlayPegsLeft[1] ?? 0, meanMoves };
}

/** The puzzle's report: exact values, and the comparative measures without meaning. */
export async function pegsVariant(
  countStart: PegsStartCounter,
  settings: PegsCountSettings,
  preset: string,
  board: PegsBoard,
  start: number,
): Promise<VariantReport> {
  const started = performance.now();
  const { moves, randomPlayWins, meanMoves } = pegsMoves(await countStart(board, start, settings));
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
    config: { board: board.name, start: board.holes[start]!.name },
    players: 1,
    games: 0,
    measures,
    seats: [],
    durationUnit: 'jumps until no jump is possible, under random play',
    details: { randomPlayWins, byMove: moves },
    exactMs: performance.now() - started,
  };
}
