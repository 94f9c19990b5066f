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
import { aleaSeedState } from '../rng/compared.js';
import { checkFaces, type DiceSpec, formatDice, GENERATORS, METHODS, parseDice } from '../rng/dice.js';
import { parseDiceSeed } from '../rng/seeds.js';
import { KernelDice, ROLLS_IN_PLACE, type RollTarget } from '../wasm/index.js';
import { grouped } from '../core/digits.js';

export interface DiceOptions {
  /** The seed (default 1): a run's seed, or the reference's own seed for java-lcg, mt19937,
   *  mt19937-python, xoroshiro128plus, xorshift128plus and alea (as `rng sample --seed`); or text. */
  readonly seed?: number | bigint | string;
  /** Play chunk `stream` of the seed, the stream a game's chunk of that index draws from
   *  (0 to 2^64-1); without it, the dice are `rng sample`'s. */
  readonly stream?: number | bigint;
  /** Bytes from getState(): resumes that die (instead of seed and stream). */
  readonly state?: Uint8Array;
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
  /** `count` rolls 1..faces (default 6, up to 255; count 0 to 1,048,576) with no copy: a
   *  Uint8Array over the die's own WebAssembly memory, the same rolls as
   *  fill(new Uint8Array(count), faces). Valid until the next call of any method of this die,
   *  which overwrites it (the same array may come back): read it, or copy it (slice()) to keep. */
  rolls(count: number, faces?: number): Uint8Array;
  /** The sum of `count` rolls 1..faces (default 6, up to 2^32-1), added up in WebAssembly: the
   *  rolls fill() would give, in the same order, so the stream moves on by `count` rolls.
   *  count·faces at most 2^53 (the sum is exact). */
  sum(count: number, faces?: number): number;
  /** How many of `count` rolls 1..faces (default 6, up to 65,536) came up each face: element
   *  f - 1 counts the rolls of f. The rolls fill() would give, counted in WebAssembly. */
  counts(count: number, faces?: number): number[];
  /** Fills `target` with the generator's raw 32-bit words (`rng dump`) and returns it. */
  words(target: Uint32Array): Uint32Array;
  /** One roll 1..faces (default 6, up to 2^32): a call into WebAssembly each, so fill() for
   *  many. */
  next(faces?: number): number;
  /** Moves to the next stream (stream + 1; stream 1 from `rng sample`'s stream). */
  jump(): void;
  /** Skips n words as words() would, in closed form (docs/dice/library.md). */
  advance(n: number | bigint): void;
  /** A double in [0, 1): words a, b give ((a >>> 5)·2^26 + (b >>> 6)) / 2^53. */
  float(): number;
  /** Fills target with float()s. */
  fillFloat64(target: Float64Array): Float64Array;
  /** Shuffles in place: Fisher–Yates, indices by Lemire's method on words. */
  shuffle<T extends { length: number; [index: number]: unknown }>(array: T): T;
  /** An element, its index drawn as shuffle's. */
  pick<T>(array: ArrayLike<T>): T;
  /** The state as bytes, for createDice(spec, { state }). */
  getState(): Uint8Array;
  /** A new die in this one's state. */
  clone(): Promise<Dice>;
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
 *  fits no typed array, so 2^32 faces are for next(); rolls() holds bytes, counts() counts up to
 *  2^16 faces. */
function facesOf(spec: DiceSpec, faces: unknown, max = 2 ** 32, what = 'this target'): number {
  const checked = checkFaces(spec, faces);
  if (checked > max) {
    if (what === 'counts') return invalid('faces', `counts() counts up to ${max} faces, not ${checked}`);
    const hint =
      what === 'rolls()'
        ? 'fill() a wider typed array'
        : max < 0xffffffff
          ? 'use a wider typed array'
          : 'roll them with next()';
    return invalid('faces', `${what} holds rolls up to ${max}, not ${checked}: ${hint}`);
  }
  return checked;
}

/** A count of rolls: a whole number from 0 to max. */
function countOf(count: unknown, max = Number.MAX_SAFE_INTEGER): number {
  if (Number.isSafeInteger(count) && (count as number) >= 0 && (count as number) <= max)
    return count as number;
  const most = max === Number.MAX_SAFE_INTEGER ? '2^53-1' : grouped(max);
  return invalid('count', `must be a whole number from 0 to ${most}, not ${describeValue(count)}`);
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

/** A seed that is text, not a number as before: FNV-1a 64 of its UTF-8 bytes. */
function textSeed(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || /^\s*-?(0x[0-9a-f]+|[0-9.]+(e\+?[0-9]+)?)\s*$/i.test(value)) return;
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(value))
    h = BigInt.asUintN(64, (h ^ BigInt(byte)) * 0x100000001b3n);
  return h;
}

const stateError = (message: string, code?: string): never => invalid('state', message, code);

/** createDice for a platform's way of compiling the kernel. */
export function diceWith(compileKernelModule: () => Promise<WebAssembly.Module>): CreateDice {
  const create: CreateDice = async (specText, given = {}) => {
    requireOptions('createDice', given, "createDice('pcg32', { seed: 1 })");
    const options = ownOptions(given);
    refuseUnknownOptions('createDice', options, ['seed', 'stream', 'state']);
    // the state's layout and checks: assembly/lab/source.ts labState
    const saved = options.state as Uint8Array | undefined;
    const head = new DataView(new ArrayBuffer(24));
    if (saved !== undefined) {
      if (!(saved instanceof Uint8Array))
        stateError(`must be a Uint8Array from getState(), not ${kindOf(saved)}`);
      if (options.seed !== undefined || options.stream !== undefined)
        stateError('give a state or a seed, not both');
      new Uint8Array(head.buffer).set(saved.subarray(0, 24));
    }
    const of = `${GENERATORS[head.getUint8(3)]}:${METHODS[head.getUint8(4)]}`;
    const spec = parseDice(specText ?? (saved && of), 'spec');
    const name = formatDice(spec);
    const text = textSeed(options.seed);
    const seed = saved
      ? head.getBigUint64(8, true)
      : text === undefined
        ? parseDiceSeed(spec, options.seed ?? DEFAULT_SEED, 'seed')
        : /^(mt19937|x.*plus)$/.test(spec.generator)
          ? text & 0xffffffffn
          : text;
    let stream = saved
      ? head.getUint8(5)
        ? head.getBigUint64(16, true)
        : undefined
      : streamOf(options.stream);
    const die = await KernelDice.create(await compileKernelModule(), spec);
    let kernel: KernelDice | undefined = die;
    const live = (): KernelDice => kernel ?? invalid('dice', 'this die was disposed', 'dice/disposed');
    const reseed = () => {
      if (stream === undefined) live().seedAsSample(spec, seed);
      else live().seedAsStream(seed, stream);
    };
    reseed();
    const refused = saved ? die.loadState(saved) : 0;
    if (refused < 0) {
      stateError(
        [
          'not a die state from getState()',
          `version ${head.getUint8(2)}: this boardsim reads version 1`,
          `the state of a ${of} die, not of ${name}`,
          `${saved!.length} bytes do not hold a ${name} state`,
        ][~refused]!,
      );
    }
    if (text !== undefined && stream === undefined && spec.generator === 'alea') {
      // seedrandom's alea(text): Mash over the text's UTF-16 code units, as seedrandom does
      const bytes = die.saveState(seed)!;
      new Float64Array(bytes.buffer, 32, 4).set([...aleaSeedState(options.seed as string), 1]);
      die.loadState(bytes);
    }
    const words = <T extends Uint32Array | Float64Array>(
      target: T,
      type: new () => object = Uint32Array,
    ): T => {
      live();
      if (!(target instanceof type)) invalid('target', `must be a ${type.name}, not ${kindOf(target)}`);
      if (spec.generator === 'ring-buffer') {
        invalid('spec', 'ring-buffer deals dice, not words: use its filler, splitmix64', 'dice/no-words');
      }
      live().words(target);
      return target;
    };
    const length = (array: unknown): number => {
      live();
      const n = (array as { length?: unknown } | null)?.length;
      return Number.isSafeInteger(n) && typeof array !== 'string'
        ? (n as number)
        : invalid('array', `must be an array or a typed array, not ${kindOf(array)}`);
    };
    const dice: Dice = {
      dice: name,
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
      rolls(count, faces = 6) {
        const die = live();
        return die.rollsInPlace(facesOf(spec, faces, 0xff, 'rolls()'), countOf(count, ROLLS_IN_PLACE));
      },
      sum(count, faces = 6) {
        const die = live();
        const n = checkFaces(spec, faces);
        if (n > 0xffffffff) invalid('faces', `sum() adds rolls of up to 2^32-1 faces, not ${n}: use next()`);
        const rolls = countOf(count);
        if (rolls * n > 2 ** 53) {
          invalid('count', `${rolls} rolls of ${n} faces may add up to more than 2^53: sum fewer`);
        }
        return die.sum(n, rolls);
      },
      counts(count, faces = 6) {
        const die = live();
        return die.counts(facesOf(spec, faces, 2 ** 16, 'counts'), countOf(count));
      },
      words: (target) => words(target),
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
      advance(n) {
        const count = typeof n === 'bigint' ? n : Number.isSafeInteger(n) ? BigInt(n) : -1n;
        if (count < 0n || count >> 128n)
          invalid('n', `must be a whole number from 0 to 2^128-1, not ${describeValue(n)}`);
        if (!live().advance(count)) {
          invalid('spec', `${spec.generator} has no closed-form skip or jump polynomial`, 'dice/no-advance');
        }
      },
      float: () => words(new Float64Array(1), Float64Array)[0]!,
      fillFloat64: (target) => words(target, Float64Array),
      shuffle(array) {
        const a = array as unknown as unknown[];
        for (let i = length(array) - 1; i > 0; i--) {
          const j = die.below(i + 1);
          [a[i], a[j]] = [a[j], a[i]];
        }
        return array;
      },
      pick(array) {
        const n = length(array);
        return n ? array[die.below(n)]! : invalid('array', 'is empty: there is nothing to pick');
      },
      getState: () =>
        live().saveState(seed, stream) ??
        stateError(`${spec.generator} has no state to save`, 'dice/no-state'),
      clone: () => create(name, { state: dice.getState() }),
      dispose() {
        kernel = undefined;
      },
    };
    return dice;
  };
  return create;
}
