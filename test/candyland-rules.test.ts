// Candy Land's rules and editions: the presets built as each seed's code builds them, each rule
// option on a small board, the turn order, and one test per validation error.

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { playReferenceGame } from '../src/games/candyland/reference.js';
import { candyMove } from '../src/games/candyland/rules.js';
import { type CandyRuleSet, parseCandyEdition, withRules } from '../src/games/candyland/schema.js';
import { turnSchedule } from '../src/games/candyland/chain.js';
import { ChunkStream } from '../src/rng/stream.js';

const edition = (name: string) => candyPresets[name]!.config;
const played = (name: string, rules: Partial<CandyRuleSet> = {}) =>
  unwrap(candyBoard(withRules(edition(name), rules)));
const countOf = (name: string, card: { color?: string; amount?: number; picture?: string }) =>
  edition(name)
    .deck.filter((c) =>
      'color' in c ? c.color === card.color && c.amount === (card.amount ?? 1) : c.picture === card.picture,
    )
    .reduce((s, c) => s + c.count, 0);

describe('seed 000 edition', () => {
  const e = edition('seed000');
  test('134 spaces: the colours repeated and cut to 128, then six picture spaces inserted', () => {
    expect(e.spaces).toHaveLength(134);
    const colours = e.spaces.filter((s) => !e.pictures.includes(s));
    expect(colours).toEqual(Array.from({ length: 128 }, (_, i) => 'RPYBOG'[i % 6]));
    // inserted in the order listed, each at its index of the board as it then was
    expect(e.pictures.map((p) => e.spaces.indexOf(p))).toEqual([8, 17, 42, 74, 94, 103]);
  });
  test("licorice on the seed's *Y*, *B*, *R*; shortcuts from ^O^ and ^P^", () => {
    expect(e.licorice.map((n) => e.spaces[n - 1])).toEqual(['Y', 'B', 'R']);
    expect(e.shortcuts.map((s) => [e.spaces[s.from - 1], s.to])).toEqual([
      ['O', 59],
      ['P', 47],
    ]);
  });
  test('66 cards as create_cards makes them: 6 pictures, 8 of each colour, 2 doubles of each', () => {
    expect(played('seed000').deck).toHaveLength(66);
    for (const color of 'RPYBOG') {
      expect(countOf('seed000', { color })).toBe(8);
      expect(countOf('seed000', { color, amount: 2 })).toBe(2);
    }
  });
  test('"No Specials" leaves the picture spaces out and keeps the licorice and shortcut numbers', () => {
    const b = played('seed000', { noPictures: true });
    expect(b.spaces).toHaveLength(128);
    expect(b.deck).toHaveLength(60);
    expect([...b.isLicorice].flatMap((l, i) => (l ? [b.spaces[i]] : []))).toEqual(['G', 'P', 'R']);
    const kept = played('classic', { noPictures: true });
    expect(kept.spaces).toHaveLength(134);
    expect([...kept.isLicorice].flatMap((l, i) => (l ? [kept.spaces[i]] : []))).toEqual(['Y', 'B', 'R']);
  });
});

describe('seed 001 edition', () => {
  const e = edition('seed001');
  test('134 spaces; Rainbow at Location 132 and the last Location, 133, a colour', () => {
    expect(e.spaces).toHaveLength(134);
    expect(e.spaces.indexOf('Rainbow')).toBe(132);
    expect(e.colors).toContain(e.spaces[133]);
  });
  test('the overwritten spaces: green licorice at Locations 44 and 75, shortcut starts blue at 3 and yellow at 28', () => {
    expect(e.licorice).toEqual([45, 76]);
    expect(e.licorice.map((n) => e.spaces[n - 1])).toEqual(['Green', 'Green']);
    expect(e.shortcuts.map((s) => [s.from - 1, e.spaces[s.from - 1], s.to - 1])).toEqual([
      [3, 'Blue', 59],
      [28, 'Yellow', 40],
    ]);
  });
  test('64 cards as CreateDeck runs (not the prose table)', () => {
    expect(played('seed001').deck).toHaveLength(64);
    expect(countOf('seed001', { color: 'Yellow' })).toBe(5);
    expect(countOf('seed001', { color: 'Purple' })).toBe(6);
    expect(countOf('seed001', { color: 'Green', amount: 2 })).toBe(3);
    expect(countOf('seed001', { color: 'Blue', amount: 2 })).toBe(3);
    expect(countOf('seed001', { color: 'Red', amount: 2 })).toBe(4);
    expect(countOf('seed001', { picture: 'Cupcake' })).toBe(1);
    expect(countOf('seed001', { picture: 'Rainbow' })).toBe(0);
  });
});

describe('presets', () => {
  test('literal presets carry every quirk; the real-rules presets do not', () => {
    expect(edition('seed000').rules).toMatchObject({
      licorice: 'stuck',
      doubles: 'literal-000',
      winning: 'no-space-ahead',
      start: 'off-board',
      turnOrder: 'deck-count',
      deck: 'without-replacement',
      noPicturesBoard: 'remove-spaces',
    });
    expect(edition('seed001').rules).toMatchObject({
      licorice: 'lose-turn',
      doubles: 'ignore',
      winning: 'reach-last-space',
      start: 'first-space',
      turnOrder: 'rotation',
    });
    for (const name of ['classic', 'licorice-skip'])
      expect(edition(name).rules).toMatchObject({
        turnOrder: 'rotation',
        doubles: 'two-spaces',
        start: 'off-board',
      });
  });
});

// A small board: 1 R, 2 G (shortcut to 6), 3 R (licorice), 4 Star, 5 G, 6 R, 7 G, 8 R
const small = (rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(
    candyBoard(
      unwrap(
        parseCandyEdition({
          colors: ['R', 'G'],
          pictures: ['Star'],
          spaces: ['R', 'G', 'R', 'Star', 'G', 'R', 'G', 'R'],
          licorice: [3],
          shortcuts: { '2': 6 },
          deck: [
            { color: 'R' },
            { color: 'G' },
            { color: 'R', amount: 2 },
            { color: 'G', amount: 2 },
            { picture: 'Star' },
          ],
          rules,
        }),
      ),
    ),
  );
const [R, G, RR, GG, STAR] = [0, 1, 2, 3, 4];

describe('rules on a small board (positions 0-based, -1 off the board)', () => {
  test('a single moves to the next space of its colour; a shortcut is taken on landing', () => {
    expect(candyMove(small(), -1, R)).toMatchObject({ to: 0, win: false });
    expect(candyMove(small(), -1, G)).toMatchObject({ to: 5, shortcut: true });
  });
  test('doubles: two-spaces lands on the second (no shortcut on the way), ignore moves one', () => {
    expect(candyMove(small(), -1, GG)).toMatchObject({ to: 4, shortcut: false });
    expect(candyMove(small({ doubles: 'ignore' }), -1, GG)).toMatchObject({ to: 5, shortcut: true });
  });
  test('doubles literal-000: a shortcut after each step, and the loop stops on licorice', () => {
    expect(candyMove(small({ doubles: 'literal-000' }), -1, GG)).toMatchObject({ to: 6, shortcut: true });
    expect(candyMove(small({ doubles: 'literal-000' }), -1, RR)).toMatchObject({ to: 2, shortcut: false });
    // from space 1 the first step lands on the licorice (space 3): the loop stops there, where
    // without the stop the second step would go on to space 6
    expect(candyMove(small({ doubles: 'literal-000' }), 0, RR)).toMatchObject({ to: 2 });
    expect(candyMove(small({ doubles: 'two-spaces' }), -1, RR)).toMatchObject({ to: 2 });
    expect(candyMove(small({ doubles: 'two-spaces' }), 0, RR)).toMatchObject({ to: 5 });
  });
  test('licorice stuck: only a card of its colour frees you (a picture does not), and you move on', () => {
    const b = small({ licorice: 'stuck' });
    expect(candyMove(b, 2, G)).toMatchObject({ to: 2, stuck: true });
    expect(candyMove(b, 2, STAR)).toMatchObject({ to: 2, stuck: true });
    expect(candyMove(b, 2, R)).toMatchObject({ to: 5, stuck: false });
    expect(candyMove(b, 0, R)).toMatchObject({ to: 2, skipNext: false });
  });
  test('licorice lose-turn: landing on it skips the next turn; leaving needs no colour', () => {
    const b = small({ licorice: 'lose-turn' });
    expect(candyMove(b, 0, R)).toMatchObject({ to: 2, skipNext: true });
    expect(candyMove(b, 2, G)).toMatchObject({ to: 4, stuck: false });
  });
  test('picture cards move to their space even backwards, or only forwards', () => {
    expect(candyMove(small(), 6, STAR)).toMatchObject({ to: 3, backward: true });
    expect(candyMove(small({ pictureCards: 'forward-only' }), 6, STAR)).toMatchObject({
      to: 6,
      backward: false,
    });
    expect(candyMove(small({ pictureCards: 'forward-only' }), 0, STAR)).toMatchObject({ to: 3 });
  });
  test('winning: a colour with no space ahead wins; reaching the last space wins only under reach-last-space', () => {
    expect(candyMove(small(), 6, G)).toMatchObject({ win: true });
    expect(candyMove(small(), 6, R)).toMatchObject({ to: 7, win: false });
    expect(candyMove(small({ winning: 'reach-last-space' }), 6, R)).toMatchObject({ win: true });
    expect(candyMove(small(), 7, R)).toMatchObject({ win: true });
  });
  test('start: off the board, or on the first space (a card of its colour then moves past it)', () => {
    expect(small().start).toBe(-1);
    expect(small({ start: 'first-space' }).start).toBe(0);
    expect(candyMove(small({ start: 'first-space' }), 0, R)).toMatchObject({ to: 2 });
  });
  test('ablations: no licorice, no shortcuts, no picture cards', () => {
    expect(candyMove(small({ noLicorice: true }), 0, R)).toMatchObject({ to: 2, skipNext: false });
    expect(candyMove(small({ noShortcuts: true }), -1, G)).toMatchObject({ to: 1, shortcut: false });
    expect(small({ noPictures: true }).cards.some((c) => c.color < 0)).toBe(false);
  });
});

describe('turn order', () => {
  test("seed 000's len(cards) % players: a rotation with 2 players, broken at each reshuffle with 4", () => {
    const b = played('seed000');
    expect(Array.from(turnSchedule(b, 2, 6))).toEqual([0, 1, 0, 1, 0, 1]);
    expect(Array.from(turnSchedule(b, 4, 8))).toEqual([0, 1, 0, 3, 2, 1, 0, 3]);
    // after the 66th card the count is 0 again
    expect(Array.from(turnSchedule(b, 4, 68)).slice(64)).toEqual([2, 1, 0, 1]);
    expect(Array.from(turnSchedule(played('classic'), 4, 6))).toEqual([0, 1, 2, 3, 0, 1]);
  });
  test('the twin plays that order', () => {
    const b = played('seed000');
    const order: number[] = [];
    const record = playReferenceGame(b, new ChunkStream(5n, 0n), 4, {
      moved: (p) => order.push(p),
      stuck: (p) => order.push(p),
      won: (p) => order.push(p),
    });
    expect(order).toEqual(Array.from(turnSchedule(b, 4, record.moves)));
  });
  test('a skipped turn (lose-turn) draws no card: under deck-count the same player plays again', () => {
    const b = played('seed001', { turnOrder: 'deck-count', start: 'off-board' });
    const seq: string[] = [];
    const stream = new ChunkStream(3n, 0n);
    for (let g = 0; g < 50 && !seq.includes('skip'); g++) {
      seq.length = 0;
      playReferenceGame(b, stream, 3, {
        skipped: (p) => seq.push('skip', String(p)),
        moved: (p) => seq.push(String(p)),
      });
    }
    const at = seq.indexOf('skip');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(seq[at + 2]).toBe(seq[at + 1]);
  });
});

describe('validation: one test per error, each naming its field', () => {
  const base = {
    colors: ['R', 'G'],
    pictures: ['Star'],
    spaces: ['R', 'G', 'Star', 'R', 'G', 'R'],
    licorice: [4],
    shortcuts: { '1': 5 },
    deck: [{ color: 'R' }, { color: 'G' }, { picture: 'Star' }],
  };
  const errors = (change: object) => {
    const parsed = parseCandyEdition({ ...base, ...change });
    if (!parsed.ok) return parsed.errors;
    const b = candyBoard(parsed.value);
    return b.ok ? [] : b.errors;
  };
  test('the base edition is valid', () => expect(errors({})).toEqual([]));
  test.each([
    [
      'a colour on the board that no card names',
      { deck: [{ color: 'R' }] },
      'candyland/color-without-card',
      'colors[1]',
    ],
    [
      'a card naming a colour with no space',
      { colors: ['R', 'G', 'B'], deck: [...base.deck, { color: 'B' }] },
      'candyland/card-without-space',
      'deck[3].color',
    ],
    [
      'a picture card with no space',
      { pictures: ['Star', 'Moon'], deck: [...base.deck, { picture: 'Moon' }] },
      'candyland/card-without-space',
      'deck[3].picture',
    ],
    [
      'a card that is neither colour nor picture',
      { deck: [...base.deck, { color: 'Z' }] },
      'candyland/unknown-card',
      'deck[3].color',
    ],
    ['a shortcut off the board', { shortcuts: { '1': 9 } }, 'candyland/shortcut-off-board', 'shortcuts.1'],
    [
      'a shortcut onto another shortcut',
      { shortcuts: { '1': 5, '5': 6 } },
      'candyland/shortcut-onto-shortcut',
      'shortcuts.1',
    ],
    ['a shortcut onto licorice', { shortcuts: { '1': 4 } }, 'candyland/shortcut-and-licorice', 'shortcuts.1'],
    [
      'a shortcut from a picture space',
      { shortcuts: { '3': 5 } },
      'candyland/shortcut-on-picture',
      'shortcuts.3',
    ],
    ['licorice on the last space', { licorice: [6] }, 'candyland/licorice-on-last-space', 'licorice[0]'],
    ['licorice on a picture space', { licorice: [3] }, 'candyland/licorice-on-picture', 'licorice[0]'],
    ['licorice off the board', { licorice: [40] }, 'candyland/space-off-board', 'licorice[0]'],
    [
      'a board of one space',
      { spaces: ['R'], licorice: [], shortcuts: {} },
      'candyland/board-size',
      'spaces',
    ],
    ['a deck with no colour cards', { deck: [{ picture: 'Star' }] }, 'candyland/no-color-cards', 'deck'],
    [
      'a space that is neither colour nor picture',
      { spaces: ['R', 'G', 'Moon', 'R', 'G', 'R'] },
      'candyland/unknown-space',
      'space 3',
    ],
    [
      'a picture twice on the board',
      { spaces: ['R', 'Star', 'Star', 'R', 'G', 'R'] },
      'candyland/picture-twice',
      'space 3',
    ],
    [
      'a rule value that does not exist',
      { rules: { licorice: 'sticky' } },
      'candyland/invalid-value',
      'rules.licorice',
    ],
    ['an unknown field', { shortcut: {} }, 'candyland/unknown-field', ''],
    ['more players than boardsim plays', { maxPlayers: 7 }, 'candyland/too-big', 'maxPlayers'],
  ])('%s', (_name, change, code, path) => {
    expect(errors(change)).toEqual(expect.arrayContaining([expect.objectContaining({ code, path })]));
  });
});
