// Writing results: atomically to files (a temporary file renamed into place, so an interrupted or
// failed run never leaves a partial file), and to stdout.

import { rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { escapeControl } from './terminal.js';

/** Writes `text` to `path` by way of a temporary file (`wx`: never one that exists) renamed into place. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`,
  );
  try {
    await writeFile(temp, text, { flag: 'wx' });
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes to stdout, control characters escaped (see terminal.ts), and resolves once the data is
 *  handed to the OS (or the reader went away). */
export function printOut(text: string): Promise<void> {
  const safe = escapeControl(text, true);
  return new Promise((resolve) => {
    process.stdout.write(safe.endsWith('\n') ? safe : `${safe}\n`, () => resolve());
  });
}
