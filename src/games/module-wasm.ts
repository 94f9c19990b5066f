// A game written in AssemblyScript with boardsim's kit (assembly/kit/), compiled to a .wasm file:
// its instance, the ABI the kit gives it (version 1: docs/guide/your-own-game.md), and the task
// runner that plays a run's chunks in it. The kernel adds its games up itself (histograms of whole
// values below 65,535, wins in sixtieths); values from 65,535 come here one by one, so that their
// sums stay exact, and the totals come out as a JavaScript game's do (module-play.ts), bit for bit.

import { BoardsimError } from '../core/errors.js';
import { GAMES_PER_CHUNK, type ChunkSpec } from '../core/chunks.js';
import type { MetricTotals, RunTotals } from '../core/totals.js';
import type { TaskRunner } from '../run/task.js';
import { HIST_BINS } from '../wasm/layout.js';

/** The ABI version this host speaks. */
export const WASM_ABI = 1;
/** The task kind that plays a .wasm game's chunks. */
export const WASM_TASK = 'module-wasm';

const OVERFLOW = HIST_BINS - 1;
const MAX_SEATS = 64;
const OFFSET_WINS = 16;
const OFFSET_HISTOGRAMS = OFFSET_WINS + MAX_SEATS * 8;

/** The exports a kernel built with the kit has (assembly/kit/exports.ts). */
interface KitExports {
  readonly memory: WebAssembly.Memory;
  boardsim_abi(): number;
  boardsim_info(): number;
  boardsim_start(players: number): number;
  boardsim_chunk(seed: bigint, chunk: bigint, games: number): void;
  boardsim_index(): number;
  boardsim_seed(seed: bigint, chunk: bigint): void;
  boardsim_game(index: number): number;
  /** After a trap, why the kit stopped the game (a string's address) or 0 (kits from 2026-12-02). */
  boardsim_failure?(): number;
  /** Sets a setting for the games that follow (a kernel whose info names settings). */
  boardsim_set?(index: number, value: number): void;
}

export const KIT_EXPORTS = [
  'boardsim_abi',
  'boardsim_info',
  'boardsim_start',
  'boardsim_chunk',
  'boardsim_index',
  'boardsim_seed',
  'boardsim_game',
] as const;

/** A setting a kernel declares (the kit's `.setting(name, initial, min, max, whole)`). */
export interface WasmSetting {
  readonly name: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** Whole numbers only. */
  readonly whole: boolean;
}

/** What the kernel says of its game (boardsim_info). */
export interface WasmInfo {
  readonly name: string;
  readonly figures: readonly string[];
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  readonly maxRolls: number;
  /** Its settings, in the order `boardsim_set` numbers them (none: a kernel without). */
  readonly settings?: readonly WasmSetting[];
  /** Its presets: each setting's value by name. */
  readonly presets?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** What a worker needs to play a .wasm game's chunks: plain data (the module's bytes travel). */
export interface WasmTaskConfig {
  /** The hash of the module's bytes: a thread instantiates each module once. */
  readonly key: string;
  readonly bytes: Uint8Array;
  readonly figures: readonly string[];
  readonly players: number;
  /** The settings' values, in order (absent: the kernel has none). */
  readonly settings?: readonly number[];
  /** How the user named the file, for the messages. */
  readonly source: string;
}

/** One game as the kernel played it: its figures in order and its winning seats. */
export interface KernelGame {
  readonly figures: readonly number[];
  readonly winners: readonly number[];
}

/** A message the kernel gave through `abort` (an AssemblyScript `throw`, `assert`, or the kit). */
class KernelAbort extends Error {}

/** A figure's values from 65,535 on, which the kernel hands over one by one. */
interface Large {
  count: number;
  sum: bigint;
  squares: bigint;
  max: number;
}

function fail(source: string, code: string, message: string): never {
  throw new BoardsimError([{ code, path: '', message }], source);
}

/** An instance of a user's kernel. */
export class WasmKernel {
  private readonly exports: KitExports;
  private large: Large[] = [];
  readonly info: WasmInfo;

  private constructor(
    module: WebAssembly.Module,
    readonly source: string,
  ) {
    const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
    const missing = [...KIT_EXPORTS, 'memory'].filter((name) => !exported.has(name));
    if (missing.length > 0)
      fail(
        source,
        'module/no-game',
        `exports no boardsim game: it lacks ${missing.join(', ')} (a kernel built with boardsim's kit exports them: \`export * from 'boardsim/assembly/kit/exports'\`)`,
      );
    // (undefined while the kernel starts: its memory is an export, read once it has started)
    const memory = () => (this.exports as KitExports | undefined)?.memory;
    const host: Record<string, Record<string, (...args: never[]) => unknown>> = {
      env: {
        abort: (message: number, file: number, line: number, column: number) => {
          const m = memory();
          const text = m && message ? readString(m, message) : 'abort';
          const at = m && file ? readString(m, file) : '';
          throw new KernelAbort(at && !at.startsWith('~lib/') ? `${text} (${at}:${line}:${column})` : text);
        },
        trace: () => {},
        seed: () => {
          throw new KernelAbort(
            "Math.random is not one of the run's streams: roll the kit's dice, so that games replay",
          );
        },
      },
      boardsim: {
        large: (figure: number, value: number) => {
          const l = (this.large[figure] ??= { count: 0, sum: 0n, squares: 0n, max: 0 });
          const big = BigInt(value);
          l.count++;
          l.sum += big;
          l.squares += big * big;
          if (value > l.max) l.max = value;
        },
      },
    };
    const imports: WebAssembly.Imports = {};
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
      const given = host[from]?.[name];
      if (kind !== 'function' || given === undefined)
        fail(
          source,
          'module/import',
          `imports ${from}.${name}, which boardsim does not give a kernel (it gives env.abort, env.trace, env.seed and boardsim.large)`,
        );
      ((imports[from] ??= {}) as Record<string, unknown>)[name] = given;
    }
    let instance: WebAssembly.Instance;
    try {
      instance = new WebAssembly.Instance(module, imports);
    } catch (error) {
      fail(source, 'module/start', `failed as it started: ${messageOf(error)}`);
    }
    this.exports = instance.exports as unknown as KitExports;
    const abi = this.call(() => this.exports.boardsim_abi(), 'boardsim_abi');
    if (abi !== WASM_ABI)
      fail(
        source,
        'module/abi',
        `speaks boardsim's kernel ABI ${abi}, and this boardsim speaks ${WASM_ABI}: build it with this version's kit`,
      );
    this.info = this.readInfo();
  }

  /** Compiles and instantiates `bytes`; a BoardsimError naming `source` when they make no kernel. */
  static create(bytes: Uint8Array, source: string): WasmKernel {
    let module: WebAssembly.Module;
    try {
      module = new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>);
    } catch (error) {
      return fail(source, 'module/not-wasm', `is not a WebAssembly module (${messageOf(error)})`);
    }
    return new WasmKernel(module, source);
  }

  /** A call outside any game (its info, its start): a failure is the kernel's, not a game's. */
  private call<T>(run: () => T, what: string): T {
    try {
      return run();
    } catch (error) {
      if (error instanceof BoardsimError) throw error;
      return fail(this.source, 'module/failed', `${what} failed: ${messageOf(error)}`);
    }
  }

  private readInfo(): WasmInfo {
    const at = this.call(() => this.exports.boardsim_info(), 'boardsim_info');
    const memory = new Uint8Array(this.exports.memory.buffer);
    const length = new DataView(this.exports.memory.buffer).getUint32(at, true);
    let info: unknown;
    try {
      info = JSON.parse(new TextDecoder().decode(memory.subarray(at + 4, at + 4 + length)));
    } catch (error) {
      return fail(this.source, 'module/info', `boardsim_info gave no JSON (${messageOf(error)})`);
    }
    const i = info as Partial<WasmInfo>;
    const figures = i.figures;
    if (
      !Array.isArray(figures) ||
      figures.some((f) => typeof f !== 'string' || f === '') ||
      new Set(figures).size !== figures.length
    )
      fail(this.source, 'module/info', 'its figures must be different names (.figure("turns"))');
    if (typeof i.maxRolls !== 'number' || !(i.maxRolls >= 1))
      fail(this.source, 'module/info', 'its maxRolls must be a positive whole number');
    this.checkSettings(i);
    return i as WasmInfo;
  }

  /** Checks the settings and presets a kernel's info declares (the kit checks them too). */
  private checkSettings(info: Partial<WasmInfo>): void {
    const bad = (message: string): never => fail(this.source, 'module/info', message);
    if (info.settings === undefined && info.presets === undefined) return;
    const settings = info.settings;
    if (!Array.isArray(settings)) return bad('its settings must be a list');
    const names = new Set<string>();
    for (const s of settings as Partial<WasmSetting>[]) {
      const name = s?.name;
      if (typeof name !== 'string' || name === '' || names.has(name))
        bad('its settings must have different names');
      names.add(name!);
      const { default: initial, min, max } = s;
      if (
        ![initial, min, max].every((v) => typeof v === 'number' && Number.isFinite(v)) ||
        typeof s.whole !== 'boolean' ||
        !(min! <= initial! && initial! <= max!)
      )
        bad(`its setting ${name} must have numbers min <= default <= max and whole`);
    }
    if (settings.length > 0 && typeof this.exports.boardsim_set !== 'function')
      bad('it declares settings but does not export boardsim_set');
    const presets = info.presets ?? {};
    if (typeof presets !== 'object' || presets === null || Array.isArray(presets))
      return bad('its presets must be an object');
    for (const [preset, values] of Object.entries(presets))
      for (const [name, value] of Object.entries(values ?? {}))
        if (!names.has(name) || typeof value !== 'number')
          bad(`its preset ${preset} sets ${name}, which is not one of its settings`);
  }

  /** Gives the kernel the settings' values for the games that follow (in its settings' order). */
  private useSettings(values: readonly number[] | undefined): void {
    values?.forEach((value, index) => {
      this.call(() => this.exports.boardsim_set!(index, value), 'boardsim_set');
    });
  }

  /** Why the kit stopped the game that trapped (a game past its roll limit), if it did. */
  private kitFailure(): string | undefined {
    try {
      const at = this.exports.boardsim_failure?.() ?? 0;
      return at ? readString(this.exports.memory, at) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The error of a game that failed in the kernel: its number, chunk and index, and why. */
  private gameError(error: unknown, seed: bigint, chunk: number): BoardsimError {
    if (error instanceof BoardsimError) return error;
    const index = this.exports.boardsim_index();
    const number = chunk * GAMES_PER_CHUNK + index;
    const what =
      error instanceof KernelAbort
        ? error.message
        : error instanceof WebAssembly.RuntimeError
          ? (this.kitFailure() ?? `trapped (${error.message})`)
          : `failed (${messageOf(error)})`;
    return new BoardsimError(
      [
        {
          code: 'game/failed',
          path: '',
          message: `game ${number} (chunk ${chunk}, game ${index} of it) ${what}; its JavaScript twin replays it: boardsim trace TWIN.js --seed ${seed} --game ${number}`,
        },
      ],
      this.source,
    );
  }

  /** Plays `chunks` of a run for `players` players (and the settings' values) and returns their
   *  totals. */
  playChunks(
    seed: bigint,
    chunks: readonly ChunkSpec[],
    players: number,
    settings?: readonly number[],
  ): RunTotals {
    const figures = this.info.figures.length;
    const block = this.call(() => this.exports.boardsim_start(players), 'boardsim_start');
    this.useSettings(settings);
    this.large = [];
    for (const chunk of chunks) {
      try {
        this.exports.boardsim_chunk(seed, BigInt(chunk.index), chunk.games);
      } catch (error) {
        throw this.gameError(error, seed, chunk.index);
      }
    }
    const view = new DataView(this.exports.memory.buffer);
    const stride = view.getUint32(block + 12, true);
    const metrics: Record<string, MetricTotals> = {};
    for (let f = 0; f < figures; f++) {
      const hist = new Uint32Array(
        this.exports.memory.buffer,
        block + OFFSET_HISTOGRAMS + f * stride * 4,
        OVERFLOW,
      );
      let top = OVERFLOW - 1;
      while (top >= 0 && hist[top] === 0) top--;
      const counts = Array.from(hist.subarray(0, top + 1));
      const large = this.large[f];
      if (large) {
        for (let v = counts.length; v < OVERFLOW; v++) counts[v] = 0;
        counts[OVERFLOW] = large.count;
      }
      metrics[this.info.figures[f]!] = {
        counts,
        overflowFrom: OVERFLOW,
        overflowCount: large?.count ?? 0,
        overflowSum: large?.sum ?? 0n,
        overflowSumOfSquares: large?.squares ?? 0n,
        overflowMax: large?.max ?? 0,
      };
    }
    return {
      games: Number(view.getBigUint64(block, true)),
      metrics,
      winUnits: Array.from({ length: players }, (_, s) =>
        Number(view.getBigUint64(block + OFFSET_WINS + 8 * s, true)),
      ),
    };
  }

  /** Plays games one at a time (`check`, `trace`): starts a task of `players` players (and the
   *  settings' values). */
  startGames(players: number, settings?: readonly number[]): void {
    this.call(() => this.exports.boardsim_start(players), 'boardsim_start');
    this.useSettings(settings);
  }

  /** Games 0 to games - 1 of chunk `chunk`, one at a time. */
  *games(seed: bigint, chunk: number, games: number): Generator<KernelGame> {
    const figures = this.info.figures.length;
    try {
      this.exports.boardsim_seed(seed, BigInt(chunk));
    } catch (error) {
      throw this.gameError(error, seed, chunk);
    }
    for (let i = 0; i < games; i++) {
      let at: number;
      try {
        at = this.exports.boardsim_game(i);
      } catch (error) {
        throw this.gameError(error, seed, chunk);
      }
      const view = new DataView(this.exports.memory.buffer);
      const values = Array.from({ length: figures }, (_, f) => view.getFloat64(at + 8 * f, true));
      const mask = view.getBigUint64(at + 8 * figures, true);
      const winners: number[] = [];
      for (let s = 0; s < MAX_SEATS; s++) if ((mask >> BigInt(s)) & 1n) winners.push(s);
      yield { figures: values, winners };
    }
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/** An AssemblyScript string: UTF-16, its length in bytes in the word before it. */
function readString(memory: WebAssembly.Memory, at: number): string {
  const bytes = new DataView(memory.buffer).getUint32(at - 4, true);
  return String.fromCharCode(...new Uint16Array(memory.buffer, at, Math.min(bytes, 4096) >>> 1));
}

/** This thread's instances, by the hash of their module's bytes. */
const KERNELS = new Map<string, WasmKernel>();

/** This thread's instance of a task's kernel (a failed one is dropped: a trap may leave it broken). */
export function kernelOf(config: { key: string; bytes: Uint8Array; source: string }): WasmKernel {
  let kernel = KERNELS.get(config.key);
  if (!kernel) {
    kernel = WasmKernel.create(config.bytes, config.source);
    KERNELS.set(config.key, kernel);
  }
  return kernel;
}

const wasmTask: TaskRunner<WasmTaskConfig> = (_kernel, task) => {
  const config = task.config;
  const kernel = kernelOf(config);
  try {
    return kernel.playChunks(task.seed, task.chunks, config.players, config.settings);
  } catch (error) {
    KERNELS.delete(config.key);
    throw error;
  }
};

export const WASM_TASKS = { [WASM_TASK]: wasmTask };
