// The rules of seed 004 on hand-made tables, checked on the twin (which the kernel matches game by
// game): what fits, when drawing is allowed, passing after quitting, how rounds end and score, who
// starts, the option lists behind `random`, and what each strategy chooses.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { LamaTable, playTurns, refund } from '../src/games/lama/reference.js';
import {
  bestPlay,
  chooseCautious,
  chooseGreedy,
  chooseMonteCarlo,
  distinctOptions,
  optionList,
} from '../src/games/lama/reference-strategies.js';
import type { LamaRules } from '../src/games/lama/rules.js';
import { parseLamaConfig } from '../src/games/lama/schema.js';
import { ChunkStream } from '../src/rng/stream.js';

const rules = (raw: object = {}): LamaRules => unwrap(parseLamaConfig(raw)).rules;
const L = 7; // the llama in seed 004's deck

/** A table with the given hands (lists of card values), top card and stock. */
function table(hands: number[][], top: number, stock: number[] = [1, 2, 3], r = rules()): LamaTable {
  const t = new LamaTable(r, hands.length);
  t.hands = hands.map((cards) => {
    const counts = new Array<number>(t.top + 1).fill(0);
    for (const c of cards) counts[c]!++;
    return counts;
  });
  t.handSizes = hands.map((h) => h.length);
  t.hasQuit = hands.map(() => false);
  t.stock = [...stock];
  t.discard = [top];
  return t;
}

const noDraws = {
  draw: (): number => {
    throw new Error('no draws expected');
  },
  drawn: 0,
};
const play = (value: number) => ({ kind: 'play', value }) as const;
const DRAW = { kind: 'draw' } as const;
const QUIT = { kind: 'quit' } as const;

describe('what may be played', () => {
  test('a card equal to the top card or one higher', () => {
    const t = table([[2, 3, 4, 5], [1]], 3);
    expect([2, 3, 4, 5].map((v) => t.isLegal(0, play(v)))).toEqual([false, true, true, false]);
  });
  test('a llama on a 6, a llama on a llama, a 1 on a llama', () => {
    expect(table([[L, 1]], 6).isLegal(0, play(L))).toBe(true);
    expect(table([[L, 1]], 6).isLegal(0, play(1))).toBe(false);
    expect(table([[L, 1, 2]], L).isLegal(0, play(L))).toBe(true);
    expect(table([[L, 1, 2]], L).isLegal(0, play(1))).toBe(true);
    expect(table([[L, 1, 2]], L).isLegal(0, play(2))).toBe(false);
  });
  test('without llamas a 1 follows the highest number', () => {
    const t = table([[1, 6]], 6, [], rules({ llamas: 0 }));
    expect(t.isLegal(0, play(1))).toBe(true);
  });
  test('a card not in hand is never legal', () => {
    expect(table([[5]], 3).isLegal(0, play(4))).toBe(false);
  });
});

describe('drawing and quitting', () => {
  test('drawing needs a card in the stock', () => {
    expect(table([[1], [2]], 4, []).canDraw(0)).toBe(false);
    expect(table([[1], [2]], 4, [5]).canDraw(0)).toBe(true);
  });
  test('drawing needs another player still in the round', () => {
    const t = table([[1], [2], [3]], 5);
    t.hasQuit = [false, true, true];
    expect(t.canDraw(0)).toBe(false);
    t.hasQuit = [false, true, false];
    expect(t.canDraw(0)).toBe(true);
  });
  test('drawing is allowed even when a card could be played; quitting always', () => {
    const t = table([[4], [2]], 4);
    expect(t.isLegal(0, DRAW)).toBe(true);
    expect(t.isLegal(0, QUIT)).toBe(true);
  });
  test('a player who has quit can do nothing but pass', () => {
    const t = table([[4], [2]], 4);
    t.hasQuit[0] = true;
    expect([play(4), DRAW, QUIT].map((a) => t.isLegal(0, a))).toEqual([false, false, false]);
  });
  test('a draw takes a stock card chosen by the stream (one Fisher-Yates step)', () => {
    const t = table([[1], [2]], 4, [3, 5, 6]);
    const asked: number[] = [];
    t.apply(0, DRAW, { draw: (n) => (asked.push(n), 0), drawn: 0 });
    expect(asked).toEqual([3]);
    expect(t.hands[0]![3]).toBe(1);
    expect(t.stock).toEqual([6, 5]);
  });
});

describe('a round', () => {
  test('ends when every player has quit; the last to quit ends it', () => {
    const t = table([[2], [2], [2]], 5);
    const result = playTurns(t, 1, () => QUIT, noDraws);
    expect(result).toEqual({ choices: 3, decisions: 3, wentOut: undefined, ender: 0 });
  });
  test('passes of players who have quit are choices but not decisions', () => {
    const t = table([[2, 3], [5, 6], [2]], 5);
    // seat 0 quits, seat 1 plays 5, seat 2 quits, seat 0 passes, seat 1 plays 6 and goes out
    const script = [QUIT, play(5), QUIT, play(6)];
    let i = 0;
    const seen: string[] = [];
    const result = playTurns(t, 0, () => script[i++]!, noDraws, {
      turn: (seat, a) => seen.push(`${seat + 1} ${a.kind}`),
    });
    expect(seen).toEqual(['1 quit', '2 play', '3 quit', '1 pass', '2 play']);
    expect(result).toEqual({ choices: 5, decisions: 4, wentOut: 1, ender: 1 });
  });
});

describe('scoring', () => {
  test('each distinct value once, a llama 10', () => {
    expect(table([[3, 3, 5, L, L]], 1).penalty(0)).toBe(3 + 5 + 10);
    expect(table([[1, 2, 3, 4, 5, 6, L]], 1).penalty(0)).toBe(31);
  });
  test('going out returns 10 from 10 or more, else 1, never below 0', () => {
    const r = rules();
    expect([0, 1, 5, 9, 10, 11, 39].map((s) => s - refund(r, s))).toEqual([0, 0, 4, 8, 0, 1, 29]);
  });
  test('the llama score and the refunds are rules', () => {
    const r = rules({ llamaPoints: 20, returnLarge: 20, returnSmall: 2 });
    expect(table([[L, 2]], 1, [], r).penalty(0)).toBe(22);
    expect([1, 19, 20].map((s) => s - refund(r, s))).toEqual([0, 17, 0]);
  });
});

describe('the option lists behind random and random-distinct', () => {
  test('two fitting 3s are two options of random, one of random-distinct', () => {
    const t = table([[3, 3, 4, 6], [1]], 3);
    expect(optionList(t, 0)).toEqual([play(3), play(3), play(4), DRAW, QUIT]);
    expect(distinctOptions(t, 0)).toEqual([play(3), play(4), DRAW, QUIT]);
  });
  test('no draw option when drawing is not allowed', () => {
    const t = table([[6], [1]], 3, []);
    expect(optionList(t, 0)).toEqual([QUIT]);
  });
});

describe('strategies', () => {
  test('greedy plays the card that leaves most fitting cards', () => {
    // on a 3 with 3 3 4 5: playing a 3 leaves a 3 and the 4 fitting; playing the 4 leaves the 5
    expect(bestPlay(table([[3, 3, 4, 5]], 3), 0)).toBe(3);
    // with 3 4 5 5: the 3 leaves the 4; the 4 leaves both 5s
    expect(bestPlay(table([[3, 4, 5, 5]], 3), 0)).toBe(4);
    // with 3 4 5 each leaves one: a tie goes to the card worth more points
    expect(bestPlay(table([[3, 4, 5]], 3), 0)).toBe(4);
    // on a llama with a llama and a 1: the llama leaves the 1 fitting, the 1 leaves nothing
    expect(bestPlay(table([[L, 1]], L), 0)).toBe(L);
    expect(bestPlay(table([[2, 6]], 3), 0)).toBeUndefined();
  });
  test('greedy draws while the hand scores at most its limit, then quits', () => {
    expect(chooseGreedy(table([[1, 2], [5]], 5), 0, 3)).toEqual(DRAW);
    expect(chooseGreedy(table([[1, 2], [5]], 5), 0, 2)).toEqual(QUIT);
  });
  test('cautious goes out when it can, else quits at its limit', () => {
    expect(chooseCautious(table([[5], [1]], 5), 0, 10)).toEqual(play(5));
    expect(chooseCautious(table([[5, 1], [1]], 5), 0, 6)).toEqual(QUIT);
    expect(chooseCautious(table([[5, 1], [1]], 5), 0, 5)).toEqual(play(5));
    expect(chooseCautious(table([[2, 1], [1]], 5), 0, 2)).toEqual(DRAW);
  });
  test('montecarlo goes out when its last card fits', () => {
    const t = table([[4], [1, 2, 3, 5, 6, L], [1, 1, 2, 2, 3, 3]], 4, [5, 5, 6, 6, 1, 1]);
    expect(chooseMonteCarlo(t, 0, 20, 0, new ChunkStream(1n, 0n))).toEqual(play(4));
  });
  test('montecarlo quits with a cheap hand rather than take a llama by drawing', () => {
    const t = table([[1], [1, 2, 3, 5, 6, L], [2, 2, 3, 3, 5, 5]], 4, [L, L, L, L, L]);
    expect(chooseMonteCarlo(t, 0, 50, 0, new ChunkStream(1n, 0n))).toEqual(QUIT);
  });
});
