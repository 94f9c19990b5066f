// A misspelt option passed to a library function is refused, naming it and the options the
// function takes, rather than ignored (the run would quietly use the default instead).

import { expect, test } from 'vitest';
import { BoardsimError } from '../src/errors.js';
import { fairness, ladder, pegs, tournament } from '../src/index.js';

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

test.each([
  ['pegs', () => pegs({ board: 'triangle5', stat: 'a1' } as never), 'stat'],
  [
    'tournament',
    () => tournament({ game: 'lama', players: 2, games: 10, strats: 'greedy' } as never),
    'strats',
  ],
  ['fairness', () => fairness({ game: 'lama', players: 2, games: 10, seeds: 3 } as never), 'seeds'],
  ['ladder', () => ladder({ game: 'lama', players: 2, games: 10, replicate: 50 } as never), 'replicate'],
])('%s refuses a misspelt option', async (what, run, key) => {
  const error = await refusal(run);
  expect(error).toBeInstanceOf(BoardsimError);
  expect((error as BoardsimError).issues).toEqual([
    {
      code: 'option/unknown',
      path: key,
      message: expect.stringMatching(new RegExp(`^is not an option of ${what} \\(options: .*\\)$`)),
    },
  ]);
});

test('the options each function does take are not refused', async () => {
  const report = await pegs({ board: 'triangle5', start: 'a1', solution: true, players: 1 });
  expect(report.totalGames).toBe('568630');
  const table = await tournament({
    game: 'lama',
    players: 2,
    strategies: 'random,greedy',
    games: 20,
    seed: 3,
    threads: 1,
    rounds: 1,
  });
  expect(table.cells.length).toBeGreaterThan(0);
});
