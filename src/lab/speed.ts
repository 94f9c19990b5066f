// How fast a die rolls in WebAssembly: dice through fillDice (the games' buffered path) into a
// scratch buffer, timed with performance.now, best of a few repeats (for `rng report`; the
// benchmark in bench/rng.ts uses tinybench).

import type { DiceSpec } from '../rng/dice.js';
import { type Kernel, rollDice, withDice } from '../wasm/index.js';

export interface DieSpeed {
  rollsPerSecond: number;
  nsPerRoll: number;
}

/** Times `rolls` dice of `faces` faces, `repeats` times, and keeps the fastest. */
export function timeDie(kernel: Kernel, spec: DiceSpec, faces = 6, rolls = 1 << 22, repeats = 3): DieSpeed {
  return withDice(kernel, spec, () => {
    // once untimed: V8 compiles WebAssembly with a baseline tier first and optimizes hot code later
    rollDice(kernel, 1n, 99n, faces, rolls);
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < repeats; r++) {
      const started = performance.now();
      const rolled = rollDice(kernel, 1n, BigInt(r), faces, rolls);
      best = Math.min(best, ((performance.now() - started) * 1e6) / rolled);
    }
    return { nsPerRoll: best, rollsPerSecond: 1e9 / best };
  });
}
