// Checks the page's fields with the same validators the CLI and the library use, and sorts the
// problems by the field they belong next to. A run starts only from a state with no problems. A
// game checks the studies it makes the options of itself (WebGame.checks).

import { BoardsimError, type ConfigIssue } from '../core/errors.js';
import { gameId, prepareRun } from '../games/index.js';
import { parseGames, parsePlayers, parseSeed, parseThreads } from '../core/options.js';
import type { SimulateOptions } from '../api/simulate.js';
import { batterySettings } from '../lab/battery.js';
import { compareBoardField, compareBoardFieldOf, compareBoardName } from './compare-boards.js';
import { parseDice } from '../rng/dice.js';
import {
  CUSTOM,
  DICE_LAB,
  type PageGameId,
  isGame,
  type SharedField,
  type StudyName,
  comparesVariants,
  studyFields,
  webGame,
} from './games.js';
import type { StudyCheck } from './games/types.js';
import type { PageState } from './state.js';

/** Problems by field name (game, study, preset, board, players, games, seed, workers, dice, or a
 *  game's own). */
export type FieldIssues = Record<string, ConfigIssue[]>;

export type CheckedState =
  | {
      readonly ok: true;
      /** The options of the study's library function (simulate, ablate, analyze, diceBattery, or
       *  the function of a game's own study: tournament, pegs, ...). */
      readonly options: SimulateOptions;
      readonly game: PageGameId;
      readonly study: StudyName;
    }
  | { readonly ok: false; readonly issues: FieldIssues };

/** A BoardsimError's issues by field: all to `field` if given, else each to the one it names
 *  (a board's problems, which name places in the board, to the board editor). */
export function errorIssues(error: BoardsimError, field?: string, into: FieldIssues = {}): FieldIssues {
  for (const issue of error.issues) {
    const target =
      field ??
      (error.source === 'board'
        ? 'board'
        : (compareBoardFieldOf(error.source) ?? (issue.path === 'threads' ? 'workers' : issue.path)));
    (into[target] ??= []).push(issue);
  }
  return into;
}

/** Runs `check`, filing a BoardsimError's issues as errorIssues does; true if it passed. */
function collect(issues: FieldIssues, field: string | undefined, check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (!(error instanceof BoardsimError)) throw error;
    errorIssues(error, field, issues);
    return false;
  }
}

function required(value: string, field: string, what: string): void {
  if (value.trim() === '') {
    throw new BoardsimError([{ code: 'option/missing', path: field, message: `enter ${what}` }]);
  }
}

/** The options for the study's library function that the page's fields describe, or what is
 *  wrong with them. */
export function checkState(state: PageState, availableWorkers: number): CheckedState {
  const issues: FieldIssues = {};
  let named: PageGameId = DICE_LAB;
  if (state.game !== DICE_LAB && !collect(issues, 'game', () => (named = gameId(state.game))))
    return { ok: false, issues };
  const game = named as PageGameId;
  const web = webGame(game);
  const study = web.studies.find((name) => name === state.study);
  if (!study) {
    issues.study = [
      {
        code: 'option/invalid',
        path: 'study',
        message: `must be ${web.studies.join(' or ')} for ${game}, not ${JSON.stringify(state.study)}`,
      },
    ];
    return { ok: false, issues };
  }

  const uses = (field: SharedField) => studyFields(study, game)!.includes(field);
  const extra = (players: number) =>
    Object.fromEntries(
      web.fields
        .filter((f) => f.isRelevant({ players, study }))
        .map((f) => [f.name, state.extra[f.name] ?? f.initial])
        .filter(([, value]) => value !== ''),
    ) as Record<string, string>;

  // the board alone, so that its problems show whatever the other fields hold
  const source =
    state.preset === CUSTOM ? { board: state.board, boardSource: 'board' } : { preset: state.preset };
  const boardOk =
    !uses('board') ||
    !isGame(game) ||
    collect(issues, state.preset === CUSTOM ? 'board' : 'preset', () => {
      if (state.preset === CUSTOM) required(state.board, 'board', 'a board (JSON)');
      prepareRun(game, source);
    });

  const threads = state.workers.trim() === '' ? undefined : state.workers;
  if (uses('workers')) collect(issues, 'workers', () => parseThreads(threads, availableWorkers));
  const onWorkers = threads !== undefined && uses('workers') ? { threads } : {};

  // the seed and the die of a seeded study (an exact count has none), as `--seed` and `--dice`
  // take them; an empty die is the default die
  let seed = 0n;
  if (uses('seed'))
    collect(issues, 'seed', () => {
      required(state.seed, 'seed', 'a seed');
      seed = parseSeed(state.seed);
    });
  const dice = state.dice.trim();
  if (uses('dice') && dice !== '') collect(issues, 'dice', () => parseDice(dice));
  const seeded = {
    seed,
    ...onWorkers,
    ...(dice !== '' && uses('dice') && { dice }),
  };

  if (study === 'rng-test') {
    // rolls and faces, each problem under its own field (the die, seed and workers are checked above)
    const own = extra(1);
    collect(issues, undefined, () => batterySettings(own, availableWorkers));
    if (Object.keys(issues).length > 0) return { ok: false, issues };
    return { ok: true, game, study, options: { game, ...own, ...seeded } };
  }

  let games = 0;
  if (uses('games'))
    collect(issues, 'games', () => {
      required(state.games, 'games', 'a number of games');
      games = parseGames(state.games);
    });
  const run = { games, ...seeded };

  // a study whose options the game makes itself (its own studies, an exact count, ...)
  const ownCheck = web.checks && Object.hasOwn(web.checks, study) ? web.checks[study] : undefined;
  if (ownCheck) {
    const context: StudyCheck = {
      study,
      state,
      source,
      boardOk,
      onWorkers,
      run,
      own: extra,
      collect: (field, check) => collect(issues, field, check),
    };
    const options = ownCheck(context);
    if (Object.keys(issues).length > 0) return { ok: false, issues };
    return { ok: true, game, study, options: { game, ...options } };
  }

  // players and the game's own fields, on the game's default board
  if (!isGame(game)) throw new Error(`${game} has no study ${study}`);
  let players = 1;
  collect(issues, 'players', () => (players = parsePlayers(state.players, 1, web.maxPlayers)));
  const { compare, ...own } = extra(players);
  collect(issues, undefined, () => prepareRun(game, { players, ...own }));
  // an analysis's other presets follow the board: presets in order, then a board of one's own
  const others = (compare ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const preset of others) collect(issues, 'compare', () => prepareRun(game, { preset }));
  // then the boards of one's own compared, each checked as the CLI checks a board file, under the
  // name its errors give it
  const boards = (study === 'analyze' && comparesVariants(game) ? state.compareBoards : []).map(
    (board, i) => ({ board, boardSource: compareBoardName(i) }),
  );
  boards.forEach((board, i) =>
    collect(issues, compareBoardField(i), () => {
      required(board.board, compareBoardField(i), 'a board (JSON)');
      prepareRun(game, { ...board, players, ...own });
    }),
  );
  // analyze takes several presets as one string, names separated by commas
  const presets = [...(state.preset === CUSTOM ? [] : [state.preset]), ...others].join(',');
  const variants =
    others.length === 0 && boards.length === 0
      ? source
      : {
          ...(presets !== '' && { preset: presets }),
          ...(state.preset === CUSTOM && { board: state.board, boardSource: 'board' }),
          ...(boards.length > 0 && { boards }),
        };
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, game, study, options: { game, ...variants, players, ...own, ...run } };
}
