// The dice lab's benchmark: rolls per second of every die (generator × range method) in
// WebAssembly, the host baselines in plain JavaScript, and 10M Snakes and Ladders games per die,
// beside seed 003's own Java figures. Run: npx tsx bench/rng.ts [--quick]
// The machine is printed first; on a shared machine quote medians and ratios.

import { cpus, totalmem } from 'node:os';
import { Bench } from 'tinybench';
import { simulate } from '../src/index.js';
import { reportDice } from '../src/lab/report.js';
import { type DiceSpec, formatDice, parseDice } from '../src/rng/dice.js';
import { Kernel, rollDice, setDice } from '../src/wasm/index.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const quick = process.argv.includes('--quick');
const ROLLS = 1 << 20;
const GAMES = quick ? 1_000_000 : 10_000_000;

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`;
}

const kernel = await Kernel.create(await compileKernelModule());

/** ns per roll of a tinybench task that rolls `rolls` dice a run. */
function nsPerRoll(bench: Bench, name: string, rolls: number): number {
  const result = bench.getTask(name)?.result;
  const latency = result && 'latency' in result ? result.latency : undefined;
  return latency ? (latency.p50 * 1e6) / rolls : Number.NaN;
}

// ---- rolls: every die in WebAssembly (through fillDice, as the games read them) ----
const dice = reportDice();
const wasm = new Bench({ name: 'd6 rolls in WebAssembly', time: quick ? 100 : 400, warmupTime: 100 });
let stream = 0;
for (const spec of dice) {
  wasm.add(formatDice(spec), () => {
    setDice(kernel, spec);
    rollDice(kernel, 7n, BigInt(stream++), 6, ROLLS);
  });
}
await wasm.run();
setDice(kernel);

// ---- rolls: the host baselines in plain JavaScript ----
const words = new Uint32Array(16384);
const js = new Bench({ name: 'd6 rolls in JavaScript', time: quick ? 100 : 400, warmupTime: 100 });
let sink = 0;
js.add('Math.floor(Math.random() * 6) + 1', () => {
  for (let i = 0; i < ROLLS; i++) sink += Math.floor(Math.random() * 6) + 1;
}).add('crypto.getRandomValues, rejection', () => {
  for (let done = 0; done < ROLLS;) {
    globalThis.crypto.getRandomValues(words);
    for (let i = 0; i < words.length && done < ROLLS; i++) {
      if (words[i]! < 4294967292) {
        sink += (words[i]! % 6) + 1;
        done++;
      }
    }
  }
});
await js.run();

const rows = dice.map((spec) => ({ dice: formatDice(spec), ns: nsPerRoll(wasm, formatDice(spec), ROLLS) }));
console.log(`\n${wasm.name} (median of each, ${ROLLS} rolls a run): ${machine()}`);
console.log('| die | ns/roll | M rolls/s |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.dice} | ${r.ns.toFixed(2)} | ${(1e3 / r.ns).toFixed(0)} |`);
for (const task of js.tasks) {
  const ns = nsPerRoll(js, task.name, ROLLS);
  console.log(`| JavaScript: ${task.name} | ${ns.toFixed(2)} | ${(1e3 / ns).toFixed(0)} |`);
}

// ---- games: Snakes and Ladders (efi board), one thread, per die ----
const gameDice = [
  'xoshiro128x4',
  'java-lcg',
  'xorshift128',
  'xorshift128:table',
  'ring-buffer',
  'ring-buffer@0.26',
  'splitmix64',
  'pcg32',
  'xoshiro256ss',
  'math-random',
  'crypto',
].map((d) => parseDice(d));
const gameMs = new Map<string, number>();
for (const spec of gameDice) {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    const r = await simulate({
      game: 'snakes',
      preset: 'efi',
      games: GAMES,
      seed: 42,
      threads: 1,
      dice: spec,
    });
    best = Math.min(best, r.elapsedMs);
  }
  gameMs.set(formatDice(spec), best);
}
console.log(
  `\nSnakes and Ladders, efi board, ${GAMES.toLocaleString('en-US')} games, one thread (best of ${quick ? 1 : 3}):`,
);
console.log('| die | ms | ns/game |');
console.log('|---|---|---|');
for (const [name, ms] of gameMs)
  console.log(`| ${name} | ${ms.toFixed(0)} | ${((ms * 1e6) / GAMES).toFixed(0)} |`);

// ---- seed 003's figures beside ours ----
const ns = (text: string) => rows.find((r) => r.dice === formatDice(parseDice(text)))?.ns ?? Number.NaN;
const SEED_ROLLS = 600e6;
const seedRolls: [string, string, number][] = [
  ['DiceFair (platform generator, nextInt(1, 7))', 'java-lcg', 1433],
  ['DiceFair(new SecureRandom())', 'crypto', 85495],
  ['DiceFast (xorshift128, abs(x % 6))', 'xorshift128', 1001],
  ['DiceFastFixedMod (65,536-entry table)', 'xorshift128:table', 690],
  ['DiceVeryFast (ring buffer, background writer)', 'ring-buffer@0.26', 372],
];
console.log(`\nSeed 003's 600M rolls (its machine, Java) against the same dice here (WebAssembly):`);
console.log('| seed die | seed ms | seed ns/roll | boardsim die | ns/roll here | seed / here |');
console.log('|---|---|---|---|---|---|');
for (const [name, die, ms] of seedRolls) {
  const seedNs = (ms * 1e6) / SEED_ROLLS;
  console.log(
    `| ${name} | ${ms} | ${seedNs.toFixed(2)} | ${formatDice(parseDice(die))} | ${ns(die).toFixed(2)} | ${(seedNs / ns(die)).toFixed(1)} |`,
  );
}
const seedGames: [string, string, number][] = [
  ['DiceFair', 'java-lcg', 5198],
  ['DiceFast', 'xorshift128', 4300],
  ['DiceVeryFast', 'ring-buffer@0.26', 3906],
];
console.log(`\nSeed 003's 10M games against ${GAMES.toLocaleString('en-US')} games here (scaled to 10M):`);
console.log('| seed die | seed ms | boardsim die | ms here (10M) | seed / here |');
console.log('|---|---|---|---|---|');
for (const [name, die, ms] of seedGames) {
  const here = ((gameMs.get(formatDice(parseDice(die))) ?? Number.NaN) * 10_000_000) / GAMES;
  console.log(
    `| ${name} | ${ms} | ${formatDice(parseDice(die))} | ${here.toFixed(0)} | ${(ms / here).toFixed(1)} |`,
  );
}

// ---- the targets ----
const defaultNs = ns('xoshiro128x4');
const gameNs = ((gameMs.get('xoshiro128x4:lemire16') ?? Number.NaN) * 1e6) / GAMES;
const ROLLS_PER_GAME = 32.29; // the exact mean number of rolls of an efi game (boardsim exact snakes)
console.log(`\nTargets: the default die ${defaultNs.toFixed(2)} ns a roll (target <= 1 ns);`);
console.log(
  `its rolls cost ${(defaultNs * ROLLS_PER_GAME).toFixed(1)} ns of a ${gameNs.toFixed(0)} ns game: ${((100 * defaultNs * ROLLS_PER_GAME) / gameNs).toFixed(0)}% (target <= 33%)`,
);
const spec = (text: string): DiceSpec => parseDice(text);
console.log(
  `Is % still the expensive part? xorshift128 with abs(x % 6) ${ns('xorshift128').toFixed(2)} ns, with the table ${ns('xorshift128:table').toFixed(2)} ns, with Lemire ${ns('xorshift128:lemire').toFixed(2)} ns; pcg32 modulo ${ns(formatDice(spec('pcg32:modulo'))).toFixed(2)} vs lemire ${ns('pcg32').toFixed(2)} ns`,
);
if (sink === 0.5) console.log(sink);
