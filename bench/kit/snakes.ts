// Chutes and Ladders (boardsim's `snakes --preset classic`) as a user would write it with the kit:
// a table of moves filled once, one roll at a time. bench/kit-snakes.ts times it against the built-in kernel on
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
/** Where a roll of d from square s leaves the piece, its jump taken (a roll past 100 stays put): 8
 *  entries a square, filled once, so that a roll is one look-up. */
const move = new StaticArray<i32>(101 * 8);
const jump = new StaticArray<i32>(101);
for (let s = 0; s <= 100; s++) jump[s] = s;
for (let i = 0; i < FROM.length; i++) jump[FROM[i]] = TO[i];
for (let s = 0; s <= 100; s++) for (let d = 1; d <= 6; d++) move[s * 8 + d] = s + d > 100 ? s : jump[s + d];

function play(dice: Dice, players: i32, results: Results): void {
  const moves = move; // in a local: a global is a memory access in V8, at every use
  let at = 0;
  let rolls = 0;
  let climbs = 0;
  let slides = 0;
  while (at != 100) {
    const roll = <i32>dice.next(6);
    const landed = at + roll > 100 ? at : at + roll;
    const to = unchecked(moves[at * 8 + roll]);
    // the climb or the slide, from where the piece landed to where the jump took it
    climbs += max(to - landed, 0);
    slides += max(landed - to, 0);
    at = to;
    rolls++;
  }
  results.set(TURNS, rolls);
  results.set(ROLLS, rolls);
  results.set(CLIMBS, climbs);
  results.set(SLIDES, slides);
  results.winner(0);
}

defineGame('chutes-and-ladders', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
