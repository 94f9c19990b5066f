// The `boardsim` executable loads the core bundle with V8's code cache (src/cli/launcher.ts): the
// build's cache must be accepted by this Node, and a missing, stale or damaged cache must only cost
// time, never change what the CLI does.

import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, ROOT } from './helpers.js';
import { VERSION } from '../src/core/version.js';

const args = ['exact', 'snakes', '--preset', 'efi', '--json'];

function run(cli: string) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, BOARDSIM_CODE_CACHE: 'report' },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, cache: /code cache (\w+)/.exec(result.stderr)?.[1] };
}

describe('the code cache', () => {
  const expected = run(CLI);

  test('the build saves a cache that this Node accepts', () => {
    expect(expected).toMatchObject({ code: 0, cache: 'used' });
    expect(JSON.parse(expected.stdout)).toMatchObject({ game: 'snakes', preset: 'efi' });
  });

  // a copy of the package's executable and core bundle, with the cache file as each case needs
  const root = mkdtempSync(join(tmpdir(), 'boardsim-launcher-'));
  const cli = join(root, 'dist', 'cli');
  const lib = join(root, 'dist', 'lib');
  mkdirSync(cli, { recursive: true });
  mkdirSync(lib, { recursive: true });
  copyFileSync(join(ROOT, 'dist', 'cli', 'boardsim.mjs'), join(cli, 'boardsim.mjs'));
  copyFileSync(join(ROOT, 'dist', 'lib', 'boardsim.cjs'), join(lib, 'boardsim.cjs'));
  symlinkSync(join(ROOT, 'build'), join(root, 'build'));
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const cache = readFileSync(join(ROOT, 'dist', 'lib', 'boardsim.cache'));
  const stampLength = cache.indexOf(0x0a) + 1;

  test.each([
    ['no cache', null, 'none'],
    [
      'a cache from another build (another stamp)',
      Buffer.concat([Buffer.from('// boardsim build 0\n'), cache.subarray(stampLength)]),
      'none',
    ],
    [
      'a damaged cache with the right stamp',
      Buffer.concat([cache.subarray(0, stampLength), Buffer.alloc(4096, 7)]),
      'rejected',
    ],
    ['the build’s own cache, copied', cache, 'used'],
  ])('%s: the same output', (_, content, state) => {
    rmSync(join(lib, 'boardsim.cache'), { force: true });
    if (content) writeFileSync(join(lib, 'boardsim.cache'), content);
    const result = run(join(cli, 'boardsim.mjs'));
    expect(result).toEqual({ ...expected, cache: state });
  });
});

test('--version and -V answer before the core is loaded (no code cache line), as commander would', () => {
  for (const flag of ['--version', '-V']) {
    const result = spawnSync(process.execPath, [CLI, flag], {
      env: { ...process.env, BOARDSIM_CODE_CACHE: 'report' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${VERSION}\n`);
    // the core reports its cache on loading: no line, no core
    expect(result.stderr).toBe('');
  }
  // with anything else the CLI itself reads the flags
  const other = spawnSync(process.execPath, [CLI, '--version', 'simulate'], { encoding: 'utf8' });
  expect(other.stdout).toBe(`${VERSION}\n`);
});
