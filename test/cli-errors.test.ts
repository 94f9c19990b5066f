// Bad input on the command line: one clear line per problem naming it, exit code 2, no stack
// trace, and no output file.

import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'boardsim-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function boardFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const neverEnds = boardFile(
  'never-ends.json',
  JSON.stringify({ squares: 12, jumps: { 6: 5, 7: 5, 8: 5, 9: 5, 10: 5, 11: 5 } }),
);

const cases: [string, string[], RegExp][] = [
  ['unknown game', ['simulate', 'ludo'], /no game "ludo" \(games: snakes/],
  [
    'unknown preset',
    ['simulate', 'snakes', '--preset', 'efi2'],
    /--preset: no snakes preset "efi2" \(presets: efi, efi-reversed, classic/,
  ],
  [
    'a board that is not JSON',
    ['simulate', 'snakes', '--board', boardFile('bad.json', '{"squares": 100,,}')],
    /bad\.json: not valid JSON at line 1, column 17: property name expected/,
  ],
  [
    'a board that is not an object',
    ['simulate', 'snakes', '--board', boardFile('array.json', '[1, 2]')],
    /array\.json: a board is a JSON object/,
  ],
  [
    'a missing board file',
    ['simulate', 'snakes', '--board', join(dir, 'nope.json')],
    /nope\.json: no such file/,
  ],
  [
    'a jump off the board',
    ['simulate', 'snakes', '--board', boardFile('off.json', '{"jumps": {"17": 120}}')],
    /off\.json: jumps\.17: jumps to square 120, off the board \(squares 0 to 100\)/,
  ],
  [
    'a snake that goes up',
    ['simulate', 'snakes', '--board', boardFile('up.json', '{"snakes": {"17": 30}}')],
    /up\.json: snakes\.17: a snake must go down, but 17 -> 30 goes up/,
  ],
  [
    'a ladder that goes down',
    ['simulate', 'snakes', '--board', boardFile('down.json', '{"ladders": {"40": 30}}')],
    /ladders\.40: a ladder must go up/,
  ],
  [
    'two jumps from one square (a key given twice)',
    ['simulate', 'snakes', '--board', boardFile('twice.json', '{"jumps": {"17": 6, "17": 4}}')],
    /twice\.json: jumps\.17: "17" is given twice/,
  ],
  [
    'two jumps from one square (snake and ladder)',
    [
      'simulate',
      'snakes',
      '--board',
      boardFile('both.json', '{"snakes": {"50": 10}, "ladders": {"50": 90}}'),
    ],
    /ladders\.50: two jumps from square 50 \(snakes already sends it to 10\)/,
  ],
  [
    'an unknown field',
    ['simulate', 'snakes', '--board', boardFile('typo.json', '{"rollAgainOnsix": true}')],
    /unknown field "rollAgainOnsix" \(did you mean "rollAgainOnSix"\?\)/,
  ],
  [
    'a board where a game cannot end',
    ['simulate', 'snakes', '--board', neverEnds],
    /never-ends\.json: jumps: a game can never end: once on squares 0, 1, 2, 3, 4, 5, no roll ever reaches square 12/,
  ],
  ['zero games', ['simulate', 'snakes', '--games', '0'], /--games: must be a positive whole number, not 0/],
  [
    'negative games',
    ['simulate', 'snakes', '--games', '-5'],
    /--games: must be a positive whole number, not -5/,
  ],
  [
    'fractional games',
    ['simulate', 'snakes', '--games', '2.5'],
    /--games: must be a positive whole number, not 2\.5/,
  ],
  [
    'a non-integer seed',
    ['simulate', 'snakes', '--seed', '1.5'],
    /--seed: must be a whole number from 0 to 2\^64-1, not "1\.5"/,
  ],
  [
    'a seed past 2^64',
    ['simulate', 'snakes', '--seed', '18446744073709551616'],
    /--seed: must be from 0 to 2\^64-1/,
  ],
  [
    '--threads 0',
    ['simulate', 'snakes', '--threads', '0'],
    /--threads: must be a positive whole number, not 0/,
  ],
  ['too many players', ['simulate', 'snakes', '--players', '17'], /--players: must be from 1 to 16/],
  [
    'an unknown mode',
    ['simulate', 'snakes', '--players', '2', '--mode', 'together'],
    /--mode: must be one of "alternating", "independent", not "together"/,
  ],
  [
    'a malformed shard',
    ['simulate', 'snakes', '--shard', '3/2'],
    /--shard: K\/N needs 1 <= K <= N, got 3\/2/,
  ],
  [
    'preset and board together',
    ['simulate', 'snakes', '--preset', 'efi', '--board', neverEnds],
    /give a preset or a board, not both/,
  ],
  ['an unknown option', ['simulate', 'snakes', '--gamez', '5'], /unknown option '--gamez'/],
  ['exact for an unknown preset', ['exact', 'snakes', '--preset', 'nope'], /no snakes preset "nope"/],
  ['presets --show of an unknown name', ['presets', '--show', 'nope'], /no preset "nope"/],
  [
    'merge of a file that is not a report',
    ['merge', boardFile('notreport.json', '{"a": 1}')],
    /notreport\.json: not a boardsim simulate --json report/,
  ],
];

describe.each(cases)('%s', (_name, args, message) => {
  test('one clear message, exit 2, no stack trace, no output file', async () => {
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
    const writesFiles = ['simulate', 'exact', 'merge'].includes(args[0]!);
    const r = await runCli(writesFiles ? [...args, '--out', out] : args);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });
});
