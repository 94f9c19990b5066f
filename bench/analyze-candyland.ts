// What Candy Land's design measures cost: the analysis kernel against a plain simulate of the same
// games (candyMulti, same seed, same chunk), one thread, each side with its host work per chunk
// (analyze sets a chunk up as `analyze` does, one call a chunk). The target: at most 30%
// more. Players in a rotation take the kernel's squares-log paths (a u16 position per turn,
// visitSquares and, at the end, foldDuel for two players, foldField for three or more); seed 000's
// deck-count order with more than two would replay each game's move records. Whole
// commands (start-up included) are compared with farm-bench: see docs/guide/analyze.md#performance.
// Run: npx tsx bench/analyze-candyland.ts

import { unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { analyzeCandyChunks } from '../src/games/candyland/analysis-kernel.js';
import { candyTable } from '../src/games/candyland/kernel.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { compareAnalysisCost } from './analysis-cost.js';
import { machine } from './machine.js';

const kernel = await Kernel.create(await compileKernelModule());
const PLAIN = 'plain simulate (candyMulti)';
const MEASURED = 'analyze (measures in the kernel)';

console.log(machine());
for (const [name, players] of [
  ['classic', 2],
  ['seed001', 2],
  ['classic', 3],
  ['seed001', 3],
  ['classic', 4],
  ['seed001', 4],
] as const) {
  const board = unwrap(candyBoard(candyPresets[name]!.config));
  // worked out once per run, as simulate does (analyze keeps its own tables for the board)
  const table = candyTable(board);
  const chunks = [{ index: 0, games: GAMES_PER_CHUNK }];
  compareAnalysisCost(
    `candyland ${name}, ${players} players, ${GAMES_PER_CHUNK} games`,
    {
      label: PLAIN,
      run: () =>
        void runTask(kernel, { game: 'candyland', config: { board, players, table }, seed: 42n, chunks }),
    },
    { label: MEASURED, run: () => void analyzeCandyChunks(kernel, board, players, 42n, chunks) },
  );
}
