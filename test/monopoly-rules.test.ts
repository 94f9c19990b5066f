// Monopoly's rules on scripted throws and cards, worked out by hand: the twin plays a script of
// draws (each with the bound it must be drawn with), so a misreading of a rule that the kernel and
// the twin share, and that the kernel-against-twin check cannot see, shows here.

import { expect, test } from 'vitest';
import { IN_JAIL } from '../src/games/monopoly/board.js';
import { type MonopolyGame, playReferenceGame } from '../src/games/monopoly/reference.js';
import type { Draws } from '../src/rng/stream.js';

/** Deals the scripted values in order, each only for its own bound. */
class Script implements Draws {
  drawn = 0;
  constructor(private readonly steps: readonly (readonly [bound: number, value: number])[]) {}
  draw(n: number): number {
    const step = this.steps[this.drawn];
    if (!step) throw new Error(`draw ${this.drawn} (bound ${n}) past the script`);
    if (step[0] !== n) throw new Error(`draw ${this.drawn}: bound ${n}, the script says ${step[0]}`);
    this.drawn++;
    return step[1];
  }
  get finished(): boolean {
    return this.drawn === this.steps.length;
  }
}

/** A throw of d1 + d2 (1-6 each) as two draws of bound 6. */
const dice = (d1: number, d2: number) => [[6, d1 - 1] as const, [6, d2 - 1] as const];
const card = (c: number) => [[16, c] as const];
const game = (change: Partial<MonopolyGame>): MonopolyGame => ({
  jail: 'long',
  deck: 'with-replacement',
  turns: 1,
  warmup: 0,
  ...change,
});

function play(rules: MonopolyGame, steps: (readonly [number, number])[]): number[] {
  const script = new Script(steps);
  const counts = playReferenceGame(rules, script);
  expect(script.finished, 'the game used the whole script').toBe(true);
  return counts;
}

const only = (entries: Record<number, number>) => {
  const counts = new Array<number>(IN_JAIL + 1).fill(0);
  for (const [k, v] of Object.entries(entries)) counts[Number(k)] = v;
  return counts;
};

test('three doubles: jail without moving on the third', () => {
  expect(play(game({}), [...dice(3, 3), ...dice(1, 1), ...dice(5, 5)])).toEqual(only({ [IN_JAIL]: 1 }));
});

test('long stay: two failed throws in jail, then the third moves by its total (10 + 3 = 13)', () => {
  const steps = [...dice(2, 2), ...dice(2, 2), ...dice(2, 2), ...dice(1, 2), ...dice(1, 2), ...dice(1, 2)];
  expect(play(game({ turns: 4 }), steps)).toEqual(only({ [IN_JAIL]: 3, 13: 1 }));
});

test('long stay: doubles leave jail and do not throw again', () => {
  // three doubles to jail; then double fours from jail: 18, and the turn ends
  const steps = [...dice(2, 2), ...dice(2, 2), ...dice(2, 2), ...dice(4, 4)];
  expect(play(game({ turns: 2 }), steps)).toEqual(only({ [IN_JAIL]: 1, 18: 1 }));
});

test('short stay: pay, then an ordinary turn: doubles throw again', () => {
  // jail; then 1+1 to 12 (doubles), 2+3 to 17 (Community Chest), Advance to Go
  const steps = [...dice(2, 2), ...dice(2, 2), ...dice(2, 2), ...dice(1, 1), ...dice(2, 3), ...card(0)];
  expect(play(game({ jail: 'short', turns: 2 }), steps)).toEqual(only({ [IN_JAIL]: 1, 0: 1 }));
});

test('Chance 7, Go back 3 spaces: Income Tax (4); Chance 36 back 3 draws Community Chest on 33', () => {
  expect(play(game({}), [...dice(3, 4), ...card(8)])).toEqual(only({ 4: 1 }));
  // from Go 6+4 to 10 (turn 1), 6+5 to 21 (turn 2), 6+5 to 32 (turn 3), 2+2 to Chance 36 (turn
  // 4, doubles): back 3 to Community Chest 33, Go to Jail (card 1): the doubles throw no more
  const steps = [...dice(6, 4), ...dice(6, 5), ...dice(6, 5), ...dice(2, 2), ...card(8), ...card(1)];
  expect(play(game({ turns: 4 }), steps)).toEqual(only({ 10: 1, 21: 1, 32: 1, [IN_JAIL]: 1 }));
});

test('the nearest railroad from Chance 22 is B. & O. (25); the nearest utility, Water Works (28)', () => {
  // 6+5 to St. Charles (11), then 6+5 to Chance 22
  const toChance22 = [...dice(6, 5), ...dice(6, 5)];
  expect(play(game({ turns: 2 }), [...toChance22, ...card(4)])).toEqual(only({ 11: 1, 25: 1 }));
  expect(play(game({ turns: 2 }), [...toChance22, ...card(3)])).toEqual(only({ 11: 1, 28: 1 }));
});

test('shuffled decks: the shuffle draws first (Chance, then Community Chest), then the cards come in order and cycle', () => {
  // Fisher-Yates from the top index down: draw(i + 1) = i swaps nothing, so the printed order
  const keep = (): (readonly [number, number])[] =>
    Array.from({ length: 15 }, (_, k) => [16 - k, 15 - k] as const);
  const steps = [
    ...keep(),
    ...keep(),
    ...dice(3, 4), // Chance 7: Advance to Go
    ...dice(3, 4), // Chance 7 again: Advance to Illinois Avenue
  ];
  expect(play(game({ deck: 'without-replacement', turns: 2 }), steps)).toEqual(only({ 0: 1, 24: 1 }));
});
