// How fast a die rolls in WebAssembly: dice through fillDice (the games' buffered path) into a
// scratch buffer, timed with performance.now, best of a few repeats (for `rng report`; the
// benchmark in bench/rng.ts uses tinybench).

import type { DiceSpec } from '../rng/dice.js';
import { type Kernel, rollDice, withDice } from '../wasm/index.js';

export interface DieSpeed {
  rollsPerSecond: number;
  nsPerRoll: number;
}

/** Untimed calls every die gets before it is timed, each of a quarter of a timed sample: V8 runs
 *  WebAssembly's baseline code until the optimized code, compiled on a background thread, is ready,
 *  and a call that started before then ends on the slow code. One untimed call was not enough:
 *  whichever die `rng report` timed first came out 3 to 7 times too slow (issue 36); here the first
 *  calls of a die took 4 to 10 times the later ones, and settled by the fifth. */
export const WARM_UP_CALLS = 8;

/** Warms `roll` up: WARM_UP_CALLS calls, the same for every die. */
export function warmUp(roll: () => unknown): void {
  for (let call = 0; call < WARM_UP_CALLS; call++) roll();
}

/** Times `rolls` dice of `faces` faces, `repeats` times after a warm-up, and keeps the fastest. */
export function timeDie(kernel: Kernel, spec: DiceSpec, faces = 6, rolls = 1 << 22, repeats = 5): DieSpeed {
  return withDice(kernel, spec, () => {
    const timed = (stream: bigint, count: number) => {
      const started = performance.now();
      const rolled = rollDice(kernel, 1n, stream, faces, count);
      return ((performance.now() - started) * 1e6) / rolled;
    };
    warmUp(() => timed(99n, rolls >> 2));
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < repeats; r++) best = Math.min(best, timed(BigInt(r), rolls));
    return { nsPerRoll: best, rollsPerSecond: 1e9 / best };
  });
}
