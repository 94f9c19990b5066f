// Building users' kernels in the tests: the repository's asc, with `boardsim/assembly/kit`
// resolved as a user's project resolves it (node_modules/boardsim/assembly/kit/index.ts), through
// a folder holding a `boardsim` link to this repository.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers.js';

export const ASC = join(ROOT, 'node_modules/assemblyscript/bin/asc.js');

/** A temporary folder with `packages/boardsim` linked to this repository. */
export function kitFolder(prefix: string): { dir: string; packages: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const packages = join(dir, 'packages');
  mkdirSync(packages);
  symlinkSync(ROOT, join(packages, 'boardsim'), 'dir');
  return { dir, packages };
}

/** Compiles `entry` (an AssemblyScript file importing the kit) to `out`, as a user would (-O3). */
export function buildKernel(
  folder: { dir: string; packages: string },
  entry: string,
  out: string,
  options: { simd?: boolean } = {},
): string {
  const file = join(folder.dir, out);
  execFileSync(
    process.execPath,
    [
      ASC,
      entry,
      '--path',
      folder.packages,
      '-o',
      file,
      '-O3',
      ...(options.simd === false ? [] : ['--enable', 'simd']),
    ],
    { cwd: folder.dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return file;
}
