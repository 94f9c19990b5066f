// One round of L.A.M.A. analysed in CardStock's definitions, as its blog states them: batches of
// all-random tables, of one search player among random ones, and of CardStock's PIPMC player in
// every seat (its estimates give spread, meaningful moves, drama and security: lama-estimates.ts).
// Games are played by the plain-TypeScript twin (games/lama/reference.ts) from the run's chunk
// streams.
//
// Readings (the definitions leave these open; the report names them and shows the alternative):
// - order: CardStock's (its "Order Heuristic" post): the search player's win share wr (ties shared)
//   at a table of random players, its seat rotated game by game, as a gain over chance,
//   (wr − 1/n) / (1 − 1/n); the win share itself is reported beside it. The search player is
//   CardStock's PIPMC player (`pipmc`, the all-AI batch's player with the same playouts) unless
//   the run names another.
// - fairness: CardStock's score of the first seat's win rate at all-random tables.
// - convergence: per game, the least-squares slope of the branching factor against the choice
//   number (a player who has quit has one choice, to pass), mapped to 1 − (slope/2 + 0.5), averaged
//   over games; the branching factor counts the seed engine's options (one per fitting card, so
//   two fitting 3s are two); alternative: distinct actions.
// - spread, meaningful moves, drama, security: see lama-estimates.ts (alternatives: spread over
//   decisions only; meaningful moves as any difference at all).

import { ESTIMATE_PLAYOUTS } from './rank-estimates.js';
import { playReferenceGame } from './reference.js';
import { chooseAction } from './reference-choose.js';
import { distinctOptions, optionList } from './reference-strategies.js';
import type { LamaRules } from './rules.js';
import { type SeatStrategy, strategyLabel } from './strategies.js';
import { ChunkStream } from '../../rng/stream.js';
import type { ChunkSpec } from '../../core/chunks.js';
import {
  ESTIMATE_SUMS_LENGTH,
  addEstimatedGame,
  estimateMeasures,
  playEstimatedGame,
} from './analysis-estimates.js';
import { type MeasureValue, fairness, mean, noMeaning, proportion, slope } from '../../analyze/measure.js';
import { balance } from '../../analyze/race-report.js';
import { REASONS } from '../../analyze/reasons.js';
import type { MeasureName, VariantReport } from '../../analyze/report.js';

/** CardStock's published one-round figures for 4 players (about 100 games each). */
export const CARDSTOCK_LAMA_4P = {
  order: 0.48,
  fairness: 0.96,
  convergence: 0.58,
  spread: 0.17,
  drama: 0.49,
  security: 0.26,
} as const;

/** The search player of order unless the run names another: CardStock's PIPMC player, with the
 *  playouts of the all-AI batch (its NUMTESTS), as CardStock measures order. */
export const DEFAULT_ORDER_PLAYER = 'pipmc';

/** The order reading's sentence: the formula, which player sits among random ones, and whose
 *  player it is (for people: the page shows it, so no command-line flags). */
function orderReading(search: SeatStrategy): string {
  const whose =
    search.name === 'pipmc'
      ? "CardStock's PIPMC player, as CardStock measures order"
      : "not CardStock's player: CardStock's order uses its PIPMC player, pipmc, the default";
  return `(w − 1/n) / (1 − 1/n), w the win share of one ${strategyLabel(search)} seat (${whose}) among random players, its seat rotated game by game`;
}

/** CardStock's order: the search player's win share's gain over chance, (w − 1/n) / (1 − 1/n),
 *  with the Wilson interval of w mapped through it (below 0: the player wins less than chance) and
 *  w's standard error scaled by the map's slope. */
export function orderMeasure(searchWins: number, searchGames: number, players: number): MeasureValue {
  const share = proportion(searchWins, searchGames);
  const gain = (w: number) => (w - 1 / players) / (1 - 1 / players);
  return {
    ...share,
    value: share.value === null ? null : gain(share.value),
    ci95: share.ci95 && [gain(share.ci95[0]), gain(share.ci95[1])],
    se: share.se === null ? null : share.se / (1 - 1 / players),
    method: 'mapped-wilson',
  };
}

/** Sums over games, added chunk by chunk (slots below). */
export const LAMA_SUMS = {
  games: 0,
  firstSeatWins: 1,
  ties: 2,
  searchWins: 3,
  convergence: 4,
  convergenceDistinct: 6,
  convergenceGames: 8,
  choices: 9,
  searchGames: 11,
  /** Then each seat's wins at all-random tables (up to 6 seats). */
  seatWins: 12,
  /** Then the all-AI batch's sums (ESTIMATE_SUMS). */
  estimates: 18,
} as const;
/** Slots of a chunk's sums. */
export const LAMA_SUMS_LENGTH = LAMA_SUMS.estimates + ESTIMATE_SUMS_LENGTH;

const convergenceOf = (s: number) => 1 - (s / 2 + 0.5);

/**
 * Plays chunk `chunk`: game g is an all-random table when g mod 3 is 0, one search player (seat
 * ⌊g/3⌋ mod n, counted through the run) among random players when it is 1, and CardStock's PIPMC
 * player in every seat when it is 2; each plays one round. `afterGame` sees the sums and the
 * draws taken after each game (the kernel tests compare them game by game).
 */
export function analyzeLamaChunk(
  rules: LamaRules,
  players: number,
  search: SeatStrategy,
  random: SeatStrategy,
  seed: bigint,
  chunk: ChunkSpec,
  afterGame?: (sums: Float64Array, draws: number) => void,
): Float64Array {
  const sums = new Float64Array(LAMA_SUMS_LENGTH);
  const stream = new ChunkStream(seed, BigInt(chunk.index));
  const randomSeats = new Array<SeatStrategy>(players).fill(random);
  for (let g = 0; g < chunk.games; g++) {
    if (g % 3 === 2) {
      addEstimatedGame(sums, LAMA_SUMS.estimates, playEstimatedGame(rules, randomSeats, stream));
    } else {
      const searchSeat = (chunk.index * chunk.games + Math.floor(g / 3)) % players;
      const seats = randomSeats.map((seat, s) => (g % 3 === 1 && s === searchSeat ? search : seat));
      addCountedGame(sums, rules, seats, g % 3 === 1 ? searchSeat : undefined, stream);
    }
    afterGame?.(sums, stream.drawn);
  }
  return sums;
}

/** Plays a round of `seats` (one search player at `searchSeat`, or all random) and adds it to the
 *  sums: the search player's share of the win, or the random table's figures. */
function addCountedGame(
  sums: Float64Array,
  rules: LamaRules,
  seats: readonly SeatStrategy[],
  searchSeat: number | undefined,
  stream: ChunkStream,
): void {
  const players = seats.length;
  // each choice's branching factor, taken before the choice (a pass has one option)
  const branching: number[] = [];
  const distinct: number[] = [];
  const totals = new Array<number>(players).fill(0);
  const record = playReferenceGame(
    { rules, seats, rounds: 1 },
    stream,
    (_strategy, table, seat) => {
      branching.push(optionList(table, seat).length);
      distinct.push(distinctOptions(table, seat).length);
      return chooseAction(seats[seat]!, table, seat, totals, stream);
    },
    {
      turn: (_seat, action) => {
        if (action.kind !== 'pass') return;
        branching.push(1);
        distinct.push(1);
      },
    },
  );
  const ties = popcount(record.winners);
  const share = (seat: number) => ((record.winners >> seat) & 1) / ties;
  if (searchSeat !== undefined) {
    sums[LAMA_SUMS.searchGames]! += 1;
    sums[LAMA_SUMS.searchWins]! += share(searchSeat);
    return;
  }
  sums[LAMA_SUMS.games]! += 1;
  sums[LAMA_SUMS.firstSeatWins]! += share(0);
  for (let seat = 0; seat < players; seat++) sums[LAMA_SUMS.seatWins + seat]! += share(seat);
  if (ties > 1) sums[LAMA_SUMS.ties]! += 1;
  sums[LAMA_SUMS.choices]! += record.choices;
  sums[LAMA_SUMS.choices + 1]! += record.choices * record.choices;
  const s = slope(branching);
  const d = slope(distinct);
  if (s === undefined || d === undefined) return;
  sums[LAMA_SUMS.convergenceGames]! += 1;
  sums[LAMA_SUMS.convergence]! += convergenceOf(s);
  sums[LAMA_SUMS.convergence + 1]! += convergenceOf(s) ** 2;
  sums[LAMA_SUMS.convergenceDistinct]! += convergenceOf(d);
  sums[LAMA_SUMS.convergenceDistinct + 1]! += convergenceOf(d) ** 2;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The one-round table for `players` players from the sums. */
export function lamaVariant(
  preset: string,
  config: unknown,
  players: number,
  search: SeatStrategy,
  sums: Float64Array,
): VariantReport {
  const randomGames = sums[LAMA_SUMS.games]!;
  const searchGames = sums[LAMA_SUMS.searchGames]!;
  const winShare = proportion(sums[LAMA_SUMS.searchWins]!, searchGames);
  const order = orderMeasure(sums[LAMA_SUMS.searchWins]!, searchGames, players);
  const chance = 1 / players;
  const estimated = estimateMeasures(sums, LAMA_SUMS.estimates);
  const aiGames = estimated.games;
  const convergenceGames = sums[LAMA_SUMS.convergenceGames]!;
  const seats = Array.from({ length: players }, (_, seat) =>
    proportion(sums[LAMA_SUMS.seatWins + seat]!, randomGames),
  );
  const measures: Record<MeasureName, ReturnType<typeof noMeaning> | MeasureValue> = {
    order,
    fairness: fairness(sums[LAMA_SUMS.firstSeatWins]!, randomGames, players),
    convergence: mean(sums[LAMA_SUMS.convergence]!, sums[LAMA_SUMS.convergence + 1]!, convergenceGames),
    spread: estimated.spread,
    drama: estimated.drama,
    security: estimated.security,
    meaningfulMoves: estimated.meaningfulMoves,
    advantage: proportion(sums[LAMA_SUMS.firstSeatWins]!, randomGames),
    balance: balance(seats, randomGames),
    completion: proportion(randomGames, randomGames),
    drawishness: proportion(sums[LAMA_SUMS.ties]!, randomGames),
    duration: mean(sums[LAMA_SUMS.choices]!, sums[LAMA_SUMS.choices + 1]!, randomGames),
    leadChanges: noMeaning('one round has no running score: points are counted once, when it ends'),
    stability: noMeaning(REASONS.noEvaluation),
    decisivenessThreshold: noMeaning(REASONS.noScore),
    coverage: noMeaning('a card game without a board: nothing to cover'),
    seatAdvantage: ((m) => ({
      ...m,
      value: m.value === null ? null : m.value - chance,
      ci95: m.ci95 && [m.ci95[0] - chance, m.ci95[1] - chance],
    }))(proportion(sums[LAMA_SUMS.firstSeatWins]!, randomGames)),
    leaderAtHalfTimeWins: noMeaning('one round has no running score, so no leader before it ends'),
    comebacks: noMeaning('one round has no running score, so no one is behind before it ends'),
    decidedInLastTurn: noMeaning('one round has no running score: every round is decided by its last action'),
    winnerTrailed: noMeaning('one round has no running score, so no one is behind before it ends'),
  };
  const distinct = mean(
    sums[LAMA_SUMS.convergenceDistinct]!,
    sums[LAMA_SUMS.convergenceDistinct + 1]!,
    convergenceGames,
  );
  return {
    preset,
    config,
    players,
    strategies: [strategyLabel(search), 'random'],
    games: randomGames + searchGames + aiGames,
    measures,
    seats,
    durationUnit: 'choices in the round (passes included)',
    details: {
      readings: {
        order: orderReading(search),
        orderPlayer: strategyLabel(search),
        orderWinShare: winShare,
        // the same value as order since order is CardStock's gain over chance (kept: a JSON key)
        orderAsGainOverChance: order.value,
        convergence: 'branching factor = the seed engine’s options (one per fitting card)',
        convergenceDistinctActions: distinct,
        estimates: `CardStock's PIPMC player in every seat (${aiGames} games): ${ESTIMATE_PLAYOUTS} random playouts per option on deals of the hidden cards`,
        spread:
          'mean over every choice (a pass or a forced quit adds 0), as CardStock’s L.A.M.A. gives every turn',
        spreadOverDecisions: estimated.spreadOverDecisions,
        meaningfulMoves:
          'decisions whose best and worst estimates differ by more than 2 standard errors of the playouts',
        meaningfulMovesLiteral: estimated.meaningfulMovesLiteral,
      },
      ...(players === 4 && {
        published: { source: 'CardStock blog, LAMA: One Round, about 100 games', ...CARDSTOCK_LAMA_4P },
      }),
    },
  };
}
