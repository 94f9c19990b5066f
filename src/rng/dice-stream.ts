// Any die's stream for one chunk of a run, in plain TypeScript: the twins the game twins and
// `trace` use with `--dice`. Chunk c of seed s uses the stream key of assembly/rng.ts (SplitMix64
// output c+1 from s) to seed whichever generator the die has.

import { type DiceSpec, isDefaultDice, parseDice } from './dice.js';
import {
  HostWords,
  JavaRandom,
  Pcg32,
  SplitMix64Words,
  type WordSource,
  Xorshift128,
  Xoshiro128ssWords,
  Xoshiro256ss,
} from './generators.js';
import { Alea, Mt19937, XoroShiro128Plus, XorShift128Plus } from './compared.js';
import { MethodDraws } from './methods.js';
import { RingDraws } from './ring.js';
import { ChunkStream, type Draws, streamKey } from './stream.js';

/** A die's word source seeded from a stream key (java-lcg: `new Random(key)`; the twisters:
 *  init_by_array of the key's words; alea: `alea(String(key))`). */
export function wordSource(spec: DiceSpec, key: bigint, seed: bigint, chunk: bigint): WordSource {
  switch (spec.generator) {
    case 'xoshiro128x4':
      return new ChunkStream(seed, chunk);
    case 'java-lcg':
      return new JavaRandom(key);
    case 'xorshift128':
      return Xorshift128.fromKey(key);
    case 'splitmix64':
    case 'ring-buffer':
      return new SplitMix64Words(key);
    case 'xoshiro128ss':
      return new Xoshiro128ssWords(key);
    case 'xoshiro256ss':
      return Xoshiro256ss.fromKey(key);
    case 'pcg32':
      return Pcg32.fromKey(key);
    case 'math-random':
    case 'crypto':
      return new HostWords(spec.generator);
    case 'mt19937':
    case 'mt19937-python':
      return Mt19937.fromKey(key);
    case 'xoroshiro128plus':
      return new XoroShiro128Plus({ key });
    case 'xorshift128plus':
      return new XorShift128Plus({ key });
    case 'alea':
      return new Alea(key);
  }
}

/** A die's word source seeded with its reference's own seed (src/rng/seeds.ts), or undefined for
 *  a die seeded only through a stream key. */
export function ownSeedSource(spec: DiceSpec, seed: bigint): WordSource | undefined {
  switch (spec.generator) {
    case 'java-lcg':
      return new JavaRandom(seed);
    case 'mt19937':
      return Mt19937.fromSeed(Number(seed & 0xffffffffn));
    case 'mt19937-python':
      return Mt19937.fromKey(seed);
    case 'xoroshiro128plus':
      return new XoroShiro128Plus(Number(seed & 0xffffffffn));
    case 'xorshift128plus':
      return new XorShift128Plus(Number(seed & 0xffffffffn));
    case 'alea':
      return new Alea(seed);
    default:
      return undefined;
  }
}

/** The draws chunk `chunk` of a run with seed `seed` deals with this die. */
export function diceDraws(spec: DiceSpec, seed: bigint, chunk: bigint): Draws {
  if (isDefaultDice(spec)) return new ChunkStream(seed, chunk);
  const key = streamKey(seed, chunk);
  if (spec.generator === 'ring-buffer') return new RingDraws(key, spec.method, spec.ringWriter);
  return new MethodDraws(wordSource(spec, key, seed, chunk), spec.method);
}

/** The draws a game's twin uses for chunk `chunk` with the die its options name (`dice`; the
 *  default die when none): traces and replays follow the run's die. */
export function optionDraws(options: object, seed: bigint, chunk: bigint): Draws {
  return diceDraws(parseDice((options as { dice?: unknown }).dice), seed, chunk);
}

/** `rng sample`'s draws: chunk 0's stream, except the generators that take their reference's
 *  own seed (so that java-lcg --seed 42 gives `new java.util.Random(42)`). */
export function sampleDraws(spec: DiceSpec, seed: bigint): Draws {
  const own = ownSeedSource(spec, seed);
  if (own !== undefined) return new MethodDraws(own, spec.method);
  return diceDraws(spec, seed, 0n);
}
