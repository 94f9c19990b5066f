// The seed of a die in `rng sample`/`rng dump` and createDice: for the generators people compare
// against, their reference's own seed, with the reference's range; for every other die a run's
// seed (0 to 2^64 - 1), whose chunk 0 stream it plays.

import { BoardsimError } from '../core/errors.js';
import { parseSeed } from '../core/options.js';
import type { DiceSpec, GeneratorName } from './dice.js';

const U32 = 2n ** 32n;

/** The generators seeded with their reference's own seed, and the range each takes (as a
 *  two's-complement pattern when negative: a Java long, pure-rand's `seed | 0`). */
const OWN_SEED: Partial<Record<GeneratorName, { min: bigint; max: bigint; text: string }>> = {
  'java-lcg': { min: -(2n ** 63n), max: 2n ** 64n - 1n, text: "Java's seed, -2^63 to 2^64-1" },
  mt19937: { min: 0n, max: U32 - 1n, text: "std::mt19937's seed, 0 to 2^32-1" },
  'mt19937-python': { min: 0n, max: 2n ** 64n - 1n, text: "random.seed's integer, 0 to 2^64-1" },
  xoroshiro128plus: { min: -(2n ** 31n), max: U32 - 1n, text: "pure-rand's seed, -2^31 to 2^32-1" },
  xorshift128plus: { min: -(2n ** 31n), max: U32 - 1n, text: "pure-rand's seed, -2^31 to 2^32-1" },
  alea: { min: 0n, max: 2n ** 64n - 1n, text: 'a whole number from 0 to 2^64-1 (alea(String(seed)))' },
};

/** True when `seed` is the generator's own seed rather than a run's seed. */
export function hasOwnSeed(spec: DiceSpec): boolean {
  return OWN_SEED[spec.generator] !== undefined;
}

/** Reads a die's seed (a number, bigint or decimal/0x string); negative seeds come back as their
 *  64-bit two's-complement pattern. */
export function parseDiceSeed(spec: DiceSpec, value: unknown, path = 'seed'): bigint {
  const range = OWN_SEED[spec.generator];
  if (range === undefined) return parseSeed(value);
  let seed: bigint | undefined;
  if (typeof value === 'bigint') seed = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) seed = BigInt(value);
  else if (typeof value === 'string' && /^\s*(-?[0-9]+|0x[0-9a-fA-F]+)\s*$/.test(value))
    seed = BigInt(value.trim());
  if (seed === undefined || seed < range.min || seed > range.max) {
    throw new BoardsimError([
      {
        code: 'option/invalid',
        path,
        message: `${spec.generator} takes ${range.text}, not ${typeof value === 'string' ? value : String(value)}`,
      },
    ]);
  }
  return BigInt.asUintN(64, seed);
}
