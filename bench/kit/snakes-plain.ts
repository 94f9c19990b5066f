// Chutes and Ladders written plainly with the kit: the board as an array of squares, the piece
// moved a roll at a time and its jump taken with a branch (no table of moves). The same games as
// bench/kit/snakes.ts and the built-in kernel; bench/kit-snakes.ts times all three.

import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

const TURNS = 0;
const ROLLS = 1;
const CLIMBS = 2;
const SLIDES = 3;
const FROM: i32[] = [1, 4, 9, 16, 21, 28, 36, 47, 49, 51, 56, 62, 64, 71, 80, 87, 93, 95, 98];
const TO: i32[] = [38, 14, 31, 6, 42, 84, 44, 26, 11, 67, 53, 19, 60, 91, 100, 24, 73, 75, 78];
/** The square a piece landing on each square ends on (itself when it holds no chute or ladder). */
const board = new StaticArray<i32>(101);
for (let s = 0; s <= 100; s++) board[s] = s;
for (let i = 0; i < FROM.length; i++) board[FROM[i]] = TO[i];

function play(dice: Dice, players: i32, results: Results): void {
  const squares = board; // in a local: a global is a memory access in V8, at every use
  let at = 0;
  let rolls = 0;
  let climbs = 0;
  let slides = 0;
  while (at != 100) {
    const roll = <i32>dice.next(6);
    rolls++;
    if (at + roll > 100) continue; // past the last square: the piece stays
    at += roll;
    const to = squares[at];
    if (to > at) climbs += to - at;
    else if (to < at) slides += at - to;
    at = to;
  }
  results.set(TURNS, rolls);
  results.set(ROLLS, rolls);
  results.set(CLIMBS, climbs);
  results.set(SLIDES, slides);
  results.winner(0);
}

defineGame('chutes-and-ladders', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
