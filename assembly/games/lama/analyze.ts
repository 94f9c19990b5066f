// L.A.M.A.'s one-round analysis in CardStock's definitions (src/games/lama/analysis.ts explains them and is
// the twin: analyzeLamaChunk): game g of a chunk is an all-random table when g mod 3 is 0, one
// search player among random players when it is 1 (its seat rotated game by game), and CardStock's
// PIPMC player in every seat when it is 2 (lama-estimates.ts). Each game is folded into the chunk's
// sums as it ends; per-choice figures (branching factors, estimates) are folded into per-game ones
// as the game is played. Only the sums leave the kernel.
//
// The sums are f64 slots (src/games/lama/analysis.ts LAMA_SUMS and src/games/lama/analysis-estimates.ts
// ESTIMATE_SUMS name them); every figure is computed with the twin's f64 operations in the twin's
// order, so kernel and twin give the same bits.

import {
  GAME,
  ILLEGAL_ACTION,
  MAX_PLAYERS,
  S_QUIT,
  S_TOP,
  SCORES,
  TIES_SHARED,
  apply,
  canDraw,
  choose,
  chooseRandom,
  count,
  deal,
  draws,
  isLegal,
  nextValue,
  players,
  playoutScore,
  readConfig,
  recordIllegal,
  tiesRule,
  u32At,
} from './kernel';
import { LEAD, bestAction, bestOwn, bestVariance, estimateChoice, optionCount, worstOwn, worstVariance } from './estimates';
import { Status } from '../../results';
import { seedStream } from '../../rng';

// Slots of the sums (f64).
const GAMES: usize = 0;
const FIRST_SEAT_WINS: usize = 1;
const TIES: usize = 2;
const SEARCH_WINS: usize = 3;
const CONVERGENCE: usize = 4; // Σ, Σ²
const CONVERGENCE_DISTINCT: usize = 6; // Σ, Σ²
const CONVERGENCE_GAMES: usize = 8;
const CHOICES: usize = 9; // Σ, Σ²
const SEARCH_GAMES: usize = 11;
const SEAT_WINS: usize = 12; // MAX_PLAYERS slots
// the PIPMC tables' slots, from ESTIMATED
const ESTIMATED: usize = 18;
const E_GAMES: usize = ESTIMATED + 0;
const E_CHOICES: usize = ESTIMATED + 1; // Σ, Σ²
const E_DECISIONS: usize = ESTIMATED + 3; // Σ, Σ²
const E_SPREAD: usize = ESTIMATED + 5; // Σ, Σ², Σ · choices, Σ · decisions
const E_MEANINGFUL: usize = ESTIMATED + 9; // Σ, Σ², Σ · decisions
const E_DIFFERING: usize = ESTIMATED + 12;
const E_LEAD_GAMES: usize = ESTIMATED + 13;
const E_DRAMA: usize = ESTIMATED + 14; // Σ, Σ²
const E_SECURITY: usize = ESTIMATED + 16; // Σ, Σ²
/** Slots in all; with a log, each game writes the sums so far and its stream position after them. */
export const ANALYSIS_SUMS: u32 = 36;
const LOG_SLOTS: u32 = ANALYSIS_SUMS + 1;

/**
 * The branching factors of one round's choices, for the convergence slope. A round has at most
 * 2 × 256 + 6 decisions (a card leaves a hand at most once, the stock holds at most 256 cards, a
 * seat quits once), each followed by at most 5 passes: fewer than 4,096 choices.
 */
const MAX_CHOICES: u32 = 4096;
const BRANCHING: usize = memory.data(<i32>MAX_CHOICES * 2, 16);
const DISTINCT: usize = memory.data(<i32>MAX_CHOICES * 2, 16);

/** Each seat's estimates below the drama threshold this game (u32), and Σ √(threshold − e) over
 *  them (f64), added choice by choice. */
const BELOW: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const DRAMA: usize = memory.data(<i32>MAX_PLAYERS * 8, 16);

let sums: usize = 0;
// what the game being played came to
let choices: u32 = 0;
let decisions: u32 = 0;
let winners: u32 = 0;

@inline
function add(slot: usize, x: f64): void {
  const at = sums + (slot << 3);
  store<f64>(at, load<f64>(at) + x);
}

/** The seats that won the round just played at GAME (bit p: seat p), the ties rule applied. */
function roundWinners(): u32 {
  let low: i64 = I64.MAX_VALUE;
  let mask: u32 = 0;
  for (let p: u32 = 0; p < players; p++) {
    const total = <i64>load<u32>(SCORES + (<usize>p << 2)) + playoutScore(GAME, p);
    if (total < low) {
      low = total;
      mask = 1 << p;
    } else if (total == low) {
      mask |= 1 << p;
    }
  }
  return tiesRule == TIES_SHARED ? mask : mask & (~mask + 1);
}

/** Least-squares slope of the first `n` u16 at `ys` against 0, 1, 2, … (n ≥ 2), as the twin's
 *  slope() computes it: the mean first, then the centred sums. */
function slope(ys: usize, n: u32): f64 {
  const mx = <f64>(n - 1) / 2;
  let total: f64 = 0;
  for (let x: u32 = 0; x < n; x++) total += <f64>load<u16>(ys + (<usize>x << 1));
  const my = total / <f64>n;
  let sxy: f64 = 0;
  let sxx: f64 = 0;
  for (let x: u32 = 0; x < n; x++) {
    const y = <f64>load<u16>(ys + (<usize>x << 1));
    sxy += (<f64>x - mx) * (y - my);
    sxx += (<f64>x - mx) * (<f64>x - mx);
  }
  return sxy / sxx;
}

@inline
function convergenceOf(slope: f64): f64 {
  return 1 - (slope / 2 + 0.5);
}

/** Plays one round at GAME with seat `searchSeat` choosing by its strategy and every other seat
 *  `random` (searchSeat ≥ players: all random), recording each choice's branching factor: the
 *  seed engine's options, and distinct actions (a pass has one). Returns false on an illegal
 *  choice. */
function playCounted(searchSeat: u32): bool {
  deal(GAME);
  choices = 0;
  decisions = 0;
  // one round: every starter rule gives seat 0 the first round
  let p: u32 = 0;
  while (true) {
    const at = <usize>choices << 1;
    choices++;
    if (u32At(GAME, S_QUIT, p) != 0) {
      store<u16>(BRANCHING + at, 1);
      store<u16>(DISTINCT + at, 1);
    } else {
      decisions++;
      const top = load<u32>(GAME + S_TOP);
      const same = count(GAME, p, top);
      const higher = count(GAME, p, nextValue(top));
      const drawing: u32 = canDraw(GAME) ? 1 : 0;
      store<u16>(BRANCHING + at, <u16>(same + higher + drawing + 1));
      store<u16>(DISTINCT + at, <u16>((same > 0 ? 1 : 0) + (higher > 0 ? 1 : 0) + drawing + 1));
      const action = p == searchSeat ? choose(GAME, p) : chooseRandom(GAME, p);
      if (!isLegal(GAME, p, action)) {
        recordIllegal(p, action);
        return false;
      }
      if (apply(GAME, p, action)) break;
    }
    p = p + 1 == players ? 0 : p + 1;
  }
  winners = roundWinners();
  return true;
}

/** Adds a round of random (or one search player's) table to the sums. */
function addCountedGame(searchSeat: u32): void {
  const ties = <f64>popcnt<u32>(winners);
  if (searchSeat < players) {
    add(SEARCH_GAMES, 1);
    add(SEARCH_WINS, <f64>((winners >> searchSeat) & 1) / ties);
    return;
  }
  add(GAMES, 1);
  add(FIRST_SEAT_WINS, <f64>(winners & 1) / ties);
  for (let p: u32 = 0; p < players; p++) add(SEAT_WINS + p, <f64>((winners >> p) & 1) / ties);
  if (ties > 1) add(TIES, 1);
  const c = <f64>choices;
  add(CHOICES, c);
  add(CHOICES + 1, c * c);
  if (choices < 2) return;
  const s = convergenceOf(slope(BRANCHING, choices));
  const d = convergenceOf(slope(DISTINCT, choices));
  add(CONVERGENCE_GAMES, 1);
  add(CONVERGENCE, s);
  add(CONVERGENCE + 1, s * s);
  add(CONVERGENCE_DISTINCT, d);
  add(CONVERGENCE_DISTINCT + 1, d * d);
}

/** Plays one round with every seat CardStock's PIPMC player and adds it to the sums. Returns
 *  false on an illegal choice. */
function playEstimated(playouts: u32, threshold: f64): bool {
  deal(GAME);
  choices = 0;
  decisions = 0;
  let spread: f64 = 0;
  let meaningful: u32 = 0;
  let differing: u32 = 0;
  memory.fill(BELOW, 0, <usize>MAX_PLAYERS << 2);
  memory.fill(DRAMA, 0, <usize>MAX_PLAYERS << 3);
  let p: u32 = 0;
  while (true) {
    choices++;
    estimateChoice(GAME, p, playouts);
    spread += bestOwn - worstOwn;
    if (optionCount > 1) {
      decisions++;
      if (bestOwn > worstOwn) differing++;
      // beyond the playouts' noise: more than two standard errors of the difference
      const gap = bestOwn - worstOwn;
      const se = Math.sqrt((bestVariance + worstVariance) / <f64>playouts);
      if (gap > 0 && gap > 2 * se) meaningful++;
    }
    for (let q: u32 = 0; q < players; q++) {
      const e = load<f64>(LEAD + (<usize>q << 3));
      if (e < threshold) {
        store<u32>(BELOW + (<usize>q << 2), load<u32>(BELOW + (<usize>q << 2)) + 1);
        store<f64>(DRAMA + (<usize>q << 3), load<f64>(DRAMA + (<usize>q << 3)) + Math.sqrt(threshold - e));
      }
    }
    if (u32At(GAME, S_QUIT, p) == 0) {
      if (!isLegal(GAME, p, bestAction)) {
        recordIllegal(p, bestAction);
        return false;
      }
      if (apply(GAME, p, bestAction)) break;
    }
    p = p + 1 == players ? 0 : p + 1;
  }
  // the winner: the first of tied winners, as CardStock takes the first of its sorted ranks
  const winner = ctz<u32>(roundWinners());
  const c = <f64>choices;
  const d = <f64>decisions;
  const m = <f64>meaningful;
  add(E_GAMES, 1);
  add(E_CHOICES, c);
  add(E_CHOICES + 1, c * c);
  add(E_DECISIONS, d);
  add(E_DECISIONS + 1, d * d);
  add(E_SPREAD, spread);
  add(E_SPREAD + 1, spread * spread);
  add(E_SPREAD + 2, spread * c);
  add(E_SPREAD + 3, spread * d);
  add(E_MEANINGFUL, m);
  add(E_MEANINGFUL + 1, m * m);
  add(E_MEANINGFUL + 2, m * d);
  add(E_DIFFERING, <f64>differing);
  // every choice gave the winner an estimate
  const below = load<u32>(BELOW + (<usize>winner << 2));
  const drama = below == 0 ? 0 : load<f64>(DRAMA + (<usize>winner << 3)) / <f64>below;
  const security = 1 - <f64>below / c;
  add(E_LEAD_GAMES, 1);
  add(E_DRAMA, drama);
  add(E_DRAMA + 1, drama * drama);
  add(E_SECURITY, security);
  add(E_SECURITY + 1, security * security);
  return true;
}

/**
 * Plays `games` one-round games of chunk `chunk` for the analysis and writes their sums (ANALYSIS_SUMS
 * f64) at `out`. The config block (assembly/games/lama/kernel.ts) gives the rules and, in every seat, the search
 * player; game g's search player sits at seat (searchOffset + ⌊g/3⌋) mod players. The PIPMC player
 * gives each option `playouts` playouts; `threshold` is CardStock's drama threshold. With `log`
 * not 0, game g writes the sums so far and the draws taken since the chunk began at log + 8·37·g.
 * Returns a Status, or ILLEGAL_ACTION (see lamaIllegal).
 */
export function lamaAnalyze(
  config: usize,
  playouts: u32,
  threshold: f64,
  seed: u64,
  chunk: u64,
  games: u32,
  searchOffset: u32,
  out: usize,
  log: usize,
): i32 {
  if (!readConfig(config) || playouts < 1) return Status.BAD_ARGUMENT;
  seedStream(seed, chunk);
  const start = draws;
  sums = out;
  memory.fill(sums, 0, <usize>ANALYSIS_SUMS << 3);
  // one round from nothing: every total is 0 before it
  memory.fill(SCORES, 0, <usize>MAX_PLAYERS << 2);
  for (let g: u32 = 0; g < games; g++) {
    const kind = g % 3;
    if (kind == 2) {
      if (!playEstimated(playouts, threshold)) return ILLEGAL_ACTION;
    } else {
      const searchSeat = kind == 1 ? (searchOffset + g / 3) % players : MAX_PLAYERS;
      if (!playCounted(searchSeat)) return ILLEGAL_ACTION;
      addCountedGame(searchSeat);
    }
    if (log != 0) {
      const at = log + ((<usize>g * LOG_SLOTS) << 3);
      memory.copy(at, sums, <usize>ANALYSIS_SUMS << 3);
      store<f64>(at + (<usize>ANALYSIS_SUMS << 3), <f64>(draws - start));
    }
  }
  return Status.OK;
}
