// Issue 31: boardgame.io games through the adapter (src/games/boardgameio.ts). Tic-tac-toe as a
// boardgame.io game object (examples/boardgameio/tic-tac-toe.js) with random bots: shards merge
// into the whole run, and random play's
// known outcome (the first player wins 737/1260, the second 121/420, a draw 8/63) is inside the
// intervals. A dice race that rolls with boardgame.io's own random.D6 shows that each match's seed
// comes from boardsim's stream; high-roll.js, two moves a match, plays a run of two chunks on 1 and
// 2 threads. The docs' sample (docs/guide/your-own-game.md) is run here.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { fromBoardgameIo, merge, simulate } from '../src/index.js';
import { loadBoardgameIo } from '../src/games/boardgameio.js';
import { setModuleImporter } from '../src/games/module.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote, runCli } from './helpers.js';

const TIC_TAC_TOE = join(ROOT, 'examples/boardgameio/tic-tac-toe.js');
const HIGH_ROLL = join(ROOT, 'examples/boardgameio/high-roll.js');

function machineFree(report: SimulationReport): unknown {
  const { threads: _t, elapsedMs: _e, gamesPerSecond: _g, notes, ...rest } = report;
  return { ...rest, notes: notes?.filter((n) => !isThreadsNote(n)) };
}

/** A race to 20 with boardgame.io's own dice (random.D6), for two players. */
const DiceRace = {
  name: 'dice-race',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx }: { ctx: { numPlayers: number } }) => ({ score: Array(ctx.numPlayers).fill(0) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    roll: ({
      G,
      playerID,
      random,
    }: {
      G: { score: number[] };
      playerID: string;
      random: { D6(): number };
    }) => {
      G.score[Number(playerID)]! += random.D6();
    },
  },
  endIf: ({ G }: { G: { score: number[] } }) => {
    const seat = G.score.findIndex((s) => s >= 20);
    return seat >= 0 ? { winner: String(seat) } : undefined;
  },
  ai: { enumerate: () => [{ move: 'roll' }] },
};

describe('the boardgame.io adapter', () => {
  test('is a clear BoardsimError when boardgame.io is not installed', async () => {
    setModuleImporter((url) =>
      url.startsWith('boardgame.io')
        ? Promise.reject(new Error("Cannot find package 'boardgame.io'"))
        : import(/* @vite-ignore */ url),
    );
    try {
      const error = await loadBoardgameIo().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as BoardsimError).issues[0]).toMatchObject({
        path: 'boardgame.io',
        message: expect.stringContaining('npm install boardgame.io'),
      });
    } finally {
      setModuleImporter((url) => import(/* @vite-ignore */ url));
    }
  });

  test('tic-tac-toe with random bots: random play’s odds', { timeout: 300_000 }, async () => {
    const one = await simulate({ game: TIC_TAC_TOE, games: 6000, seed: 1, threads: 1 });
    expect(one.game).toBe('tic-tac-toe');
    const [x, o] = one.seats;
    const inside = (ci: [number, number], p: number) => ci[0] <= p && p <= ci[1];
    expect(Math.abs((x!.winRate - 737 / 1260) / Math.sqrt((0.585 * 0.415) / 6000))).toBeLessThan(4);
    expect(Math.abs((o!.winRate - 121 / 420) / Math.sqrt((0.288 * 0.712) / 6000))).toBeLessThan(4);
    const draws = (one.details as { drawRate: number }).drawRate;
    expect(Math.abs((draws - 8 / 63) / Math.sqrt((0.127 * 0.873) / 6000))).toBeLessThan(4);
    // every match takes 5 to 9 moves
    expect(one.metrics.moves!.min).toBe(5);
    expect(one.metrics.moves!.max).toBe(9);
    expect(inside(one.metrics.moves!.ci95, one.metrics.moves!.mean)).toBe(true);
  });

  test(
    'two chunks on 1 and 2 threads (workers import the module and boardgame.io): the same report',
    { timeout: 300_000 },
    async () => {
      // high-roll.js: two moves a match, so that a run of two chunks (65,536 matches each) is cheap
      const run = (threads: number) =>
        simulate({ game: HIGH_ROLL, games: GAMES_PER_CHUNK + 3000, seed: 2, threads });
      const [one, two] = [await run(1), await run(2)];
      expect([one.threads, two.threads]).toEqual([1, 2]);
      expect(machineFree(two)).toEqual(machineFree(one));
      // each seat wins 15/36, 6/36 are drawn
      expect(Math.abs(one.seats[0]!.winRate - 15 / 36)).toBeLessThan(0.01);
    },
  );

  test('shards merge into the whole run', { timeout: 300_000 }, async () => {
    const run = (shard?: string) =>
      simulate({ game: TIC_TAC_TOE, games: 4000, seed: 9, threads: 1, ...(shard && { shard }) });
    const whole = await run();
    expect(machineFree(merge([await run('1/2'), await run('2/2')]))).toEqual(machineFree(whole));
  });

  test(
    "each match's seed for boardgame.io's random comes from boardsim's stream",
    { timeout: 300_000 },
    async () => {
      const game = fromBoardgameIo(DiceRace, {
        figures: (G: { score: number[] }) => ({ top: Math.max(...G.score) }),
      });
      const a = await simulate({ game, games: 1000, seed: 4, players: 3 });
      const b = await simulate({ game, games: 1000, seed: 4, players: 3 });
      const c = await simulate({ game, games: 1000, seed: 5, players: 3 });
      expect(machineFree(b)).toEqual(machineFree(a));
      expect(c.metrics.top).not.toEqual(a.metrics.top);
      // the first seat rolls first: it wins most
      expect(a.seats[0]!.winRate).toBeGreaterThan(a.seats[2]!.winRate);
    },
  );

  test('bad input is a BoardsimError naming the field', async () => {
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as BoardsimError;
      }
      throw new Error('accepted');
    };
    expect(refused(() => fromBoardgameIo({ name: 'x' })).issues[0]!.path).toBe('game.ai.enumerate');
    expect(refused(() => fromBoardgameIo({ ai: { enumerate: () => [] } })).issues[0]!.path).toBe('name');
    expect(refused(() => fromBoardgameIo(DiceRace, { maxMoves: 0 })).issues[0]!.path).toBe('maxMoves');
    // a match that never ends: its number and how to replay it
    const endless = fromBoardgameIo({ ...DiceRace, endIf: () => undefined }, { maxMoves: 50 });
    const error = await simulate({ game: endless, games: 10, seed: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as BoardsimError).issues[0]!.message).toMatch(
      /^game 0 \(chunk 0, game 0 of it\) threw RangeError: no end after 50 moves/,
    );
  });

  test('the docs sample runs as written (docs/guide/your-own-game.md)', { timeout: 300_000 }, async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/your-own-game.md'), 'utf8');
    const block = /<!-- docs-test: run by test\/boardgameio\.test\.ts -->\s+```sh\n([^`]+)```/.exec(
      page,
    )![1]!;
    for (const line of block.trim().split('\n')) {
      const out = await runCli(line.replace(/^boardsim /, '').split(' '));
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toMatch(/"seats"|seat 1/);
    }
  });
});
