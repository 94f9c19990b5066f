// `boardsim ladder lama`: a rating for every strategy from a tournament's tables, with bootstrap
// intervals, and the tournament beside it.

import type { Command } from 'commander';
import { DEFAULT_LADDER_GAMES, DEFAULT_LADDER_STRATEGIES, formatLadder } from '../games/lama/ladder.js';
import { ladder } from '../index.js';
import { runInterruptible } from './interrupt.js';
import { progressReporter } from './progress.js';
import { type StudyOptions, common, emit, studyOptions } from './studies.js';

const EXAMPLES = `
Strategies: random, random-distinct, greedy[:LIMIT], cautious[:LIMIT], montecarlo[:N],
mcts[:BUDGET[:C[:POLICY]]], ismcts[:BUDGET[:C[:POLICY]]] (BUDGET iterations per decision,
default 1000; C the exploration constant, default 0.7; POLICY random or greedy, default greedy),
pipmc[:N] (CardStock's PIPMC player, N playouts per option, default 10).
The first strategy is rated 0.

Examples:
  boardsim ladder lama --players 2..6 --strategies random,greedy,cautious --games 2000
  boardsim ladder lama --players 2,4 --strategies random,montecarlo:20,ismcts:100 --games 200 --rounds 1
  boardsim ladder lama --players 2 --strategies random,montecarlo:100,mcts:1000,ismcts:1000 --games 200 --json`;

export function registerLadderCommand(
  program: Command,
  loadBoard: (options: { board?: string }) => Promise<{ board?: string; boardSource?: string }>,
): void {
  studyOptions(
    program
      .command('ladder')
      .description(
        'a rating for every strategy (Bradley-Terry for n players, Elo scale, bootstrap 95% CI) fitted to all tables of a tournament, seats rotated; the tournament beside it',
      ),
    '2..6',
    DEFAULT_LADDER_STRATEGIES,
    `cell of the tournament, spread evenly over the seat rotations (default ${DEFAULT_LADDER_GAMES})`,
  )
    .option('--rounds <n>', 'rounds per game (default: whole games to the target; 1 for single rounds)')
    .option('--replicates <n>', 'bootstrap replicates for the intervals (default 1000)')
    .addHelpText('after', EXAMPLES)
    .action(async (game: string, options: StudyOptions & { replicates?: string }) => {
      const board = await loadBoard(options);
      const progress = progressReporter({ bar: `${game} ladder`, line: `ladder ${game}` }, options);
      const report = await runInterruptible(progress, (signal, onProgress) =>
        ladder({
          game,
          ...common(options, board),
          ...(options.rounds !== undefined && { rounds: options.rounds }),
          ...(options.replicates !== undefined && { replicates: options.replicates }),
          signal,
          onProgress,
        }),
      );
      await emit(options, report, formatLadder(report));
    });
}
