// L.A.M.A. on the command line as users script it: the --json contract of simulate, trace,
// tournament and fairness, and bad input (one clear line naming the option, exit 2, no file).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-lama-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function rulesFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('simulate lama --json', () => {
  test('the shared shape with choices, decisions, rounds, shared wins and per-strategy rates', async () => {
    const r = await runCli([
      'simulate',
      'lama',
      '--players',
      '4',
      '--strategies',
      'montecarlo:10,random,random,random',
      '--rounds',
      '1',
      '--games',
      '3000',
      '--seed',
      '7',
      '--threads',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      game: 'lama',
      preset: 'seed',
      players: 4,
      mode: '1 round',
      games: 3000,
      seed: 7,
    });
    expect(Object.keys(report.metrics)).toEqual([
      'choices',
      'decisions',
      'rounds',
      'wentOut',
      'roundScore',
      'finalScore',
      'leadChanges',
    ]);
    expect(report.metrics.rounds).toMatchObject({ mean: 1, min: 1, max: 1 });
    expect(report.metrics.choices.mean).toBeGreaterThan(report.metrics.decisions.mean);
    expect(report.seats).toHaveLength(4);
    const total = report.seats.reduce((s: number, seat: { wins: number }) => s + seat.wins, 0);
    expect(total).toBeCloseTo(3000, 6);
    expect(report.config.strategies).toEqual(['montecarlo:10', 'random', 'random', 'random']);
    expect(report.details.strategies).toEqual([
      expect.objectContaining({ strategy: 'montecarlo:10', seats: [1] }),
      expect.objectContaining({ strategy: 'random', seats: [2, 3, 4] }),
    ]);
    expect(report.details.roundEnds.wentOut.share + report.details.roundEnds.allQuit.share).toBeCloseTo(
      1,
      12,
    );
    expect(report.notes.join(' ')).toMatch(/tie for the win is shared: each of k tied players gets 1\/k/);
  });

  test('one strategy name means every seat; whole games by default', async () => {
    const r = await runCli([
      'simulate',
      'lama',
      '--players',
      '3',
      '--strategies',
      'greedy',
      '--games',
      '2000',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.config.strategies).toEqual(['greedy:10', 'greedy:10', 'greedy:10']);
    expect(report.mode).toBe('whole games to 40');
    expect(report.metrics.rounds.mean).toBeGreaterThan(1);
    expect(Math.max(...report.metrics.finalScore.histogram.map(([v]: [number]) => v))).toBeGreaterThanOrEqual(
      40,
    );
  });

  test("the text summary names each seat's strategy", async () => {
    const r = await runCli([
      'simulate',
      'lama',
      '--strategies',
      'greedy,random',
      '--games',
      '2000',
      '--quiet',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/2 players, whole games to 40/);
    expect(r.stdout).toMatch(/table +seat 1 greedy:10, seat 2 random; a fair share is 50\.00%/);
    expect(r.stdout).toMatch(/rounds ended by someone going out/);
  });

  test('an empty shard is a 0-game report, and merges with the others into the whole run', async () => {
    const run = ['simulate', 'lama', '--players', '3', '--games', '100', '--quiet'];
    const empty = await runCli([...run, '--shard', '1/2']);
    expect(empty.stderr).toBe('');
    expect(empty.code).toBe(0);
    expect(empty.stdout).toMatch(/^0 games · seed 1 · 1 thread · shard 1\/2/m);
    const shards = ['1/2', '2/2'].map((shard) => join(dir, `shard-${shard[0]}.json`));
    for (const [i, out] of shards.entries())
      expect((await runCli([...run, '--shard', `${i + 1}/2`, '--out', out])).code).toBe(0);
    const merged = JSON.parse((await runCli(['merge', ...shards, '--json'])).stdout);
    const whole = JSON.parse((await runCli([...run, '--json'])).stdout);
    for (const key of ['games', 'metrics', 'seats', 'details'])
      expect({ [key]: merged[key] }).toEqual({ [key]: whole[key] });
  });
});

describe('Ctrl-C', () => {
  // a chunk of Monte Carlo games takes minutes: on one thread it runs in a worker, so that the
  // interrupt is handled at once (on this thread it would wait for the chunk to end)
  test.each([
    ['simulate', ['simulate', 'lama', '--strategies', 'montecarlo,random', '--games', '1e6']],
    [
      'tournament',
      ['tournament', 'lama', '--players', '2', '--strategies', 'montecarlo,random', '--games', '1e6'],
    ],
  ])('%s with a Monte Carlo seat on one thread stops at once, exit 130, no file', async (_, args) => {
    const out = join(dir, `interrupted-${args[0]}.json`);
    const r = await runCli([...args, '--threads', '1', '--out', out], {
      onSpawn: (kill) => setTimeout(() => kill('SIGINT'), 2500),
    });
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/interrupted; nothing was written/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('trace lama', () => {
  test('a whole game turn by turn with hands, the top card and the totals after each round', async () => {
    const r = await runCli(['trace', 'lama', '--players', '3', '--seed', '12']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^L\.A\.M\.A\. · preset seed · 3 players \(random, random, random\) · whole games to 40 · seed 12/,
    );
    expect(r.stdout).toMatch(/Round 1: seat 1 starts; top card \S+; stock 37/);
    expect(r.stdout).toMatch(/ {2}seat 2 \(random\) holds( \S){6}\n/);
    expect(r.stdout).toMatch(/totals after round 1: \d+ \/ \d+ \/ \d+/);
    expect(r.stdout).toMatch(/(wins|share the win) with \d+ points after \d+ rounds?/);
    const json = JSON.parse(
      (await runCli(['trace', 'lama', '--players', '3', '--seed', '12', '--json'])).stdout,
    );
    const last = json.events.filter((e: { type: string }) => e.type === 'round').at(-1);
    expect(last.totals).toEqual(json.result.scores);
    expect(Math.max(...json.result.scores)).toBeGreaterThanOrEqual(40);
  });
  test('is the game simulate plays with the same seed', async () => {
    const args = ['--players', '2', '--strategies', 'greedy,random', '--seed', '3'];
    const traced = JSON.parse((await runCli(['trace', 'lama', ...args, '--json'])).stdout);
    const sim = JSON.parse((await runCli(['simulate', 'lama', ...args, '--games', '1', '--json'])).stdout);
    expect(sim.metrics.rounds.mean).toBe(traced.result.rounds);
    expect(sim.metrics.finalScore.histogram).toEqual(
      [...new Set<number>(traced.result.scores)]
        .sort((a, b) => a - b)
        .map((v) => [v, traced.result.scores.filter((s: number) => s === v).length]),
    );
  });
  test('refuses rules whose games never end, as simulate does', async () => {
    const endless = rulesFile(
      'endless.json',
      '{"numberValues":3,"copies":1,"llamas":0,"handSize":1,"target":10000,"llamaPoints":1}',
    );
    const args = ['lama', '--board', endless, '--players', '2'];
    const simulated = await runCli(['simulate', ...args, '--games', '10']);
    // in a small heap: the trace must not keep the events of the 100,000 rounds it refuses
    const traced = spawnSync(process.execPath, ['--max-old-space-size=64', CLI, 'trace', ...args], {
      encoding: 'utf8',
    });
    expect(traced.status).toBe(2);
    expect(traced.stderr).toBe(simulated.stderr);
    expect(traced.stderr).toMatch(/^boardsim: error: (--board: )?a game passed the length limit/);
  });
});

describe('tournament and fairness', () => {
  test('tournament lama --players 2..6 --strategies a,b,c: every pair, win rates with CIs', async () => {
    const r = await runCli([
      'tournament',
      'lama',
      '--players',
      '2..6',
      '--strategies',
      'random,greedy,cautious',
      '--rounds',
      '1',
      '--games',
      '600',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.players).toEqual([2, 3, 4, 5, 6]);
    expect(report.strategies).toEqual(['random', 'greedy:10', 'cautious:5']);
    expect(report.cells).toHaveLength(5 * 6);
    for (const cell of report.cells) {
      expect(cell.games).toBeGreaterThanOrEqual(600);
      expect(cell.ci95[0]).toBeLessThanOrEqual(cell.winRate);
      expect(cell.ci95[1]).toBeGreaterThanOrEqual(cell.winRate);
    }
    const text = await runCli([
      'tournament',
      'lama',
      '--players',
      '3',
      '--strategies',
      'random,greedy',
      '--games',
      '300',
    ]);
    expect(text.stdout).toMatch(/3 players \(a fair share is 33\.33%\)/);
    expect(text.stdout).toMatch(/greedy:10 +\d+\.\d% \[/);
  });
  test('fairness: seat 1 against 1/n, one round and whole games', async () => {
    const r = await runCli([
      'fairness',
      'lama',
      '--players',
      '2,5',
      '--strategies',
      'random',
      '--games',
      '3000',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(
      report.rows.map((row: { players: number; rounds: number | null }) => [row.players, row.rounds]),
    ).toEqual([
      [2, 1],
      [5, 1],
      [2, null],
      [5, null],
    ]);
    expect(report.rows[1].seats).toHaveLength(5);
    expect(report.rows[1].fairShare).toBeCloseTo(0.2, 12);
  });
});

const cases: [string, string[], RegExp][] = [
  ['one player', ['simulate', 'lama', '--players', '1'], /--players: must be from 2 to 6/],
  ['seven players', ['simulate', 'lama', '--players', '7'], /--players: must be from 2 to 6/],
  [
    'more players than the deck deals',
    ['simulate', 'lama', '--players', '5', '--board', rulesFile('small.json', '{"copies": 3, "llamas": 0}')],
    /--players: must be from 2 to 2 \(a deck of 18 cards deals 6 cards to at most 2 players/,
  ],
  [
    'an unknown strategy',
    ['simulate', 'lama', '--strategies', 'random,smart'],
    /--strategies: no strategy "smart" \(strategies: random, random-distinct, greedy, cautious, montecarlo, mcts, ismcts, pipmc\)/,
  ],
  [
    'the wrong number of strategies',
    ['simulate', 'lama', '--players', '4', '--strategies', 'random,greedy,random'],
    /--strategies: 3 strategies for 4 players: give one name \(every seat plays it\) or one per seat/,
  ],
  [
    'a bad parameter',
    ['simulate', 'lama', '--strategies', 'montecarlo:0'],
    /--strategies: "montecarlo:0": N must be a whole number from 1/,
  ],
  [
    'a parameter where none is taken',
    ['simulate', 'lama', '--strategies', 'random:3'],
    /"random:3": random takes no parameter/,
  ],
  [
    'a deck too small for the hands',
    ['simulate', 'lama', '--board', rulesFile('tiny.json', '{"copies": 1, "llamas": 0, "handSize": 4}')],
    /tiny\.json: handSize: a deck of 6 cards cannot deal 4 cards to 2 players and turn up a card/,
  ],
  [
    'a target of 0',
    ['simulate', 'lama', '--board', rulesFile('zero.json', '{"target": 0}')],
    /zero\.json: target: must be a positive whole number of points/,
  ],
  [
    'a negative target',
    ['simulate', 'lama', '--board', rulesFile('neg.json', '{"target": -5}')],
    /neg\.json: target: must be a positive/,
  ],
  [
    'an unknown rule',
    ['simulate', 'lama', '--board', rulesFile('typo.json', '{"Target": 50}')],
    /unknown field "Target" \(did you mean "target"\?\)/,
  ],
  [
    'an unknown starter',
    ['simulate', 'lama', '--board', rulesFile('st.json', '{"starter": "youngest"}')],
    /starter: must be "rotate", "fixed" or "last"/,
  ],
  ['zero rounds', ['simulate', 'lama', '--rounds', '0'], /--rounds: must be a positive whole number, not 0/],
  [
    'strategies for snakes',
    ['simulate', 'snakes', '--strategies', 'random'],
    /--strategies: does not apply to snakes/,
  ],
  [
    'strategies twice',
    [
      'simulate',
      'lama',
      '--strategies',
      'random',
      '--board',
      rulesFile('t.json', '{"strategies": "greedy"}'),
    ],
    /give them once/,
  ],
  [
    'a tournament of one strategy',
    ['tournament', 'lama', '--strategies', 'random'],
    /--strategies: give at least 2 different strategies/,
  ],
  [
    'a tournament player range out of bounds',
    ['tournament', 'lama', '--players', '1..7'],
    /--players: must be player counts from 2 to 6/,
  ],
  [
    'a tournament player range that runs backwards',
    ['tournament', 'lama', '--players', '6..2'],
    /--players: the range "6\.\.2" runs backwards, so it holds no player count; write 2\.\.6/,
  ],
  ['a tournament for snakes', ['tournament', 'snakes'], /snakes has no strategies to compare/],
  [
    'trace with an unknown strategy',
    ['trace', 'lama', '--strategies', 'bold'],
    /--strategies: no strategy "bold"/,
  ],
];

describe.each(cases)('%s', (_name, args, message) => {
  test('one clear message, exit 2, no stack trace, no output file', async () => {
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli(args[0] === 'trace' ? args : [...args, '--out', out]);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });
});
