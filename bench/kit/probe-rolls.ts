// A probe for bench/kit-snakes.ts: a game of ROLLS rolls of a d6 added up, with the four figures
// and the winner of Chutes and Ladders and no board: with probe-one-roll.ts, the kit's cost of a
// roll alone (the dice, without a game's own work between the rolls).

import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

const ROLLS = 40;

function play(dice: Dice, players: i32, results: Results): void {
  let sum: u32 = 0;
  for (let i = 0; i < ROLLS; i++) sum += dice.next(6);
  results.set(0, sum & 7);
  results.set(1, ROLLS);
  results.set(2, sum & 1);
  results.set(3, 0);
  results.winner(0);
}

defineGame('rolls', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
