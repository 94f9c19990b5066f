// The measures of L.A.M.A.'s round that need estimates at each decision (spread, meaningful moves,
// drama, security), from CardStock's all-AI batch: every seat is its PIPMC player
// (games/lama/rank-estimates.ts), and each decision's playouts give both the options' estimates
// and every player's rank estimate (the game's lead history). Definitions, as CardStock's code and
// analysis notebook compute them:
// - spread: mean over choices of the choosing seat's best option's estimate − its worst's. Every
//   turn is a choice, as in CardStock's L.A.M.A. (a seat that has quit is given one option, to
//   pass; a seat that can only quit, one): those add 0. Reading beside it: over decisions only;
// - meaningful moves: the share of decisions (choices of two options or more) whose best and worst
//   estimates differ by more than the playouts' noise (two standard errors of the difference); the
//   literal reading (they differ at all) is reported beside it;
// - drama: every choice's playouts give every player's rank estimate after the option taken (the
//   lead history); with the threshold (1 + (n − 2)/(n − 1)) / 2, a game's drama is the mean of
//   √(threshold − e) over the winner's estimates e below it (0 if none); averaged over games;
// - security: per game 1 − (the winner's estimates below the threshold) / (its estimates);
//   averaged over games.

import { type LamaAction, type LamaTable, playReferenceGame } from './reference.js';
import { type DecisionEstimates, ESTIMATE_PLAYOUTS, estimateDecision } from './rank-estimates.js';
import type { LamaRules } from './rules.js';
import type { SeatStrategy } from './strategies.js';
import type { Draws } from '../../rng/stream.js';
import { type MeasureValue, mean, ratio } from '../../analyze/measure.js';

/** CardStock's drama threshold for n players: halfway between the second place's estimate and 1. */
export function dramaThreshold(players: number): number {
  return (1 + (players - 2) / (players - 1)) / 2;
}

/** A game's drama and security from its winner's estimates; undefined when there are none. */
export function leadHistoryMeasures(
  winnerEstimates: readonly number[],
  players: number,
): { drama: number; security: number } | undefined {
  if (winnerEstimates.length === 0) return undefined;
  const threshold = dramaThreshold(players);
  const below = winnerEstimates.filter((e) => e < threshold);
  const drama =
    below.length === 0 ? 0 : below.reduce((sum, e) => sum + Math.sqrt(threshold - e), 0) / below.length;
  return { drama, security: 1 - below.length / winnerEstimates.length };
}

/** What one all-AI round comes to. */
export interface EstimatedGame {
  /** Every turn (passes included). */
  readonly choices: number;
  /** Choices of two options or more. */
  readonly decisions: number;
  /** Σ over choices of best − worst estimate (a one-option choice adds 0). */
  readonly spread: number;
  /** Decisions whose best and worst estimates differ beyond the playouts' noise. */
  readonly meaningful: number;
  /** Decisions whose best and worst estimates differ at all. */
  readonly differing: number;
  /** The seat that won (the first of tied winners, as CardStock's sorted ranks take it). */
  readonly winner: number;
  /** Every seat's rank estimates, choice by choice. */
  readonly leadHistory: readonly (readonly number[])[];
  readonly drama: number | undefined;
  readonly security: number | undefined;
}

/** Does the best option beat the worst by more than two standard errors of the difference? */
function differsBeyondNoise(e: DecisionEstimates, worst: number): boolean {
  const gap = e.own[e.best]! - e.own[worst]!;
  const se = Math.sqrt((e.ownVariance[e.best]! + e.ownVariance[worst]!) / ESTIMATE_PLAYOUTS);
  return gap > 0 && gap > 2 * se;
}

/** Plays one round with every seat CardStock's PIPMC player, recording what the measures need. */
export function playEstimatedGame(
  rules: LamaRules,
  seats: readonly SeatStrategy[],
  draws: Draws,
): EstimatedGame {
  const players = seats.length;
  const totals = new Array<number>(players).fill(0);
  const leadHistory = Array.from({ length: players }, () => [] as number[]);
  const game = { choices: 0, decisions: 0, spread: 0, meaningful: 0, differing: 0 };
  const estimate = (table: LamaTable, seat: number): DecisionEstimates => {
    const e = estimateDecision(table, seat, totals, ESTIMATE_PLAYOUTS, draws);
    let worst = 0;
    e.own.forEach((x, o) => {
      if (x < e.own[worst]!) worst = o;
    });
    game.choices++;
    game.spread += e.own[e.best]! - e.own[worst]!;
    if (e.options.length > 1) {
      game.decisions++;
      if (e.own[e.best]! > e.own[worst]!) game.differing++;
      if (differsBeyondNoise(e, worst)) game.meaningful++;
    }
    e.lead.forEach((x, p) => leadHistory[p]!.push(x));
    return e;
  };
  const record = playReferenceGame(
    { rules, seats, rounds: 1 },
    draws,
    (_strategy, table, seat) => {
      const e = estimate(table, seat);
      return e.options[e.best] as LamaAction;
    },
    {
      turn: (seat, action, table) => {
        if (action.kind === 'pass') estimate(table, seat);
      },
    },
  );
  const winner = Math.log2(record.winners & -record.winners);
  const measures = leadHistoryMeasures(leadHistory[winner]!, players);
  return { ...game, winner, leadHistory, drama: measures?.drama, security: measures?.security };
}

/** Slots of the all-AI batch's sums (from `base` in the chunk's sums). */
export const ESTIMATE_SUMS = {
  games: 0,
  /** Σ choices, Σ choices² */
  choices: 1,
  /** Σ decisions, Σ decisions² */
  decisions: 3,
  /** Σ spread, Σ spread², Σ spread · choices, Σ spread · decisions */
  spread: 5,
  /** Σ meaningful, Σ meaningful², Σ meaningful · decisions */
  meaningful: 9,
  differing: 12,
  /** games with an estimate of the winner */
  leadGames: 13,
  /** Σ drama, Σ drama² */
  drama: 14,
  /** Σ security, Σ security² */
  security: 16,
} as const;
export const ESTIMATE_SUMS_LENGTH = 18;

/** Adds one all-AI game to the sums at `base`. */
export function addEstimatedGame(sums: Float64Array, base: number, game: EstimatedGame): void {
  const add = (slot: number, x: number) => (sums[base + slot]! += x);
  const { choices: c, decisions: d, spread, meaningful } = game;
  add(ESTIMATE_SUMS.games, 1);
  add(ESTIMATE_SUMS.choices, c);
  add(ESTIMATE_SUMS.choices + 1, c * c);
  add(ESTIMATE_SUMS.decisions, d);
  add(ESTIMATE_SUMS.decisions + 1, d * d);
  add(ESTIMATE_SUMS.spread, spread);
  add(ESTIMATE_SUMS.spread + 1, spread * spread);
  add(ESTIMATE_SUMS.spread + 2, spread * c);
  add(ESTIMATE_SUMS.spread + 3, spread * d);
  add(ESTIMATE_SUMS.meaningful, meaningful);
  add(ESTIMATE_SUMS.meaningful + 1, meaningful * meaningful);
  add(ESTIMATE_SUMS.meaningful + 2, meaningful * d);
  add(ESTIMATE_SUMS.differing, game.differing);
  if (game.drama === undefined || game.security === undefined) return;
  add(ESTIMATE_SUMS.leadGames, 1);
  add(ESTIMATE_SUMS.drama, game.drama);
  add(ESTIMATE_SUMS.drama + 1, game.drama ** 2);
  add(ESTIMATE_SUMS.security, game.security);
  add(ESTIMATE_SUMS.security + 1, game.security ** 2);
}

/** The four measures, and the readings beside them, from the sums at `base`. */
export function estimateMeasures(sums: Float64Array, base: number) {
  const at = (slot: number) => sums[base + slot]!;
  const games = at(ESTIMATE_SUMS.games);
  /** Σx / Σy over games, x's sums from slot `x`, its cross sum with y at `xy`. */
  const perGame = (x: number, xy: number, y: number) =>
    clamp01(ratio(at(x), at(y), at(x + 1), at(y + 1), at(xy), games));
  const leadGames = at(ESTIMATE_SUMS.leadGames);
  const decisions = at(ESTIMATE_SUMS.decisions);
  const { spread, meaningful, choices } = ESTIMATE_SUMS;
  return {
    spread: perGame(spread, spread + 2, choices),
    meaningfulMoves: perGame(meaningful, meaningful + 2, ESTIMATE_SUMS.decisions),
    drama: clamp01(mean(at(ESTIMATE_SUMS.drama), at(ESTIMATE_SUMS.drama + 1), leadGames)),
    security: clamp01(mean(at(ESTIMATE_SUMS.security), at(ESTIMATE_SUMS.security + 1), leadGames)),
    spreadOverDecisions: perGame(spread, spread + 3, ESTIMATE_SUMS.decisions),
    meaningfulMovesLiteral: decisions === 0 ? null : at(ESTIMATE_SUMS.differing) / decisions,
    games,
  };
}

/** A share's normal interval cut to [0, 1] for display; its standard error stays the uncut one. */
function clamp01(m: MeasureValue): MeasureValue {
  if (m.ci95 === null) return m;
  return { ...m, ci95: [Math.max(0, m.ci95[0]), Math.min(1, m.ci95[1])] };
}
