// The package as users get it: `npm pack` ships the bundles, the release kernel and the types, and
// nothing else; it declares no dependency (every library is bundled in), and a copy installed from
// the tarball into an empty folder runs the library on worker threads and the CLI.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simulate } from '../src/index.js';
import { ROOT } from './helpers.js';

interface PackedFile {
  path: string;
  size: number;
}

/** The budget for the unpacked package; the performance page has today's figure. */
const UNPACKED_BUDGET_BYTES = 1_200_000;

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the npm package', () => {
  let folder: string;
  let packed: { filename: string; unpackedSize: number; files: PackedFile[] };

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'boardsim-package-'));
    // the build is done (npm test's pretest): pack what it made, without running it again
    [packed] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', folder], ROOT));
    writeFileSync(
      join(folder, 'package.json'),
      '{ "name": "user-project", "private": true, "type": "module" }',
    );
    npm(['install', '--no-audit', '--no-fund', '--offline', join(folder, packed.filename)], folder);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('ships no source maps, code cache, debug kernel, page or sources', () => {
    const paths = packed.files.map((f) => f.path);
    expect(
      paths.filter((p) => /\.map$|\.cache$|debug\.wasm$|^(src|assembly|scripts|web|dist\/web)\//.test(p)),
    ).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'build/boardsim.wasm',
        'dist/lib/boardsim.js',
        'dist/browser/boardsim.js',
        'dist/cli/boardsim.mjs',
        'dist/index.d.ts',
      ]),
    );
    expect(packed.unpackedSize).toBeLessThan(UNPACKED_BUDGET_BYTES);
  });

  test('declares no dependency: installing it installs nothing else', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.optionalDependencies ?? {}).toEqual({});
    const installed = JSON.parse(npm(['ls', '--all', '--json'], folder)) as {
      dependencies: Record<string, { dependencies?: object }>;
    };
    expect(Object.keys(installed.dependencies)).toEqual(['boardsim']);
    expect(installed.dependencies.boardsim!.dependencies ?? {}).toEqual({});
  });

  test('the installed library plays on two worker threads and agrees with the source', async () => {
    const script = join(folder, 'run.mjs');
    writeFileSync(
      script,
      [
        "import { simulate } from 'boardsim';",
        "const report = await simulate({ game: 'snakes', preset: 'efi', games: 200_000, seed: 9, threads: 2 });",
        'console.log(JSON.stringify(report.metrics.turns.histogram));',
      ].join('\n'),
    );
    const histogram = JSON.parse(execFileSync(process.execPath, [script], { cwd: folder, encoding: 'utf8' }));
    const expected = await simulate({ game: 'snakes', preset: 'efi', games: 200_000, seed: 9, threads: 1 });
    expect(histogram).toEqual(expected.metrics.turns!.histogram);
  });

  test('the installed CLI runs on two threads', () => {
    const out = execFileSync(
      join(folder, 'node_modules/.bin/boardsim'),
      ['simulate', 'snakes', '--games', '1e5', '--threads', '2', '--json', '--quiet'],
      { cwd: folder, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ games: 100_000, threads: 2 });
  });
});
