// The one gate for JSON input (issue 20, item 3): a size cap before parsing, a nesting cap checked
// without recursion, "__proto__" keys refused; the same for a board given to the library as an
// object. Each is a clear error: exit 2 with one line in the CLI, a BoardsimError in the library,
// a message (not a dead page) in the page's state.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_JSON_CHARACTERS, MAX_JSON_DEPTH, checkJsonValue, parseStrictJson } from '../src/core/json.js';
import { BoardsimError } from '../src/core/errors.js';
import { simulate } from '../src/index.js';
import { checkState } from '../src/web/check.js';
import { CUSTOM } from '../src/web/games.js';
import { stateFromQuery } from '../src/web/state.js';
import { runCli } from './helpers.js';

/** A board whose `jumps` holds `depth` nested lists (about 4 KB at 2,000 levels). */
const deepBoard = (depth: number) => `{"squares": 30, "jumps": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
const codes = (text: string) => {
  const result = parseStrictJson(text);
  return result.ok ? [] : result.errors.map((e) => e.code);
};

describe('the text gate', () => {
  test('JSON nested 2,000 levels deep is refused by a flat scan, naming where', () => {
    const result = parseStrictJson(deepBoard(2000));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        {
          code: 'json/too-deep',
          path: '',
          message: `nested more than ${MAX_JSON_DEPTH} levels deep at line 1, column ${26 + MAX_JSON_DEPTH - 1}`,
        },
      ]);
    // objects count as levels too, and 200,000 levels cost no stack
    expect(codes('{"a":'.repeat(200_000))).toEqual(['json/too-deep']);
  });

  test('the cap is exact, and brackets inside strings do not count', () => {
    // the board object is level 1: MAX_JSON_DEPTH - 1 lists fit, one more does not
    expect(codes(deepBoard(MAX_JSON_DEPTH - 1))).toEqual([]);
    expect(codes(deepBoard(MAX_JSON_DEPTH))).toEqual(['json/too-deep']);
    expect(codes(`{"name": "${'['.repeat(500)}\\"${'{'.repeat(500)}"}`)).toEqual([]);
  });

  test('a text over 16 MB is refused before it is parsed', () => {
    const big = `"${'x'.repeat(MAX_JSON_CHARACTERS - 1)}"`;
    expect(codes(big)).toEqual(['json/too-large']);
    expect(codes(big.slice(1))).not.toContain('json/too-large');
  });

  test('"__proto__" keys are refused wherever they are (they would vanish silently)', () => {
    const result = parseStrictJson('{"squares": 30, "jumps": {"__proto__": 5}}');
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          code: 'json/proto-key',
          path: 'jumps.__proto__',
          message: '"__proto__" is not a field boardsim reads',
        },
      ],
    });
    expect(codes('{"constructor": 1, "toString": 2}')).toEqual([]);
  });
});

describe('the library', () => {
  const rejects = async (options: object, message: RegExp) => {
    const error: unknown = await simulate({ game: 'snakes', games: 10, ...options }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoardsimError);
    expect((error as Error).message).toMatch(message);
  };

  test('a deeply nested board, as text or as an object, is a BoardsimError', async () => {
    await rejects({ board: deepBoard(2000) }, /^board: nested more than 64 levels deep at line 1/);
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    await rejects({ board: { squares: 30, jumps: deep } }, /^board: nested more than 64 levels deep$/);
    await rejects(
      {
        game: 'candyland',
        board: { colors: ['R'], spaces: ['R', 'R'], deck: [{ color: 'R' }], rules: deep },
      },
      /^board: nested more than 64 levels deep$/,
    );
  });

  test('a "__proto__" key in a board object is a BoardsimError', async () => {
    await rejects(
      { board: { squares: 30, jumps: JSON.parse('{"__proto__": 5}') as object } },
      /^board: jumps\.__proto__: "__proto__" is not a field boardsim reads$/,
    );
  });

  test('deeply nested option values are named, not printed', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = [deep];
    await rejects({ games: deep }, /^games: must be a positive whole number, not a list$/);
    await rejects({ seed: deep }, /^seed: must be a whole number from 0 to 2\^64-1, not a list$/);
    await rejects({ preset: deep }, /^preset: no snakes preset a list/);
    await rejects({ game: deep }, /^game: no game a list/);
  });

  test('checkJsonValue walks without recursion and stops at the cap', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkJsonValue(deep, 'x')?.code).toBe('json/too-deep');
    expect(checkJsonValue({ a: [{ b: 1 }] }, 'x')).toBeUndefined();
  });

  test('checkJsonValue: a "__proto__" key anywhere, named by its path; the cap exactly', () => {
    const at = (json: string) => checkJsonValue(JSON.parse(json), 'r');
    expect(at('{"a": [1, [2, 3], {"b": [[0, 1], {"__proto__": 1}]}]}')?.path).toBe('r.a[2].b[1].__proto__');
    expect(at('[{"__proto__": null}]')?.path).toBe('r[0].__proto__');
    expect(checkJsonValue(JSON.parse('{"__proto__": 1}'), '')?.path).toBe('__proto__');
    const nested = (levels: number) => '['.repeat(levels) + '1, 2' + ']'.repeat(levels);
    expect(at(nested(MAX_JSON_DEPTH))).toBeUndefined();
    // the innermost array is a list of numbers, checked without a visit of its own
    expect(at(nested(MAX_JSON_DEPTH + 1))?.code).toBe('json/too-deep');
    expect(at(`{"a": ${nested(MAX_JSON_DEPTH)}}`)?.code).toBe('json/too-deep');
  });
});

describe('the page', () => {
  test('a URL carrying deep JSON loads, and the board field says what is wrong', () => {
    const state = stateFromQuery(`game=snakes&board=${encodeURIComponent(deepBoard(2000))}`);
    expect(state.preset).toBe(CUSTOM);
    const checked = checkState(state, 2);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues.board?.[0]?.message).toMatch(/nested more than 64 levels deep/);
  });
});

describe('the CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardsim-json-gate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['--board', ['simulate', 'snakes', '--board']],
    ['merge', ['merge']],
  ])('deep JSON given to %s: exit 2, one line', async (_name, args) => {
    const file = join(dir, `deep-${args[0]}.json`);
    writeFileSync(file, deepBoard(2000));
    const r = await runCli([...args, file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `boardsim: error: ${file}: nested more than 64 levels deep at line 1, column ${26 + MAX_JSON_DEPTH - 1}\n`,
    );
  });
});
