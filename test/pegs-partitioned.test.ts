// The partitioned count: the same counts, bit for bit, for every number of parts and hosts, as the
// one-instance count (itself checked against the twin's walk in pegs-kernel-vs-twin.test.ts).

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { fileBatchStore } from '../src/games/pegs/batch-files.js';
import { workerThreadHosts } from '../src/games/pegs/part-hosts-node.js';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { boardSymmetries, stabilizer } from '../src/games/pegs/symmetry.js';
import { inThreadHosts } from '../src/games/pegs/part-hosts.js';
import { countPegGamesPartitioned } from '../src/games/pegs/partitioned.js';
import { Kernel } from '../src/wasm/index.js';
import { countPegGames } from '../src/games/pegs/kernel.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import type { PegsCountResult } from '../src/games/pegs/kernel.js';
import { loadKernel } from './helpers.js';

const createKernel = async () => Kernel.create(await compileKernelModule());

/** What must not depend on the number of parts: every count and every state tally. */
function exact(result: PegsCountResult) {
  return {
    layers: result.layers.map(({ randomPlayProbability: _, randomPlayJumps: __, ...rest }) => rest),
    countWords: result.countWords,
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
        result.layers.forEach((layer, i) => {
          const one = single.layers[i]!;
          expect(Math.abs(layer.randomPlayProbability - one.randomPlayProbability)).toBeLessThan(1e-12);
          expect(Math.abs(layer.randomPlayJumps - one.randomPlayJumps)).toBeLessThan(1e-12);
        });
      }
    }
  },
);

test('states taken by a host done before the others (work stealing) change no count', async () => {
  // slices of a few states, so that hosts answer requests for states often; in-thread hosts run
  // in turn, so the host with the most parts is always the last and gives states away
  const tuning = { sliceEntries: 128, stealAtLeast: 8 };
  const board = pegsBoards.triangle6!.config;
  const kernel = await loadKernel();
  const config = pegsKernelConfig(board, 0);
  const symmetries = stabilizer(boardSymmetries(board), 0);
  const single = countPegGames(kernel, config, { symmetries });
  for (const [parts, hosts] of [
    [3, 2],
    [7, 3],
  ] as const) {
    const result = await countPegGamesPartitioned(
      inThreadHosts(hosts, createKernel, undefined, tuning),
      config,
      { parts, symmetries },
    );
    expect(result.takenStates, `P = ${parts}`).toBeGreaterThan(1000);
    expect(exact(result), `P = ${parts}`).toEqual(exact(single));
  }
  // and a layer counted again, wider, after states were taken
  const initialCount = (1n << 64n) - 1n;
  const wide = countPegGames(kernel, config, { symmetries, initialCount });
  const result = await countPegGamesPartitioned(inThreadHosts(2, createKernel, undefined, tuning), config, {
    parts: 3,
    symmetries,
    initialCount,
  });
  expect(result.takenStates).toBeGreaterThan(1000);
  expect(exact(result)).toEqual(exact(wide));
  // and states handed over through files, as batches are between machines
  const dir = mkdtempSync(join(tmpdir(), 'boardsim-pegs-stolen-'));
  try {
    const files = await countPegGamesPartitioned(
      inThreadHosts(2, createKernel, fileBatchStore(dir), tuning),
      config,
      { parts: 3, symmetries },
    );
    expect(files.takenStates).toBeGreaterThan(1000);
    expect(exact(files)).toEqual(exact(single));
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('counts that outgrow 64 and 192 bits are counted again, wider, in every part, for any P', async () => {
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

test('on worker threads, and through files only (as on separate machines), the same counts', async () => {
  const board = pegsBoards.triangle6!.config;
  const config = pegsKernelConfig(board, 0);
  const symmetries = stabilizer(boardSymmetries(board), 0);
  const single = countPegGames(await loadKernel(), config, { symmetries });
  const module = await compileKernelModule();
  const threads = workerThreadHosts(2, module);
  try {
    const result = await countPegGamesPartitioned(threads, config, { parts: 3, symmetries });
    expect(exact(result)).toEqual(exact(single));
  } finally {
    await threads.close();
  }
  // each batch is a file written by its sender and read, then deleted, by its owner: the parts
  // share nothing but the folder and the coordinator's small control messages
  const dir = mkdtempSync(join(tmpdir(), 'boardsim-pegs-batches-'));
  const files = workerThreadHosts(2, module, { exchangeDir: dir });
  try {
    const result = await countPegGamesPartitioned(files, config, { parts: 4, symmetries });
    expect(exact(result)).toEqual(exact(single));
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    await files.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a worker that dies mid-count ends the count with a clear error, never a number', async () => {
  const board = pegsBoards.triangle6!.config;
  const config = pegsKernelConfig(board, 0);
  const hosts = workerThreadHosts(2, await compileKernelModule());
  try {
    const count = countPegGamesPartitioned(hosts, config, {
      parts: 2,
      symmetries: stabilizer(boardSymmetries(board), 0),
      onLayer: (layer) => {
        if (layer.pegs === 15) void hosts.workers[1]!.terminate();
      },
    });
    await expect(count).rejects.toThrow(
      /a counting worker \(host 2 of 2\) stopped during the layer of 1[45] pegs \(it exited with code 1\): the count is abandoned, no result/,
    );
  } finally {
    await hosts.close();
  }
});

test('memory: a budget too small for the first layer, and a layer refused before it is counted', async () => {
  const board = pegsBoards.triangle6!.config;
  const config = pegsKernelConfig(board, 0);
  const symmetries = stabilizer(boardSymmetries(board), 0);
  const count = (maxBytes: number) =>
    countPegGamesPartitioned(inThreadHosts(2, createKernel), config, {
      parts: 2,
      symmetries,
      budget: { maxBytes, isGiven: true, freeBytes: 2 ** 33 },
    });
  const firstLayer = await count(2 ** 20).catch((error: unknown) => error);
  expect(firstLayer).toBeInstanceOf(BoardsimError);
  expect((firstLayer as BoardsimError).issues[0]!.code).toBe('pegs/max-memory-too-small');
  expect((firstLayer as Error).message).toMatch(
    /more than the budget --max-memory 1\.0 MiB; the machine has 8\.0 GiB free/,
  );
  // enough for the first layers, not for the widest: refused by its estimate, before it is counted
  const unlimited = await countPegGamesPartitioned(inThreadHosts(2, createKernel), config, {
    parts: 2,
    symmetries,
  });
  const peakBytes = unlimited.partMemoryBytes.reduce((a, b) => a + b, 0);
  const seen: number[] = [];
  const later = await countPegGamesPartitioned(inThreadHosts(2, createKernel), config, {
    parts: 2,
    symmetries,
    budget: { maxBytes: 0.8 * peakBytes, isGiven: true },
    onLayer: (layer) => seen.push(layer.pegs),
  }).catch((error: unknown) => error);
  expect((later as BoardsimError).issues[0]!.code).toBe('pegs/out-of-memory');
  const refused = Number(/the layer of (\d+) pegs would need about/.exec((later as Error).message)![1]);
  expect(refused).toBe(seen.at(-1)! - 2);
});
