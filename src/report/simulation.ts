// The report of a simulation: the `--json` shape every game shares, built from exact totals, and
// back (so that shard reports merge into exactly the report of the whole run).

import type { GameRun } from './game-run.js';
import type { Shard } from '../core/chunks.js';
import { GAMES_PER_CHUNK } from '../core/chunks.js';
import type { MetricTotals, RunTotals } from '../core/totals.js';
import { wilson95 } from '../stats/proportion.js';
import { type MetricSummary, summarize } from '../stats/summary.js';
import { type DiceSpec, DEFAULT_DICE, formatDice, isReproducible } from '../rng/dice.js';
import { VERSION } from '../core/version.js';
import { reportDigest } from './digest.js';
import { WIN_UNITS } from '../wasm/layout.js';

/** One quantity a game counts (turns, rolls, …) over every game of the run: mean with its 95%
 *  interval, spread, percentiles and the exact histogram. */
export interface MetricReport extends MetricSummary {
  /** Present when some values were too large for the histogram: they are in its last bin. */
  overflow?: { from: number; count: number; sum: string; sumOfSquares: string; max: number };
}

/** One seat of a game with several players. */
export interface SeatReport {
  /** The share of games this seat won. */
  winRate: number;
  /** The win rate's 95% Wilson interval. */
  ci95: [number, number];
  /** Games won; a tie shared by k players counts 1/k. */
  wins: number;
}

/** Where the run's shortest game is, to replay it with `trace` (its seed and game number). */
export interface ShortestGame {
  turns: number;
  /** The chunk of 65,536 games it was played in. */
  chunk: number;
  /** The game's index in its chunk (several independent players: match × players + seat). */
  index: number;
  /** Draws from the chunk's stream before the game's first roll. */
  position: number;
  rolls?: number[];
}

/** What `simulate` resolves to: the `simulate --json` report, the same shape for every game. */
export interface SimulationReport {
  game: string;
  /** The preset's name, or the board's own name (or 'custom') for a board given in full. */
  preset: string;
  players: number;
  /** Snakes and Ladders with several players: 'alternating' or 'independent'; else null. */
  mode: string | null;
  /** Games played (this shard's, for a shard; run.totalGames is the whole run's). */
  games: number;
  /** A number when it is at most 2^53 - 1, else a decimal string. */
  seed: number | string;
  threads: number;
  /** One entry a quantity the game counts (Snakes: turns, rolls, moves, climbs, slides). */
  metrics: Record<string, MetricReport>;
  /** Each seat's win rate (empty for one player). */
  seats: SeatReport[];
  /** Wall-clock time of the run: with threads and gamesPerSecond, what differs between runs of a seed. */
  elapsedMs: number;
  gamesPerSecond: number;
  /** How the numbers were made, to reproduce them. */
  run: {
    boardsim: string;
    gamesPerChunk: number;
    stream: string;
    /** The die (`--dice`): GEN:METHOD, seeded from each chunk's stream key. */
    dice: string;
    totalGames: number;
    shard?: ShardInfo;
    /** A checksum of the content merge adds (see report/digest.ts): merge refuses edited reports. */
    digest?: string;
    /** A game from a user's module: its name and a hash of its content (merge refuses shards of
     *  another game or another version of it). */
    module?: ModuleInfo;
    /** false when the die cannot be seeded (math-random, crypto): `seed` then names no stream and
     *  the run cannot be played again; absent for every seeded die. */
    reproducible?: false;
  };
  /** The board or rule set that ran, in full (the shape `board` takes). */
  config: unknown;
  /** Where the game has an exact answer: the exact means, each simulated mean's z against it and
   *  whether it is inside the interval, and a chi-square test of the whole distribution. */
  exact?: Record<string, unknown>;
  shortestGame?: ShortestGame;
  /** Game-specific statistics computed from the totals (for lama: per-strategy win rates). */
  details?: Record<string, unknown>;
  /** Sentences about the run a reader should know (a rule the seed's code breaks, …). */
  notes?: string[];
}

/** A user's game module as a report names it. */
export interface ModuleInfo {
  name: string;
  /** A 128-bit hash of the module file's text (of the definition's, for a game given as an object). */
  hash: string;
  /** The module's file name, when it came from a file. */
  file?: string;
}

/** The part of a run a shard played (`shard: 'K/N'`). */
export interface ShardInfo {
  /** K, from 1. */
  index: number;
  /** N. */
  count: number;
  /** First and last chunk index played; [] for a shard with no chunks (a run of fewer chunks than shards). */
  chunks: [number, number] | [];
}

export const STREAM_NAME = 'xoshiro128**x4/splitmix64 (chunk key), lemire16';

export function seedToJson(seed: bigint): number | string {
  return seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString();
}

export interface ReportContext {
  readonly seed: bigint;
  readonly threads: number;
  readonly elapsedMs: number;
  readonly totalGames: number;
  /** The run's die; the default when absent. */
  readonly dice?: DiceSpec;
  readonly shard?: Shard;
  readonly chunkRange?: [number, number] | [];
}

export function buildReport(run: GameRun, totals: RunTotals, ctx: ReportContext): SimulationReport {
  const metrics: Record<string, MetricReport> = {};
  for (const name of run.metrics) {
    const m = totals.metrics[name];
    if (m) metrics[name] = metricReport(m);
  }
  const seats = totals.winUnits.map((units) => {
    const wins = units / WIN_UNITS;
    return { winRate: wins / totals.games, ci95: wilson95(wins, totals.games), wins };
  });
  const report: SimulationReport = {
    game: run.game,
    preset: run.preset,
    players: run.players,
    mode: run.mode,
    games: totals.games,
    seed: seedToJson(ctx.seed),
    threads: ctx.threads,
    metrics,
    seats,
    elapsedMs: Math.round(ctx.elapsedMs * 10) / 10,
    gamesPerSecond: Math.round(totals.games / (ctx.elapsedMs / 1000)),
    run: {
      boardsim: VERSION,
      gamesPerChunk: GAMES_PER_CHUNK,
      stream: STREAM_NAME,
      dice: formatDice(ctx.dice ?? DEFAULT_DICE),
      totalGames: ctx.totalGames,
      ...(ctx.shard && ctx.chunkRange && { shard: { ...ctx.shard, chunks: ctx.chunkRange } }),
      ...(run.module && { module: run.module }),
    },
    config: run.config,
  };
  if (totals.best)
    report.shortestGame = {
      turns: totals.best.value,
      chunk: totals.best.chunk,
      index: totals.best.index,
      position: totals.best.position,
    };
  run.enrich?.(report, totals, ctx.seed);
  if (ctx.dice && !isReproducible(ctx.dice)) {
    report.run.reproducible = false;
    (report.notes ??= []).push(
      `${ctx.dice.generator} cannot be seeded: this run cannot be reproduced, and its shortest game cannot be replayed`,
    );
  }
  report.run.digest = reportDigest(report);
  return report;
}

function metricReport(m: MetricTotals): MetricReport {
  const summary: MetricReport = summarize(m);
  if (m.overflowCount > 0) {
    summary.overflow = {
      from: m.overflowFrom,
      count: m.overflowCount,
      sum: m.overflowSum.toString(),
      sumOfSquares: m.overflowSumOfSquares.toString(),
      max: m.overflowMax,
    };
  }
  return summary;
}

/** The exact totals a report was built from (its histograms and win counts are complete). */
export function reportTotals(report: SimulationReport, overflowFrom: number): RunTotals {
  const metrics: Record<string, MetricTotals> = {};
  for (const [name, m] of Object.entries(report.metrics)) {
    const counts: number[] = [];
    for (const [value, count] of m.histogram) counts[value] = count;
    for (let v = 0; v < counts.length; v++) counts[v] ??= 0;
    metrics[name] = {
      counts,
      overflowFrom: m.overflow?.from ?? overflowFrom,
      overflowCount: m.overflow?.count ?? 0,
      overflowSum: BigInt(m.overflow?.sum ?? 0),
      overflowSumOfSquares: BigInt(m.overflow?.sumOfSquares ?? 0),
      overflowMax: m.overflow?.max ?? 0,
    };
  }
  const best = report.shortestGame;
  return {
    games: report.games,
    metrics,
    winUnits: report.seats.map((s) => Math.round(s.wins * WIN_UNITS)),
    ...(best && {
      best: { value: best.turns, chunk: best.chunk, index: best.index, position: best.position },
    }),
  };
}
