// Hosts for a partitioned count that run in this thread: each host's parts still have their own
// kernel instances, and messages (the coordinator's and the hosts' batches to each other) are
// delivered asynchronously, as between workers. Used where no worker is wanted (tests of many
// parts and hosts).

import type { Kernel } from '../../wasm/kernel.js';
import type { FromPartHost, PeerMessage } from './part-messages.js';
import { type BatchStore, PartRunner, type PartRunnerTuning, defaultTuning } from './part-runner.js';
import type { PartHostLink, PartHosts } from './partitioned.js';

export function inThreadHosts(
  count: number,
  createKernel: () => Promise<Kernel>,
  store?: BatchStore,
  tuning: PartRunnerTuning = defaultTuning,
): PartHosts {
  const runners: PartRunner[] = [];
  const links = Array.from({ length: count }, (_, host): PartHostLink => {
    let listener: ((message: FromPartHost) => void) | undefined;
    const peers = {
      host,
      hosts: count,
      post: (to: number, message: PeerMessage) => queueMicrotask(() => runners[to]!.handlePeer(message)),
    };
    const runner = new PartRunner(
      createKernel,
      (message) => queueMicrotask(() => listener?.(message)),
      peers,
      store,
      tuning,
    );
    runners.push(runner);
    return {
      post: (message) => queueMicrotask(() => void runner.handle(message)),
      listen: (onMessage) => (listener = onMessage),
    };
  });
  return { links, close: async () => {} };
}
