// Boundary words fed straight to every rejection method (issue 20, item 9): the word at each
// method's threshold is accepted and the one just past it rejected, by the kernel's scalar draw,
// its fused fill loop (both half-words for lemire16), and the TypeScript twin. A random stream
// meets these words by luck (1 in 2^32 for the 32-bit methods); here they are the first words
// drawn. They reach the kernel through its host generator (the `crypto` die reads the words the
// host writes), so no hot path changes for the test.

import { afterEach, describe, expect, test, vi } from 'vitest';
import { MethodDraws } from '../src/rng/methods.js';
import { chunkDice, sampleDraws } from '../src/wasm/dice.js';
import { Kernel } from '../src/wasm/kernel.js';
import { compileKernelModule } from '../src/wasm/load-node.js';

const module = compileKernelModule();

/** A fresh kernel whose `crypto` die yields `words`, then `filler` for ever. */
async function kernelFeeding(words: readonly number[], filler: number): Promise<Kernel> {
  const queue = [...words];
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
    const out = array as Uint32Array;
    for (let i = 0; i < out.length; i++) out[i] = queue.shift() ?? filler;
    return array;
  });
  return Kernel.create(await module);
}
afterEach(() => {
  vi.restoreAllMocks();
});

/** A whole number w < 2^bits with w·n ≡ r (mod 2^bits) (r a multiple of n's power of two). */
function wordWithLow(n: number, r: number, bits: 16 | 32): number {
  const size = 1n << BigInt(bits);
  let odd = BigInt(n);
  let target = BigInt(r);
  let modulus = size;
  while (odd % 2n === 0n) {
    odd /= 2n;
    target /= 2n;
    modulus /= 2n;
  }
  // the inverse of an odd number modulo a power of two, by Newton's iteration
  let inverse = 1n;
  for (let i = 0; i < 6; i++) inverse = (inverse * (2n - odd * inverse)) % modulus;
  const w = (((target * inverse) % modulus) + modulus) % modulus;
  expect((w * BigInt(n)) % size).toBe(BigInt(r));
  return Number(w);
}

/** Each method's rule as its documentation states it, on one unit (a word; lemire16: a half-word):
 *  whether it is accepted, the value it gives if it is, and the two units at the threshold. */
interface Rule {
  accepts(unit: number, n: number): boolean;
  value(unit: number, n: number): number;
  edge(n: number): { accepted: number; rejected: number };
}

const lemireOn = (bits: 16 | 32): Rule => ({
  // accept the high part of u·n when its low part is at least 2^bits mod n
  accepts: (u, n) => Number((BigInt(u) * BigInt(n)) % (1n << BigInt(bits))) >= 2 ** bits % n,
  value: (u, n) => Number((BigInt(u) * BigInt(n)) >> BigInt(bits)),
  edge: (n) => ({
    accepted: wordWithLow(n, 2 ** bits % n, bits),
    // only multiples of n's power of two are low parts of u·n: the one just below
    rejected: wordWithLow(n, (2 ** bits % n) - (n & -n), bits),
  }),
});

const RULES: Record<'lemire' | 'rejection' | 'java' | 'lemire16', Rule> = {
  lemire: lemireOn(32),
  lemire16: lemireOn(16),
  rejection: {
    // reject w >= 2^32 - (2^32 mod n), then w mod n
    accepts: (w, n) => w < 2 ** 32 - (2 ** 32 % n),
    value: (w, n) => w % n,
    edge: (n) => ({ accepted: 2 ** 32 - (2 ** 32 % n) - 1, rejected: 2 ** 32 - (2 ** 32 % n) }),
  },
  java: {
    // nextInt(n) on the top 31 bits: reject the bits of the last, incomplete block of n
    accepts: (w, n) => Math.floor((w >>> 1) / n) * n + n <= 2 ** 31,
    value: (w, n) => (w >>> 1) % n,
    edge: (n) => ({
      accepted: (Math.floor(2 ** 31 / n) * n - 1) * 2,
      rejected: Math.floor(2 ** 31 / n) * n * 2,
    }),
  },
};

/** A unit the rule accepts whose value differs from both edge units' values, so that a draw that
 *  wrongly took or skipped an edge unit shows. */
function fillerUnit(rule: Rule, n: number, bits: 16 | 32): number {
  const { accepted, rejected } = rule.edge(n);
  for (let k = 1; ; k++) {
    const u = Number((BigInt(k) * 0x9e3779b97f4a7c15n) % (1n << BigInt(bits)));
    const v = rule.value(u, n);
    if (rule.accepts(u, n) && v !== rule.value(accepted, n) && v !== rule.value(rejected, n)) return u;
  }
}

const cases = (['lemire', 'rejection', 'java', 'lemire16'] as const).flatMap((method) =>
  // 3: 2^31 mod 3 = n - 1, where java's `< 2^31` and `<= 2^31` part
  [3, 6, 7, 100, 255].map((n) => [method, n] as const),
);

describe.each(cases)('%s, bound %i', (method, n) => {
  const rule = RULES[method];
  const spec = { generator: 'crypto', method } as const;
  const halves = method === 'lemire16';
  const edge = rule.edge(n);
  const unit = fillerUnit(rule, n, halves ? 16 : 32);
  // the filler word: lemire16 takes its two halves in turn, so both are the filler half
  const filler = halves ? (unit | (unit << 16)) >>> 0 : unit;
  /** The first word fed: the edge unit (lemire16: in the low half, the filler half above it). */
  const word = (u: number) => (halves ? (u | (unit << 16)) >>> 0 : u);
  const atEdge = rule.value(edge.accepted, n);
  const afterReject = rule.value(unit, n);

  test('the edge units are on both sides of the threshold', () => {
    expect(rule.accepts(edge.accepted, n)).toBe(true);
    expect(rule.accepts(edge.rejected, n)).toBe(false);
    expect(atEdge).not.toBe(afterReject);
    expect(rule.value(edge.rejected, n)).not.toBe(afterReject);
  });

  test('the kernel’s scalar draw: accepted at the threshold, rejected just past it', async () => {
    expect(sampleDraws(await kernelFeeding([word(edge.accepted)], filler), spec, 1n, n, 1)).toEqual([atEdge]);
    expect(sampleDraws(await kernelFeeding([word(edge.rejected)], filler), spec, 1n, n, 1)).toEqual([
      afterReject,
    ]);
  });

  test('the kernel’s fill loop: the same', async () => {
    expect(chunkDice(await kernelFeeding([word(edge.accepted)], filler), spec, 1n, 0n, n, 1)).toEqual([
      atEdge,
    ]);
    expect(chunkDice(await kernelFeeding([word(edge.rejected)], filler), spec, 1n, 0n, n, 1)).toEqual([
      afterReject,
    ]);
  });

  test('the TypeScript twin: the same', () => {
    const draws = (first: number) => {
      let i = 0;
      return new MethodDraws({ nextWord: () => (i++ === 0 ? first : filler) }, method);
    };
    expect(draws(word(edge.accepted)).draw(n)).toBe(atEdge);
    expect(draws(word(edge.rejected)).draw(n)).toBe(afterReject);
  });

  if (halves)
    test('the high half-word at the edge too (the fill loop tests it on its own)', async () => {
      const high = (u: number) => (unit | (u << 16)) >>> 0;
      const accepted = await kernelFeeding([high(edge.accepted)], filler);
      expect(chunkDice(accepted, spec, 1n, 0n, n, 2)).toEqual([afterReject, atEdge]);
      const rejected = await kernelFeeding([high(edge.rejected)], filler);
      expect(chunkDice(rejected, spec, 1n, 0n, n, 2)).toEqual([afterReject, afterReject]);
    });
});

// The default die (assembly/rng.ts): draw(n) and fillDice's eight-at-once test, fed chosen
// half-words through its test-only entry points (the same inlined code the kernels run).
describe.each([3, 6, 7, 100, 255])('the default die (lemire16 in rng.ts), bound %i', (n) => {
  const rule = RULES.lemire16;
  const edge = rule.edge(n);
  const unit = fillerUnit(rule, n, 16);
  const filler = (unit | (unit << 16)) >>> 0;

  test('draw: accepted at the threshold, rejected just past it', async () => {
    const kernel = await kernelFeeding([], filler);
    expect(kernel.exports.drawFromHalves(n, edge.accepted, unit)).toBe(rule.value(edge.accepted, n));
    expect(kernel.exports.drawFromHalves(n, edge.rejected, unit)).toBe(rule.value(unit, n));
  });

  test('fillDice: the edge half-word first or last of the eight', async () => {
    const kernel = await kernelFeeding([], filler);
    const dst = kernel.arena.alloc(32, 16);
    const dice = (words: number[]) => {
      const count = kernel.exports.diceFromWords(dst, n, words[0]!, words[1]!, words[2]!, words[3]!);
      return Array.from(kernel.bytes.subarray(dst, dst + count));
    };
    const v = rule.value(unit, n);
    const first = (half: number) => [(half | (unit << 16)) >>> 0, filler, filler, filler];
    const last = (half: number) => [filler, filler, filler, (unit | (half << 16)) >>> 0];
    expect(dice(first(edge.accepted))).toEqual([rule.value(edge.accepted, n), v, v, v, v, v, v, v]);
    expect(dice(first(edge.rejected))).toEqual([v, v, v, v, v, v, v]);
    expect(dice(last(edge.accepted))).toEqual([v, v, v, v, v, v, v, rule.value(edge.accepted, n)]);
    expect(dice(last(edge.rejected))).toEqual([v, v, v, v, v, v, v]);
    // a rejected half-word sends all eight through the one-by-one filter: the edge there too
    const both = [(edge.accepted | (edge.rejected << 16)) >>> 0, filler, filler, filler];
    expect(dice(both)).toEqual([rule.value(edge.accepted, n), v, v, v, v, v, v]);
  });
});
