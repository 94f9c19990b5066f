// The analysis kernel against its plain-TypeScript twin, game by game from the same streams: every
// record and every sum, for the presets and boards that exercise each rule.

import { describe, expect, test } from 'vitest';
import { referenceSnakesAnalysis } from '../src/games/snakes/analysis-twin.js';
import { GameTooLongError, unwrap } from '../src/core/errors.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { type SnakesBoard, parseSnakesBoard } from '../src/games/snakes/schema.js';
import { raceSumsLayout } from '../src/wasm/race-sums.js';
import { analyzeSnakesChunks, snakesAnalysisLog } from '../src/games/snakes/analysis-kernel.js';
import { expectSameGames, loadKernel } from './helpers.js';

const board = (raw: object): SnakesBoard => unwrap(parseSnakesBoard(raw));

const cases: [string, SnakesBoard][] = [
  ...Object.entries(snakesPresets).map(([name, p]) => [`preset ${name}`, p.config] as [string, SnakesBoard]),
  ['stay, roll again, a snake to 0', board({ squares: 30, rollAgainOnSix: true, jumps: { 29: 2, 6: 0 } })],
  ['bounce onto a snake', board({ squares: 40, overshoot: 'bounce', jumps: { 38: 3, 5: 20 } })],
  ['a d4', board({ squares: 20, dieFaces: 4, jumps: { 5: 15, 19: 1 } })],
];

describe.each(cases)('%s', (_name, b) => {
  test.each([1, 2, 3, 4, 5, 6, 16])('%i players: same records and sums', async (players) => {
    const kernel = await loadKernel();
    const games = players === 1 ? 300 : 600;
    const fromKernel = snakesAnalysisLog(kernel, b, players, 11n, 2, games);
    const fromTwin = referenceSnakesAnalysis(b, players, 11n, 2, games);
    expectSameGames(fromKernel.records, fromTwin.records, expect);
    expect(Array.from(fromKernel.sums)).toEqual(Array.from(fromTwin.sums));
  });
});

// The kernel keeps some counts as u16 and u32 and adds them into the sums every 65,535 games: one
// call of more games than that (nearly every game has a sole leader after its first move) must
// still give the twin's sums.
test('one kernel call of more games than the counters hold: same sums', async () => {
  const kernel = await loadKernel();
  const short = board({ squares: 7, jumps: { 3: 6, 5: 1 } });
  const games = 66_000;
  const fromKernel = snakesAnalysisLog(kernel, short, 2, 5n, 0, games);
  const fromTwin = referenceSnakesAnalysis(short, 2, 5n, 0, games);
  expect(fromKernel.sums[raceSumsLayout(7).aheadGames + 1]).toBeGreaterThan(65_535);
  expect(Array.from(fromKernel.sums)).toEqual(Array.from(fromTwin.sums));
});

// The play loop checks the game's length only when it refills the dice buffer and when the game
// ends: a game of exactly `maxMoves` moves is played, one move longer is refused.
test('the length limit: a game of maxMoves moves is played, one of more is refused', async () => {
  const kernel = await loadKernel();
  const classic = snakesPresets['classic']!.config;
  const { records } = snakesAnalysisLog(kernel, classic, 2, 3n, 0, 300);
  const longest = Math.max(...records.map((r) => r.moves));
  const chunks = [{ index: 0, games: 300 }];
  expect(analyzeSnakesChunks(kernel, classic, 2, 3n, chunks, longest).totals.games).toBe(300);
  expect(() => analyzeSnakesChunks(kernel, classic, 2, 3n, chunks, longest - 1)).toThrow(GameTooLongError);
  expect(() => analyzeSnakesChunks(kernel, classic, 3, 3n, chunks, 10)).toThrow(GameTooLongError);
});
