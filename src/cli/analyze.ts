// `boardsim analyze`: every design measure of a game with 95% intervals, exact values where the
// maths allows, and several presets or boards side by side.

import { type Command, Option } from 'commander';
import { BoardsimError } from '../core/errors.js';
import { pegsBoards } from '../games/pegs/boards.js';
import { DEFAULT_ANALYZE_GAMES } from '../api/analyze.js';
import { formatAnalysis } from '../analyze/text.js';
import type { AnalyzeReport } from '../analyze/report.js';
import { analyze } from '../index.js';
import { type RuleFlags, ruleFlags, ruleOptions } from './commands.js';
import { emitResult } from './output.js';
import { isModuleSpec } from '../games/module.js';
import { runInterruptible } from './interrupt.js';
import { countFlags, layerProgress } from './pegs.js';
import { type ProgressOptions, progressFlags, progressReporter, reported } from './progress.js';
import { repeatableOption } from './repeated.js';
import { reportWarnings } from './report-error.js';

interface Io {
  readFile(path: string): Promise<string>;
}

/** A game module is analysed with its preset, players, games, seed and threads: the built-in
 *  games' flags are refused by name, as is a second preset (one variant at a time). */
function refuseForModule(options: AnalyzeCliOptions, presets: readonly string[]): void {
  const flags = ['board', 'strategies', 'parts', 'maxMemory', ...Object.keys(ruleOptions(options))];
  const given = flags.filter((flag) => (options as unknown as Record<string, unknown>)[flag] !== undefined);
  const problems = given.map((flag) => ({
    code: 'option/not-for-game',
    path: `--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    message:
      "is a built-in game's option: a game module is analysed with --preset, --players, --games, --seed and --threads",
  }));
  if (presets.length > 1 || presets.some((p) => p.includes(',')))
    problems.push({
      code: 'option/invalid',
      path: '--preset',
      message: 'a game module is analysed one preset at a time',
    });
  if (problems.length > 0) throw new BoardsimError(problems);
}

interface AnalyzeCliOptions extends RuleFlags, ProgressOptions {
  preset?: string[];
  board?: string[];
  players?: string;
  strategies?: string;
  games?: string;
  seed: string;
  exact: boolean;
  json?: boolean;
  out?: string;
  threads?: string;
  parts?: string;
  maxMemory?: string;
  tableFile?: string;
}

/** Each variant's name in the text: its preset, or the file its board came from (the report calls
 *  every board `custom`). The variants come source by source, the same number for each (L.A.M.A.
 *  has one per table size). */
function variantNames(report: AnalyzeReport, presets: readonly string[], files: readonly string[]): string[] {
  const sources = [...presets.flatMap((p) => p.split(',').map((name) => name.trim())), ...files];
  const perSource = report.variants.length / sources.length;
  return report.variants.map((v, i) =>
    v.preset === 'custom' && Number.isInteger(perSource)
      ? (sources[Math.floor(i / perSource)] ?? v.preset)
      : v.preset,
  );
}

async function readBoards(
  io: Io,
  files: readonly string[],
): Promise<{ board: string; boardSource: string }[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        return { board: await io.readFile(file), boardSource: file };
      } catch (error) {
        // too large: refused while reading, naming the file
        if (error instanceof BoardsimError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        throw new BoardsimError(
          [
            {
              code: 'board/unreadable',
              path: '',
              message: code === 'ENOENT' ? 'no such file' : `cannot read it (${code ?? String(error)})`,
            },
          ],
          file,
        );
      }
    }),
  );
}

const collect = (value: string, previous: string[] = []) => [...previous, ...value.split(',')];

export function registerAnalyzeCommand(program: Command, io: Io): void {
  progressFlags(
    countFlags(ruleFlags(program.command('analyze')), 'pegs: ', 'the same report for any number of '),
  )
    .description(
      "every design measure of a game (CardStock's and Ludii's, and more) with 95% intervals, exact where the maths allows; several presets or boards side by side",
    )
    .argument(
      '<game>',
      "the game (snakes, candyland, lama, pegs, pig, yahtzee, monopoly), or your own game's module (./my-game.js)",
    )
    .addOption(
      repeatableOption(
        new Option(
          '--preset <names>',
          'a preset, or several separated by commas (or given again) to compare',
        ).argParser(collect),
      ),
    )
    .addOption(
      repeatableOption(
        new Option(
          '--board <file>',
          'a board config file (JSON), or a peg solitaire board name; give it again to compare several',
        ).argParser(collect),
      ),
    )
    .option(
      '--players <n>',
      'number of players (default 2; lama: 4, or a range such as 2..6 for one table per size)',
    )
    .option(
      '--strategies <spec>',
      'lama: the search player for order, one seat among random ones (default pipmc: CardStock\'s PIPMC player, as CardStock measures order; also montecarlo:N, greedy, ismcts:BUDGET, …); pig: the seats\' policies, several sets separated by semicolons to compare ("hold:20;keep-pace,optimal"); yahtzee: the player, several separated by commas (optimal,greedy)',
    )
    .option(
      '--table-file <file>',
      "yahtzee: the optimal player's table file (default: in the user's cache folder)",
    )
    .option(
      '--games <n>',
      `games per variant (1e5 and 100_000 work too; default ${Object.entries(DEFAULT_ANALYZE_GAMES)
        .map(([game, n]) => `${game} ${n}`)
        .join(', ')})`,
    )
    .option('--seed <n>', "the run's seed, 0 to 2^64-1; the same seed gives the same result anywhere", '1')
    .option('--no-exact', 'skip the exact values (they take seconds on large boards)')
    .option('--json', 'print the report as one JSON object')
    .option('--out <file>', 'also write the JSON report to this file (atomically)')
    .addHelpText(
      'after',
      `
Examples:
  boardsim analyze snakes --preset classic --games 20000
  boardsim analyze snakes --preset classic --games 500000 --threads 2
  boardsim analyze snakes --preset classic,efi --players 2 --games 20000
  boardsim analyze snakes --preset classic --players 1 --games 20000 --json
  boardsim analyze candyland --preset classic --deck with-replacement --games 20000
  boardsim analyze candyland --preset seed000,classic --games 20000
  boardsim analyze lama --players 2..6 --games 300 --threads 2
  boardsim analyze lama --players 4 --strategies montecarlo:20 --games 300
  boardsim analyze pegs --board triangle5 --start a1
  boardsim analyze pegs --board triangle6 --start a1 --threads 2 --parts 3
  boardsim analyze pig --strategies "keep-pace,optimal;optimal,keep-pace" --games 20000
  boardsim analyze yahtzee --strategies optimal,greedy --games 20000
  boardsim analyze monopoly --jail short
  boardsim analyze ./first-to-100.js --players 3 --games 20000`,
    )
    .action(async (game: string, options: AnalyzeCliOptions) => {
      // peg solitaire's boards have names (--board triangle5): those are presets, the rest files
      const named = (options.board ?? []).filter((b) => game === 'pegs' && Object.hasOwn(pegsBoards, b));
      const boards = await readBoards(
        io,
        (options.board ?? []).filter((b) => !named.includes(b)),
      );
      const presets = [...(options.preset ?? []), ...named];
      // in a log: what is analysed; peg solitaire plays no games, its progress is the count's
      const sources = [...presets, ...boards.map((b) => b.boardSource)].join(',') || 'default';
      const isPegs = game === 'pegs';
      const line = `analyze ${game} ${sources}${isPegs ? ` ${options.start ?? 'default'}` : ''}`;
      const { finish, stop, ...layers } = isPegs
        ? layerProgress(line, options)
        : { finish: () => undefined, stop: () => undefined };
      const progress = progressReporter(
        { bar: `analyze ${game}`, line },
        isPegs ? { ...options, quiet: true } : options,
      );
      const module = isModuleSpec(game);
      if (module) refuseForModule(options, presets);
      const report = await reported(
        { finish, stop },
        runInterruptible(progress, (signal, onProgress) =>
          analyze({
            game,
            ...(presets.length > 0 && { preset: module ? presets[0] : presets }),
            ...(!module && { boards }),
            ...(options.players !== undefined && { players: options.players }),
            ...(options.strategies !== undefined && { strategies: options.strategies }),
            ...(options.games !== undefined && { games: options.games }),
            seed: options.seed,
            exact: options.exact,
            ...ruleOptions(options),
            ...(options.threads !== undefined && { threads: options.threads }),
            ...(options.parts !== undefined && { parts: options.parts }),
            ...(options.maxMemory !== undefined && { maxMemory: options.maxMemory }),
            ...(options.tableFile !== undefined && { tableFile: options.tableFile }),
            ...layers,
            signal,
            onProgress: ({ done, total, exact }) =>
              onProgress({ gamesDone: done, games: total, ...(exact && { exact }) }),
          }),
        ),
      );
      // what was given but has no use for this game: said, not silently dropped
      reportWarnings(
        (report.ignoredOptions ?? []).map(({ option, reason }) => ({
          code: 'option/ignored',
          path: option,
          message: `does not apply to ${game} (${reason}): ignored`,
        })),
      );
      const files = boards.map((b) => b.boardSource);
      await emitResult(options, report, () => formatAnalysis(report, variantNames(report, presets, files)));
    });
}
