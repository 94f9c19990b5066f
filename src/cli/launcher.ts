#!/usr/bin/env node
// The `boardsim` executable (bundled as dist/cli/boardsim.mjs): loads the core bundle, the library
// and the CLI in one file (dist/lib/boardsim.cjs, see scripts/bundle-node.mjs), with V8's code cache.
//
// Compiling the 600 KB bundle and the functions a run calls cost about 40 ms of every command's
// start-up, a twentieth of a 10M-game run. `npm run build` runs one command with
// BOARDSIM_CODE_CACHE=write, which saves V8's compiled code for the bundle (the functions that run
// compiled) next to it, headed by the bundle's first line, a build stamp made afresh by every build;
// later commands hand it to V8, which only needs to check it. A cache from another Node version or
// another build of the bundle is not used (V8 rejects the first, the stamp the second), and the CLI
// then compiles as usual: the cache only ever saves time. Nothing is written at run time, so a
// read-only install works. (The stamp, not a hash of the bundle: loading node:crypto alone would
// cost a quarter of what the cache saves.) BOARDSIM_CODE_CACHE=report says on stderr whether the
// cache was used.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { VERSION } from '../core/version.js';

// `boardsim --version` (commander's -V too) needs nothing of the core: answered before loading it
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
  process.exit(0);
}

const bundle = fileURLToPath(new URL('../lib/boardsim.cjs', import.meta.url));
const cacheFile = fileURLToPath(new URL('../lib/boardsim.cache', import.meta.url));

const source = readFileSync(bundle, 'utf8');
/** The cache file: the bundle's first line (its build stamp) and a newline, then V8's cached data. */
const stamp = Buffer.from(`${source.slice(0, source.indexOf('\n'))}\n`);
let cachedData: Buffer | undefined;
try {
  const file = readFileSync(cacheFile);
  if (file.subarray(0, stamp.length).equals(stamp)) cachedData = file.subarray(stamp.length);
} catch {
  // no cache: compile as usual
}

// the bundle is CommonJS, run as Node runs a module file
const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
const script = new Script(wrapper, { filename: bundle, ...(cachedData && { cachedData }) });
if (process.env.BOARDSIM_CODE_CACHE === 'report') {
  const state = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  process.stderr.write(`boardsim: code cache ${state}\n`);
}
const module = {
  exports: {} as {
    main(argv: string[]): Promise<number>;
    setModuleImporter(importModule: (url: string) => Promise<unknown>): void;
  },
};
(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  dirname(bundle),
);

// a user's game module is imported from this ES module (in the CommonJS core import() is require())
module.exports.setModuleImporter((url) => import(url));
process.exitCode = await module.exports.main(argv);
if (process.env.BOARDSIM_CODE_CACHE === 'write') {
  writeFileSync(cacheFile, Buffer.concat([stamp, script.createCachedData()]));
}
