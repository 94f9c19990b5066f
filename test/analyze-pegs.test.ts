// Peg solitaire analysed exactly: the per-move figures taken from the count kernel agree, move by
// move, with a plain TypeScript pass over every position (no symmetry), and with the count; the
// count in parts (any P, on worker threads) gives the same report.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { type PegsMove, pegsMoves } from '../src/games/pegs/analysis.js';
import { BoardsimError } from '../src/core/errors.js';
import { countPegsStarts } from '../src/games/pegs/count.js';
import { randomPlayPegsLeft } from '../src/games/pegs/random-play.js';
import { boardJumps, startState } from '../src/games/pegs/rules.js';
import type { PegsBoard } from '../src/games/pegs/schema.js';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { resolvePegsBoard } from '../src/games/pegs/settings.js';
import { type AnalyzeReport, analyze } from '../src/index.js';
import { ROOT, loadKernel } from './helpers.js';

/** The twin: every position of each move in a Map (position → probability under random play),
 *  its legal jumps listed one by one. */
function movesByWalk(board: PegsBoard, start: number): PegsMove[] {
  const jumps = boardJumps(board).map((j) => ({
    mask: (1n << BigInt(j.from)) | (1n << BigInt(j.over)) | (1n << BigInt(j.to)),
    need: (1n << BigInt(j.from)) | (1n << BigInt(j.over)),
  }));
  const moves: PegsMove[] = [];
  let layer = new Map<bigint, number>([[startState(board.holes.length, start), 1]]);
  for (let move = 0; layer.size > 0; move++) {
    const next = new Map<bigint, number>();
    let deadEnds = 0;
    let branchSum = 0;
    let going = 0;
    let goingBranch = 0;
    for (const [state, probability] of layer) {
      const legal = jumps.filter(({ mask, need }) => (state & mask) === need);
      branchSum += legal.length;
      if (legal.length === 0) deadEnds++;
      else going += probability;
      goingBranch += probability * legal.length;
      for (const { mask } of legal)
        next.set(state ^ mask, (next.get(state ^ mask) ?? 0) + probability / legal.length);
    }
    moves.push({
      move,
      positions: layer.size,
      deadEnds,
      deadEndShare: deadEnds / layer.size,
      branching: branchSum / layer.size,
      randomPlayStillGoing: going,
      randomPlayBranching: going > 0 ? goingBranch / going : 0,
    });
    layer = next;
  }
  return moves;
}

test.each([
  ['triangle5', 'a1'],
  ['triangle5', 'b3'],
  ['triangle6', 'c5'],
])(
  '%s from %s: the kernel’s figures match the walk of every position, move by move',
  async (preset, hole) => {
    const { board } = resolvePegsBoard({ preset });
    const start = board.holes.findIndex((h) => h.name === hole);
    const { moves } = pegsMoves(countPegsStarts(await loadKernel(), board, [start])[0]!);
    const walked = movesByWalk(board, start);
    expect(moves.length).toBe(walked.length);
    moves.forEach((m, i) => {
      const w = walked[i]!;
      expect({ move: m.move, positions: m.positions, deadEnds: m.deadEnds }).toEqual({
        move: w.move,
        positions: w.positions,
        deadEnds: w.deadEnds,
      });
      expect(m.branching).toBeCloseTo(w.branching, 12);
      expect(m.randomPlayStillGoing).toBeCloseTo(w.randomPlayStillGoing, 12);
      expect(m.randomPlayBranching).toBeCloseTo(w.randomPlayBranching, 12);
    });
  },
);

test('triangle5 from a1: positions and dead ends add up to the count, random play to its pmf', async () => {
  const { board } = resolvePegsBoard({ preset: 'triangle5' });
  const { moves, randomPlayWins } = pegsMoves(countPegsStarts(await loadKernel(), board, [0])[0]!);
  // `boardsim pegs --board triangle5 --start a1`: 3016 reachable states, 122 dead ends
  expect(moves.reduce((n, m) => n + m.positions, 0)).toBe(3016);
  expect(moves.reduce((n, m) => n + m.deadEnds, 0)).toBe(122);
  expect(randomPlayWins).toBeCloseTo(randomPlayPegsLeft(board, 0)![1]!, 14);
  expect(moves.at(-1)!.deadEndShare).toBe(1);
  expect(moves.at(-1)!.randomPlayStillGoing).toBe(0);
});

test('analyze pegs: exact values, the puzzle has no opponents', async () => {
  const report = await analyze({ game: 'pegs', preset: 'triangle5' });
  const [v] = report.variants;
  expect(v!.measures.completion).toMatchObject({ method: 'exact' });
  expect(v!.measures.fairness).toMatchObject({ meaning: false });
  expect((v!.details!['byMove'] as unknown[]).length).toBeGreaterThan(10);
});

/** A report without its timings, as JSON. */
function comparable(report: AnalyzeReport): unknown {
  const { elapsedMs: _, ...rest } = report;
  return JSON.parse(JSON.stringify({ ...rest, variants: report.variants.map(({ exactMs: __, ...v }) => v) }));
}

/** The same report: every key and string, every number to 1e-11 of its size (so every count below
 *  10^11 exactly; the count in parts adds the random-play probabilities in another order: equal to
 *  about 1e-15). */
function expectSameReport(actual: unknown, expected: unknown, path = 'report'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), path).toBeLessThanOrEqual(1e-11 * Math.abs(expected));
    return;
  }
  if (typeof expected !== 'object' || expected === null) {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected))
    expectSameReport((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
}

test.each([
  ['triangle5', 'b3'],
  ['triangle6', 'a1'],
])(
  'analyze pegs %s from %s: the same report in P = 1, 2, 3 parts on worker threads',
  async (preset, start) => {
    const one = comparable(await analyze({ game: 'pegs', preset, start }));
    for (const parts of [1, 2, 3]) {
      const layers: number[] = [];
      const report = await analyze({
        game: 'pegs',
        preset,
        start,
        parts,
        threads: 2,
        maxMemory: '1G',
        onLayer: (_start, layer) => layers.push(layer.pegs),
      });
      expectSameReport(comparable(report), one, `P = ${parts}`);
      // progress by layer, from the full board less one peg down
      expect(layers[0]).toBe(pegsBoards[preset]!.config.holes.length - 1);
    }
  },
);

test('analyze pegs: a budget too small for the first layer is refused, naming --max-memory', async () => {
  const refused = await analyze({ game: 'pegs', preset: 'triangle6', threads: 2, maxMemory: '1M' }).catch(
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(BoardsimError);
  expect((refused as BoardsimError).issues[0]).toMatchObject({
    code: 'pegs/max-memory-too-small',
    path: 'max-memory',
  });
  const notForSnakes = await analyze({ game: 'snakes', parts: 2 }).catch((error: unknown) => error);
  expect((notForSnakes as BoardsimError).issues[0]).toMatchObject({
    code: 'option/not-for-game',
    path: 'parts',
  });
  // a misspelt option, and options of other games: one issue each, none ignored
  const stray = await analyze({
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    game: 'snakes',
    playres: 3,
    deck: 'with-replacement',
    maxMemory: '1G',
  }).catch((error: unknown) => error);
  expect((stray as BoardsimError).issues).toEqual([
    expect.objectContaining({
      path: 'playres',
      message: expect.stringMatching(/^is not an option of analyze \(options: /),
    }),
    expect.objectContaining({ path: 'deck', message: 'does not apply to snakes (only to candyland)' }),
    expect.objectContaining({ path: 'max-memory', message: 'does not apply to snakes (only to pegs)' }),
  ]);
});

test('analyze pegs: a cancelled count stops on its workers, with no report', async () => {
  const controller = new AbortController();
  const count = analyze({
    game: 'pegs',
    preset: 'triangle6',
    parts: 2,
    threads: 2,
    signal: controller.signal,
    onLayer: () => controller.abort(),
  });
  await expect(count).rejects.toThrow(/cancel/i);
});

test('analyze pegs english in 3 parts on 2 worker threads: the one-instance count’s report', async () => {
  const { report } = JSON.parse(readFileSync(join(ROOT, 'test/vectors/analyze-pegs-english.json'), 'utf8'));
  const parts = await analyze({ game: 'pegs', preset: 'english', parts: 3, threads: 2 });
  expectSameReport(comparable(parts), comparable({ ...report, elapsedMs: 0 }));
});
