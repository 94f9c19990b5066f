// `analyze` of Pig, Yahtzee and Monopoly: Pig's games are the twin's and the same games as the
// kernel's run of `simulate` with the seed; its seats and turns agree with the exact answer; its
// leader measures agree with a plain recount of each game; the swapped pair is the exact answer
// of the swapped seats. Yahtzee reports its score's distribution (the run's own, game for game);
// Monopoly says why every measure has no meaning and gives the chain's figures, never failing.

import { describe, expect, test } from 'vitest';
import { hasMeaning, type MeasureValue } from '../src/analyze/measure.js';
import { MEASURE_NAMES } from '../src/analyze/report.js';
import { formatAnalysis } from '../src/analyze/text.js';
import { BoardsimError } from '../src/core/errors.js';
import { ChunkStream } from '../src/rng/stream.js';
import { playPigAnalysis } from '../src/games/pig/analysis.js';
import { solvePigExactJob } from '../src/games/pig/exact-job.js';
import { type PigObserver, playPigGame } from '../src/games/pig/reference.js';
import { pigKernelConfig } from '../src/games/pig/run.js';
import { pigRunSettings } from '../src/games/pig/settings.js';
import { analyze, simulate } from '../src/index.js';

const value = (m: unknown) => {
  expect(hasMeaning(m as MeasureValue)).toBe(true);
  return m as MeasureValue;
};

describe('analyze pig', () => {
  test('the seats and the turns agree with the exact answer, and the games are simulate’s', async () => {
    const games = 4000;
    const report = await analyze({ game: 'pig', strategies: 'hold:20,hold:25', games, seed: 3 });
    const v = report.variants[0]!;
    expect(v.strategies).toEqual(['hold:20', 'hold:25']);
    const exact = solvePigExactJob({
      game: 'pig',
      goal: 100,
      dieFaces: 6,
      strategies: ['hold:20', 'hold:25'],
    });
    const advantage = value(v.measures.advantage);
    expect(advantage.exact).toBeCloseTo(exact.pig.firstWins, 12);
    expect(Math.abs(advantage.zExact!)).toBeLessThan(4);
    const duration = value(v.measures.duration);
    expect(duration.exact).toBeCloseTo(exact.pig.turns, 12);
    expect(Math.abs(duration.zExact!)).toBeLessThan(4);
    // the leader measures' chain (leader-exact.ts) against the games
    for (const name of ['leadChanges', 'drama', 'winnerTrailed', 'decidedInLastTurn'] as const) {
      const m = value(v.measures[name]);
      expect(m.exact, name).toBeDefined();
      expect(Math.abs(m.zExact!), name).toBeLessThan(4);
    }
    // with two players a trailing winner's rank estimate is 0: drama is √½ · P(trailed)
    expect(value(v.measures.drama).exact).toBeCloseTo(
      Math.SQRT1_2 * value(v.measures.winnerTrailed).exact!,
      14,
    );
    // the kernel's run of the same seed plays the same games
    const run = await simulate({
      game: 'pig',
      strategies: 'hold:20,hold:25',
      games,
      seed: 3,
      threads: 1,
      exact: false,
    });
    expect(advantage.value! * games).toBe(run.seats[0]!.wins);
    expect(duration.value).toBeCloseTo(run.metrics.turns!.mean, 10);
    // the pair swapped is the exact answer of the swapped seats
    const pair = v.details!['pair'] as { swappedFirstWins: number; firstSeatAdvantage: number };
    const swapped = solvePigExactJob({
      game: 'pig',
      goal: 100,
      dieFaces: 6,
      strategies: ['hold:25', 'hold:20'],
    });
    expect(pair.swappedFirstWins).toBeCloseTo(swapped.pig.firstWins, 12);
    expect(pair.firstSeatAdvantage).toBeCloseTo((exact.pig.firstWins + swapped.pig.firstWins) / 2 - 0.5, 12);
    for (const name of ['order', 'convergence', 'spread', 'meaningfulMoves', 'coverage'] as const)
      expect(hasMeaning(v.measures[name])).toBe(false);
    expect(formatAnalysis(report)).toContain('going first is worth');
  }, 120_000);

  test('the leader measures agree with a plain recount of every game', () => {
    const settings = pigRunSettings({ strategies: 'hold:15,hold:25,hold:20', players: 3 });
    const config = pigKernelConfig(settings);
    const games = 1500;
    const sums = playPigAnalysis(config, 9n, games);
    // the recount: scores after each turn, the leader as "strictly ahead of the one before"
    const stream = new ChunkStream(9n, 0n);
    let changes = 0;
    let comebacks = 0;
    let trailed = 0;
    let decided = 0;
    for (let g = 0; g < games; g++) {
      const history: number[][] = [];
      const movers: number[] = [];
      const scores = [0, 0, 0];
      const after = (p: number, s: number) => {
        scores[p] = s;
        history.push([...scores]);
        movers.push(p);
      };
      const observer: PigObserver = {
        bust: (p) => after(p, scores[p]!),
        hold: (p, _t, s) => after(p, s),
        win: (p, _t, s) => after(p, s),
      };
      const { winner } = playPigGame(config, stream, observer);
      let leader = -1;
      history.forEach((row, t) => {
        const top = Math.max(...row);
        const sole = row.filter((x) => x === top).length === 1 ? row.indexOf(top) : -1;
        if (leader < 0) leader = sole;
        else if (row[leader]! < top) {
          changes++;
          // the mover, when on top, takes the lead; else the first player on top
          leader = row[movers[t]!] === top ? movers[t]! : row.indexOf(top);
        }
      });
      const half = history[Math.floor(history.length / 2) - 1];
      if (half && half[winner]! < Math.min(...half.filter((_, p) => p !== winner))) comebacks++;
      if (history.some((row) => row.some((x, p) => p !== winner && x > row[winner]!))) trailed++;
      const before = history.at(-2);
      const beforeTop = before && Math.max(...before);
      const soleBefore =
        before && before.filter((x) => x === beforeTop).length === 1 ? before.indexOf(beforeTop!) : -1;
      if (soleBefore !== winner) decided++;
    }
    expect(sums.games).toBe(games);
    expect(sums.comebacks).toBe(comebacks);
    expect(sums.decidedLastTurn).toBe(decided);
    // trailed: strictly behind someone (rank code below 2n − 3 = 3 means not level with the best)
    expect(sums.trailedGames).toBeGreaterThanOrEqual(trailed);
    expect(sums.leadChanges[0]).toBe(changes);
  });

  test('several pairs side by side, and refusals that name the field', async () => {
    const report = await analyze({
      game: 'pig',
      strategies: 'hold:20;hold:25,hold:20',
      games: 500,
      exact: false,
    });
    expect(report.variants.map((v) => v.strategies)).toEqual([
      ['hold:20', 'hold:20'],
      ['hold:25', 'hold:20'],
    ]);
    expect(report.differences!.some((d) => d.measure === 'advantage')).toBe(true);
    const refusal = async (options: Record<string, unknown>, path: string) => {
      const error = await analyze({ game: 'pig', games: 10, ...options } as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as BoardsimError).issues[0]!.path).toBe(path);
    };
    await refusal({ strategies: 'hold:20;;optimal' }, 'strategies');
    await refusal({ strategies: 'chicken' }, 'strategies');
    await refusal({ goal: 0 }, 'goal');
    await refusal({ dieFaces: 1 }, 'dieFaces');
  }, 120_000);
});

describe('analyze yahtzee', () => {
  test("the score's distribution is the run's, and the contest measures say why they have none", async () => {
    const games = 1500;
    const report = await analyze({ game: 'yahtzee', strategies: 'greedy', games, seed: 5, threads: 1 });
    const v = report.variants[0]!;
    const run = await simulate({ game: 'yahtzee', strategies: 'greedy', games, seed: 5, threads: 1 });
    const score = v.details!['score'] as MeasureValue;
    expect(score.value).toBeCloseTo(run.metrics.score!.mean, 10);
    expect(v.details!['distribution']).toEqual(run.details!['scoreDistribution']);
    for (const name of MEASURE_NAMES.filter((n) => n !== 'completion' && n !== 'duration'))
      expect(hasMeaning(v.measures[name])).toBe(false);
    expect(value(v.measures.duration).value).toBe(13);
    expect(formatAnalysis(report)).toContain('P(score > 300)');
  }, 120_000);
});

describe('analyze monopoly', () => {
  test('every measure says why it cannot be computed, and the chain gives the figures', async () => {
    const report = await analyze({ game: 'monopoly', games: 1000 });
    expect(report.ignoredOptions?.map((o) => o.option)).toEqual(['games']);
    const v = report.variants[0]!;
    expect(v.games).toBe(0);
    for (const name of MEASURE_NAMES) {
      const m = v.measures[name];
      expect(hasMeaning(m)).toBe(false);
      if (!hasMeaning(m)) expect(m.reason.length).toBeGreaterThan(20);
    }
    const chain = v.details!['chain'] as { inJail: { turns: number; throws: number } };
    expect(chain.inJail.turns).toBeCloseTo(0.10943, 4);
    expect(chain.inJail.throws).toBeCloseTo(0.09386, 4);
    const short = await analyze({ game: 'monopoly', jail: 'short', exact: false });
    expect(short.variants[0]!.details!['chain']).toBeUndefined();
  }, 120_000);
});
