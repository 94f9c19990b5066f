// The main thread's side of a .wasm game (module-wasm.ts): the file's kernel checked and hashed into
// a LoadedGame, its run (the report of a JavaScript game's, figure for figure), and `check`, which
// plays the kernel and its JavaScript twin from the same streams and finds the first game where
// they differ.

import { BoardsimError } from '../core/errors.js';
import { GAMES_PER_CHUNK } from '../core/chunks.js';
import { describeValue, parseGames, parseSeed } from '../core/options.js';
import { textHash } from '../report/digest.js';
import type { GameRun } from '../report/game-run.js';
import { isDefaultDice, parseDice } from '../rng/dice.js';
import { diceDraws } from '../rng/dice-stream.js';
import { GameRoller } from '../rng/game-dice.js';
import { DEFAULT_DICE } from '../rng/dice.js';
import { chunkAt, planChunks } from '../run/plan.js';
import { LimitedDraws, ResultTally, boundPlay, playOne, tooLong } from './module-play.js';
import {
  type ModuleOptions,
  type ModuleSettings,
  checkModuleOptions,
  moduleRun,
  moduleSettings,
  moduleTaskConfig,
} from './module-run.js';
import {
  type AnyGame,
  type GameResult,
  type LoadedGame,
  checkDefinition,
  issue,
  runSettings,
} from './module.js';
import { type KernelGame, WASM_TASK, type WasmInfo, type WasmTaskConfig, WasmKernel } from './module-wasm.js';
import { grouped } from '../core/digits.js';

/** A .wasm game's path. */
export const isWasmPath = (path: string): boolean => /\.wasm$/i.test(path);

/** The bytes' hash (merge refuses shards of another kernel). */
function bytesHash(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
  return textHash(text);
}

/** A kernel's settings as a definition's (module.ts): their defaults as its config, its presets,
 *  and a schema that holds each value to its bounds. Nothing for a kernel without settings, whose
 *  reports stay as they were. */
function settingsDefinition(info: WasmInfo): Partial<AnyGame> {
  const settings = info.settings ?? [];
  if (settings.length === 0) return {};
  return {
    config: Object.fromEntries(settings.map((s) => [s.name, s.default])),
    presets: Object.fromEntries(
      Object.entries(info.presets ?? {}).map(([name, config]) => [name, { config }]),
    ),
    schema: {
      safeParse(value: unknown) {
        const config = value as Record<string, unknown>;
        const issues = settings.flatMap((s) => {
          const v = config[s.name];
          const fits = typeof v === 'number' && v >= s.min && v <= s.max && (!s.whole || Number.isInteger(v));
          return fits
            ? []
            : [
                {
                  path: [s.name],
                  message: `must be ${s.whole ? 'a whole number' : 'a number'} from ${s.min} to ${s.max}, not ${describeValue(v)}`,
                },
              ];
        });
        return issues.length ? { success: false, error: { issues } } : { success: true };
      },
    },
  };
}

/** The settings' values a kernel is given, in its order (undefined: it has none). */
export function settingValues(info: WasmInfo, config: Record<string, unknown>): number[] | undefined {
  const settings = info.settings ?? [];
  return settings.length ? settings.map((s) => config[s.name] as number) : undefined;
}

/** A kernel's file read as bytes, checked (its exports, its game) and hashed. */
export function wasmGame(read: { bytes: Uint8Array; file?: string }, source: string): LoadedGame {
  const kernel = WasmKernel.create(read.bytes, source);
  const info = kernel.info;
  const definition: AnyGame = checkDefinition(
    {
      name: info.name,
      players: info.players,
      maxRolls: info.maxRolls,
      ...settingsDefinition(info),
      play: () => {
        throw new Error('a .wasm game plays in its kernel');
      },
    },
    source,
  );
  const hash = bytesHash(read.bytes);
  return {
    definition,
    module: { name: info.name, hash, ...(read.file && { file: read.file }) },
    source,
    wasm: { bytes: read.bytes, kernel, info },
  };
}

/** Refuses a die other than the kit's: a kernel rolls that one only. */
export function refuseOtherDice(dice: unknown): void {
  if (!isDefaultDice(parseDice(dice)))
    throw new BoardsimError([
      issue(
        'dice/not-for-kernel',
        'dice',
        `a .wasm game rolls the kit's dice, ${DEFAULT_DICE.generator}:${DEFAULT_DICE.method}, only: run its JavaScript twin for another die`,
      ),
    ]);
}

/** The run of a .wasm game: the shape of a JavaScript game's run, its chunks played by the kernel
 *  (on worker threads, each instantiating it once). Game 0 is played here first, so that a kernel
 *  that fails fails before any worker starts. */
export function prepareWasmRun(
  loaded: LoadedGame,
  options: ModuleOptions & { dice?: unknown },
  seed: bigint,
): GameRun {
  const wasm = loaded.wasm!;
  checkModuleOptions('simulate', options);
  const settings = moduleSettings(loaded.definition, options);
  refuseOtherDice(options.dice);
  const values = settingValues(wasm.info, settings.config);
  wasm.kernel.startGames(settings.players, values);
  for (const _ of wasm.kernel.games(seed, 0, 1));
  const base = moduleTaskConfig(loaded, settings, options);
  const config: WasmTaskConfig = {
    key: loaded.module.hash,
    bytes: wasm.bytes,
    figures: wasm.info.figures,
    players: settings.players,
    ...(values && { settings: values }),
    source: loaded.source,
  };
  return {
    ...moduleRun(loaded, settings, base, wasm.info.figures),
    task: (taskSeed, chunks) => ({ game: WASM_TASK, config, seed: taskSeed, chunks }),
  };
}

/** One side of a game compared by `check`. */
export interface CheckedGame {
  readonly figures: Readonly<Record<string, number>>;
  /** The winning seats (none: no winner). */
  readonly winners: readonly number[];
}

/** What `boardsim check` finds: the kernel and its twin agree over every game, or the first game
 *  where they differ. */
export interface CheckReport {
  readonly game: string;
  readonly kernel: { readonly file?: string; readonly hash: string };
  readonly twin: { readonly name: string; readonly file?: string; readonly hash: string };
  readonly seed: number | string;
  readonly players: number;
  /** A kernel with settings: the preset (or `custom`) and the settings both sides played. */
  readonly preset?: string;
  readonly config?: Readonly<Record<string, unknown>>;
  /** The games asked for. */
  readonly games: number;
  /** The games compared (all of them when they agree; up to the first difference otherwise). */
  readonly compared: number;
  readonly agree: boolean;
  readonly difference?: {
    readonly game: number;
    readonly chunk: number;
    readonly index: number;
    readonly kernel: CheckedGame;
    readonly twin: CheckedGame;
    /** What differs, in words. */
    readonly what: string;
  };
  readonly lines: string[];
}

/** Refuses a twin that does not take `players` players (the kernel does). */
export function refuseTwinPlayers(twin: LoadedGame, players: number): void {
  const range = twin.definition.players ?? { min: 1, max: 1 };
  if (players < range.min || players > range.max)
    throw new BoardsimError(
      [issue('check/players', 'players', `${players} players: the twin takes ${range.min} to ${range.max}`)],
      twin.source,
    );
}

/** The twin's settings for the kernel's: the same players, and the kernel's settings as its config
 *  (a setting the twin does not have is refused, naming the twin). */
export function twinSettingsFor(
  twin: LoadedGame,
  kernel: ModuleSettings,
  withSettings: boolean,
): ModuleSettings {
  refuseTwinPlayers(twin, kernel.players);
  try {
    return moduleSettings(twin.definition, {
      players: kernel.players,
      ...(withSettings && { config: kernel.config }),
    });
  } catch (error) {
    if (error instanceof BoardsimError && error.source === undefined)
      throw new BoardsimError(error.issues, twin.source);
    throw error;
  }
}

/** The settings in words (`target 5, faces 6`), for a kernel that has them. */
export const settingsText = (config: Readonly<Record<string, unknown>>): string =>
  Object.entries(config)
    .map(([name, value]) => `${name} ${String(value)}`)
    .join(', ');

/** The winning seats of a twin's (checked) result, in order. */
function twinWinners(result: GameResult): number[] {
  const winner = result.ranking !== undefined ? result.ranking[0] : result.winner;
  if (winner === undefined || winner === null) return [];
  return (Array.isArray(winner) ? [...(winner as number[])] : [winner as number]).sort((a, b) => a - b);
}

const seats = (winners: readonly number[]): string =>
  winners.length === 0 ? 'none' : winners.length === 1 ? `seat ${winners[0]}` : `seats ${winners.join(', ')}`;

/** Plays the kernel and its JavaScript twin from the same streams, game by game: the first game
 *  where their figures or winners differ, or that they agree. */
export function checkTwin(
  kernel: LoadedGame,
  twin: LoadedGame,
  options: ModuleOptions & { games?: unknown; seed?: unknown },
): CheckReport {
  const wasm = kernel.wasm;
  if (!wasm)
    throw new BoardsimError(
      [issue('check/not-a-kernel', 'kernel', 'must be a .wasm file (a kernel built with the kit)')],
      kernel.source,
    );
  if (twin.wasm)
    throw new BoardsimError(
      [issue('check/twin', '--twin', 'must be a JavaScript game module (./my-game.js), not a .wasm file')],
      twin.source,
    );
  const games = parseGames(options.games ?? 100_000);
  const seed = parseSeed(options.seed);
  const info = wasm.info;
  const kernelSettings = moduleSettings(kernel.definition, options);
  const { players } = kernelSettings;
  const values = settingValues(info, kernelSettings.config);
  const twinSettings = twinSettingsFor(twin, kernelSettings, values !== undefined);
  const twinTask = { ...moduleTaskConfig(twin, twinSettings, {}), figures: [] as string[] };
  const play = boundPlay(twin.definition);
  const settings = runSettings(twinSettings.config, players);
  wasm.kernel.startGames(players, values);
  const plan = planChunks(games, undefined);
  let compared = 0;
  let difference: CheckReport['difference'];
  let validator: ResultTally | undefined;
  outer: for (let c = plan.from; c < plan.to; c++) {
    const chunk = chunkAt(plan, c);
    const tally = new ResultTally(twinTask, seed);
    const draws = new LimitedDraws(
      diceDraws(DEFAULT_DICE, seed, BigInt(chunk.index)),
      twinTask.maxRolls,
      tooLong(tally),
    );
    const dice = new GameRoller(draws);
    tally.place.chunk = chunk.index;
    let index = 0;
    for (const played of wasm.kernel.games(seed, chunk.index, chunk.games)) {
      tally.place.index = index;
      draws.startGame();
      const result = playOne(play, dice, settings, tally);
      // checked as a run checks it (every game the first one's figures)
      validator ??= new ResultTally(
        { ...twinTask, figures: Object.keys((result as { figures?: object })?.figures ?? {}) },
        seed,
      );
      validator.place.chunk = chunk.index;
      validator.place.index = index;
      validator.add(result);
      const names = validator.config.figures;
      const found = compare(info, played, result, names);
      if (found) {
        difference = { game: chunk.index * GAMES_PER_CHUNK + index, chunk: chunk.index, index, ...found };
        break outer;
      }
      compared++;
      index++;
    }
  }
  const game = info.name;
  const lines = difference
    ? [
        `${game}: the kernel and its twin differ at game ${difference.game} (chunk ${difference.chunk}, game ${difference.index} of it), after ${grouped(compared)} games that agree: ${difference.what}`,
        `  kernel (${kernel.module.file ?? kernel.source}): ${describe(difference.kernel)}`,
        `  twin   (${twin.module.file ?? twin.source}): ${describe(difference.twin)}`,
        `  replay it: ${replay(kernel, twin, kernelSettings, options)} --seed ${seed} --game ${difference.game}`,
      ]
    : [
        `${game}: the kernel and its twin agree over ${grouped(compared)} games (seed ${seed}, ${players} player${players > 1 ? 's' : ''}${values ? `, ${settingsText(kernelSettings.config)}` : ''}): every figure and every winner`,
      ];
  return {
    game,
    kernel: { ...(kernel.module.file && { file: kernel.module.file }), hash: kernel.module.hash },
    twin: {
      name: twin.module.name,
      ...(twin.module.file && { file: twin.module.file }),
      hash: twin.module.hash,
    },
    seed: seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString(),
    players,
    ...(values && { preset: kernelSettings.preset, config: kernelSettings.config }),
    games,
    compared,
    agree: difference === undefined,
    ...(difference && { difference }),
    lines,
  };
}

/** The trace command that replays a game of `check` in the kernel and the twin, but for its seed
 *  and game. */
function replay(
  kernel: LoadedGame,
  twin: LoadedGame,
  settings: ModuleSettings,
  options: ModuleOptions,
): string {
  const range = kernel.definition.players!;
  return [
    `boardsim trace ${kernel.source} --twin ${twin.source}`,
    settings.players !== (range.default ?? range.min) ? `--players ${settings.players}` : '',
    typeof options.preset === 'string' ? `--preset ${options.preset}` : '',
    typeof options.configSource === 'string' ? `--config ${options.configSource}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A game's figures and winner in words. */
export function describe(game: CheckedGame): string {
  const figures = Object.entries(game.figures).map(([name, value]) => `${name} ${value}`);
  return `${figures.join(', ') || 'no figures'}; winner ${seats(game.winners)}`;
}

/** How one game's two sides differ, or undefined when they agree. */
export function compare(
  info: WasmInfo,
  played: KernelGame,
  result: GameResult,
  names: readonly string[],
): { kernel: CheckedGame; twin: CheckedGame; what: string } | undefined {
  const kernel: CheckedGame = {
    figures: Object.fromEntries(info.figures.map((name, f) => [name, played.figures[f]!])),
    winners: played.winners,
  };
  const twinFigures: Record<string, number> = {};
  for (const name of names) {
    const v = result.figures[name]!;
    twinFigures[name] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  }
  const twin: CheckedGame = { figures: twinFigures, winners: twinWinners(result) };
  const problems: string[] = [];
  const missing = info.figures.filter((n) => !names.includes(n));
  const extra = names.filter((n) => !info.figures.includes(n));
  if (missing.length || extra.length)
    problems.push(
      `their figures differ (${[...missing.map((n) => `${n} only in the kernel`), ...extra.map((n) => `${n} only in the twin`)].join(', ')})`,
    );
  for (const name of info.figures)
    if (names.includes(name) && kernel.figures[name] !== twin.figures[name]) problems.push(`${name} differs`);
  if (seats(kernel.winners) !== seats(twin.winners)) problems.push('the winner differs');
  return problems.length ? { kernel, twin, what: problems.join('; ') } : undefined;
}
