// Playing a module game's games (module.ts): a chunk at a time from the chunk's stream, each game's
// winner and figures added to exact totals (the histograms and win counts every game's report is
// built from), every bad result a BoardsimError naming the game, its chunk and how to replay it.

import { BoardsimError } from '../core/errors.js';
import { GAMES_PER_CHUNK, type ChunkSpec } from '../core/chunks.js';
import type { MetricTotals, RunTotals } from '../core/totals.js';
import { describeValue } from '../core/options.js';
import { type DiceSpec, DEFAULT_DICE, isDefaultDice } from '../rng/dice.js';
import { BufferedWords, type GameDice, GameRoller, STREAM_WORDS, StreamDice } from '../rng/game-dice.js';
import { MethodDraws } from '../rng/methods.js';
import type { Draws } from '../rng/stream.js';
import type { TaskRunner } from '../run/task.js';
import type { Kernel } from '../wasm/kernel.js';
import { HIST_BINS, WIN_UNITS } from '../wasm/layout.js';
import { kernelWordFiller } from '../wasm/stream-words.js';
import {
  type GameResult,
  MODULE_ANALYSIS_TASK,
  MODULE_TASK,
  type ModuleTaskConfig,
  importDefinition,
  loadedDefinition,
  runSettings,
} from './module.js';
import { grouped } from '../core/digits.js';

const OVERFLOW = HIST_BINS - 1;

/** One figure's histogram while a task plays: counts by value, values from OVERFLOW exactly. */
class Tally {
  counts = new Float64Array(64);
  top = -1;
  over = 0;
  overSum = 0n;
  overSquares = 0n;
  overMax = 0;

  add(v: number): void {
    if (v < OVERFLOW) {
      if (v >= this.counts.length) {
        const grown = new Float64Array(
          Math.min(HIST_BINS, this.counts.length * 4 > v ? this.counts.length * 4 : v + 1),
        );
        grown.set(this.counts);
        this.counts = grown;
      }
      this.counts[v] = this.counts[v]! + 1;
      if (v > this.top) this.top = v;
      return;
    }
    this.over++;
    const big = BigInt(v);
    this.overSum += big;
    this.overSquares += big * big;
    if (v > this.overMax) this.overMax = v;
  }

  totals(): MetricTotals {
    const counts = Array.from(this.counts.subarray(0, this.top + 1));
    if (this.over > 0) {
      for (let v = counts.length; v < OVERFLOW; v++) counts[v] = 0;
      counts[OVERFLOW] = this.over;
    }
    return {
      counts,
      overflowFrom: OVERFLOW,
      overflowCount: this.over,
      overflowSum: this.overSum,
      overflowSumOfSquares: this.overSquares,
      overflowMax: this.overMax,
    };
  }
}

/** Where a game is, for the errors: its number in the run, its chunk and its index there. */
interface GamePlace {
  chunk: number;
  index: number;
}

/** Adds games' results to exact totals, refusing a result that is not one. */
export class ResultTally {
  readonly tallies: Tally[];
  readonly winUnits: number[];
  games = 0;
  readonly place: GamePlace = { chunk: 0, index: 0 };

  constructor(
    readonly config: ModuleTaskConfig,
    readonly seed: bigint,
  ) {
    this.tallies = config.figures.map(() => new Tally());
    this.winUnits = new Array<number>(config.players).fill(0);
  }

  /** A BoardsimError about the current game, with the command that replays it. */
  error(code: string, path: string, message: string): BoardsimError {
    const { chunk, index } = this.place;
    const number = chunk * GAMES_PER_CHUNK + index;
    return new BoardsimError([
      {
        code,
        path,
        message: `game ${number} (chunk ${chunk}, game ${index} of it) ${message}; replay it: ${this.config.replay} --seed ${this.seed} --game ${number}`,
      },
    ]);
  }

  add(result: GameResult): void {
    if (typeof result !== 'object' || result === null)
      throw this.error(
        'game/bad-result',
        'play',
        `returned ${describeValue(result)}, not { winner, figures }`,
      );
    const figures = result.figures as Record<string, unknown>;
    if (typeof figures !== 'object' || figures === null)
      throw this.error(
        'game/bad-result',
        'figures',
        `returned no figures (an object of numbers by name), but ${describeValue(figures)}`,
      );
    const names = this.config.figures;
    let given = 0;
    for (const _ in figures) given++;
    if (given !== names.length) throw this.namesDiffer(figures);
    for (let i = 0; i < names.length; i++) {
      let v = figures[names[i]!] as number;
      if (!(v >>> 0 === v)) v = this.slowValue(names[i]!, figures);
      this.tallies[i]!.add(v);
    }
    const winner = result.ranking !== undefined ? this.first(result.ranking) : result.winner;
    // one seat, the usual winner, here; the rest (none, shared, a mistake) in addWinner
    if ((winner as number) >>> 0 === winner && (winner as number) < this.config.players)
      this.winUnits[winner as number]! += WIN_UNITS;
    else this.addWinner(winner);
    this.games++;
  }

  private namesDiffer(figures: object): BoardsimError {
    return this.error(
      'game/bad-figures',
      'figures',
      `returned figures ${Object.keys(figures).join(', ') || 'none'}, but the first game returned ${this.config.figures.join(', ') || 'none'}: every game returns the same figures`,
    );
  }

  /** A figure that is not a small whole number: a larger one, true/false, or a mistake. */
  private slowValue(name: string, figures: Record<string, unknown>): number {
    if (!Object.hasOwn(figures, name)) throw this.namesDiffer(figures);
    const v = figures[name];
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
    throw this.error(
      'game/bad-figure',
      `figures.${name}`,
      `gave ${name} = ${describeValue(v)}: figures are whole numbers from 0 to 2^53-1 (counts: turns, rolls, points) or true/false; count fractions in whole units (cents, tenths) and shift negative ones`,
    );
  }

  private first(ranking: unknown): unknown {
    if (!Array.isArray(ranking) || ranking.length === 0)
      throw this.error(
        'game/bad-result',
        'ranking',
        `must list the seats from first place, not ${describeValue(ranking)}`,
      );
    return ranking[0];
  }

  private addWinner(winner: unknown): void {
    const players = this.config.players;
    if (winner === undefined || winner === null) return;
    if ((winner as number) >>> 0 === winner && (winner as number) < players) {
      this.winUnits[winner as number]! += WIN_UNITS;
      return;
    }
    const seats = Array.isArray(winner) ? (winner as unknown[]) : [winner];
    const bad = seats.find((s) => !(typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < players));
    if (bad !== undefined || seats.length === 0 || new Set(seats).size !== seats.length)
      throw this.error(
        'game/bad-winner',
        'winner',
        `named the winner ${Array.isArray(winner) ? `[${winner.map((s) => describeValue(s)).join(', ')}]` : describeValue(winner)}: a winner is a seat from 0 to ${players - 1}, a list of different seats sharing the win, or null for none`,
      );
    if (WIN_UNITS % seats.length !== 0)
      throw this.error(
        'game/bad-winner',
        'winner',
        `shared the win among ${seats.length} seats: boardsim counts ties of 1-6, 10, 12, 15, 20, 30 or 60 seats exactly`,
      );
    for (const s of seats as number[]) this.winUnits[s]! += WIN_UNITS / seats.length;
  }

  totals(): RunTotals {
    const metrics: Record<string, MetricTotals> = {};
    this.config.figures.forEach((name, i) => (metrics[name] = this.tallies[i]!.totals()));
    return { games: this.games, metrics, winUnits: this.winUnits.slice() };
  }
}

/** Draws that count a game's draws against a limit (the dice other than the buffered default). */
export class LimitedDraws implements Draws {
  drawn = 0;
  private start = 0;
  constructor(
    private readonly inner: Draws,
    private readonly limit: number,
    private readonly onLimit: () => void,
  ) {}
  startGame(): void {
    this.start = this.drawn;
  }
  draw(n: number): number {
    if (++this.drawn - this.start > this.limit) this.onLimit();
    return this.inner.draw(n);
  }
}

/** One game: its result, or a BoardsimError naming it when play() throws. */
export function playOne(
  play: PlayFunction,
  dice: GameDice,
  settings: object,
  tally: ResultTally,
): GameResult {
  try {
    return play(dice, settings as never);
  } catch (error) {
    if (error instanceof BoardsimError && error.issues[0]?.message.startsWith('game ')) throw error;
    const what = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
    throw tally.error('game/threw', 'play', `threw ${what.split('\n')[0]}`);
  }
}

export type PlayFunction = (dice: GameDice, settings: never) => GameResult;

const boundPlays = new WeakMap<object, PlayFunction>();

/** A definition's play() bound to it, the same function every time: playOne's call of play()
 *  then sees one function in a thread (a new one per run or chunk made it megamorphic, and
 *  play() was never inlined there). */
export function boundPlay(definition: { play: PlayFunction }): PlayFunction {
  let play = boundPlays.get(definition);
  if (!play) boundPlays.set(definition, (play = definition.play.bind(definition)));
  return play;
}

/** Plays `games` games of chunk `chunk` with `dice`, adding them to `tally`. */
function playChunk(
  play: PlayFunction,
  settings: object,
  tally: ResultTally,
  dice: GameDice,
  draws: { startGame(): void },
  chunk: number,
  games: number,
  watch?: GameWatch,
): void {
  tally.place.chunk = chunk;
  for (let i = 0; i < games; i++) {
    tally.place.index = i;
    draws.startGame();
    watch?.start();
    const result = playOne(play, dice, settings, tally);
    tally.add(result);
    watch?.end(result);
  }
}

/** What watches each game of a task besides its tally (analyze's per-turn record): the settings
 *  play() gets, called before and after each game. */
export interface GameWatch {
  readonly settings: object;
  start(): void;
  end(result: GameResult): void;
}

export function tooLong(tally: ResultTally): () => never {
  return () => {
    throw tally.error(
      'game/too-long',
      'maxRolls',
      `rolled more than ${grouped(tally.config.maxRolls)} times without ending: does the game end? (one that needs more rolls sets maxRolls in its definition)`,
    );
  };
}

/** Plays a task's chunks on a kernel whose die is set: the words come from it in bulk. */
export function playTask(
  kernel: Kernel,
  config: ModuleTaskConfig,
  seed: bigint,
  chunks: readonly ChunkSpec[],
  spec: DiceSpec,
  watch?: GameWatch,
): RunTotals {
  const definition = loadedDefinition(config.key);
  if (!definition) throw new Error(`the game module ${config.key} was not imported in this thread`);
  const tally = new ResultTally(config, seed);
  const settings = watch?.settings ?? runSettings(config.config, config.players);
  const play = boundPlay(definition);
  const defaultDie = isDefaultDice(spec);
  const words = kernelWordFiller(kernel, STREAM_WORDS, defaultDie);
  try {
    for (const chunk of chunks) {
      words.seed(seed, chunk.index);
      if (defaultDie) {
        const dice = new StreamDice(words.fill);
        dice.limit = config.maxRolls;
        dice.onLimit = tooLong(tally);
        playChunk(play, settings, tally, dice, dice, chunk.index, chunk.games, watch);
      } else {
        const draws = new LimitedDraws(
          new MethodDraws(new BufferedWords(words.fill), spec.method),
          config.maxRolls,
          tooLong(tally),
        );
        playChunk(play, settings, tally, new GameRoller(draws), draws, chunk.index, chunk.games, watch);
      }
    }
  } finally {
    words.release();
  }
  return tally.totals();
}

const moduleTask: TaskRunner<ModuleTaskConfig> = (kernel, task) =>
  playTask(kernel, task.config, task.seed, task.chunks, task.dice ?? DEFAULT_DICE);

export const MODULE_TASKS = { [MODULE_TASK]: moduleTask };

/** Imports the module a task plays, where this thread has not yet (a worker's first task). */
export async function prepareModuleTask(task: {
  readonly game: string;
  readonly config: unknown;
}): Promise<void> {
  // analyze's tasks keep the module's task config as their board (src/games/module-analysis-task.ts)
  const config =
    task.game === MODULE_TASK
      ? (task.config as ModuleTaskConfig)
      : task.game === MODULE_ANALYSIS_TASK
        ? (task.config as { board: ModuleTaskConfig }).board
        : undefined;
  if (!config) return;
  const key = config.key;
  if (!loadedDefinition(key)) await importDefinition(key);
}
