// Node's way to get the compiled module: read build/*.wasm from the package. (The browser fetches
// the same file with streaming compilation.)

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const cache = new Map<string, Promise<WebAssembly.Module>>();

/** The compiled kernel module (release, or the debug build with assertions). Compiled once. */
export function compileKernelModule(options: { debug?: boolean } = {}): Promise<WebAssembly.Module> {
  const file = options.debug ? 'boardsim.debug.wasm' : 'boardsim.wasm';
  let module = cache.get(file);
  if (!module) {
    // src/wasm/ and dist/wasm/ both sit two levels below the package root, next to build/
    const url = new URL(`../../build/${file}`, import.meta.url);
    module = readFile(url).then(
      (bytes) => WebAssembly.compile(bytes),
      (error: unknown) => {
        throw new Error(`cannot read ${url.pathname}: run \`npm run build\` first (${String(error)})`);
      },
    );
    cache.set(file, module);
  }
  return module;
}

/** The release module compiled on this thread at once (for a computation that must answer
 *  synchronously, such as an exact answer that needs the kernel). */
export function compileKernelModuleSync(): WebAssembly.Module {
  const url = new URL('../../build/boardsim.wasm', import.meta.url);
  return new WebAssembly.Module(readFileSync(url));
}
