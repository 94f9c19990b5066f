// boardsim's default die as its docs show it for a JavaScript program: createDice() from the
// package, rolls filled in bulk into a reused 64 KiB Uint8Array, then read and summed by
// JavaScript. One die in its own process. Prints the CPU nanoseconds per roll of each timed sample,
// after a warm-up, as JSON. argv[4]: the die spec (default: the default die). The loop and the
// warm-up are `rng bench`'s (src/lab/bench.ts caseRunner and warmUp), as text of their own here.
import { createDice } from '../../dist/lib/boardsim.js';

const [rolls, samples] = process.argv.slice(2, 4).map(Number);
const dice = await createDice(process.argv[4] ?? 'xoshiro128x4:lemire16', { seed: 42 });
const BULK_BUFFER = 1 << 16;
const buffer = new Uint8Array(BULK_BUFFER);
function roll(count) {
  let sum = 0;
  for (let done = 0; done < count; done += BULK_BUFFER) {
    const rolls = dice.fill(count - done < BULK_BUFFER ? buffer.subarray(0, count - done) : buffer, 6);
    for (let i = 0, n = rolls.length; i < n; i++) sum += rolls[i];
  }
  return sum;
}
// warm-up, the same in every script and in rng bench: until a second of CPU or 20 samples' rolls,
// so that V8's compilers (optimizing the loop, tiering up WebAssembly) have finished on their
// background threads, whose time cpuUsage() counts
for (let played = 0, start = process.cpuUsage(); played < 20 * rolls;) {
  const count = Math.min(rolls, 1 << 22);
  roll(count);
  played += count;
  const { user, system } = process.cpuUsage(start);
  if (user + system > 1e6) break;
}
const ns = [];
let keep = 0;
for (let s = 0; s < samples; s++) {
  const t = process.cpuUsage();
  keep += roll(rolls);
  const { user, system } = process.cpuUsage(t);
  ns.push(((user + system) * 1000) / rolls);
}
console.log(JSON.stringify({ ns, keep }));
