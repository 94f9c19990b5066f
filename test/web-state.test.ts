// The page's configuration: its URL form round-trips, and its checks file each problem under the
// field it belongs next to, with the same validators (and messages) as the CLI.

import { describe, expect, test } from 'vitest';
import { presetConfig } from '../src/games/index.js';
import { BoardsimError } from '../src/core/errors.js';
import { checkState, errorIssues } from '../src/web/check.js';
import { CUSTOM, studyFields } from '../src/web/games.js';
import { type PageState, defaultState, queryFromState, stateFromQuery, withStudy } from '../src/web/state.js';

const classicTwo: PageState = {
  ...defaultState(),
  preset: 'classic',
  players: '2',
  games: '1e6',
  seed: '2024',
  workers: '3',
  extra: { ...defaultState().extra, mode: 'independent' },
};
const customBoard = '{\n  "squares": 30,\n  "jumps": {\n    "5": 20,\n    "25": 2\n  }\n}';

describe('the URL holds the whole configuration', () => {
  test.each([
    ['the defaults', defaultState()],
    ['a preset, players, mode, games, seed and workers', classicTwo],
    ['a board of ones own', { ...defaultState(), preset: CUSTOM, board: customBoard }],
    [
      'a board with a mistake, kept as typed',
      { ...defaultState(), preset: CUSTOM, board: '{"squares": 30,' },
    ],
    ['a die', { ...classicTwo, dice: 'pcg32:modulo' }],
    [
      'boards to compare, one with a mistake',
      {
        ...defaultState('snakes', 'analyze'),
        compareBoards: [customBoard, '{"squares": 30,'],
      },
    ],
    ['the dice lab', { ...defaultState('dice'), dice: 'java-lcg', extra: { rolls: '5e7', faces: '8' } }],
  ])('%s round-trips', (_name, state) => {
    expect(stateFromQuery(queryFromState(state))).toEqual(state);
  });

  test('the defaults are left out; a board is stored on one line', () => {
    expect(queryFromState(defaultState())).toBe('game=snakes');
    const query = new URLSearchParams(
      queryFromState({ ...defaultState(), preset: CUSTOM, board: customBoard }),
    );
    expect(query.get('board')).toBe('{"squares":30,"jumps":{"5":20,"25":2}}');
    expect(queryFromState({ ...defaultState(), dice: 'pcg32:modulo' })).toBe(
      'game=snakes&dice=pcg32%3Amodulo',
    );
  });

  test('the dice lab is an entry of its own; its old links (a study of Snakes and Ladders) open it', () => {
    expect(queryFromState(defaultState('dice'))).toBe('game=dice');
    expect(defaultState('dice')).toMatchObject({ game: 'dice', study: 'rng-test', preset: '' });
    expect(defaultState('snakes').extra).toEqual({ mode: 'alternating', compare: '' });
    expect(stateFromQuery('game=snakes&study=rng-test&dice=pcg32&rolls=1e6')).toEqual({
      ...defaultState('dice'),
      dice: 'pcg32',
      extra: { rolls: '1e6', faces: '6' },
    });
    expect(stateFromQuery('study=rng-test').game).toBe('dice');
  });

  test('a hand-written link with only a board means a custom board', () => {
    const state = stateFromQuery('board=%7B%22squares%22%3A20%7D&seed=7');
    expect(state).toMatchObject({ preset: CUSTOM, board: '{\n  "squares": 20\n}', seed: '7' });
  });

  test('a study the game does not offer is named as such', () => {
    expect(checkState(stateFromQuery('game=snakes&study=tournament'), 2)).toEqual({
      ok: false,
      issues: { study: [expect.objectContaining({ code: 'option/invalid', path: 'study' })] },
    });
  });

  test('each game starts from its own study and fewest players', () => {
    expect(stateFromQuery('game=lama')).toMatchObject({ study: 'simulate', players: '2' });
    expect(stateFromQuery('game=pegs')).toMatchObject({ study: 'pegs', preset: 'triangle5' });
    const tournament = defaultState('lama');
    expect(queryFromState({ ...tournament, study: 'tournament', players: '2..4' })).toBe(
      'game=lama&players=2..4&study=tournament',
    );
  });

  test('the ladder and the analyses start from counts of their own, which a link leaves out', () => {
    expect(stateFromQuery('game=lama&study=ladder')).toMatchObject({ players: '2..4', games: '100' });
    expect(stateFromQuery('game=lama&study=analyze')).toMatchObject({ players: '4', games: '400' });
    expect(stateFromQuery('game=snakes&study=analyze')).toMatchObject({ players: '1', games: '100000' });
    expect(stateFromQuery('game=candyland&study=analyze').games).toBe('20000');
    expect(queryFromState(defaultState('lama', 'ladder'))).toBe('game=lama&study=ladder');
    const ladder = { ...defaultState('lama', 'ladder'), games: '60', seed: '2' };
    expect(stateFromQuery(queryFromState(ladder))).toEqual(ladder);
  });

  test('a change of study replaces games and players only where they hold the last study’s defaults', () => {
    const lama = defaultState('lama');
    expect(withStudy(lama, 'ladder')).toEqual(defaultState('lama', 'ladder'));
    expect(withStudy({ ...lama, games: '5000' }, 'ladder')).toMatchObject({
      study: 'ladder',
      games: '5000',
      players: '2..4',
    });
    expect(withStudy(defaultState('lama', 'ladder'), 'simulate')).toEqual(lama);
  });

  test('an unknown game is kept, for the page to say so', () => {
    expect(checkState(stateFromQuery('game=chess'), 2)).toEqual({
      ok: false,
      issues: { game: [expect.objectContaining({ code: 'game/unknown', path: 'game' })] },
    });
  });
});

describe('checks', () => {
  test('a valid state gives the options simulate() takes', () => {
    expect(checkState(classicTwo, 2)).toEqual({
      ok: true,
      game: 'snakes',
      study: 'simulate',
      options: {
        game: 'snakes',
        preset: 'classic',
        players: 2,
        games: 1_000_000,
        seed: 2024n,
        threads: '3',
        mode: 'independent',
      },
    });
  });

  test('a tournament takes player counts and strategies as the CLI does', () => {
    const state = {
      ...defaultState('lama'),
      study: 'tournament',
      players: '2..4',
      extra: { strategies: 'random,greedy' },
    };
    expect(checkState(state, 2)).toMatchObject({
      ok: true,
      study: 'tournament',
      options: { game: 'lama', preset: 'seed', players: '2..4', strategies: 'random,greedy' },
    });
    expect(codes({ ...state, players: '1..3' })).toEqual({ players: ['option/invalid'] });
    expect(codes({ ...state, extra: { strategies: 'random' } })).toEqual({ strategies: ['strategy/count'] });
  });

  test('peg solitaire takes a start hole and no games, seed or players', () => {
    const state = { ...defaultState('pegs'), games: 'many', extra: { start: 'b3' } };
    expect(checkState(state, 2)).toEqual({
      ok: true,
      game: 'pegs',
      study: 'pegs',
      options: { game: 'pegs', preset: 'triangle5', start: 'b3' },
    });
    expect(codes({ ...state, extra: { start: 'z9' } })).toEqual({ start: ['pegs/unknown-hole'] });
  });

  test('a die goes to simulate, tournament and fairness as `dice`, never to ablate', () => {
    const die = { dice: ' pcg32:modulo ' };
    expect(checkState({ ...classicTwo, ...die }, 2)).toMatchObject({
      ok: true,
      options: { dice: 'pcg32:modulo' },
    });
    for (const study of ['tournament', 'fairness']) {
      const lama = {
        ...defaultState('lama'),
        study,
        players: '2..3',
        extra: { strategies: 'random,greedy' },
      };
      expect(checkState({ ...lama, ...die }, 2)).toMatchObject({
        ok: true,
        options: { dice: 'pcg32:modulo' },
      });
    }
    // `boardsim ablate` takes no --dice: the field is not used there, whatever it holds
    const ablate = { ...defaultState('candyland'), study: 'ablate', dice: 'nope' };
    const checked = checkState(ablate, 2);
    expect(checked.ok && checked.options).not.toHaveProperty('dice');
    // empty is the default die, not passed on
    expect(checkState(classicTwo, 2)).toMatchObject({ ok: true });
    expect((checkState(classicTwo, 2) as { options: object }).options).not.toHaveProperty('dice');
  });

  test('a die that does not exist is named next to the dice field, with the CLI’s message', () => {
    const checked = checkState({ ...defaultState(), dice: 'pcg33:modulo' }, 2);
    expect(checked).toEqual({
      ok: false,
      issues: { dice: [expect.objectContaining({ code: 'dice/unknown' })] },
    });
    expect(!checked.ok && checked.issues.dice![0]!.message).toBe(
      'no generator "pcg33" (generators: xoshiro128x4, java-lcg, xorshift128, splitmix64, xoshiro128ss, xoshiro256ss, pcg32, math-random, crypto, ring-buffer, mt19937, mt19937-python, xoroshiro128plus, xorshift128plus, alea)',
    );
    expect(codes({ ...defaultState(), dice: 'pcg32:mod' })).toEqual({ dice: ['dice/unknown'] });
    expect(codes({ ...defaultState(), dice: 'ring-buffer@2' })).toEqual({ dice: ['dice/unknown'] });
  });

  test('the dice lab takes a die, rolls, faces, seed and workers (rng test’s options), and no board', () => {
    const lab = {
      ...defaultState('dice'),
      preset: CUSTOM,
      board: 'not used',
      games: 'not used',
      dice: 'xorshift128:table',
      workers: '2',
      extra: { rolls: '5e7', faces: '8' },
    };
    expect(checkState(lab, 2)).toEqual({
      ok: true,
      game: 'dice',
      study: 'rng-test',
      options: {
        game: 'dice',
        dice: 'xorshift128:table',
        rolls: '5e7',
        faces: '8',
        seed: 1n,
        threads: '2',
      },
    });
    expect(codes({ ...lab, extra: { rolls: '0', faces: '6' } })).toEqual({ rolls: ['option/invalid'] });
    expect(codes({ ...lab, extra: { rolls: '1e6', faces: '17' } })).toEqual({ faces: ['option/invalid'] });
    expect(codes({ ...lab, dice: 'nope', seed: 'x' })).toEqual({
      dice: ['dice/unknown'],
      seed: ['option/invalid'],
    });
  });

  test('mode is only passed with more than one player', () => {
    const checked = checkState({ ...classicTwo, players: '1' }, 2);
    expect(checked.ok && checked.options).not.toHaveProperty('mode');
  });

  const codes = (state: PageState) => {
    const checked = checkState(state, 2);
    if (checked.ok) return {};
    return Object.fromEntries(
      Object.entries(checked.issues).map(([field, list]) => [field, list.map((i) => i.code)]),
    );
  };

  test.each([
    ['malformed JSON', { preset: CUSTOM, board: '{"squares": 30,' }, { board: ['json/syntax'] }],
    ['an empty board', { preset: CUSTOM, board: '  ' }, { board: ['option/missing'] }],
    [
      'a key given twice',
      { preset: CUSTOM, board: '{"squares": 30, "squares": 40}' },
      { board: ['json/duplicate-key'] },
    ],
    [
      'a jump off the board',
      { preset: CUSTOM, board: '{"squares": 30, "jumps": {"5": 40}}' },
      { board: ['board/jump-off-board'] },
    ],
    [
      'a board where a game cannot end',
      { preset: CUSTOM, board: '{"squares": 10, "jumps": {"4": 1, "5": 1, "6": 1, "7": 1, "8": 1, "9": 1}}' },
      { board: ['board/never-ends'] },
    ],
    ['an unknown preset', { preset: 'nope' }, { preset: ['preset/unknown'] }],
    ['no number of games', { games: '' }, { games: ['option/missing'] }],
    ['a number of games in words', { games: 'lots' }, { games: ['option/invalid'] }],
    ['more games than boardsim plays', { games: '1e14' }, { games: ['option/invalid'] }],
    ['a negative seed', { seed: '-1' }, { seed: ['option/invalid'] }],
    ['zero workers', { workers: '0' }, { workers: ['option/invalid'] }],
    ['too many players', { players: '17' }, { players: ['option/invalid'] }],
    ['an unknown mode', { players: '2', extra: { mode: 'simultaneous' } }, { mode: ['option/invalid'] }],
    [
      'several problems at once, each next to its field',
      { preset: CUSTOM, board: '{"squares": 1}', games: '0', seed: 'x' },
      { board: ['board/too-small'], games: ['option/invalid'], seed: ['option/invalid'] },
    ],
  ])('%s', (_name, change, expected) => {
    expect(codes({ ...defaultState(), ...change })).toEqual(expected);
  });

  test('the messages are the CLI’s', () => {
    const checked = checkState({ ...defaultState(), games: '1e14' }, 2);
    expect(!checked.ok && checked.issues.games![0]!.message).toBe('at most 10,000,000,000,000');
  });
});

describe('the ladder and the analyses get the options of `ladder` and `analyze`', () => {
  test('the ladder rates the page’s quick strategies unless others are named', () => {
    const checked = checkState({ ...defaultState('lama', 'ladder'), dice: 'pcg32' }, 2);
    expect(checked.ok && checked.options).toEqual({
      game: 'lama',
      preset: 'seed',
      players: '2..4',
      strategies: 'random,greedy,cautious,ismcts:30',
      games: 100,
      seed: 1n,
      dice: 'pcg32',
    });
    const rounds = checkState({ ...defaultState('lama', 'ladder'), extra: { rounds: '1' } }, 2);
    expect(rounds.ok && rounds.options).toMatchObject({ rounds: '1' });
    const none = checkState({ ...defaultState('lama', 'ladder'), extra: { rounds: '0' } }, 2);
    expect(!none.ok && none.issues.rounds![0]!.message).toBe('must be a positive whole number, not 0');
    const fairness = checkState({ ...defaultState('lama', 'fairness'), extra: { rounds: '1' } }, 2);
    expect(fairness.ok && fairness.options).not.toHaveProperty('rounds');
    const one = checkState({ ...defaultState('lama', 'ladder'), extra: { strategies: 'random' } }, 2);
    expect(!one.ok && Object.keys(one.issues)).toEqual(['strategies']);
  });

  test('an analysis takes no workers or die; peg solitaire’s only its board, start and workers', () => {
    const snakes = checkState({ ...defaultState('snakes', 'analyze'), workers: '2', dice: 'pcg32' }, 2);
    expect(snakes.ok && snakes.options).toEqual({
      game: 'snakes',
      preset: 'efi',
      players: 1,
      games: 100_000,
      seed: 1n,
    });
    const lama = checkState({ ...defaultState('lama', 'analyze'), players: '2..6' }, 2);
    expect(lama.ok && lama.options).toMatchObject({ players: '2..6', games: 400 });
    const pegs = checkState({ ...defaultState('pegs', 'analyze'), extra: { start: 'b3' } }, 2);
    expect(pegs.ok && pegs.options).toEqual({ game: 'pegs', preset: 'triangle5', start: 'b3' });
    expect(studyFields('analyze', 'pegs')).toEqual(['preset', 'board', 'workers']);
    // the count in parts takes the Web Workers field, as `analyze pegs --threads` and the count do
    for (const study of ['analyze', 'pegs']) {
      const onTwo = checkState({ ...defaultState('pegs', study), workers: '2', seed: 'x' }, 2);
      expect(onTwo.ok && onTwo.options).toEqual({ game: 'pegs', preset: 'triangle5', threads: '2' });
      const none = checkState({ ...defaultState('pegs', study), workers: '0' }, 2);
      expect(!none.ok && Object.keys(none.issues)).toEqual(['workers']);
    }
  });

  test('presets to compare follow the board, a board of one’s own after them; an unknown one is named', () => {
    const candy = { ...defaultState('candyland', 'analyze'), preset: 'seed000' };
    const compared = checkState({ ...candy, extra: { compare: ' classic, seed001 ' } }, 2);
    expect(compared.ok && compared.options).toMatchObject({ preset: 'seed000,classic,seed001' });
    const board = JSON.stringify(presetConfig('candyland', 'classic'));
    const own = checkState({ ...candy, preset: CUSTOM, board, extra: { compare: 'seed001' } }, 2);
    expect(own.ok && own.options).toMatchObject({ preset: 'seed001', board, boardSource: 'board' });
    const simulate = checkState({ ...candy, study: 'simulate', extra: { compare: 'classic' } }, 2);
    expect(simulate.ok && simulate.options).not.toHaveProperty('compare');
    const unknown = checkState({ ...candy, extra: { compare: 'classic,chutes' } }, 2);
    expect(!unknown.ok && unknown.issues.compare![0]!.message).toMatch(/chutes/);
  });

  test('boards of one’s own to compare come after the board and the presets, each named; a bad one is named under its editor with the CLI’s message', () => {
    const snakes = { ...defaultState('snakes', 'analyze'), preset: 'classic', extra: { compare: 'efi' } };
    const boards = [customBoard, '{"squares": 20}'];
    const compared = checkState({ ...snakes, compareBoards: boards }, 2);
    expect(compared.ok && compared.options).toMatchObject({
      preset: 'classic,efi',
      boards: [
        { board: customBoard, boardSource: 'compared board 1' },
        { board: '{"squares": 20}', boardSource: 'compared board 2' },
      ],
    });
    const own = checkState({ ...snakes, preset: CUSTOM, board: customBoard, compareBoards: boards }, 2);
    expect(own.ok && own.options).toMatchObject({ preset: 'efi', board: customBoard, boardSource: 'board' });
    // only an analysis compares them
    const simulate = checkState({ ...snakes, study: 'simulate', compareBoards: ['{'] }, 2);
    expect(simulate.ok && simulate.options).not.toHaveProperty('boards');

    const bad = checkState(
      { ...snakes, compareBoards: [customBoard, '{"squares": 30, "jumps": {"3": 40}}', '  '] },
      2,
    );
    expect(bad.ok).toBe(false);
    const issues = !bad.ok ? bad.issues : {};
    expect(Object.keys(issues)).toEqual(['compare-board-2', 'compare-board-3']);
    // what `boardsim analyze snakes --board b.json` prints, with the file's name for the editor's
    expect(new BoardsimError(issues['compare-board-2']!, 'compared board 2').message).toBe(
      'compared board 2: jumps.3: jumps to square 40, off the board (squares 0 to 30)',
    );
    expect(issues['compare-board-3']![0]!.code).toBe('option/missing');
    // an error the analysis itself raises goes back to the editor it names
    expect(errorIssues(new BoardsimError(issues['compare-board-2']!, 'compared board 2'))).toEqual({
      'compare-board-2': issues['compare-board-2'],
    });
  });
});

describe('names from a URL are looked up as own properties only', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('?study=%s', (study) => {
    const state = stateFromQuery(`game=snakes&study=${study}`);
    expect(state.study).toBe(study);
    expect(studyFields(state.study)).toBeUndefined();
    const checked = checkState(state, 2);
    expect(!checked.ok && Object.keys(checked.issues)).toEqual(['study']);
    expect(studyFields('simulate')).toContain('games');
  });
});
