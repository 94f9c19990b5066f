// The subcommands: simulate, exact, trace, presets, merge.

import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { BoardsimError, CancelledError, type ConfigIssue } from '../core/errors.js';
import { exact } from '../api/exact.js';
import { CANDY_OPTIONS } from '../games/candyland/settings.js';
import { MONOPOLY_OPTIONS } from '../games/monopoly/settings.js';
import { GAMES, type GameId, gameId, listPresets, presetConfig } from '../games/index.js';
import { type AblationReport, ablateWith } from '../api/ablate.js';
import { loadGame, simulate } from '../index.js';
import { isModuleSpec } from '../games/module.js';
import { isWasmPath } from '../games/module-wasm-run.js';
import { formatAblation } from '../report/ablation.js';
import { type SimulationTable, SIMULATION_TABLES, ablationCsv, simulationCsv } from '../report/csv.js';
import type { SimulationReport } from '../report/simulation.js';
import { formatSimulation } from '../report/text.js';
import { trace } from '../api/trace.js';
import { emitResult, jsonText, printOut } from './output.js';
import { runInterruptible } from './interrupt.js';
import { reportWarnings } from './report-error.js';
import {
  type ProgressOptions,
  gamesReading,
  progressIntervalOption,
  progressKind,
  progressReporter,
  quietOption,
} from './progress.js';
import { mergeFiles } from './merge-files.js';
import { registerPegsCommand } from './pegs.js';
import { resolveShardOption } from './shard-auto.js';
import { registerRngCommands } from './rng.js';
import { registerLadderCommand } from './ladder.js';
import { registerStudyCommands } from './studies.js';
import { exactChain } from './chain.js';
import { setExitStatus } from './exit-status.js';
import { grouped } from '../core/digits.js';

export interface Io {
  readFile(path: string): Promise<string>;
}

interface CommonOptions extends RuleFlags {
  strategies?: string;
  rounds?: string;
  preset?: string;
  board?: string;
  players?: string;
  mode?: string;
  start?: string;
  json?: boolean;
  out?: string;
  config?: string;
}

/** The games' rule switches: Candy Land's and Monopoly's (--deck is both games'). */
const RULE_KEYS = [...new Set([...CANDY_OPTIONS, ...MONOPOLY_OPTIONS])];

/** Game switches as commander parses them: Candy Land's and Monopoly's rule options (--start also names a peg solitaire hole). */
export type RuleFlags = { [flag in (typeof RULE_KEYS)[number]]?: string };

/** The rule switches that were given, as game options (a game that takes none refuses them). */
export function ruleOptions(options: RuleFlags): Partial<RuleFlags> {
  return Object.fromEntries(
    RULE_KEYS.flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]])),
  );
}

/** `games`: the games the command plays, when not every game (their help alone is listed). */
export function ruleFlags(command: Command, games: 'every game' | 'candyland' = 'every game'): Command {
  return command
    .option(
      '--deck <rule>',
      'candyland: without-replacement (reshuffle when empty) or with-replacement; monopoly: without-replacement (shuffled once, each card back at the bottom) or with-replacement',
    )
    .option('--licorice <rule>', 'candyland: stuck (until a card of its colour) or lose-turn')
    .option('--doubles <rule>', 'candyland: two-spaces, ignore (move one) or literal-000')
    .option('--picture-cards <rule>', 'candyland: any-direction or forward-only')
    .option('--winning <rule>', 'candyland: no-space-ahead or reach-last-space')
    .option(
      '--start <value>',
      games === 'candyland'
        ? 'candyland: off-board or first-space'
        : "candyland: off-board or first-space; peg solitaire: the hole left empty at the start (default: the board's own)",
    )
    .option('--turn-order <rule>', "candyland: rotation or deck-count (seed 000's len(cards) % players)")
    .option(
      '--without <features>',
      'candyland: leave out licorice, pictures and/or shortcuts (comma-separated)',
    )
    .option('--jail <policy>', 'monopoly: long (try for doubles up to three turns) or short (pay at once)')
    .option('--turns <n>', 'monopoly: the turns each game counts (default 100)')
    .option('--warmup <n>', 'monopoly: the turns played from Go before counting (default 100)');
}

/** The options that pick a configuration, with the help of the games the command takes: every
 *  game, those `exact` solves (not lama), or Candy Land alone (`ablate`). */
function configOptions(
  command: Command,
  games: 'every game' | 'exact' | 'candyland' = 'every game',
): Command {
  const shared = ruleFlags(command, games === 'candyland' ? 'candyland' : 'every game')
    .option('--preset <name>', 'a named board or edition (see `boardsim presets`)')
    .option('--board <file>', 'a board config file (JSON) instead of a preset')
    .option(
      '--players <n>',
      games === 'every game'
        ? 'number of players (default 1; lama: 4, or one per --strategies name; pig: 2, or one per --strategies name)'
        : games === 'exact'
          ? 'number of players (default 1; pig: 2)'
          : 'number of players (default 1)',
    );
  if (games === 'candyland') return shared;
  return shared.option(
    '--mode <mode>',
    'snakes with several players: alternating (take turns on one board, the real game; default) or independent (each plays a whole game alone, as seed 003 does)',
  );
}

/** The games `boardsim exact` solves. */
const exactGameNames = Object.entries(GAMES)
  .filter(([, game]) => 'exact' in game)
  .map(([name]) => name)
  .join(', ');

/** The options of games with strategies (lama). */
function tableOptions(command: Command): Command {
  return command
    .option(
      '--strategies <list>',
      'lama: comma-separated strategies, one for every seat or one per seat (random, random-distinct, greedy[:LIMIT], cautious[:LIMIT], montecarlo[:N], mcts[:BUDGET[:C[:POLICY]]], ismcts[:BUDGET[:C[:POLICY]]], pipmc[:N]); pig: the same, of hold[:N], optimal, keep-pace, best-response; yahtzee: optimal (default) or greedy',
    )
    .option('--rounds <n>', 'lama: rounds per game (default: whole games to the target)')
    .option('--table-file <file>', TABLE_HELP);
}

const TABLE_HELP =
  "yahtzee: the optimal player's table file (default: in the user's cache folder; computed when missing)";

/** The table options as the library takes them. */
function tableArgs(options: { strategies?: string; rounds?: string; tableFile?: string }): {
  strategies?: string;
  rounds?: string;
  tableFile?: string;
} {
  return {
    ...(options.strategies !== undefined && { strategies: options.strategies }),
    ...(options.rounds !== undefined && { rounds: options.rounds }),
    ...(options.tableFile !== undefined && { tableFile: options.tableFile }),
  };
}

async function loadBoard(
  io: Io,
  options: { board?: string },
  game?: GameId,
): Promise<{ board?: string; boardSource?: string; preset?: string }> {
  if (options.board === undefined) return {};
  // games whose boards have names (pegs: --board triangle5) take a name here as well as a file
  if (game && GAMES[game].boardNamesArePresets && Object.hasOwn(GAMES[game].presets, options.board))
    return { preset: options.board };
  let text: string;
  try {
    text = await io.readFile(options.board);
  } catch (error) {
    // too large: refused while reading, naming the file
    if (error instanceof BoardsimError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BoardsimError(
      [
        {
          code: 'board/unreadable',
          path: '',
          message:
            code !== 'ENOENT'
              ? `cannot read it (${code ?? String(error)})`
              : game && GAMES[game].boardNamesArePresets
                ? `no board of that name (boards: ${Object.keys(GAMES[game].presets).join(', ')}) and no such file`
                : 'no such file',
        },
      ],
      options.board,
    );
  }
  if (game) warnAbout(game, text, options.board);
  return { board: text, boardSource: options.board };
}

/** Prints the warnings about a board file; an invalid one has none here (its errors come when it
 *  is used). */
function warnAbout(game: GameId, board: string, source: string): void {
  let warnings: ConfigIssue[] = [];
  try {
    warnings = GAMES[game].boardWarnings?.(board) ?? [];
  } catch (error) {
    if (!(error instanceof BoardsimError)) throw error;
  }
  reportWarnings(warnings, source);
}

/** The flags of the built-in games that a game module does not take (its settings are --config). */
const BUILT_IN_FLAGS = [
  'board',
  'mode',
  'strategies',
  'rounds',
  'tableFile',
  'kernel',
  ...RULE_KEYS,
] as const;

/** A game module's setup from the command line: its preset and its --config file; the built-in
 *  games' flags are refused, and --config is a game module's alone. */
/** A game module's --preset and --config (the file read), or undefined for a built-in game. */
export async function moduleSetup(
  io: Io,
  game: string,
  options: CommonOptions & { kernel?: string },
): Promise<{ preset?: string; config?: string; configSource?: string } | undefined> {
  if (!isModuleSpec(game)) {
    if (options.config !== undefined)
      throw new BoardsimError([
        {
          code: 'option/not-for-game',
          path: '--config',
          message: `is a game module's settings file; ${game} takes --board`,
        },
      ]);
    return undefined;
  }
  const stray = BUILT_IN_FLAGS.filter((flag) => (options as Record<string, unknown>)[flag] !== undefined);
  if (stray.length > 0)
    throw new BoardsimError(
      stray.map((flag) => ({
        code: 'option/not-for-game',
        path: `--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        message: `is a built-in game's option: a game module's settings are its config (--config FILE)`,
      })),
    );
  const setup: { preset?: string; config?: string; configSource?: string } = {};
  if (options.preset !== undefined) setup.preset = options.preset;
  if (options.config !== undefined) {
    try {
      setup.config = await io.readFile(options.config);
    } catch (error) {
      if (error instanceof BoardsimError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new BoardsimError(
        [
          {
            code: 'config/unreadable',
            path: '',
            message: code === 'ENOENT' ? 'no such file' : `cannot read it (${code ?? String(error)})`,
          },
        ],
        options.config,
      );
    }
    setup.configSource = options.config;
  }
  return setup;
}

const GAME_ARGUMENT = `the game (${Object.keys(GAMES).join(', ')}), or your own game's module (./my-game.js: see docs/guide/your-own-game.md)`;

export function registerCommands(program: Command, io: Io): void {
  registerPegsCommand(program, io);
  tableOptions(
    configOptions(
      program
        .command('simulate')
        .description('play many seeded games and report statistics with confidence intervals')
        .argument('<game>', GAME_ARGUMENT),
    ),
  )
    .option('--config <file>', "your own game's settings (JSON): the ones to change from its defaults")
    .option('--games <n>', 'number of games (1e7 and 10_000_000 work too)', '1000000')
    .option('--seed <n>', "the run's seed, 0 to 2^64-1; the same seed gives the same result anywhere", '1')
    .option('--threads <n>', 'worker threads (default: every core)')
    .option(
      '--shard <K/N>',
      'run only the K-th of N equal parts (combine them with `boardsim merge`); auto or auto/N reads K (and N) from a Kubernetes Indexed Job, Slurm job array, AWS Batch array job or GNU parallel',
    )
    .option('--json', 'print the report as one JSON object')
    .option('--out <file>', 'also write the JSON report to this file (atomically)')
    .addOption(formatOption(RUN_TABLES))
    .addOption(tableOption())
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .option(
      '--no-exact',
      "skip the comparison with the game's exact answer (computed alongside the games; minutes on a board of very long games): the report then has no exact key",
    )
    .option(
      '--dice <GEN[:METHOD]>',
      'the die every game rolls (see `boardsim rng`; default xoshiro128x4:lemire16)',
    )
    .addOption(
      new Option('--kernel <path>', 'force a kernel (for benchmarks)')
        .choices(['pairs', 'single'])
        .hideHelp(),
    )
    .action(
      async (
        game: string,
        options: CommonOptions & {
          games: string;
          seed: string;
          threads?: string;
          shard?: string;
          quiet?: boolean;
          progressInterval?: string;
          kernel?: 'pairs' | 'single';
          dice?: string;
          exact: boolean;
        } & FormatOptions,
      ) => {
        checkFormat(options);
        const setup = await moduleSetup(io, game, options);
        const id = setup ? game : gameId(game);
        const board = setup ? setup : await loadBoard(io, options, id as GameId);
        const label = `${setup ? basename(game) : id} ${options.preset ?? (options.board || options.config ? 'custom' : 'default')}`;
        const report = await runInterruptible(
          progressReporter({ bar: label, line: `simulate ${label}` }, options),
          (signal, onProgress) =>
            simulate({
              game: id,
              ...(options.preset !== undefined && { preset: options.preset }),
              ...board,
              games: options.games,
              seed: options.seed,
              ...(options.threads !== undefined && { threads: options.threads }),
              players: options.players,
              ...(options.mode !== undefined && { mode: options.mode }),
              ...tableArgs(options),
              ...(options.shard !== undefined && { shard: resolveShardOption(options.shard) }),
              ...(options.kernel !== undefined && { kernelPath: options.kernel }),
              ...ruleOptions(options),
              ...(options.dice !== undefined && { dice: options.dice }),
              ...(!options.exact && { exact: false }),
              signal,
              onProgress,
            }),
        );
        await emitResult(options, report, shown(report, options));
      },
    );

  configOptions(
    program
      .command('ablate')
      .description(
        "the game as configured and without each feature (seed 000's Standard / No Licorice / No Specials / No Shortcuts), with each feature's effect and its confidence interval",
      )
      .argument('<game>', 'the game (candyland)'),
    'candyland',
  )
    .option('--games <n>', 'games for each variant', '1000000')
    .option('--seed <n>', "the run's seed; variant i uses seed + i", '1')
    .option('--threads <n>', 'worker threads (default: every core)')
    .option('--json', 'print the report as one JSON object')
    .option('--out <file>', 'also write the JSON report to this file (atomically)')
    .addOption(formatOption("each variant's means and effects"))
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .action(
      async (
        game: string,
        options: CommonOptions &
          ProgressOptions &
          FormatOptions & { games: string; seed: string; threads?: string },
      ) => {
        const id = gameId(game);
        checkFormat(options);
        const board = await loadBoard(io, options);
        progressKind(options); // a bad --progress-interval is refused before the first variant
        const controller = new AbortController();
        const onSigint = () => controller.abort();
        process.on('SIGINT', onSigint);
        let report: AblationReport;
        try {
          report = await ablateWith(
            async (variant) => {
              const label = `${id} ${String(variant.without ?? 'standard')}`;
              const progress = progressReporter({ bar: label, line: `ablate ${label}` }, options);
              try {
                const played = await simulate({
                  ...variant,
                  onProgress: (p) => progress.update(gamesReading(p)),
                });
                progress.finish();
                return played;
              } finally {
                progress.stop();
              }
            },
            {
              game: id,
              ...(options.preset !== undefined && { preset: options.preset }),
              ...board,
              games: options.games,
              seed: options.seed,
              ...(options.threads !== undefined && { threads: options.threads }),
              players: options.players,
              ...ruleOptions(options),
              signal: controller.signal,
            },
          );
        } finally {
          process.off('SIGINT', onSigint);
        }
        if (controller.signal.aborted) throw new CancelledError();
        await emitResult(options, report, () =>
          options.format === 'csv' ? ablationCsv(report) : formatAblation(report),
        );
      },
    );

  configOptions(
    program
      .command('exact')
      .description(
        "the exact answer, from the game's Markov chain or equations: expected turns, distributions, seat win probabilities, long-run shares",
      )
      .argument('<game>', `the game (${exactGameNames}), or a chain file (./chain.js: its default export)`),
    'exact',
  )
    .option('--json', 'print the answer as one JSON object')
    .option('--out <file>', 'also write the JSON answer to this file (atomically)')
    .option('--max-states <n>', 'a chain file: the most states explored (default 100,000)')
    .option(
      '--strategies <list>',
      "pig: the two seats' policies (hold[:N], optimal, keep-pace, best-response)",
    )
    .option('--table-file <file>', TABLE_HELP)
    .action(async (game: string, options: CommonOptions & { maxStates?: string; tableFile?: string }) => {
      if (isModuleSpec(game)) return exactChain(game, options);
      if (options.maxStates !== undefined)
        throw new BoardsimError([
          { code: 'option/not-for-games', path: '--max-states', message: 'applies to a chain file only' },
        ]);
      const id = gameId(game);
      const result = exact({
        game: id,
        ...(options.preset !== undefined && { preset: options.preset }),
        ...(await loadBoard(io, options, id)),
        ...(options.players !== undefined && { players: options.players }),
        ...(options.mode !== undefined && { mode: options.mode }),
        ...(options.tableFile !== undefined && { tableFile: options.tableFile }),
        ...ruleOptions(options),
        ...(options.strategies !== undefined && { strategies: options.strategies }),
      });
      const format = GAMES[id].formatExact;
      await emitResult(options, result, () => (format ? format(result) : jsonText(result)));
    });

  tableOptions(
    configOptions(
      program
        .command('trace')
        .description(
          'one game, turn by turn and roll by roll: the game `simulate` plays first with that seed',
        )
        .argument('<game>', GAME_ARGUMENT),
    ),
  )
    .option('--config <file>', "your own game's settings (JSON), as simulate --config")
    .option('--seed <n>', "the run's seed", '1')
    .option('--game <i>', 'which game of the run (0-based)', '0')
    .option('--dice <GEN[:METHOD]>', 'the die (as simulate --dice)')
    .option(
      '--twin <file>',
      "a .wasm game's JavaScript twin (./my-game.js): replays the kernel's game step by step (exit 1 when its figures differ)",
    )
    .option('--json', 'print the events as one JSON object')
    .action(
      async (
        game: string,
        options: CommonOptions & { seed: string; game: string; dice?: string; twin?: string },
      ) => {
        const setup = await moduleSetup(io, game, options);
        if (options.twin !== undefined && !(setup && isWasmPath(game)))
          throw new BoardsimError([
            {
              code: 'option/not-for-game',
              path: '--twin',
              message: `is a .wasm game's JavaScript twin, and ${game} is not a .wasm file`,
            },
          ]);
        if (options.twin !== undefined && isWasmPath(options.twin))
          throw new BoardsimError([
            {
              code: 'trace/twin',
              path: '--twin',
              message: 'must be the JavaScript game (./my-game.js), not a .wasm file',
            },
          ]);
        const steps = setup
          ? trace({
              game: await loadGame(game),
              ...setup,
              seed: options.seed,
              gameIndex: options.game,
              ...(options.dice !== undefined && { dice: options.dice }),
              ...(options.players !== undefined && { players: options.players }),
              ...(options.twin !== undefined && { twin: await loadGame(options.twin) }),
            })
          : trace({
              game: gameId(game),
              ...(options.preset !== undefined && { preset: options.preset }),
              ...(await loadBoard(io, options, gameId(game))),
              seed: options.seed,
              gameIndex: options.game,
              ...(options.dice !== undefined && { dice: options.dice }),
              ...(options.players !== undefined && { players: options.players }),
              ...(options.mode !== undefined && { mode: options.mode }),
              ...ruleOptions(options),
              ...tableArgs(options),
            });
        const { lines, ...events } = steps;
        await printOut(options.json ? jsonText(events) : lines.join('\n'));
        if ((events.twin as { agree?: boolean } | undefined)?.agree === false) setExitStatus(1);
      },
    );

  registerStudyCommands(program, (options) => loadBoard(io, options, 'lama'));
  registerLadderCommand(program, (options) => loadBoard(io, options, 'lama'));

  program
    .command('presets')
    .description('list every preset of every game, or print one (--show) in the config format')
    .option('--show <name>', "print this preset's config as JSON (a file you can edit and pass to --board)")
    .option('--game <game>', "only this game's presets")
    .option('--json', 'print the list as JSON')
    .action(async (options: { show?: string; game?: string; json?: boolean }) => {
      const only: GameId | undefined = options.game === undefined ? undefined : gameId(options.game);
      const all = listPresets().filter((p) => only === undefined || p.game === only);
      if (options.show !== undefined) {
        const matches = all.filter((p) => p.name === options.show);
        if (matches.length !== 1) {
          const known = all.map((p) => `${p.game}/${p.name}`).join(', ');
          throw new BoardsimError([
            {
              code: matches.length ? 'preset/ambiguous' : 'preset/unknown',
              path: 'preset',
              message: matches.length
                ? `"${options.show}" names presets of several games: add --game`
                : `no preset "${options.show}" (presets: ${known})`,
            },
          ]);
        }
        const match = matches[0]!;
        await printOut(jsonText(presetConfig(match.game, match.name)));
        return;
      }
      if (options.json) {
        await printOut(jsonText(all));
        return;
      }
      const width = Math.max(...all.map((p) => `${p.game} ${p.name}`.length));
      await printOut(all.map((p) => `${`${p.game} ${p.name}`.padEnd(width)}  ${p.description}`).join('\n'));
    });

  program
    .command('merge')
    .description('combine the JSON reports of `simulate --shard K/N` runs into the report of the whole run')
    .argument(
      '<files...>',
      "shard reports (simulate --json or --out): files, folders (their *.json files) or quoted globs ('shards/*.json'); a folder or glob leaves out the --out file",
    )
    .option('--json', 'print the merged report as JSON (default: the summary)')
    .option('--out <file>', 'also write the merged JSON report to this file (atomically)')
    .addOption(formatOption(RUN_TABLES))
    .addOption(tableOption())
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .action(async (files: string[], options: CommonOptions & ProgressOptions & FormatOptions) => {
      checkFormat(options);
      // no bar on a terminal: reading the files takes seconds at most; the exact answer, on a board
      // of long games, minutes, during which Ctrl-C acts at once. In a log, lines: the files read,
      // then the exact answer
      const progress = progressReporter({ line: 'merge' }, options, 'files');
      const merged = await runInterruptible(progress, (signal) =>
        mergeFiles(files, signal, options.out, (reading) => progress.update(reading)),
      );
      await emitResult(options, merged, shown(merged, options));
    });

  registerRngCommands(program);
}

/** --format: CSV for a spreadsheet or a plot instead of the text summary. */
function formatOption(what: string): Option {
  return new Option('--format <kind>', `text, or csv: ${what} as CSV`).choices(['text', 'csv']);
}

/** --table: which table of a run's report --format csv prints. */
function tableOption(): Option {
  return new Option('--table <name>', 'with --format csv: histogram (the default) or seats').choices(
    SIMULATION_TABLES,
  );
}

const RUN_TABLES = 'the histograms (the exact distribution beside the main one) or the seats (--table)';

interface FormatOptions {
  json?: boolean;
  format?: 'text' | 'csv';
  table?: SimulationTable;
}

/** Refuses --format csv with --json, and --table without --format csv, before any work. */
function checkFormat(options: FormatOptions): void {
  const issues: ConfigIssue[] = [];
  if (options.json && options.format === 'csv')
    issues.push({ code: 'option/conflict', path: 'format', message: 'csv and --json: choose one' });
  if (options.table !== undefined && options.format !== 'csv')
    issues.push({ code: 'option/conflict', path: 'table', message: 'is a table of --format csv' });
  if (issues.length > 0) throw new BoardsimError(issues);
}

/** The report as the user asked: the text summary, or a table of it as CSV. */
function shown(report: SimulationReport, options: FormatOptions): () => string {
  return options.format === 'csv'
    ? () => simulationCsv(report, options.table ?? 'histogram', exactPmf(report))
    : () => summary(report);
}

/** The text summary: the shared part plus the game's own lines. */
function summary(report: SimulationReport): string {
  let extra: string[] = [];
  const draws = report.details?.draws;
  if (report.run.module) {
    if (typeof draws === 'number')
      extra = [`draws (no winner): ${grouped(draws)} (${((100 * draws) / report.games).toFixed(2)}%)`];
  } else
    try {
      extra = GAMES[gameId(report.game)].summaryLines?.(report) ?? [];
    } catch {
      extra = [];
    }
  return formatSimulation(report, exactPmf(report), extra);
}

/** The exact distribution of the report's main metric, for the chart, where the game has one and
 *  the report was compared with it (not with --no-exact). */
function exactPmf(report: SimulationReport): number[] | undefined {
  if (report.exact === undefined) return undefined;
  if (report.run.module) {
    // a game module's chain: the distribution of the figure it counts, when that is the main one
    const exact = report.exact as { chain?: { figure?: string } } & Record<string, { pmf?: number[] }>;
    const figure = exact.chain?.figure;
    return figure !== undefined && figure === Object.keys(report.metrics)[0] ? exact[figure]?.pmf : undefined;
  }
  try {
    return GAMES[gameId(report.game)].exactPmf?.(report);
  } catch {
    return undefined;
  }
}
