// Pig speed: the WebAssembly kernel against its TypeScript twin on the same games (both read the
// same policy tables), for two fixed thresholds and for optimal play from the solver's table, one
// thread; and how long the optimal table takes to solve. Run: npx tsx bench/pig.ts

import { loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { runTask } from '../src/api/tasks.js';
import { referencePigChunk } from '../src/games/pig/reference.js';
import { pigKernelConfig } from '../src/games/pig/run.js';
import { pigRunSettings } from '../src/games/pig/settings.js';
import { solvePig } from '../src/games/pig/solve.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { machine } from './machine.js';

const kernel = await Kernel.create(await compileKernelModule());
const TWIN_GAMES = 2048;
let chunk = 0;

console.log(machine());
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const solveStart = performance.now();
solvePig(100, 6, 'maximise', 'maximise');
console.log(
  `optimal policy of a race to 100 (d6) solved in ${(performance.now() - solveStart).toFixed(0)} ms`,
);

for (const strategies of ['hold:20', 'optimal']) {
  const config = pigKernelConfig(pigRunSettings({ strategies }));
  const names = {
    wasm: `WebAssembly kernel, ${strategies} (${GAMES_PER_CHUNK} games a call)`,
    twin: `TypeScript twin, ${strategies} (${TWIN_GAMES} games a call)`,
  };
  const bench = new Bench({ name: `pig ${strategies}, one thread`, time: 3000, warmupTime: 1000 });
  bench
    .add(names.wasm, () => {
      runTask(kernel, {
        game: 'pig',
        config,
        seed: 42n,
        chunks: [{ index: chunk++, games: GAMES_PER_CHUNK }],
      });
    })
    .add(names.twin, () => {
      referencePigChunk(config, 42n, chunk++, TWIN_GAMES);
    });
  await bench.run();
  const nsPerGame = (name: string, games: number) => {
    const task = bench.getTask(name);
    const mean = task?.result && 'latency' in task.result ? task.result.latency.mean : Number.NaN;
    return (mean * 1e6) / games;
  };
  const wasm = nsPerGame(names.wasm, GAMES_PER_CHUNK);
  const twin = nsPerGame(names.twin, TWIN_GAMES);
  console.log(
    `${strategies}: kernel ${wasm.toFixed(0)} ns/game (${(1e9 / wasm / 1e6).toFixed(2)} M games/s), twin ${twin.toFixed(0)} ns/game; kernel ${(twin / wasm).toFixed(1)}× the twin`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
