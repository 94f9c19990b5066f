// The partitioned count: the same counts, bit for bit, for every number of parts and hosts, as the
// one-instance count (itself checked against the twin's walk in pegs-kernel-vs-twin.test.ts).

import { expect, test } from 'vitest';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { boardSymmetries, stabilizer } from '../src/games/pegs/symmetry.js';
import { inThreadHosts } from '../src/exact/pegs-part-hosts.js';
import { countPegGamesPartitioned } from '../src/exact/pegs-partitioned.js';
import { Kernel, countPegGames } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import type { PegsCountResult } from '../src/wasm/pegs.js';
import { loadKernel } from './helpers.js';

const createKernel = async () => Kernel.create(await compileKernelModule());

/** What must not depend on the number of parts: every count and every state tally. */
function exact(result: PegsCountResult) {
  return {
    layers: result.layers.map(({ randomPlayProbability: _, ...rest }) => rest),
    onePeg: result.onePeg
      .map(({ state, games }) => ({ state, games }))
      .sort((a, b) => (a.state < b.state ? -1 : 1)),
  };
}

test.each(['triangle5', 'triangle6'])(
  '%s: P = 1, 2, 3, 7 give the one-instance count, bit for bit',
  async (name) => {
    const board = pegsBoards[name]!.config;
    const kernel = await loadKernel();
    for (const start of [0, 1]) {
      const config = pegsKernelConfig(board, start);
      const symmetries = stabilizer(boardSymmetries(board), start);
      const single = countPegGames(kernel, config, { symmetries });
      for (const [parts, hosts] of [
        [1, 1],
        [2, 2],
        [3, 2],
        [7, 3],
      ] as const) {
        const result = await countPegGamesPartitioned(inThreadHosts(hosts, createKernel), config, {
          parts,
          symmetries,
        });
        expect(exact(result), `${name} start ${start}, P = ${parts}`).toEqual(exact(single));
        result.layers.forEach((layer, i) =>
          expect(
            Math.abs(layer.randomPlayProbability - single.layers[i]!.randomPlayProbability),
          ).toBeLessThan(1e-12),
        );
      }
    }
  },
);

test('counts past 2^64 and 2^190 are widened before they can overflow, for any P', async () => {
  const board = pegsBoards.triangle5!.config;
  const kernel = await loadKernel();
  const config = pegsKernelConfig(board, 0);
  const symmetries = [board.holes.map((_, i) => i)];
  for (const initialCount of [(1n << 64n) - 1n, (1n << 190n) + 12345n]) {
    const single = countPegGames(kernel, config, { symmetries, initialCount });
    const result = await countPegGamesPartitioned(inThreadHosts(2, createKernel), config, {
      parts: 3,
      symmetries,
      initialCount,
    });
    expect(exact(result)).toEqual(exact(single));
  }
});
