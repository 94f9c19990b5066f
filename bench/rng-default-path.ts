// The lab's cost on the default die: every game's kernels and draw(6) with this build's module
// against another build of the module (say main's), alternated in one process so that both see
// the same machine. Build the other module first, for example:
//   mkdir -p /tmp/base && git archive main assembly asconfig.json | tar -x -C /tmp/base &&
//   (cd /tmp/base && npx asc --config asconfig.json --target release)
//   npx tsx bench/rng-default-path.ts /tmp/base/build/boardsim.wasm

import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import type { KernelTask } from '../src/run/task.js';
import { runSnakesChunks } from '../src/games/snakes/kernel.js';
import { type CandyKernelConfig, runCandyChunks } from '../src/games/candyland/kernel.js';
import { type PegsKernelConfig, runPegsChunks } from '../src/games/pegs/kernel.js';
import { type LamaKernelConfig, runLamaChunks } from '../src/games/lama/kernel.js';
import { prepareRun } from '../src/games/index.js';

const otherPath = process.argv[2];
if (!otherPath) throw new Error('usage: npx tsx bench/rng-default-path.ts OTHER.wasm');
const other = await Kernel.create(await WebAssembly.compile(readFileSync(otherPath)));
const mine = await Kernel.create(await compileKernelModule());
const board = snakesPresets.efi!.config;
const ROUNDS = 9;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** ns per game of `chunks` chunks of one Snakes configuration (runSnakesChunks sets no die, so
 *  the other build, which may not know dice, runs the same call). */
function snakes(kernel: Kernel, config: Parameters<typeof runSnakesChunks>[1], chunks: number, from: number) {
  const started = performance.now();
  for (let c = 0; c < chunks; c++) runSnakesChunks(kernel, config, 1n, [{ index: from + c, games: 65536 }]);
  return ((performance.now() - started) * 1e6) / (chunks * 65536);
}

/** The kernel tasks of a game's run, played by its chunk runner (which sets no die). */
const candyTask = prepareRun('candyland', { preset: 'classic' }).task(1n, []);
const pegsTask = prepareRun('pegs', { preset: 'english' }).task(1n, []);
const lamaTask = prepareRun('lama', { players: 3 }).task(1n, []);
function game(kernel: Kernel, task: KernelTask, chunks: number, from: number, games = 65536): number {
  const specs = Array.from({ length: chunks }, (_, c) => ({ index: from + c, games }));
  const started = performance.now();
  if (task.game === 'candyland') runCandyChunks(kernel, task.config as CandyKernelConfig, 1n, specs);
  if (task.game === 'pegs') runPegsChunks(kernel, task.config as PegsKernelConfig, 1n, specs);
  if (task.game === 'lama') runLamaChunks(kernel, task.config as LamaKernelConfig, 1n, specs);
  return ((performance.now() - started) * 1e6) / (chunks * games);
}

function draws(kernel: Kernel, n: number, from: number): number {
  kernel.exports.seedStream(1n, BigInt(from));
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += kernel.exports.draw(6);
  if (sum < 0) console.log(sum);
  return ((performance.now() - started) * 1e6) / n;
}

const cases: [string, (k: Kernel, round: number) => number][] = [
  [
    'snakes pair kernel (fillDice), ns/game',
    (k, r) => snakes(k, { board, players: 1, mode: 'independent' }, 10, 100 * r),
  ],
  [
    'snakes one-roll kernel, 2 players alternating, ns/game',
    (k, r) => snakes(k, { board, players: 2, mode: 'alternating' }, 4, 100 * r),
  ],
  ['Candy Land (draw(n) for every card of every shuffle), ns/game', (k, r) => game(k, candyTask, 4, 100 * r)],
  ['peg solitaire random play (draw(n) a jump), ns/game', (k, r) => game(k, pegsTask, 4, 100 * r)],
  [
    'L.A.M.A. 3 random players, whole games (draw(n) a card and a choice), ns/game',
    (k, r) => game(k, lamaTask, 2, 100 * r, 16384),
  ],
  ['draw(6) called from JavaScript, ns/draw', (k, r) => draws(k, 5_000_000, r)],
];
// warm both up (V8 optimizes hot WebAssembly after a baseline tier)
for (const [, run] of cases) for (const k of [other, mine]) run(k, 99);

console.log(
  `default die, this build against ${otherPath}: ${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores, Node ${process.version}`,
);
console.log('| path | other | this | this / other (median of pairs) |');
console.log('|---|---|---|---|');
for (const [name, run] of cases) {
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    a.push(run(other, r));
    b.push(run(mine, r));
  }
  const ratios = a.map((x, i) => b[i]! / x);
  console.log(
    `| ${name} | ${median(a).toFixed(2)} | ${median(b).toFixed(2)} | ${median(ratios).toFixed(3)} |`,
  );
}
