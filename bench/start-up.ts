// Where the whole 10M-game Snakes command's time goes against the C reference: Node's own start
// (`node -e 0`), the CLI's start (`boardsim --version`, `--help`), the whole command and the C
// program, each run in turn as its own process (medians of the pairs' ratios), and the kernel alone
// playing the same 10M games in this process, cold as in a run. Run: npx tsx bench/start-up.ts [PAIRS]
// (after `npm run build`: it runs dist/cli/boardsim.mjs).

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTask } from '../src/api/tasks.js';
import { prepareRun } from '../src/games/index.js';
import { groupTasks, planChunks } from '../src/run/plan.js';
import { Kernel } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { machine } from './machine.js';

const PAIRS = Number(process.argv[2] ?? 7);
const GAMES = 10_000_000;
const cli = fileURLToPath(new URL('../dist/cli/boardsim.mjs', import.meta.url));
const c = join(mkdtempSync(join(tmpdir(), 'boardsim-start-up-')), 'snakes-c');
execFileSync('cc', [
  '-O3',
  '-march=native',
  '-o',
  c,
  fileURLToPath(new URL('./reference/snakes.c', import.meta.url)),
]);

const node = process.execPath;
const commands: Record<string, [string, string[]]> = {
  'node -e 0': [node, ['-e', '0']],
  'boardsim --version': [node, [cli, '--version']],
  'boardsim --help': [node, [cli, '--help']],
  'boardsim simulate snakes --games 1000 --threads 1': [
    node,
    [cli, 'simulate', 'snakes', '--games', '1000', '--seed', '1', '--threads', '1', '--quiet'],
  ],
  'boardsim simulate snakes --preset efi --games 1e7 --seed 42 --threads 1 --quiet': [
    node,
    [
      cli,
      'simulate',
      'snakes',
      '--preset',
      'efi',
      '--games',
      String(GAMES),
      '--seed',
      '42',
      '--threads',
      '1',
      '--quiet',
    ],
  ],
  'C reference, 1e7 games': [c, [String(GAMES)]],
};

/** Seconds of wall time of one run of the command. */
function timed([file, args]: [string, string[]]): number {
  const started = performance.now();
  const result = spawnSync(file, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${file} ${args.join(' ')}: exit ${result.status}`);
  return (performance.now() - started) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const names = Object.keys(commands);
const times = new Map<string, number[]>(names.map((name) => [name, []]));
for (const name of names) timed(commands[name]!); // warm-up: the file cache, the code cache
for (let round = 0; round < PAIRS; round++)
  for (const name of names) times.get(name)!.push(timed(commands[name]!));

// the kernel alone: the run's tasks on one kernel instance, from a freshly compiled module
const module = await compileKernelModule();
const kernel = await Kernel.create(module);
const run = prepareRun('snakes', { preset: 'efi' });
const started = performance.now();
for (const chunks of groupTasks(planChunks(GAMES), 1)) runTask(kernel, run.task(42n, chunks));
const kernelSeconds = (performance.now() - started) / 1000;

const ratio = (a: string, b: string) =>
  median(times.get(a)!.map((time, i) => time / times.get(b)![i]!)).toFixed(2);
const whole = names[4]!;
const cRun = names[5]!;
console.log(`\nstart-up and the 10M-game command against C: ${machine()}, ${PAIRS} rounds, wall time`);
console.log('| command | median wall | range |');
console.log('|---|---|---|');
for (const name of names) {
  const values = times.get(name)!;
  console.log(
    `| ${name} | ${median(values).toFixed(3)} s | ${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)} s |`,
  );
}
console.log(`| kernel alone, 10M games in this process (cold) | ${kernelSeconds.toFixed(3)} s | |`);
console.log(
  `\nwhole command / C: ${ratio(whole, cRun)} (median of the rounds' ratios); --version / node -e 0: ${ratio(names[1]!, names[0]!)}; kernel alone / C: ${(kernelSeconds / median(times.get(cRun)!)).toFixed(2)}`,
);
