// The browser's platform: a pool of Web Workers, as many as navigator.hardwareConcurrency unless the
// run's `threads` says otherwise. Even one worker runs off the page's thread, so the page stays
// responsive however long the run; only a game given as a definition object (which cannot be posted
// to a worker) plays on the page's thread, a task at a time. A user's game module is named by its
// URL: fetched here for its text (hashed into reports), imported by that URL here and in every worker.

import { BoardsimError } from '../core/errors.js';
import { MODULE_TASKS } from '../games/module-play.js';
import { textHash } from '../report/digest.js';
import { LocalExecutor } from '../run/executor.js';
import type { Platform, ReadModule } from '../run/platform.js';
import { taskPlayer } from '../run/task.js';
import { Kernel } from '../wasm/kernel.js';
import { createWebPool, runExactInWebWorker } from './pool-web.js';
import { compileKernelModule } from '../wasm/load-browser.js';

/** Fetches a game's file (a module or a kernel) by its URL, relative to the page's: the response,
 *  or a BoardsimError saying why not. */
async function fetchGameFile(spec: string) {
  const unreadable = (message: string) =>
    new BoardsimError([{ code: 'module/unreadable', path: '', message }], spec);
  let url: URL;
  try {
    url = new URL(spec, globalThis.document?.baseURI ?? globalThis.location?.href);
  } catch {
    throw unreadable('is not a URL: in a browser a game module is named by its URL');
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    const elsewhere = globalThis.location && url.origin !== globalThis.location.origin;
    throw unreadable(
      `cannot fetch it (${error instanceof Error ? error.message : String(error)})${elsewhere ? `: a module from another origin must be served with CORS headers (Access-Control-Allow-Origin)` : ''}`,
    );
  }
  if (!response.ok)
    throw unreadable(
      `cannot fetch it (HTTP ${response.status}${response.statusText && ` ${response.statusText}`})`,
    );
  return { url, response, unreadable };
}

/** The file's name in a URL's path, decoded where it can be. */
function fileName(url: URL): string {
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name; // a name with a stray % is kept as written
  }
}

/** Fetches a user's .wasm game (a kernel built with the kit) by its URL, for its bytes: they are
 *  checked and hashed here and posted to every worker, as Node reads the file. */
export async function fetchModuleBytes(spec: string): Promise<{ bytes: Uint8Array; file?: string }> {
  const { url, response } = await fetchGameFile(spec);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const file = fileName(url);
  return { bytes, ...(file && { file }) };
}

/** Fetches the game module at `spec` (a URL, relative to the page's), for its text and its file's
 *  name. Its URL carries the text's hash as its fragment, so that an edited module is imported
 *  again (a page imports a URL once) and every worker imports the version that was hashed. */
export async function fetchModule(spec: string): Promise<ReadModule> {
  const { url, response, unreadable } = await fetchGameFile(spec);
  const type = response.headers.get('content-type') ?? '';
  if (!/(java|ecma)script/i.test(type))
    throw unreadable(
      `is served as ${type || 'no type'}: a browser imports a module served as JavaScript (text/javascript)`,
    );
  const text = await response.text();
  const file = fileName(url);
  url.hash = `boardsim=${textHash(text)}`;
  return { url: url.href, text, ...(file && { file }) };
}

export const browserPlatform: Platform = {
  availableThreads: () => globalThis.navigator?.hardwareConcurrency || 1,
  async createExecutor(threads, options = {}) {
    // a definition object's games: on this thread, a task at a time (progress and abort between)
    if (options.onCallingThread)
      return new LocalExecutor(await Kernel.create(await compileKernelModule()), taskPlayer(MODULE_TASKS));
    return createWebPool(threads, await compileKernelModule());
  },
  runExact: runExactInWebWorker,
  readModule: fetchModule,
  readModuleBytes: fetchModuleBytes,
};
