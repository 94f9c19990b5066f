// Bundles everything Node runs into dist/lib/, one copy of each piece of code, with every
// dependency inside (scripts/esbuild-node.mjs):
// - boardsim.cjs, the core: the library and the CLI's `main` in one CommonJS file, so that the
//   `boardsim` executable can load it with V8's code cache (see src/cli/launcher.ts and
//   scripts/bundle-cli.mjs; node:vm compiles scripts, not modules);
// - boardsim.js, the package's Node entry: an ES module that re-exports the library from the core;
// - worker.js and pegs-part-worker.js, the worker threads, sharing their common code as a chunk,
//   and piscina's own worker script as piscina-worker.cjs.
// The CLI and the library were two bundles of mostly the same code, each with its own workers: one
// core and one set of workers took about 0.5 MB off the package (docs/guide/performance.md).

import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { buildPiscinaWorker, esmBanner, nodeBundle } from './esbuild-node.mjs';
import { recordBundle, recordScript } from './notices.mjs';

const outdir = 'dist/lib';
// the package ships the whole folder: no chunk of an earlier build may stay behind
await rm(outdir, { recursive: true, force: true });

const core = await build({
  ...nodeBundle,
  metafile: true,
  // smaller source parses faster and ships smaller; the maps (not in the package) name the source
  minify: true,
  // maps are written beside the bundles for developers but not linked: the package ships none, and a
  // link to a missing map makes tools such as Vite's dev server print ENOENT (issue 36)
  sourcemap: 'external',
  format: 'cjs',
  stdin: {
    contents:
      "export * from './index.js';\nexport { main } from './cli/program.js';\nexport { setModuleImporter } from './games/module.js';\n",
    resolveDir: 'dist',
    sourcefile: 'core.js',
  },
  outfile: `${outdir}/boardsim.cjs`,
  define: { 'import.meta.url': '__boardsimModuleUrl' },
  // import() inside a node:vm script needs a loader callback; require() does the same here
  supported: { 'dynamic-import': false },
  // the first line is the build stamp that ties the code cache (dist/lib/boardsim.cache) to this build
  banner: {
    js: `// boardsim build ${randomBytes(8).toString('hex')}\nconst __boardsimModuleUrl = require('node:url').pathToFileURL(__filename).href;`,
  },
});

await recordBundle('core', core.metafile);

// the library's names, as the ES module build of its entry exports them
const { metafile } = await build({
  ...nodeBundle,
  format: 'esm',
  entryPoints: ['dist/index.js'],
  outdir,
  write: false,
  metafile: true,
});
const names = Object.values(metafile.outputs).find((output) => output.entryPoint).exports;
if (names.length === 0) throw new Error('dist/index.js exports nothing');
await writeFile(
  `${outdir}/boardsim.js`,
  [
    '// boardsim for Node: the library from the core bundle it shares with the CLI (boardsim.cjs)',
    "import { createRequire } from 'node:module';",
    // require(), not `import core from`: importing CommonJS has Node scan the 440 KB for its export
    // names first, which doubled the time to load the library
    "const core = createRequire(import.meta.url)('./boardsim.cjs');",
    // the core is CommonJS, whose import() is require(): a user's game module is imported from here
    'core.setModuleImporter((url) => import(url));',
    `export const { ${names.join(', ')} } = core;`,
    '',
  ].join('\n'),
);
await recordScript('library-entry', `${outdir}/boardsim.js`);

// the same library for require('boardsim') (CommonJS projects, and TypeScript's `module: node16`
// in a CommonJS package, whose import of an ES module is error TS1479): package.json's "require"
await writeFile(
  `${outdir}/boardsim-require.cjs`,
  [
    '// boardsim for Node, required: the library from the core bundle it shares with the CLI',
    "'use strict';",
    "const core = require('./boardsim.cjs');",
    'core.setModuleImporter((url) => import(url));',
    `module.exports = { ${names.map((name) => `${name}: core.${name}`).join(', ')} };`,
    '',
  ].join('\n'),
);
await recordScript('library-require-entry', `${outdir}/boardsim-require.cjs`);

const workers = await build({
  ...nodeBundle,
  metafile: true,
  minify: true,
  // maps are written beside the bundles for developers but not linked: the package ships none, and a
  // link to a missing map makes tools such as Vite's dev server print ENOENT (issue 36)
  sourcemap: 'external',
  format: 'esm',
  splitting: true,
  entryPoints: {
    worker: 'dist/workers/worker-node.js',
    // the partitioned peg solitaire count's worker (src/games/pegs/part-hosts-node.ts)
    'pegs-part-worker': 'dist/games/pegs/part-worker.js',
    // rng bench's cases, each in a worker thread of its own (src/workers/bench-node.ts)
    'bench-worker': 'dist/workers/bench-worker-node.js',
  },
  outdir,
  chunkNames: 'worker-shared-[hash]',
  banner: { js: esmBanner },
});
await recordBundle('workers', workers.metafile);
await recordBundle('piscina-worker', (await buildPiscinaWorker(outdir)).metafile);
