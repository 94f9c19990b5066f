// A user's AssemblyScript Chutes and Ladders written with the kit (bench/kit/snakes.ts: a table of
// moves; bench/kit/snakes-plain.ts: a square array and a branch a jump; bench/kit/snakes-pairs.ts:
// two rolls a look-up, the built-in's own method), built here with the
// repository's asc as a user's project builds it, against the built-in Snakes kernel on the same
// games (`snakes --preset classic`, 1 player, 1 thread): their reports' histograms must be the
// same, figure for figure. Then CPU time in one process, the kernels alternating round by round on
// the same chunks, each round's ratios to the built-in's; and two probes that split the kit's time
// into its cost of a game (bench/kit/probe-one-roll.ts) and of a roll (bench/kit/probe-rolls.ts).
// Run: npx tsx bench/kit-snakes.ts [chunks a round, 65,536 games each] [rounds]
// Or: npx tsx bench/kit-snakes.ts --build DIR, which only builds the kernels into DIR and prints
// the whole commands to time against each other (10,000,000 games each, 1 thread).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTask } from '../src/api/tasks.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { WasmKernel } from '../src/games/module-wasm.js';
import { prepareRun } from '../src/games/index.js';
import { simulate } from '../src/index.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { machine } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const buildOnly = process.argv[2] === '--build' ? process.argv[3] : undefined;
const CHUNKS = buildOnly ? 0 : Number(process.argv[2] ?? 8);
const ROUNDS = Number(process.argv[3] ?? 11);
const GAMES = CHUNKS * GAMES_PER_CHUNK;
/** The probe's rolls a game (bench/kit/probe-rolls.ts). */
const PROBE_ROLLS = 40;

// `boardsim/assembly/kit` resolved as in a user's project: a node_modules-like folder with boardsim
const dir = buildOnly ?? mkdtempSync(join(tmpdir(), 'boardsim-kit-bench-'));
mkdirSync(join(dir, 'packages'), { recursive: true });
if (!existsSync(join(dir, 'packages/boardsim'))) symlinkSync(ROOT, join(dir, 'packages/boardsim'), 'dir');
const asc = join(ROOT, 'node_modules/assemblyscript/bin/asc.js');
function build(name: string): string {
  const out = join(dir, `${name}.wasm`);
  execFileSync(
    process.execPath,
    [
      asc,
      join(ROOT, `bench/kit/${name}.ts`),
      '--path',
      join(dir, 'packages'),
      '-o',
      out,
      '-O3',
      '--enable',
      'simd',
      '--runtime',
      'stub',
    ],
    { cwd: dir },
  ); // not the repository's folder: asc would add its asconfig.json's entries
  return out;
}
const files = {
  table: build('snakes'),
  plain: build('snakes-plain'),
  pairs: build('snakes-pairs'),
  oneRoll: build('probe-one-roll'),
  rolls: build('probe-rolls'),
};
if (buildOnly) {
  const cli = `node ${join(ROOT, 'dist/cli/boardsim.mjs')} simulate`;
  const run = '--games 1e7 --seed 1 --threads 1';
  console.log(`built-in:            ${cli} snakes --preset classic ${run} --no-exact`);
  console.log(`kit, table of moves: ${cli} ${files.table} ${run}`);
  console.log(`kit, written plainly: ${cli} ${files.plain} ${run}`);
  console.log(`kit, two rolls a look-up: ${cli} ${files.pairs} ${run}`);
  process.exit(0);
}

// the same games: each kernel's report against the built-in's, histogram for histogram
const same = { games: 4 * GAMES_PER_CHUNK, seed: 1, threads: 1 };
const builtInReport = await simulate({ game: 'snakes', preset: 'classic', ...same, exact: false });
for (const file of [files.table, files.plain, files.pairs]) {
  const report = await simulate({ game: file, ...same });
  for (const name of Object.keys(builtInReport.metrics))
    if (
      JSON.stringify(builtInReport.metrics[name]!.histogram) !==
      JSON.stringify(report.metrics[name]!.histogram)
    )
      throw new Error(`${name}: ${file} played other games than the built-in kernel`);
}
const meanRolls = builtInReport.metrics.rolls!.mean;

const builtIn = await Kernel.create(await compileKernelModule());
const kits = Object.fromEntries(
  Object.entries(files).map(([name, file]) => [name, WasmKernel.create(readFileSync(file), file)]),
) as Record<keyof typeof files, WasmKernel>;
let first = 0;
const chunks = () => Array.from({ length: CHUNKS }, (_, c) => ({ index: first + c, games: GAMES_PER_CHUNK }));
const runs: Record<string, () => unknown> = {
  builtIn: () => runTask(builtIn, prepareRun('snakes', { preset: 'classic' }).task(1n, chunks())),
  table: () => kits.table.playChunks(1n, chunks(), 1),
  plain: () => kits.plain.playChunks(1n, chunks(), 1),
  pairs: () => kits.pairs.playChunks(1n, chunks(), 1),
  oneRoll: () => kits.oneRoll.playChunks(1n, chunks(), 1),
  rolls: () => kits.rolls.playChunks(1n, chunks(), 1),
};
const cpu = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};
// a warm-up: every kernel compiled by V8's optimizing tier
for (const started = cpu(); cpu() - started < 2e6;) for (const run of Object.values(runs)) run();
const ns: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  first = round * CHUNKS;
  for (const [name, run] of Object.entries(runs)) {
    const started = cpu();
    run();
    ns[name]!.push(((cpu() - started) * 1e3) / GAMES);
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const ratios = (name: string) => ns[name]!.map((t, i) => t / ns.builtIn![i]!);
const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)} to ${Math.max(...xs).toFixed(2)}`;
const game = median(ns.oneRoll!);
const perRoll = (median(ns.rolls!) - game) / (PROBE_ROLLS - 1);
console.log(machine());
console.log(
  `Chutes and Ladders (snakes --preset classic), 1 player, ${meanRolls.toFixed(2)} rolls a game; CPU time of ${GAMES.toLocaleString('en-US')} games a round, ${ROUNDS} rounds; the same games, figure for figure`,
);
for (const [name, label] of [
  ['builtIn', 'built-in kernel'],
  ['table', "kit, a table of moves (a user's)"],
  ['plain', 'kit, written plainly'],
  ['pairs', 'kit, two rolls a look-up'],
] as const) {
  const r = ratios(name);
  console.log(
    `  ${label.padEnd(34)} ${median(ns[name]!).toFixed(1).padStart(6)} ns/game, ${(median(ns[name]!) / meanRolls).toFixed(2)} ns/roll` +
      (name === 'builtIn' ? '' : `; ratio to built-in ${median(r).toFixed(2)} (${range(r)})`),
  );
}
console.log(
  `  the kit's own cost: ${game.toFixed(1)} ns a game of one roll (the call to play, figures checked and counted, winner), ${perRoll.toFixed(2)} ns a roll of its dice alone`,
);
console.log(
  `  the table kernel's rolls: ${((median(ns.table!) - game) / (meanRolls - 1)).toFixed(2)} ns each after the kit's cost of a game; the built-in's ${(median(ns.builtIn!) / meanRolls).toFixed(2)} ns a roll, everything in`,
);
