// The channels that let the hosts of a partitioned count send each other their batches directly:
// one MessageChannel per pair of hosts (the same in Node and in browsers).

/** ports[h][g]: host h's end of its channel to host g (null for h = g). Each host's row is handed
 *  to it (transferred) when it starts. */
export function peerPorts(hosts: number): (MessagePort | null)[][] {
  const ports = Array.from({ length: hosts }, () => new Array<MessagePort | null>(hosts).fill(null));
  for (let h = 0; h < hosts; h++)
    for (let g = h + 1; g < hosts; g++) {
      const channel = new MessageChannel();
      ports[h]![g] = channel.port1;
      ports[g]![h] = channel.port2;
    }
  return ports;
}
