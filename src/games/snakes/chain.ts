// The exact answer for Snakes and Ladders: the game as an absorbing Markov chain whose steps are
// turns (a roll, plus the extra rolls after sixes), built from the same one-roll rules the kernel
// tables use.

import type { ConfigIssue } from '../../core/errors.js';
import { SnakesRules } from './rules.js';
import type { SnakesBoard } from './schema.js';
import type { SnakesMode } from './reference.js';
import { RecentMap } from '../../core/recent.js';
import { PERCENTILES } from '../../stats/percentiles.js';
import {
  type AbsorbingChain,
  canBeAbsorbed,
  expectedSteps,
  minimumPmf,
  pmfMoments,
  pmfQuantile,
  powInt,
  reachable,
  seatWinProbabilities,
  sparseRow,
  stepDistribution,
  survival,
} from '../../exact/markov.js';
import { grouped } from '../../core/digits.js';

/** Longest expected game (turns per player) a board may have; beyond it a simulation would not finish. */
export const MAX_EXPECTED_TURNS = 1_000_000;
/** A six-chain's weight falls by 1/faces per roll: after this many rolls it is below 1e-20. */
const SIX_CHAIN_DEPTH = 26;

interface TurnModel {
  readonly chain: AbsorbingChain;
  /** Expected rolls, climb and slide within one turn started on each square. */
  readonly rolls: Float64Array;
  readonly climbs: Float64Array;
  readonly slides: Float64Array;
}

/** One roll as a chain step (the squares 0..squares-1 are the transient states). */
function rollChain(rules: SnakesRules): AbsorbingChain {
  const exit = new Float64Array(rules.finish);
  const rows = Array.from({ length: rules.finish }, (_, square) => {
    const entries = new Map<number, number>();
    for (let roll = 1; roll <= rules.faces; roll++) {
      const { square: to } = rules.land(square, roll);
      if (to === rules.finish) exit[square]! += 1 / rules.faces;
      else entries.set(to, (entries.get(to) ?? 0) + 1 / rules.faces);
    }
    return sparseRow(entries);
  });
  return { size: rules.finish, rows, exit };
}

/** Boards seen recently, by their canonical form: a run checks its board, reports its exact answer
 *  and draws its chart from the same chain, built once. */
const models = new RecentMap<string, TurnModel>(16);

/** What a board's games depend on (not its name or description). */
function boardKey(board: SnakesBoard): string {
  return JSON.stringify([
    board.squares,
    board.start,
    board.jumps,
    board.rollAgainOnSix,
    board.overshoot,
    board.dieFaces,
  ]);
}

function turnModelOf(board: SnakesBoard): TurnModel {
  return models.getOrSet(boardKey(board), () => turnModel(new SnakesRules(board)));
}

/** The chain whose steps are turns (states: squares 0..squares-1; absorbed: on the last square). */
export function snakesTurnChain(board: SnakesBoard): AbsorbingChain {
  return turnModelOf(board).chain;
}

/** One turn as a chain step: a roll, and after a six another roll, until the finish. */
function turnModel(rules: SnakesRules): TurnModel {
  const n = rules.finish;
  const rolls = new Float64Array(n);
  const climbs = new Float64Array(n);
  const slides = new Float64Array(n);
  const exit = new Float64Array(n);
  // each (square, roll)'s landing, worked out once: the chains of sixes below visit each many times
  const faces = rules.faces;
  const landings = Array.from({ length: n * faces }, (_, i) =>
    rules.land(Math.floor(i / faces), (i % faces) + 1),
  );
  const rows = Array.from({ length: n }, (_, square) => {
    const entries = new Map<number, number>();
    // follow the chain of sixes: each step's weight is the chance of getting there
    let current = square;
    let weight = 1;
    for (let depth = 0; depth < SIX_CHAIN_DEPTH; depth++) {
      let again: number | undefined;
      rolls[square]! += weight;
      for (let roll = 1; roll <= rules.faces; roll++) {
        const landing = landings[current * faces + roll - 1]!;
        const p = weight / rules.faces;
        climbs[square]! += p * landing.climb;
        slides[square]! += p * landing.slide;
        if (landing.square === rules.finish) {
          exit[square]! += p;
          continue;
        }
        if (rules.rollsAgain(roll)) again = landing.square;
        else entries.set(landing.square, (entries.get(landing.square) ?? 0) + p);
      }
      if (again === undefined) break;
      current = again;
      weight /= rules.faces;
    }
    return sparseRow(entries);
  });
  return { chain: { size: n, rows, exit }, rolls, climbs, slides };
}

/** Recent boards' termination issues: a run checks its board, then its text summary reads the
 *  board back from the report and checks it again (the check solves a linear system: about 20 ms
 *  of a command's start-up). */
const terminations = new RecentMap<string, readonly ConfigIssue[]>(16);

/**
 * Issues with a board on which games never end, or practically never: squares a game can reach
 * but never leave for the finish, or an expected length beyond MAX_EXPECTED_TURNS.
 */
export function snakesTerminationIssues(board: SnakesBoard): ConfigIssue[] {
  return terminations
    .getOrSet(boardKey(board), () => terminationIssues(board))
    .map((issue) => ({ ...issue }));
}

function terminationIssues(board: SnakesBoard): ConfigIssue[] {
  const rules = new SnakesRules(board);
  const chain = rollChain(rules);
  const seen = reachable(chain, board.start);
  const escapes = canBeAbsorbed(chain);
  const trapped = seen.flatMap((r, s) => (r && !escapes[s] ? [s] : []));
  if (trapped.length > 0) {
    const list =
      trapped.length > 12
        ? `${trapped.slice(0, 12).join(', ')}, … (${trapped.length} squares)`
        : trapped.join(', ');
    return [
      {
        code: 'board/never-ends',
        path: 'jumps',
        message: `a game can never end: once on square${trapped.length > 1 ? 's' : ''} ${list}, no roll ever reaches square ${board.squares}`,
      },
    ];
  }
  const expected = expectedSteps(turnModelOf(board).chain)[board.start]!;
  // a game takes a turn at least: on a board of games far longer than the limit the solve loses
  // every digit, and what it returns (even a negative number) says only that
  if (!(expected >= 1 && expected <= MAX_EXPECTED_TURNS)) {
    const length = expected >= 1 ? expected.toExponential(2) : 'more';
    return [
      {
        code: 'board/too-slow',
        path: 'jumps',
        message: `a game lasts ${length} turns on average; boardsim refuses boards beyond ${grouped(MAX_EXPECTED_TURNS)}`,
      },
    ];
  }
  return [];
}

export interface SnakesExact {
  readonly players: number;
  readonly mode: SnakesMode;
  /** The winner's turns (with one player, the game's turns). */
  readonly turns: {
    mean: number;
    variance: number;
    sd: number;
    median: number;
    percentiles: Record<string, number>;
    /** pmf[t] = P(the game takes t turns); pmf[0] = 0. */
    pmf: number[];
    /** Probability mass beyond the end of pmf (below 1e-15 unless the board is very slow). */
    tailMass: number;
    shortest: { turns: number; probability: number };
  };
  readonly rolls: { mean: number };
  /** Turns taken by all players together. */
  readonly moves: { mean: number };
  readonly climbs: { mean: number };
  readonly slides: { mean: number };
  readonly seats: { winProbability: number }[];
}

/**
 * Exact distribution and expectations for `players` players. Seat win probabilities are the same
 * in both modes (the pieces never meet); rolls, moves, climbs and slides differ, because in the
 * alternating game the others stop when someone wins.
 */
export function exactSnakes(board: SnakesBoard, players = 1, mode: SnakesMode = 'independent'): SnakesExact {
  const model = turnModelOf(board);
  const single = stepDistribution(model.chain, board.start, { keepStates: true });
  const pmf1 = single.pmf;
  const s = survival(pmf1, single.remaining);
  const before = single.before!;
  // expected rolls, climbs and slides of one player's turn number t (0 if the game is over)
  const perTurn = (values: Float64Array) =>
    before.map((v) => v.reduce((sum, mass, sq) => sum + mass * values[sq]!, 0));
  const turnRolls = perTurn(model.rolls);
  const turnClimbs = perTurn(model.climbs);
  const turnSlides = perTurn(model.slides);
  const oneGame = (values: number[]) => values.reduce((a, b) => a + b, 0);

  let pmf = pmf1;
  let rolls: number, moves: number, climbs: number, slides: number;
  if (players === 1 || mode === 'independent') {
    if (players > 1) pmf = minimumPmf(pmf1, single.remaining, players);
    rolls = players * oneGame(turnRolls);
    climbs = players * oneGame(turnClimbs);
    slides = players * oneGame(turnSlides);
    moves = players * pmfMoments(pmf1).mean;
  } else {
    pmf = minimumPmf(pmf1, single.remaining, players);
    // seat i plays its turn t when every earlier seat still needs more than t turns and every
    // later seat at least t: weight Σ_i S(t+1)^i S(t)^(n-1-i); that turn is played with
    // probability S(t) and its expected content is turnRolls[t-1] (which already includes S(t))
    const plays = (t: number) => {
      let w = 0;
      for (let i = 0; i < players; i++) w += powInt(s[t + 1]!, i) * powInt(s[t]!, players - 1 - i);
      return w;
    };
    rolls = climbs = slides = moves = 0;
    for (let t = 1; t < pmf1.length; t++) {
      const w = plays(t);
      rolls += w * turnRolls[t - 1]!;
      climbs += w * turnClimbs[t - 1]!;
      slides += w * turnSlides[t - 1]!;
      moves += w * s[t]!;
    }
  }
  const { mean, variance } = pmfMoments(pmf);
  const shortest = pmf.findIndex((p) => p > 0);
  const percentiles = Object.fromEntries(PERCENTILES.map((p) => [`p${p}`, pmfQuantile(pmf, p / 100)]));
  return {
    players,
    mode,
    turns: {
      mean,
      variance,
      sd: Math.sqrt(variance),
      median: pmfQuantile(pmf, 0.5),
      percentiles,
      pmf,
      tailMass: players === 1 ? single.remaining : 1 - pmf.reduce((a, b) => a + b, 0),
      shortest: { turns: shortest, probability: pmf[shortest]! },
    },
    rolls: { mean: rolls },
    moves: { mean: moves },
    climbs: { mean: climbs },
    slides: { mean: slides },
    seats: seatWinProbabilities(pmf1, single.remaining, players).map((winProbability) => ({
      winProbability,
    })),
  };
}

/** Expected turns by solving the linear system (I − Q) x = 1 directly (a cross-check of the pmf's mean). */
export function expectedSnakesTurns(board: SnakesBoard): number {
  return expectedSteps(turnModelOf(board).chain)[board.start]!;
}
