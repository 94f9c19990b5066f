// L.A.M.A. benchmarks (tinybench): rounds per second at all-random tables, kernel against the
// plain-TypeScript twin, and the Monte Carlo player's decisions per second. Prints the machine.
// Run alone with `npx tsx bench/lama.ts`, or with every benchmark by `npm run bench`.

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
const seat = (spec: string): SeatStrategy => {
  const s = parseStrategy(spec, 'strategies');
  if ('code' in s) throw new Error(s.message);
  return s;
};

export interface LamaBenchRow {
  name: string;
  /** Median of the samples. */
  perSecond: number;
  unit: string;
  samples: number;
}

export async function runLamaBench(options: { timeMs?: number } = {}): Promise<LamaBenchRow[]> {
  const time = options.timeMs ?? 2000;
  const kernel = await Kernel.create(await compileKernelModule());
  const bench = new Bench({ name: 'lama', time, warmupTime: 300 });
  const per: Record<string, { units: number; unit: string }> = {};
  const add = (name: string, units: number, unit: string, fn: () => void) => {
    per[name] = { units, unit };
    bench.add(name, fn);
  };
  let seed = 1n;
  for (const players of [2, 4, 6]) {
    const seats = Array.from({ length: players }, () => seat('random'));
    const kernelGames = 20_000;
    const twinGames = 500;
    add(`all-random ${players} players, one round: kernel`, kernelGames, 'rounds/s', () => {
      runTask(kernel, {
        game: 'lama',
        config: { rules, seats, rounds: 1 },
        seed: seed++,
        chunks: [{ index: 0, games: kernelGames }],
      });
    });
    add(`all-random ${players} players, one round: twin`, twinGames, 'rounds/s', () => {
      referenceLamaChunk({ rules, seats, rounds: 1 }, seed++, 0, twinGames, chooseAction);
    });
  }
  // every seat Monte Carlo, so every decision is one (those with quitting as the only legal
  // action cost no playouts; they are few)
  const montecarlo = Array.from({ length: 4 }, () => seat('montecarlo:100'));
  let decisions = 0;
  let mcCalls = 0;
  per['montecarlo:100, 4 players: kernel'] = { units: 0, unit: 'decisions/s' };
  bench.add('montecarlo:100, 4 players: kernel', () => {
    const totals = runTask(kernel, {
      game: 'lama',
      config: { rules, seats: montecarlo, rounds: 1 },
      seed: seed++,
      chunks: [{ index: 0, games: 5 }],
    });
    decisions += totals.metrics.decisions!.counts.reduce((s, c, v) => s + c * v, 0);
    mcCalls++;
  });
  await bench.run();
  return bench.tasks.map((task) => {
    const result = task.result as { throughput?: { p50?: number }; latency?: { samplesCount?: number } };
    const info = per[task.name]!;
    const units = info.units > 0 ? info.units : decisions / Math.max(1, mcCalls);
    return {
      name: task.name,
      perSecond: Math.round((result.throughput?.p50 ?? 0) * units),
      unit: info.unit,
      samples: result.latency?.samplesCount ?? 0,
    };
  });
}

// run on import too: bench/run.ts imports every benchmark file in turn
console.log(`boardsim lama benchmarks · ${machine()}`);
console.log('medians of tinybench samples; the machine is shared, so expect noise');
for (const row of await runLamaBench()) {
  console.log(
    `${row.name.padEnd(44)} ${row.perSecond.toLocaleString('en-US').padStart(12)} ${row.unit}  (${row.samples} samples)`,
  );
}
