// `boardsim rng`: the dice lab. sample (rolls, one per line), dump (raw 32-bit words for external
// batteries such as dieharder), test (the built-in battery on one die) and report (every die:
// speed, battery, game-level test). Presentation only: the work is in src/lab/ and src/wasm/.

import { cpus, loadavg, totalmem } from 'node:os';
import type { Command } from 'commander';
import { BoardsimError } from '../core/errors.js';
import { runBattery } from '../lab/battery.js';
import { formatBench, runBench } from '../lab/bench.js';
import { startBenchCase } from '../workers/bench-node.js';
import { formatLabReport, labReport } from '../lab/report.js';
import { nodePlatform } from '../workers/platform-node.js';
import { parseCount, parseSeed, pick } from '../core/options.js';
import { cappedThreads } from '../run/plan.js';
import {
  checkFaces,
  DEFAULT_DICE,
  type DiceSpec,
  GENERATORS,
  METHODS,
  formatDice,
  isReproducible,
  parseDice,
  parseMethod,
} from '../rng/dice.js';
import { parseDiceSeed } from '../rng/seeds.js';
import { formatPValue } from '../stats/chisquare.js';
import { runTask } from '../api/tasks.js';
import { LocalExecutor } from '../run/executor.js';
import { createNodePool } from '../run/pool-node.js';
import { Kernel, KernelDice, openWordStream } from '../wasm/index.js';
import { compileKernelModule } from '../wasm/load-node.js';
import { jsonText, printOut } from './output.js';
import {
  LineProgress,
  NO_PROGRESS,
  type ProgressOptions,
  gamesReading,
  progressIntervalOption,
  progressKind,
  progressReporter,
  quietOption,
  reported,
} from './progress.js';
import { grouped } from '../core/digits.js';

interface DieOptions {
  gen?: string;
  method?: string;
  dice?: string;
  seed: string;
}

const MAX_SAMPLE = 1e12;

/** The machine a benchmark ran on, printed with its result. */
function machineLine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}, load average ${loadavg()[0]!.toFixed(1)}`;
}
const SAMPLE_FORMATS = ['text', 'bytes', 'u32'] as const;

/** The die from --gen/--method or --dice (not both). */
function dieOf(options: DieOptions): DiceSpec {
  if (options.dice !== undefined && (options.gen !== undefined || options.method !== undefined)) {
    throw new BoardsimError([
      { code: 'option/conflict', path: 'dice', message: 'give --dice or --gen/--method, not both' },
    ]);
  }
  if (options.dice !== undefined) return parseDice(options.dice);
  // neither: the default die, the one every game rolls (with --method: that method)
  if (options.gen === undefined)
    return options.method === undefined
      ? DEFAULT_DICE
      : parseDice(`${DEFAULT_DICE.generator}:${options.method}`, 'method');
  if (options.gen.includes(':')) return parseDice(options.gen, 'gen');
  if (options.method !== undefined) parseMethod(options.method, 'method');
  return parseDice(options.method === undefined ? options.gen : `${options.gen}:${options.method}`, 'gen');
}

/** Writes to stdout, waiting when the pipe is full; a closed pipe ends the process quietly
 *  (program.ts). */
function write(chunk: string | Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    if (process.stdout.write(chunk)) resolve();
    else process.stdout.once('drain', resolve);
  });
}

const dieOptions = (command: Command) =>
  command
    .option(
      '--gen <name>',
      `generator: ${GENERATORS.join(', ').replace('ring-buffer', 'ring-buffer[@W]')} (the first is the default die)`,
    )
    .option('--method <name>', `range method: ${METHODS.join(', ')} (default: the generator's own)`)
    .option('--dice <GEN[:METHOD]>', 'the die in one word, as simulate --dice takes it')
    .option(
      '--seed <n>',
      "seed, 0 to 2^64-1 (java-lcg, mt19937, mt19937-python, xoroshiro128plus, xorshift128plus, alea: the reference's own seed)",
      '1',
    );

export function registerRngCommands(program: Command): void {
  const rng = program
    .command('rng')
    .description(
      'the dice lab: sample, dump, test, bench and report on random number generators and range methods',
    );

  dieOptions(
    rng
      .command('sample')
      .description('roll a die: one roll (1..faces) per line, or binary rolls for fast pipes (--format)'),
  )
    .option('--faces <n>', 'faces of the die, 1 to 2^32 (4294967296; u32 up to 2^32-1)', '6')
    .option('--count <n>', 'number of rolls', '1000')
    .option(
      '--format <kind>',
      'text (one roll a line), bytes (one byte a roll) or u32 (little-endian)',
      'text',
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  boardsim rng sample --gen pcg32 --seed 42 --count 10',
        '  boardsim rng sample --gen mt19937 --seed 5489 --count 1e6 --format bytes > rolls.bin',
        '  boardsim rng sample --dice alea:float --faces 1000 --count 5 --format u32 | od -A n -t u4',
      ].join('\n'),
    )
    .action(async (options: DieOptions & { faces: string; count: string; format: string }) => {
      const spec = dieOf(options);
      const seed = parseDiceSeed(spec, options.seed);
      const faces = checkFaces(spec, parseCount(options.faces, 'faces', 2 ** 32));
      const count = parseCount(options.count, 'count', MAX_SAMPLE);
      const format = pick(options.format, 'format', SAMPLE_FORMATS, 'text');
      const formatMax = format === 'bytes' ? 255 : 2 ** 32 - 1;
      if (format !== 'text' && faces > formatMax) {
        throw new BoardsimError([
          {
            code: 'option/invalid',
            path: 'format',
            message: `${format} hold rolls up to ${formatMax}, not ${faces}: use ${format === 'bytes' ? 'u32' : 'text'}`,
          },
        ]);
      }
      const dice = await KernelDice.create(await compileKernelModule(), spec);
      dice.seedAsSample(spec, seed);
      const batchSize = format === 'text' ? 65536 : 1 << 20;
      for (let done = 0; done < count; done += batchSize) {
        const batch = Math.min(batchSize, count - done);
        if (faces > formatMax) {
          // a roll of 2^32 fits no typed array: a die that large (text only) rolls a call at a time
          await write(`${Array.from({ length: batch }, () => dice.next(faces)).join('\n')}\n`);
          continue;
        }
        const rolls = format === 'bytes' ? new Uint8Array(batch) : new Uint32Array(batch);
        dice.roll(rolls, faces);
        await write(format === 'text' ? `${rolls.join('\n')}\n` : new Uint8Array(rolls.buffer));
      }
    });

  dieOptions(
    rng
      .command('dump')
      .description("stream the generator's raw 32-bit words to stdout (little-endian), for dieharder -g 200"),
  )
    .option('--count <n>', 'stop after this many words (default: never)')
    .action(async (options: DieOptions & { count?: string }) => {
      const spec = dieOf(options);
      if (spec.generator === 'ring-buffer') {
        throw new BoardsimError([
          {
            code: 'dice/no-words',
            path: 'gen',
            message: 'ring-buffer deals dice, not words: dump its filler, splitmix64',
          },
        ]);
      }
      const seed = parseDiceSeed(spec, options.seed);
      const count =
        options.count === undefined ? Number.POSITIVE_INFINITY : parseCount(options.count, 'count', 1e15);
      const kernel = await Kernel.create(await compileKernelModule());
      const words = openWordStream(kernel, spec, seed, 65536);
      try {
        for (let done = 0; done < count; done += 65536) {
          const block = words.next();
          const take = Math.min(block.length, count - done);
          await write(new Uint8Array(block.buffer, 0, take * 4));
        }
      } finally {
        words.close();
      }
    });

  dieOptions(
    rng
      .command('test')
      .description('the built-in battery on one die: chi-square of faces, pairs and run lengths'),
  )
    .option('--faces <n>', 'faces of the die, 2 to 16', '6')
    .option('--rolls <n>', 'number of rolls (1e9 for the full battery)', '1e7')
    .option('--threads <n>', 'worker threads (default: every core)')
    .option('--json', 'print the result as JSON')
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .action(
      async (
        options: DieOptions &
          ProgressOptions & { faces: string; rolls: string; threads?: string; json?: boolean },
      ) => {
        const spec = dieOf(options);
        // lines in a log; on a terminal the battery draws nothing, as before
        const progress = progressReporter({ line: `rng test ${formatDice(spec)}` }, options, 'rolls');
        const report = await reported(
          progress,
          runBattery(nodePlatform, {
            dice: spec,
            faces: options.faces,
            rolls: options.rolls,
            seed: parseDiceSeed(spec, options.seed),
            ...(options.threads !== undefined && { threads: options.threads }),
            onProgress: (p) => progress.update(gamesReading(p)),
          }),
        );
        if (options.json) return printOut(jsonText(report));
        const line = (name: string, r: { statistic: number; degreesOfFreedom: number; pValue: number }) =>
          `  ${name.padEnd(6)} chi-square ${r.statistic.toFixed(1)} on ${r.degreesOfFreedom} df, p ${formatPValue(r.pValue)}`;
        await printOut(
          [
            `${report.dice}: ${grouped(report.rolls)} rolls of a d${report.faces}, seed ${report.seed}, ${(report.elapsedMs / 1000).toFixed(1)} s${isReproducible(spec) ? '' : ' (not reproducible)'}`,
            line('faces', report.tests.faces),
            line('pairs', report.tests.pairs),
            line('runs', report.tests.runs),
            `  worst p ${formatPValue(report.worstPValue)}${report.worstPValue < 0.001 ? ': FAILS (p < 0.001)' : ' (passes at p >= 0.001)'}`,
          ].join('\n'),
        );
      },
    );

  rng
    .command('bench')
    .description(
      "boardsim's dice against pure-rand, seedrandom's Alea and Math.random in one run: bulk fills, views and sums, one call a roll, the kernel alone",
    )
    .option(
      '--dice <specs>',
      'boardsim dice to time (comma-separated createDice specs)',
      'xoshiro128x4,pcg32',
    )
    .option('--faces <n>', 'faces of the die, 2 to 255', '6')
    .option('--rolls <n>', 'rolls a sample', '1e7')
    .option('--rounds <n>', 'interleaved rounds (the median is reported)', '5')
    .option('--json', 'print the report as JSON')
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .addHelpText(
      'after',
      [
        '',
        'pure-rand and seedrandom are optional dependencies: one that is not installed is named and',
        'skipped. Each case runs in a process of its own, the program of its standalone script',
        "(bench/standalone/ in boardsim's repository), and is timed in that process's CPU time, so that",
        'other jobs on a busy machine count less; still, read the ratios (measured in the same run)',
        'before the times.',
        '',
        'Examples:',
        '  boardsim rng bench --rolls 1e6 --rounds 3',
        '  boardsim rng bench --dice pcg32,alea:float,xoroshiro128plus --json',
      ].join('\n'),
    )
    .action(
      async (
        options: ProgressOptions & {
          dice: string;
          faces: string;
          rolls: string;
          rounds: string;
          json?: boolean;
        },
      ) => {
        const dice = options.dice.split(',').map((text) => formatDice(parseDice(text.trim(), 'dice')));
        const faces = parseCount(options.faces, 'faces', 255);
        if (faces < 2)
          throw new BoardsimError([{ code: 'option/invalid', path: 'faces', message: 'at least 2' }]);
        const rounds = parseCount(options.rounds, 'rounds', 1000);
        // the round rewritten in place on a terminal, as before; lines in a log
        const where = progressKind(options);
        const onTerminal = !options.json && where.kind === 'bar';
        const lines =
          where.kind === 'lines'
            ? new LineProgress('rng bench', { unit: 'rounds', intervalMs: where.intervalMs })
            : undefined;
        lines?.start(rounds);
        const report = await reported(
          lines ?? NO_PROGRESS,
          runBench({
            dice,
            faces,
            rolls: parseCount(options.rolls, 'rolls', 1e10),
            rounds,
            clock: 'cpu',
            startCase: startBenchCase,
            onRound: (round) => {
              if (onTerminal) process.stderr.write(`\rround ${round}/${options.rounds}`);
              lines?.update({ done: round, total: rounds });
            },
          }),
        );
        if (onTerminal) process.stderr.write('\r'.padEnd(20) + '\r');
        await printOut(options.json ? jsonText(report) : formatBench(report, machineLine()));
      },
    );

  rng
    .command('report')
    .description(
      'every die (generator x range method): rolls per second, ns per roll, worst battery p-value, game-level verdict',
    )
    .option('--gen <names>', 'only these generators (comma-separated)')
    .option('--method <names>', 'only these methods (comma-separated)')
    .option('--rolls <n>', 'battery rolls per die', '1e7')
    .option('--games <n>', 'Snakes games per die for the game-level test', '200000')
    .option('--seed <n>', 'seed', '1')
    .option('--threads <n>', 'worker threads (default: every core)')
    .option('--json', 'print the report as JSON')
    .addOption(quietOption())
    .addOption(progressIntervalOption())
    .action(
      async (options: {
        gen?: string;
        method?: string;
        rolls: string;
        games: string;
        seed: string;
        threads?: string;
        json?: boolean;
        quiet?: boolean;
        progressInterval?: string;
      }) => {
        const list = (text: string | undefined, parse: (name: string) => unknown) =>
          text === undefined ? undefined : text.split(',').map((name) => (parse(name.trim()), name.trim()));
        const generators = list(options.gen, (g) => parseDice(g, 'gen'));
        const methods = list(options.method, (m) => parseMethod(m, 'method'));
        const rolls = parseCount(options.rolls, 'rolls', 1e13);
        const games = parseCount(options.games, 'games', 1e13);
        const seed = parseSeed(options.seed);
        const threads = cappedThreads(options.threads, nodePlatform.availableThreads());
        const kernel = await Kernel.create(await compileKernelModule());
        const executor = threads === 1 ? new LocalExecutor(kernel, runTask) : await createNodePool(threads);
        // the die being tested, rewritten in place on a terminal; progress lines in a log
        const where = progressKind(options);
        const showProgress = !options.json && where.kind === 'bar';
        const lines =
          where.kind === 'lines'
            ? new LineProgress('rng report', { unit: 'dice', intervalMs: where.intervalMs })
            : undefined;
        lines?.start();
        try {
          const report = await labReport(kernel, executor, {
            ...(generators && { generators }),
            ...(methods && { methods }),
            rolls,
            games,
            seed,
            onRow: (row, i, total) => {
              if (showProgress) process.stderr.write(`\r${i + 1}/${total} ${row.dice}`.padEnd(48));
              lines?.update({ done: i + 1, total });
            },
          });
          lines?.finish();
          if (showProgress) process.stderr.write('\r'.padEnd(49) + '\r');
          await printOut(options.json ? jsonText(report) : formatLabReport(report));
        } finally {
          lines?.stop();
          await executor.close();
        }
      },
    );
}
