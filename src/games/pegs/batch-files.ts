// Batches of a partitioned count exchanged through files in a folder instead of messages: what
// parts on separate machines would do through a shared file system or an object store. Each batch
// is written once by its sender and read (then deleted) once by its owner.

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BatchRecords } from './part-messages.js';
import type { BatchStore } from './part-runner.js';

export function fileBatchStore(dir: string): BatchStore {
  return {
    put(name, bytes) {
      writeFileSync(join(dir, name), bytes);
      return { file: name };
    },
    take(records: BatchRecords) {
      if (records instanceof Uint8Array)
        throw new Error('a batch sent in a message where files were expected');
      const path = join(dir, records.file);
      const bytes = readFileSync(path);
      rmSync(path);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  };
}
