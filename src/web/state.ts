// The page's whole configuration as plain strings (what the fields hold), and its URL form: every
// field is a query parameter, so a link reproduces the run. Values stay as typed; checking them is
// check.ts's job, so a link with a mistake in it shows the mistake.

import { GAMES } from '../games/index.js';
import { parseStrictJson } from '../core/json.js';
import {
  CUSTOM,
  DEFAULT_GAME,
  type PageGameId,
  SHARED_FIELDS,
  type StudyName,
  isGame,
  isPageGame,
  webGame,
} from './games.js';

export interface PageState {
  readonly game: string;
  /** A preset's name, or CUSTOM for the board in `board`. */
  readonly preset: string;
  /** The board as JSON text (only used when preset is CUSTOM). */
  readonly board: string;
  readonly players: string;
  readonly games: string;
  readonly seed: string;
  /** Web Workers; empty for one per core. Not part of the result: any number gives the same. */
  readonly workers: string;
  /** The die, GEN[:METHOD] as `--dice` takes it; empty for the default die. */
  readonly dice: string;
  /** What to run (a simulation unless the game offers more: ablation, tournament). */
  readonly study: string;
  /** The game's own fields (snakes: mode), by name. */
  readonly extra: Readonly<Record<string, string>>;
  /** Boards of one's own (JSON text) an analysis compares after the board and the presets. */
  readonly compareBoards: readonly string[];
}

export { DEFAULT_GAME };

/** The state a game starts from (its default preset, its first study or `study`, its fewest
 *  players, a million games, seed 1; a study's own games and players where it has them). */
export function defaultState(game: PageGameId = DEFAULT_GAME, study?: string): PageState {
  const web = webGame(game);
  const shown = web.studies.find((name) => name === study) ?? web.studies[0] ?? 'simulate';
  const own = web.studyDefaults?.[shown];
  return {
    game,
    preset: isGame(game) ? GAMES[game].defaultPreset : '',
    board: '',
    players: own?.players ?? String(web.initialPlayers ?? 1),
    games: own?.games ?? '1000000',
    seed: '1',
    workers: '',
    dice: '',
    study: shown,
    extra: Object.fromEntries((web.fields ?? []).map((f) => [f.name, f.initial])),
    compareBoards: [],
  };
}

/** The state with study `study`: a number of games or players left at the old study's default
 *  takes the new one's (a ladder of a million games a cell would take hours). */
export function withStudy(state: PageState, study: StudyName): PageState {
  if (!isPageGame(state.game)) return { ...state, study };
  const [was, now] = [defaultState(state.game, state.study), defaultState(state.game, study)];
  return {
    ...state,
    study,
    games: state.games === was.games ? now.games : state.games,
    players: state.players === was.players ? now.players : state.players,
  };
}

const SHARED_KEYS = ['game', ...SHARED_FIELDS, 'study'] as const;
/** The query parameter of each board compared (given once a board, in order). */
const COMPARE_BOARD = 'compareBoard';

/** The state a URL's query describes; what it leaves out takes the defaults. An unknown game is
 *  kept as given, so that the page can say so. */
export function stateFromQuery(query: string): PageState {
  const params = new URLSearchParams(query);
  // a study that moved to another entry of the page (the dice lab's test of a die): its old links
  // open that entry
  const named = params.get('game') ?? DEFAULT_GAME;
  const moved = isPageGame(named) && webGame(named).movedStudies;
  const study = params.get('study') ?? '';
  if (moved && Object.hasOwn(moved, study)) params.set('game', moved[study]!);
  const name = params.get('game') ?? DEFAULT_GAME;
  const base = defaultState(isPageGame(name) ? name : DEFAULT_GAME, params.get('study') ?? undefined);
  const get = (key: string, fallback: string) => params.get(key) ?? fallback;
  const board = params.get('board');
  return {
    game: name,
    preset: board !== null && !params.has('preset') ? CUSTOM : get('preset', base.preset),
    board: board === null ? '' : prettyJson(board),
    players: get('players', base.players),
    games: get('games', base.games),
    seed: get('seed', base.seed),
    workers: get('workers', base.workers),
    dice: get('dice', base.dice),
    study: get('study', base.study),
    extra: Object.fromEntries(Object.entries(base.extra).map(([key, value]) => [key, get(key, value)])),
    compareBoards: params.getAll(COMPARE_BOARD).map(prettyJson),
  };
}

/** The query that describes `state`, leaving out what equals the default (short links): the
 *  game's first study, and the other fields' defaults for the study shown. */
export function queryFromState(state: PageState): string {
  const game = isPageGame(state.game) ? state.game : DEFAULT_GAME;
  const base = { ...defaultState(game, state.study), study: defaultState(game).study };
  const params = new URLSearchParams();
  for (const key of SHARED_KEYS) {
    if (key === 'board') continue;
    if (key === 'game' || state[key] !== base[key]) params.set(key, state[key]);
  }
  if (state.preset === CUSTOM) params.set('board', compactJson(state.board));
  for (const [key, value] of Object.entries(state.extra)) {
    if (value !== base.extra[key]) params.set(key, value);
  }
  for (const board of state.compareBoards) params.append(COMPARE_BOARD, compactJson(board));
  return params.toString();
}

/** Valid JSON on one line (shorter links); anything else exactly as typed, mistakes included. */
function compactJson(text: string): string {
  return parseStrictJson(text).ok ? JSON.stringify(JSON.parse(text)) : text;
}

/** Valid JSON laid out for the editor; anything else as given. */
export function prettyJson(text: string): string {
  return parseStrictJson(text).ok ? JSON.stringify(JSON.parse(text), null, 2) : text;
}
