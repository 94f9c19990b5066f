// Chutes and Ladders (boardsim's `snakes --preset classic`) as a user who wants speed would write it
// with the kit: two rolls a look-up, as the built-in kernel does. A table filled once gives, for a
// square and two rolls, where the piece ends, the climbs and slides on the way, and whether the game
// ended on the first roll; then the second roll is the next game's first (the same stream, game for
// game, as one roll at a time). bench/kit-snakes.ts times it against the built-in kernel on the same
// games (their figures must agree, histogram for histogram).

import { Dice, Results, defineGame, gameInChunk } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

const TURNS = 0;
const ROLLS = 1;
const CLIMBS = 2;
const SLIDES = 3;
const FROM: i32[] = [1, 4, 9, 16, 21, 28, 36, 47, 49, 51, 56, 62, 64, 71, 80, 87, 93, 95, 98];
const TO: i32[] = [38, 14, 31, 6, 42, 84, 44, 26, 11, 67, 53, 19, 60, 91, 100, 24, 73, 75, 78];
/** Bits of an entry: the square reached (0-6), ended on the first roll (7), climbs (8-15), slides
 *  (16-23). */
const ENDED_FIRST = 128;
const pairs = new StaticArray<i32>(101 * 64);
const jump = new StaticArray<i32>(101);
for (let s = 0; s <= 100; s++) jump[s] = s;
for (let i = 0; i < FROM.length; i++) jump[FROM[i]] = TO[i];
function step(s: i32, d: i32): i32 {
  return s + d > 100 ? s : jump[s + d];
}
function landed(s: i32, d: i32): i32 {
  return s + d > 100 ? s : s + d;
}
for (let s = 0; s <= 100; s++)
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const m = step(s, a);
      let climbs = max(m - landed(s, a), 0);
      let slides = max(landed(s, a) - m, 0);
      if (m == 100) {
        pairs[s * 64 + a * 8 + b] = m | ENDED_FIRST | (climbs << 8) | (slides << 16);
        continue;
      }
      const e = step(m, b);
      climbs += max(e - landed(m, b), 0);
      slides += max(landed(m, b) - e, 0);
      pairs[s * 64 + a * 8 + b] = e | (climbs << 8) | (slides << 16);
    }

/** The second roll of the pair that ended the last game: the next game's first (0: none). */
let carried: i32 = 0;

function play(dice: Dice, players: i32, results: Results): void {
  const table = pairs; // in a local: a global is a memory access in V8, at every use
  let first = gameInChunk() == 0 ? 0 : carried; // a chunk starts a stream of its own
  if (first == 0) first = <i32>dice.next(6);
  let at = 0;
  let rolls = 0;
  let climbs = 0;
  let slides = 0;
  for (;;) {
    const second = <i32>dice.next(6);
    const e = unchecked(table[(at << 6) + (first << 3) + second]);
    at = e & 127;
    climbs += (e >> 8) & 255;
    slides += e >>> 16;
    if (e & ENDED_FIRST) {
      rolls += 1;
      carried = second;
      break;
    }
    rolls += 2;
    if (at == 100) {
      carried = 0;
      break;
    }
    first = <i32>dice.next(6);
  }
  results.set(TURNS, rolls);
  results.set(ROLLS, rolls);
  results.set(CLIMBS, climbs);
  results.set(SLIDES, slides);
  results.winner(0);
}

defineGame('chutes-and-ladders', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
