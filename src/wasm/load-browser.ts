// The browser's way to get the compiled module: fetch build/boardsim.wasm and compile it while it
// downloads (WebAssembly.compileStreaming). Node reads the same file from disk (load-node.ts).

/** Where the kernel is: src/wasm/ and dist/browser/ both sit two levels below the package root, next
 *  to build/, and bundlers (Vite, webpack, esbuild with a file loader) follow this literal URL. */
export const KERNEL_WASM_URL = new URL('../../build/boardsim.wasm', import.meta.url);

const cache = new Map<string, Promise<WebAssembly.Module>>();

/** The compiled kernel module, compiled once per page (a failed load is retried next time). */
export function compileKernelModule(url: string | URL = KERNEL_WASM_URL): Promise<WebAssembly.Module> {
  const key = String(url);
  let module = cache.get(key);
  if (!module) {
    module = fetchAndCompile(key);
    module.catch(() => cache.delete(key));
    cache.set(key, module);
  }
  return module;
}

async function fetchAndCompile(url: string): Promise<WebAssembly.Module> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`cannot load the simulation kernel from ${url}: ${String(error)}`);
  }
  if (!response.ok) {
    throw new Error(`cannot load the simulation kernel from ${url}: HTTP ${response.status}`);
  }
  // streaming compilation needs the server to say application/wasm; other servers get the bytes
  const type = response.headers.get('content-type') ?? '';
  try {
    return type.split(';')[0]!.trim() === 'application/wasm'
      ? await WebAssembly.compileStreaming(response)
      : await WebAssembly.compile(await response.arrayBuffer());
  } catch (error) {
    throw new Error(`the simulation kernel at ${url} is not valid WebAssembly: ${String(error)}`);
  }
}
