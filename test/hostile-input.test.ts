// Input written as an attacker or a careless hand would write it (issue 20, item 5): control
// characters in anything echoed are shown escaped, at most 20 errors are printed, unknown fields
// inside nested objects list that object's fields, spaces are counted from 1, long strings are
// "longer than N characters", and suspicious but legal Candy Land editions get warnings.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type ConfigIssue, type Result, unwrap } from '../src/core/errors.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import {
  type CandyEdition,
  type CandyEditionJson,
  candyEditionToJson,
  parseCandyEdition,
} from '../src/games/candyland/schema.js';
import { candyWarnings } from '../src/games/candyland/warnings.js';
import { simulate } from '../src/index.js';
import { MAX_PRINTED_ISSUES, issueLines } from '../src/cli/report-error.js';
import { escapeControl } from '../src/cli/terminal.js';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const classic = candyEditionToJson(candyPresets.classic!.config) as Record<string, unknown> & {
  spaces: string[];
  deck: Record<string, unknown>[];
  pictures: string[];
};
const issues = (result: Result<unknown>): ConfigIssue[] => (result.ok ? [] : result.errors);
const edition = (change: object): CandyEdition => unwrap(parseCandyEdition({ ...classic, ...change }));

describe('control characters are shown escaped', () => {
  test('escapeControl: ESC, BEL, C1 CSI and bidi overrides become \\uXXXX; text stays', () => {
    expect(escapeControl('a\u001b]0;pwned\u0007b\u009b2Jc\u202ed')).toBe(
      'a\\u001b]0;pwned\\u0007b\\u009b2Jc\\u202ed',
    );
    expect(escapeControl('line 1\nline 2\ttab')).toBe('line 1\\u000aline 2\\u0009tab');
    expect(escapeControl('line 1\nline 2\ttab', true)).toBe('line 1\nline 2\ttab');
    expect(escapeControl('Queen Frostine — ü ✓')).toBe('Queen Frostine — ü ✓');
  });

  test('a file name, an option value and a board field echoed by the CLI', async () => {
    const name = file('evil\u001b]0;title\u0007.json', '{"squares": 30,,}');
    const r = await runCli(['simulate', 'snakes', '--board', name]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('evil\\u001b]0;title\\u0007.json: not valid JSON');
    expect([...r.stderr].filter((c) => c !== '\n' && escapeControl(c) !== c)).toEqual([]);

    const preset = await runCli(['simulate', 'snakes', '--preset', 'x\u009b2Jy']);
    expect(preset.stderr).toMatch(
      /^boardsim: error: --preset: no snakes preset "x\\u009b2Jy" \(presets: efi, /,
    );

    const option = await runCli(['simulate', 'snakes', '--bogus\u001b[2J']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('--bogus\\u001b[2J');
    expect(option.stderr).not.toContain('\u001b');

    const board = file('field.json', { ...classic, rules: { licorice: 'stuck\u001b[2J' } });
    const field = await runCli(['simulate', 'candyland', '--board', board]);
    expect(field.stderr).not.toContain('\u001b');
  });
});

describe('at most 20 errors, then how many more', () => {
  test('issueLines caps and counts', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ code: 'x', path: `p${i}`, message: 'bad' }));
    const lines = issueLines('error', many, 'f.json');
    expect(lines).toHaveLength(MAX_PRINTED_ISSUES + 1);
    expect(lines[0]).toBe('boardsim: error: f.json: p0: bad');
    expect(lines.at(-1)).toBe('boardsim: error: and 980 more');
    expect(issueLines('error', many.slice(0, 20))).toHaveLength(20);
  });

  test('a board with 5,000 mistakes prints 21 lines', async () => {
    const jumps = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [String(i + 1), 99_999]));
    const r = await runCli(['simulate', 'snakes', '--board', file('many.json', { squares: 1000, jumps })]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('boardsim: error: and 4,980 more');
  });
});

describe('messages name nested fields, count spaces from 1, and say what is too long', () => {
  test('an unknown field inside rules lists the rule fields', () => {
    expect(issues(parseCandyEdition({ ...classic, rules: { lickorice: 'stuck' } }))).toEqual([
      {
        code: 'candyland/unknown-field',
        path: 'rules',
        message:
          'unknown field "lickorice"; the fields are licorice, doubles, pictureCards, winning, start, turnOrder, deck, noLicorice, noPictures, noShortcuts, noPicturesBoard',
      },
    ]);
  });

  test('an unknown field in a deck card lists a card’s fields, and suggests by case', () => {
    const deck = [{ color: 'R', Count: 2 }, ...classic.deck];
    expect(issues(parseCandyEdition({ ...classic, deck }))).toEqual([
      {
        code: 'candyland/unknown-field',
        path: 'deck[0]',
        message:
          'unknown field "Count" (did you mean "count"?); the fields are color, picture, amount, count',
      },
    ]);
  });

  test('the top level still lists its own fields', () => {
    expect(issues(parseCandyEdition({ ...classic, Colors: [] }))[0]!.message).toMatch(
      /^unknown field "Colors" \(did you mean "colors"\?\); the fields are name, description, colors/,
    );
  });

  test('a bad space is named by its number counted from 1', () => {
    const spaces = [...classic.spaces];
    spaces[17] = 'Purple';
    expect(issues(parseCandyEdition({ ...classic, spaces }))[0]!.path).toBe('space 18');
    const typed: unknown[] = [...classic.spaces];
    typed[17] = 5;
    expect(issues(parseCandyEdition({ ...classic, spaces: typed }))[0]!.path).toBe('space 18');
  });

  test('a too-long name is "longer than 200 characters", in every game', async () => {
    expect(issues(parseCandyEdition({ ...classic, name: 'x'.repeat(201) }))).toEqual([
      { code: 'candyland/too-big', path: 'name', message: 'longer than 200 characters' },
    ]);
    expect(issues(parseCandyEdition({ ...classic, description: 'x'.repeat(2001) }))[0]!.message).toBe(
      'longer than 2,000 characters',
    );
    const error = await simulate({ game: 'snakes', games: 10, board: { name: 'x'.repeat(201) } }).catch(
      (e: Error) => e,
    );
    expect(String(error)).toMatch(/board: name: longer than 200 characters/);
  });
});

describe('Candy Land warnings: legal but suspicious', () => {
  test('the presets have none but seed 001’s Rainbow space, which its deck never names', () => {
    for (const name of ['seed000', 'classic', 'scheffer'])
      expect(candyWarnings(candyPresets[name]!.config)).toEqual([]);
    for (const name of ['seed001', 'licorice-skip'])
      expect(candyWarnings(candyPresets[name]!.config)).toEqual([
        {
          code: 'candyland/picture-without-card',
          path: 'space 133',
          message: 'no card sends a piece to the picture "Rainbow"',
        },
      ]);
  });

  test('a backward shortcut', () => {
    expect(candyWarnings(edition({ shortcuts: { 5: 59, 40: 20 } }))).toEqual([
      {
        code: 'candyland/backward-shortcut',
        path: 'shortcuts.40',
        message: 'leads back from space 40 (P) to space 20 (G)',
      },
    ]);
  });

  test('a picture no card names, and a picture neither on the board nor on a card', () => {
    const deck = classic.deck.filter((card) => card.picture !== 'Jolly');
    expect(candyWarnings(edition({ deck, pictures: [...classic.pictures, 'Ghost'] }))).toEqual([
      {
        code: 'candyland/picture-without-card',
        path: 'space 43',
        message: 'no card sends a piece to the picture "Jolly"',
      },
      {
        code: 'candyland/unused-picture',
        path: 'pictures[6]',
        message: '"Ghost" is neither on the board nor on a card',
      },
    ]);
  });

  test('licorice and shortcuts that look counted from 0 name the space', () => {
    const warnings = candyWarnings(edition({ licorice: [47, 85, 120], shortcuts: { 4: 58, 33: 46 } }));
    expect(warnings.map((w) => w.path)).toEqual([
      'licorice[0]',
      'licorice[1]',
      'licorice[2]',
      'shortcuts.4',
      'shortcuts.33',
    ]);
    expect(warnings[0]!.message).toBe(
      'space 47 (P) looks counted from 0: preset seed000 has licorice on space 48 (Y) (spaces count from 1)',
    );
    expect(warnings[3]!.message).toBe(
      '4 -> 58 looks counted from 0: preset seed000 has a shortcut from space 5 (O) to space 59 (P) (spaces count from 1)',
    );
  });

  test('the CLI prints them on stderr and runs (exit 0); the library report carries them', async () => {
    const board = { ...classic, shortcuts: { 5: 59, 40: 20 } };
    const r = await runCli([
      'simulate',
      'candyland',
      '--board',
      file('warn.json', board),
      '--games',
      '1000',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('boardsim: warning: ');
    expect(r.stderr).toContain('warn.json: shortcuts.40: leads back from space 40 (P) to space 20 (G)\n');
    expect(JSON.parse(r.stdout)).toHaveProperty('games', 1000);
    // built as a record to edit it freely: the library's run-time checks are what this tests
    const report = await simulate({
      game: 'candyland',
      board: board as unknown as CandyEditionJson,
      games: 1000,
      threads: 1,
    });
    expect(report.notes).toContain('warning: shortcuts.40: leads back from space 40 (P) to space 20 (G)');
  });
});
