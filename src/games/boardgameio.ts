// boardgame.io games as boardsim game modules (issue 31): fromBoardgameIo(game) returns a
// definition whose play() runs one match of a boardgame.io game object (its setup, moves, turn,
// phases and endIf) headless, with bots choosing among the moves its `ai.enumerate` lists: random
// ones by default, drawing from boardsim's dice, or the user's. boardgame.io's own randomness
// (`random.D6()`, `random.Shuffle`) is seeded per match from the same dice (two 32-bit draws of the
// game's chunk stream), so match N of a run is the same on any thread, shard or machine.
// boardgame.io is an optional dependency: the definition's prepare() imports its reducer once per
// thread, and a clear BoardsimError says so when it is not installed.

import { BoardsimError } from '../core/errors.js';
import { describeValue } from '../core/options.js';
import {
  type GameDice,
  type GameModule,
  type GameResult,
  type GameSettings,
  MAX_MODULE_PLAYERS,
  importModule,
  isRecord,
} from './module.js';

/** The part of boardgame.io's internals the adapter uses (boardgame.io/internal, 0.50). */
interface Internals {
  InitializeGame(args: { game: object; numPlayers: number }): BgioState;
  CreateGameReducer(args: { game: object }): (state: BgioState, action: object) => BgioState;
  ProcessGameConfig(game: object): object;
}

/** A match's state as boardgame.io keeps it (the fields read here). */
export interface BgioState {
  readonly G: unknown;
  readonly ctx: BgioCtx;
  readonly _stateID: number;
}

export interface BgioCtx {
  readonly numPlayers: number;
  readonly currentPlayer: string;
  readonly activePlayers: Record<string, string> | null;
  readonly turn: number;
  readonly gameover?: unknown;
}

/** One entry of a game's `ai.enumerate`: a move or an event with its arguments (or an action). */
export type BgioChoice =
  | { readonly move: string; readonly args?: readonly unknown[] }
  | { readonly event: string; readonly args?: readonly unknown[] }
  | { readonly type: string; readonly payload: unknown };

/** A bot: picks one of `choices` (what the game's ai.enumerate lists for the player). */
export type BgioBot = (
  view: { readonly G: unknown; readonly ctx: BgioCtx; readonly playerID: string },
  choices: readonly BgioChoice[],
  dice: GameDice,
) => BgioChoice;

/** A boardgame.io game object (the fields the adapter reads; the rest goes to boardgame.io). */
export interface BgioGame {
  readonly name?: string;
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  readonly ai?: { enumerate(G: never, ctx: never, playerID: string): readonly BgioChoice[] };
  readonly [key: string]: unknown;
}

export interface BoardgameIoOptions {
  /** The report's name for the game (default: the game's `name`). */
  readonly name?: string;
  /** How many players a match takes (default: the game's minPlayers to maxPlayers, 2 by default). */
  readonly players?: { readonly min: number; readonly max: number; readonly default?: number };
  /** Bots by player ID ('0', '1', …) or one for every seat (default: a random bot). */
  readonly bots?: BgioBot | Readonly<Record<string, BgioBot>>;
  /** The most actions one match may take before it is refused as endless (default 10,000). */
  readonly maxMoves?: number;
  /** Figures of a finished match, besides `moves` and `turns` (whole numbers or true/false). */
  figures?(G: never, ctx: BgioCtx): Record<string, number | boolean>;
  /** Each seat's standing (higher is further ahead), read after every action for `analyze`'s
   *  leader, lead changes and drama. */
  standings?(G: never, ctx: BgioCtx): ArrayLike<number>;
}

/** boardgame.io's internals where they are found. */
export const BOARDGAMEIO_MODULE = 'boardgame.io/dist/cjs/internal.js';

let internals: Internals | undefined;

/** Imports boardgame.io's reducer once per thread; a BoardsimError when it is not installed. */
export async function loadBoardgameIo(): Promise<Internals> {
  if (internals) return internals;
  let loaded: Record<string, unknown>;
  try {
    loaded = (await importModule(BOARDGAMEIO_MODULE)) as Record<string, unknown>;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BoardsimError([
      {
        code: 'module/optional-dependency',
        path: 'boardgame.io',
        message: `is not installed (${message}): the boardgame.io adapter needs it, \`npm install boardgame.io\``,
      },
    ]);
  }
  const found = (loaded.InitializeGame ? loaded : (loaded.default as Record<string, unknown>)) ?? {};
  for (const name of ['InitializeGame', 'CreateGameReducer', 'ProcessGameConfig'])
    if (typeof found[name] !== 'function')
      throw new BoardsimError([
        {
          code: 'module/optional-dependency',
          path: 'boardgame.io',
          message: `has no ${name}: the adapter is written for boardgame.io 0.50`,
        },
      ]);
  return (internals = found as unknown as Internals);
}

/** The random bot: one of the choices, drawn from the match's dice. */
export function randomBot(
  _view: Parameters<BgioBot>[0],
  choices: readonly BgioChoice[],
  dice: GameDice,
): BgioChoice {
  return choices[dice.draw(choices.length)]!;
}

function fail(path: string, message: string): never {
  throw new BoardsimError([{ code: 'boardgameio/invalid', path, message }]);
}

/** The action a choice stands for. */
function actionOf(choice: BgioChoice, playerID: string): object {
  if (isRecord(choice) && typeof (choice as { move?: unknown }).move === 'string') {
    const c = choice as { move: string; args?: readonly unknown[] };
    return { type: 'MAKE_MOVE', payload: { type: c.move, args: c.args, playerID } };
  }
  if (isRecord(choice) && typeof (choice as { event?: unknown }).event === 'string') {
    const c = choice as { event: string; args?: readonly unknown[] };
    return { type: 'GAME_EVENT', payload: { type: c.event, args: c.args, playerID } };
  }
  if (isRecord(choice) && typeof (choice as { type?: unknown }).type === 'string') return choice;
  throw new TypeError(`a bot chose ${describeValue(choice)}, not one of ai.enumerate's moves`);
}

/** The seat boardgame.io's gameover names as the winner, or null (a draw, or no winner). */
function winnerOf(gameover: unknown, players: number): number | readonly number[] | null {
  if (!isRecord(gameover)) return null;
  const w = gameover.winner;
  const seat = (id: unknown) => {
    const s = Number(id);
    if (!(Number.isInteger(s) && s >= 0 && s < players))
      throw new TypeError(
        `endIf named the winner ${describeValue(id)}, not a player ID from 0 to ${players - 1}`,
      );
    return s;
  };
  if (w === undefined || w === null) return null;
  if (Array.isArray(w)) return w.length === 1 ? seat(w[0]) : w.map(seat);
  return seat(w);
}

/** A boardsim game module that plays matches of the boardgame.io game `game` with bots. */
export function fromBoardgameIo(game: BgioGame, options: BoardgameIoOptions = {}): GameModule {
  if (!isRecord(game)) fail('game', `must be a boardgame.io game object, not ${describeValue(game)}`);
  if (typeof game.ai?.enumerate !== 'function')
    fail(
      'game.ai.enumerate',
      "must list a player's moves: the bots choose among them (see boardgame.io's AI docs)",
    );
  const name = options.name ?? game.name;
  if (typeof name !== 'string' || name === '')
    fail('name', 'the game needs a name: give the game object a `name`, or the adapter a `name` option');
  const min = options.players?.min ?? game.minPlayers ?? 2;
  const max = options.players?.max ?? game.maxPlayers ?? Math.max(min, 2);
  const players = { min, max: Math.min(max, MAX_MODULE_PLAYERS), default: options.players?.default ?? min };
  const maxMoves = options.maxMoves ?? 10_000;
  if (!(Number.isSafeInteger(maxMoves) && maxMoves > 0))
    fail('maxMoves', `must be a positive whole number, not ${describeValue(maxMoves)}`);
  const bots = options.bots;
  if (bots !== undefined && typeof bots !== 'function' && !isRecord(bots))
    fail('bots', 'must be a bot (a function) or bots by player ID');
  const botOf = (playerID: string): BgioBot =>
    typeof bots === 'function'
      ? bots
      : ((bots as Record<string, BgioBot> | undefined)?.[playerID] ?? randomBot);
  let reducer: ((state: BgioState, action: object) => BgioState) | undefined;
  // the game processed once (boardgame.io passes a processed game through), undo off: bots undo
  // nothing, and its stack is a copy of the state each move
  let processed: object | undefined;
  return {
    name,
    players,
    async prepare() {
      const bgio = await loadBoardgameIo();
      processed ??= bgio.ProcessGameConfig({ ...game, disableUndo: true });
      reducer ??= bgio.CreateGameReducer({ game: processed });
    },
    play(dice: GameDice, settings: GameSettings<Record<string, never>>): GameResult {
      if (!internals || !reducer || !processed) throw new Error('the boardgame.io adapter was not prepared');
      const seed = `${dice.draw(2 ** 32)}:${dice.draw(2 ** 32)}`;
      let state = internals.InitializeGame({ game: { ...processed, seed }, numPlayers: settings.players });
      let moves = 0;
      while (state.ctx.gameover === undefined) {
        if (moves >= maxMoves)
          throw new RangeError(`no end after ${maxMoves} moves (the adapter's maxMoves): does endIf end it?`);
        const { G, ctx } = state;
        const playerID = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
        const choices = game.ai!.enumerate(G as never, ctx as never, playerID);
        if (!Array.isArray(choices) || choices.length === 0)
          throw new RangeError(`ai.enumerate listed no move for player ${playerID} on turn ${ctx.turn}`);
        const next = reducer(state, actionOf(botOf(playerID)({ G, ctx, playerID }, choices, dice), playerID));
        if (next._stateID === state._stateID)
          throw new RangeError(`player ${playerID}'s move on turn ${ctx.turn} was refused (an invalid move)`);
        state = next;
        moves++;
        if (options.standings)
          settings.turn(options.standings(state.G as never, state.ctx), Number(playerID));
      }
      const extra = options.figures?.(state.G as never, state.ctx) ?? {};
      return {
        winner: winnerOf(state.ctx.gameover, settings.players),
        figures: { moves, turns: state.ctx.turn, ...extra },
      };
    },
  };
}
