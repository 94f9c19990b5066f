// merge refuses a report whose numbers disagree, even with its digest recomputed (anyone can
// recompute it): every histogram holds as many values as the report's games give, every metric
// the game counts is there, the seats are the game's and their wins add up to the games, the
// overflow record is the last bin's, and the statistics are those of the histograms (issue 35,
// item 1). Every valid report of every game and mode still merges.

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { merge, simulate } from '../src/index.js';
import { reportDigest } from '../src/report/digest.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { HIST_BINS } from '../src/wasm/layout.js';
import { runCli } from './helpers.js';

/** A parsed report as the tests edit it: any field, any type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits put wrong types on purpose
type Loose = Record<string, any>;

const base = { game: 'snakes', preset: 'efi', seed: 3, threads: 1 } as const;

const dir = mkdtempSync(join(tmpdir(), 'boardsim-merge-consistency-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function copy(report: SimulationReport): Loose {
  return JSON.parse(JSON.stringify(report)) as Loose;
}

/** The edit a careful forger makes: the digest recomputed after it. */
function forged(report: SimulationReport, edit: (r: Loose) => void): Loose {
  const r = copy(report);
  edit(r);
  r.run.digest = reportDigest(r as SimulationReport);
  return r;
}

/** Takes `n` values out of a histogram's fullest bin. */
function take(histogram: [number, number][], n: number): void {
  const fullest = histogram.reduce((a, b) => (b[1] > a[1] ? b : a));
  fullest[1] -= n;
}

function mergeError(reports: unknown[], sources: string[]): string {
  try {
    merge(reports as SimulationReport[], sources);
    return 'merged';
  } catch (error) {
    if (!(error instanceof BoardsimError)) throw error;
    return error.message;
  }
}

let shards: Promise<[SimulationReport, SimulationReport]> | undefined;
/** Shards 1/2 and 2/2 of a run of 200,000 games of efi (131,072 and 68,928 games). */
function efiShards(): Promise<[SimulationReport, SimulationReport]> {
  shards ??= Promise.all([
    simulate({ ...base, games: 200_000, shard: '1/2' }),
    simulate({ ...base, games: 200_000, shard: '2/2' }),
  ]);
  return shards;
}

describe('a forged shard (digest recomputed) is refused, naming the file and the field', () => {
  const edits: [string, (r: Loose) => void, string | RegExp][] = [
    [
      "a histogram emptied to the other shard's size",
      (r) => {
        // the case: 131,072 games over a histogram of 68,928
        let left = 68_928;
        r.metrics.turns.histogram = r.metrics.turns.histogram.flatMap(([v, c]: [number, number]) => {
          const kept = Math.min(c, left);
          left -= kept;
          return kept > 0 ? [[v, kept]] : [];
        });
      },
      'b.json: metrics.turns.histogram: holds 68,928 values, but it counts one a game, 131,072',
    ],
    [
      'a metric removed',
      (r) => delete r.metrics.slides,
      'b.json: metrics.slides: is missing: a snakes report counts turns, rolls, climbs, slides',
    ],
    [
      'a count of 10^15',
      (r) => (r.metrics.rolls.histogram[0][1] = 1e15),
      /^b\.json: metrics\.rolls\.histogram: holds 1,000,000,000,13\d,\d{3} values, but it counts one a game, 131,072$/,
    ],
    [
      'a value moved to a huge bin',
      (r) => {
        take(r.metrics.turns.histogram, 1);
        r.metrics.turns.histogram.push([HIST_BINS - 2, 1]);
      },
      /^b\.json: metrics\.turns\.mean: is [\d.]+, but its histogram gives [\d.]+$/,
    ],
    [
      'an overflowing bin without its record',
      (r) => {
        take(r.metrics.turns.histogram, 1);
        r.metrics.turns.histogram.push([HIST_BINS - 1, 1]);
      },
      "b.json: metrics.turns.overflow: is missing, but the histogram's last bin (65535) holds 1 values",
    ],
    [
      'an overflow record of impossible sums',
      (r) => {
        take(r.metrics.turns.histogram, 2);
        r.metrics.turns.histogram.push([HIST_BINS - 1, 2]);
        r.metrics.turns.overflow = {
          from: HIST_BINS - 1,
          count: 2,
          sum: '9'.repeat(70),
          sumOfSquares: '1',
          max: 70_000,
        };
      },
      'b.json: metrics.turns.overflow.sum: is ' +
        '9'.repeat(70) +
        ', but 2 values from 65535 to 70000 add up to 135535..140000',
    ],
    [
      'two seats for one player',
      (r) => {
        r.seats[0].wins /= 2;
        r.seats[0].winRate /= 2;
        r.seats.push({ ...r.seats[0] });
      },
      'b.json: seats: are 2, but a snakes report of 1 player has 1',
    ],
    [
      'a mean edited',
      (r) => (r.metrics.climbs.mean += 0.1),
      /^b\.json: metrics\.climbs\.mean: is [\d.]+, but its histogram gives [\d.]+$/,
    ],
    [
      'a percentile edited',
      (r) => (r.metrics.turns.percentiles.p99 += 1),
      /^b\.json: metrics\.turns\.percentiles\.p99: is \d+, but its histogram gives \d+$/,
    ],
    [
      'wins edited',
      (r) => (r.seats[0].wins -= 1),
      /^b\.json: seats\[0\]\.winRate: is 1, but 131071 of 131072 is 0\.99999/,
    ],
  ];

  test.each(edits)('%s', async (_name, edit, message) => {
    const [a] = await efiShards();
    expect(mergeError([a, a], ['a.json', 'a.json'])).toMatch(/shard 1\/2 is also in a\.json/);
    const b = forged(a, edit);
    const error = mergeError([b], ['b.json']);
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });

  test('a forged empty shard: no games, but metrics', async () => {
    const empty = await simulate({ ...base, games: 1000, shard: '1/2' });
    const [a] = await efiShards();
    expect(empty.games).toBe(0);
    const b = forged(empty, (r) => (r.metrics = copy(a).metrics));
    expect(mergeError([b], ['b.json'])).toBe(
      [
        'b.json: metrics.turns: is given, but the report plays no games',
        'b.json: metrics.rolls: is given, but the report plays no games',
        'b.json: metrics.climbs: is given, but the report plays no games',
        'b.json: metrics.slides: is given, but the report plays no games',
      ].join('\n'),
    );
  });

  test('the CLI: exit 2, the file and the field, no stack, nothing written', async () => {
    const [a, b] = await efiShards();
    const bad = forged(b, (r) => (r.metrics.turns.histogram = r.metrics.turns.histogram.slice(0, 3)));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(a));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(bad));
    const out = join(dir, 'whole.json');
    const r = await runCli(['merge', 'a.json', 'b.json', '--out', out], { cwd: dir });
    expect(r.stderr).toMatch(
      /^boardsim: error: b\.json: metrics\.turns\.histogram: holds \d+ values, but it counts one a game, 68,928\n$/,
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
  });
});

describe('valid reports of every game and mode still merge, shard by shard', () => {
  const runs: [string, Record<string, unknown>][] = [
    ['snakes, 1 player', { game: 'snakes', preset: 'efi' }],
    ['snakes, 3 players alternating', { game: 'snakes', preset: 'classic', players: 3 }],
    ['snakes, 3 players independent', { game: 'snakes', preset: 'classic', players: 3, mode: 'independent' }],
    ['candyland, 1 player', { game: 'candyland', preset: 'classic' }],
    ['candyland, 4 players', { game: 'candyland', preset: 'seed000', players: 4 }],
    ['lama, whole games', { game: 'lama', players: 4 }],
    ['lama, one round, shared ties', { game: 'lama', players: 3, rounds: 1 }],
    [
      'lama, 3 rounds',
      { game: 'lama', players: 5, rounds: 3, strategies: 'greedy,random,random,cautious,greedy' },
    ],
    ['pegs', { game: 'pegs', board: 'triangle5', start: 'a1' }],
  ];
  test.each(runs)('%s', async (_name, options) => {
    const games = 140_000; // 3 chunks, 4 shards: one shard is empty
    const whole = await simulate({ ...options, games, seed: 9, threads: 1 } as never);
    const parts: SimulationReport[] = [];
    for (const k of [1, 2, 3, 4])
      parts.push(await simulate({ ...options, games, seed: 9, threads: 1, shard: `${k}/4` } as never));
    expect(parts.some((p) => p.games === 0)).toBe(true);
    const merged = merge(parts.map((p) => copy(p) as SimulationReport));
    expect(merged.metrics).toEqual(whole.metrics);
    expect(merged.seats).toEqual(whole.seats);
  });
});
