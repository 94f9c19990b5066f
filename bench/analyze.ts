// What the design measures cost: the analysis kernel (every per-turn measure accumulated in the
// kernel) against a plain simulate of the same games (the alternating kernel, same seed, same
// chunks), one thread, with each side's host work per chunk (encoding, reading the totals back).
// The target: at most 30% more. Two players take the kernel's two-player fold
// (assembly/analyze/duel.ts), three and four the n-player one (assembly/analyze/field.ts). Whole
// commands (start-up included) are compared with farm-bench: see
// docs/guide/analyze.md#performance. Run: npx tsx bench/analyze.ts

import { snakesPresets } from '../src/games/snakes/presets.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { analyzeSnakesChunks } from '../src/games/snakes/analysis-kernel.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { compareAnalysisCost } from './analysis-cost.js';
import { machine } from './machine.js';

const kernel = await Kernel.create(await compileKernelModule());
const PLAIN = 'plain simulate (alternating kernel)';
const MEASURED = 'analyze (measures in the kernel)';

console.log(machine());
for (const [name, players] of [
  ['classic', 2],
  ['efi', 2],
  ['classic', 3],
  ['classic', 4],
  ['efi', 4],
] as const) {
  const board = snakesPresets[name]!.config;
  const chunks = [{ index: 0, games: GAMES_PER_CHUNK }];
  compareAnalysisCost(
    `snakes ${name}, ${players} players, ${GAMES_PER_CHUNK} games`,
    {
      label: PLAIN,
      run: () =>
        void runTask(kernel, {
          game: 'snakes',
          config: { board, players, mode: 'alternating' },
          seed: 42n,
          chunks,
        }),
    },
    { label: MEASURED, run: () => void analyzeSnakesChunks(kernel, board, players, 42n, chunks) },
  );
}
