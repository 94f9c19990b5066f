// Issue 31: `analyze` of a game module. examples/first-to-100.js returns its winner and a `turns`
// figure, and nothing after each turn: the seat measures and the duration have values, the turn
// measures say why they have none. examples/hi-ho-cherry-o/game.js calls turn() and has a chain:
// every race measure, with the chain's exact seats and duration beside the simulation. The report
// is the same on 1 and 2 threads; bad options are refused by name.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { analyze, defineGame } from '../src/index.js';
import type { MeasureValue } from '../src/analyze/measure.js';
import type { AnalyzeReport } from '../src/analyze/report.js';
import { MODULE_REASONS } from '../src/games/module-analysis.js';
import { ROOT, runCli } from './helpers.js';

const FIRST_TO_100 = join(ROOT, 'examples/first-to-100.js');
const HI_HO = join(ROOT, 'examples/hi-ho-cherry-o/game.js');

const value = (report: AnalyzeReport, name: string) =>
  report.variants[0]!.measures[name as 'drama'] as MeasureValue;
const reason = (report: AnalyzeReport, name: string) =>
  (report.variants[0]!.measures[name as 'drama'] as { reason?: string }).reason;
const sameGames = ({ elapsedMs: _e, ...rest }: AnalyzeReport) => rest;

describe('analyze a game module', () => {
  test('first-to-100: seats and duration measured, the turn measures say why not', async () => {
    const report = await analyze({ game: FIRST_TO_100, players: 3, games: 20_000, seed: 1, threads: 1 });
    expect(report.game).toBe('first-to-100');
    const v = report.variants[0]!;
    expect(v.players).toBe(3);
    for (const name of ['fairness', 'advantage', 'balance', 'seatAdvantage', 'duration', 'completion'])
      expect(value(report, name).ci95, name).not.toBeNull();
    // the first seat rolls first: it wins more than a third
    expect(value(report, 'seatAdvantage').ci95![0]).toBeGreaterThan(0);
    expect(value(report, 'completion').value).toBe(1);
    expect(value(report, 'drawishness').value).toBe(0);
    expect(v.durationUnit).toBe("the game's turns figure");
    for (const name of ['drama', 'security', 'leadChanges', 'comebacks', 'winnerTrailed'])
      expect(reason(report, name)).toBe(MODULE_REASONS.turns);
    expect(reason(report, 'order')).toBe(MODULE_REASONS.choices);
    expect(reason(report, 'coverage')).toBe(MODULE_REASONS.board);
    expect(v.leaderWinsByMove).toBeUndefined();
    expect(Object.keys(v.details!.unavailable as object)).toContain('drama');
  });

  test('the same report on 1 and 2 threads', async () => {
    const run = (threads: number) => analyze({ game: HI_HO, players: 3, games: 9000, seed: 4, threads });
    expect(sameGames(await run(2))).toEqual(sameGames(await run(1)));
  });

  test('Hi-Ho! Cherry-O with turn() and its chain: every race measure, exact seats and duration', async () => {
    const report = await analyze({ game: HI_HO, players: 4, games: 20_000, seed: 2, threads: 1 });
    const v = report.variants[0]!;
    for (const name of ['drama', 'security', 'leadChanges', 'leaderAtHalfTimeWins', 'comebacks'])
      expect(value(report, name).ci95, name).not.toBeNull();
    expect(v.details!.turnsRecorded).toBe(20_000);
    const duration = value(report, 'duration');
    expect(duration.exact).toBeTypeOf('number');
    expect(Math.abs(duration.zExact!)).toBeLessThan(4);
    for (const seat of v.seats) expect(Math.abs(seat.zExact!)).toBeLessThan(4);
    expect(Math.abs(value(report, 'advantage').zExact!)).toBeLessThan(4);
    expect(v.leaderWinsByMove!.length).toBeGreaterThan(3);
    expect(v.details!.chain).toMatchObject({ meanFraction: '494813746/31313403' });
  });

  test('a game without a turns figure: duration says why; a definition plays here', async () => {
    const game = defineGame({
      name: 'coin',
      players: { min: 2, max: 2 },
      play: (dice) => ({ winner: dice.next(2) - 1, figures: { heads: dice.next(2) === 1 } }),
    });
    const report = await analyze({ game, games: 2000, seed: 1 });
    expect(reason(report, 'duration')).toBe(MODULE_REASONS.length);
    expect(value(report, 'advantage').value).toBeGreaterThan(0.4);
  });

  test('bad options are refused by name', async () => {
    const refused = async (options: object) =>
      analyze({ game: FIRST_TO_100, games: 100, ...options } as never).then(
        () => undefined,
        (e: unknown) => e as BoardsimError,
      );
    expect((await refused({ board: 'x.json' }))?.issues[0]?.path).toBe('board');
    expect((await refused({ players: 9 }))?.issues[0]?.path).toBe('players');
    expect((await refused({ games: -1 }))?.issues[0]?.path).toBe('games');
    expect((await refused({ exact: 'yes' }))?.issues[0]?.path).toBe('exact');
    expect(await refused({})).toBeUndefined();
  });

  test('the docs sample runs as written (docs/guide/your-own-game.md)', { timeout: 120_000 }, async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/your-own-game.md'), 'utf8');
    const block = /<!-- docs-test: run by test\/module-analyze\.test\.ts -->\s+```sh\n([^`]+)```/.exec(
      page,
    )![1]!;
    const lines = block.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const out = await runCli(line.replace(/^boardsim /, '').split(' '));
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toMatch(/seatAdvantage\s+-?0\.\d+ \[/);
    }
  });

  test('the CLI prints every measure, and why some cannot be computed', async () => {
    const out = await runCli(['analyze', 'examples/first-to-100.js', '--games', '2000', '--seed', '1']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/fairness\s+0\.\d+ \[/);
    expect(out.stdout).toContain(`drama                  no meaning for this game: ${MODULE_REASONS.turns}`);
    const bad = await runCli(['analyze', 'examples/first-to-100.js', '--deck', 'with-replacement']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('--deck');
  });
});
