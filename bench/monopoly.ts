// Monopoly speed: the WebAssembly kernel against its TypeScript twin, the same games from the same
// streams (both decks rules), in ns per turn played (warm-up turns included). Run: npx tsx bench/monopoly.ts

import { cpus, totalmem } from 'node:os';
import { Bench } from 'tinybench';
import { runTask } from '../src/api/tasks.js';
import { referenceChunk } from '../src/games/monopoly/reference.js';
import { monopolySettings } from '../src/games/monopoly/settings.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const kernel = await Kernel.create(await compileKernelModule());
const KERNEL_GAMES = 4096;
const TWIN_GAMES = 128;
let chunk = 0;

const games = {
  shuffled: monopolySettings({}).game,
  replacement: monopolySettings({ deck: 'with-replacement' }).game,
};
const turnsPerGame = games.shuffled.turns + games.shuffled.warmup;
const bench = new Bench({ name: 'monopoly, one thread', time: 3000, warmupTime: 1000 });
for (const [name, game] of Object.entries(games)) {
  bench
    .add(`kernel, ${name} decks`, () => {
      runTask(kernel, {
        game: 'monopoly',
        config: game,
        seed: 42n,
        chunks: [{ index: chunk++, games: KERNEL_GAMES }],
      });
    })
    .add(`twin, ${name} decks`, () => {
      referenceChunk(game, 42n, chunk++, TWIN_GAMES);
    });
}
await bench.run();

const nsPerTurn = (name: string, perCall: number) => {
  const task = bench.getTask(name);
  const mean = task?.result && 'latency' in task.result ? task.result.latency.mean : Number.NaN;
  return (mean * 1e6) / (perCall * turnsPerGame);
};
console.log(machine);
for (const name of Object.keys(games)) {
  const k = nsPerTurn(`kernel, ${name} decks`, KERNEL_GAMES);
  const t = nsPerTurn(`twin, ${name} decks`, TWIN_GAMES);
  console.log(
    `${name} decks: kernel ${k.toFixed(1)} ns/turn (${(1e3 / k).toFixed(1)} M turns/s), twin ${t.toFixed(1)} ns/turn: the kernel ${(t / k).toFixed(1)}× faster`,
  );
}
