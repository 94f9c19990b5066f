// Yahtzee benchmarks: the optimal strategy's table by the kernel (time, CPU time, memory), then
// games of the optimal and the greedy player by the kernel against the twin, in games per second
// of one core. On a machine shared with other work the wall times are noisy; the CPU times and the
// kernel-to-twin ratio less so.
//
//   npx tsx bench/yahtzee.ts [--quick]

import { cpus, totalmem } from 'node:os';
import { yahtzeeGameLog, solveYahtzeeTable } from '../src/games/yahtzee/kernel.js';
import { referenceChunk } from '../src/games/yahtzee/reference.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const quick = process.argv.includes('--quick');
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `machine: ${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · node ${process.version}`,
);

const kernel = await Kernel.create(await compileKernelModule());
const started = performance.now();
const cpuStarted = process.cpuUsage();
const table = solveYahtzeeTable(kernel);
const cpuUsed = process.cpuUsage(cpuStarted);
console.log(
  `table: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((cpuUsed.user + cpuUsed.system) / 1e6).toFixed(1)} s CPU, start value ${table[0]!.toFixed(4)}, kernel memory ${(kernel.exports.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MiB`,
);

/** Games per second of CPU for `play` of `games` games. */
function rate(games: number, play: () => unknown): number {
  const before = process.cpuUsage();
  play();
  const used = process.cpuUsage(before);
  return games / ((used.user + used.system) / 1e6);
}

const games = quick ? 200 : 2000;
const twinGames = quick ? 50 : 300;
for (const policy of ['optimal', 'greedy'] as const) {
  const config = { policy, ...(policy === 'optimal' && { table, tableChecksum: 'bench' }) };
  const values = policy === 'optimal' ? table : undefined;
  const kernelRate = rate(games, () => yahtzeeGameLog(kernel, config, 1n, 0, games));
  const twinRate = rate(twinGames, () => referenceChunk(values, 1n, 0, twinGames));
  console.log(
    `${policy}: kernel ${kernelRate.toFixed(0)} games/s of CPU, twin ${twinRate.toFixed(0)} games/s of CPU: ${(kernelRate / twinRate).toFixed(1)}×`,
  );
}
