// Hi-Ho! Cherry-O as an AssemblyScript kernel written with boardsim's kit: the same game as
// game.js, from the same dice. Build it (in a project where `npm install boardsim assemblyscript`
// was run) and check it against its twin:
//
//   npx asc kernel.ts -o hi-ho-cherry-o.wasm -O3 --enable simd
//   boardsim check ./hi-ho-cherry-o.wasm --twin ./game.js --games 1e5
//   boardsim simulate ./hi-ho-cherry-o.wasm --games 1e7 --players 2
//
// (`--enable simd` makes the dice faster; without it they are the same rolls.)

import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

const SPINS = 0;
/** Cherries on each seat's tree (allocated once: a game allocates nothing). */
const tree = new StaticArray<i32>(4);

function play(dice: Dice, players: i32, results: Results): void {
  for (let seat = 0; seat < players; seat++) tree[seat] = 10;
  for (let spins = 1; ; spins++)
    for (let seat = 0; seat < players; seat++) {
      const spin = <i32>dice.next(7);
      let left = tree[seat];
      // 1-4: pick that many cherries; 5, 6: the bird or the dog, 2 back; 7: the spilled bucket
      if (spin <= 4) left -= min(spin, left);
      else if (spin <= 6) left = min(10, left + 2);
      else left = 10;
      tree[seat] = left;
      if (left == 0) {
        results.set(SPINS, spins);
        results.winner(seat);
        return;
      }
    }
}

defineGame('hi-ho-cherry-o', play).players(1, 4).figure('spins');
