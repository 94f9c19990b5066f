// Issue 31, tier 1: a game written in JavaScript (examples/first-to-100.js, the issue's sketch as
// written, and examples/coupon-collector.js) run by the library and the CLI: the same games on 1
// and 2 threads, shards that merge into the whole run, traces of the games a run plays, a known
// answer, and every bad module refused with a BoardsimError naming what is wrong.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { defineGame, loadGame, merge, simulate, trace } from '../src/index.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { ChunkStream } from '../src/rng/stream.js';
import { diceDraws } from '../src/rng/dice-stream.js';
import { parseDice } from '../src/rng/dice.js';
import { BufferedWords, StreamDice } from '../src/rng/game-dice.js';
import { MethodDraws } from '../src/rng/methods.js';
import { setDice } from '../src/wasm/dice.js';
import { kernelWordFiller } from '../src/wasm/stream-words.js';
import { boundPlay } from '../src/games/module-play.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { ROOT, isThreadsNote, loadKernel, runCli } from './helpers.js';

const FIRST_TO_100 = join(ROOT, 'examples/first-to-100.js');
const COUPONS = join(ROOT, 'examples/coupon-collector.js');
const dir = mkdtempSync(join(tmpdir(), 'boardsim-usergame-'));

/** A game module written for one test. */
function moduleFile(name: string, text: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, text);
  return file;
}

/** A report without what tells the machine rather than the games. */
function games(report: SimulationReport): unknown {
  const { threads: _t, elapsedMs: _e, gamesPerSecond: _g, notes, ...rest } = report;
  return { ...rest, notes: notes?.filter((n) => !isThreadsNote(n)) };
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

describe('the dice a JavaScript game rolls', () => {
  test('are the chunk stream, roll for roll, whatever the faces (default die and others)', async () => {
    const kernel = await loadKernel();
    const faces = [6, 4, 100, 65536, 70000, 2 ** 31 - 1, 1, 2];
    for (const die of ['xoshiro128x4', 'pcg32', 'java-lcg']) {
      const spec = parseDice(die);
      setDice(kernel, spec);
      const words = kernelWordFiller(kernel, 1024, die === 'xoshiro128x4');
      try {
        for (const chunk of [0, 5]) {
          words.seed(9n, chunk);
          const ours =
            die === 'xoshiro128x4'
              ? new StreamDice(words.fill)
              : new MethodDraws(new BufferedWords(words.fill), spec.method);
          const twin =
            die === 'xoshiro128x4' ? new ChunkStream(9n, BigInt(chunk)) : diceDraws(spec, 9n, BigInt(chunk));
          const a: number[] = [];
          const b: number[] = [];
          for (let i = 0; i < 5000; i++) {
            const n = faces[i % faces.length]!;
            a.push(ours.draw(n));
            b.push(twin.draw(n));
          }
          expect(a).toEqual(b);
        }
      } finally {
        words.release();
      }
    }
  });

  test("the default die's words straight from the stream are the die's words", async () => {
    const kernel = await loadKernel();
    setDice(kernel, parseDice('xoshiro128x4'));
    const lab = kernelWordFiller(kernel, 1024);
    const a = new Uint32Array(1024 * 3);
    lab.seed(4n, 7);
    for (let i = 0; i < 3; i++) lab.fill(a.subarray(i * 1024, (i + 1) * 1024));
    lab.release();
    const stream = kernelWordFiller(kernel, 1024, true);
    const b = new Uint32Array(1024 * 3);
    stream.seed(4n, 7);
    for (let i = 0; i < 3; i++) stream.fill(b.subarray(i * 1024, (i + 1) * 1024));
    stream.release();
    const twin = new ChunkStream(4n, 7n);
    expect(Array.from(b)).toEqual(Array.from(a));
    expect(Array.from(b.subarray(0, 8))).toEqual(Array.from({ length: 8 }, () => twin.nextWord()));
  });

  test('every game of a run rolls one kind of dice, its first game too (play() sees one class)', async () => {
    const kinds = new Set<unknown>();
    const game = defineGame({
      name: 'kinds',
      play(dice) {
        kinds.add(Object.getPrototypeOf(dice));
        return { figures: { roll: dice.next(6) } };
      },
    });
    await simulate({ game, games: 70_000, seed: 1, threads: 1 });
    // the default die's own class, whose next() reads the buffer itself
    expect([...kinds]).toEqual([StreamDice.prototype]);
    kinds.clear();
    await simulate({ game, games: 70_000, seed: 1, threads: 1, dice: 'pcg32' });
    expect(kinds.size).toBe(1);
  });
  test("a definition's play() is bound once: every run and first game call the same function", () => {
    const definition = {
      play(this: unknown) {
        return { figures: { self: this === definition ? 1 : 0 } };
      },
    };
    const play = boundPlay(definition);
    expect(boundPlay(definition)).toBe(play);
    expect(play({} as never, {} as never)).toEqual({ figures: { self: 1 } });
    expect(boundPlay({ ...definition })).not.toBe(play);
  });
});

describe('the issue sketch, first-to-100.js, from the library', () => {
  test('1 thread and 2 threads play the same games, bit for bit; the same seed, the same JSON', async () => {
    const options = { game: FIRST_TO_100, games: 150_000, seed: 7, players: 3 };
    const one = await simulate({ ...options, threads: 1 });
    const two = await simulate({ ...options, threads: 2 });
    expect(games(two)).toEqual(games(one));
    expect(games(await simulate({ ...options, threads: 1 }))).toEqual(games(one));
    expect(one.game).toBe('first-to-100');
    expect(one.players).toBe(3);
    expect(one.seats).toHaveLength(3);
    expect(one.seats.reduce((sum, s) => sum + s.wins, 0)).toBe(150_000);
    expect(one.metrics.turns!.histogram.reduce((sum, [, c]) => sum + c, 0)).toBe(150_000);
    expect(one.run.module).toEqual({
      name: 'first-to-100',
      hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      file: 'first-to-100.js',
    });
    // the first seat rolls first: it wins more than a third
    expect(one.seats[0]!.ci95[0]).toBeGreaterThan(1 / 3);
  });

  test('shards merged are the whole run', async () => {
    const options = { game: FIRST_TO_100, games: 200_000, seed: 3 };
    const whole = await simulate({ ...options, threads: 1 });
    const shards: SimulationReport[] = [];
    for (const k of [1, 2, 3, 4, 5]) shards.push(await simulate({ ...options, threads: 1, shard: `${k}/5` }));
    expect(shards[0]!.games).toBe(0); // 4 chunks in 5 shards: the first is empty
    const merged = merge(JSON.parse(JSON.stringify(shards)) as SimulationReport[]);
    expect(games(merged)).toEqual(games(whole));
    expect(merged.run.digest).toBe(whole.run.digest);
  });

  test('another die (--dice pcg32) plays the same games on 1 and 2 threads; ring-buffer is refused', async () => {
    const options = { game: FIRST_TO_100, games: 140_000, seed: 8, dice: 'pcg32' };
    const one = await simulate({ ...options, threads: 1 });
    expect(games(await simulate({ ...options, threads: 2 }))).toEqual(games(one));
    expect(one.run.dice).toBe('pcg32:lemire');
    const ring = await refusal(() => simulate({ ...options, dice: 'ring-buffer', threads: 1 }));
    expect(ring.issues[0]).toMatchObject({ code: 'dice/no-words', path: 'dice' });
  });

  test('a game given as its definition plays the same games on the calling thread', async () => {
    const { default: definition } = (await import(FIRST_TO_100)) as { default: object };
    const options = { games: 70_000, seed: 11 };
    const byPath = await simulate({ ...options, game: FIRST_TO_100, threads: 2 });
    const byObject = await simulate({ ...options, game: definition as never, threads: 2 });
    expect(byObject.metrics).toEqual(byPath.metrics);
    expect(byObject.seats).toEqual(byPath.seats);
    expect(byObject.notes?.join()).toMatch(/plays on the calling thread/);
    // its hash is of the definition, not of the file
    expect(byObject.run.module!.hash).not.toBe(byPath.run.module!.hash);
  });

  test("trace replays a run's games: game N of a run has the figures the run counted", async () => {
    const loaded = await loadGame(FIRST_TO_100);
    for (const seed of [1, 2, 3]) {
      const run = await simulate({ game: loaded, games: 1, seed, threads: 1 });
      const traced = trace({ game: loaded, seed, gameIndex: 0 });
      expect(run.metrics.turns!.histogram).toEqual([
        [traced.figures as { turns: number }, 1].map((v, i) =>
          i === 0 ? (v as { turns: number }).turns : v,
        ),
      ]);
      expect(run.seats[traced.winner as number]!.wins).toBe(1);
    }
    const far = trace({ game: loaded, seed: 1, gameIndex: 70_000 });
    expect(far).toMatchObject({ chunk: 1, index: 70_000 - 65_536 });
    expect(far.lines.at(-1)).toMatch(/^figures: turns \d+$/);
  });
});

describe('a known answer', () => {
  test("the coupon collector's mean number of rolls, 6 × (1 + 1/2 + … + 1/6) = 14.7, is inside the interval", async () => {
    const report = await simulate({ game: COUPONS, games: 400_000, seed: 5, threads: 2 });
    const rolls = report.metrics.rolls!;
    expect(rolls.ci95[0]).toBeLessThan(14.7);
    expect(rolls.ci95[1]).toBeGreaterThan(14.7);
    // its variance: 36 × Σ 1/k² − 6 × Σ 1/k over k = 1..6
    const h = [1, 2, 3, 4, 5, 6].reduce((s, k) => s + 1 / k, 0);
    const h2 = [1, 2, 3, 4, 5, 6].reduce((s, k) => s + 1 / k ** 2, 0);
    expect(rolls.sd).toBeCloseTo(Math.sqrt(36 * h2 - 6 * h), 1);
    expect(rolls.min).toBe(6);
    // a true/false figure is counted 1/0: the share of games of six different rolls, 6!/6^6
    expect(report.metrics.perfect!.mean).toBeCloseTo(720 / 6 ** 6, 3);
    expect(report.seats).toEqual([{ winRate: 1, ci95: expect.any(Array), wins: 400_000 }]);
  });

  test('presets and config change its settings; the report holds them', async () => {
    const d20 = await simulate({ game: COUPONS, preset: 'd20', games: 20_000, threads: 1 });
    expect(d20).toMatchObject({ preset: 'd20', config: { faces: 20 } });
    const h20 = Array.from({ length: 20 }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b);
    expect(Math.abs(d20.metrics.rolls!.mean - 20 * h20)).toBeLessThan(4 * d20.metrics.rolls!.se);
    const custom = await simulate({ game: COUPONS, config: '{"faces": 4}', games: 1000, threads: 1 });
    expect(custom).toMatchObject({ preset: 'custom', config: { faces: 4 } });
    const lines = trace({ game: await loadGame(COUPONS), seed: 1 }).lines;
    expect(lines.filter((l) => l.includes('is new'))).toHaveLength(6);
  });
});

describe('bad input is a BoardsimError naming what is wrong', () => {
  const run = (game: unknown, extra: object = {}) =>
    simulate({ game: game as string, games: 70_000, seed: 2, threads: 1, ...extra });

  test('a module that exports no game, or a game without play or name', async () => {
    expect((await refusal(() => run(moduleFile('none', 'export const x = 1;')))).message).toMatch(
      /none\.mjs: exports no game/,
    );
    expect((await refusal(() => run(moduleFile('noplay', "export default { name: 'x' };")))).message).toMatch(
      /play: must be a function/,
    );
    expect(
      (await refusal(() => run(defineGame({ name: '', play: () => ({ figures: {} }) })))).message,
    ).toMatch(/^game: name: must be a name/);
    expect((await refusal(() => run(join(dir, 'missing.js')))).message).toMatch(/missing\.js: no such file/);
    expect((await refusal(() => run(moduleFile('syntax', 'export default {')))).message).toMatch(
      /syntax\.mjs: cannot import it \(/,
    );
  });

  test('play throws: the message names the game, its chunk, and the trace that replays it', async () => {
    const file = moduleFile(
      'throws',
      `let n = 0;
      export default { name: 'throws', play(dice) { dice.next(); if (++n === 65_540) throw new RangeError('boom'); return { figures: { n: 1 } }; } };`,
    );
    const error = await refusal(() => run(file));
    expect(error.issues[0]).toMatchObject({ code: 'game/threw', path: 'play' });
    // game 0 was played once first, to name the figures: the 65,540th call is chunk 1's game 2
    expect(error.message).toBe(
      `play: game 65538 (chunk 1, game 2 of it) threw RangeError: boom; replay it: boardsim trace ${file} --seed 2 --game 65538`,
    );
  });

  test('games that throw in several chunks: the earliest is named, on any threads and in a shard', async () => {
    // a game throws on a d40000's 40000: the chunks of seed 1867 where one does, and at which game
    const faces = 40_000;
    const seed = 1867n;
    const firstThrow = (chunk: number): number | undefined => {
      const stream = new ChunkStream(seed, BigInt(chunk));
      for (let i = 0; i < GAMES_PER_CHUNK; i++) if (stream.draw(faces) === faces - 1) return i;
      return undefined;
    };
    const throws = [0, 1, 2, 3, 4, 5].map(firstThrow);
    // chunk 0 throws late and chunk 1 early (so chunk 1 fails first when both play at once), chunk 2
    // not at all; the same for chunks 4 and 5
    expect(throws[0]).toBeGreaterThan(40_000);
    expect(throws[1]).toBeLessThan(5000);
    expect(throws[2]).toBeUndefined();
    expect(throws[4]).toBeGreaterThan(40_000);
    expect(throws[5]).toBeLessThan(5000);
    const file = moduleFile(
      'rare',
      `export default { name: 'rare', play(dice) { if (dice.next(${faces}) === ${faces}) throw new Error('a rare roll'); return { figures: { n: 1 } }; } };`,
    );
    const named = (chunk: number): string => {
      const game = chunk * GAMES_PER_CHUNK + throws[chunk]!;
      return `play: game ${game} (chunk ${chunk}, game ${throws[chunk]} of it) threw Error: a rare roll; replay it: boardsim trace ${file} --seed ${seed} --game ${game}`;
    };
    // three chunks, then six (more tasks than threads), on 1, 2 and 3 threads
    for (const chunks of [3, 6])
      for (const threads of [1, 2, 3]) {
        const error = await refusal(() =>
          simulate({ game: file, games: chunks * GAMES_PER_CHUNK, seed, threads }),
        );
        expect(error.message).toBe(named(0));
      }
    // the shard of chunks 4 and 5: its earliest
    for (const threads of [1, 2]) {
      const options = { game: file, games: 6 * GAMES_PER_CHUNK, seed, threads, shard: '3/3' };
      expect((await refusal(() => simulate(options))).message).toBe(named(4));
    }
  });

  test('a game that never ends stops at its roll limit', async () => {
    const file = moduleFile(
      'endless',
      `export default { name: 'endless', maxRolls: 5000, play(dice) { for (;;) dice.next(6); } };`,
    );
    expect((await refusal(() => run(file))).message).toMatch(
      /^maxRolls: game 0 \(chunk 0, game 0 of it\) rolled more than 5,000 times without ending/,
    );
    const later = defineGame({
      name: 'later',
      maxRolls: 100,
      play: (dice) => {
        let rolls = 1;
        while (dice.next(100) !== 1) rolls++;
        return { figures: { rolls } };
      },
    });
    expect((await refusal(() => run(later))).issues[0]!.code).toBe('game/too-long');
  });

  test.each([
    ['NaN', 'Number.NaN', /figures\.x: game 0 .* gave x = NaN: figures are whole numbers/],
    ['a fraction', '1.5', /gave x = 1\.5/],
    ['a negative number', '-1', /gave x = -1/],
    ['a string', "'3'", /gave x = "3"/],
    ['Infinity', 'Infinity', /gave x = Infinity/],
  ])('a figure that is %s', async (_name, value, message) => {
    const game = moduleFile(
      `figure-${_name.replace(/\W/g, '')}`,
      `export default { name: 'f', play: () => ({ figures: { x: ${value} } }) };`,
    );
    expect((await refusal(() => run(game))).message).toMatch(message);
  });

  test('figures that change from game to game, and winners that are no seat', async () => {
    let n = 0;
    const changing = defineGame({
      name: 'changing',
      play: () => ({ figures: (n++ === 3 ? { y: 1 } : { x: 1 }) as Record<string, number> }),
    });
    expect((await refusal(() => run(changing))).message).toMatch(
      /game 2 .* returned figures y, but the first game returned x: every game returns the same figures/,
    );
    const seat = defineGame({
      name: 'seat',
      players: { min: 2, max: 2 },
      play: () => ({ winner: 2, figures: {} }),
    });
    expect((await refusal(() => run(seat))).message).toMatch(
      /^winner: game 0 .* a winner is a seat from 0 to 1/,
    );
  });

  test('bad players and bad config', async () => {
    expect((await refusal(() => run(FIRST_TO_100, { players: 7 }))).message).toBe(
      'players: must be from 1 to 6',
    );
    expect((await refusal(() => run(COUPONS, { config: { faces: 'six' } }))).message).toBe(
      'config.faces: must be a number (as its default 6), not "six"',
    );
    expect((await refusal(() => run(COUPONS, { config: { face: 6 } }))).message).toBe(
      'config.face: is not a setting of coupon-collector; did you mean "faces"? (its settings: faces)',
    );
    expect((await refusal(() => run(COUPONS, { config: { faces: 0 } }))).message).toBe(
      'config: faces must be a whole number from 1 to 1000',
    );
    expect((await refusal(() => run(COUPONS, { preset: 'd30' }))).message).toBe(
      'preset: no coupon-collector preset "d30" (presets: d20)',
    );
    expect((await refusal(() => run(COUPONS, { board: '{}' }))).issues[0]!.path).toBe('board');
    expect((await refusal(() => run(COUPONS, { mode: 'independent' }))).issues[0]!.code).toBe(
      'option/unknown',
    );
  });

  test('merge refuses shards of another game module or of another version of it', async () => {
    const text = readFileSync(FIRST_TO_100, 'utf8');
    const v1 = moduleFile('v1', text);
    const v2 = moduleFile('v2', `${text}\n// edited\n`);
    const options = { games: 140_000, seed: 4, threads: 1 };
    const a = await simulate({ ...options, game: v1, shard: '1/2' });
    const b = await simulate({ ...options, game: v2, shard: '2/2' });
    const error = await refusal(() => merge([a, b], ['a.json', 'b.json']));
    expect(error.message).toMatch(
      /^b\.json: its game module is first-to-100 [0-9a-f]{32}, not first-to-100 [0-9a-f]{32} as in a\.json/,
    );
    const snakes = await simulate({ game: 'snakes', ...options, shard: '2/2' });
    expect((await refusal(() => merge([a, snakes]))).message).toMatch(/^report 2: /);
    expect((await refusal(() => merge([snakes, a]))).message).toMatch(/^report 2: /);
  });
});

describe('the CLI', () => {
  const simulateArgs = [
    'simulate',
    'examples/first-to-100.js',
    '--games',
    '140000',
    '--seed',
    '9',
    '--json',
    '--quiet',
  ];

  test('simulate: 1 thread = 2 threads; shards with --out merge into the whole run', async () => {
    const one = await runCli([...simulateArgs, '--threads', '1']);
    expect(one.stderr).toBe('');
    expect(one.code).toBe(0);
    const two = await runCli([...simulateArgs, '--threads', '2']);
    const whole = JSON.parse(one.stdout) as SimulationReport;
    expect(games(JSON.parse(two.stdout) as SimulationReport)).toEqual(games(whole));
    const files = ['1', '2'].map((k) => join(dir, `shard-${k}.json`));
    for (const [i, file] of files.entries())
      expect((await runCli([...simulateArgs, '--shard', `${i + 1}/2`, '--out', file])).code).toBe(0);
    const merged = await runCli(['merge', ...files, '--json']);
    expect(merged.code).toBe(0);
    expect(games(JSON.parse(merged.stdout) as SimulationReport)).toEqual(games(whole));
    const text = await runCli([
      'simulate',
      'examples/coupon-collector.js',
      '--games',
      '1e5',
      '--preset',
      'd20',
      '--quiet',
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/coupon-collector/);
    expect(text.stdout).toMatch(/rolls/);
  });

  test('trace replays a game; --config sets the settings', async () => {
    const config = join(dir, 'c.json');
    writeFileSync(config, '{ "faces": 3 }');
    const traced = await runCli([
      'trace',
      'examples/coupon-collector.js',
      '--config',
      config,
      '--game',
      '4',
      '--seed',
      '3',
    ]);
    expect(traced.code).toBe(0);
    expect(traced.stdout).toMatch(/face \d is new: 0 to go/);
    expect(traced.stdout).toMatch(/d3 → \d/);
    const json = await runCli(['trace', 'examples/first-to-100.js', '--game', '4', '--seed', '3', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ game: 'first-to-100', gameIndex: 4, players: 2 });
  });

  test('bad input: exit 2, one line naming the field, no stack, nothing written', async () => {
    const out = join(dir, 'never.json');
    const bad = moduleFile(
      'cli-bad',
      'export default { name: "bad", play: () => ({ figures: { x: 0.5 } }) };',
    );
    const cases: [string[], RegExp][] = [
      [['simulate', moduleFile('cli-none', 'export {};')], /cli-none\.mjs: exports no game/],
      [['simulate', bad], /^boardsim: error: figures\.x: game 0 \(chunk 0, game 0 of it\) gave x = 0\.5/],
      [
        ['simulate', 'examples/first-to-100.js', '--players', '9'],
        /^boardsim: error: --players: must be from 1 to 6\n/,
      ],
      [
        ['simulate', 'examples/coupon-collector.js', '--config', join(dir, 'nope.json')],
        /nope\.json: no such file/,
      ],
      [['simulate', 'examples/first-to-100.js', '--board', 'x.json'], /--board: is a built-in game's option/],
      [['simulate', 'snakes', '--config', 'x.json'], /--config: is a game module's settings file/],
    ];
    for (const [args, message] of cases) {
      const result = await runCli([...args, '--games', '1000', '--out', out]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(out)).toBe(false);
  });
});

describe('docs/guide/your-own-game.md', () => {
  test('its module is examples/first-to-100.js, and its commands run as written', async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/your-own-game.md'), 'utf8');
    const block = (language: string) => new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(page)![1]!;
    const game = block('js');
    expect(game).toBe(readFileSync(FIRST_TO_100, 'utf8'));
    const cwd = mkdtempSync(join(dir, 'docs-'));
    writeFileSync(join(cwd, 'first-to-100.js'), game);
    for (const command of block('sh').trim().split('\n')) {
      const [, ...args] = command.split(/\s+/);
      const result = await runCli(args, { cwd });
      expect(result.code, `${command}: ${result.stderr}`).toBe(0);
    }
    expect(existsSync(join(cwd, 'part2.json'))).toBe(true);
  });
});
