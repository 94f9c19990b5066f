// Pig's kernel. A turn: roll a die of `faces` faces as often as the policy says, adding each roll to
// the turn total; a 1 ends the turn with nothing; holding adds the turn total to the score; the
// first player whose score with the turn total reaches `goal` wins at once. Every policy arrives
// as a hold table from the host (src/games/pig/policy.ts, layout in src/games/pig/solve.ts): bit k
// of row (score · goal + leading opponent's score), rows of rowBytes bytes, set = hold at turn
// total k. `seatTables` holds each seat's table address (u32).
//
// Metrics (result block indices): 0 turns (every player's, the winning one included), 1 rolls,
// 2 margin (the winner's final score minus the best other score). With `log` not 0, each game also
// writes LOG_WORDS u32 at log + 32·g: turns, rolls, winner, margin, seat 1's and seat 2's final
// scores, the stream position of the game's first roll (low 32 bits), 0.

import { draw, seedStream } from '../../rng';
import { Status, WIN_UNITS, addGames, histAdd, setStatus, winAdd } from '../../results';

export const LOG_WORDS: u32 = 8;
const MAX_PLAYERS: u32 = 16;
const SCORES: usize = memory.data(<i32>MAX_PLAYERS * 4, 16);

/**
 * Plays `games` games of chunk `chunk`. A game longer than `maxRolls` rolls makes it return
 * GAME_TOO_LONG (no valid policy comes near: it guards the u32 sums).
 */
export function pigPlay(
  seatTables: usize,
  goal: u32,
  faces: u32,
  players: u32,
  maxRolls: u32,
  seed: u64,
  chunk: u64,
  games: u32,
  res: usize,
  log: usize,
): i32 {
  if (players < 2 || players > MAX_PLAYERS || faces < 2 || faces > 65536 || goal < 1) return setStatus(res, Status.BAD_ARGUMENT);
  seedStream(seed, chunk);
  const rowBytes = (goal + 7) >> 3;
  let position: u64 = 0;
  for (let g: u32 = 0; g < games; g++) {
    for (let p: u32 = 0; p < players; p++) store<u32>(SCORES + (p << 2), 0);
    let turns: u32 = 0;
    let rolls: u32 = 0;
    let current: u32 = 0;
    let won = false;
    while (!won) {
      const score = load<u32>(SCORES + (current << 2));
      let leading: u32 = 0;
      for (let p: u32 = 0; p < players; p++) {
        const other = load<u32>(SCORES + (p << 2));
        if (p != current && other > leading) leading = other;
      }
      const row = <usize>load<u32>(seatTables + (current << 2)) + <usize>(score * goal + leading) * rowBytes;
      const need = goal - score;
      let total: u32 = 0;
      for (;;) {
        const face = draw(faces);
        rolls++;
        if (face == 0) {
          total = 0;
          break;
        }
        total += face + 1;
        if (total >= need) {
          won = true;
          break;
        }
        if ((load<u8>(row + (total >> 3)) >> (total & 7)) & 1) break;
      }
      if (rolls > maxRolls) return setStatus(res, Status.GAME_TOO_LONG);
      store<u32>(SCORES + (current << 2), score + total);
      turns++;
      if (!won) current = current + 1 == players ? 0 : current + 1;
    }
    const winnerScore = load<u32>(SCORES + (current << 2));
    let runnerUp: u32 = 0;
    for (let p: u32 = 0; p < players; p++) {
      const other = load<u32>(SCORES + (p << 2));
      if (p != current && other > runnerUp) runnerUp = other;
    }
    const margin = winnerScore - runnerUp;
    histAdd(res, 0, turns);
    histAdd(res, 1, rolls);
    histAdd(res, 2, margin);
    winAdd(res, current, WIN_UNITS);
    if (log != 0) {
      const r = log + ((<usize>g * LOG_WORDS) << 2);
      store<u32>(r, turns);
      store<u32>(r, rolls, 4);
      store<u32>(r, current, 8);
      store<u32>(r, margin, 12);
      store<u32>(r, load<u32>(SCORES), 16);
      store<u32>(r, load<u32>(SCORES, 4), 20);
      store<u32>(r, <u32>position, 24);
      store<u32>(r, 0, 28);
    }
    position += rolls;
  }
  addGames(res, games);
  return Status.OK;
}
