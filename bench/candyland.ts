// Candy Land speed: the WebAssembly kernel against its TypeScript twin, a C -O3 port of the same
// rules (bench/reference/candyland.c, which plays exactly the same games from the same streams),
// and a straightforward Python port (bench/reference/candyland.py) timed on 10,000 games, the size
// of seed 000's runs. Run: npx tsx bench/candyland.ts

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { referenceChunk } from '../src/games/candyland/reference.js';
import { simulate } from '../src/index.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { candyTable } from '../src/games/candyland/kernel.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const board = unwrap(candyBoard(candyPresets.seed000!.config));
const twoPlayers = unwrap(candyBoard(candyPresets.classic!.config));
const kernel = await Kernel.create(await compileKernelModule());
// worked out once per run, as simulate does
const table = candyTable(board);
const tableTwo = candyTable(twoPlayers);
const TWIN_GAMES = 2048;
let chunk = 0;

const names = {
  wasm: `WebAssembly kernel, seed000, 1 player (${GAMES_PER_CHUNK} games a call)`,
  twin: `TypeScript twin, seed000, 1 player (${TWIN_GAMES} games a call)`,
  wasm2: `WebAssembly kernel, classic, 2 players (${GAMES_PER_CHUNK} games a call)`,
};
const bench = new Bench({ name: 'candyland, one thread', time: 4000, warmupTime: 1000 });
bench
  .add(names.wasm, () => {
    runTask(kernel, {
      game: 'candyland',
      config: { board, players: 1, table },
      seed: 42n,
      chunks: [{ index: chunk++, games: GAMES_PER_CHUNK }],
    });
  })
  .add(names.twin, () => {
    referenceChunk(board, 42n, chunk++, TWIN_GAMES);
  })
  .add(names.wasm2, () => {
    runTask(kernel, {
      game: 'candyland',
      config: { board: twoPlayers, players: 2, table: tableTwo },
      seed: 42n,
      chunks: [{ index: chunk++, games: GAMES_PER_CHUNK }],
    });
  });
await bench.run();

const nsPerGame = (name: string, games: number) => {
  const task = bench.getTask(name);
  const mean = task?.result && 'latency' in task.result ? task.result.latency.mean : Number.NaN;
  return (mean * 1e6) / games;
};
const wasm = nsPerGame(names.wasm, GAMES_PER_CHUNK);
const twin = nsPerGame(names.twin, TWIN_GAMES);
const wasm2 = nsPerGame(names.wasm2, GAMES_PER_CHUNK);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The C port, compiled here with -O3, timed against the kernel in alternating pairs on the same
 *  1M games (so that a change in the machine's load hits both): the median pair ratio. */
function cPort(): { ns: number; mean: number; ratio: number; ratios: number[] } | undefined {
  let exe: string;
  try {
    const dir = mkdtempSync(join(tmpdir(), 'boardsim-bench-'));
    exe = join(dir, 'candyland-c');
    const source = fileURLToPath(new URL('./reference/candyland.c', import.meta.url));
    execFileSync('cc', ['-O3', '-march=native', '-o', exe, source]);
  } catch {
    return undefined;
  }
  const chunks = Array.from({ length: 16 }, (_, index) => ({ index, games: GAMES_PER_CHUNK }));
  const games = 16 * GAMES_PER_CHUNK;
  const ratios: number[] = [];
  const cTimes: number[] = [];
  let mean = 0;
  for (let pair = 0; pair < 7; pair++) {
    const started = performance.now();
    runTask(kernel, { game: 'candyland', config: { board, players: 1, table }, seed: 42n, chunks });
    const wasmNs = ((performance.now() - started) * 1e6) / games;
    const run = JSON.parse(execFileSync(exe, [String(games), '42']).toString()) as {
      nsPerGame: number;
      meanTurns: number;
    };
    mean = run.meanTurns;
    cTimes.push(run.nsPerGame);
    ratios.push(wasmNs / run.nsPerGame);
  }
  return { ns: median(cTimes), mean, ratio: median(ratios), ratios: [...ratios].sort((a, b) => a - b) };
}

/** The Python port on 10,000 games, median of three runs. */
function pythonPort(): number | undefined {
  try {
    const script = fileURLToPath(new URL('./reference/candyland.py', import.meta.url));
    const runs = [1, 2, 3].map(
      () => JSON.parse(execFileSync('python3', [script, '10000']).toString()) as { seconds: number },
    );
    return (median(runs.map((r) => r.seconds)) * 1e9) / 10_000;
  } catch {
    return undefined;
  }
}

const c = cPort();
const python = pythonPort();
// the same 1M games through the library, to check that the C port played exactly them
const same = await simulate({
  game: 'candyland',
  preset: 'seed000',
  games: 16 * GAMES_PER_CHUNK,
  seed: 42,
  threads: 1,
});
const sameTwo = await simulate({
  game: 'candyland',
  preset: 'seed000',
  games: 16 * GAMES_PER_CHUNK,
  seed: 42,
  threads: 2,
});

const fmt = (ns: number) =>
  `${ns.toFixed(0)} ns/game (${(1e3 / ns).toFixed(2)} M games/s; 10,000 games in ${(ns / 100).toFixed(2)} ms)`;
console.log(`\n${bench.name}: ${machine}`);
console.log('| what | speed | vs WebAssembly |');
console.log('|---|---|---|');
console.log(`| WebAssembly kernel, seed000, 1 player | ${fmt(wasm)} | 1 |`);
console.log(`| TypeScript twin, same games | ${fmt(twin)} | ${(twin / wasm).toFixed(1)}x slower |`);
if (c)
  console.log(
    `| C -O3 port, same games (bench/reference/candyland.c) | ${fmt(c.ns)} | kernel takes ${c.ratio.toFixed(2)}x the C time (paired median) |`,
  );
if (python)
  console.log(
    `| Python port, 10,000 games (bench/reference/candyland.py) | ${fmt(python)} | ${(python / wasm).toFixed(0)}x slower |`,
  );
console.log(`| WebAssembly kernel, classic, 2 players | ${fmt(wasm2)} | |`);
if (c) {
  const identical = c.mean.toFixed(6) === same.metrics.turns!.mean.toFixed(6);
  console.log(
    `\nC port mean ${c.mean.toFixed(6)}, boardsim mean ${same.metrics.turns!.mean.toFixed(6)} over the same 1M games: ${identical ? 'identical' : 'DIFFERENT'}`,
  );
  console.log(
    `target: kernel within 1.5x of C single-threaded: ${c.ratio.toFixed(2)}x (7 alternating pairs: ${c.ratios.map((r) => r.toFixed(2)).join(' ')})`,
  );
}
console.log(
  `simulate 1M games (library, whole run): 1 thread ${(same.elapsedMs / 1000).toFixed(2)} s, 2 threads ${(sameTwo.elapsedMs / 1000).toFixed(2)} s`,
);
console.log('note: the machine is shared; quote medians and ratios.');
