// pure-rand as its README's "Simple usage" shows it: xoroshiro128plus(seed) and uniformInt(rng, 1, 6)
// a roll, summed. One generator in its own process: every call site sees one generator. Prints the
// CPU nanoseconds per roll of each timed sample, after a warm-up, as JSON. (pure-rand 8's README
// shows no bulk way to draw dice: generateN gives raw 32-bit values, not a range.) The warm-up is
// `rng bench`'s (src/lab/bench.ts).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

const [rolls, samples] = process.argv.slice(2).map(Number);
const rng = xoroshiro128plus(42);
function roll(count) {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += uniformInt(rng, 1, 6);
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
