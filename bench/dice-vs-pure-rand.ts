// boardsim's dice consumed by JavaScript against pure-rand's uniformInt, each measured as its own
// users run it: each library in a process of its own (fresh call sites, one generator), its
// README's code (bench/standalone/), after a warm-up, in that process's CPU time. Four ways to
// consume boardsim's default die: fill() into a reused Uint8Array then a JavaScript loop reads
// every roll; rolls(), a view of WebAssembly memory (no copy), read by the same loop; next(), a
// call a roll; and sum(), the rolls added up in WebAssembly (JavaScript reads one number a batch,
// not each roll: a different thing, labelled so). `boardsim rng bench` runs the very text of each
// standalone script in a process of its own (src/lab/programs.ts), so the two agree by
// construction; this script checks it. Each round runs every standalone script once and `boardsim
// rng bench` once, the order rotated, so that both measurements see the same machine; the medians
// over every sample, their ratios to pure-rand, and for each row how far rng bench is from its
// standalone script (the issue's 15%) are printed, with the load average. Build first (npm run
// build); pure-rand is an optional dependency.
//   npx tsx bench/dice-vs-pure-rand.ts [ROLLS] [ROUNDS] [DIE]
// defaults: 10,000,000 rolls a sample, 7 rounds, the default die (xoshiro128x4:lemire16).

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machine } from './machine.js';

const [rolls = 10_000_000, rounds = 7] = process.argv.slice(2, 4).map(Number);
const die = process.argv[4] ?? 'xoshiro128x4:lemire16';
/** Samples a standalone process times, and rounds of one rng bench run. */
const SAMPLES = 3;

const script = (name: string) => fileURLToPath(new URL(`standalone/${name}`, import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli/boardsim.mjs', import.meta.url));

interface Way {
  /** The standalone script. */
  readonly script: string;
  /** The label printed. */
  readonly label: string;
  /** rng bench's row for the same case. */
  readonly row: (r: { name: string; kind: string }) => boolean;
  /** Whether JavaScript reads every roll (the issue's "consumed by JavaScript"). */
  readonly readsEachRoll: boolean;
}
const boardsim = (r: { name: string }) => r.name.startsWith(`boardsim `);
const WAYS: readonly Way[] = [
  {
    script: 'pure-rand.mjs',
    label: 'pure-rand xoroshiro128plus + uniformInt (its README)',
    row: (r) => r.name === 'pure-rand xoroshiro128plus + uniformInt',
    readsEachRoll: true,
  },
  {
    script: 'boardsim-fill.mjs',
    label: 'boardsim fill() + JavaScript reads each roll',
    row: (r) => boardsim(r) && r.kind === 'bulk fill + JavaScript sum',
    readsEachRoll: true,
  },
  {
    script: 'boardsim-rolls.mjs',
    label: 'boardsim rolls() view + JavaScript reads each roll',
    row: (r) => boardsim(r) && r.kind === 'view + JavaScript sum',
    readsEachRoll: true,
  },
  {
    script: 'boardsim-next.mjs',
    label: 'boardsim next(), a call a roll',
    row: (r) => boardsim(r) && r.kind === 'one call a roll',
    readsEachRoll: true,
  },
  {
    script: 'boardsim-sum.mjs',
    label: 'boardsim sum() (summed in WebAssembly)',
    row: (r) => boardsim(r) && r.kind === 'sum in WebAssembly',
    readsEachRoll: false,
  },
];

function standalone(way: Way): number[] {
  const args = [script(way.script), String(rolls), String(SAMPLES)];
  if (way.script !== 'pure-rand.mjs') args.push(die);
  const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return (JSON.parse(out) as { ns: number[] }).ns;
}

type Row = { name: string; kind: string; samplesNs: number[] };
function rngBench(): Row[] {
  const args = ['rng', 'bench', '--dice', die, '--rolls', String(rolls), '--rounds', String(SAMPLES)];
  const out = execFileSync(process.execPath, [cli, ...args, '--json', '--quiet'], { encoding: 'utf8' });
  return (JSON.parse(out) as { rows: Row[] }).rows;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const quartiles = (xs: number[]): [number, number] => {
  const s = [...xs].sort((a, b) => a - b);
  return [s[Math.floor((s.length - 1) / 4)]!, s[Math.ceil(((s.length - 1) * 3) / 4)]!];
};

const alone = WAYS.map(() => [] as number[]);
const inBench = WAYS.map(() => [] as number[]);
const loads: number[] = [];
for (let round = 0; round < rounds; round++) {
  // every script and rng bench once a round, the order rotated: none always runs on a machine
  // another has just warmed, and both measurements see the same load
  const jobs = [...WAYS.map((_, i) => i), -1];
  for (let k = 0; k < jobs.length; k++) {
    const job = jobs[(k + round) % jobs.length]!;
    loads.push(loadavg()[0]!);
    if (job >= 0) alone[job]!.push(...standalone(WAYS[job]!));
    else {
      const rows = rngBench();
      WAYS.forEach((way, i) => inBench[i]!.push(...rows.find(way.row)!.samplesNs));
    }
  }
  process.stderr.write(`\rround ${round + 1}/${rounds}`);
}
process.stderr.write('\r'.padEnd(20) + '\r');

loads.push(loadavg()[0]!);
const loadRange = `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`;
console.log(machine(), `load average ${loadRange}`, new Date().toISOString());
console.log(
  `${rolls.toLocaleString('en-US')} d6 rolls a sample, ${rounds} rounds: each standalone script (${SAMPLES} samples a process) and rng bench (${SAMPLES} rounds a run) once a round; medians of CPU time, [quartiles]`,
);
const [pureAlone, pureBench] = [median(alone[0]!), median(inBench[0]!)];
const ns = (xs: number[]) => {
  const [q1, q3] = quartiles(xs);
  return `${median(xs).toFixed(2)} ns [${q1.toFixed(2)}–${q3.toFixed(2)}]`;
};
const pct = (a: number, b: number) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(0)}%`;
console.log('');
console.log(
  `${'way'.padEnd(54)}${'standalone'.padEnd(26)}${'× pure-rand'.padEnd(13)}${'rng bench'.padEnd(26)}${'× pure-rand'.padEnd(13)}bench vs standalone (≤ 15%?)`,
);
WAYS.forEach((way, i) => {
  const [a, b] = [median(alone[i]!), median(inBench[i]!)];
  const within = Math.abs(b / a - 1) <= 0.15 ? 'yes' : 'NO';
  console.log(
    `${`${way.label}${way.readsEachRoll ? '' : ' *'}`.padEnd(54)}${ns(alone[i]!).padEnd(26)}${`${(pureAlone / a).toFixed(2)}×`.padEnd(13)}${ns(inBench[i]!).padEnd(26)}${`${(pureBench / b).toFixed(2)}×`.padEnd(13)}${pct(b, a).padEnd(6)}${within}`,
  );
});
console.log('');
console.log('* JavaScript reads one sum a batch, not each roll: not "dice read by JavaScript".');
const best = Math.max(
  ...WAYS.slice(1)
    .filter((w) => w.readsEachRoll)
    .map((w) => pureAlone / median(alone[WAYS.indexOf(w)]!)),
);
console.log(
  `best way that reads each roll in JavaScript: ${best.toFixed(2)}× pure-rand (standalone; target ≥ 3×: ${best >= 3 ? 'met' : 'not met'})`,
);
const worst = Math.max(...WAYS.map((_, i) => Math.abs(median(inBench[i]!) / median(alone[i]!) - 1)));
console.log(
  `rng bench and the standalone scripts: at most ${(worst * 100).toFixed(0)}% apart (target ≤ 15%: ${worst <= 0.15 ? 'met' : 'not met'})`,
);
