// The main thread's side of a user's game module (module.ts): the game given as an object or read
// from a file (hashed into reports), its settings, its run (the figures named by its first game,
// played here), the run of a merged report, and traces. The workers need none of it.

import { BOARD_LIMIT, checkJsonValue, parseStrictJson } from '../core/json.js';
import { BoardsimError, type ConfigIssue } from '../core/errors.js';
import { describeValue, didYouMean, parsePlayers, unknownOption } from '../core/options.js';
import { textHash } from '../report/digest.js';
import type { SimulationReport } from '../report/simulation.js';
import type { GameRun } from '../report/game-run.js';
import type { RunTotals } from '../core/totals.js';
import { WIN_UNITS } from '../wasm/layout.js';
import { GAMES_PER_CHUNK } from '../core/chunks.js';
import { parseGameIndex, parseSeed } from '../core/options.js';
import { type DiceSpec, isDefaultDice, parseDice } from '../rng/dice.js';
import { diceDraws } from '../rng/dice-stream.js';
import {
  type GameDice,
  GameRoller,
  type RecordedRoll,
  StreamDice,
  twinWordFiller,
} from '../rng/game-dice.js';
import { ChunkStream } from '../rng/stream.js';
import type { TraceReport } from './types.js';
import type { ImportedModule } from './module-import.js';
import { type ModuleChainAnswer, answerOfExact, moduleChainExact, solveModuleChain } from './module-chain.js';
import { LimitedDraws, ResultTally, boundPlay, playOne, tooLong } from './module-play.js';
import {
  type AnyGame,
  DEFAULT_MAX_ROLLS,
  type GameResult,
  type LoadedGame,
  MODULE_TASK,
  type ModuleTaskConfig,
  addDefinition,
  checkDefinition,
  importDefinition,
  isRecord,
  issue,
  runSettings,
} from './module.js';

/** A definition's content as text (its functions' source), for the hash of a game given as an object. */
function definitionText(game: AnyGame): string {
  return JSON.stringify(game, (_key, value: unknown) =>
    typeof value === 'function' ? `fn:${String(value)}` : value,
  );
}

/** A definition given as an object, ready to run on the calling thread. */
export function gameOfObject(value: unknown): LoadedGame {
  if (isRecord(value) && isRecord(value.definition) && isRecord(value.module))
    return value as unknown as LoadedGame;
  const definition = checkDefinition(value, 'game');
  const hash = textHash(definitionText(definition));
  addDefinition(`object:${hash}`, definition);
  return { definition, module: { name: definition.name, hash }, source: definition.name };
}

/** The game of a module importUserModule loaded, checked (and prepared) once per thread. */
export async function gameOfModule(imported: ImportedModule, source: string): Promise<LoadedGame> {
  const { url, hash, file } = imported;
  const definition = await importDefinition(url, source, imported.exports);
  return { definition, module: { name: definition.name, hash, ...(file && { file }) }, url, source };
}

/** The resolved settings of one run or trace: the preset's name, the config, the players. */
export interface ModuleSettings {
  readonly preset: string;
  readonly config: Record<string, unknown>;
  readonly players: number;
}

/** The options a module game's settings come from. */
export interface ModuleOptions {
  readonly preset?: unknown;
  /** The settings to change: an object or JSON text (a config file's). */
  readonly config?: unknown;
  /** Names the config in error messages (a file name). */
  readonly configSource?: unknown;
  readonly players?: unknown;
}

/** The options each function takes for a module game. */
export const MODULE_OPTIONS = {
  simulate: [
    'game',
    'preset',
    'config',
    'configSource',
    'players',
    'dice',
    'games',
    'seed',
    'threads',
    'shard',
    'signal',
    'onProgress',
    'exact',
    'chain',
  ],
  trace: ['game', 'preset', 'config', 'configSource', 'players', 'dice', 'seed', 'gameIndex'],
} as const;

export function checkModuleOptions(what: keyof typeof MODULE_OPTIONS, options: object): void {
  const takes = MODULE_OPTIONS[what];
  const stray = Object.entries(options).filter(
    ([k, v]) => v !== undefined && !(takes as readonly string[]).includes(k),
  );
  if (stray.length > 0)
    throw new BoardsimError(
      stray.map(([key]) =>
        key === 'board'
          ? issue(
              'option/not-for-game',
              key,
              "a game module's settings are its config: give them with config (--config FILE)",
            )
          : unknownOption(`${what} with a game module`, key, takes),
      ),
    );
}

/** From the options to the settings: the defaults, the preset's, the config's, each checked. */
export function moduleSettings(game: AnyGame, options: ModuleOptions): ModuleSettings {
  const defaults: Record<string, unknown> = game.config ?? {};
  const notJson = checkJsonValue(defaults, 'config');
  if (notJson) throw new BoardsimError([notJson], game.name);
  const presets = game.presets ?? {};
  const where = typeof options.configSource === 'string' ? options.configSource : undefined;
  let preset = 'default';
  let config = { ...defaults };
  if (options.preset !== undefined) {
    if (typeof options.preset !== 'string' || !Object.hasOwn(presets, options.preset)) {
      const known = Object.keys(presets);
      throw new BoardsimError([
        issue(
          'preset/unknown',
          'preset',
          `no ${game.name} preset ${describeValue(options.preset)} (${known.length ? `presets: ${known.join(', ')}` : 'it has none'})`,
        ),
      ]);
    }
    preset = options.preset;
    config = { ...config, ...changes(defaults, presets[preset]!.config, `presets.${preset}`, game.name) };
  }
  if (options.config !== undefined) {
    let raw: unknown = options.config;
    if (typeof raw === 'string') {
      const parsed = parseStrictJson(raw, BOARD_LIMIT);
      if (!parsed.ok) throw new BoardsimError(parsed.errors, where);
      raw = parsed.value;
    } else {
      const refused = checkJsonValue(raw, '');
      if (refused) throw new BoardsimError([refused], where);
    }
    config = { ...config, ...changes(defaults, raw, where ? '' : 'config', game.name, where) };
    preset = 'custom';
  }
  const info = game.players ?? { min: 1, max: 1 };
  const players = parsePlayers(options.players ?? info.default ?? info.min, info.min, info.max);
  const settings = { ...config, players, tracing: false, trace: () => {}, turn: () => {} };
  const problems: ConfigIssue[] = [];
  const parsed = game.schema?.safeParse(config);
  if (parsed && !parsed.success)
    for (const i of parsed.error?.issues ?? [])
      problems.push(issue('config/invalid', ['config', ...i.path.map(String)].join('.'), i.message));
  let said: unknown;
  try {
    said = problems.length === 0 ? game.check?.(settings) : undefined;
  } catch (error) {
    said = `its check threw ${error instanceof Error ? error.message : String(error)}`;
  }
  for (const message of typeof said === 'string' ? [said] : Array.isArray(said) ? (said as unknown[]) : [])
    problems.push(issue('config/invalid', 'config', String(message)));
  if (problems.length > 0) throw new BoardsimError(problems, where);
  return { preset, config, players };
}

/** The settings `raw` changes, each one the game has and of its default's type. */
function changes(
  defaults: Record<string, unknown>,
  raw: unknown,
  path: string,
  name: string,
  where?: string,
): Record<string, unknown> {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (!isRecord(raw))
    throw new BoardsimError(
      [issue('config/not-an-object', path, `must be an object of settings, not ${describeValue(raw)}`)],
      where,
    );
  const known = Object.keys(defaults);
  const problems: ConfigIssue[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(defaults, key)) {
      problems.push(
        issue(
          'config/unknown',
          at(key),
          `is not a setting of ${name}${didYouMean(key, known)} (${known.length ? `its settings: ${known.join(', ')}` : 'it has none'})`,
        ),
      );
      continue;
    }
    const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v);
    const expected = kind(defaults[key]);
    if (expected !== 'null' && kind(value) !== expected)
      problems.push(
        issue(
          'config/invalid',
          at(key),
          `must be a ${expected} (as its default ${JSON.stringify(defaults[key])}), not ${describeValue(value)}`,
        ),
      );
  }
  if (problems.length > 0) throw new BoardsimError(problems, where);
  return raw;
}

/** The task config of a run, its figures to be named (moduleRun). */
export function moduleTaskConfig(
  loaded: LoadedGame,
  settings: ModuleSettings,
  options: ModuleOptions,
): Omit<ModuleTaskConfig, 'figures'> {
  const definition = loaded.definition;
  const info = definition.players ?? { min: 1, max: 1 };
  const defaultPlayers = info.default ?? info.min;
  const replay = [
    `boardsim trace ${loaded.source}`,
    settings.players !== defaultPlayers ? `--players ${settings.players}` : '',
    typeof options.preset === 'string' ? `--preset ${options.preset}` : '',
    typeof options.configSource === 'string' ? `--config ${options.configSource}` : '',
  ].filter(Boolean);
  return {
    key: loaded.url ?? `object:${loaded.module.hash}`,
    players: settings.players,
    config: settings.config,
    maxRolls: definition.maxRolls ?? DEFAULT_MAX_ROLLS,
    replay: replay.join(' '),
  };
}

/** The draws (games with no winner) a report's totals show, in its details. */
function enrichDraws(players: number) {
  return (report: SimulationReport, totals: RunTotals): void => {
    if (players < 2 || totals.games === 0) return;
    const won = totals.winUnits.reduce((sum, units) => sum + units, 0) / WIN_UNITS;
    const draws = Math.round(totals.games - won);
    if (draws > 0) report.details = { draws, drawRate: draws / totals.games };
  };
}

/** The figure that counts a game's length: the definition's `length`, else `turns` if the game
 *  returns one (undefined: none). A `length` that names no figure is refused. */
export function lengthFigure(definition: AnyGame, figures: readonly string[]): string | undefined {
  if (definition.length === undefined) return figures.includes('turns') ? 'turns' : undefined;
  if (!figures.includes(definition.length))
    throw new BoardsimError([
      issue(
        'module/invalid',
        'length',
        `names the figure ${JSON.stringify(definition.length)}, which the game does not return (its figures: ${figures.join(', ') || 'none'})`,
      ),
    ]);
  return definition.length;
}

/** The run's chain answer, when the game has a chain (its own, or simulate's `chain`) and the run
 *  compares (exact not false): solved here, before the games (a chain of thousands of states takes
 *  milliseconds). */
function chainAnswer(
  loaded: LoadedGame,
  options: { chain?: unknown; exact?: unknown },
  players: number,
  figures: readonly string[],
): [ModuleChainAnswer, string] | undefined {
  const chain = options.chain ?? loaded.definition.chain;
  if (chain === undefined || options.exact === false) return undefined;
  const figure = lengthFigure(loaded.definition, figures);
  if (figure === undefined)
    throw new BoardsimError([
      issue(
        'module/invalid',
        'length',
        `a chain's length is compared with a figure that counts turns: the game returns no \`turns\` figure, so name its figure with \`length\` (its figures: ${figures.join(', ') || 'none'})`,
      ),
    ]);
  return [solveModuleChain(chain, players), figure];
}

/** The GameRun of a module game: its figures named by its first game (module-play.ts). */
export function moduleRun(
  loaded: LoadedGame,
  settings: ModuleSettings,
  task: Omit<ModuleTaskConfig, 'figures'>,
  figures: readonly string[],
  exact?: [ModuleChainAnswer, string],
): GameRun {
  const config: ModuleTaskConfig = { ...task, figures };
  const draws = enrichDraws(settings.players);
  return {
    game: loaded.definition.name,
    preset: settings.preset,
    config: settings.config,
    players: settings.players,
    mode: null,
    metrics: figures,
    module: loaded.module,
    drawsAllowed: true,
    task: (seed, chunks) => ({ game: MODULE_TASK, config, seed, chunks }),
    enrich: withChain(draws, exact),
  };
}

/** `enrich` with the comparison with the chain's answer, when there is one. */
function withChain(
  enrich: (report: SimulationReport, totals: RunTotals) => void,
  exact: [ModuleChainAnswer, string] | undefined,
): GameRun['enrich'] {
  return (report, totals) => {
    enrich(report, totals);
    const compared = exact && moduleChainExact(report, totals, exact[0], exact[1]);
    if (compared) report.exact = compared;
  };
}

/** The run a merged report of a module game is built with: everything from its first shard (the
 *  module itself is not needed). */
export function moduleRunOfReport(report: SimulationReport): GameRun {
  return {
    game: report.game,
    preset: report.preset,
    config: report.config,
    players: report.players,
    mode: null,
    metrics: Object.keys(report.metrics),
    module: report.run.module!,
    drawsAllowed: true,
    task: () => {
      throw new Error('a merged report plays no games');
    },
    enrich: withChain(enrichDraws(report.players), report.exact && answerOfExact(report.exact)),
  };
}

/** A chunk's draws for a run's die with the twin of its range method (the dice other than the
 *  default, and the first game and traces, played without a kernel). */
function twinDraws(spec: DiceSpec, seed: bigint, chunk: number, tally: ResultTally): LimitedDraws {
  return new LimitedDraws(diceDraws(spec, seed, BigInt(chunk)), tally.config.maxRolls, tooLong(tally));
}

/** The run of a module game, its figures named by the run's first game (played here, from the
 *  twin of its stream: a game that fails fails before any worker starts). */
export function prepareModuleRun(
  loaded: LoadedGame,
  options: ModuleOptions & { dice?: unknown; chain?: unknown; exact?: unknown },
  seed: bigint,
): GameRun {
  checkModuleOptions('simulate', options);
  const settings = moduleSettings(loaded.definition, options);
  const task = moduleTaskConfig(loaded, settings, options);
  const spec = parseDice(options.dice);
  if (spec.generator === 'ring-buffer')
    throw new BoardsimError([
      issue(
        'dice/no-words',
        'dice',
        "a game module's dice are drawn from words, which ring-buffer does not deal: choose another die",
      ),
    ]);
  const first = playFirst(loaded, { ...task, figures: [] }, seed, spec);
  return moduleRun(loaded, settings, task, first, chainAnswer(loaded, options, settings.players, first));
}

/** The figure names of game 0 of chunk 0 (checked as every game's are). */
function playFirst(loaded: LoadedGame, config: ModuleTaskConfig, seed: bigint, spec: DiceSpec): string[] {
  const tally = new ResultTally(config, seed);
  let dice: GameDice;
  if (isDefaultDice(spec)) {
    // the dice class of the run's games (module-play.ts), from the twin's words: play()'s call
    // sites see one kind of dice, and the roll limit is counted as the run counts it
    const stream = new StreamDice(twinWordFiller(new ChunkStream(seed, 0n)));
    stream.limit = config.maxRolls;
    stream.onLimit = tooLong(tally);
    stream.startGame();
    dice = stream;
  } else {
    const draws = twinDraws(spec, seed, 0, tally);
    draws.startGame();
    dice = new GameRoller(draws);
  }
  const play = boundPlay(loaded.definition);
  const result = playOne(play, dice, runSettings(config.config, config.players), tally);
  const names = figureNames(result);
  new ResultTally({ ...config, figures: names }, seed).add(result);
  return names;
}

function figureNames(result: GameResult | undefined): string[] {
  const figures: unknown = result?.figures;
  return typeof figures === 'object' && figures !== null ? Object.keys(figures) : [];
}

/** `boardsim trace` of a module game: game `gameIndex` of the run with this seed, its rolls, the
 *  lines its trace() wrote, its winner and figures. */
export function traceModule(
  loaded: LoadedGame,
  options: ModuleOptions & { seed?: unknown; gameIndex?: unknown; dice?: unknown },
): TraceReport {
  checkModuleOptions('trace', options);
  const settings = moduleSettings(loaded.definition, options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const spec = parseDice(options.dice);
  const chunk = Math.floor(gameIndex / GAMES_PER_CHUNK);
  const index = gameIndex % GAMES_PER_CHUNK;
  const task = moduleTaskConfig(loaded, settings, options);
  const skip = new ResultTally({ ...task, figures: [] }, seed);
  const draws = twinDraws(spec, seed, chunk, skip);
  // the games before it in its chunk, played for their draws
  const quiet = runSettings(settings.config, settings.players);
  const play = boundPlay(loaded.definition);
  skip.place.chunk = chunk;
  const quietDice = new GameRoller(draws);
  for (let i = 0; i < index; i++) {
    skip.place.index = i;
    draws.startGame();
    playOne(play, quietDice, quiet, skip);
  }
  const steps: ({ roll: number; faces: number } | { note: string })[] = [];
  const lines = [
    `${loaded.definition.name} (${loaded.module.file ?? 'definition'} ${loaded.module.hash.slice(0, 12)}) · ${settings.preset} · ${settings.players} player${settings.players > 1 ? 's' : ''} · seed ${seed} · game ${gameIndex} (chunk ${chunk}, game ${index} of it)`,
  ];
  const traced = Object.freeze({
    ...settings.config,
    players: settings.players,
    tracing: true,
    turn: () => {},
    trace: (...parts: unknown[]) => {
      const note = parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ');
      steps.push({ note });
      lines.push(`  ${note}`);
    },
  });
  const onRoll = (r: RecordedRoll) => {
    steps.push({ roll: r.roll, faces: r.faces });
    lines.push(`  d${r.faces} → ${r.roll}`);
  };
  skip.place.index = index;
  draws.startGame();
  const result = playOne(play, new GameRoller(draws, onRoll), traced, skip);
  const names = figureNames(result);
  const check = new ResultTally({ ...task, figures: names }, seed);
  check.place.chunk = chunk;
  check.place.index = index;
  check.add(result);
  const winner = result.ranking?.[0] ?? result.winner ?? null;
  const rolls = steps.filter((s) => 'roll' in s).length;
  lines.push(
    `winner: ${winner === null ? 'none' : Array.isArray(winner) ? `seats ${winner.join(', ')} (shared)` : `seat ${String(winner)}`} · ${rolls} roll${rolls === 1 ? '' : 's'}`,
    `figures: ${names.map((n) => `${n} ${String(result.figures[n])}`).join(', ')}`,
  );
  return {
    game: loaded.definition.name,
    preset: settings.preset,
    seed: seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : seed.toString(),
    gameIndex,
    chunk,
    index,
    players: settings.players,
    module: loaded.module,
    steps,
    winner,
    figures: result.figures,
    lines,
  };
}
