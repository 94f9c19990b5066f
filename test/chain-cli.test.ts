// `boardsim exact ./chain.js` (the built CLI): the text with the fraction and the decimal, --json's
// keys, the commands of docs/guide/chains.md, and bad chains: one line naming the file and the
// field, exit code 2, no stack trace, no --out file.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT, runCli } from './helpers.js';

const EXAMPLE = join(ROOT, 'examples/hi-ho-cherry-o');
const dir = mkdtempSync(join(tmpdir(), 'boardsim-chain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chainFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('boardsim exact ./chain.js', () => {
  test('text: the fraction and the decimal, the seats', async () => {
    const { code, stdout, stderr } = await runCli(['exact', './chain.js', '--players', '2'], {
      cwd: EXAMPLE,
    });
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toContain('hi-ho-cherry-o: 10 states, solved exactly');
    expect(stdout).toContain('mean          494813746/31313403 = 15.8019792994');
    expect(stdout).toMatch(/seat 1 {2}0\.5187\d+\n {2}seat 2 {2}0\.4812\d+/);
  });

  test('--json: one object with stable keys; --out writes the same', async () => {
    const out = join(dir, 'answer.json');
    const { code, stdout } = await runCli(['exact', './chain.js', '--players', '3', '--json', '--out', out], {
      cwd: EXAMPLE,
    });
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual([
      'name',
      'states',
      'endStates',
      'players',
      'exact',
      'floatReason',
      'mean',
      'variance',
      'sd',
      'meanFraction',
      'varianceFraction',
      'residual',
      'percentiles',
      'pmf',
      'remainder',
      'tolerance',
      'seats',
      'unresolved',
    ]);
    expect(answer).toMatchObject({ exact: true, meanFraction: '494813746/31313403', players: 3 });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(answer);
  });

  test('a CommonJS chain with floating-point probabilities: the float answer and why', async () => {
    const file = chainFile(
      'd6.cjs',
      "module.exports = { name: 'first six', start: 0, next: () => [[0, 5 / 6], [1, 1 / 6]], done: (s) => s === 1 };",
    );
    const { code, stdout } = await runCli(['exact', file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /first six: 1 states, floating point \(residual .*\): probabilities given as floating-point/,
    );
    expect(stdout).toMatch(/mean {10}6\n/);
  });

  test("the page's sample output is the CLI's, as printed", async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/chains.md'), 'utf8');
    const shown = /```text\n(hi-ho-cherry-o[\s\S]*?)```/.exec(page)![1]!;
    const { stdout } = await runCli(['exact', './chain.js', '--players', '4'], { cwd: EXAMPLE });
    expect(stdout).toBe(shown);
  });

  test('the commands of docs/guide/chains.md', async () => {
    const page = readFileSync(join(ROOT, 'docs/guide/chains.md'), 'utf8');
    const block = /<!-- docs-test: run by test\/chain-cli\.test\.ts -->\s*```sh\n([\s\S]*?)```/.exec(
      page,
    )![1]!;
    // one command a line (importing docs-samples.test.ts's parser would run its tests here)
    const commands = block.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    expect(commands.length).toBeGreaterThan(1);
    for (const command of commands) {
      const [name, ...args] = command.split(/\s+/);
      expect(name).toBe('boardsim');
      const { code, stderr } = await runCli(args, { cwd: EXAMPLE });
      expect([command, code, stderr]).toEqual([command, 0, '']);
    }
  });
});

describe('bad chains on the command line', () => {
  const cases: [string, string, string | string[], RegExp][] = [
    ['no such file', 'missing.js', [], /missing\.js: no such file$/],
    ['no default export', 'none.mjs', 'export const chain = 1;', /none\.mjs: it has no default export/],
    [
      'not a chain',
      'number.mjs',
      'export default 5;',
      /number\.mjs: not a chain: expected \{ name, start, next, done \}/,
    ],
    // loaded as a game module is (src/games/module-import.ts), with its messages
    ['a syntax error', 'broken.mjs', 'export default {', /broken\.mjs: cannot import it \(SyntaxError: /],
    [
      'TypeScript',
      'typed.ts',
      "export default { name: 't', start: 0 as number, next: () => [[1, 1]], done: (s: number) => s === 1 };",
      /typed\.ts: cannot import it \(.*\): this Node cannot import TypeScript; compile it to JavaScript/,
    ],
    [
      'top-level await (imported, then refused as no chain)',
      'await.mjs',
      'await Promise.resolve();\nexport default 1;',
      /await\.mjs: not a chain: expected \{ name, start, next, done \}/,
    ],
    [
      'probabilities that do not sum to 1',
      'sum.mjs',
      "export default { name: 's', start: 0, next: () => [[1, '1/2'], [0, '1/3']], done: (s) => s === 1, key: (s) => 'square ' + s };",
      /sum\.mjs: next: the probabilities of state square 0 sum to 5\/6, not 1$/,
    ],
    [
      'a negative probability',
      'negative.mjs',
      "export default { name: 'n', start: 0, next: () => [[1, -0.5], [1, 1.5]], done: (s) => s === 1 };",
      /negative\.mjs: next: a probability of state 0 is -0\.5: give a number from 0 to 1/,
    ],
    [
      'a start that is done',
      'done.mjs',
      "export default { name: 'd', start: 1, next: () => [[1, 1]], done: (s) => s === 1 };",
      /done\.mjs: start: the start state 1 is already done$/,
    ],
    [
      'an end that cannot be reached',
      'trap.mjs',
      "export default { name: 't', start: 0, next: (s) => s === 0 ? [[1, '1/2'], [2, '1/2']] : [[s, 1]], done: (s) => s === 2 };",
      /trap\.mjs: done: the end cannot be reached from state 1$/,
    ],
    [
      'too many states',
      'endless.mjs',
      "export default { name: 'e', start: 0, next: (s) => [[s + 1, '1/2'], [-1, '1/2']], done: (s) => s < 0 };",
      /^boardsim: error: --max-states: more than 500 states, the limit: raise it if the chain is finite$/,
    ],
  ];

  test.each(cases)('%s: one line, exit 2, nothing written', async (_name, file, text, message) => {
    const path = typeof text === 'string' ? chainFile(file, text) : join(dir, file);
    const out = join(dir, `${file}.out.json`);
    const extra = file === 'endless.mjs' ? ['--max-states', '500'] : [];
    const { code, stdout, stderr } = await runCli(['exact', path, ...extra, '--out', out]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^boardsim: error: /);
    expect(stderr.trimEnd()).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  test('options of the built-in games are refused with a chain, --max-states without one', async () => {
    const preset = await runCli(['exact', './chain.js', '--preset', 'classic'], { cwd: EXAMPLE });
    expect([preset.code, preset.stderr]).toEqual([
      2,
      'boardsim: error: --preset: does not apply to a chain file\n',
    ]);
    const states = await runCli(['exact', 'snakes', '--max-states', '5']);
    expect([states.code, states.stderr]).toEqual([
      2,
      'boardsim: error: --max-states: applies to a chain file only\n',
    ]);
  });
});
