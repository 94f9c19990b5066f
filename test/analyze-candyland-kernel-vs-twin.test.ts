// Candy Land's analysis kernel against its plain-TypeScript twin, game by game from the same
// streams: every record and every sum, for each preset and the rules that change who moves when
// (licorice that skips a turn, the deck-count turn order) or how cards come (with replacement).

import { describe, expect, test } from 'vitest';
import { referenceCandyAnalysis } from '../src/analyze/candyland.js';
import { unwrap } from '../src/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { candyPresets } from '../src/games/candyland/presets.js';
import { type CandyRuleSet, withRules } from '../src/games/candyland/schema.js';
import { candyAnalysisLog } from '../src/wasm/analyze-candyland.js';
import { expectSameGames, loadKernel } from './helpers.js';

const played = (preset: string, rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(candyBoard(withRules(candyPresets[preset]!.config, rules)));

const cases: [string, CandyBoard][] = [
  ...Object.keys(candyPresets).map((name) => [`preset ${name}`, played(name)] as [string, CandyBoard]),
  ['licorice lose-turn', played('classic', { licorice: 'lose-turn' })],
  ['turn order deck-count, lose-turn', played('seed001', { turnOrder: 'deck-count' })],
  ['deck with replacement', played('seed000', { deck: 'with-replacement' })],
  ['start on the first space', played('classic', { start: 'first-space' })],
];

describe.each(cases)('%s', (_name, board) => {
  test.each([1, 2, 4])('%i players: same records and sums', async (players) => {
    const kernel = await loadKernel();
    const fromKernel = candyAnalysisLog(kernel, board, players, 11n, 3, 300);
    const fromTwin = referenceCandyAnalysis(board, players, 11n, 3, 300);
    expectSameGames(fromKernel.records, fromTwin.records, expect);
    expect(Array.from(fromKernel.sums)).toEqual(Array.from(fromTwin.sums));
  });
});
