// What the Node bundles in dist/lib/ (scripts/bundle-node.mjs) and the executable in dist/cli/
// (scripts/bundle-cli.mjs) share: every dependency is bundled in, so installing boardsim installs
// no other package, and piscina's own worker script is bundled beside the core as piscina-worker.cjs.
//
// piscina starts its workers from `resolve(__dirname, 'worker.js')`, a name boardsim's task worker
// already has; the plugin below points it at piscina-worker.cjs instead (the build
// fails if piscina's source no longer has that line, rather than shipping a pool that cannot start).

import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const PISCINA_WORKER_LINE = "(0, node_path_1.resolve)(__dirname, 'worker.js')";

const piscinaWorkerName = {
  name: 'piscina-worker-name',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]piscina[\\/]dist[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(PISCINA_WORKER_LINE)) {
        throw new Error(
          `piscina no longer starts its workers with ${PISCINA_WORKER_LINE}: update ${import.meta.url}`,
        );
      }
      return {
        contents: source.replace(
          PISCINA_WORKER_LINE,
          "(0, node_path_1.resolve)(__dirname, 'piscina-worker.cjs')",
        ),
        loader: 'js',
      };
    });
  },
};

// commander requires node:child_process when it loads, for subcommands run as separate executables,
// which boardsim has none of; loading it (with net, dgram and the rest) cost every command about
// 5 ms of its start-up. The plugin below loads it when first used instead (the build fails if
// commander's source no longer has that line).
const COMMANDER_CHILD_PROCESS_LINE = "const childProcess = require('node:child_process');";

const lazyChildProcess = {
  name: 'commander-lazy-child-process',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(COMMANDER_CHILD_PROCESS_LINE)) {
        throw new Error(
          `commander no longer loads node:child_process with ${COMMANDER_CHILD_PROCESS_LINE}: update ${import.meta.url}`,
        );
      }
      return {
        contents: source.replace(
          COMMANDER_CHILD_PROCESS_LINE,
          "const childProcess = new Proxy({}, { get: (_, name) => require('node:child_process')[name] });",
        ),
        loader: 'js',
      };
    });
  },
};

export const nodeBundle = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // piscina loads @napi-rs/nice in a try/catch only for its `niceIncrement` option, which boardsim
  // never sets; rng bench's optional anchors are loaded from node_modules when they are installed
  external: ['@napi-rs/nice', 'pure-rand', 'seedrandom'],
  // prefer ES module builds (jsonc-parser's UMD build requires its parts dynamically)
  mainFields: ['module', 'main'],
  // lib-r-math.js's logger, which boardsim never turns on (scripts/debug-stand-in.mjs)
  alias: {
    '@mangos/debug': './scripts/debug-stand-in.mjs',
    // cli-progress's width of a left-aligned bar, never read (scripts/string-width-stand-in.mjs)
    'string-width': './scripts/string-width-stand-in.mjs',
  },
  plugins: [piscinaWorkerName, lazyChildProcess],
  // Node prints the source line of an uncaught error's throw site: a whole minified bundle on one
  // line would print tens of kilobytes
  lineLimit: 500,
};

/** An ES module bundle may hold CommonJS dependencies, which call require() and read __dirname. */
export const esmBanner = [
  "import { createRequire as __boardsimRequire } from 'node:module';",
  "import { dirname as __boardsimDirname } from 'node:path';",
  "import { fileURLToPath as __boardsimPath } from 'node:url';",
  'const require = __boardsimRequire(import.meta.url);',
  'const __filename = __boardsimPath(import.meta.url);',
  'const __dirname = __boardsimDirname(__filename);',
].join(' ');

/** piscina's worker script, bundled into `dir`/piscina-worker.cjs. */
export function buildPiscinaWorker(dir) {
  return build({
    ...nodeBundle,
    format: 'cjs',
    minify: true,
    metafile: true,
    entryPoints: ['node_modules/piscina/dist/worker.js'],
    outfile: `${dir}/piscina-worker.cjs`,
  });
}
