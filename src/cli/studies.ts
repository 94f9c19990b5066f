// The commands that compare tables of a game with strategies: tournament and fairness.

import type { Command } from 'commander';
import { formatFairness } from '../games/lama/fairness.js';
import { formatTournament } from '../games/lama/tournament.js';
import { fairness, tournament } from '../index.js';
import { runInterruptible } from './interrupt.js';
import { emitResult } from './output.js';
import { type ProgressOptions, progressFlags, progressReporter } from './progress.js';

export interface StudyOptions extends ProgressOptions {
  players?: string;
  strategies?: string;
  rounds?: string;
  games?: string;
  seed: string;
  threads?: string;
  dice?: string;
  preset?: string;
  board?: string;
  json?: boolean;
  out?: string;
}

export function studyOptions(command: Command, players: string, strategies: string, games: string): Command {
  return progressFlags(command)
    .argument('<game>', 'the game (lama)')
    .option('--players <counts>', `player counts: 2..6, 4 or 3,5 (default ${players})`)
    .option('--strategies <list>', `comma-separated strategies (default ${strategies})`)
    .option('--games <n>', `games per ${games}`)
    .option('--seed <n>', "the run's seed, 0 to 2^64-1", '1')
    .option('--threads <n>', 'worker threads (default: every core)')
    .option('--preset <name>', 'named rules (see `boardsim presets --game lama`)')
    .option('--board <file>', 'a rules file (JSON) instead of a preset')
    .option('--json', 'print the report as one JSON object')
    .option('--out <file>', 'also write the JSON report to this file (atomically)')
    .option('--dice <GEN[:METHOD]>', 'the die every table rolls (as simulate --dice)');
}

export function common(options: StudyOptions, board: { board?: string; boardSource?: string }) {
  return {
    ...(options.players !== undefined && { players: options.players }),
    ...(options.strategies !== undefined && { strategies: options.strategies }),
    ...(options.games !== undefined && { games: options.games }),
    seed: options.seed,
    ...(options.threads !== undefined && { threads: options.threads }),
    ...(options.dice !== undefined && { dice: options.dice }),
    ...(options.preset !== undefined && { preset: options.preset }),
    ...board,
  };
}

export function emit(options: StudyOptions, value: unknown, text: string): Promise<void> {
  return emitResult(options, value, () => text);
}

export function registerStudyCommands(
  program: Command,
  loadBoard: (options: { board?: string }) => Promise<{ board?: string; boardSource?: string }>,
): void {
  studyOptions(
    program
      .command('tournament')
      .description(
        'every strategy against every other: one seat of each against a table of each other, seats rotated',
      ),
    '2..6',
    'random,greedy',
    'cell, spread evenly over the seat rotations (default 12000)',
  )
    .option('--rounds <n>', 'rounds per game (default: whole games to the target)')
    .action(async (game: string, options: StudyOptions) => {
      const board = await loadBoard(options);
      const progress = progressReporter({ bar: `${game} tournament`, line: `tournament ${game}` }, options);
      const report = await runInterruptible(progress, (signal, onProgress) =>
        tournament({
          game,
          ...common(options, board),
          ...(options.rounds !== undefined && { rounds: options.rounds }),
          signal,
          onProgress,
        }),
      );
      await emit(options, report, formatTournament(report));
    });

  studyOptions(
    program
      .command('fairness')
      .description(
        "seat fairness: each seat's win rate against 1/n at tables of one strategy, one round and whole games",
      ),
    '2..6',
    'random,greedy',
    'table (default 1000000)',
  ).action(async (game: string, options: StudyOptions) => {
    const board = await loadBoard(options);
    const progress = progressReporter({ bar: `${game} fairness`, line: `fairness ${game}` }, options);
    const report = await runInterruptible(progress, (signal, onProgress) =>
      fairness({ game, ...common(options, board), signal, onProgress }),
    );
    await emit(options, report, formatFairness(report));
  });
}
