// Hand-made boards with the results worked out by hand from the JSON (1-based, as the user wrote
// it), for every jump direction, shortcut and licorice rule. The kernel-vs-twin tests cannot see a
// mistake in how a board is read (a jump's direction, a shortcut's target, a licorice space one
// off): kernel and twin both play the board that reading made. Here the twin plays a scripted
// deal, and the kernel plays the same deal fed through its host die (the `crypto` die reads the
// words the host writes; each half-word is one lemire16 draw).

import { afterEach, describe, expect, test, vi } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { candyBoard } from '../src/games/candyland/board.js';
import { playReferenceGame } from '../src/games/candyland/reference.js';
import { type CandyRuleSet, parseCandyEdition } from '../src/games/candyland/schema.js';
import { playReferenceMatch } from '../src/games/snakes/reference.js';
import { parseSnakesBoard } from '../src/games/snakes/schema.js';
import type { Draws } from '../src/rng/stream.js';
import { candyGameLog } from '../src/games/candyland/kernel.js';
import { setDice } from '../src/wasm/dice.js';
import { Kernel } from '../src/wasm/kernel.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { snakesGameLog } from '../src/games/snakes/kernel.js';

const module = compileKernelModule();
afterEach(() => {
  vi.restoreAllMocks();
});

/** Draws that deal `values` in order (each in [0, n)). */
function scripted(values: readonly number[]): Draws {
  let i = 0;
  return {
    draw(n: number) {
      const v = values[i++];
      if (v === undefined || v >= n) throw new Error(`the script has no draw ${i} of [0, ${n})`);
      return v;
    },
    get drawn() {
      return i;
    },
  };
}

/** A kernel whose die deals `values` (draws of bound `n`), one lemire16 half-word each. */
async function kernelDealing(values: readonly number[], n: number): Promise<Kernel> {
  // the first half-word h with floor(h·n / 2^16) = v that lemire16 accepts
  const half = (v: number) => {
    let h = Math.ceil((v * 65536) / n);
    while ((h * n) % 65536 < 65536 % n) h++;
    return h;
  };
  const halves = values.map(half);
  const words: number[] = [];
  // after the script, draws of 0 (buffered dice read ahead of the game)
  const rest = half(0);
  for (let i = 0; i < halves.length; i += 2) words.push((halves[i]! | ((halves[i + 1] ?? rest) << 16)) >>> 0);
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
    const out = array as Uint32Array;
    for (let i = 0; i < out.length; i++) out[i] = words.shift() ?? (rest | (rest << 16)) >>> 0;
    return array;
  });
  const kernel = await Kernel.create(await module);
  setDice(kernel, { generator: 'crypto', method: 'lemire16' });
  return kernel;
}

describe('Snakes and Ladders: a ladder up, a snake down, a bounce', () => {
  // squares 1..10; a ladder 3 -> 8, a snake 9 -> 2; overshoot bounces back from 10
  const ways = {
    'as jumps': { squares: 10, jumps: { 3: 8, 9: 2 }, overshoot: 'bounce' },
    'as ladders and snakes': { squares: 10, ladders: { 3: 8 }, snakes: { 9: 2 }, overshoot: 'bounce' },
  };
  // rolls 3 (0 -> 3, up the ladder to 8), 1 (8 -> 9, down the snake to 2), 5 (2 -> 7),
  // 5 (7 -> 12, bounced back to 8), 2 (8 -> 10, home): 5 turns, climbed 5, slid 7
  const rolls = [3, 1, 5, 5, 2];
  const expected = { turns: 5, rolls: 5, climbs: 5, slides: 7 };

  test.each(Object.entries(ways))('the twin, board written %s', (_way, raw) => {
    const board = unwrap(parseSnakesBoard(raw));
    const squares: number[] = [];
    const record = playReferenceMatch(board, scripted(rolls.map((r) => r - 1)), 1, 'independent', {
      roll: (_p, _roll, from) => squares.push(from),
    });
    expect(squares).toEqual([0, 8, 2, 7, 8]);
    expect(record).toMatchObject(expected);
  });

  test.each(['pairs', 'single'] as const)('the kernel (%s path) on the same rolls', async (path) => {
    const board = unwrap(parseSnakesBoard(ways['as jumps']));
    const kernel = await kernelDealing(
      rolls.map((r) => r - 1),
      6,
    );
    const [game] = snakesGameLog(kernel, { board, players: 1, mode: 'independent', path }, 1n, 0, 1);
    expect(game).toMatchObject(expected);
  });
});

describe('Candy Land: shortcuts forward and back, licorice stuck and lose-turn, doubles', () => {
  // spaces 1 R, 2 G, 3 R, 4 Star, 5 G, 6 R, 7 G, 8 R; cards R, G, RR, GG, Star (indices 0..4)
  const [R, G, RR, STAR] = [0, 1, 2, 4];
  const edition = (extra: object, rules: Partial<CandyRuleSet>) =>
    unwrap(
      candyBoard(
        unwrap(
          parseCandyEdition({
            colors: ['R', 'G'],
            pictures: ['Star'],
            spaces: ['R', 'G', 'R', 'Star', 'G', 'R', 'G', 'R'],
            deck: [
              { color: 'R' },
              { color: 'G' },
              { color: 'R', amount: 2 },
              { color: 'G', amount: 2 },
              { picture: 'Star' },
            ],
            ...extra,
            rules: { deck: 'with-replacement', winning: 'no-space-ahead', ...rules },
          }),
        ),
      ),
    );

  /** The spaces (1-based) the piece is on after each card, by the twin, and the game's record. */
  function twin(board: ReturnType<typeof edition>, cards: number[]) {
    const spaces: number[] = [];
    const record = playReferenceGame(board, scripted(cards), 1, {
      moved: (_p, _t, _c, _from, to) => spaces.push(to + 1),
      stuck: (_p, _t, _c, at) => spaces.push(at + 1),
      skipped: (_p, _t, at) => spaces.push(at + 1),
    });
    return { spaces, record };
  }

  const cases: [string, object, Partial<CandyRuleSet>, number[], number[], object][] = [
    [
      // G: space 2, the shortcut 2 -> 6; G: 7; G: no G ahead, a win (a shortcut to 7 would win a
      // turn sooner)
      'a shortcut forward, taken on landing',
      { shortcuts: { 2: 6 } },
      {},
      [G, G, G],
      [6, 7],
      { turns: 3, shortcuts: 1 },
    ],
    [
      // R: 1; R: 3; R: 6; G: 7, the shortcut 7 -> 1 (backward); RR: 3 then 6; Star: back to 4;
      // R: 6; R: 8; R: no R ahead, a win
      'a shortcut backward, and a picture card backward',
      { shortcuts: { 7: 1 } },
      {},
      [R, R, R, G, RR, STAR, R, R, R],
      [1, 3, 6, 1, 6, 4, 6, 8],
      { turns: 9, shortcuts: 1, backward: 1 },
    ],
    [
      // R: 1; R: 3 (licorice, stuck); G and Star hold you; R frees you: 6; R: 8; R: win
      'licorice stuck until its colour (R)',
      { licorice: [3] },
      { licorice: 'stuck' },
      [R, R, G, STAR, R, R, R],
      [1, 3, 3, 3, 6, 8],
      { turns: 7, lostTurns: 2 },
    ],
    [
      // R: 1; R: 3 (licorice: the next turn is lost, no card drawn); G: 5; RR: 6 then 8; G: no G
      // ahead of 8, a win
      'licorice loses the next turn',
      { licorice: [3] },
      { licorice: 'lose-turn' },
      [R, R, G, RR, G],
      [1, 3, 3, 5, 8],
      { turns: 6, lostTurns: 1 },
    ],
    [
      // seed 000's doubles loop: RR from 1 stops on the licorice at 3 (not 6); R frees: 6; RR: 8, win
      'doubles colour by colour stop on licorice',
      { licorice: [3] },
      { licorice: 'stuck', doubles: 'literal-000' },
      [R, RR, R, RR],
      [1, 3, 6],
      { turns: 4 },
    ],
  ];

  test.each(cases)('%s: the twin', (_name, extra, rules, cards, spaces, record) => {
    const played = twin(edition(extra, rules), cards);
    expect(played.spaces).toEqual(spaces);
    expect(played.record).toMatchObject(record);
  });

  test.each(cases)('%s: the kernel', async (_name, extra, rules, cards, _spaces, record) => {
    const board = edition(extra, rules);
    const kernel = await kernelDealing(cards, board.deck.length);
    const [game] = candyGameLog(kernel, { board, players: 1 }, 1n, 0, 1);
    expect(game).toMatchObject(record);
  });
});
