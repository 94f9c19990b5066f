// Hi-Ho! Cherry-O as a game module: `boardsim simulate ./game.js --players 4`. Each player's tree
// starts with 10 cherries; a spin is one of 7 equally likely outcomes: pick 1, 2, 3 or 4 cherries
// (at most what is left on the tree), the bird or the dog (2 cherries go back from the bucket, at
// most what is in it), or the spilled bucket (all of them go back). Players spin in seat order; the
// first to empty their tree wins. `spins` is the winner's spins (with one player: the game's).
// The kernel in kernel.ts plays the same games from the same dice (`boardsim check`). The chain
// beside it (chain.js) is one player's game: boardsim reports its exact answer beside the
// simulation, and `boardsim analyze` reads the standings after each spin.

import chain from './chain.js';

export default {
  name: 'hi-ho-cherry-o',
  players: { min: 1, max: 4, default: 1 },
  length: 'spins',
  chain,
  play(dice, { players, turn, tracing, trace }) {
    const tree = new Array(players).fill(10);
    const picked = new Array(players).fill(0);
    for (let spins = 1; ; spins++)
      for (let seat = 0; seat < players; seat++) {
        const spin = dice.next(7);
        const before = tree[seat];
        if (spin <= 4) tree[seat] -= Math.min(spin, tree[seat]);
        else if (spin <= 6) tree[seat] += Math.min(2, 10 - tree[seat]);
        else tree[seat] = 10;
        picked[seat] = 10 - tree[seat];
        if (tracing) trace(`seat ${seat}: spin ${spin}, tree ${before} -> ${tree[seat]}`);
        turn(picked, seat);
        if (tree[seat] === 0) return { winner: seat, figures: { spins } };
      }
  },
};
