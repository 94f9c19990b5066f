// L.A.M.A. kernel: whole games (or a fixed number of rounds) at tables of pluggable strategies.
//
// Cards are values 1..topValue on a ring: a card fits on the discard pile's top card when it is
// equal or one higher, and after topValue comes 1 again (with llamas, topValue is the llama: a
// llama on a 6, a 1 on a llama, a llama on a llama). A hand is a count per value, so strategies
// see exactly what matters and a state copies in a few hundred bytes.
//
// The host lays out a config block of u32 words (CONFIG_* below, src/games/lama/kernel.ts writes it).
// A table state (S_* offsets) lives in static memory: GAME for the real table, SIM for the Monte
// Carlo and search players' determinized playouts (WORLD: an `mcts` world's deal; the search
// players' trees are in assembly/games/lama/search.ts). Every random number comes from draw()
// (assembly/rng.ts).
//
// Metrics (result block indices): 0 choices per round (turn slots, forced passes included),
// 1 decisions per round (turns of players still in), 2 rounds per game, 3 round ended by going out
// (1) or by everyone quitting (0), 4 round score of each player, 5 final score of each player,
// 6 lead changes per game. With `log` not 0 each game also writes LOG_WORDS u32 at log + 64·g.

import { draw, seedStream } from '../../rng';
import { Status, WIN_UNITS, addGames, histAdd, setStatus, winAdd } from '../../results';
import { chooseIsmcts, chooseMcts, setSearchPool } from './search';

export const LOG_WORDS: u32 = 16;
/** The kernel's own status: a strategy chose an action the rules do not allow (see lamaIllegal). */
export const ILLEGAL_ACTION: i32 = 16;

export const MAX_PLAYERS: u32 = 6;
const MAX_VALUES: u32 = 16; // value indices 1..15 (0 unused)
const MAX_DECK: u32 = 256;

// Actions: 1..topValue plays a card of that value.
export const DRAW: u32 = 32;
export const QUIT: u32 = 33;

// Strategies (src/games/lama/strategies.ts has the names).
const RANDOM: u32 = 0;
const RANDOM_DISTINCT: u32 = 1;
const GREEDY: u32 = 2;
const CAUTIOUS: u32 = 3;
const MONTECARLO: u32 = 4;
const MCTS: u32 = 5;
const ISMCTS: u32 = 6;
const PIPMC: u32 = 7;
/** Test-only: plays a card that never fits, so tests can check that the engine refuses it. */
const BROKEN: u32 = 15;

// Config block (u32 words).
const CONFIG_PLAYERS: usize = 0;
const CONFIG_TOP_VALUE: usize = 1;
const CONFIG_HAND_SIZE: usize = 2;
const CONFIG_TARGET: usize = 3;
const CONFIG_RETURN_LARGE: usize = 4;
const CONFIG_RETURN_SMALL: usize = 5;
const CONFIG_STARTER: usize = 6;
const CONFIG_TIES: usize = 7;
const CONFIG_ROUNDS: usize = 8;
const CONFIG_MAX_ROUNDS: usize = 9;
const CONFIG_POLICY: usize = 10; // 6 words: a search player's playout policy (PLAYOUT_*)
const CONFIG_STRATEGY: usize = 16; // 6 words
const CONFIG_POOL: usize = 22; // the search players' node pool: its address, then its capacity in nodes
const CONFIG_PARAM: usize = 24; // 6 words
const CONFIG_COPIES: usize = 32; // 16 words: cards of value v
const CONFIG_POINTS: usize = 48; // 16 words: penalty of value v
const CONFIG_EXPLORATION: usize = 64; // 6 f64 (12 words): a search player's exploration constant

const STARTER_ROTATE: u32 = 0;
const STARTER_FIXED: u32 = 1;
const STARTER_LAST: u32 = 2;
export const TIES_SHARED: u32 = 0;

// A table state.
const S_HANDS: usize = 0; // MAX_PLAYERS × 16 u8: count of each value in each hand
const S_SIZE: usize = 96; // MAX_PLAYERS × u32: cards in hand
export const S_QUIT: usize = 120; // MAX_PLAYERS × u32: 1 once the player has quit the round
const S_STOCK_COUNT: usize = 144;
export const S_TOP: usize = 148; // value of the discard pile's top card
const S_ACTIVE: usize = 152; // players still in the round
const S_DISCARD: usize = 160; // 16 u8: count of each value on the discard pile
const S_STOCK: usize = 176; // MAX_DECK u8: the stock; cards leave from its end (see takeCard)
export const STATE_BYTES: i32 = 432;

export const GAME: usize = memory.data(STATE_BYTES, 16);
export const SIM: usize = memory.data(STATE_BYTES, 16);
/** The deal an `mcts` world searches (assembly/games/lama/search.ts). */
export const WORLD: usize = memory.data(STATE_BYTES, 16);
const UNSEEN: usize = memory.data(<i32>MAX_DECK, 16);
/** The game's totals before the round being played (one u32 a seat). */
export const SCORES: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const STRATEGY: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const PARAM: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const POLICY: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const EXPLORATION: usize = memory.data(<i32>MAX_PLAYERS * 8, 16);
const COPIES: usize = memory.data(<i32>MAX_VALUES * 4, 16);
const POINTS: usize = memory.data(<i32>MAX_VALUES * 4, 16);

export let players: u32 = 0;
let topValue: u32 = 0;
let handSize: u32 = 0;
let deckSize: u32 = 0;
let target: u32 = 0;
export let returnLarge: u32 = 0;
let returnSmall: u32 = 0;
let starterRule: u32 = 0;
export let tiesRule: u32 = 0;
let roundLimit: u32 = 0;
let maxRounds: u32 = 0;

/** Draws taken from the chunk's stream so far (the twin counts the same). */
export let draws: u64 = 0;
// What the last round played with runTurns(real) came to.
let roundChoices: u32 = 0;
let roundDecisions: u32 = 0;
// The seat and action of the last illegal choice (read by the host through lamaIllegal).
let illegalSeat: u32 = 0;
let illegalAction: u32 = 0;

@inline
export function rnd(n: u32): u32 {
  draws++;
  return draw(n);
}

@inline
export function count(s: usize, p: u32, v: u32): u32 {
  return <u32>load<u8>(s + S_HANDS + (<usize>p << 4) + v);
}

@inline
function addCard(s: usize, p: u32, v: u32, delta: i32): void {
  const at = s + S_HANDS + (<usize>p << 4) + v;
  store<u8>(at, <u8>(<i32>load<u8>(at) + delta));
}

@inline
export function u32At(s: usize, offset: usize, p: u32): u32 {
  return load<u32>(s + offset + (<usize>p << 2));
}

@inline
function setU32At(s: usize, offset: usize, p: u32, value: u32): void {
  store<u32>(s + offset + (<usize>p << 2), value);
}

@inline
export function points(v: u32): u32 {
  return load<u32>(POINTS + (<usize>v << 2));
}

/** The value that fits after v: one higher, and 1 after the top of the ring. */
@inline
export function nextValue(v: u32): u32 {
  return v == topValue ? 1 : v + 1;
}

/** Drawing needs a non-empty stock and another player still in the round. */
@inline
export function canDraw(s: usize): bool {
  return load<u32>(s + S_STOCK_COUNT) > 0 && load<u32>(s + S_ACTIVE) > 1;
}

/** The most points a hand can score: every value once. */
function maxRoundScore(): u32 {
  let sum: u32 = 0;
  for (let v: u32 = 1; v <= topValue; v++) sum += points(v);
  return sum;
}

/** The points a hand scores: each distinct value once. */
function penalty(s: usize, p: u32): u32 {
  let sum: u32 = 0;
  for (let v: u32 = 1; v <= topValue; v++) if (count(s, p, v) > 0) sum += points(v);
  return sum;
}

/** What going out takes off a score: the large token from returnLarge up, else the small one. */
@inline
function refund(score: u32): u32 {
  return score >= returnLarge ? returnLarge : min(score, returnSmall);
}

/**
 * Takes a card from the end of `pile` (holding `n` cards) after one Fisher-Yates step: the card at
 * the end is swapped with one chosen uniformly from the whole pile. Taking cards this way one at a
 * time is exactly Fisher-Yates from the end, done only as far as cards are needed: the stock is
 * shuffled as it is dealt and drawn.
 */
@inline
function takeCard(pile: usize, n: u32): u32 {
  const last = pile + n - 1;
  const at = pile + rnd(n);
  const card = load<u8>(at);
  store<u8>(at, load<u8>(last));
  store<u8>(last, card);
  return <u32>card;
}

export function isLegal(s: usize, p: u32, action: u32): bool {
  if (u32At(s, S_QUIT, p) != 0) return false;
  if (action == DRAW) return canDraw(s);
  if (action == QUIT) return true;
  if (action < 1 || action > topValue || count(s, p, action) == 0) return false;
  const top = load<u32>(s + S_TOP);
  return action == top || action == nextValue(top);
}

/** Applies a legal action of player p; returns true when it ends the round. */
export function apply(s: usize, p: u32, action: u32): bool {
  if (action == DRAW) {
    const left = load<u32>(s + S_STOCK_COUNT);
    addCard(s, p, takeCard(s + S_STOCK, left), 1);
    store<u32>(s + S_STOCK_COUNT, left - 1);
    setU32At(s, S_SIZE, p, u32At(s, S_SIZE, p) + 1);
    return false;
  }
  if (action == QUIT) {
    setU32At(s, S_QUIT, p, 1);
    const active = load<u32>(s + S_ACTIVE) - 1;
    store<u32>(s + S_ACTIVE, active);
    return active == 0;
  }
  addCard(s, p, action, -1);
  store<u32>(s + S_TOP, action);
  const d = s + S_DISCARD + action;
  store<u8>(d, load<u8>(d) + 1);
  const size = u32At(s, S_SIZE, p) - 1;
  setU32At(s, S_SIZE, p, size);
  return size == 0;
}

// ---- strategies ------------------------------------------------------------------------------

/** Uniform over the seed engine's option list: every fitting card, draw when legal, quit. */
export function chooseRandom(s: usize, p: u32): u32 {
  const top = load<u32>(s + S_TOP);
  const next = nextValue(top);
  const same = count(s, p, top);
  const higher = count(s, p, next);
  const drawing: u32 = canDraw(s) ? 1 : 0;
  const k = rnd(same + higher + drawing + 1);
  if (k < same) return top;
  if (k < same + higher) return next;
  return k == same + higher && drawing != 0 ? DRAW : QUIT;
}

/** Uniform over distinct actions: each fitting value once, draw when legal, quit. */
function chooseRandomDistinct(s: usize, p: u32): u32 {
  const top = load<u32>(s + S_TOP);
  const next = nextValue(top);
  const hasSame: u32 = count(s, p, top) > 0 ? 1 : 0;
  const hasHigher: u32 = count(s, p, next) > 0 ? 1 : 0;
  const drawing: u32 = canDraw(s) ? 1 : 0;
  let k = rnd(hasSame + hasHigher + drawing + 1);
  if (hasSame != 0) {
    if (k == 0) return top;
    k--;
  }
  if (hasHigher != 0) {
    if (k == 0) return next;
    k--;
  }
  return k == 0 && drawing != 0 ? DRAW : QUIT;
}

/** The fitting card that leaves most fitting cards for the next turn (ties: the one worth more
 *  points), or 0 when no card fits. */
function bestPlay(s: usize, p: u32): u32 {
  const top = load<u32>(s + S_TOP);
  const next = nextValue(top);
  const same = count(s, p, top);
  const higher = count(s, p, next);
  if (same == 0) return higher > 0 ? next : 0;
  if (higher == 0) return top;
  // after playing `top` the top stays; after playing `next` it moves up one
  const keepSame = same - 1 + higher;
  const keepHigher = higher - 1 + count(s, p, nextValue(next));
  if (keepSame != keepHigher) return keepSame > keepHigher ? top : next;
  return points(next) >= points(top) ? next : top;
}

/** Play when possible, else draw while the hand scores at most `drawLimit`, else quit. */
function chooseGreedy(s: usize, p: u32, drawLimit: u32): u32 {
  const play = bestPlay(s, p);
  if (play != 0) return play;
  return canDraw(s) && penalty(s, p) <= drawLimit ? DRAW : QUIT;
}

/** Go out when the last card fits; else quit once the hand scores at most `quitAt`; else play,
 *  else draw, else quit. */
function chooseCautious(s: usize, p: u32, quitAt: u32): u32 {
  const play = bestPlay(s, p);
  if (play != 0 && u32At(s, S_SIZE, p) == 1) return play;
  if (penalty(s, p) <= quitAt) return QUIT;
  if (play != 0) return play;
  return canDraw(s) ? DRAW : QUIT;
}

/** Player p's round score in a finished playout: the hand's points, or minus the refund. */
export function playoutScore(s: usize, p: u32): i64 {
  if (u32At(s, S_SIZE, p) == 0) return -<i64>refund(load<u32>(SCORES + (<usize>p << 2)));
  return <i64>penalty(s, p);
}

/** Copies the table into SIM and deals every card p cannot see (other hands, the stock) at random:
 *  each other hand keeps its size; the rest is the stock, shuffled as it is drawn. */
export function determinize(s: usize, p: u32): void {
  memory.copy(SIM, s, <usize>STATE_BYTES);
  let unseen: u32 = 0;
  for (let v: u32 = 1; v <= topValue; v++) {
    const n =
      load<u32>(COPIES + (<usize>v << 2)) - count(s, p, v) - <u32>load<u8>(s + S_DISCARD + v);
    for (let i: u32 = 0; i < n; i++) store<u8>(UNSEEN + unseen++, <u8>v);
  }
  for (let q: u32 = 0; q < players; q++) {
    if (q == p) continue;
    const hand = SIM + S_HANDS + (<usize>q << 4);
    memory.fill(hand, 0, 16);
    const size = u32At(s, S_SIZE, q);
    for (let k: u32 = 0; k < size; k++) {
      const at = hand + <usize>takeCard(UNSEEN, unseen--);
      store<u8>(at, load<u8>(at) + 1);
    }
  }
  // what is left is exactly the stock's count of cards
  memory.copy(SIM + S_STOCK, UNSEEN, <usize>unseen);
}

/**
 * For each distinct legal action, `playouts` random playouts of the rest of the round on
 * determinized hands; the action with the lowest mean round score (ties: the first of play same,
 * play higher, draw, quit). Quitting is scored exactly (the hand's points) without playouts.
 */
function chooseMonteCarlo(s: usize, p: u32, playouts: u32): u32 {
  const top = load<u32>(s + S_TOP);
  const next = nextValue(top);
  let best = QUIT;
  let bestTotal = <i64>penalty(s, p) * playouts;
  for (let c: u32 = 0; c < 3; c++) {
    const action = c == 0 ? top : c == 1 ? next : DRAW;
    if (!isLegal(s, p, action)) continue;
    let total: i64 = 0;
    for (let i: u32 = 0; i < playouts; i++) {
      determinize(s, p);
      if (!apply(SIM, p, action)) runTurns(SIM, p + 1 == players ? 0 : p + 1, PLAYOUT_RANDOM);
      total += playoutScore(SIM, p);
    }
    // an action tried later must do strictly better; any tried action beats quitting on a tie
    if (total < bestTotal || (total == bestTotal && best == QUIT)) {
      bestTotal = total;
      best = action;
    }
  }
  return best;
}

/** The action of seat p's strategy (the config's STRATEGY word) at table s. */
export function choose(s: usize, p: u32): u32 {
  const strategy = load<u32>(STRATEGY + (<usize>p << 2));
  const param = load<u32>(PARAM + (<usize>p << 2));
  if (strategy == RANDOM) return chooseRandom(s, p);
  if (strategy == RANDOM_DISTINCT) return chooseRandomDistinct(s, p);
  if (strategy == GREEDY) return chooseGreedy(s, p, param);
  if (strategy == CAUTIOUS) return chooseCautious(s, p, param);
  if (strategy == MONTECARLO) return chooseMonteCarlo(s, p, param);
  if (strategy == MCTS || strategy == ISMCTS) {
    const exploration = load<f64>(EXPLORATION + (<usize>p << 3));
    const policy = load<u32>(POLICY + (<usize>p << 2));
    return strategy == MCTS
      ? chooseMcts(s, p, param, exploration, policy)
      : chooseIsmcts(s, p, param, exploration, policy);
  }
  if (strategy == PIPMC) {
    // a seat that chooses has not quit, so the best option is an action, not a pass
    estimateChoice(s, p, param);
    return bestAction;
  }
  // BROKEN: a card two above the top never fits (the ring has at least three values)
  return nextValue(nextValue(load<u32>(s + S_TOP)));
}

// ---- rounds and games ------------------------------------------------------------------------

// runTurns' result: the seat that went out, or WHO_QUIT + the last seat to quit, or ILLEGAL.
const WHO_QUIT: i32 = 8;
const ILLEGAL: i32 = -1;

// Who chooses in runTurns: each seat's strategy (the real table), or in a playout every seat
// `random` or every seat `greedy:10` (the search players' POLICY).
const REAL: u32 = 0;
export const PLAYOUT_RANDOM: u32 = 1;
export const PLAYOUT_GREEDY: u32 = 2;
/** greedy's default LIMIT (src/games/lama/strategies.ts), used by greedy playouts. */
const GREEDY_PLAYOUT_LIMIT: u32 = 10;

/**
 * Plays turns from seat `first` until the round ends. `mode` REAL: each seat's strategy chooses and
 * every choice is checked; otherwise (playouts) every seat plays the playout policy.
 */
export function runTurns(s: usize, first: u32, mode: u32): i32 {
  const real = mode == REAL;
  let p = first;
  let choices: u32 = 0;
  let decisions: u32 = 0;
  // every turn of a player still in plays, draws or quits, so the round ends within
  // (cards in the deck + players) decisions
  while (true) {
    choices++;
    if (u32At(s, S_QUIT, p) == 0) {
      decisions++;
      const action = real
        ? choose(s, p)
        : mode == PLAYOUT_GREEDY
          ? chooseGreedy(s, p, GREEDY_PLAYOUT_LIMIT)
          : chooseRandom(s, p);
      if (real) {
        if (!isLegal(s, p, action)) {
          recordIllegal(p, action);
          return ILLEGAL;
        }
      } else {
        assert(isLegal(s, p, action), 'lama: a playout chose an illegal action');
      }
      if (apply(s, p, action)) {
        if (real) {
          roundChoices = choices;
          roundDecisions = decisions;
        }
        return u32At(s, S_SIZE, p) == 0 ? <i32>p : WHO_QUIT + <i32>p;
      }
    }
    p = p + 1 == players ? 0 : p + 1;
  }
  return ILLEGAL;
}

/** Gathers the deck in value order as the stock, deals the hands seat by seat and turns up a card
 *  to start the discard pile, every card taken with takeCard (the stock shuffled as it goes). */
export function deal(s: usize): void {
  let n: u32 = 0;
  for (let v: u32 = 1; v <= topValue; v++) {
    const copies = load<u32>(COPIES + (<usize>v << 2));
    for (let i: u32 = 0; i < copies; i++) store<u8>(s + S_STOCK + n++, <u8>v);
  }
  memory.fill(s, 0, S_STOCK);
  for (let p: u32 = 0; p < players; p++) {
    for (let k: u32 = 0; k < handSize; k++) addCard(s, p, takeCard(s + S_STOCK, n--), 1);
    setU32At(s, S_SIZE, p, handSize);
  }
  const top = takeCard(s + S_STOCK, n--);
  store<u32>(s + S_TOP, top);
  store<u8>(s + S_DISCARD + top, 1);
  store<u32>(s + S_STOCK_COUNT, n);
  store<u32>(s + S_ACTIVE, players);
}

/** Reads the config block into the kernel's state; false when a word is out of range. */
export function readConfig(config: usize): bool {
  players = load<u32>(config + (CONFIG_PLAYERS << 2));
  topValue = load<u32>(config + (CONFIG_TOP_VALUE << 2));
  handSize = load<u32>(config + (CONFIG_HAND_SIZE << 2));
  target = load<u32>(config + (CONFIG_TARGET << 2));
  returnLarge = load<u32>(config + (CONFIG_RETURN_LARGE << 2));
  returnSmall = load<u32>(config + (CONFIG_RETURN_SMALL << 2));
  starterRule = load<u32>(config + (CONFIG_STARTER << 2));
  tiesRule = load<u32>(config + (CONFIG_TIES << 2));
  roundLimit = load<u32>(config + (CONFIG_ROUNDS << 2));
  maxRounds = load<u32>(config + (CONFIG_MAX_ROUNDS << 2));
  if (players < 2 || players > MAX_PLAYERS || topValue < 3 || topValue >= MAX_VALUES) return false;
  if (target < 1 || maxRounds < 1 || starterRule > STARTER_LAST) return false;
  deckSize = 0;
  for (let v: u32 = 0; v < MAX_VALUES; v++) {
    const copies = load<u32>(config + ((CONFIG_COPIES + v) << 2));
    if ((v == 0 || v > topValue) && copies != 0) return false;
    store<u32>(COPIES + (<usize>v << 2), copies);
    store<u32>(POINTS + (<usize>v << 2), load<u32>(config + ((CONFIG_POINTS + v) << 2)));
    deckSize += copies;
  }
  if (deckSize > MAX_DECK || players * handSize + 1 > deckSize || handSize < 1) return false;
  const poolNodes = load<u32>(config + ((CONFIG_POOL + 1) << 2));
  for (let p: u32 = 0; p < MAX_PLAYERS; p++) {
    const strategy = load<u32>(config + ((CONFIG_STRATEGY + p) << 2));
    const param = load<u32>(config + ((CONFIG_PARAM + p) << 2));
    const policy = load<u32>(config + ((CONFIG_POLICY + p) << 2));
    const exploration = load<f64>(config + ((CONFIG_EXPLORATION + (<usize>p << 1)) << 2));
    if (p < players && strategy > PIPMC && strategy != BROKEN) return false;
    if (p < players && strategy == PIPMC && param < 1) return false;
    // a search needs a node per iteration and the root, and a known policy
    if (p < players && (strategy == MCTS || strategy == ISMCTS)) {
      if (param < 1 || param >= poolNodes || policy < PLAYOUT_RANDOM || policy > PLAYOUT_GREEDY) return false;
      if (!(exploration >= 0)) return false;
    }
    store<u32>(STRATEGY + (<usize>p << 2), strategy);
    store<u32>(PARAM + (<usize>p << 2), param);
    store<u32>(POLICY + (<usize>p << 2), policy);
    store<f64>(EXPLORATION + (<usize>p << 3), exploration);
  }
  setSearchPool(<usize>load<u32>(config + (CONFIG_POOL << 2)), poolNodes, maxRoundScore());
  return true;
}

const METRIC_CHOICES: u32 = 0;
const METRIC_DECISIONS: u32 = 1;
const METRIC_ROUNDS: u32 = 2;
const METRIC_WENT_OUT: u32 = 3;
const METRIC_ROUND_SCORE: u32 = 4;
const METRIC_FINAL_SCORE: u32 = 5;
const METRIC_LEAD_CHANGES: u32 = 6;

/**
 * Plays `games` games of chunk `chunk` at the table described by the config block at `config`
 * and adds them to the result block `res`. A game ends after `rounds` rounds (config word; 0: no
 * limit) or at the round after which someone has `target` points or more. Returns a Status, or
 * ILLEGAL_ACTION when a strategy chose an action the rules forbid (see lamaIllegal).
 */
export function lamaPlay(config: usize, seed: u64, chunk: u64, games: u32, res: usize, log: usize): i32 {
  if (!readConfig(config)) return setStatus(res, Status.BAD_ARGUMENT);
  seedStream(seed, chunk);
  draws = 0;
  for (let g: u32 = 0; g < games; g++) {
    const gameStart = draws;
    memory.fill(SCORES, 0, <usize>MAX_PLAYERS << 2);
    let rounds: u32 = 0;
    let choices: u32 = 0;
    let decisions: u32 = 0;
    let outs: u32 = 0;
    let leadChanges: u32 = 0;
    let leader: i32 = -1;
    let penalties: u32 = 0;
    let lastEnder: u32 = 0;
    for (;;) {
      const starter =
        starterRule == STARTER_ROTATE ? rounds % players : starterRule == STARTER_FIXED ? 0 : lastEnder;
      deal(GAME);
      const end = runTurns(GAME, starter, REAL);
      if (end == ILLEGAL) return ILLEGAL_ACTION;
      const wentOut = end < WHO_QUIT;
      lastEnder = <u32>(wentOut ? end : end - WHO_QUIT);
      rounds++;
      choices += roundChoices;
      decisions += roundDecisions;
      histAdd(res, METRIC_CHOICES, roundChoices);
      histAdd(res, METRIC_DECISIONS, roundDecisions);
      histAdd(res, METRIC_WENT_OUT, wentOut ? 1 : 0);
      if (wentOut) outs++;
      // score the round; the leader is the one player with the lowest total, if there is one
      let low: u32 = U32.MAX_VALUE;
      let lowSeat: i32 = -1;
      let reached = false;
      for (let p: u32 = 0; p < players; p++) {
        let score = load<u32>(SCORES + (<usize>p << 2));
        let taken: u32 = 0;
        if (wentOut && <i32>p == end) {
          score -= refund(score);
        } else {
          taken = penalty(GAME, p);
          score += taken;
        }
        penalties += taken;
        histAdd(res, METRIC_ROUND_SCORE, taken);
        store<u32>(SCORES + (<usize>p << 2), score);
        if (score >= target) reached = true;
        if (score < low) {
          low = score;
          lowSeat = <i32>p;
        } else if (score == low) {
          lowSeat = -1;
        }
      }
      if (lowSeat >= 0) {
        if (leader >= 0 && lowSeat != leader) leadChanges++;
        leader = lowSeat;
      }
      if (reached || rounds == roundLimit) break;
      if (rounds >= maxRounds) return setStatus(res, Status.GAME_TOO_LONG);
    }
    // the lowest total wins; a tie is shared (or goes to the lowest seat)
    let low: u32 = U32.MAX_VALUE;
    let tied: u32 = 0;
    let winners: u32 = 0;
    for (let p: u32 = 0; p < players; p++) {
      const score = load<u32>(SCORES + (<usize>p << 2));
      if (score < low) {
        low = score;
        tied = 1;
        winners = 1 << p;
      } else if (score == low) {
        tied++;
        winners |= 1 << p;
      }
    }
    if (tiesRule != TIES_SHARED) {
      winners &= ~winners + 1; // the lowest seat among the tied
      tied = 1;
    }
    for (let p: u32 = 0; p < players; p++) {
      if ((winners >> p) & 1) winAdd(res, p, WIN_UNITS / <u64>tied);
      histAdd(res, METRIC_FINAL_SCORE, load<u32>(SCORES + (<usize>p << 2)));
    }
    histAdd(res, METRIC_ROUNDS, rounds);
    histAdd(res, METRIC_LEAD_CHANGES, leadChanges);
    if (log != 0) {
      const r = log + ((<usize>g * LOG_WORDS) << 2);
      store<u32>(r, rounds);
      store<u32>(r, choices, 4);
      store<u32>(r, decisions, 8);
      store<u32>(r, outs, 12);
      store<u32>(r, leadChanges, 16);
      store<u32>(r, <u32>(draws - gameStart), 20);
      store<u32>(r, winners, 24);
      store<u32>(r, penalties, 28);
      for (let p: u32 = 0; p < MAX_PLAYERS; p++) {
        store<u32>(r + 32 + (<usize>p << 2), p < players ? load<u32>(SCORES + (<usize>p << 2)) : 0);
      }
      store<u32>(r, 0, 56);
      store<u32>(r, 0, 60);
    }
  }
  addGames(res, games);
  return Status.OK;
}

/** Keeps seat p's illegal `action` for lamaIllegal. */
export function recordIllegal(p: u32, action: u32): void {
  illegalSeat = p;
  illegalAction = action;
}

/** The seat (low byte) and action (next byte) of the last illegal choice. */
export function lamaIllegal(): u32 {
  return illegalSeat | (illegalAction << 8);
}

// imported last: lama-estimates.ts sizes its buffers with MAX_PLAYERS, declared above
import { bestAction, estimateChoice } from './estimates';
