// Peg solitaire analysed exactly: a layer-by-layer pass over every position reachable from the
// start (a separate pass like exact/pegs-random.ts: the count kernel's public result has totals,
// not per-move statistics), giving per move the share of dead-end positions, the branching factor
// (over positions, and as random play meets it), and the probability that random play (every
// legal jump equally likely) wins. Boards with more than RANDOM_PLAY_STATE_LIMIT positions in a
// layer (the English and European boards) are refused with that reason.

import { BoardsimError } from '../errors.js';
import { RANDOM_PLAY_STATE_LIMIT } from '../exact/pegs-random.js';
import { boardJumps, startState } from '../games/pegs/rules.js';
import type { PegsBoard } from '../games/pegs/schema.js';
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

/** Every move's statistics and random play's outcome, exactly. */
export function pegsLayers(
  board: PegsBoard,
  start: number,
): { moves: PegsMove[]; randomPlayWins: number; meanMoves: number } {
  const jumps = boardJumps(board).map((j) => ({
    mask: (1n << BigInt(j.from)) | (1n << BigInt(j.over)) | (1n << BigInt(j.to)),
    need: (1n << BigInt(j.from)) | (1n << BigInt(j.over)),
  }));
  const moves: PegsMove[] = [];
  let randomPlayWins = 0;
  let meanMoves = 0;
  let layer = new Map<bigint, number>([[startState(board.holes.length, start), 1]]);
  for (let move = 0, pegs = board.holes.length - 1; layer.size > 0; move++, pegs--) {
    if (layer.size > RANDOM_PLAY_STATE_LIMIT) {
      throw new BoardsimError([
        {
          code: 'analyze/too-large',
          path: 'board',
          message: `more than ${RANDOM_PLAY_STATE_LIMIT.toLocaleString('en-US')} positions after ${move} moves: too large for analyze's per-move pass (use \`boardsim pegs\` for the count)`,
        },
      ]);
    }
    const next = new Map<bigint, number>();
    let deadEnds = 0;
    let branchSum = 0;
    let going = 0;
    let goingBranch = 0;
    for (const [state, probability] of layer) {
      const legal = jumps.filter(({ mask, need }) => (state & mask) === need);
      branchSum += legal.length;
      if (legal.length === 0) {
        deadEnds++;
        if (pegs === 1) randomPlayWins += probability;
        meanMoves += probability * move;
        continue;
      }
      going += probability;
      goingBranch += probability * legal.length;
      for (const { mask } of legal) {
        const successor = state ^ mask;
        next.set(successor, (next.get(successor) ?? 0) + probability / legal.length);
      }
    }
    moves.push({
      move,
      positions: layer.size,
      deadEnds,
      deadEndShare: deadEnds / layer.size,
      branching: branchSum / layer.size,
      randomPlayStillGoing: going,
      randomPlayBranching: going > 0 ? goingBranch / going : 0,
    });
    layer = next;
  }
  return { moves, randomPlayWins, meanMoves };
}

/** The puzzle's report: exact values, and the comparative measures without meaning. */
export function pegsVariant(
  preset: string,
  board: PegsBoard,
  start: number,
  startName: string,
): VariantReport {
  const started = performance.now();
  const { moves, randomPlayWins, meanMoves } = pegsLayers(board, start);
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
