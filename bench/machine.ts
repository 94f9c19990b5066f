// The machine a benchmark ran on, printed with every result.

import { cpus, totalmem } from 'node:os';

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`;
}
