// What the count in parts costs on one thread: the same count in 1 part and in P parts, in turn, on
// hosts in this thread (no workers, no messages between threads), with each run's CPU time and where
// a part's time went (its expansion, which includes merging the batches it sends to parts on the
// same host; the merges; the batches copied into their owner's memory). Counts are checked equal.
//
//   npx tsx bench/pegs-parts.ts [board] [start hole index] [pairs] [P]
//   npx tsx bench/pegs-parts.ts triangle7 0 3 2
//
// CPU seconds, not wall time, are the figures to read on a shared machine; they still move with
// the load (other processes' use of the caches and memory), so compare runs made in turn.

import { pegsBoards } from '../src/games/pegs/boards.js';
import { pegsKernelConfig } from '../src/games/pegs/index.js';
import { PegsPart } from '../src/games/pegs/part-kernel.js';
import { inThreadHosts } from '../src/games/pegs/part-hosts.js';
import { countPegGamesPartitioned } from '../src/games/pegs/partitioned.js';
import { boardSymmetries, stabilizer } from '../src/games/pegs/symmetry.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const [name = 'triangle7', startArg = '0', pairsArg = '3', partsArg = '2'] = process.argv.slice(2);
const board = pegsBoards[name]!.config;
const start = Number(startArg);
const config = pegsKernelConfig(board, start);
const symmetries = stabilizer(boardSymmetries(board), start);
const module = await compileKernelModule();

const spent = new Map<string, number>();
type Method = (this: PegsPart, ...args: unknown[]) => unknown;
const methods = PegsPart.prototype as unknown as Record<string, Method>;
for (const key of ['expand', 'expandTaken', 'merge', 'landBatch']) {
  const original = methods[key]!;
  methods[key] = function (this: PegsPart, ...args: unknown[]) {
    const started = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      spent.set(key, (spent.get(key) ?? 0) + performance.now() - started);
    }
  };
}

const cpu: Record<number, number[]> = {};
let games: bigint | undefined;
for (let pair = 0; pair < Number(pairsArg); pair++) {
  for (const parts of [1, Number(partsArg)]) {
    spent.clear();
    const before = process.cpuUsage();
    const result = await countPegGamesPartitioned(
      inThreadHosts(1, () => Kernel.create(module)),
      config,
      { parts, symmetries },
    );
    const used = process.cpuUsage(before);
    const seconds = (used.user + used.system) / 1e6;
    (cpu[parts] ??= []).push(seconds);
    const total = result.layers.reduce((sum, layer) => sum + layer.games, 0n);
    if (games !== undefined && total !== games)
      throw new Error(`${parts} parts counted ${total}, not ${games}`);
    games = total;
    const steps = [...spent].map(([key, ms]) => `${key} ${(ms / 1e3).toFixed(2)} s`).join(', ');
    console.log(`${name} from ${start}, ${parts} part(s): ${seconds.toFixed(2)} s of CPU (${steps})`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const one = cpu[1]!;
const split = cpu[Number(partsArg)]!;
const ratios = split.map((s, i) => s / one[i]!);
console.log(
  `${partsArg} parts against 1, CPU: median ratio ${median(ratios).toFixed(3)} (pairs ${ratios.map((r) => r.toFixed(3)).join(', ')}); ${games} games`,
);
