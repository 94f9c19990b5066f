// Hostile inputs, third round (issue 35): every small input bounded before it costs time or
// memory, no hang, no leftover, values read as they are meant. Each case failed before its fix.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, onTestFinished, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { candyEditionToJson } from '../src/games/candyland/schema.js';
import { parseStrategyList } from '../src/games/lama/tables.js';
import { memoryLimit } from '../src/games/pegs/memory.js';
import { createDice, simulate, tournament, trace } from '../src/index.js';
import { ROOT, runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-hostile-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const classic = candyEditionToJson(candyPresets.classic!.config) as { deck: unknown[] };

describe('board files: the size cap checked while reading (item 5)', () => {
  test('--board /dev/urandom is refused after 3 MiB, not read until the string overflows', async () => {
    const r = await runCli(['simulate', 'snakes', '--board', '/dev/urandom', '--games', '10']);
    expect(r.stderr).toBe(
      'boardsim: error: /dev/urandom: more than 3,145,728 bytes; a board is at most 1,048,576 characters (1 MiB)\n',
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  test('a 16 MB Candy Land deck is refused at once, by analyze and pegs too', async () => {
    const card = JSON.stringify(classic.deck[0]);
    const deck = `[${Array.from({ length: 16e6 / (card.length + 1) }, () => card).join(',')}]`;
    const big = file(
      'deck.json',
      JSON.stringify({ ...classic, deck: 0 }).replace('"deck":0', `"deck":${deck}`),
    );
    const message = `boardsim: error: ${big}: more than 3,145,728 bytes; a board is at most 1,048,576 characters (1 MiB)\n`;
    for (const args of [
      ['simulate', 'candyland', '--board', big],
      ['analyze', 'candyland', '--board', big, '--games', '10'],
      ['pegs', '--board', big],
    ]) {
      const r = await runCli(args);
      expect(r.stderr).toBe(message);
      expect(r.code).toBe(2);
    }
  });

  test('a board of more than 1 MiB of text is refused by the JSON gate, from a file or the library', async () => {
    const text = JSON.stringify(classic).replace('{', `{${' '.repeat(2 ** 20)}`);
    const padded = file('padded.json', text);
    const r = await runCli(['simulate', 'candyland', '--board', padded]);
    expect(r.stderr).toBe(
      `boardsim: error: ${padded}: ${text.length.toLocaleString('en-US')} characters; at most 1,048,576 (1 MiB) in a board\n`,
    );
    expect(r.code).toBe(2);
    const error = await simulate({ game: 'candyland', board: text, games: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as BoardsimError).issues.map((i) => i.code)).toEqual(['json/too-large']);
    // just under the cap, it is read and used
    const fits = file('fits.json', JSON.stringify(classic).replace('{', `{${' '.repeat(2 ** 20 - 2 ** 14)}`));
    const ok = await runCli(['simulate', 'candyland', '--board', fits, '--games', '1000', '--quiet']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
  });
});

describe('merge reads files, never waits on a FIFO (item 6)', () => {
  test('a FIFO named as a shard is refused at once, not opened and waited on forever', async () => {
    const fifo = join(dir, 'f.json');
    execFileSync('mkfifo', [fifo]);
    const r = await runCli(['merge', fifo], {
      // before the fix, merge blocked in a synchronous open that Ctrl-C could not stop
      onSpawn: (kill) => setTimeout(() => kill('SIGKILL'), 20_000),
    });
    expect(r.stderr).toBe(
      `boardsim: error: ${fifo}: is a FIFO, not a file: merge reads shard files (write the shard to a file first)\n`,
    );
    expect(r.code).toBe(2);
  });

  test('so is a character device', async () => {
    const r = await runCli(['merge', '/dev/zero']);
    expect(r.stderr).toBe(
      'boardsim: error: /dev/zero: is a character device, not a file: merge reads shard files (write the shard to a file first)\n',
    );
    expect(r.code).toBe(2);
  });
});

describe('a signal while --out is written leaves no temporary file (item 7)', () => {
  // a child writes a 400 MB report through writeOut, the CLI's --out writer, and gets the signal
  // once its temporary file is there
  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s', async (signal) => {
    const folder = mkdtempSync(join(dir, 'signal-'));
    const target = join(folder, 'report.json');
    writeFileSync(target, 'old\n');
    const script = join(folder, 'write.mts');
    writeFileSync(
      script,
      `import { writeOut } from ${JSON.stringify(join(ROOT, 'src/cli/output.ts'))};
await writeOut(${JSON.stringify(target)}, 'x'.repeat(400 * 2 ** 20));`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
      child.on('close', (code, killed) => resolve(code ?? killed)),
    );
    const temp = () => readdirSync(folder).filter((name) => name.endsWith('.tmp'));
    while (temp().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill(signal);
    expect(await exited).toBe(128 + osConstants.signals[signal]);
    expect(stderr).toBe('boardsim: interrupted; nothing was written\n');
    expect(temp()).toEqual([]);
    expect(readFileSync(target, 'utf8')).toBe('old\n');
  });
});

describe('--out names the system cannot make are refused before the work (item 8)', () => {
  test('a 300-character name: one line, exit 2, before a run of 10^12 games', async () => {
    const name = `${'a'.repeat(300)}.json`;
    const r = await runCli(['simulate', 'snakes', '--games', '1e12', '--quiet', '--out', name], {
      cwd: dir,
      onSpawn: (kill) => setTimeout(() => kill('SIGKILL'), 20_000),
    });
    expect(r.stderr).toBe(
      `boardsim: error: --out: ${name}: a name of 305 bytes in the path; file names have at most 255\n`,
    );
    expect(r.code).toBe(2);
  });

  test('a name of 255 bytes, the most there is, is written (its temporary file has a shorter name)', async () => {
    const folder = mkdtempSync(join(dir, 'long-'));
    const name = `${'é'.repeat(125)}.json`; // 250 + 5 bytes
    const r = await runCli(['exact', 'snakes', '--out', name], { cwd: folder });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(folder)).toEqual([name]);
    expect(JSON.parse(readFileSync(join(folder, name), 'utf8')).game).toBe('snakes');
  });
});

describe('--out to a regular file under /dev (item 9)', () => {
  test('a file on the RAM disk /dev/shm is replaced, not appended to', async (context) => {
    if (!existsSync('/dev/shm')) return context.skip(); // no RAM disk here: nothing to check
    const folder = mkdtempSync('/dev/shm/boardsim-');
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const out = join(folder, 'report.json');
    writeFileSync(out, 'old\n', { mode: 0o640 });
    for (const _run of [1, 2]) expect((await runCli(['exact', 'snakes', '--out', out])).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).game).toBe('snakes');
    expect(statSync(out).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder)).toEqual(['report.json']);
  });
});

describe('values read as they are meant (item 15)', () => {
  test('--out - writes the report to stdout, as other tools do, not to a file named -', async () => {
    const folder = mkdtempSync(join(dir, 'dash-'));
    const r = await runCli(['exact', 'snakes', '--preset', 'classic', '--out', '-'], { cwd: folder });
    expect(r.code).toBe(0);
    const end = r.stdout.indexOf('\n}\n') + 3;
    expect(JSON.parse(r.stdout.slice(0, end)).game).toBe('snakes');
    expect(r.stdout.slice(end)).toMatch(/^boardsim snakes · preset classic/);
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('--shard with K and N past 2^53 (item 10)', () => {
  const huge = (digit: string) => digit.repeat(400);
  test('the CLI: one line, exit 2, instead of "shard Infinity/Infinity" and nulls', async () => {
    const r = await runCli(['simulate', 'snakes', '--games', '1000', '--shard', `${huge('1')}/${huge('2')}`]);
    expect(r.stderr).toBe(
      'boardsim: error: --shard: K and N must be whole numbers up to 9,007,199,254,740,991 (2^53 - 1), got a number of 400 digits/a number of 400 digits\n',
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  test('the library, and 17 digits that would be rounded', async () => {
    for (const shard of [`${huge('3')}/${huge('4')}`, '9007199254740993/9007199254740993']) {
      const error = await simulate({ game: 'snakes', games: 1000, shard }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as BoardsimError).issues[0]!.message).toMatch(/^K and N must be whole numbers up to /);
    }
  });
});

describe('the library reads its own options only (item 12)', () => {
  /** Runs `body` with `values` on Object.prototype, as another library or an attack would set them. */
  async function polluted<T>(values: Record<string, unknown>, body: () => Promise<T>): Promise<T> {
    for (const [key, value] of Object.entries(values))
      Object.defineProperty(Object.prototype, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    try {
      return await body();
    } finally {
      for (const key of Object.keys(values)) delete (Object.prototype as Record<string, unknown>)[key];
    }
  }
  const withoutTime = (r: object) => JSON.stringify({ ...r, elapsedMs: 0, gamesPerSecond: 0 });

  test('simulate() ignores seed, dice, players and shard on Object.prototype', async () => {
    const options = { game: 'snakes', games: 1000, threads: 1 };
    const clean = await simulate(options);
    const report = await polluted({ seed: 7, dice: 'pcg32', players: 3, shard: '2/2' }, () =>
      simulate(options),
    );
    expect(report.seed).toBe(1);
    expect(report.run.dice).toBe('xoshiro128x4:lemire16');
    expect(withoutTime(report)).toBe(withoutTime(clean));
  });

  test('trace() and createDice() too', async () => {
    const clean = trace({ game: 'snakes' });
    expect(await polluted({ seed: 7, gameIndex: 3 }, async () => trace({ game: 'snakes' }))).toEqual(clean);
    const die = await createDice('pcg32');
    const rolls = die.fill(new Uint8Array(10));
    die.dispose();
    const again = await polluted({ seed: 7, stream: 2 }, () => createDice('pcg32'));
    expect([again.seed, again.stream]).toEqual([die.seed, undefined]);
    expect(again.fill(new Uint8Array(10))).toEqual(rolls);
    again.dispose();
  });
});

describe('a board that is no JSON object is refused (item 13)', () => {
  test.each(['snakes', 'candyland', 'lama', 'pegs'])(
    '%s: a Map, a RegExp or a Date, not the default board',
    async (game) => {
      for (const [board, kind] of [
        [new Map([['squares', 30]]), 'a Map'],
        [/squares/, 'a RegExp'],
        [new Date(0), 'a Date'],
      ] as const) {
        // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
        const error = await simulate({ game, board, games: 10, threads: 1 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BoardsimError);
        expect((error as Error).message).toBe(`board: a board is a JSON object (or its text), not ${kind}`);
      }
    },
  );
});

describe('createDice at its edges (item 14)', () => {
  test('jump() from the last stream, 2^64-1, is refused: no stream 2^64, no replay of stream 0', async () => {
    const last = 2n ** 64n - 1n;
    const die = await createDice('pcg32', { stream: last });
    const error = (() => {
      try {
        die.jump();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as Error).message).toBe(
      'stream: 18446744073709551615 (2^64-1) is the last stream: there is none after it',
    );
    expect(die.stream).toBe(last);
    const first = await createDice('pcg32', { stream: 0 });
    expect(die.fill(new Uint8Array(8))).not.toEqual(first.fill(new Uint8Array(8)));
    die.dispose();
    first.dispose();
  });

  test('createDice(5n): a BoardsimError naming the spec, not a TypeError', async () => {
    for (const [spec, shown] of [
      [5n, '5n'],
      [() => 1, 'a function'],
    ] as const) {
      const error = await createDice(spec as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BoardsimError);
      expect((error as Error).message).toBe(`spec: must be GEN[:METHOD], not ${shown}`);
    }
  });
});

describe('strategies are capped before any work (item 3)', () => {
  const many = (n: number) => ['random', ...Array.from({ length: n - 1 }, (_, i) => `ismcts:${i + 1}`)];

  test('tournament, ladder and fairness with 2,000 strategies: one line, exit 2, at once', async () => {
    for (const command of ['tournament', 'ladder', 'fairness']) {
      const r = await runCli([command, 'lama', '--players', '2', '--strategies', many(2000).join(',')], {
        onSpawn: (kill) => setTimeout(() => kill('SIGKILL'), 30_000),
      });
      expect(r.stderr).toBe(
        'boardsim: error: --strategies: 2,000 strategies; at most 32 are compared (every pair at every table size is a cell)\n',
      );
      expect(r.code).toBe(2);
    }
  });

  test('the library too; 32 strategies are accepted', async () => {
    const error = await tournament({ game: 'lama', players: 2, strategies: many(33) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as Error).message).toMatch(/^strategies: 33 strategies; at most 32 are compared/);
    expect(parseStrategyList(many(32), 'random', 2)).toHaveLength(32);
  });
});

describe('peg solitaire: a default budget a user would not regret (item 4)', () => {
  /** A 2-3 KB board: an 8 × 8 square, jumps along rows and columns, the hole d4 empty. */
  function square8(): string {
    const name = (x: number, y: number) => `${'abcdefgh'[x]}${y + 1}`;
    const holes = [];
    const lines = [];
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) {
        holes.push({ name: name(x, y), at: [x, y] });
        if (x < 6) lines.push([name(x, y), name(x + 1, y), name(x + 2, y)]);
        if (y < 6) lines.push([name(x, y), name(x, y + 1), name(x, y + 2)]);
      }
    return JSON.stringify({ name: 'square8', holes, lines, start: 'd4' });
  }

  test('an 8 × 8 board without --max-memory stops at 1 GiB, not at the free memory', async () => {
    const board = file('square8.json', square8());
    const started = Date.now();
    const r = await runCli(['pegs', '--board', board, '--threads', '2'], {
      // before the fix: minutes and gigabytes (the budget was the free memory)
      onSpawn: (kill) => setTimeout(() => kill('SIGKILL'), 100_000),
    });
    expect(r.stderr).toMatch(
      /^boardsim: error: --max-memory: the layer of \d+ pegs would need about [\d.]+ GiB \(estimate, before counting it\), more than the default budget of [\d.]+ [GM]iB \(give --max-memory to allow more\); the machine has [\d.]+ [GM]iB free: the count stops here, no result\n$/,
    );
    expect(r.code).toBe(2);
    expect(Date.now() - started).toBeLessThan(100_000);
  });

  test('the default: 1 GiB, or the free memory if less; --max-memory replaces it', () => {
    expect(memoryLimit(undefined, 2 ** 34)).toBe(2 ** 30);
    expect(memoryLimit(undefined, 2 ** 29)).toBe(2 ** 29);
    expect(memoryLimit(undefined, undefined)).toBe(2 ** 30);
    expect(memoryLimit(20 * 2 ** 30, 2 ** 29)).toBe(20 * 2 ** 30);
  });
});
