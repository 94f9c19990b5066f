// `boardsim trace ./my-game.wasm`: game N of a run played in the kernel, which records that game's
// figures and winner but not its steps; with its JavaScript twin (`--twin ./my-game.js`), the same
// game replayed step by step in the twin, once the twin's figures and winner are compared with the
// kernel's (when they differ the trace says so: the steps shown are then the twin's game only).

import { BoardsimError } from '../core/errors.js';
import { GAMES_PER_CHUNK } from '../core/chunks.js';
import { parseGameIndex, parseSeed } from '../core/options.js';
import type { TraceReport } from './types.js';
import {
  type ModuleOptions,
  checkModuleOptions,
  gameOfObject,
  moduleSettings,
  traceModule,
} from './module-run.js';
import { type LoadedGame, isGameObject, issue } from './module.js';
import type { KernelGame } from './module-wasm.js';
import {
  type CheckedGame,
  compare,
  describe,
  refuseOtherDice,
  settingValues,
  settingsText,
  twinSettingsFor,
} from './module-wasm-run.js';

/** The options of a .wasm game's trace: a JavaScript game's, and its twin. */
export type WasmTraceOptions = ModuleOptions & {
  readonly seed?: unknown;
  readonly gameIndex?: unknown;
  readonly dice?: unknown;
  /** The kernel's JavaScript twin: its definition, or a game loadGame() loaded. */
  readonly twin?: unknown;
};

/** The twin option as a loaded JavaScript game. */
function twinOf(value: unknown): LoadedGame {
  const refuse = (message: string): never => {
    throw new BoardsimError([issue('trace/twin', 'twin', message)]);
  };
  if (typeof value === 'string')
    refuse(`a twin is traced once loaded: trace({ game, twin: await loadGame(${JSON.stringify(value)}) })`);
  if (!isGameObject(value)) refuse("must be the kernel's JavaScript game (its definition, or loadGame's)");
  const twin = gameOfObject(value);
  if (twin.wasm) refuse('must be the JavaScript game (./my-game.js), not a .wasm file');
  return twin;
}

/** The check command's players and settings, as the trace was given them. */
function flags(settings: { players: number }, options: WasmTraceOptions): string {
  return [
    options.players !== undefined ? ` --players ${settings.players}` : '',
    typeof options.preset === 'string' ? ` --preset ${options.preset}` : '',
    typeof options.configSource === 'string' ? ` --config ${options.configSource}` : '',
  ].join('');
}

/** Game `gameIndex` of the run with this seed, played in the kernel (its figures and winner) and,
 *  with `twin`, replayed step by step in the twin. */
export function traceWasm(loaded: LoadedGame, options: WasmTraceOptions): TraceReport {
  const wasm = loaded.wasm!;
  const { twin: twinOption, ...rest } = options;
  checkModuleOptions('trace', rest);
  const settings = moduleSettings(loaded.definition, rest);
  refuseOtherDice(options.dice);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const chunk = Math.floor(gameIndex / GAMES_PER_CHUNK);
  const index = gameIndex % GAMES_PER_CHUNK;
  const values = settingValues(wasm.info, settings.config);
  const twin = twinOption === undefined ? undefined : twinOf(twinOption);
  const twinSettings = twin && twinSettingsFor(twin, settings, values !== undefined);
  // the games before it in its chunk, played for their rolls
  wasm.kernel.startGames(settings.players, values);
  let played: KernelGame | undefined;
  for (const game of wasm.kernel.games(seed, chunk, index + 1)) played = game;
  const kernel: CheckedGame = {
    figures: Object.fromEntries(wasm.info.figures.map((name, f) => [name, played!.figures[f]!])),
    winners: played!.winners,
  };
  const winner =
    kernel.winners.length === 0 ? null : kernel.winners.length === 1 ? kernel.winners[0]! : kernel.winners;
  const { players } = settings;
  const lines = [
    `${loaded.definition.name} (${loaded.module.file ?? loaded.source} ${loaded.module.hash.slice(0, 12)}) · ${settings.preset} · ${players} player${players > 1 ? 's' : ''} · seed ${seed} · game ${gameIndex} (chunk ${chunk}, game ${index} of it)`,
    ...(values ? [`settings: ${settingsText(settings.config)}`] : []),
    `kernel: ${describe(kernel)}`,
  ];
  const report: TraceReport = {
    game: loaded.definition.name,
    preset: settings.preset,
    seed: seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString(),
    gameIndex,
    chunk,
    index,
    players,
    ...(values && { config: settings.config }),
    module: loaded.module,
    winner,
    figures: kernel.figures,
    lines,
  };
  if (!twin) {
    lines.push(
      "the kernel records a game's figures and winner, not its steps: its JavaScript twin replays them (--twin ./my-game.js)",
    );
    return report;
  }
  const replayed = traceModule(twin, {
    seed: options.seed,
    gameIndex,
    players,
    ...(values && { config: twinSettings!.config }),
  });
  const figures = replayed.figures as Record<string, number | boolean>;
  const found = compare(
    wasm.info,
    played!,
    { winner: replayed.winner as number | number[] | null, figures },
    Object.keys(figures),
  );
  const steps = replayed.lines.slice(1, -2);
  const rolls = (replayed.steps as object[]).filter((s) => 'roll' in s).length;
  const name = `${twin.module.file ?? twin.source} ${twin.module.hash.slice(0, 12)}`;
  if (found) {
    const games = gameIndex >= 100_000 ? ` --games ${gameIndex + 1}` : '';
    lines.push(
      `twin (${name}): ${describe(found.twin)}: ${found.what} from the kernel's`,
      `the kernel and its twin differ on this game: boardsim check ${loaded.source} --twin ${twin.source} --seed ${seed}${games}${flags(settings, options)} finds the first game where they part`,
      `the twin's steps (${rolls} roll${rolls === 1 ? '' : 's'}), its game and not the kernel's:`,
      ...steps,
    );
  } else
    lines.push(
      `twin (${name}): the same figures and winner; its steps (${rolls} roll${rolls === 1 ? '' : 's'}):`,
      ...steps,
    );
  return {
    ...report,
    twin: {
      name: twin.module.name,
      ...(twin.module.file && { file: twin.module.file }),
      hash: twin.module.hash,
      agree: found === undefined,
      ...(found && { what: found.what, winner: replayed.winner, figures: found.twin.figures }),
    },
    steps: replayed.steps,
  };
}
