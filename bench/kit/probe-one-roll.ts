// A probe for bench/kit-snakes.ts: a game of one roll and four figures, the figures and winner of
// Chutes and Ladders: its time is the kit's cost of a game (the call to play, the figures checked
// and counted, the winner, the roll limit) and one roll.

import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

function play(dice: Dice, players: i32, results: Results): void {
  const roll = dice.next(6);
  results.set(0, roll);
  results.set(1, roll);
  results.set(2, roll);
  results.set(3, roll);
  results.winner(0);
}

defineGame('one-roll', play).figure('turns').figure('rolls').figure('climbs').figure('slides');
