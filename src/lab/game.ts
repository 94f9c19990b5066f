// The game-level test: play Snakes and Ladders with a die and compare the distribution of the
// number of turns with the exact answer of the absorbing Markov chain (chi-square, src/stats).
// A die's flaw "is visible" when p < VISIBLE_P. horizonGames() predicts, for a die whose face
// probabilities are known exactly, how many games it takes.

import { SnakesRules } from '../games/snakes/rules.js';
import { resolveSnakesBoard } from '../games/snakes/settings.js';
import type { SnakesBoard } from '../games/snakes/schema.js';
import { type DiceSpec, formatDice, parseDice } from '../rng/dice.js';
import { type Platform, simulateOn } from '../api/simulate.js';
import { chiSquareSurvival } from '../stats/chisquare.js';
import { refuseUnknownOptions } from '../core/options.js';

/** The stated threshold: a p-value below this is a flaw seen. */
export const VISIBLE_P = 0.001;

export interface GameTestResult {
  dice: string;
  preset: string;
  games: number;
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p < VISIBLE_P. */
  flawVisible: boolean;
  meanTurns: number;
  exactMeanTurns: number;
}

/** What the game-level test plays: `games` one-player games of a Snakes preset (default efi). */
export interface GameTestOptions {
  dice?: string | DiceSpec;
  games: number;
  seed?: bigint | number | string;
  threads?: number;
  preset?: string;
}

/** Simulates `games` one-player games on a Snakes preset with the die and tests the turns. */
export async function gameLevelTest(platform: Platform, options: GameTestOptions): Promise<GameTestResult> {
  refuseUnknownOptions('diceGameTest', options, ['dice', 'games', 'seed', 'threads', 'preset']);
  const dice = parseDice(options.dice);
  const preset = options.preset ?? 'efi';
  const report = await simulateOn(platform, {
    game: 'snakes',
    preset,
    games: options.games,
    seed: options.seed ?? 1n,
    ...(options.threads !== undefined && { threads: options.threads }),
    dice,
  });
  const turns = report.exact?.turns as
    | { mean: number; chiSquare: { statistic: number; degreesOfFreedom: number; pValue: number | null } }
    | undefined;
  if (!turns) throw new Error('the snakes report has no exact comparison');
  return {
    dice: formatDice(dice),
    preset,
    games: report.games,
    statistic: turns.chiSquare.statistic,
    degreesOfFreedom: turns.chiSquare.degreesOfFreedom,
    // null: too few games for the test, which then sees no flaw
    pValue: turns.chiSquare.pValue ?? Number.NaN,
    flawVisible: turns.chiSquare.pValue !== null && turns.chiSquare.pValue < VISIBLE_P,
    meanTurns: report.metrics.turns!.mean,
    exactMeanTurns: turns.mean,
  };
}

/** The distribution of one player's number of turns on `board` with a die whose face f + 1 comes
 *  up with probability faceProbabilities[f] (a roll and the rerolls after each six is a turn). */
export function turnPmf(
  board: SnakesBoard,
  faceProbabilities: readonly number[],
  maxTurns = 20_000,
): number[] {
  const rules = new SnakesRules(board);
  const n = rules.finish;
  // one turn from each square: where it ends (or the finish), following chains of sixes
  const rows = Array.from({ length: n }, (_, square) => {
    const to = new Map<number, number>();
    let finish = 0;
    let frontier = new Map([[square, 1]]);
    for (let depth = 0; depth < 40 && frontier.size > 0; depth++) {
      const next = new Map<number, number>();
      for (const [from, weight] of frontier) {
        faceProbabilities.forEach((q, f) => {
          const p = weight * q;
          if (p === 0) return;
          const { square: landing } = rules.land(from, f + 1);
          if (landing === rules.finish) finish += p;
          else if (rules.rollsAgain(f + 1)) next.set(landing, (next.get(landing) ?? 0) + p);
          else to.set(landing, (to.get(landing) ?? 0) + p);
        });
      }
      frontier = next;
    }
    return { to: [...to], finish };
  });
  const pmf = [0];
  let state = new Float64Array(n);
  state[board.start] = 1;
  for (let t = 1; t <= maxTurns; t++) {
    const next = new Float64Array(n);
    let finished = 0;
    let left = 0;
    state.forEach((mass, square) => {
      if (mass === 0) return;
      const row = rows[square]!;
      finished += mass * row.finish;
      for (const [to, p] of row.to) next[to]! += mass * p;
    });
    pmf.push(finished);
    state = next;
    for (const m of next) left += m;
    if (left < 1e-13) break;
  }
  return pmf;
}

/** Games after which the expected chi-square statistic of the turn test reaches the VISIBLE_P
 *  critical value (about even odds of seeing the flaw), for a die with these face probabilities;
 *  Infinity for a fair die. */
export function horizonGames(faceProbabilities: readonly number[], preset = 'efi'): number {
  const { board } = resolveSnakesBoard({ preset });
  // both from turnPmf, so that a fair die differs from the fair answer by exactly nothing (the
  // test compares turnPmf with the exact solver)
  const fair = turnPmf(board, new Array<number>(faceProbabilities.length).fill(1 / faceProbabilities.length));
  const biased = turnPmf(board, faceProbabilities);
  const shift = (games: number) => {
    // classes that expect at least 5 games (the test pools the rest)
    let lambda = 0;
    let classes = 0;
    fair.forEach((p, t) => {
      if (p * games < 5) return;
      classes++;
      lambda += ((biased[t] ?? 0) - p) ** 2 / p;
    });
    return { lambda, df: Math.max(1, classes - 1) };
  };
  let games = 1e6;
  for (let i = 0; i < 60; i++) {
    const { lambda, df } = shift(games);
    if (lambda === 0) {
      // no difference in the classes this many games fill (or a fair die): look further out
      if (games > 1e15) return Number.POSITIVE_INFINITY;
      games *= 16;
      continue;
    }
    const critical = criticalValue(df, VISIBLE_P);
    const needed = (critical - df) / lambda;
    if (Math.abs(needed - games) / games < 1e-3) return Math.ceil(needed);
    games = Math.max(10, needed);
  }
  return Math.ceil(games);
}

/** The chi-square value whose upper tail is `p` (bisection on the survival function). */
export function criticalValue(df: number, p: number): number {
  let lo = 0;
  let hi = df + 100 * Math.sqrt(2 * df) + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareSurvival(mid, df) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
