// L.A.M.A.'s analysis (tinybench): what its measures cost over plain rounds, and what CardStock's
// PIPMC estimates cost, per game at 4 players, kernel against the twin. Prints the machine.
// Run alone with `npx tsx bench/lama-analysis.ts`, or with every benchmark by `npm run bench`.
//
// The analysis plays its games in threes (an all-random round, a round with one search player, a
// round of PIPMC players in every seat), so chunks of 2 games play the first two with every
// measure and chunks of 3 add the PIPMC round; plain rounds are `simulate`'s (lamaPlay), one
// game a chunk likewise, so each side pays the same per-chunk start.

import { Bench } from 'tinybench';
import { analyzeLamaChunk } from '../src/games/lama/analysis.js';
import { dramaThreshold } from '../src/games/lama/analysis-estimates.js';
import { unwrap } from '../src/core/errors.js';
import { ESTIMATE_PLAYOUTS } from '../src/games/lama/rank-estimates.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { type SeatStrategy, parseStrategy } from '../src/games/lama/strategies.js';
import { Kernel } from '../src/wasm/index.js';
import { runTask } from '../src/api/tasks.js';
import { analyzeLamaChunks } from '../src/games/lama/analysis-kernel.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { machine } from './machine.js';

const PLAYERS = 4;
const SEARCH = 'montecarlo:20';
const rules = unwrap(parseLamaConfig({})).rules;
const seat = (spec: string): SeatStrategy => {
  const s = parseStrategy(spec, 'strategies');
  if ('code' in s) throw new Error(s.message);
  return s;
};
const random = seat('random');
const search = seat(SEARCH);

const kernel = await Kernel.create(await compileKernelModule());
const chunks = (count: number, games: number) =>
  Array.from({ length: count }, (_, index) => ({ index, games }));
let seed = 1n;

/** Plain rounds, one a chunk: `count` all-random ones and `count` with `searcher` in one seat,
 *  each seat in turn (the analysis rotates it too). */
function plain(searcher: SeatStrategy, count: number): void {
  const allRandom = new Array<SeatStrategy>(PLAYERS).fill(random);
  const tables = [allRandom, ...allRandom.map((_, s) => allRandom.map((r, p) => (p === s ? searcher : r)))];
  tables.forEach((seats, t) => {
    const games = t === 0 ? count : count / PLAYERS;
    runTask(kernel, {
      game: 'lama',
      config: { rules, seats, rounds: 1 },
      seed: seed++,
      chunks: chunks(games, 1),
    });
  });
}

const config = (searcher: SeatStrategy) => ({
  rules,
  players: PLAYERS,
  search: searcher,
  playouts: ESTIMATE_PLAYOUTS,
  dramaThreshold: dramaThreshold(PLAYERS),
  variant: 0,
});
const analysed = (searcher: SeatStrategy, count: number, games: number) =>
  analyzeLamaChunks(kernel, config(searcher), seed++, chunks(count, games));

const RANDOM_PAIRS = 20_000;
const PAIRS = 400;
const TRIPLES = 40;
const TWIN_TRIPLES = 2;
const bench = new Bench({ name: 'lama analysis', time: 2000, warmupTime: 300 });
const perGame: Record<string, number> = {};
const add = (name: string, games: number, fn: () => void) => {
  perGame[name] = games;
  bench.add(name, fn);
};
add('plain: two random rounds', 2 * RANDOM_PAIRS, () => plain(random, RANDOM_PAIRS));
add('analysis: two random rounds, measured', 2 * RANDOM_PAIRS, () => analysed(random, RANDOM_PAIRS, 2));
add(`plain: a random round and a ${SEARCH} round`, 2 * PAIRS, () => plain(search, PAIRS));
add('analysis: the same two rounds, measured', 2 * PAIRS, () => analysed(search, PAIRS, 2));
add('analysis: the three rounds, PIPMC included', 3 * TRIPLES, () => analysed(search, TRIPLES, 3));
add('twin: the three rounds, PIPMC included', 3 * TWIN_TRIPLES, () => {
  for (let c = 0; c < TWIN_TRIPLES; c++)
    analyzeLamaChunk(rules, PLAYERS, search, random, seed++, { index: c, games: 3 });
});
await bench.run();

console.log(`boardsim lama analysis benchmarks · ${machine()}`);
console.log(`${PLAYERS} players; medians of tinybench samples; the machine is shared, so expect noise`);
const micros: number[] = [];
for (const task of bench.tasks) {
  const latency = (task.result as { latency?: { p50?: number; samplesCount?: number } }).latency;
  const us = ((latency?.p50 ?? 0) * 1000) / perGame[task.name]!;
  micros.push(us);
  console.log(
    `${task.name.padEnd(46)} ${us.toFixed(2).padStart(10)} µs a game  (${latency?.samplesCount ?? 0} samples)`,
  );
}
const [plainRandom, measuredRandom, plainPair, measuredPair, triple, twinTriple] = micros as [
  number,
  number,
  number,
  number,
  number,
  number,
];
const pipmc = 3 * triple - 2 * measuredPair;
console.log(
  `the measures on a random round: ${(measuredRandom - plainRandom).toFixed(2)} µs (a chunk's start, paid alike, included)`,
);
console.log(
  `the measures on the random and ${SEARCH} rounds: ${(measuredPair / plainPair).toFixed(2)}× the plain rounds`,
);
console.log(
  `a PIPMC round: ${pipmc.toFixed(0)} µs, ${(pipmc / plainPair).toFixed(0)}× a plain round of the other two`,
);
console.log(`kernel against the twin, all three rounds: ${(twinTriple / triple).toFixed(1)}× faster`);
