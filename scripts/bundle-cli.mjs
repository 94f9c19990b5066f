// Bundles the CLI and its worker into one file each: dist/cli/boardsim.cjs (the CLI, loaded by the
// `boardsim` executable dist/cli/boardsim.mjs, see src/cli/launcher.ts) and dist/cli/worker.js.
// Loading ~400 small modules (stdlib's statistics, zod) took 0.35 s of every command's start-up;
// one bundled file loads in a few milliseconds. Every dependency is inside (scripts/esbuild-node.mjs),
// piscina's worker script beside it as piscina-worker.cjs. Then one command runs with BOARDSIM_CODE_CACHE=write to save V8's code cache for
// the CLI bundle (dist/cli/boardsim.cache), which saves start-up compiling.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';
import { buildPiscinaWorker, esmBanner, nodeBundle } from './esbuild-node.mjs';

const common = {
  ...nodeBundle,
  // smaller source parses faster and ships smaller; the maps (not in the package) name the source
  minify: true,
  sourcemap: 'linked',
};

// CommonJS, so that the launcher can hand V8 a code cache (node:vm compiles scripts, not modules)
await build({
  ...common,
  format: 'cjs',
  entryPoints: ['dist/cli/program.js'],
  outfile: 'dist/cli/boardsim.cjs',
  define: { 'import.meta.url': '__boardsimModuleUrl' },
  // import() inside a node:vm script needs a loader callback; require() does the same here
  supported: { 'dynamic-import': false },
  // the first line is the build stamp that ties dist/cli/boardsim.cache to this build
  banner: {
    js: `// boardsim build ${randomBytes(8).toString('hex')}\nconst __boardsimModuleUrl = require('node:url').pathToFileURL(__filename).href;`,
  },
});
await build({
  ...common,
  format: 'esm',
  entryPoints: ['dist/cli/launcher.js'],
  outfile: 'dist/cli/boardsim.mjs',
  sourcemap: false,
});
for (const [entry, outfile] of [
  ['dist/run/worker.js', 'dist/cli/worker.js'],
  // the partitioned peg solitaire count's worker (src/exact/pegs-part-hosts-node.ts)
  ['dist/exact/pegs-part-worker.js', 'dist/cli/pegs-part-worker.js'],
]) {
  await build({ ...common, format: 'esm', entryPoints: [entry], outfile, banner: { js: esmBanner } });
}
await buildPiscinaWorker('dist/cli');

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
