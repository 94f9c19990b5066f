// L.A.M.A.'s search players (tinybench): decisions per second of mcts:1000 and ismcts:1000 in the
// kernel and in the plain-TypeScript twin (the same tables, every seat searching, so every decision
// is a search but those with quitting as the only legal action, which cost nothing and are few),
// and whole games per second at an all-ismcts:1000 4-player table. Prints the machine.
// Run alone with `npx tsx bench/lama-search.ts`, or with every benchmark by `npm run bench`.

import { Bench } from 'tinybench';
import { unwrap } from '../src/core/errors.js';
import { referenceLamaChunk } from '../src/games/lama/reference.js';
import { chooseAction } from '../src/games/lama/reference-choose.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { machine } from './machine.js';

const rules = unwrap(parseLamaConfig({})).rules;
const table = (spec: string, players: number): SeatStrategy[] =>
  Array.from({ length: players }, () => {
    const s = parseStrategy(spec, 'strategies');
    if ('code' in s) throw new Error(s.message);
    return s;
  });

const kernel = await Kernel.create(await compileKernelModule());
const bench = new Bench({
  name: 'lama-search',
  time: 3000,
  iterations: 3,
  warmupTime: 0,
  warmupIterations: 0,
});
/** Units done by each task (decisions or games), to turn tinybench's time into a rate. */
const done: Record<string, { units: number; seconds: number; unit: string }> = {};
let seed = 1n;

function timed(name: string, unit: string, run: () => number): void {
  done[name] = { units: 0, seconds: 0, unit };
  bench.add(name, () => {
    const started = performance.now();
    done[name]!.units += run();
    done[name]!.seconds += (performance.now() - started) / 1000;
  });
}

for (const spec of ['mcts:1000', 'ismcts:1000']) {
  const seats = table(spec, 2);
  timed(`${spec}, 2 players, one round: kernel`, 'decisions/s', () => {
    const totals = runTask(kernel, {
      game: 'lama',
      config: { rules, seats, rounds: 1 },
      seed: seed++,
      chunks: [{ index: 0, games: 4 }],
    });
    return totals.metrics.decisions!.counts.reduce((sum, count, value) => sum + count * value, 0);
  });
  timed(`${spec}, 2 players, one round: twin`, 'decisions/s', () =>
    referenceLamaChunk({ rules, seats, rounds: 1 }, seed++, 0, 1, chooseAction).reduce(
      (sum, g) => sum + g.decisions,
      0,
    ),
  );
}
timed('ismcts:1000, 4 players, whole games: kernel', 'games/s', () => {
  runTask(kernel, {
    game: 'lama',
    config: { rules, seats: table('ismcts:1000', 4) },
    seed: seed++,
    chunks: [{ index: 0, games: 1 }],
  });
  return 1;
});

await bench.run();
console.log(`boardsim lama search benchmarks · ${machine()}`);
console.log('units done over the time spent doing them; the machine is shared, so expect noise');
const rate = (name: string) => done[name]!.units / done[name]!.seconds;
for (const [name, d] of Object.entries(done)) {
  console.log(
    `${name.padEnd(48)} ${rate(name).toFixed(1).padStart(10)} ${d.unit}  (${d.units} in ${d.seconds.toFixed(1)} s)`,
  );
}
for (const spec of ['mcts:1000', 'ismcts:1000']) {
  const ratio = rate(`${spec}, 2 players, one round: kernel`) / rate(`${spec}, 2 players, one round: twin`);
  console.log(`${spec}: kernel / twin ${ratio.toFixed(1)}`);
}
