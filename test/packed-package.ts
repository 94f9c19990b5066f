// The package as a user gets it: `npm pack` of this folder, installed with `npm install` into an
// empty temporary folder. For tests that run a user's script against the installed copy.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = ['--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];

export interface PackedInstall {
  /** The folder with node_modules/boardsim, the cwd for scripts. */
  readonly dir: string;
  /** Runs `node FILE` there with `source` as FILE's text; returns its stdout. */
  run(file: string, source: string): string;
  remove(): void;
}

/** Packs the built package (dist/ and build/ as they are) and installs it in a fresh folder. */
export function installPacked(): PackedInstall {
  const dir = mkdtempSync(join(tmpdir(), 'boardsim-packed-'));
  try {
    const tarball = execFileSync(npm, ['pack', '--pack-destination', dir, ...quiet], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!;
    writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    execFileSync(npm, ['install', join(dir, tarball), '--prefer-offline', ...quiet], { cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    run(file, source) {
      writeFileSync(join(dir, file), source);
      return execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
