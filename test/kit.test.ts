// Issue 31, tier 2: a game written in AssemblyScript with boardsim's kit (assembly/kit/), compiled by
// the repository's asc as a user's project compiles it, and run as a .wasm file: its dice are the
// chunk streams roll for roll (with SIMD and without), its report is its JavaScript twin's figure
// for figure, `check` finds the first game where a kernel and its twin differ, Hi-Ho! Cherry-O's
// kernel agrees with its twin and its mean with the chain's exact answer, and every bad kernel is a
// one-line BoardsimError (exit 2, nothing written).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import {
  type ChainDefinition,
  analyze,
  checkKernel,
  loadGame,
  merge,
  simulate,
  solveChain,
  trace,
} from '../src/index.js';
import { checkTwin } from '../src/games/module-wasm-run.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { ChunkStream } from '../src/rng/stream.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote, runCli } from './helpers.js';
import { ASC, buildKernel, kitFolder } from './kit-helpers.js';

const folder = kitFolder('boardsim-kit-');
const CHERRY = join(ROOT, 'examples/hi-ho-cherry-o');
const file = (name: string, text: string): string => {
  const path = join(folder.dir, name);
  writeFileSync(path, text);
  return path;
};

// every way the kit rolls, against the same calls of a JavaScript game's dice
const DICE_KERNEL = `
import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
const FACES: u32[] = [6, 4, 100, 65536, 70000, 2147483647, 1, 2, 7, 256, 65535, 3];
const deck: i32[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const rolls = new Uint8Array(5);
function play(dice: Dice, players: i32, results: Results): void {
  for (let i = 0; i < FACES.length; i++) results.set(i, dice.next(FACES[i]));
  results.set(12, dice.draw(52));
  for (let i = 0; i < 10; i++) deck[i] = i;
  dice.shuffle(deck);
  results.set(13, deck[0] * 10 + deck[9]);
  results.set(14, dice.pick(deck));
  dice.fill(rolls, 6);
  let packed = 0;
  for (let i = 0; i < 5; i++) packed = packed * 10 + rolls[i];
  results.set(15, packed);
  const seat = <i32>dice.draw(players);
  if (players > 1 && dice.draw(4) == 0) {
    results.winner(0);
    results.winner(1);
  } else results.winner(seat);
}
const game = defineGame('dice-check', play).players(1, 6);
for (let i = 0; i < 16; i++) game.figure('f' + i.toString());
`;
const DICE_TWIN = `
const FACES = [6, 4, 100, 65536, 70000, 2147483647, 1, 2, 7, 256, 65535, 3];
export default {
  name: 'dice-check',
  players: { min: 1, max: 6, default: 1 },
  play(dice, { players }) {
    const figures = {};
    FACES.forEach((faces, i) => (figures['f' + i] = dice.next(faces)));
    figures.f12 = dice.draw(52);
    const deck = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    dice.shuffle(deck);
    figures.f13 = deck[0] * 10 + deck[9];
    figures.f14 = dice.pick(deck);
    figures.f15 = dice.fill(new Uint8Array(5), 6).reduce((a, v) => a * 10 + v, 0);
    const seat = dice.draw(players);
    if (players > 1 && dice.draw(4) === 0) return { winner: [0, 1], figures };
    return { winner: seat, figures };
  },
};
`;
// fails on the first game whose d1000 shows 1000, in the way its players count says
const BAD_KERNEL = `
import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
function play(dice: Dice, players: i32, results: Results): void {
  const roll = dice.next(1000);
  results.winner(0);
  if (roll == 1000) {
    if (players == 1) unreachable();
    if (players == 2) { results.set(0, NaN); return; }
    if (players == 3) return;
    if (players == 4) while (roll > 0) dice.next(6);
    if (players == 5) { results.set(0, 1); results.winner(7); return; }
    if (players == 6) throw new Error('the game broke');
  }
  results.set(0, roll);
}
defineGame('bad', play).players(1, 6).figure('roll');
`;

// rolls a die of \`faces\` faces until \`target\` of its top faces have come up: its mean is faces × target
const SIXES_KERNEL = `
import { Dice, Results, defineGame, setting } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
function play(dice: Dice, players: i32, results: Results): void {
  const target = <i32>setting(0);
  const faces = <u32>setting(1);
  let rolls = 0;
  for (let hits = 0; hits < target; rolls++) if (dice.next(faces) == faces) hits++;
  results.set(0, rolls);
  results.winner(0);
}
defineGame('sixes', play)
  .setting('target', 3, 1, 100)
  .setting('faces', 6, 2, 20)
  .preset('five', 'target', 5)
  .preset('d20', 'faces', 20)
  .preset('d20', 'target', 2)
  .figure('rolls');
`;
const SIXES_TWIN = `
export default {
  name: 'sixes',
  config: { target: 3, faces: 6 },
  play(dice, { target, faces }) {
    let rolls = 0;
    for (let hits = 0; hits < target; rolls++) if (dice.next(faces) === faces) hits++;
    return { winner: 0, figures: { rolls } };
  },
};
`;

let cherry: string;
let sixes: string;
let sixesTwin: string;
let cherryScalar: string;
let diceKernel: string;
let diceTwin: string;
let bad: string;

beforeAll(() => {
  cherry = buildKernel(folder, join(CHERRY, 'kernel.ts'), 'cherry.wasm');
  cherryScalar = buildKernel(folder, join(CHERRY, 'kernel.ts'), 'cherry-scalar.wasm', { simd: false });
  diceKernel = buildKernel(folder, file('dice.ts', DICE_KERNEL), 'dice.wasm');
  diceTwin = file('dice.mjs', DICE_TWIN);
  bad = buildKernel(folder, file('bad.ts', BAD_KERNEL), 'bad.wasm');
  sixes = buildKernel(folder, file('sixes.ts', SIXES_KERNEL), 'sixes.wasm');
  sixesTwin = file('sixes.mjs', SIXES_TWIN);
});

/** A report without what tells the machine or the file rather than the games. */
function games(report: SimulationReport): unknown {
  const { threads: _t, elapsedMs: _e, gamesPerSecond: _g, notes, run, ...rest } = report;
  const { module: _m, digest: _d, ...runRest } = run;
  const kept = notes?.filter((n) => !isThreadsNote(n));
  return { ...rest, run: runRest, notes: kept?.length ? kept : undefined };
}

async function refusal(run: () => unknown): Promise<BoardsimError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BoardsimError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe("the kit's dice", () => {
  test('are the chunk streams, roll for roll, for every number of faces (with SIMD and without)', async () => {
    const kernel = (await loadGame(diceKernel)).wasm!.kernel;
    kernel.startGames(1);
    for (const chunk of [0, 3]) {
      const stream = new ChunkStream(12n, BigInt(chunk));
      for (const game of kernel.games(12n, chunk, 200)) {
        const faces = [6, 4, 100, 65536, 70000, 2147483647, 1, 2, 7, 256, 65535, 3];
        expect(game.figures.slice(0, 12)).toEqual(faces.map((n) => stream.draw(n) + 1));
        expect(game.figures[12]).toBe(stream.draw(52));
        // the shuffle (9 draws), the pick, the fill and the seat: as the twin below checks
        for (const n of [10, 9, 8, 7, 6, 5, 4, 3, 2, 10, 6, 6, 6, 6, 6, 1]) stream.draw(n);
      }
    }
    const scalar = await simulate({ game: cherryScalar, games: 70_000, seed: 4, threads: 1 });
    const simd = await simulate({ game: cherry, games: 70_000, seed: 4, threads: 1 });
    expect(games(scalar)).toEqual(games(simd));
  });

  test('next, draw, pick, shuffle, fill and shared wins play what a JavaScript game plays', async () => {
    for (const [players, count] of [
      [1, 70_000],
      [3, 20_000],
    ] as const) {
      const found = checkTwin(await loadGame(diceKernel), await loadGame(diceTwin), {
        games: count,
        seed: 9,
        players,
      });
      expect(found).toMatchObject({ agree: true, compared: count, players });
    }
  });

  test('a .wasm report is its twin’s, figure for figure (values past 65,534 summed exactly too)', async () => {
    const options = { games: 140_000, seed: 3, players: 3 };
    const kernel = await simulate({ game: diceKernel, ...options, threads: 1 });
    const twin = await simulate({ game: diceTwin, ...options, threads: 1 });
    expect(games(kernel)).toEqual(games(twin));
    expect(kernel.metrics.f5!.overflow!.count).toBeGreaterThan(0);
    expect(kernel.run.module).toEqual({
      name: 'dice-check',
      hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      file: 'dice.wasm',
    });
  });
});

const { default: chain } = (await import(join(CHERRY, 'chain.js'))) as { default: ChainDefinition<number> };

describe('Hi-Ho! Cherry-O in AssemblyScript (examples/hi-ho-cherry-o/kernel.ts)', () => {
  test('check: the kernel and game.js agree over 100,000 games, and for 2 to 4 players', async () => {
    const kernel = await loadGame(cherry);
    const twin = await loadGame(join(CHERRY, 'game.js'));
    expect(checkTwin(kernel, twin, { games: 100_000, seed: 1 })).toMatchObject({
      agree: true,
      compared: 100_000,
    });
    for (const players of [2, 3, 4])
      expect(checkTwin(kernel, twin, { games: 20_000, seed: players, players }).agree).toBe(true);
  });

  test("its mean spins hold the chain's exact 494813746/31313403 ≈ 15.802 in their interval; its seats the chain's", async () => {
    const exact = solveChain(chain);
    expect(exact.meanFraction).toBe('494813746/31313403');
    const one = await simulate({ game: cherry, games: 2_000_000, seed: 2, threads: 2 });
    const spins = one.metrics.spins!;
    expect(spins.ci95[0]).toBeLessThan(exact.mean);
    expect(spins.ci95[1]).toBeGreaterThan(exact.mean);
    const two = await simulate({ game: cherry, games: 1_000_000, seed: 5, players: 2, threads: 2 });
    const race = solveChain(chain, { players: 2 });
    two.seats.forEach((seat, i) => {
      expect(seat.ci95[0]).toBeLessThan(race.seats[i]!);
      expect(seat.ci95[1]).toBeGreaterThan(race.seats[i]!);
    });
  });

  test('1 and 2 threads, and shards merged, give the same report', async () => {
    const options = { game: cherry, games: 300_000, seed: 7, players: 2 };
    const one = await simulate({ ...options, threads: 1 });
    const two = await simulate({ ...options, threads: 2 });
    // the kernel's bytes go to each worker thread: two threads play (they once ran on one)
    expect([one.threads, two.threads]).toEqual([1, 2]);
    expect(games(two)).toEqual(games(one));
    const shards: SimulationReport[] = [];
    for (const k of [1, 2, 3]) shards.push(await simulate({ ...options, threads: 1, shard: `${k}/3` }));
    const merged = merge(JSON.parse(JSON.stringify(shards)) as SimulationReport[]);
    expect(games(merged)).toEqual(games(one));
    expect(merged.run.digest).toBe(one.run.digest);
    // a shard of another kernel (the same game built without SIMD: other bytes) is refused
    const other = await simulate({ ...options, game: cherryScalar, threads: 1, shard: '3/3' });
    expect(() =>
      merge(JSON.parse(JSON.stringify([shards[0], shards[1], other])) as SimulationReport[]),
    ).toThrow(BoardsimError);
  });
});

describe('the CLI: simulate, check', () => {
  test('simulate ./x.wasm --json --out; check exits 0 when they agree, 1 at the first game that differs', async () => {
    const out = join(folder.dir, 'cherry.json');
    const run = await runCli([
      'simulate',
      cherry,
      '--games',
      '1e5',
      '--seed',
      '3',
      '--json',
      '--quiet',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(run.stdout));
    const agree = await runCli(['check', cherry, '--twin', join(CHERRY, 'game.js'), '--games', '1e5']);
    expect(agree).toMatchObject({ code: 0, stderr: '' });
    expect(agree.stdout).toMatch(/agree over 100,000 games \(seed 1, 1 player\)/);
    // a twin whose bird puts 2 back on a 5 only (the kernel: 5 and 6)
    const text = readFileSync(join(CHERRY, 'game.js'), 'utf8').replace('spin <= 6', 'spin <= 5');
    // game.js imports its chain from beside it
    file('chain.js', readFileSync(join(CHERRY, 'chain.js'), 'utf8'));
    const wrong = file('wrong.mjs', text);
    const differ = await runCli(['check', cherry, '--twin', wrong, '--games', '1e5', '--json']);
    expect(differ.code).toBe(1);
    const found = JSON.parse(differ.stdout) as { difference: { game: number; kernel: object; twin: object } };
    expect(found).toMatchObject({ agree: false, difference: { chunk: 0, what: 'spins differs' } });
    expect(found.difference.kernel).not.toEqual(found.difference.twin);
    const said = await runCli(['check', cherry, '--twin', wrong]);
    expect(said.code).toBe(1);
    expect(said.stdout).toMatch(
      new RegExp(
        `differ at game ${found.difference.game} \\(chunk 0, game ${found.difference.game} of it\\)`,
      ),
    );
    expect(said.stdout).toMatch(/replay it: boardsim trace .*wrong\.mjs --seed 1 --game \d+/);
    // the library's checkKernel is the CLI's check, the same JSON
    expect(await checkKernel({ kernel: cherry, twin: wrong })).toEqual(found);
    const agreed = await checkKernel({ kernel: cherry, twin: join(CHERRY, 'game.js'), games: 1e5 });
    expect(agreed).toMatchObject({ agree: true, compared: 100_000, seed: 1 });
    const typo = await checkKernel({ kernel: cherry, twin: wrong, gmaes: 10 } as never).catch(
      (e: unknown) => e,
    );
    expect(typo).toBeInstanceOf(BoardsimError);
    expect((typo as BoardsimError).message).toMatch(/gmaes.*did you mean "games"/);
    const noKernel = await checkKernel({ kernel: 42, twin: wrong } as never).catch((e: unknown) => e);
    expect((noKernel as BoardsimError).issues[0]).toMatchObject({ path: 'kernel' });
  });
});

describe("trace of a .wasm game: the kernel's figures, and its twin's steps", () => {
  /** A twin whose bird puts 2 back on a 5 only (the kernel: 5 and 6), importing its chain from beside it. */
  const wrongTwin = (): string => {
    file('chain.js', readFileSync(join(CHERRY, 'chain.js'), 'utf8'));
    return file('wrong.mjs', readFileSync(join(CHERRY, 'game.js'), 'utf8').replace('spin <= 6', 'spin <= 5'));
  };

  test("game N in the kernel is the twin's game N; with the twin, its steps and an agreement", async () => {
    const kernel = await loadGame(cherry);
    const twin = await loadGame(join(CHERRY, 'game.js'));
    for (const [gameIndex, players] of [
      [0, 1],
      [70_003, 2],
    ] as const) {
      const options = { seed: 4, gameIndex, players };
      const alone = trace({ game: kernel, ...options });
      const replayed = trace({ game: twin, ...options });
      expect(alone).toMatchObject({
        game: 'hi-ho-cherry-o',
        gameIndex,
        chunk: Math.floor(gameIndex / GAMES_PER_CHUNK),
        index: gameIndex % GAMES_PER_CHUNK,
        players,
        winner: replayed.winner,
        figures: replayed.figures,
      });
      expect(alone.steps).toBeUndefined();
      expect(alone.lines.at(-1)).toMatch(/not its steps: its JavaScript twin replays them \(--twin/);
      const both = trace({ game: kernel, ...options, twin });
      expect(both).toMatchObject({
        winner: replayed.winner,
        figures: replayed.figures,
        steps: replayed.steps,
      });
      expect(both.twin).toEqual({
        name: 'hi-ho-cherry-o',
        file: 'game.js',
        hash: twin.module.hash,
        agree: true,
      });
      expect(both.lines).toEqual(expect.arrayContaining(replayed.lines.slice(1, -2)));
    }
  });

  test('a twin that differs on that game is said to (and not on the games before it)', async () => {
    const kernel = await loadGame(cherry);
    const wrong = await loadGame(wrongTwin());
    const found = checkTwin(kernel, wrong, { games: 1000, seed: 2 });
    const at = found.difference!.game;
    expect(trace({ game: kernel, seed: 2, gameIndex: at - 1, twin: wrong }).twin).toMatchObject({
      agree: true,
    });
    const differs = trace({ game: kernel, seed: 2, gameIndex: at, twin: wrong });
    expect(differs).toMatchObject({
      figures: found.difference!.kernel.figures,
      twin: { agree: false, what: 'spins differs', figures: found.difference!.twin.figures },
    });
    expect(differs.lines.join('\n')).toMatch(
      /differ on this game: boardsim check .*cherry\.wasm --twin .*wrong\.mjs --seed 2 finds the first game/,
    );
  });

  test('the CLI: --twin, --json, exit 1 when they differ, exit 2 for a twin that cannot be one', async () => {
    const agree = await runCli([
      'trace',
      cherry,
      '--seed',
      '3',
      '--game',
      '9',
      '--twin',
      join(CHERRY, 'game.js'),
      '--json',
    ]);
    expect(agree).toMatchObject({ code: 0, stderr: '' });
    const shown = JSON.parse(agree.stdout) as { twin: { agree: boolean }; steps: object[]; figures: object };
    expect(shown.twin.agree).toBe(true);
    expect(shown.steps.length).toBeGreaterThan(0);
    const plain = await runCli(['trace', cherry, '--seed', '3', '--game', '9']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(
      /^hi-ho-cherry-o \(cherry\.wasm [0-9a-f]{12}\) · default · 1 player · seed 3 · game 9 /,
    );
    expect(plain.stdout).toMatch(/\nkernel: spins \d+; winner seat 0\n/);
    const wrong = wrongTwin();
    const at = checkTwin(await loadGame(cherry), await loadGame(wrong), { games: 1000, seed: 1 }).difference!
      .game;
    const differs = await runCli(['trace', cherry, '--game', String(at), '--twin', wrong]);
    expect(differs.code).toBe(1);
    expect(differs.stdout).toMatch(
      /spins differs from the kernel's\nthe kernel and its twin differ on this game/,
    );
    for (const args of [
      ['trace', 'snakes', '--twin', join(CHERRY, 'game.js')],
      ['trace', join(CHERRY, 'game.js'), '--twin', join(CHERRY, 'game.js')],
      ['trace', cherry, '--twin', cherry],
      ['trace', cherry, '--twin', file('nothing.mjs', 'export const x = 1;')],
    ]) {
      const refused = await runCli(args);
      expect([args, refused.code]).toEqual([args, 2]);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  test('the library refuses a twin by path, a .wasm twin, a twin for a JavaScript game, and too many players', async () => {
    const kernel = await loadGame(cherry);
    const codes = async (run: () => unknown) => (await refusal(run)).issues.map((i) => [i.code, i.path]);
    expect(await codes(() => trace({ game: kernel, twin: join(CHERRY, 'game.js') as never }))).toEqual([
      ['trace/twin', 'twin'],
    ]);
    expect(await codes(() => trace({ game: kernel, twin: kernel }))).toEqual([['trace/twin', 'twin']]);
    const twin = await loadGame(join(CHERRY, 'game.js'));
    expect(await codes(() => trace({ game: twin, twin }))).toEqual([['option/not-for-game', 'twin']]);
    const one = { name: 'one', play: () => ({ winner: 0, figures: { spins: 1 } }) };
    expect(await codes(() => trace({ game: kernel, players: 2, twin: one }))).toEqual([
      ['check/players', 'players'],
    ]);
  });
});

describe("a kernel's settings and presets (the kit's .setting and .preset)", () => {
  test("each preset and config plays the twin's games with the same settings, and the exact mean", async () => {
    for (const [setup, target, faces] of [
      [{}, 3, 6],
      [{ preset: 'five' }, 5, 6],
      [{ preset: 'd20' }, 2, 20],
      [{ config: { faces: 8 } }, 3, 8],
    ] as const) {
      const options = { games: 100_000, seed: 2, threads: 1, ...setup };
      const kernel = await simulate({ game: sixes, ...options });
      expect(kernel.config).toEqual({ target, faces });
      expect(kernel.preset).toBe('preset' in setup ? setup.preset : 'config' in setup ? 'custom' : 'default');
      const rolls = kernel.metrics.rolls!;
      expect(Math.abs(rolls.mean - target * faces)).toBeLessThan(4 * rolls.se);
      const config = { ...options, preset: undefined, config: { target, faces } };
      const twin = await simulate({ game: sixesTwin, ...config });
      const { preset: _k, config: _kc, ...kernelRest } = games(kernel) as Record<string, unknown>;
      const { preset: _t, config: _tc, ...twinRest } = games(twin) as Record<string, unknown>;
      expect(kernelRest).toEqual(twinRest);
    }
  });

  test('a bad config or preset is refused, naming the setting', async () => {
    const issue = async (setup: object) =>
      (await refusal(() => simulate({ game: sixes, games: 10, ...setup }))).issues[0];
    expect(await issue({ config: { targt: 4 } })).toMatchObject({
      code: 'config/unknown',
      path: 'config.targt',
      message: 'is not a setting of sixes; did you mean "target"? (its settings: target, faces)',
    });
    expect(await issue({ config: { target: 101 } })).toMatchObject({
      code: 'config/invalid',
      path: 'config.target',
      message: 'must be a whole number from 1 to 100, not 101',
    });
    expect(await issue({ config: { faces: 2.5 } })).toMatchObject({ path: 'config.faces' });
    expect(await issue({ config: { faces: '8' } })).toMatchObject({
      code: 'config/invalid',
      path: 'config.faces',
      message: 'must be a number (as its default 6), not "8"',
    });
    expect(await issue({ preset: 'six' })).toMatchObject({ code: 'preset/unknown', path: 'preset' });
    // a kernel without settings has none to change
    expect(
      (await refusal(() => simulate({ game: cherry, games: 10, config: { spins: 1 } }))).message,
    ).toMatch(/spins: is not a setting of hi-ho-cherry-o \(it has none\)/);
  });

  test('shards of different settings do not merge; check and trace give both sides the settings', async () => {
    const options = { game: sixes, games: 140_000, seed: 4, threads: 1 };
    const one = await simulate({ ...options, shard: '1/2' });
    const other = await simulate({ ...options, shard: '2/2', config: { target: 4 } });
    expect(() => merge(JSON.parse(JSON.stringify([one, other])) as SimulationReport[])).toThrow(
      /configuration differs/,
    );
    const kernel = await loadGame(sixes);
    const twin = await loadGame(sixesTwin);
    expect(checkTwin(kernel, twin, { games: 20_000, preset: 'd20' })).toMatchObject({
      agree: true,
      preset: 'd20',
      config: { target: 2, faces: 20 },
    });
    // a twin whose faces stay 6 differs as soon as the kernel's are 7
    const fixed = await loadGame(
      file('fixed.mjs', SIXES_TWIN.replace('dice.next(faces) === faces', 'dice.next(6) === 6')),
    );
    expect(checkTwin(kernel, fixed, { games: 20_000 }).agree).toBe(true);
    const differs = checkTwin(kernel, fixed, { games: 20_000, config: { faces: 7 } });
    expect(differs.agree).toBe(false);
    // a twin without the setting is refused, naming the twin
    const noSettings = await loadGame(diceTwin);
    const missing = await refusal(() => checkTwin(kernel, noSettings, { games: 10 }));
    expect(missing.message).toMatch(/dice\.mjs: config\.target: is not a setting of dice-check/);
    const at = differs.difference!.game;
    const traced = trace({ game: kernel, gameIndex: at, config: { faces: 7 }, twin: fixed });
    expect(traced).toMatchObject({ config: { target: 3, faces: 7 }, twin: { agree: false } });
    expect(trace({ game: kernel, gameIndex: 7, preset: 'five', twin })).toMatchObject({
      preset: 'five',
      twin: { agree: true },
    });
  });

  test('the CLI: simulate, check and trace take --config and --preset', async () => {
    const config = file('sixes-config.json', '{ "faces": 4 }');
    const run = await runCli(['simulate', sixes, '--config', config, '--games', '1e4', '--json', '--quiet']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ preset: 'custom', config: { target: 3, faces: 4 } });
    const check = await runCli(['check', sixes, '--twin', sixesTwin, '--config', config, '--games', '1e4']);
    expect(check).toMatchObject({ code: 0, stderr: '' });
    expect(check.stdout).toMatch(/agree over 10,000 games \(seed 1, 1 player, target 3, faces 4\)/);
    const preset = await runCli(['trace', sixes, '--preset', 'd20', '--twin', sixesTwin, '--game', '3']);
    expect(preset.code).toBe(0);
    expect(preset.stdout).toMatch(/ · d20 · .*\nsettings: target 2, faces 20\nkernel: rolls \d+/);
    expect(preset.stdout).toMatch(/the same figures and winner/);
    const bad = await runCli([
      'check',
      sixes,
      '--twin',
      sixesTwin,
      '--config',
      file('typo.json', '{"face": 4}'),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/typo\.json: face: is not a setting of sixes; did you mean "faces"\?/);
  });

  test('the kit refuses settings that make no game as the kernel starts', async () => {
    const start = (line: string) =>
      buildKernel(
        folder,
        file(
          'unset.ts',
          `import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
function play(dice: Dice, players: i32, results: Results): void { results.set(0, 1); }
defineGame('unset', play).figure('x')${line};`,
        ),
        'unset.wasm',
      );
    for (const [line, message] of [
      [".setting('n', 0, 1, 10)", /boardsim_info failed: setting n: 0 is not a whole number from 1 to 10/],
      [".setting('n', 1, 1, 10).preset('p', 'm', 2)", /preset p: the game has no setting "m"/],
      [".setting('n', 1, 1, 10).setting('n', 2, 1, 10)", /setting: "n" must be a name the game has not used/],
      ['.players(5, 2)', /boardsim_info failed: players: min and max must be whole numbers/],
    ] as const)
      expect((await refusal(() => loadGame(start(line)))).message).toMatch(message);
  });
});

describe('analyze ./x.wasm', () => {
  const SEAT_MEASURES = ['fairness', 'advantage', 'balance', 'completion', 'drawishness', 'seatAdvantage'];

  test("gives the measures of its twin's games that its figures allow, and says why not for the others", async () => {
    const options = { players: 2, games: 20_000, seed: 3 };
    const kernel = await analyze({ game: cherry, ...options, threads: 1 });
    const twin = await analyze({ game: join(CHERRY, 'game.js'), ...options, threads: 1, exact: false });
    const [k, t] = [kernel.variants[0]!, twin.variants[0]!];
    for (const name of SEAT_MEASURES)
      expect([name, k.measures[name as 'fairness']]).toEqual([name, t.measures[name as 'fairness']]);
    expect(k.details!.figures).toEqual(t.details!.figures);
    const unavailable = k.details!.unavailable as Record<string, string>;
    // the twin's play() reports its standings and names its length figure; the kernel does neither
    expect(t.measures.drama).toHaveProperty('value');
    expect(k.measures.drama).toMatchObject({ meaning: expect.anything() });
    expect(unavailable.drama).toMatch(/a \.wasm game's kernel does not report: analyze its JavaScript twin/);
    expect(unavailable.duration).toMatch(/the kernel has no figure named `turns`/);
    // on two threads, the same games
    const two = await analyze({ game: cherry, ...options, threads: 2 });
    expect(two.variants[0]!.measures).toEqual(k.measures);
  });

  test('a kernel with a turns figure has its duration; its presets are played', async () => {
    const race = buildKernel(
      folder,
      file(
        'race.ts',
        `import { Dice, Results, defineGame, setting } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
const at = new StaticArray<i32>(4);
function play(dice: Dice, players: i32, results: Results): void {
  for (let s = 0; s < players; s++) at[s] = 0;
  const goal = <i32>setting(0);
  for (let turn = 1; ; turn++)
    for (let s = 0; s < players; s++)
      if ((at[s] += <i32>dice.next(6)) >= goal) { results.set(0, turn); results.winner(s); return; }
}
defineGame('race', play).players(1, 4, 2).setting('goal', 30, 1, 1000).preset('long', 'goal', 100).figure('turns');`,
      ),
      'race.wasm',
    );
    const twin = file(
      'race.mjs',
      `export default {
  name: 'race',
  players: { min: 1, max: 4, default: 2 },
  config: { goal: 30 },
  play(dice, { players, goal }) {
    const at = new Array(players).fill(0);
    for (let turn = 1; ; turn++)
      for (let s = 0; s < players; s++)
        if ((at[s] += dice.next(6)) >= goal) return { winner: s, figures: { turns: turn } };
  },
};`,
    );
    const options = { games: 20_000, seed: 5, threads: 1, preset: 'long' };
    const kernel = (await analyze({ game: race, ...options })).variants[0]!;
    const js = (await analyze({ game: twin, ...options, preset: undefined, config: { goal: 100 } }))
      .variants[0]!;
    expect(kernel.preset).toBe('long');
    expect(kernel.measures.duration).toEqual(js.measures.duration);
    expect(kernel.measures.duration).toMatchObject({ value: expect.any(Number) });
    for (const name of SEAT_MEASURES)
      expect([name, kernel.measures[name as 'fairness']]).toEqual([name, js.measures[name as 'fairness']]);
    const cli = await runCli([
      'analyze',
      race,
      '--preset',
      'long',
      '--games',
      '2e4',
      '--seed',
      '5',
      '--json',
      '--quiet',
    ]);
    expect(cli.code).toBe(0);
    expect(
      (JSON.parse(cli.stdout) as { variants: { measures: object }[] }).variants[0]!.measures,
    ).toMatchObject({
      duration: kernel.measures.duration,
    });
  });
});

describe('bad kernels and twins: one line, exit 2, nothing written', () => {
  /** The first game of chunk `chunk` of `seed` whose d1000 shows 1000 (each game of BAD_KERNEL rolls one). */
  const failing = (seed: bigint, chunk = 0): number => {
    const stream = new ChunkStream(seed, BigInt(chunk));
    for (let i = 0; ; i++) if (stream.draw(1000) === 999) return i;
  };

  test('a trap, a thrown error, a figure NaN or not set, an endless game, a winner out of range', async () => {
    const index = failing(6n);
    expect(index).toBeGreaterThan(0);
    const at = `game ${index} \\(chunk 0, game ${index} of it\\)`;
    const cases: [number, RegExp][] = [
      [1, new RegExp(`${at} trapped \\(unreachable\\)`)],
      [2, new RegExp(`${at} gave roll = NaN: figures are whole numbers`)],
      [3, new RegExp(`${at} did not set roll`)],
      [4, new RegExp(`${at} rolled more than 1000000 times without ending`)],
      [5, new RegExp(`${at} named the winner 7: a winner is a seat from 0 to 4`)],
      [6, new RegExp(`${at} the game broke \\(.*bad\\.ts:\\d+:\\d+\\)`)],
    ];
    for (const [players, message] of cases) {
      const error = await refusal(() => simulate({ game: bad, games: 70_000, seed: 6, players, threads: 1 }));
      expect(error.message).toMatch(message);
      expect(error.message.split('\n')).toHaveLength(1);
    }
    // on worker threads too: the shard's chunks 1 and 2 play at once, on two threads, and both trap;
    // the earlier in the stream is named, whichever traps first
    const within = failing(6n, 1);
    const game = GAMES_PER_CHUNK + within;
    expect(failing(6n, 2)).toBeLessThan(140_000 - 2 * GAMES_PER_CHUNK);
    for (const threads of [1, 2]) {
      const far = await refusal(() =>
        simulate({ game: bad, games: 140_000, seed: 6, players: 1, threads, shard: '2/2' }),
      );
      expect(far.message).toMatch(new RegExp(`game ${game} \\(chunk 1, game ${within} of it\\) trapped`));
    }
  });

  test('from the CLI: one line, exit 2, no --out file', async () => {
    const out = join(folder.dir, 'never.json');
    const run = await runCli([
      'simulate',
      bad,
      '--players',
      '2',
      '--seed',
      '6',
      '--games',
      '1e5',
      '--out',
      out,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    // (two worker threads play chunks 0 and 1 at once, and both fail: chunk 0's game is named)
    const index = failing(6n);
    expect(failing(6n, 1)).toBeLessThan(100_000 - GAMES_PER_CHUNK);
    expect(run.stderr).toMatch(
      new RegExp(
        `^boardsim: error: .*bad\\.wasm: game ${index} \\(chunk 0, game ${index} of it\\) gave roll = NaN`,
      ),
    );
    expect(existsSync(out)).toBe(false);
  });

  test('a .wasm without the kit, with an import boardsim does not give, or not WebAssembly', async () => {
    const plain = buildKernel(
      folder,
      file('plain.ts', 'export function add(a: i32, b: i32): i32 { return a + b; }'),
      'plain.wasm',
    );
    expect((await refusal(() => loadGame(plain))).message).toMatch(
      /plain\.wasm: exports no boardsim game: it lacks boardsim_abi, boardsim_info, .*export \* from 'boardsim\/assembly\/kit\/exports'/,
    );
    const importing = buildKernel(
      folder,
      file(
        'importing.ts',
        `import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
@external('env', 'mystery') declare function mystery(): i32;
function play(dice: Dice, players: i32, results: Results): void { results.set(0, mystery()); }
defineGame('importing', play).figure('x');`,
      ),
      'importing.wasm',
    );
    expect((await refusal(() => loadGame(importing))).message).toMatch(
      /importing\.wasm: imports env\.mystery, which boardsim does not give a kernel/,
    );
    const junk = file('junk.wasm', 'not wasm');
    expect((await refusal(() => loadGame(junk))).message).toMatch(/junk\.wasm: is not a WebAssembly module/);
    const run = await runCli(['simulate', plain, '--games', '10']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('check: a twin that exports no game, a .wasm twin, another die; exit 2 and nothing written', async () => {
    const none = file('none.mjs', 'export const x = 1;');
    const out = join(folder.dir, 'check.json');
    const run = await runCli(['check', cherry, '--twin', none, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^boardsim: error: .*none\.mjs: exports no game/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
    expect((await runCli(['check', cherry, '--twin', cherry])).code).toBe(2);
    expect((await runCli(['check', join(CHERRY, 'game.js'), '--twin', join(CHERRY, 'game.js')])).code).toBe(
      2,
    );
    const dice = await runCli(['simulate', cherry, '--dice', 'pcg32', '--games', '10']);
    expect(dice).toMatchObject({ code: 2 });
    expect(dice.stderr).toMatch(/--dice: a \.wasm game rolls the kit's dice/);
  });
});

describe('docs/guide/your-own-game.md, "The same game in WebAssembly"', () => {
  test('its kernel builds as written and agrees with first-to-100.js; its commands run', async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/your-own-game.md'), 'utf8');
    const blocks = [
      ...page.matchAll(/<!-- docs-test: run by test\/kit\.test\.ts -->\s*```(\w+)\n([\s\S]*?)```/g),
    ].map((m) => ({ language: m[1]!, code: m[2]! }));
    expect(blocks.map((b) => b.language)).toEqual(['ts', 'sh', 'ts']);
    const cwd = join(folder.dir, 'docs');
    mkdirSync(join(cwd, 'node_modules'), { recursive: true });
    // what `npm install boardsim` and `npm install --save-dev assemblyscript` give it
    symlinkSync(ROOT, join(cwd, 'node_modules/boardsim'), 'dir');
    symlinkSync(join(ROOT, 'node_modules/assemblyscript'), join(cwd, 'node_modules/assemblyscript'), 'dir');
    writeFileSync(join(cwd, 'first-to-100.ts'), blocks[0]!.code);
    writeFileSync(join(cwd, 'first-to-100.js'), readFileSync(join(ROOT, 'examples/first-to-100.js')));
    for (const command of blocks[1]!.code.trim().split('\n')) {
      const [tool, ...args] = command.split(/\s+/);
      if (tool === 'npm') continue;
      if (tool === 'npx') {
        expect(args[0]).toBe('asc');
        execFileSync(process.execPath, [ASC, ...args.slice(1)], { cwd, stdio: 'pipe' });
        continue;
      }
      const result = await runCli(args, { cwd });
      expect(result.code, `${command}: ${result.stderr}`).toBe(0);
      if (args[0] === 'check') expect(result.stdout).toMatch(/agree over 100,000 games/);
    }
    // the kernel with settings: its preset and a config played by it and its twin alike
    writeFileSync(join(cwd, 'sixes.ts'), blocks[2]!.code);
    execFileSync(process.execPath, [ASC, 'sixes.ts', '-o', 'sixes.wasm', '-O3'], { cwd, stdio: 'pipe' });
    writeFileSync(join(cwd, 'sixes.js'), SIXES_TWIN);
    writeFileSync(join(cwd, 'faces.json'), '{ "faces": 12 }');
    for (const setup of [
      ['--preset', 'd20'],
      ['--config', 'faces.json'],
    ]) {
      const check = await runCli(
        ['check', './sixes.wasm', '--twin', './sixes.js', '--games', '2e4', ...setup],
        {
          cwd,
        },
      );
      expect(check).toMatchObject({ code: 0, stderr: '' });
    }
  });
});
