// Which part owns a state in a count in two parts (src/games/pegs/part-owner.ts): the parity of the
// pegs in a set of holes that few jumps change, the same for every image of a state, and splitting
// the count's layers evenly. The counts it gives are checked against the one-instance count in
// pegs-partitioned.test.ts (P = 2 there uses it).

import { expect, test } from 'vitest';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { PegsPart } from '../src/games/pegs/part-kernel.js';
import { partOwnerMask } from '../src/games/pegs/part-owner.js';
import { boardSymmetries, stabilizer } from '../src/games/pegs/symmetry.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { loadKernel } from './helpers.js';

const holesOf = (mask: bigint, holes: number) =>
  Array.from({ length: holes }, (_, h) => h).filter((h) => (mask >> BigInt(h)) & 1n);

/** The board's jumps that change the parity of the pegs in `mask`: an odd number of their holes in it. */
function crossing(mask: bigint, jumps: readonly { from: number; over: number; to: number }[]): number {
  const inMask = (h: number) => Number((mask >> BigInt(h)) & 1n);
  return (
    jumps.filter((j) => (inMask(j.from) + inMask(j.over) + inMask(j.to)) % 2 === 1).length / jumps.length
  );
}

test.each([
  ['triangle7', 'a1', 0],
  ['english', 'd4', 16],
  ['triangle6', 'a1', 0],
] as const)(
  '%s from %s: few jumps change the owner, and every image of a state has the same',
  (name, _, start) => {
    const board = pegsBoards[name]!.config;
    const config = pegsKernelConfig(board, start);
    const symmetries = stabilizer(boardSymmetries(board), start);
    const mask = partOwnerMask(config, symmetries, 2);
    expect(mask).not.toBe(0n);
    const holes = holesOf(mask, config.holes);
    for (const perm of symmetries) expect(holes.map((h) => perm[h]!).sort((a, b) => a - b)).toEqual(holes);
    // by a hash, a successor is the other part's one time in two
    const share = crossing(mask, config.jumps);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.25);
    // the same choice every time (every host computes it)
    expect(partOwnerMask(config, symmetries, 2)).toBe(mask);
  },
);

test('any other number of parts: the owner by hash', () => {
  const board = pegsBoards.triangle7!.config;
  const config = pegsKernelConfig(board, 0);
  const symmetries = stabilizer(boardSymmetries(board), 0);
  for (const parts of [1, 3, 4, 7]) expect(partOwnerMask(config, symmetries, parts)).toBe(0n);
});

test('the kernel: the owner is the parity of the pegs in the mask, and only for two parts', async () => {
  const kernel = await loadKernel();
  const mask = 0b10110n;
  for (const key of [0b1n, 0b10n, 0b110n, 0b10110n, 0b11111n, 0xffff_ffff_0000_0006n])
    expect(kernel.exports.pegsOwner(key, 2, mask)).toBe(holesOf(key & mask, 64).length % 2);
  // an owner mask for any other number of parts is refused before anything is read
  expect(kernel.exports.pegsExpand(0, 0, 0, 0, 0, 10, 0, 1, 0, 3, 0, 0, 0, 0, mask)).toBeLessThan(0);
});

test('triangle 6 from a1 in two parts: each part holds about half of every wide layer', async () => {
  const board = pegsBoards.triangle6!.config;
  const config = pegsKernelConfig(board, 0);
  const symmetries = stabilizer(boardSymmetries(board), 0);
  const ownerMask = partOwnerMask(config, symmetries, 2);
  const module = await compileKernelModule();
  const parts = await Promise.all(
    [0, 1].map(
      async (p) => new PegsPart(await Kernel.create(module), { config, symmetries, parts: 2, ownerMask }, p),
    ),
  );
  let crossed = 0;
  let jumps = 0;
  for (;;) {
    for (const part of parts) part.begin(1, 17);
    for (const [p, part] of parts.entries())
      while (
        !part.expand(1 << 20, (to, records, count) => {
          crossed += count;
          parts[to]!.merge(records, count);
          expect(to).not.toBe(p);
        })
      );
    const ended = parts.map((part) => part.end().figures);
    jumps += ended.reduce((s, f) => s + f.jumps, 0);
    const [a, b] = ended.map((f) => f.nextCount);
    if (a! + b! === 0) break;
    if (a! + b! > 5000) expect(Math.abs(a! / (a! + b!) - 0.5)).toBeLessThan(0.05);
  }
  // a hash sends about half of them
  expect(crossed / jumps).toBeLessThan(0.2);
});
