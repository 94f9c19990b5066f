// The design measures of Snakes and Ladders (`boardsim analyze snakes`), accumulated inside the
// kernel: the real game, players taking turns on one board, with each game's per-turn state kept
// in flat scratch memory and folded into sums when the game ends (nothing per game goes to the
// host unless a test asks for the log).
//
// Table: the u32 at table + 4·(square·faces + d) is the landing after rolling d + 1 from `square`:
// bits 0-15 the square reached, bits 16-31 the jump square landed on plus one (0: no jump).
//
// Sums (f64 at acc + 8·i, see src/wasm/analyze-snakes.ts for their names): the scalars, then per
// move t < TURN_CAP the games with a unique leader after t moves and how many of those it won, then
// per square the turns that ended there, then per square the (player, game) pairs that used the
// jump there at least once.
//
// Scratch: HISTORY (u16 per move: the mover's square after it; the winner's rank codes are
// replayed from it once the winner is known), LEADERS (u8 per move: the sole leader, NONE if the
// leading square is shared), and u32 stamps per
// player and square (jump use) and per square (coverage), so that "first time in this game" costs
// no clearing between games.

import { draw, seedStream } from './rng';
import { Status, WIN_UNITS, addGames, histAdd, setStatus, winAdd } from './results';

export const ANALYZE_TURN_CAP: u32 = 512;
export const ANALYZE_SCALARS: u32 = 16;
export const ANALYZE_LOG_BYTES: u32 = 40;
const NONE: u32 = 255;
const MAX_PLAYERS: u32 = 16;

const LEAD_CHANGES: u32 = 0;
const HALF_LEADER_GAMES: u32 = 2;
const HALF_LEADER_WINS: u32 = 3;
const COMEBACKS: u32 = 4;
const DECIDED_LAST_TURN: u32 = 5;
const DRAMA: u32 = 6;
const TRAILED_GAMES: u32 = 8;
const DRAMA_WHEN_TRAILED: u32 = 9;
const SECURITY: u32 = 11;
const COVERAGE: u32 = 13;

const SQUARES: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);
const REPLAY: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);

@inline
function addAt(acc: usize, i: u32, x: f64): void {
  const p = acc + (<usize>i << 3);
  store<f64>(p, load<f64>(p) + x);
}

/** Adds x to the sum at slot i and x² to the slot after it. */
@inline
function addMoments(acc: usize, i: u32, x: f64): void {
  addAt(acc, i, x);
  addAt(acc, i + 1, x * x);
}

/**
 * Plays `games` games of chunk `chunk` with `players` players taking turns and adds their measures
 * to `acc`, their winner's turns (metric 0) and moves (metric 1) to the result block. `maxMoves`
 * bounds a game (the scratch holds that many moves); `stampBase` + g + 1 marks game g's stamps.
 */
export function analyzeSnakes(
  table: usize,
  start: u32,
  finish: u32,
  faces: u32,
  six: u32,
  players: u32,
  maxMoves: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  stampBase: u32,
  res: usize,
  acc: usize,
  scratch: usize,
  log: usize,
): i32 {
  if (players < 1 || players > MAX_PLAYERS || faces < 2 || faces > 256) return setStatus(res, Status.BAD_ARGUMENT);
  seedStream(seed, chunk);
  const history = scratch;
  const leaders = history + (<usize>maxMoves << 1);
  const jumpStamps = (leaders + maxMoves + 4) & ~(<usize>3);
  const coverStamps = jumpStamps + ((<usize>players * (finish + 1)) << 2);
  const aheadBase = ANALYZE_SCALARS;
  const visitsBase = aheadBase + 2 * ANALYZE_TURN_CAP;
  const usedBase = visitsBase + finish + 1;
  // CardStock's drama threshold (1 + (n-2)/(n-1))/2, in the codes' unit of 1/(2(n-1))
  const threshold: u32 = 2 * players - 3;
  const codeUnit: f64 = 1.0 / <f64>(2 * (players - 1));

  for (let g: u32 = 0; g < games; g++) {
    const stamp = stampBase + g + 1;
    for (let p: u32 = 0; p < players; p++) store<u32>(SQUARES + (p << 2), start);
    store<u8>(leaders, <u8>NONE);
    let moves: u32 = 0;
    let leader: u32 = NONE;
    let changes: u32 = 0;
    let covered: u32 = 0;
    let p: u32 = 0;
    for (;;) {
      let e = load<u32>(SQUARES + (p << 2));
      let d: u32 = 0;
      // one turn: a roll, and another after each six, until the finish
      do {
        d = draw(faces);
        const entry = load<u32>(table + ((<usize>e * faces + d) << 2));
        e = entry & 0xffff;
        const jumpSquare = entry >>> 16;
        if (jumpSquare != 0) {
          const s = jumpStamps + ((<usize>p * (finish + 1) + jumpSquare - 1) << 2);
          if (load<u32>(s) != stamp) {
            store<u32>(s, stamp);
            addAt(acc, usedBase + jumpSquare - 1, 1);
          }
        }
      } while (d == six && e != finish);
      store<u32>(SQUARES + (p << 2), e);
      if (++moves > maxMoves) return setStatus(res, Status.GAME_TOO_LONG);
      addAt(acc, visitsBase + e, 1);
      const cs = coverStamps + (<usize>e << 2);
      if (e != 0 && load<u32>(cs) != stamp) {
        store<u32>(cs, stamp);
        covered++;
      }
      if (players > 1) {
        store<u16>(history + (<usize>(moves - 1) << 1), <u16>e);
        let top: u32 = 0;
        let atTop: u32 = 0;
        let first: u32 = 0;
        for (let q: u32 = 0; q < players; q++) {
          const sq = load<u32>(SQUARES + (q << 2));
          if (q == 0 || sq > top) {
            top = sq;
            atTop = 1;
            first = q;
          } else if (sq == top) {
            atTop++;
          }
        }
        const unique = atTop == 1 ? first : NONE;
        store<u8>(leaders + moves, <u8>unique);
        // the leader stays until someone is strictly ahead of them (a shared lead changes nothing)
        if (leader == NONE) {
          leader = unique;
        } else if (load<u32>(SQUARES + (leader << 2)) < top) {
          changes++;
          leader = e == top ? p : first;
        }
      }
      if (e == finish) break;
      p = p + 1 == players ? 0 : p + 1;
    }
    const winner = p;
    const winTurns = (moves - 1 - winner) / players + 1;
    histAdd(res, 0, winTurns);
    histAdd(res, 1, moves);
    winAdd(res, winner, WIN_UNITS);
    addMoments(acc, COVERAGE, <f64>covered / <f64>finish);
    let halfLeader: u32 = NONE;
    let flags: u32 = 0;
    let trailing: u32 = 0;
    let drama: f64 = 0;
    if (players > 1) {
      addMoments(acc, LEAD_CHANGES, <f64>changes);
      const half = moves >> 1;
      halfLeader = <u32>load<u8>(leaders + half);
      if (halfLeader != NONE) {
        addAt(acc, HALF_LEADER_GAMES, 1);
        if (halfLeader == winner) addAt(acc, HALF_LEADER_WINS, 1);
      }
      // replay the game's squares for the winner's rank codes: twice the opponents strictly
      // behind plus those level (CardStock's rank estimate in units of 1/(2(n-1)))
      for (let q: u32 = 0; q < players; q++) store<u32>(REPLAY + (q << 2), start);
      let roots: f64 = 0;
      let mover: u32 = 0;
      for (let t: u32 = 0; t < moves; t++) {
        store<u32>(REPLAY + (mover << 2), <u32>load<u16>(history + (<usize>t << 1)));
        mover = mover + 1 == players ? 0 : mover + 1;
        const mine = load<u32>(REPLAY + (winner << 2));
        let code: u32 = 0;
        for (let q: u32 = 0; q < players; q++) {
          const other = load<u32>(REPLAY + (q << 2));
          if (q != winner) code += other < mine ? 2 : other == mine ? 1 : 0;
        }
        // a comeback: the winner was strictly last at half time
        if (t + 1 == half && code == 0) flags |= 1;
        if (code < threshold) {
          trailing++;
          roots += Math.sqrt(<f64>(threshold - code) * codeUnit);
        }
      }
      // decided in the last turn: the winner was not the sole leader before it
      if (<u32>load<u8>(leaders + moves - 1) != winner) flags |= 2;
      addAt(acc, COMEBACKS, <f64>(flags & 1));
      addAt(acc, DECIDED_LAST_TURN, <f64>(flags >> 1));
      if (trailing > 0) {
        drama = roots / <f64>trailing;
        addAt(acc, TRAILED_GAMES, 1);
        addMoments(acc, DRAMA_WHEN_TRAILED, drama);
      }
      addMoments(acc, DRAMA, drama);
      addMoments(acc, SECURITY, 1 - <f64>trailing / <f64>moves);
      const last = moves - 1 < ANALYZE_TURN_CAP - 1 ? moves - 1 : ANALYZE_TURN_CAP - 1;
      for (let t: u32 = 1; t <= last; t++) {
        const ahead = <u32>load<u8>(leaders + t);
        if (ahead != NONE) {
          addAt(acc, aheadBase + t, 1);
          if (ahead == winner) addAt(acc, aheadBase + ANALYZE_TURN_CAP + t, 1);
        }
      }
    }
    if (log != 0) {
      const r = log + <usize>g * ANALYZE_LOG_BYTES;
      store<u32>(r, winTurns);
      store<u32>(r, moves, 4);
      store<u32>(r, winner, 8);
      store<u32>(r, changes, 12);
      store<u32>(r, halfLeader, 16);
      store<u32>(r, flags, 20);
      store<u32>(r, trailing, 24);
      store<u32>(r, covered, 28);
      store<f64>(r, drama, 32);
    }
  }
  addGames(res, games);
  return Status.OK;
}
