// Peg solitaire benchmarks (tinybench): the exact count by the layer kernel against the twin's
// walk of every game (seed 002's approach), on the side-5 triangle from a1 and from all 15 holes;
// then side 6 from every hole and side 7 from the apex, with time and peak memory. The English
// board from the centre (the stretch goal, minutes) runs with --english; seed 002's own approach
// (bench/reference/pegs.py: a Python walk that deep-copies the game before every move; minutes) runs
// with --python.
//
//   npx tsx bench/pegs.ts [--quick] [--english] [--python]
//
// Medians of several runs are quoted where a case is fast enough to repeat; the slow cases run
// once (their spread is the machine's: compare with the figures printed next to it).

import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { countPegsStarts } from '../src/games/pegs/count.js';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { walkAllGames } from '../src/games/pegs/reference.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const quick = process.argv.includes('--quick');
const english = process.argv.includes('--english');
const python = process.argv.includes('--python');
const board = (name: string) => pegsBoards[name]!.config;
const module = await compileKernelModule();
const freshKernel = () => Kernel.create(module);

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · node ${process.version}`;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(3)} ms`);

async function tinybench(tasks: Record<string, () => unknown>, time: number, iterations: number) {
  const bench = new Bench({ time, iterations, warmupIterations: 1 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  return Object.fromEntries(
    bench.tasks.map((t) => {
      const result = t.result;
      if (!('latency' in result)) throw new Error(`${t.name} did not complete`);
      return [t.name, result.latency];
    }),
  );
}

console.log(`machine: ${machine()}`);
console.log('');

// 1. side 5 from a1, and from all 15 holes: kernel (fresh instance each time, board encoding
// included) vs the walk of every game
const triangle5 = board('triangle5');
const all15 = triangle5.holes.map((_, i) => i);
const kernel5 = await freshKernel();
const small = await tinybench(
  {
    'kernel a1': () => countPegsStarts(kernel5, triangle5, [0]),
    'kernel all 15 (4 classes)': () => countPegsStarts(kernel5, triangle5, all15),
    'kernel all 15, no symmetry': () => countPegsStarts(kernel5, triangle5, all15, { useSymmetry: false }),
  },
  2000,
  50,
);
const walks = await tinybench({ 'twin walk a1': () => walkAllGames(triangle5, 0) }, 1, quick ? 1 : 5);
let walkAll = Number.NaN;
if (!quick) {
  const t = performance.now();
  for (const start of all15) walkAllGames(triangle5, start);
  walkAll = performance.now() - t;
}
const kA1 = small['kernel a1']!.p50;
const wA1 = walks['twin walk a1']!.p50;
console.log('side 5 (15 holes), medians:');
for (const [name, s] of Object.entries({ ...small, ...walks }))
  console.log(`  ${name.padEnd(28)} ${fmt(s.p50!)} (min ${fmt(s.min)}, ${s.samplesCount} runs)`);
if (!quick) console.log(`  ${'twin walk all 15'.padEnd(28)} ${fmt(walkAll)} (1 run)`);
console.log(`  kernel vs walk on a1: ${Math.round(wA1! / kA1!).toLocaleString('en-US')}× faster`);
if (!quick)
  console.log(
    `  kernel vs walk on all 15: ${Math.round(walkAll / small['kernel all 15 (4 classes)']!.p50!).toLocaleString('en-US')}× faster`,
  );
if (python) {
  // one run: its time is minutes, the spread of a few seconds does not matter
  const script = fileURLToPath(new URL('./reference/pegs.py', import.meta.url));
  const run = JSON.parse(execFileSync('python3', [script, 'a1', '5']).toString()) as {
    games: number;
    seconds: number;
  };
  if (run.games !== 568_630) throw new Error(`the Python walk counted ${run.games} games from a1`);
  console.log(`  ${"seed 002's approach (Python) a1".padEnd(28)} ${fmt(run.seconds * 1000)} (1 run)`);
  console.log(
    `  kernel vs seed 002's approach on a1: ${Math.round((run.seconds * 1000) / kA1).toLocaleString('en-US')}× faster`,
  );
}
console.log('');

// 2. larger boards: one run each, on a fresh instance (its memory is the count's peak)
async function once(label: string, name: string, starts: number[]) {
  const kernel = await freshKernel();
  const t = performance.now();
  const counts = countPegsStarts(kernel, board(name), starts);
  const ms = performance.now() - t;
  const total = counts.reduce((s, c) => s + c.totalGames, 0n);
  const peakStates = Math.max(...counts.flatMap((c) => c.layers.map((l) => l.representatives)));
  console.log(
    `  ${label.padEnd(28)} ${fmt(ms)} · wasm memory ${mib(kernel.exports.memory.buffer.byteLength)} · largest layer ${peakStates.toLocaleString('en-US')} stored states · total games ${total.toLocaleString('en-US')}`,
  );
}
console.log('larger boards (one run each):');
await once(
  'side 6, all 21 holes',
  'triangle6',
  board('triangle6').holes.map((_, i) => i),
);
if (!quick) await once('side 7, apex a1', 'triangle7', [0]);
if (english) await once('english, centre d4', 'english', [16]);
console.log(`  process peak resident memory ${mib(process.resourceUsage().maxRSS * 1024)}`);
