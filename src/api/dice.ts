// createDice: boardsim's dice for any JavaScript program. A die (any `--dice` spec) with its own
// WebAssembly instance, rolled in batches into the caller's typed arrays: the same rolls as
// `rng sample` for the same seed (or, with `stream`, as a game's chunk of that index), and the
// same words as `rng dump`. Validation is here; the memory work is in src/wasm/dice-roller.ts.

import { BoardsimError } from '../core/errors.js';
import {
  DEFAULT_SEED,
  describeValue,
  ownOptions,
  refuseUnknownOptions,
  requireOptions,
} from '../core/options.js';
import { checkFaces, type DiceSpec, formatDice, parseDice } from '../rng/dice.js';
import { parseDiceSeed } from '../rng/seeds.js';
import { KernelDice, type RollTarget } from '../wasm/index.js';

export interface DiceOptions {
  /** The seed (default 1): a run's seed, or the reference's own seed for java-lcg, mt19937,
   *  mt19937-python, xoroshiro128plus, xorshift128plus and alea (as `rng sample --seed`). */
  readonly seed?: number | bigint | string;
  /** Play chunk `stream` of the seed, the stream a game's chunk of that index draws from
   *  (0 to 2^64-1); without it, the dice are `rng sample`'s. */
  readonly stream?: number | bigint;
}

/** A die: fill typed arrays with rolls or raw words, synchronously. */
export interface Dice {
  /** The die, canonically spelled (`pcg32:lemire`). */
  readonly dice: string;
  readonly seed: bigint;
  /** The chunk stream being played; undefined for `rng sample`'s stream. */
  readonly stream: bigint | undefined;
  /** Fills `target` with rolls 1..faces (default 6; up to 255 faces in a Uint8Array, 65,535 in
   *  a Uint16Array, 2^32-1 in a Uint32Array) and returns it: the same rolls as target.length
   *  calls of next(faces). */
  fill<T extends RollTarget>(target: T, faces?: number): T;
  /** Fills `target` with the generator's raw 32-bit words (`rng dump`) and returns it. */
  words(target: Uint32Array): Uint32Array;
  /** One roll 1..faces (default 6, up to 2^32): a call into WebAssembly each, so fill() for
   *  many. */
  next(faces?: number): number;
  /** Moves to the next stream (stream + 1; stream 1 from `rng sample`'s stream). */
  jump(): void;
  /** Lets the WebAssembly instance go; any later call throws. */
  dispose(): void;
}

export type CreateDice = (spec?: string | DiceSpec, options?: DiceOptions) => Promise<Dice>;

/** The largest roll a target holds (a Node Buffer is a Uint8Array); undefined for any other. */
function targetMax(target: unknown): number | undefined {
  if (target instanceof Uint8Array) return 0xff;
  if (target instanceof Uint16Array) return 0xffff;
  if (target instanceof Uint32Array) return 0xffffffff;
  return undefined;
}

function invalid(path: string, message: string, code = 'option/invalid'): never {
  throw new BoardsimError([{ code, path, message }]);
}

/** faces for this die (1 to 2^32, within its method's range) and this target: a roll of 2^32
 *  fits no typed array, so 2^32 faces are for next(). */
function facesOf(spec: DiceSpec, faces: unknown, max = 2 ** 32): number {
  const checked = checkFaces(spec, faces);
  if (checked > max) {
    const hint = max < 0xffffffff ? 'use a wider typed array' : 'roll them with next()';
    return invalid('faces', `this target holds rolls up to ${max}, not ${checked}: ${hint}`);
  }
  return checked;
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  return (value as object).constructor?.name ?? typeof value;
}

/** The last chunk stream: a stream is a 64-bit key. */
const LAST_STREAM = 2n ** 64n - 1n;

function streamOf(value: unknown): bigint | undefined {
  if (value === undefined) return undefined;
  const stream =
    typeof value === 'bigint' ? value : Number.isSafeInteger(value) ? BigInt(value as number) : -1n;
  if (stream < 0n || stream > LAST_STREAM) {
    return invalid('stream', `must be a whole number from 0 to 2^64-1, not ${describeValue(value)}`);
  }
  return stream;
}

/** createDice for a platform's way of compiling the kernel. */
export function diceWith(compileKernelModule: () => Promise<WebAssembly.Module>): CreateDice {
  return async (specText, given = {}) => {
    requireOptions('createDice', given, "createDice('pcg32', { seed: 1 })");
    const options = ownOptions(given);
    refuseUnknownOptions('createDice', options, ['seed', 'stream']);
    const spec = parseDice(specText, 'spec');
    const seed = parseDiceSeed(spec, options.seed ?? DEFAULT_SEED, 'seed');
    let stream = streamOf(options.stream);
    let kernel: KernelDice | undefined = await KernelDice.create(await compileKernelModule(), spec);
    const live = (): KernelDice => kernel ?? invalid('dice', 'this die was disposed', 'dice/disposed');
    const reseed = () => {
      if (stream === undefined) live().seedAsSample(spec, seed);
      else live().seedAsStream(seed, stream);
    };
    reseed();
    return {
      dice: formatDice(spec),
      seed,
      get stream() {
        return stream;
      },
      fill(target, faces = 6) {
        const die = live();
        const max = targetMax(target);
        if (max === undefined) {
          invalid('target', `must be a Uint8Array, Uint16Array or Uint32Array, not ${kindOf(target)}`);
        }
        die.roll(target, facesOf(spec, faces, max));
        return target;
      },
      words(target) {
        const die = live();
        if (!((target as unknown) instanceof Uint32Array)) {
          invalid('target', `must be a Uint32Array, not ${kindOf(target)}`);
        }
        if (spec.generator === 'ring-buffer') {
          invalid('spec', 'ring-buffer deals dice, not words: use its filler, splitmix64', 'dice/no-words');
        }
        die.words(target);
        return target;
      },
      next(faces = 6) {
        return live().next(facesOf(spec, faces));
      },
      jump() {
        live();
        if (stream === LAST_STREAM)
          invalid(
            'stream',
            `${LAST_STREAM} (2^64-1) is the last stream: there is none after it`,
            'dice/last-stream',
          );
        stream = stream === undefined ? 1n : stream + 1n;
        reseed();
      },
      dispose() {
        kernel = undefined;
      },
    };
  };
}
