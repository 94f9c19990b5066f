// boardsim's dice a call a roll: createDice() from the package, and dice.next(faces).
// One die in its own process.
// Prints the CPU nanoseconds per roll of each timed sample, after the warm-up, as JSON:
//   node SCRIPT ROLLS SAMPLES [DIE]
// Written by src/lab/programs.ts: `boardsim rng bench` runs this very text, each case in a process
// of its own.
import { createDice } from 'boardsim';

const dice = await createDice(process.argv[4] ?? 'xoshiro128x4:lemire16', { seed: 42 });
function roll(count) {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += dice.next(6);
  return sum;
}
const [rolls, samples] = process.argv.slice(2, 4).map(Number);
// warm-up, the same in every case: until a second of CPU or 20 samples' rolls, so that V8's
// compilers (optimizing the loop, tiering up WebAssembly) have finished on their background
// threads, whose time cpuUsage() counts
for (let played = 0, start = process.cpuUsage(); played < 20 * rolls;) {
  const count = Math.min(rolls, 1 << 22);
  roll(count);
  played += count;
  const { user, system } = process.cpuUsage(start);
  if (user + system > 1e6) break;
}
let keep = 0;
/** One sample: the CPU nanoseconds of this process per roll of `count` rolls. */
function sample(count) {
  const started = process.cpuUsage();
  keep += roll(count);
  const { user, system } = process.cpuUsage(started);
  return ((user + system) * 1000) / count;
}
if (process.send) {
  // run by `boardsim rng bench`: a sample of the rolls it sends, each time it asks
  process.on('message', (count) => process.send(sample(count)));
  process.send('ready');
} else {
  const ns = [];
  for (let s = 0; s < samples; s++) ns.push(sample(rolls));
  console.log(JSON.stringify({ ns, keep }));
}
