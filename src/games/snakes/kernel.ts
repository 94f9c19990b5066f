// Snakes and Ladders across the boundary: folds a validated board into the kernel's transition
// tables (see assembly/games/snakes/kernel.ts for their layout), runs chunks, and reads results back.

import { SnakesRules } from './rules.js';
import type { SnakesBoard } from './schema.js';
import type { SnakesGameRecord, SnakesMode } from './reference.js';
import type { ChunkSpec } from '../../core/chunks.js';
import type { RunTotals } from '../../core/totals.js';
import { loggedGames } from '../../wasm/game-log.js';
import type { Kernel } from '../../wasm/kernel.js';
import { grouped } from '../../core/digits.js';

export type SnakesKernelPath = 'pairs' | 'single';

export interface SnakesKernelConfig {
  readonly board: SnakesBoard;
  readonly players: number;
  readonly mode: SnakesMode;
  /** Which kernel plays: chosen automatically when left out (tests force each). */
  readonly path?: SnakesKernelPath;
  /** Lowers the per-game roll limit (tests of the endless-game guard). */
  readonly maxRolls?: number;
}

/** Metric names by the kernel's metric index. */
export const SNAKES_METRICS = ['turns', 'rolls', 'moves', 'climbs', 'slides'] as const;
const LOG_WORDS = 8;
/** "No face rolls again" for the kernel (any value above 255). */
const NO_SIX = 0xffff;
/** The pair table's row offsets are u16: it must fit in 64 KiB (a d6 allows 227 squares). */
const MAX_PAIR_TABLE_BYTES = 65536 - 16;

export const SNAKES_KERNEL_PATHS = ['pairs', 'single'] as const satisfies readonly SnakesKernelPath[];

/** Why the pair kernel cannot play these games, if it cannot (the single kernel plays any). */
export function pairKernelLimit(config: SnakesKernelConfig): string | undefined {
  const { board } = config;
  if (config.mode === 'alternating' && config.players > 1) return 'it cannot play alternating turns';
  const pairBytes = board.dieFaces * board.dieFaces * (board.squares * 8) + 8;
  if (pairBytes > MAX_PAIR_TABLE_BYTES)
    return `its table of this board would take ${grouped(pairBytes)} bytes, more than its 64 KiB`;
  return undefined;
}

export function snakesPath(config: SnakesKernelConfig): SnakesKernelPath {
  if (config.path) return config.path;
  return pairKernelLimit(config) === undefined ? 'pairs' : 'single';
}

interface Tables {
  readonly path: SnakesKernelPath;
  /** The single table; its u64 climb sums follow it (entry e's at end + 2·(e - single)). */
  readonly single: number;
  /** The pair table: 8-byte entries, rows as offsets from its start (see assembly/games/snakes/kernel.ts). */
  readonly pairs?: number;
  /** Rolls after which a game is reported as endless (its u32 sums could wrap). */
  readonly maxRolls: number;
}

/** A pair entry that wins on its second roll points this far past the finish row. */
const SECOND_ROLL_WINS = 8;

/** The tables a kernel last had encoded, by the config they encode, with a copy of their bytes. */
interface Encoded {
  readonly config: SnakesKernelConfig;
  readonly tables: Tables;
  readonly bytes: Uint8Array;
}
const lastEncoded = new WeakMap<Kernel, Encoded>();

/** The tables of `config` in `kernel`'s memory. The tasks of a run on one thread share their config:
 *  from the second on, the tables are copied from the first's, not folded again (folding the pair
 *  table 20 times cost 15 ms of a 10M-game run). The single table holds addresses, so a copy is
 *  only used where the tables were first written, which each task's arena mark makes the same. */
function encode(kernel: Kernel, config: SnakesKernelConfig): Tables {
  const mark = kernel.arena.mark;
  const last = lastEncoded.get(kernel);
  if (last?.config === config) {
    const single = kernel.arena.alloc(last.bytes.length, 16);
    if (single === last.tables.single) {
      kernel.bytes.set(last.bytes, single);
      return last.tables;
    }
    kernel.arena.release(mark);
  }
  const tables = encodeTables(kernel, config);
  const end = kernel.arena.mark;
  lastEncoded.set(kernel, { config, tables, bytes: kernel.bytes.slice(tables.single, end) });
  return tables;
}

function encodeTables(kernel: Kernel, config: SnakesKernelConfig): Tables {
  const { board, players } = config;
  const path = snakesPath(config);
  if (path === 'pairs' && config.mode === 'alternating' && players > 1) {
    throw new Error('the pair kernel cannot play alternating turns');
  }
  const rules = new SnakesRules(board);
  const faces = board.dieFaces;
  const singleBytes = board.squares * faces * 4;
  const pairRowBytes = faces * faces * 8;
  // allocate first: growing the memory detaches earlier views of it
  const single = kernel.arena.alloc(3 * singleBytes, 16);
  const pairs = path === 'pairs' ? kernel.arena.alloc(board.squares * pairRowBytes + 16, 16) : 0;
  const view = kernel.view();

  const singleRow = (square: number) => single + square * faces * 4;
  for (let square = 0; square < board.squares; square++) {
    for (let d = 0; d < faces; d++) {
      const landing = rules.land(square, d + 1);
      const entry = singleRow(square) + d * 4;
      view.setUint32(entry, singleRow(landing.square), true);
      const sums = BigInt(landing.climb) | (BigInt(landing.slide) << 32n);
      view.setBigUint64(single + singleBytes + 2 * (entry - single), sums, true);
    }
  }
  // per-game sums are u32 in the kernel: bound the rolls so that they cannot wrap
  const maxRolls = Math.min(
    config.maxRolls ?? 2 ** 30,
    Math.floor(0xffffffff / (players * Math.max(1, rules.longestJump()))),
  );
  if (path === 'single') return { path, single, maxRolls };

  const finishRow = board.squares * pairRowBytes;
  const pairRow = (square: number) => square * pairRowBytes;
  for (let square = 0; square < board.squares; square++) {
    for (let d1 = 0; d1 < faces; d1++) {
      const first = rules.land(square, d1 + 1);
      for (let d2 = 0; d2 < faces; d2++) {
        const entry = pairs + pairRow(square) + (d1 * faces + d2) * 8;
        let next: number;
        let climb = first.climb;
        let slide = first.slide;
        // a roll ends a turn unless it is a six that rolls again; the winning roll always ends one
        let turnsEnded = rules.rollsAgain(d1 + 1) ? 0 : 1;
        if (first.square === rules.finish) {
          next = finishRow;
          if (rules.rollsAgain(d1 + 1)) turnsEnded++;
        } else {
          const second = rules.land(first.square, d2 + 1);
          climb += second.climb;
          slide += second.slide;
          turnsEnded += rules.rollsAgain(d2 + 1) ? 0 : 1;
          if (second.square === rules.finish) {
            next = finishRow + SECOND_ROLL_WINS;
            if (rules.rollsAgain(d2 + 1)) turnsEnded++;
          } else {
            next = pairRow(second.square);
          }
        }
        view.setUint16(entry, next, true);
        view.setUint16(entry + 2, climb, true);
        view.setUint16(entry + 4, slide, true);
        view.setUint16(entry + 6, turnsEnded, true);
      }
    }
  }
  return { path, single, pairs, maxRolls };
}

function play(
  kernel: Kernel,
  config: SnakesKernelConfig,
  t: Tables,
  seed: bigint,
  chunk: ChunkSpec,
  log: number,
): void {
  const { board, players } = config;
  const six = board.rollAgainOnSix ? 5 : NO_SIX;
  const chunkArgs = [seed, BigInt(chunk.index), chunk.games, kernel.results, log] as const;
  const where = [board.start, board.squares, board.dieFaces] as const;
  let status: number;
  if (t.pairs === undefined) {
    const alternating = config.mode === 'alternating' ? 1 : 0;
    status = kernel.exports.snakesSingle(
      t.single,
      ...where,
      six,
      players,
      alternating,
      t.maxRolls,
      ...chunkArgs,
    );
  } else if (players === 1) {
    status = kernel.exports.snakesSolo(t.pairs, ...where, t.maxRolls, ...chunkArgs);
  } else {
    status = kernel.exports.snakesPairs(t.pairs, ...where, players, t.maxRolls, ...chunkArgs);
  }
  kernel.checkStatus(status);
}

function metricNames(players: number): (string | undefined)[] {
  return SNAKES_METRICS.map((name) => (name === 'moves' && players === 1 ? undefined : name));
}

/** Plays the given chunks and returns their totals. */
export function runSnakesChunks(
  kernel: Kernel,
  config: SnakesKernelConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
): RunTotals {
  const mark = kernel.arena.mark;
  try {
    const tables = encode(kernel, config);
    kernel.resetResults(SNAKES_METRICS.length);
    for (const chunk of chunks) play(kernel, config, tables, seed, chunk, 0);
    return kernel.readResults(metricNames(config.players), config.players);
  } finally {
    kernel.arena.release(mark);
  }
}

/** Plays one chunk's first `games` games and returns each game's record (for the twin tests). */
export function snakesGameLog(
  kernel: Kernel,
  config: SnakesKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): SnakesGameRecord[] {
  return loggedGames(
    kernel,
    games,
    LOG_WORDS,
    (log) => {
      const tables = encode(kernel, config);
      kernel.resetResults(SNAKES_METRICS.length);
      play(kernel, config, tables, seed, { index: chunk, games }, log);
    },
    (w) => ({
      turns: w[0]!,
      rolls: w[1]!,
      moves: w[2]!,
      climbs: w[3]!,
      slides: w[4]!,
      winner: w[5]!,
      position: w[6]!,
    }),
  );
}

export interface DecodedRoll {
  square: number;
  climb: number;
  slide: number;
}

/**
 * Reads the encoded tables back (for the round-trip test): single[square][die] and, for the pair
 * kernel, pairs[square][d1][d2] with the square after both rolls (the finish if either wins) and the
 * pair's climb, slide and turns ended.
 */
export function readSnakesTables(
  kernel: Kernel,
  config: SnakesKernelConfig,
): { single: DecodedRoll[][]; pairs?: (DecodedRoll & { turnsEnded: number })[][][] } {
  const mark = kernel.arena.mark;
  try {
    const t = encode(kernel, config);
    const { squares, dieFaces: faces } = config.board;
    const view = kernel.view();
    const singleBytes = squares * faces * 4;
    const single = Array.from({ length: squares }, (_, square) =>
      Array.from({ length: faces }, (_, d) => {
        const entry = t.single + (square * faces + d) * 4;
        const sums = view.getBigUint64(t.single + singleBytes + 2 * (entry - t.single), true);
        return {
          square: (view.getUint32(entry, true) - t.single) / (faces * 4),
          climb: Number(sums & 0xffffffffn),
          slide: Number(sums >> 32n),
        };
      }),
    );
    if (t.pairs === undefined) return { single };
    const pairRow = faces * faces * 8;
    const pairs = Array.from({ length: squares }, (_, square) =>
      Array.from({ length: faces }, (_, d1) =>
        Array.from({ length: faces }, (_, d2) => {
          const entry = t.pairs! + square * pairRow + (d1 * faces + d2) * 8;
          return {
            square: Math.floor(view.getUint16(entry, true) / pairRow),
            climb: view.getUint16(entry + 2, true),
            slide: view.getUint16(entry + 4, true),
            turnsEnded: view.getUint16(entry + 6, true),
          };
        }),
      ),
    );
    return { single, pairs };
  } finally {
    kernel.arena.release(mark);
  }
}
