// Every die in WebAssembly against its TypeScript twin: scalar draws, the buffered dice that
// games read, and whole Snakes games, from the same seeds; plus the ring buffer's race.

import { describe, expect, test } from 'vitest';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { playReferenceMatch } from '../src/games/snakes/reference.js';
import { type DiceSpec, GENERATORS, METHODS, parseDice } from '../src/rng/dice.js';
import { diceDraws } from '../src/rng/dice-stream.js';
import { RING_SIZE, RingDraws } from '../src/rng/ring.js';
import { chunkDice, chunkDraws, keyedWords, streamWords, withDice } from '../src/wasm/index.js';
import { snakesGameLog } from '../src/games/snakes/kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const seeded = GENERATORS.filter((g) => g !== 'math-random' && g !== 'crypto' && g !== 'ring-buffer');
const cases = seeded.flatMap((generator) => METHODS.map((method) => ({ generator, method }) as DiceSpec));

function firstDifference(a: readonly number[], b: readonly number[]): number {
  return a.length !== b.length ? -2 : a.findIndex((v, i) => v !== b[i]);
}

describe.each(cases)('$generator:$method', (spec) => {
  test.each([6, 7, 2, 100])('bound %i: draw(), fillDice and the twin agree', async (n) => {
    const kernel = await loadKernel();
    const count = 3000;
    const scalar = chunkDraws(kernel, spec, 11n, 4n, n, count);
    const twin = diceDraws(spec, 11n, 4n);
    expect(
      firstDifference(
        scalar,
        Array.from({ length: count }, () => twin.draw(n)),
      ),
    ).toBe(-1);
    if (n <= 256) expect(firstDifference(chunkDice(kernel, spec, 11n, 4n, n, count, 96), scalar)).toBe(-1);
    // seed 003's xorshift128 never sets its top bit (see below): methods that read the top bits
    // then reach only the lower half of the faces
    const topBits =
      spec.method === 'float' || spec.method === 'lemire' || (spec.method === 'java' && n === 2);
    const reachable = spec.generator === 'xorshift128' && topBits ? n / 2 : n;
    expect(new Set(scalar).size).toBe(Math.ceil(reachable));
  });
});

test.each(['pcg32:modulo', 'java-lcg', 'splitmix64:float', 'xoshiro128x4:table'])(
  '%s: draw() of bounds 1 to 65536 equals the twin (the lab value planted as a half-word)',
  async (text) => {
    // a lab die reaches draw() through one planted half-word that Lemire's rule must accept and
    // map to the lab's value: bounds past 32768 leave one accepted half-word or two per value
    const kernel = await loadKernel();
    const spec = parseDice(text);
    const bounds = Array.from({ length: 4000 }, (_, i) => [1, 3, 32768, 32769, 40000, 65535, 65536][i % 7]!);
    const twin = diceDraws(spec, 6n, 2n);
    const expected = bounds.map((n) => twin.draw(n));
    const got = withDice(kernel, spec, () => {
      kernel.exports.seedStream(6n, 2n);
      return bounds.map((n) => kernel.exports.draw(n));
    });
    expect(firstDifference(got, expected)).toBe(-1);
    expect(Math.max(...got)).toBeGreaterThan(60000);
  },
);

test("seed 003's xorshift128 (Java's arithmetic >>) never sets the top bit of its output", async () => {
  const kernel = await loadKernel();
  const spec = parseDice('xorshift128');
  // w ^ (w >> 21) and t ^ (t >> 4) each clear the sign bit when >> copies it
  const words = keyedWords(kernel, spec, 12345n, 10_000);
  expect(words.every((w) => w < 2 ** 31)).toBe(true);
  expect(Math.max(...words)).toBeGreaterThan(2 ** 30);
});

describe('ring-buffer', () => {
  const specs = ['ring-buffer', 'ring-buffer:lemire16', 'ring-buffer@0.25', 'ring-buffer@0.7:modulo'].map(
    (s) => parseDice(s),
  );
  test.each(specs)('$generator@$ringWriter:$method matches its twin past a lap of the ring', async (spec) => {
    const kernel = await loadKernel();
    const count = RING_SIZE + 70_000;
    const twin = diceDraws(spec, 3n, 1n);
    const expected = Array.from({ length: count }, () => twin.draw(6));
    expect(firstDifference(chunkDice(kernel, spec, 3n, 1n, 6, count, 4096), expected)).toBe(-1);
    expect(firstDifference(chunkDraws(kernel, spec, 3n, 1n, 6, 2000), expected.slice(0, 2000))).toBe(-1);
  });

  test('draws with another bound come from the filler, in the same order as the twin', async () => {
    const kernel = await loadKernel();
    const spec = parseDice('ring-buffer@0.5');
    const twin = diceDraws(spec, 8n, 0n);
    const bounds = Array.from({ length: 3000 }, (_, i) => (i % 5 === 0 ? 66 - (i % 60) : 6));
    const expected = bounds.map((n) => twin.draw(n));
    const got = withDice(kernel, spec, () => {
      kernel.exports.seedStream(8n, 0n);
      return bounds.map((n) => kernel.exports.draw(n));
    });
    expect(firstDifference(got, expected)).toBe(-1);
  });

  test('the race: a slow writer makes about 1 - W of rolls repeat the roll one lap earlier', () => {
    // the crossing point moves by W·RING_SIZE a lap: four laps of comparisons average it out
    const laps = 5;
    for (const w of [0.25, 0.5]) {
      const ring = new RingDraws(99n, 'java', w);
      const rolls = Array.from({ length: laps * RING_SIZE }, () => ring.draw(6));
      let same = 0;
      for (let i = RING_SIZE; i < rolls.length; i++) if (rolls[i] === rolls[i - RING_SIZE]) same++;
      // a fresh roll equals the old one by chance (1/6): P(same) = (1 - W) + W/6 on average over
      // laps (within one lap the refreshed share varies with where writer and reader cross)
      expect(Math.abs(same / ((laps - 1) * RING_SIZE) - (1 - w + w / 6))).toBeLessThan(0.01);
    }
    const keepsUp = new RingDraws(99n, 'java');
    const rolls = Array.from({ length: 2 * RING_SIZE }, () => keepsUp.draw(6));
    let same = 0;
    for (let i = RING_SIZE; i < rolls.length; i++) if (rolls[i] === rolls[i - RING_SIZE]) same++;
    expect(same / RING_SIZE).toBeCloseTo(1 / 6, 2);
  });
});

describe('games with other dice', () => {
  const board = snakesPresets.efi!.config;
  const dice = [
    'java-lcg',
    'xorshift128',
    'xorshift128:table',
    'pcg32:modulo',
    'ring-buffer@0.3',
    'xoshiro128x4:float',
  ];
  test.each(dice)('%s: snakes kernel and twin agree game by game (both kernels)', async (text) => {
    const kernel = await loadKernel();
    const spec = parseDice(text);
    for (const path of ['pairs', 'single'] as const) {
      const config = { board, players: 1, mode: 'independent' as const, path };
      const games = withDice(kernel, spec, () => snakesGameLog(kernel, config, 21n, 3, 300));
      const draws = diceDraws(spec, 21n, 3n);
      const twin = Array.from({ length: 300 }, () => playReferenceMatch(board, draws, 1, 'independent'));
      expectSameGames(games, twin, expect);
    }
  });

  test('a run with another die leaves the default stream as it was', async () => {
    const kernel = await loadKernel();
    const before = streamWords(kernel, 5n, 2n, 16);
    chunkDraws(kernel, parseDice('pcg32'), 5n, 2n, 6, 100);
    expect(streamWords(kernel, 5n, 2n, 16)).toEqual(before);
  });
});
