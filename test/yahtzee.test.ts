// Solitaire Yahtzee: the optimal player's expected score against Verhoeff's published 254.5896,
// the table file's checks, and the score distribution in a run's report. The kernel against the
// twin, the refusals and the simulated mean against the exact one are the contract's
// (test/contract.test.ts). The first run computes the table into the user's cache folder (about a
// minute of a core); later runs read it.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { exact, simulate } from '../src/index.js';
import { PUBLISHED_OPTIMAL_MEAN } from '../src/games/yahtzee/exact.js';
import { CATEGORY_COUNT, ROLLS, diceTables, plainScore } from '../src/games/yahtzee/rules.js';

describe('yahtzee', () => {
  test("the optimal player's expected score is Verhoeff's 254.5896", () => {
    const answer = exact({ game: 'yahtzee' }) as unknown as { score: { mean: number } };
    expect(answer.score.mean.toFixed(4)).toBe(PUBLISHED_OPTIMAL_MEAN.toFixed(4));
  });

  test('the dice tables: 252 rolls whose chances add up to 1, scores by the plain rules', () => {
    const t = diceTables();
    expect(t.rollProbability.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
    expect(t.rollProbability.length).toBe(ROLLS);
    // 1 1 1 6 6: full house 25, three of a kind 15, chance 15, no straight
    const counts = [3, 0, 0, 0, 0, 2];
    expect([6, 8, 9, 12].map((c) => plainScore(counts, c))).toEqual([15, 25, 0, 15]);
    // 1 2 3 4 6: a small straight, no large one
    expect([9, 10].map((c) => plainScore([1, 1, 1, 1, 0, 1], c))).toEqual([30, 0]);
    expect(t.score.length).toBe(ROLLS * CATEGORY_COUNT);
  });

  test('a table file that claims other rules is refused, naming the file', () => {
    const good = exact({ game: 'yahtzee' }) as unknown as { table: { file: string } };
    const bytes = readFileSync(good.table.file);
    const newline = bytes.indexOf(10);
    const header = JSON.parse(bytes.subarray(0, newline).toString()) as Record<string, unknown>;
    const file = join(mkdtempSync(join(tmpdir(), 'yahtzee-')), 'other.table');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from(`${JSON.stringify({ ...header, rules: 'yahtzee-forced-joker/0' })}\n`),
        bytes.subarray(newline + 1),
      ]),
    );
    let error: unknown;
    try {
      exact({ game: 'yahtzee', tableFile: file } as Parameters<typeof exact>[0]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BoardsimError);
    const issue = (error as BoardsimError).issues[0]!;
    expect(issue.path).toBe('tableFile');
    expect(issue.message).toContain(file);
    expect(issue.message).toContain('other rules');
  });

  test('a run reports the score distribution and the comparison with the exact mean', async () => {
    const report = await simulate({ game: 'yahtzee', games: 5000, seed: 7, threads: 1 });
    const distribution = report.details!.scoreDistribution as { percentiles: Record<string, number> };
    expect(distribution.percentiles.p50).toBeGreaterThan(200);
    expect((report.exact!.score as { insideCi95: boolean; z: number }).z).toBeLessThan(4);
    expect(report.notes!.some((n) => n.startsWith('P(score > 300)'))).toBe(true);
  });
});
