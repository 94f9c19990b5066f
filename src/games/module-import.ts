// A user's module (a game, a chain) named by its path or URL, loaded the one way boardsim loads
// one: its text read by the platform (Node: the file; a browser: fetched) and hashed, then imported
// by a URL that carries the hash (an edited file is imported again, and every thread imports the
// version that was hashed), as the worker threads import it.

import { BoardsimError } from '../core/errors.js';
import { textHash } from '../report/digest.js';
import type { Platform } from '../run/platform.js';
import { importExports } from './module.js';

/** A user's module as loaded: the URL threads import, its text's hash, its file's name, its exports. */
export interface ImportedModule {
  readonly url: string;
  readonly hash: string;
  readonly file?: string;
  readonly exports: Record<string, unknown>;
}

/** Reads the module `spec` names on `platform` and imports it; a BoardsimError naming `spec` when
 *  it cannot be read or imported. */
export async function importUserModule(platform: Platform, spec: string): Promise<ImportedModule> {
  if (!platform.readModule)
    throw new BoardsimError([
      {
        code: 'module/unsupported',
        path: 'game',
        message: 'here a game module cannot be read by its path: import it and give its definition',
      },
    ]);
  const read = await platform.readModule(spec);
  const hash = textHash(read.text);
  // Node keeps modules by URL: the hash in it imports an edited file again (a browser's URL has it
  // as its fragment already)
  const url = read.url.startsWith('file:') ? `${read.url}?boardsim=${hash}` : read.url;
  return { url, hash, ...(read.file && { file: read.file }), exports: await importExports(url, spec) };
}
