// One JavaScript game (examples/first-to-100.js, 2 players) played three ways, one way per
// process, as each one's users run it, after a warm-up, timed in this process's CPU time:
// - harness: boardsim's simulate() on the calling thread (threads 1), as a game module's user runs it;
// - plain: a plain loop calling the same play() with the same dice (boardsim's buffered chunk
//   streams, the same games as the harness plays);
// - pure-rand: a plain loop calling the same play() with dice whose next(faces) is pure-rand's
//   uniformInt(rng, 1, faces) on xoroshiro128plus (its README's usage).
// Prints the CPU nanoseconds per game of each timed sample as JSON. Run by bench/module-game.ts.
//   npx tsx bench/standalone/module-game.ts MODE GAMES SAMPLES

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { GAMES_PER_CHUNK } from '../../src/core/chunks.js';
import { simulate } from '../../src/index.js';
import { STREAM_WORDS, StreamDice } from '../../src/rng/game-dice.js';
import { Kernel } from '../../src/wasm/kernel.js';
import { compileKernelModule } from '../../src/wasm/load-node.js';
import { kernelWordFiller } from '../../src/wasm/stream-words.js';
import { runSettings } from '../../src/games/module.js';

const [mode = 'harness', gamesText = '200000', samplesText = '3'] = process.argv.slice(2);
const games = Number(gamesText);
const samples = Number(samplesText);
const file = new URL('../../examples/first-to-100.js', import.meta.url).pathname;
const game = (await import(file)) as {
  default: { play(dice: unknown, settings: object): { winner: number; figures: { turns: number } } };
};
const settings = runSettings({}, 2);
const play = game.default.play.bind(game.default);
let keep = 0;

async function harness(count: number): Promise<void> {
  const report = await simulate({ game: file, games: count, seed: 1, threads: 1, players: 2 });
  keep += report.metrics.turns!.mean;
}

const kernel = mode === 'plain' ? Kernel.createSync(await compileKernelModule()) : undefined;
function plain(count: number): void {
  const words = kernelWordFiller(kernel!, STREAM_WORDS, true);
  try {
    for (let chunk = 0, left = count; left > 0; chunk++, left -= GAMES_PER_CHUNK) {
      words.seed(1n, chunk);
      const dice = new StreamDice(words.fill);
      for (let i = 0; i < Math.min(left, GAMES_PER_CHUNK); i++) keep += play(dice, settings).figures.turns;
    }
  } finally {
    words.release();
  }
}

const rng = xoroshiro128plus(42);
const pureDice = { next: (faces = 6) => uniformInt(rng, 1, faces) };
function pureRand(count: number): void {
  for (let i = 0; i < count; i++) keep += play(pureDice, settings).figures.turns;
}

const run = async (count: number) =>
  mode === 'harness' ? harness(count) : mode === 'plain' ? plain(count) : pureRand(count);
await run(Math.min(games, 50_000)); // warm-up: V8 optimizes play() and the loop
const ns: number[] = [];
for (let s = 0; s < samples; s++) {
  const t = process.cpuUsage();
  await run(games);
  const { user, system } = process.cpuUsage(t);
  ns.push(((user + system) * 1000) / games);
}
console.log(JSON.stringify({ mode, ns, keep }));
