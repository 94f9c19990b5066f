// Candy Land's analysis kernel against its plain-TypeScript twin, game by game from the same
// streams: every record and every sum, for each preset and the rules that change who moves when
// (licorice that skips a turn, the deck-count turn order: two players whose turns alternate take
// the kernel's two-player path, the others its replay; three players or more in the rotation take
// its squares-log path, foldField) or how cards come (with replacement).
// The sums include each shortcut's and licorice space's use by (player, game), so the use counts
// are compared with the rest; a board where one card takes two shortcuts covers the rare entry
// with two uses.

import { describe, expect, test } from 'vitest';
import { referenceCandyAnalysis } from '../src/games/candyland/analysis.js';
import { unwrap } from '../src/core/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { turnSchedule } from '../src/games/candyland/chain.js';
import { type CandyRuleSet, parseCandyEdition, withRules } from '../src/games/candyland/schema.js';
import { candyAnalysisLog, candyFinish, candyUses } from '../src/games/candyland/analysis-kernel.js';
import { raceSumsLayout } from '../src/wasm/race-sums.js';
import { expectSameGames, loadKernel } from './helpers.js';

const played = (preset: string, rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(candyBoard(withRules(candyPresets[preset]!.config, rules)));

// seed 000's loop takes a shortcut after each step: GG from off the board goes 2 -> 4, then 5 -> 8
const smallEdition = (reds: number, rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(
    candyBoard(
      unwrap(
        parseCandyEdition({
          colors: ['R', 'G'],
          spaces: ['R', 'G', 'R', 'R', 'G', 'R', 'G', 'R', 'R', 'G', 'R', 'G'],
          licorice: [9],
          shortcuts: { '2': 4, '5': 8 },
          deck: [
            { color: 'R', count: reds },
            { color: 'G', count: 2 },
            { color: 'G', amount: 2 },
          ],
          rules: { doubles: 'literal-000', licorice: 'stuck', ...rules },
        }),
      ),
    ),
  );
const twoShortcuts = smallEdition(3);

const cases: [string, CandyBoard][] = [
  ...Object.keys(candyPresets).map((name) => [`preset ${name}`, played(name)] as [string, CandyBoard]),
  ['licorice lose-turn', played('classic', { licorice: 'lose-turn' })],
  ['turn order deck-count, lose-turn', played('seed001', { turnOrder: 'deck-count' })],
  ['deck with replacement', played('seed000', { deck: 'with-replacement' })],
  ['start on the first space', played('classic', { start: 'first-space' })],
  [
    'pictures forward-only, lose-turn',
    played('classic', { pictureCards: 'forward-only', licorice: 'lose-turn' }),
  ],
  ['one card takes two shortcuts', twoShortcuts],
  // an odd deck: after a reshuffle the deck-count order gives the same seat twice in a row
  ['turn order deck-count, an odd deck', smallEdition(4, { turnOrder: 'deck-count' })],
  // 4 of 8 cards: with 4 players the count goes round the seats backwards (0, 3, 2, 1), with 3
  // it does not go round at all
  ['turn order deck-count, a deck of 8', smallEdition(5, { turnOrder: 'deck-count' })],
];

// With n players seed 000's deck-count order goes round the seats when n divides the deck and no
// turn is skipped, but backwards, since the count goes down: not the rotation foldField reads
// (its tie-break, the first seat on a level top, would not survive relabelling the seats), so the
// kernel replays those games (seed000's 66 cards at 3 and 6 players, the deck of 8 at 4).
test.each([
  ['seed000', 3, played('seed000')],
  ['seed000', 6, played('seed000')],
  ['a deck of 8', 4, smallEdition(5, { turnOrder: 'deck-count' })],
] as [string, number, CandyBoard][])(
  '%s: the deck-count order with %i players goes round backwards',
  (_name, players, board) => {
    const turns = 3 * players * board.deck.length;
    const seats = Array.from(turnSchedule(board, players, turns));
    expect(seats).toEqual(seats.map((_, k) => (players - (k % players)) % players));
  },
);

test('the deck-count order with a deck n does not divide does not go round: 66 cards, 4 players', () => {
  const seats = Array.from(turnSchedule(played('seed000'), 4, 3 * 66));
  expect(seats.slice(0, 4)).toEqual([0, 1, 0, 3]);
});

test('the table has an entry that uses two shortcuts (race positions 2 and 5, coded + 1)', () => {
  expect(candyUses(twoShortcuts)).toContain(3 | (6 << 16));
});

describe.each(cases)('%s', (_name, board) => {
  test.each([1, 2, 3, 4, 6])('%i players: same records and sums', async (players) => {
    const kernel = await loadKernel();
    const fromKernel = candyAnalysisLog(kernel, board, players, 11n, 3, 300);
    const fromTwin = referenceCandyAnalysis(board, players, 11n, 3, 300);
    expectSameGames(fromKernel.records, fromTwin.records, expect);
    expect(Array.from(fromKernel.sums)).toEqual(Array.from(fromTwin.sums));
    // not vacuous: some player used some shortcut or licorice space
    const { jumpUsed } = raceSumsLayout(candyFinish(board));
    const uses = fromKernel.sums.slice(jumpUsed).reduce((a, b) => a + b, 0);
    if (board.shortcutTo.some((to) => to >= 0) || board.isLicorice.includes(1))
      expect(uses).toBeGreaterThan(0);
  });
});
