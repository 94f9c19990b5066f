// boardsim's dice consumed by JavaScript against pure-rand's uniformInt, each measured as its own
// users run it: each library in a process of its own (fresh call sites, one generator), its
// README's code (bench/standalone/), after a warm-up, in that process's CPU time. The processes
// alternate, round after round, so that both see the same machine; the medians over every sample
// and their ratio are printed; then `boardsim rng bench` times the same two cases (each in a worker
// of its own) and the two measurements are compared: they should agree within 15%. Build first
// (npm run build); pure-rand is an optional dependency.
//   npx tsx bench/dice-vs-pure-rand.ts [ROLLS] [ROUNDS] [DIE]

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machine } from './machine.js';

const [rolls = 10_000_000, rounds = 7] = process.argv.slice(2, 4).map(Number);
const die = process.argv[4] ?? 'xoshiro128x4:lemire16';
const SAMPLES = 3;

const script = (name: string) => fileURLToPath(new URL(`standalone/${name}`, import.meta.url));
function sample(name: string, extra: string[] = []): number[] {
  const out = execFileSync(process.execPath, [script(name), String(rolls), String(SAMPLES), ...extra], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { ns: number[] }).ns;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const pure: number[] = [];
const mine: number[] = [];
for (let round = 0; round < rounds; round++) {
  // the order alternates: neither side always runs on a machine the other has just warmed
  if (round % 2 === 0) pure.push(...sample('pure-rand.mjs'));
  mine.push(...sample('boardsim-fill.mjs', [die]));
  if (round % 2 === 1) pure.push(...sample('pure-rand.mjs'));
}
const [p, b] = [median(pure), median(mine)];
console.log(machine(), `load average ${loadavg()[0]!.toFixed(1)}`);
console.log(
  `${rolls.toLocaleString('en-US')} d6 rolls a sample, ${rounds} rounds of ${SAMPLES} samples, medians of CPU time`,
);
console.log(`pure-rand xoroshiro128plus + uniformInt (its README)   ${p.toFixed(2)} ns/roll`);
console.log(`boardsim ${die} fill + JavaScript sum       ${b.toFixed(2)} ns/roll`);
console.log(`boardsim is ${(p / b).toFixed(2)}× pure-rand per roll consumed by JavaScript`);

const cli = fileURLToPath(new URL('../dist/cli/boardsim.mjs', import.meta.url));
const bench = JSON.parse(
  execFileSync(
    process.execPath,
    [
      cli,
      'rng',
      'bench',
      '--dice',
      die,
      '--rolls',
      String(rolls),
      '--rounds',
      String(rounds),
      '--json',
      '--quiet',
    ],
    { encoding: 'utf8' },
  ),
) as { rows: { name: string; kind: string; nsPerRoll: number }[] };
const row = (match: (r: { name: string; kind: string }) => boolean) => bench.rows.find(match)!.nsPerRoll;
const benchPure = row((r) => r.name === 'pure-rand xoroshiro128plus + uniformInt');
const benchMine = row((r) => r.name.startsWith('boardsim ') && r.kind === 'bulk fill + JavaScript sum');
const off = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(0)}%`;
console.log(
  `boardsim rng bench: pure-rand ${benchPure.toFixed(2)} ns (${off(benchPure, p)} from its own process), boardsim fill ${benchMine.toFixed(2)} ns (${off(benchMine, b)}), ratio ${(benchPure / benchMine).toFixed(2)}×`,
);
