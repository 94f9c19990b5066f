// A user's AssemblyScript Chutes and Ladders written with the kit (bench/kit/snakes.ts, built here
// with the repository's asc as a user's project builds it) against the built-in Snakes kernel on
// the same games (`snakes --preset classic`, 1 player, 1 thread): their figures must be the same,
// histogram for histogram; the runs alternate, and the median of each is compared.
// Run: npx tsx bench/kit-snakes.ts [games]

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulate } from '../src/index.js';
import { machine } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GAMES = Number(process.argv[2] ?? 5_000_000);
const ROUNDS = 5;

// `boardsim/assembly/kit` resolved as in a user's project: a node_modules-like folder with boardsim
const dir = mkdtempSync(join(tmpdir(), 'boardsim-kit-bench-'));
mkdirSync(join(dir, 'packages'));
symlinkSync(ROOT, join(dir, 'packages/boardsim'), 'dir');
const kernel = join(dir, 'snakes.wasm');
const asc = join(ROOT, 'node_modules/assemblyscript/bin/asc.js');
const source = join(ROOT, 'bench/kit/snakes.ts');
execFileSync(
  process.execPath,
  [
    asc,
    source,
    '--path',
    join(dir, 'packages'),
    '-o',
    kernel,
    '-O3',
    '--enable',
    'simd',
    '--runtime',
    'stub',
  ],
  { cwd: dir },
); // not the repository's folder: asc would add its asconfig.json's entries

const builtIn: number[] = [];
const kit: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const a = await simulate({
    game: 'snakes',
    preset: 'classic',
    games: GAMES,
    seed: 1,
    threads: 1,
    exact: false,
  });
  const b = await simulate({ game: kernel, games: GAMES, seed: 1, threads: 1 });
  for (const name of Object.keys(a.metrics))
    if (JSON.stringify(a.metrics[name]!.histogram) !== JSON.stringify(b.metrics[name]!.histogram))
      throw new Error(`${name}: the kit's kernel played other games than the built-in one`);
  builtIn.push((a.elapsedMs * 1e6) / GAMES);
  kit.push((b.elapsedMs * 1e6) / GAMES);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const ratios = kit.map((k, i) => k / builtIn[i]!);
console.log(machine());
console.log(
  `Chutes and Ladders (snakes --preset classic), 1 player, 1 thread, ${GAMES.toLocaleString('en-US')} games, ${ROUNDS} rounds; the same games, figure for figure`,
);
console.log(`  built-in kernel            ${median(builtIn).toFixed(0)} ns/game (median)`);
console.log(`  kit kernel (a user's)      ${median(kit).toFixed(0)} ns/game (median)`);
console.log(
  `  ratio kit / built-in       ${median(ratios).toFixed(2)} (median of the rounds' ratios; ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
);
