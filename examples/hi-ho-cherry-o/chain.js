// Hi-Ho! Cherry-O for one player, as a Markov chain: `boardsim exact ./chain.js --players 4`.
// 10 cherries start on the tree. Each spin is one of 7 equally likely outcomes: pick 1, 2, 3 or 4
// cherries (at most what is left on the tree), the bird or the dog (2 cherries go back on the tree
// from the bucket, at most what is in it), or the spilled bucket (all of them go back). The player
// has won when the tree is empty. The state is the number of cherries on the tree (the bucket holds
// the rest).

/** @type {import('boardsim').ChainDefinition<number>} */
export default {
  name: 'hi-ho-cherry-o',
  start: 10,
  next(tree) {
    const bucket = 10 - tree;
    const spins = [1, 2, 3, 4].map((n) => tree - Math.min(n, tree));
    spins.push(tree + Math.min(2, bucket), tree + Math.min(2, bucket), 10);
    return spins.map((state) => [state, '1/7']);
  },
  done: (tree) => tree === 0,
};
