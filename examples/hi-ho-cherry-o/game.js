// Hi-Ho! Cherry-O as a JavaScript game: `boardsim simulate ./game.js --players 2`. Each turn a
// player spins: 1-4 picks that many cherries from their tree (at most what is left), 5 and 6 (the
// bird, the dog) put 2 back from the bucket (at most what is in it), 7 (the spilled bucket) puts
// them all back. The first to empty their tree of 10 wins. `spins` counts the winner's spins.
// The kernel in kernel.ts plays the same games from the same dice (`boardsim check`), and chain.js
// gives one player's expected spins exactly.

export default {
  name: 'hi-ho-cherry-o',
  players: { min: 1, max: 4, default: 1 },
  play(dice, { players }) {
    const tree = new Array(players).fill(10);
    for (let spins = 1; ; spins++)
      for (let seat = 0; seat < players; seat++) {
        const spin = dice.next(7);
        if (spin <= 4) tree[seat] -= Math.min(spin, tree[seat]);
        else if (spin <= 6) tree[seat] = Math.min(10, tree[seat] + 2);
        else tree[seat] = 10;
        if (tree[seat] === 0) return { winner: seat, figures: { spins } };
      }
  },
};
