// One JavaScript game (examples/first-to-100.js, 2 players) played three ways, one way per
// process, as each one's users run it, after a warm-up of a second and a half of CPU (V8's
// background compilers finished), timed in this process's CPU time:
// - harness: boardsim's simulate() on the calling thread (threads 1), as a game module's user runs it;
// - plain: a plain loop calling the same play() with the same dice (the StreamDice a run's games
//   roll, over the same chunk streams: the same games as the harness plays, checked by the total
//   of their turns);
// - pure-rand: a plain loop calling the same play() with dice whose next(faces) is pure-rand's
//   uniformInt(rng, 1, faces) on xoroshiro128plus, exactly its README's usage.
// Prints the CPU nanoseconds per game of each timed sample and the total turns of one sample's
// games as JSON. Run by bench/module-game.ts.
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

/** Each way's runs return the total of their games' turns. */
async function harness(count: number): Promise<number> {
  const report = await simulate({ game: file, games: count, seed: 1, threads: 1, players: 2 });
  return Math.round(report.metrics.turns!.mean * report.games);
}

const kernel = mode === 'plain' ? Kernel.createSync(await compileKernelModule()) : undefined;
function plain(count: number): number {
  let turns = 0;
  const words = kernelWordFiller(kernel!, STREAM_WORDS, true);
  try {
    for (let chunk = 0, left = count; left > 0; chunk++, left -= GAMES_PER_CHUNK) {
      words.seed(1n, chunk);
      const dice = new StreamDice(words.fill);
      for (let i = 0; i < Math.min(left, GAMES_PER_CHUNK); i++) turns += play(dice, settings).figures.turns;
    }
  } finally {
    words.release();
  }
  return turns;
}

// pure-rand's README: const rng = xoroshiro128plus(seed); uniformInt(rng, 1, 6)
const rng = xoroshiro128plus(42);
const pureDice = { next: (faces = 6) => uniformInt(rng, 1, faces) };
function pureRand(count: number): number {
  let turns = 0;
  for (let i = 0; i < count; i++) turns += play(pureDice, settings).figures.turns;
  return turns;
}

const run = async (count: number) =>
  mode === 'harness' ? harness(count) : mode === 'plain' ? plain(count) : pureRand(count);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
// warm-up: V8 optimizes play() and the loop, and its background compilers finish
for (const start = cpu(); cpu() - start < 1_500_000;) await run(Math.min(games, 50_000));
const ns: number[] = [];
let turns = 0;
for (let s = 0; s < samples; s++) {
  const t = process.cpuUsage();
  turns = await run(games);
  const { user, system } = process.cpuUsage(t);
  ns.push(((user + system) * 1000) / games);
}
console.log(JSON.stringify({ mode, ns, turns }));
