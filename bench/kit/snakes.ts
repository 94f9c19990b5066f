// Chutes and Ladders (boardsim's `snakes --preset classic`) as a user would write it with the kit:
// tables filled once, one roll at a time. bench/kit-snakes.ts times it against the built-in kernel on
// the same games (their figures must agree, histogram for histogram).
//
// Milton Bradley's rules: start off the board, land exactly on 100 (a roll past it stays put), no
// extra roll on a six.

import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

const TURNS = 0;
const ROLLS = 1;
const CLIMBS = 2;
const SLIDES = 3;
const FROM: i32[] = [1, 4, 9, 16, 21, 28, 36, 47, 49, 51, 56, 62, 64, 71, 80, 87, 93, 95, 98];
const TO: i32[] = [38, 14, 31, 6, 42, 84, 44, 26, 11, 67, 53, 19, 60, 91, 100, 24, 73, 75, 78];
/** Where a roll of d from square s leaves the piece (a jump taken, a roll past 100 stays put): 8
 *  entries a square; and what landing there climbs or slides. Filled once: a game only looks up. */
const move = new StaticArray<i32>(101 * 8);
const climb = new StaticArray<i32>(101);
const slide = new StaticArray<i32>(101);
for (let s = 0; s <= 100; s++) {
  let to = s;
  for (let i = 0; i < FROM.length; i++) if (FROM[i] == s) to = TO[i];
  climb[s] = max(to - s, 0);
  slide[s] = max(s - to, 0);
}
for (let s = 0; s <= 100; s++) for (let d = 1; d <= 6; d++) move[s * 8 + d] = s + d > 100 ? s : s + d;

function play(dice: Dice, players: i32, results: Results): void {
  // the tables in locals: a global is a memory access in V8, at every use
  const moves = move;
  const climbed = climb;
  const slid = slide;
  let at = 0;
  let rolls = 0;
  let climbs = 0;
  let slides = 0;
  while (at != 100) {
    const landed = unchecked(moves[at * 8 + <i32>dice.next(6)]);
    const up = unchecked(climbed[landed]);
    const down = unchecked(slid[landed]);
    climbs += up;
    slides += down;
    at = landed + up - down;
    rolls++;
  }
  results.set(TURNS, rolls);
  results.set(ROLLS, rolls);
  results.set(CLIMBS, climbs);
  results.set(SLIDES, slides);
  results.winner(0);
}

defineGame('chutes-and-ladders', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
