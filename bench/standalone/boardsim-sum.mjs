// boardsim's default die summed in WebAssembly: createDice() from the package, and
// dice.sum(count), the same rolls as fill() added up where the die wrote them: JavaScript reads
// one number, not each roll (a different thing from reading the rolls). One die in its own
// process. Prints the CPU nanoseconds per roll of each timed sample, after a warm-up, as JSON.
// argv[4]: the die spec (default: the default die). The warm-up is `rng bench`'s.
import { createDice } from '../../dist/lib/boardsim.js';

const [rolls, samples] = process.argv.slice(2, 4).map(Number);
const dice = await createDice(process.argv[4] ?? 'xoshiro128x4:lemire16', { seed: 42 });
function roll(count) {
  return dice.sum(count, 6);
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
