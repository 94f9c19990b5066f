// Bundles the `boardsim` executable, dist/cli/boardsim.mjs (src/cli/launcher.ts), which runs the
// core bundle dist/lib/boardsim.cjs (scripts/bundle-node.mjs, run first). Then one command runs
// with BOARDSIM_CODE_CACHE=write to save V8's code cache for the core (dist/lib/boardsim.cache,
// not shipped: a cache is only valid for the Node that made it), which saves start-up compiling.

import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { nodeBundle } from './esbuild-node.mjs';
import { recordBundle } from './notices.mjs';

const launcher = await build({
  ...nodeBundle,
  metafile: true,
  minify: true,
  format: 'esm',
  entryPoints: ['dist/cli/launcher.js'],
  outfile: 'dist/cli/boardsim.mjs',
});
await recordBundle('cli', launcher.metafile);

// a short run through simulate, the exact comparison and the text summary compiles what most
// commands use
execFileSync(
  process.execPath,
  [
    'dist/cli/boardsim.mjs',
    'simulate',
    'snakes',
    '--preset',
    'efi',
    '--games',
    '65536',
    '--threads',
    '1',
    '--quiet',
  ],
  { env: { ...process.env, BOARDSIM_CODE_CACHE: 'write' }, stdio: ['ignore', 'ignore', 'inherit'] },
);
