// `npm test` builds first (the CLI and bundle tests run dist/ and build/), but only when the last
// build is older than a file it was built from: CI's `npm ci` has just built everything, and a
// second build cost a minute of its time. `npm run build` starts with `--start` and ends with
// `--stamp`, which keeps the start's time as dist/.build-stamp's (a file edited while the build ran
// may not be in it); with no argument this script runs `npm run build` when the stamp is missing,
// an output is missing, or a source is newer than the stamp, and says which.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const STAMP = 'dist/.build-stamp';
const STARTED = 'dist/.build-started';
/** What the build reads: the sources, the build scripts and configs, the installed packages. */
export const INPUTS = [
  'assembly',
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'asconfig.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'node_modules/.package-lock.json',
];
/** What the tests need from a build. */
export const OUTPUTS = [
  'build/boardsim.wasm',
  'build/boardsim.debug.wasm',
  'dist/cli/boardsim.mjs',
  'dist/lib/boardsim.cjs',
  'dist/browser/boardsim.js',
  'dist/boardsim.d.ts',
];

/** The newest modification time under `path` (a file or a folder), with the file that has it. */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return { time: 0, file: path };
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: path };
  let best = { time: stat.mtimeMs, file: path };
  for (const entry of readdirSync(path)) {
    const found = newest(join(path, entry));
    if (found.time > best.time) best = found;
  }
  return best;
}

/** Why the build in `root` is stale, or undefined when it is up to date. */
export function staleReason(root = ROOT) {
  const stamp = statSync(join(root, STAMP), { throwIfNoEntry: false });
  if (!stamp) return 'no earlier build';
  const missing = OUTPUTS.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  for (const input of INPUTS) {
    const found = newest(join(root, input));
    if (found.time > stamp.mtimeMs) return `${found.file.slice(root.length + 1)} changed`;
  }
  return undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--start') {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    writeFileSync(join(ROOT, STARTED), `${new Date().toISOString()}\n`);
  } else if (process.argv[2] === '--stamp') {
    renameSync(join(ROOT, STARTED), join(ROOT, STAMP));
  } else {
    const reason = staleReason();
    if (reason === undefined) {
      console.log('build is up to date (dist/.build-stamp is newer than every source)');
    } else {
      console.log(`building: ${reason}`);
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const { status } = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
      process.exitCode = status ?? 1;
    }
  }
}
