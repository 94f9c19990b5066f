// Bundles the CLI and its worker into one file each: dist/cli/boardsim.cjs (the CLI, loaded by the
// `boardsim` executable dist/cli/boardsim.mjs, see src/cli/launcher.ts) and dist/cli/worker.js.
// Loading ~400 small modules (stdlib's statistics, zod) took 0.35 s of every command's start-up;
// one bundled file loads in a few milliseconds. piscina stays external: it locates its own worker
// script on disk. Then one command runs with BOARDSIM_CODE_CACHE=write to save V8's code cache for
// the CLI bundle (dist/cli/boardsim.cache), which saves start-up compiling.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['piscina'],
  logLevel: 'warning',
  // smaller source parses faster; names stay readable in stack traces
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  // prefer ES module builds (jsonc-parser's UMD build requires its parts dynamically)
  mainFields: ['module', 'main'],
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
  await build({
    ...common,
    format: 'esm',
    entryPoints: [entry],
    outfile,
    // CommonJS dependencies inside an ES module bundle still call require()
    banner: {
      js: "import { createRequire as __boardsimRequire } from 'node:module'; const require = __boardsimRequire(import.meta.url);",
    },
  });
}

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
