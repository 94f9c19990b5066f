// The impossible options of issue 32 through the CLI of every command that takes them (simulate,
// exact, analyze): a goal of 0, a die of one face, an unknown policy, and a Yahtzee table file that
// does not match the rules it claims (other rules in its header, or values that do not match its
// checksum). Each is one line naming the field, exit 2, and the --out file is not written.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exact } from '../src/index.js';
import { runCli } from './helpers.js';

const DIR = mkdtempSync(join(tmpdir(), 'boardsim-refusals-'));
const file = (name: string, text: string | Buffer) => {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
};

/** The table file boardsim keeps, rewritten: `header` changes its first line, `flip` a value. */
function tableVariant(name: string, change: { rules?: string; flip?: boolean }): string {
  const good = exact({ game: 'yahtzee' }) as unknown as { table: { file: string } };
  const bytes = Buffer.from(readFileSync(good.table.file));
  const newline = bytes.indexOf(10);
  const header = JSON.parse(bytes.subarray(0, newline).toString()) as Record<string, unknown>;
  const body = Buffer.from(bytes.subarray(newline + 1));
  if (change.flip) body[body.length - 1]! ^= 1;
  return file(
    name,
    Buffer.concat([
      Buffer.from(`${JSON.stringify({ ...header, ...(change.rules && { rules: change.rules }) })}\n`),
      body,
    ]),
  );
}

describe('impossible options: one line naming the field, exit 2, nothing written', () => {
  const zero = file('zero.json', '{"goal": 0}');
  const oneFace = file('d1.json', '{"dieFaces": 1}');
  const cases: [string, string[], RegExp][] = [
    ['simulate pig, a goal of 0', ['simulate', 'pig', '--board', zero], /zero\.json: goal:/],
    ['exact pig, a goal of 0', ['exact', 'pig', '--board', zero], /zero\.json: goal:/],
    ['analyze pig, a goal of 0', ['analyze', 'pig', '--board', zero], /zero\.json: goal:/],
    ['simulate pig, a die of one face', ['simulate', 'pig', '--board', oneFace], /d1\.json: dieFaces:/],
    ['analyze pig, a die of one face', ['analyze', 'pig', '--board', oneFace], /d1\.json: dieFaces:/],
    [
      'simulate pig, an unknown policy',
      ['simulate', 'pig', '--strategies', 'chicken'],
      /--strategies: no Pig/,
    ],
    [
      'analyze pig, an unknown policy',
      ['analyze', 'pig', '--strategies', 'hold:20;chicken'],
      /--strategies: no Pig/,
    ],
    [
      'simulate yahtzee, an unknown player',
      ['simulate', 'yahtzee', '--strategies', 'lucky'],
      /--strategies:/,
    ],
    ['analyze yahtzee, an unknown player', ['analyze', 'yahtzee', '--strategies', 'lucky'], /--strategies:/],
  ];
  test.each(cases)('%s', async (_name, args, message) => {
    const out = join(DIR, `${args.join('-').replace(/[^a-z0-9-]/gi, '_')}.json`);
    // exact plays no games
    const games = args[0] === 'exact' ? [] : ['--games', '100'];
    const r = await runCli([...args, ...games, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  test('a Yahtzee table file that does not match the rules it claims', async () => {
    const otherRules = tableVariant('other.table', { rules: 'yahtzee-forced-joker/0' });
    const damaged = tableVariant('damaged.table', { flip: true });
    for (const [table, message] of [
      [otherRules, /--table-file: .*other\.table: .*other rules/],
      [damaged, /--table-file: .*damaged\.table: its values do not match its checksum/],
    ] as const)
      for (const command of ['simulate', 'analyze']) {
        const out = join(DIR, `${command}-table.json`);
        const r = await runCli([command, 'yahtzee', '--table-file', table, '--games', '100', '--out', out]);
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(message);
        expect(existsSync(out)).toBe(false);
      }
  }, 120_000);
});
