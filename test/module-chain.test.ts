// Issue 31: a game module with its chain (examples/hi-ho-cherry-o/game.js, whose `chain` is
// chain.js) simulated beside its exact answer, as simulate compares Snakes and Ladders with its
// chain: one player's expected spins, 494813746/31313403, inside the run's interval; each seat's win
// probability for four players; the merged shards' comparison the whole run's; a bad chain refused.

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { loadGame, merge, simulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { ROOT, isThreadsNote } from './helpers.js';

const HI_HO = join(ROOT, 'examples/hi-ho-cherry-o/game.js');
const FIRST_TO_100 = join(ROOT, 'examples/first-to-100.js');
const MEAN = 494813746 / 31313403;

interface Compared {
  chain: { name: string; states: number; meanFraction: string | null; figure: string };
  spins: { mean: number; sd: number; z: number; insideCi95: boolean; chiSquare: { pValue: number | null } };
  seats?: { winProbability: number; z: number }[];
}

function machineFree(report: SimulationReport): unknown {
  const { threads: _t, elapsedMs: _e, gamesPerSecond: _g, notes, ...rest } = report;
  return { ...rest, notes: notes?.filter((n) => !isThreadsNote(n)) };
}

describe('Hi-Ho! Cherry-O simulated beside its chain', () => {
  test("one player: the exact mean 494813746/31313403 is inside the run's interval", async () => {
    const report = await simulate({ game: HI_HO, games: 200_000, seed: 7, threads: 1 });
    const spins = report.metrics.spins!;
    const exact = report.exact as unknown as Compared;
    expect(exact.chain).toEqual({
      name: 'hi-ho-cherry-o',
      states: 10,
      meanFraction: '494813746/31313403',
      figure: 'spins',
    });
    expect(exact.spins.mean).toBeCloseTo(MEAN, 12);
    expect(spins.ci95[0]).toBeLessThanOrEqual(MEAN);
    expect(spins.ci95[1]).toBeGreaterThanOrEqual(MEAN);
    expect(exact.spins.insideCi95).toBe(true);
    expect(Math.abs(exact.spins.z)).toBeLessThan(4);
    expect(exact.spins.z).toBeCloseTo((spins.mean - MEAN) / spins.se, 12);
    // the whole distribution: the histogram against the chain's
    expect(exact.spins.chiSquare.pValue).toBeGreaterThan(1e-4);
    expect(exact.seats).toBeUndefined();
  });

  test("four players: each seat's win probability and the winner's spins against the chain", async () => {
    const report = await simulate({ game: HI_HO, games: 100_000, seed: 3, threads: 2, players: 4 });
    const exact = report.exact as unknown as Compared;
    expect(exact.seats).toHaveLength(4);
    // the first seat spins first: it wins most
    expect(exact.seats![0]!.winProbability).toBeGreaterThan(exact.seats![3]!.winProbability);
    expect(exact.seats!.reduce((s, x) => s + x.winProbability, 0)).toBeCloseTo(1, 9);
    for (const seat of exact.seats!) expect(Math.abs(seat.z)).toBeLessThan(4);
    expect(Math.abs(exact.spins.z)).toBeLessThan(4);
    expect(exact.spins.mean).toBeLessThan(MEAN);
  });

  test('without exact, or given the chain by simulate, as its definition gives it', async () => {
    const off = await simulate({ game: HI_HO, games: 5000, seed: 1, threads: 1, exact: false });
    expect(off.exact).toBeUndefined();
    const loaded = await loadGame(HI_HO);
    const { chain, ...bare } = loaded.definition;
    const given = await simulate({ game: { ...bare, name: 'bare' }, chain, games: 5000, seed: 1 });
    const own = await simulate({ game: HI_HO, games: 5000, seed: 1, threads: 1 });
    expect(given.metrics).toEqual(own.metrics);
    expect(given.exact).toEqual(own.exact);
  });

  test('shards merged compare with the chain as the whole run does', async () => {
    const run = (shard?: string) =>
      simulate({ game: HI_HO, games: 40_000, seed: 5, threads: 1, players: 2, ...(shard && { shard }) });
    const whole = await run();
    const merged = merge([await run('1/2'), await run('2/2')]);
    expect(machineFree(merged)).toEqual(machineFree(whole));
    expect((merged.exact as unknown as Compared).seats).toHaveLength(2);
  });

  test('a bad chain is a BoardsimError naming its field', async () => {
    const refuse = async (options: object, path: RegExp) => {
      const error = await simulate({ game: FIRST_TO_100, games: 1000, seed: 1, ...options }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as BoardsimError).issues.map((i) => i.path).join(' ')).toMatch(path);
    };
    await refuse({ chain: { name: 'x', start: 0 } }, /^chain\.next/);
    await refuse(
      { chain: { name: 'x', start: 0, next: () => [[1, 0.5]], done: (s: number) => s > 0 } },
      /chain\.next/,
    );
    // first-to-100's figure is turns: a chain's length counts them
    const bad = { name: 'x', start: 0, next: () => [[1, 1] as const], done: (s: number) => s > 0 };
    const report = await simulate({ game: FIRST_TO_100, games: 1000, seed: 1, chain: bad, threads: 1 });
    expect((report.exact as unknown as { turns: { z: number } }).turns.z).toBeGreaterThan(4);
    await refuse({ chain: 'chain.js' }, /^chain$/);
  });
});
