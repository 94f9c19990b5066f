// Hosts for a partitioned count that run in this thread: each host's parts still have their own
// kernel instances, and messages are delivered asynchronously, as between workers. Used where no
// worker is wanted (one thread, tests of many parts) and by the browser before its workers start.

import type { Kernel } from '../wasm/kernel.js';
import type { FromPartHost } from './pegs-part-messages.js';
import { type BatchStore, PartRunner } from './pegs-part-runner.js';
import type { PartHostLink, PartHosts } from './pegs-partitioned.js';

export function inThreadHosts(
  count: number,
  createKernel: () => Promise<Kernel>,
  store?: BatchStore,
): PartHosts {
  const links = Array.from({ length: count }, (): PartHostLink => {
    let listener: ((message: FromPartHost) => void) | undefined;
    const runner = new PartRunner(
      createKernel,
      (message) => queueMicrotask(() => listener?.(message)),
      store,
    );
    return {
      post: (message) => queueMicrotask(() => void runner.handle(message)),
      listen: (onMessage) => (listener = onMessage),
    };
  });
  return { links, close: async () => {} };
}
