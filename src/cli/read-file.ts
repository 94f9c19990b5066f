// Board files, read with their size cap checked while reading: `--board /dev/urandom` (or a
// file of gigabytes) is refused after the cap's bytes, not read to the end first (17 s and 1.1 GB,
// then `RangeError: Invalid string length`).

import { open } from 'node:fs/promises';
import { MAX_BOARD_CHARACTERS } from '../core/json.js';
import { BoardsimError } from '../core/errors.js';
import { grouped } from '../core/digits.js';

/** Bytes read at a time. */
const CHUNK_BYTES = 64 * 1024;

/** The text of `path` (UTF-8), refused with a BoardsimError naming it once it passes `maxBytes`. A
 *  failure to open or read it is thrown as it is (its code says why). */
export async function readCappedText(path: string, maxBytes: number): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) {
        const message = `more than ${grouped(maxBytes)} bytes; a board is at most ${grouped(MAX_BOARD_CHARACTERS)} characters (1 MiB)`;
        throw new BoardsimError([{ code: 'json/too-large', path: '', message }], path);
      }
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** A board file's text: at most 3 bytes a character (UTF-8 of the cap's UTF-16 units), so that the
 *  JSON gate, which counts characters, has the last word on a text near the cap. */
export function readBoardFile(path: string): Promise<string> {
  return readCappedText(path, 3 * MAX_BOARD_CHARACTERS);
}
