// The numbers seed 002 and the literature publish for the 15-hole triangle, the symmetry classes
// of start holes, the side-6 triangle counted with and without symmetry, and the English board's
// published totals from the partitioned count.

import { expect, test } from 'vitest';
import { countPegsStarts } from '../src/games/pegs/count.js';
import { pegsBoards } from '../src/games/pegs/boards.js';
import { boardSymmetries, holeClasses } from '../src/games/pegs/symmetry.js';
import { pegs } from '../src/index.js';
import { loadKernel } from './helpers.js';

test('seed 002: 568,630 games from a1; its table, with 324 games at 7 pegs and 2 at 8', async () => {
  const report = await pegs({ board: 'triangle5', start: 'a1' });
  expect(report.totalGames).toBe('568630');
  expect(report.pegsLeft).toEqual({
    '1': '29760',
    '2': '139614',
    '3': '259578',
    '4': '123664',
    '5': '14844',
    '6': '844',
    '7': '324',
    '8': '2',
  });
  // the seed's "7: 326" is its histogram's last bin, which also holds the two 8-peg games
  expect(BigInt(report.pegsLeft['7']!) + BigInt(report.pegsLeft['8']!)).toBe(326n);
});

test('one-peg solutions by start-hole class: 29,760 / 14,880 / 85,258 / 1,550', async () => {
  const reports = await pegs({ board: 'triangle5', start: 'all' });
  const byClass = new Map(reports.map((r) => [r.symmetry.startClass.join(' '), r.pegsLeft['1']]));
  expect(Object.fromEntries(byClass)).toEqual({
    'a1 a5 e5': '29760',
    'a2 b2 a4 d4 b5 d5': '14880',
    'a3 c3 c5': '85258',
    'b3 b4 c4': '1550',
  });
  // the last peg can end in the start hole from every class but the interior one
  expect(reports.filter((r) => r.onePegInStartHole !== '0').map((r) => r.start)).toEqual(
    reports.filter((r) => !['b3', 'b4', 'c4'].includes(r.start)).map((r) => r.start),
  );
});

test('symmetry groups and start-hole classes of the named boards', () => {
  const expected = {
    triangle5: [6, 4],
    triangle6: [6, 5],
    triangle7: [6, 7],
    english: [8, 7],
    european: [8, 8],
  };
  for (const [name, [group, classes]] of Object.entries(expected)) {
    const board = pegsBoards[name]!.config;
    const symmetries = boardSymmetries(board);
    expect([symmetries.length, holeClasses(symmetries, board.holes.length).length], name).toEqual([
      group,
      classes,
    ]);
  }
});

test('side 6: every start counted with one state per symmetry class equals the plain count', async () => {
  const kernel = await loadKernel();
  const board = pegsBoards.triangle6!.config;
  const starts = board.holes.map((_, i) => i);
  const withSymmetry = countPegsStarts(kernel, board, starts);
  const plain = countPegsStarts(kernel, board, [0, 1, 3, 4], { useSymmetry: false });
  for (const count of plain) {
    const other = withSymmetry[count.start]!;
    expect(other.gamesByPegsLeft).toEqual(count.gamesByPegsLeft);
    expect(other.onePegEndHoles).toEqual(count.onePegEndHoles);
    expect([other.reachableStates, other.deadEndStates]).toEqual([
      count.reachableStates,
      count.deadEndStates,
    ]);
    expect(other.storedStates).toBeLessThanOrEqual(count.storedStates);
  }
  // the corner is fixed by a reflection: about half the states are stored
  expect(withSymmetry[0]!.storedStates).toBeLessThan(0.6 * plain[0]!.storedStates);
  // past 2^32 and exact: 15,381,424,248 games end with 5 pegs from the corner
  expect(withSymmetry[0]!.gamesByPegsLeft[5]).toBe(15_381_424_248n);
});

test('English board from the centre, in 3 parts on 2 worker threads: the published totals', async () => {
  const report = await pegs({ board: 'english', start: 'd4', threads: 2, parts: 3 });
  expect(report.totalGames).toBe('577116156815309849672');
  expect(report.onePegInStartHole).toBe('40861647040079968');
  expect(report.reachableStates).toBe('187636299');
  expect(report.stats).toMatchObject({ storedStates: '23475688', countWords: 2, parts: 3 });
  // about a minute of work on two cores: no time limit on a shared machine
}, 0);
