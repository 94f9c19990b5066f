// Bundles the CLI and its worker into one file each (dist/cli/boardsim.mjs, dist/cli/worker.js).
// Loading ~400 small modules (stdlib's statistics, zod) took 0.35 s of every command's start-up;
// one bundled file loads in a few milliseconds. piscina stays external: it locates its own
// worker script on disk.

import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['piscina'],
  logLevel: 'warning',
  // smaller source parses faster; names stay readable in stack traces
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  // prefer ES module builds (jsonc-parser's UMD build requires its parts dynamically)
  mainFields: ['module', 'main'],
  // CommonJS dependencies inside an ES module bundle still call require()
  banner: {
    js: "import { createRequire as __boardsimRequire } from 'node:module'; const require = __boardsimRequire(import.meta.url);",
  },
};

await build({ ...common, entryPoints: ['dist/cli/main.js'], outfile: 'dist/cli/boardsim.mjs' });
await build({ ...common, entryPoints: ['dist/run/worker.js'], outfile: 'dist/cli/worker.js' });
