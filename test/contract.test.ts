// What every registered game promises, checked the same way for each (after OpenSpiel's
// tests/basic_tests.h, which puts every game through the same basic tests): kernel and twin play
// the same games from the same streams; a seed gives the same report on 1 and 2 threads; shards
// merged equal the whole run; a malformed config is a BoardsimError naming the field; the exact
// answer, where the game has one, is inside the simulation's interval. The cases and the twin check
// come from the contract beside each game's definition (src/games/<game>/contract.ts): a game
// registered in GAMES without one fails here, so a new game gets these checks by being registered.

/// <reference types="vite/client" />

import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import type { ContractCase, GameContract } from '../src/games/contract.js';
import { GAMES, type GameId, prepareRun } from '../src/games/index.js';
import type { GameOptions } from '../src/games/types.js';
import { exact as typedExact, merge, simulate as typedSimulate } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { expectSameGames, isThreadsNote, loadKernel } from './helpers.js';
import type { RunOptions } from '../src/api/simulate.js';
import type { ExactReportBase } from '../src/games/types.js';

// every game's options here are data (its contract's cases): what the contract checks is what
// simulate and exact do with them at run time, not what the types let through
const simulate = typedSimulate as (
  options: GameOptions & RunOptions & { game: GameId },
) => Promise<SimulationReport>;
const exact = typedExact as (options: GameOptions & { game: GameId }) => ExactReportBase;

/** The streams each case is played from: a small seed's first chunk, and a later chunk of a seed
 *  past 2^63 (its top bit set: a seed is 64 bits, not a signed number). */
const STREAMS = [
  [1n, 0],
  [2n ** 63n + 5n, 7],
] as const;

/** Games per stream in the kernel-against-twin check, unless the game or the case says. */
const TWIN_GAMES = 1000;

/** A little over two chunks: three tasks, the last partial, to share among threads and shards. */
const RUN_GAMES = 2 * GAMES_PER_CHUNK + 4321;

const SEED = 2024;

/** A mean this many standard errors from the exact one fails (a false alarm about 1 time in 16,000). */
const Z_LIMIT = 4;

/** A report without what describes the machine rather than the games: the time taken, the
 *  threads, and the note that fewer threads started than were asked for. */
function result(report: SimulationReport) {
  const { elapsedMs: _e, gamesPerSecond: _g, threads: _t, notes, ...rest } = report;
  const kept = notes?.filter((note) => !isThreadsNote(note));
  return { ...rest, ...(kept && kept.length > 0 && { notes: kept }) };
}

/** Every game folder's contract, by game name. */
const CONTRACTS: Readonly<Record<string, GameContract | undefined>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ contract: GameContract }>('../src/games/*/contract.ts', { eager: true }),
  ).map(([path, module]) => [path.split('/').at(-2)!, module.contract]),
);

/** Each run once per file: the threads, shards and exact checks compare against the same runs. */
const runs = new Map<string, Promise<SimulationReport>>();
function runOf(
  game: GameId,
  options: GameOptions,
  more: { threads: number; shard?: string },
  games = CONTRACTS[game]?.games?.run ?? RUN_GAMES,
) {
  const key = JSON.stringify([game, options, more, games]);
  let report = runs.get(key);
  if (!report) {
    report = simulate({ game, games, seed: SEED, ...options, ...more });
    runs.set(key, report);
  }
  return report;
}

describe.each(Object.keys(GAMES) as GameId[])('%s', (game) => {
  const definition = GAMES[game];
  // a game without a contract fails the first test below (and plays no other)
  const contract: GameContract = CONTRACTS[game] ?? {
    cases: [],
    invalid: [],
    kernelGames: () => [],
    twinGames: () => [],
  };
  // the checks that wait for whole runs (over two chunks each), where the game's are slow
  const runTimeout = contract.games?.runTimeoutMs;
  const cases: ContractCase[] = [
    ...Object.keys(definition.presets).map((name) => ({ name: `preset ${name}`, options: { preset: name } })),
    ...contract.cases,
  ];

  test('is registered with its contract (src/games/<game>/contract.ts)', () => {
    expect(CONTRACTS[game], `src/games/${game}/contract.ts exports no contract`).toBeDefined();
    expect(contract.cases.length).toBeGreaterThan(0);
    expect(contract.invalid.length).toBeGreaterThan(0);
    const names = [...cases, ...contract.invalid].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test.each(cases)('kernel and twin play the same games: $name', async ({ options, games }) => {
    // the options as simulate() checks them: a case the game would refuse is a broken case
    prepareRun(game, options);
    const kernel = await loadKernel();
    const count = games ?? contract.games?.twin ?? TWIN_GAMES;
    for (const [seed, chunk] of STREAMS) {
      const fromKernel = contract.kernelGames(kernel, options, seed, chunk, count);
      expect(fromKernel).toHaveLength(count);
      expectSameGames(fromKernel, contract.twinGames(options, seed, chunk, count), expect);
    }
  });

  test('the comparison can fail: the games of another chunk differ', async () => {
    // records that were all alike, or empty, would make every comparison above pass
    const kernel = await loadKernel();
    const fromKernel = contract.kernelGames(kernel, {}, 1n, 0, 200);
    expect(JSON.stringify(fromKernel)).not.toBe(JSON.stringify(contract.twinGames({}, 1n, 1, 200)));
  });

  test('the same seed gives the same report on 1 and 2 threads', { timeout: runTimeout }, async () => {
    const one = await runOf(game, {}, { threads: 1 });
    const two = await runOf(game, {}, { threads: 2 });
    expect([one.threads, two.threads]).toEqual([1, 2]);
    expect(result(two)).toEqual(result(one));
  });

  test('its shards merged equal the whole run', { timeout: runTimeout }, async () => {
    const whole = await runOf(game, {}, { threads: 1 });
    // as many shards as the run has chunks, up to three: each shard plays a part
    const count = Math.min(3, Math.ceil(whole.games / GAMES_PER_CHUNK));
    expect(count).toBeGreaterThan(1);
    const shards = [];
    for (let k = 1; k <= count; k++)
      shards.push(await runOf(game, {}, { threads: 1, shard: `${k}/${count}` }));
    expect(shards.every((s) => s.games > 0)).toBe(true);
    expect(result(merge(shards))).toEqual(result(whole));
  });

  test.each(contract.invalid)('refuses $name, naming $path', async ({ options, path }) => {
    const refusal = await simulate({
      game,
      games: 1000,
      seed: SEED,
      threads: 1,
      exact: false,
      ...options,
    }).then(
      () => 'accepted',
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BoardsimError);
    expect((refusal as BoardsimError).issues.map((issue) => issue.path)).toContain(path);
  });

  test.runIf(definition.exact !== undefined)(
    "the exact mean of the main metric is within 4 standard errors of the simulation's",
    { timeout: runTimeout },
    async () => {
      const options = contract.exactOptions ?? {};
      const metric = prepareRun(game, options).metrics[0]!;
      const truth = (exact({ game, ...options }) as unknown as Record<string, { mean?: unknown }>)[metric]
        ?.mean;
      expect(truth).toBeTypeOf('number');
      const report = await runOf(game, options, { threads: 1 }, contract.games?.exact);
      const simulated = report.metrics[metric]!;
      expect(Math.abs(simulated.mean - (truth as number)) / simulated.se).toBeLessThan(Z_LIMIT);
      // the report makes the same comparison
      expect(report.exact?.[metric]).toMatchObject({ mean: truth });
    },
  );
});

/** Game modules (issue 31) through the checks that apply to a game written in JavaScript alone:
 *  the same stream gives the same games, 1 thread = 2 threads, shards merged = the whole run, a bad
 *  setting is refused by name, and the simulation sits near its chain's exact answer where the
 *  module has a chain. Kernel = twin does not apply: such a game has no WebAssembly kernel (its
 *  AssemblyScript twin is checked by `boardsim check`). */
const MODULE_EXAMPLES = [
  { name: 'first-to-100', file: 'examples/first-to-100.js', players: 3, config: { nope: 1 } },
  { name: 'hi-ho-cherry-o', file: 'examples/hi-ho-cherry-o/game.js', players: 2, config: { nope: 1 } },
] as const;

describe.each(MODULE_EXAMPLES)('game module $name', ({ file, players, config }) => {
  const url = new URL(`../${file}`, import.meta.url).pathname;
  const moduleRuns = new Map<string, Promise<SimulationReport>>();
  const moduleRun = (more: { threads: number; shard?: string; seed?: number }) => {
    const key = JSON.stringify(more);
    let report = moduleRuns.get(key);
    if (!report) {
      report = typedSimulate({ game: url, games: RUN_GAMES, seed: SEED, players, ...more });
      moduleRuns.set(key, report);
    }
    return report;
  };

  test('the same stream gives the same games; another stream other games', async () => {
    const once = await moduleRun({ threads: 1 });
    const again = await typedSimulate({ game: url, games: RUN_GAMES, seed: SEED, players, threads: 1 });
    expect(result(again)).toEqual(result(once));
    const other = await moduleRun({ threads: 1, seed: SEED + 1 });
    expect(other.metrics).not.toEqual(once.metrics);
  });

  test('the same seed gives the same report on 1 and 2 threads', async () => {
    const one = await moduleRun({ threads: 1 });
    const two = await moduleRun({ threads: 2 });
    expect([one.threads, two.threads]).toEqual([1, 2]);
    expect(result(two)).toEqual(result(one));
  });

  test('shards 1/3, 2/3 and 3/3 merged equal the whole run', async () => {
    const whole = await moduleRun({ threads: 1 });
    const shards = [];
    for (const shard of ['1/3', '2/3', '3/3']) shards.push(await moduleRun({ threads: 1, shard }));
    expect(shards.map((s) => s.games > 0)).toEqual([true, true, true]);
    expect(result(merge(shards))).toEqual(result(whole));
  });

  test.each([
    { what: 'a setting it does not have', options: { config }, path: 'config.nope' },
    { what: 'too many players', options: { players: 99 }, path: 'players' },
    { what: 'a preset it does not have', options: { preset: 'nope' }, path: 'preset' },
  ])('refuses $what, naming $path', async ({ options, path }) => {
    const refusal = await typedSimulate({ game: url, games: 1000, seed: SEED, threads: 1, ...options }).then(
      () => 'accepted',
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BoardsimError);
    expect((refusal as BoardsimError).issues.map((issue) => issue.path)).toContain(path);
  });

  test("where it has a chain, the exact mean is within 4 standard errors of the simulation's", async () => {
    const report = await moduleRun({ threads: 1 });
    const exact = report.exact as
      (Record<string, { mean: number; z: number }> & { chain: { figure: string } }) | undefined;
    if (file.includes('hi-ho')) expect(exact).toBeDefined();
    if (!exact) return;
    const figure = exact.chain.figure;
    const simulated = report.metrics[figure]!;
    expect(Math.abs(simulated.mean - exact[figure]!.mean) / simulated.se).toBeLessThan(Z_LIMIT);
  });
});
