// A user's module (a chain, a game) named on the command line, loaded as Node loads it: an ES module
// or CommonJS, .js, .mjs or .cjs. The core bundle runs in a node:vm script, where import() has no
// loader, so the module is required (Node 20.19+ requires ES modules without top-level await).

import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { BoardsimError } from '../core/errors.js';

/** Whether a command's game argument names a module file rather than a built-in game. */
export const isModulePath = (name: string): boolean => /[/\\]|\.[cm]?js$/.test(name);

/** The module's default export (CommonJS: module.exports), or a BoardsimError naming the file. */
export function loadUserModule(path: string): unknown {
  const fail = (code: string, message: string): never => {
    throw new BoardsimError([{ code: `module/${code}`, path: '', message }], path);
  };
  const file = resolve(path);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) fail('not-found', 'no such file');
  let module: Record<string, unknown>;
  try {
    module = createRequire(import.meta.url)(file) as Record<string, unknown>;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      'unloadable',
      code === 'ERR_REQUIRE_ASYNC_MODULE'
        ? 'it uses top-level await, which boardsim cannot load'
        : `cannot load it: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}${
            /\.[cm]?ts$/.test(file) ? ' (compile TypeScript to JavaScript first)' : ''
          }`,
    );
  }
  const esm = module![Symbol.toStringTag as unknown as string] === 'Module' || module!.__esModule;
  const value = esm ? module!.default : module!;
  return value ?? fail('no-export', 'it has no default export (export default defineChain({ ... }))');
}
