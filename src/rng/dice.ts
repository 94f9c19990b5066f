// The dice a run can use (`--dice GEN[:METHOD]`): names, defaults and parsing, shared by the
// CLI, the library, the twins and the boundary. The order of GENERATORS and METHODS is the
// kernel's ids (assembly/lab/source.ts).

import { BoardsimError } from '../core/errors.js';
import { describeValue } from '../core/options.js';
import { grouped } from '../core/digits.js';

/** The generators a die can draw its words from (the first part of a `--dice` spec). */
export const GENERATORS = [
  'xoshiro128x4',
  'java-lcg',
  'xorshift128',
  'splitmix64',
  'xoshiro128ss',
  'xoshiro256ss',
  'pcg32',
  'math-random',
  'crypto',
  'ring-buffer',
  'mt19937',
  'mt19937-python',
  'xoroshiro128plus',
  'xorshift128plus',
  'alea',
] as const;
export type GeneratorName = (typeof GENERATORS)[number];

/** The range methods that turn words into rolls of n faces (the part after the colon). */
export const METHODS = [
  'lemire16',
  'modulo',
  'float',
  'lemire',
  'rejection',
  'table',
  'java',
  'abs-mod',
  'pure-rand',
] as const;
export type MethodName = (typeof METHODS)[number];

/** Each generator's own way to a die, used when no method is given. */
export const DEFAULT_METHOD: Readonly<Record<GeneratorName, MethodName>> = {
  xoshiro128x4: 'lemire16', // the foundation's
  'java-lcg': 'java', // Random.nextInt(bound)
  xorshift128: 'abs-mod', // seed 003's DiceFast: abs(x % 6)
  splitmix64: 'lemire',
  xoshiro128ss: 'lemire',
  xoshiro256ss: 'lemire',
  pcg32: 'lemire',
  'math-random': 'float', // Math.floor(Math.random() * n) on the generator's 32-bit words
  crypto: 'rejection',
  'ring-buffer': 'java', // the seed fills its ring with nextInt(1, 7), which is this method
  mt19937: 'lemire',
  'mt19937-python': 'lemire',
  xoroshiro128plus: 'pure-rand', // pure-rand's uniformInt(rng, 1, faces)
  xorshift128plus: 'pure-rand',
  alea: 'float', // Math.floor(random() * faces) + 1: boardgame.io's dice
};

/** The most faces each method deals: 2^32 (rolls 1..2^32), except the methods whose reference
 *  cannot go further: java and abs-mod are Java int arithmetic (java.util.Random.nextInt takes a
 *  bound up to 2^31-1), and table is seed 003's table of 65,536 entries, which would never show a
 *  larger die's other faces. */
export const METHOD_MAX_FACES: Readonly<Record<MethodName, number>> = {
  lemire16: 2 ** 32,
  modulo: 2 ** 32,
  float: 2 ** 32,
  lemire: 2 ** 32,
  rejection: 2 ** 32,
  table: 65536,
  java: 2 ** 31 - 1,
  'abs-mod': 2 ** 31 - 1,
  'pure-rand': 2 ** 32,
};

/** Checks that a die of `faces` faces can be rolled with `spec` (a whole number from 1 to 2^32,
 *  within its method's range); throws a BoardsimError naming `path`. */
export function checkFaces(spec: DiceSpec, faces: unknown, path = 'faces'): number {
  if (typeof faces !== 'number' || !Number.isInteger(faces) || faces < 1 || faces > 2 ** 32) {
    return invalidFaces(path, `must be a whole number from 1 to 2^32, not ${describeValue(faces)}`);
  }
  const max = METHOD_MAX_FACES[spec.method];
  if (faces > max) {
    return invalidFaces(
      path,
      `the ${spec.method} method rolls at most ${grouped(max)} faces, not ${grouped(faces)}`,
    );
  }
  return faces;
}

function invalidFaces(path: string, message: string): never {
  throw new BoardsimError([{ code: 'option/invalid', path, message }]);
}

/** A die: a generator and a range method; the ring buffer also has its writer's speed. */
export interface DiceSpec {
  readonly generator: GeneratorName;
  readonly method: MethodName;
  /** ring-buffer only: bytes the racing writer refreshes per roll read (0 < W <= 1); absent when
   *  the writer keeps up. */
  readonly ringWriter?: number;
}

/** The die every game rolls unless told otherwise (`--dice`): xoshiro128x4 with lemire16. */
export const DEFAULT_DICE: DiceSpec = { generator: 'xoshiro128x4', method: 'lemire16' };

/** The host's generators: not seedable, so a run with them cannot be reproduced. */
export function isReproducible(spec: DiceSpec): boolean {
  return spec.generator !== 'math-random' && spec.generator !== 'crypto';
}

export function isDefaultDice(spec: DiceSpec): boolean {
  return spec.generator === DEFAULT_DICE.generator && spec.method === DEFAULT_DICE.method;
}

/** The canonical spelling: GEN:METHOD, or ring-buffer@W:METHOD. */
export function formatDice(spec: DiceSpec): string {
  const generator =
    spec.ringWriter === undefined
      ? spec.generator
      : `${spec.generator}@${Number(spec.ringWriter.toPrecision(4))}`;
  return `${generator}:${spec.method}`;
}

function invalid(path: string, message: string): never {
  throw new BoardsimError([{ code: 'dice/unknown', path, message }]);
}

/** Reads GEN[:METHOD] (ring-buffer[@W][:METHOD]); undefined gives the default die. */
export function parseDice(value: unknown, path = 'dice'): DiceSpec {
  if (value === undefined) return DEFAULT_DICE;
  if (typeof value === 'object' && value !== null && 'generator' in value) {
    const spec = value as DiceSpec;
    return parseDice(formatDice({ ...spec, method: spec.method ?? DEFAULT_METHOD[spec.generator] }), path);
  }
  if (typeof value !== 'string') {
    // JSON.stringify throws on a bigint (a TypeError, not this message) and says nothing of a function
    const shown = typeof value === 'object' ? JSON.stringify(value) : describeValue(value);
    return invalid(path, `must be GEN[:METHOD], not ${shown}`);
  }
  const [genPart = '', method, ...rest] = value.trim().split(':');
  if (rest.length > 0) return invalid(path, `must be GEN[:METHOD], not "${value}"`);
  const [name = '', writer] = genPart.split('@');
  const generator = parseGenerator(name, path);
  const spec: { generator: GeneratorName; method: MethodName; ringWriter?: number } = {
    generator,
    method: method === undefined ? DEFAULT_METHOD[generator] : parseMethod(method, path),
  };
  if (writer !== undefined) {
    if (generator !== 'ring-buffer') return invalid(path, `only ring-buffer takes @W, not ${generator}`);
    spec.ringWriter = parseWriterSpeed(writer, path);
  }
  return spec;
}

export function parseGenerator(name: unknown, path = 'gen'): GeneratorName {
  if (typeof name === 'string' && (GENERATORS as readonly string[]).includes(name))
    return name as GeneratorName;
  return invalid(path, `no generator "${String(name)}" (generators: ${GENERATORS.join(', ')})`);
}

export function parseMethod(name: unknown, path = 'method'): MethodName {
  if (typeof name === 'string' && (METHODS as readonly string[]).includes(name)) return name as MethodName;
  return invalid(path, `no range method "${String(name)}" (methods: ${METHODS.join(', ')})`);
}

/** The ring's writer speed W: a number in (0, 1], kept to 1/65536 (what the kernel uses). */
function parseWriterSpeed(text: string, path: string): number {
  const w = /^\s*(0|1)?(\.[0-9]+)?\s*$/.test(text) && text.trim() !== '' ? Number(text) : Number.NaN;
  if (!(w > 0 && w <= 1)) {
    return invalid(
      path,
      `ring-buffer@W needs a writer speed W with 0 < W <= 1 (roll refreshed per roll read), not "${text}"`,
    );
  }
  return Math.max(1, Math.round(w * 65536)) / 65536;
}
