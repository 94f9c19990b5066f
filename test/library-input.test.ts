// Bad input to a library function is a BoardsimError that names it: a misspelt option is refused
// (the run would otherwise quietly use the default), and the exact helpers name a wrong argument
// instead of failing inside with a TypeError.

import { expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { fairness, ladder, pegs, tournament } from '../src/index.js';

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

test.each([
  ['pegs', () => pegs({ board: 'triangle5', stat: 'a1' } as never), 'stat', 'start'],
  [
    'tournament',
    () => tournament({ game: 'lama', players: 2, games: 10, strats: 'greedy' } as never),
    'strats',
    undefined,
  ],
  ['fairness', () => fairness({ game: 'lama', players: 2, games: 10, seeds: 3 } as never), 'seeds', 'seed'],
  [
    'ladder',
    () => ladder({ game: 'lama', players: 2, games: 10, replicate: 50 } as never),
    'replicate',
    'replicates',
  ],
])('%s refuses a misspelt option, with the nearest name', async (what, run, key, near) => {
  const error = await refusal(run);
  expect(error).toBeInstanceOf(BoardsimError);
  const suggestion = near ? `; did you mean "${near}"\\?` : '';
  expect((error as BoardsimError).issues).toEqual([
    {
      code: 'option/unknown',
      path: key,
      message: expect.stringMatching(
        new RegExp(`^is not an option of ${what}${suggestion} \\(options: .*\\)$`),
      ),
    },
  ]);
});

test('the options each function does take are not refused', async () => {
  const report = await pegs({ board: 'triangle5', start: 'a1', solution: true, players: 1 });
  expect(report.totalGames).toBe('568630');
  const table = await tournament({
    game: 'lama',
    players: 2,
    strategies: 'random,greedy',
    games: 20,
    seed: 3,
    threads: 1,
    rounds: 1,
  });
  expect(table.cells.length).toBeGreaterThan(0);
});

test('squareVisits and jumpUseProbabilities take a preset name or a board as written', async () => {
  const { squareVisits, jumpUseProbabilities, presetConfig } = await import('../src/index.js');
  const { squareVisits: internal } = await import('../src/games/snakes/visits.js');
  const { resolveSnakesBoard } = await import('../src/games/snakes/settings.js');
  const classic = internal(resolveSnakesBoard({ preset: 'classic' }).board);
  expect(squareVisits('classic')).toEqual(classic);
  expect(squareVisits(presetConfig('snakes', 'classic') as object)).toEqual(classic);
  expect(squareVisits(resolveSnakesBoard({ preset: 'classic' }).board)).toEqual(classic);
  expect(() => squareVisits(undefined as never)).toThrow(/board: give a preset name/);
  const written = { squares: 10, jumps: { '3': 8, '9': 2 } };
  expect(squareVisits(written)).toEqual(squareVisits(JSON.stringify(written)));
  expect(jumpUseProbabilities(written).map((use) => use.from)).toEqual([3, 9]);
  // a bad board is named as simulate names it, not a TypeError
  const bad = (() => {
    try {
      return squareVisits({ squares: 10, jumps: { '3': 40 } });
    } catch (error) {
      return error;
    }
  })();
  expect(bad).toBeInstanceOf(BoardsimError);
  expect((bad as BoardsimError).message).toMatch(/off the board/);
});

test('the dice functions refuse a misspelt option too', async () => {
  const { createDice, diceBattery, diceGameTest } = await import('../src/index.js');
  await expect(createDice('pcg32', { sed: 3 } as never)).rejects.toThrow(
    'sed: is not an option of createDice; did you mean "seed"? (options: seed, stream, state)',
  );
  await expect(diceBattery({ rolls: 1000, rols: 5 } as never)).rejects.toThrow(
    /rols: is not an option of diceBattery/,
  );
  await expect(diceGameTest({ games: 100, gamez: 5 } as never)).rejects.toThrow(
    /gamez: is not an option of diceGameTest/,
  );
});

test('the exact dice helpers name a bad argument instead of failing inside', async () => {
  const { methodBias, dieFaceProbabilities, horizonGames } = await import('../src/index.js');
  expect(methodBias('modulo', 6).maxRelativeError).toBeGreaterThan(0);
  expect(dieFaceProbabilities('pcg32:modulo', 6)).toEqual(methodBias('modulo', 6).probabilities);
  expect(horizonGames([1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6])).toBe(Number.POSITIVE_INFINITY);
  const issueOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      return (error as BoardsimError).issues[0]!.path;
    }
    return 'accepted';
  };
  expect(issueOf(() => methodBias({ faces: 6 } as never, 6))).toBe('method');
  expect(issueOf(() => methodBias('modulo', 0))).toBe('n');
  expect(issueOf(() => methodBias('modulo', 2 ** 32))).toBe('n');
  expect(issueOf(() => methodBias('modulo', 6, 8))).toBe('bits');
  expect(issueOf(() => dieFaceProbabilities('pcg32', { faces: 6 } as never))).toBe('n');
  expect(issueOf(() => dieFaceProbabilities('nope', 6))).toBe('spec');
  expect(issueOf(() => horizonGames({ gen: 'x' } as never))).toBe('faceProbabilities');
  expect(issueOf(() => horizonGames([0.5, 0.6]))).toBe('faceProbabilities');
  expect(issueOf(() => horizonGames([0.5, 0.5], 'nope'))).toBe('preset');
});

test('merge and mergeAsync name bad sources and a misspelt option', async () => {
  const { merge, mergeAsync, simulate } = await import('../src/index.js');
  const shard = await simulate({ game: 'snakes', games: 1000, seed: 1, threads: 1, shard: '1/2' });
  expect(() => merge([shard], { sorces: ['a'] } as never)).toThrow(/sources: must be a list of names/);
  await expect(mergeAsync([shard], { sorces: ['a'] } as never)).rejects.toThrow(
    'sorces: is not an option of mergeAsync; did you mean "sources"? (options: sources, signal)',
  );
  await expect(mergeAsync([shard], { sources: [7] } as never)).rejects.toThrow(
    /sources: must be a list of names/,
  );
});

test('a call without its options object, or with a wrong game, is a BoardsimError, not a TypeError', async () => {
  const lib = await import('../src/index.js');
  const refusedWith = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      return (error as BoardsimError).issues[0]!;
    }
    return undefined;
  };
  for (const name of [
    'simulate',
    'analyze',
    'pegs',
    'ablate',
    'tournament',
    'fairness',
    'ladder',
    'diceBattery',
    'diceGameTest',
    'exact',
    'trace',
  ] as const) {
    const run = lib[name] as (options?: unknown) => unknown;
    expect(await refusedWith(() => run()), name).toMatchObject({
      code: 'option/not-an-object',
      path: 'options',
    });
    expect(await refusedWith(() => run(null)), name).toMatchObject({ path: 'options' });
  }
  // no die at all is the default die
  expect((await lib.createDice()).dice).toBe(lib.formatDice(lib.DEFAULT_DICE));
  expect(await refusedWith(() => lib.createDice('pcg32', null as never))).toMatchObject({ path: 'options' });
  expect(await refusedWith(() => lib.presetConfig('nope' as never, 'x'))).toMatchObject({ path: 'game' });
  expect(await refusedWith(() => lib.formatDice({} as never))).toMatchObject({ path: 'spec' });
  expect(lib.formatDice('pcg32')).toBe('pcg32:lemire');
});

/** Five snakes back to square 1 on a 1000-square board with a two-faced die: a player's game lasts
 *  153,000 turns on average (within what boardsim accepts), and sixteen of them played one after
 *  another pass the kernel's length limit (the rolls of a game, whose sums must fit in 32 bits). */
const endlessBoard = {
  squares: 1000,
  overshoot: 'stay' as const,
  dieFaces: 2,
  rollAgainOnSix: false,
  jumps: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [990 - i * 13, 1])),
};
const endlessGames = { board: endlessBoard, players: 16, mode: 'independent' } as const;

test('a board whose games never practically end is a BoardsimError naming the board, on any thread', async () => {
  const { simulate, trace } = await import('../src/index.js');
  const tooLong = {
    code: 'board/game-too-long',
    path: 'board',
    message: 'a game passed the length limit: this board makes games practically endless',
  };
  // one thread plays on the calling thread; many chunks on two threads play in worker threads
  for (const run of [
    { games: 200, threads: 1 },
    { games: 300_000, threads: 2 },
  ]) {
    const error = await refusal(() => simulate({ game: 'snakes', ...endlessGames, exact: false, ...run }));
    expect(error, JSON.stringify(run)).toBeInstanceOf(BoardsimError);
    expect((error as BoardsimError).issues).toEqual([tooLong]);
  }
  // a trace plays the game in the twin: it stops too, rather than filling memory with its events
  expect(() => trace({ game: 'snakes', ...endlessGames })).toThrow(BoardsimError);
});

test('a board of games far longer than the limit is refused, not answered from a solve that lost every digit', async () => {
  const { exact } = await import('../src/index.js');
  // seventy snakes: the expected length solves to a negative number, which the check let through
  // (exact answered a mean of 3e-24 turns)
  const board = {
    ...endlessBoard,
    jumps: Object.fromEntries(Array.from({ length: 70 }, (_, i) => [990 - i * 13, 1])),
  };
  expect(() => exact({ game: 'snakes', board })).toThrow(
    'a game lasts more turns on average; boardsim refuses boards beyond 1,000,000',
  );
});

test('ablate refuses shard: a part of each variant would be reported as the whole ablation', async () => {
  const { ablate } = await import('../src/index.js');
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  const error = await refusal(() => ablate({ game: 'candyland', games: 1000, seed: 1, shard: '1/2' }));
  expect(error).toBeInstanceOf(BoardsimError);
  expect((error as BoardsimError).issues).toMatchObject([{ code: 'option/unknown', path: 'shard' }]);
});

test('exact, trace, simulate and ablate refuse options they do not use, naming the ones they take', async () => {
  const { ablate, exact, simulate, trace } = await import('../src/index.js');
  const refusedPaths = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      return (error as BoardsimError).issues.map((issue) => [issue.code, issue.path]);
    }
    return [];
  };
  const unknown = (...paths: string[]) => paths.map((path) => ['option/unknown', path]);
  // the exact answer is of a fair die: a die given to it would be ignored
  expect(await refusedPaths(() => exact({ game: 'snakes', dice: 'java-lcg:modulo' }))).toEqual(
    unknown('dice'),
  );
  const runOptions = {
    games: 10,
    seed: 10,
    threads: 2,
    gameIndex: 2,
    shard: '1/2',
    signal: 5,
    onProgress: 1,
  };
  expect(await refusedPaths(() => exact({ game: 'snakes', ...runOptions }))).toEqual(
    unknown(...Object.keys(runOptions)),
  );
  expect(
    // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
    await refusedPaths(() => trace({ game: 'snakes', games: 10, threads: 2, shard: '1/2', signal: 1 })),
  ).toEqual(unknown('games', 'threads', 'shard', 'signal'));
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  expect(await refusedPaths(() => simulate({ game: 'snakes', games: 10, gameIndex: 3 }))).toEqual(
    unknown('gameIndex'),
  );
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  expect(await refusedPaths(() => ablate({ game: 'candyland', games: 10, gameIndex: 3 }))).toEqual(
    unknown('gameIndex'),
  );
  // the message names what the function takes, the game's own options included
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  await expect(Promise.resolve().then(() => exact({ game: 'snakes', seed: 1 }))).rejects.toThrow(
    'seed: is not an option of exact (options: game, preset, board, boardSource, players, mode',
  );
  // another game's option is still said not to apply to this game
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  expect(await refusedPaths(() => trace({ game: 'snakes', strategies: 'greedy' }))).toEqual([
    ['option/not-for-game', 'strategies'],
  ]);
  // and what each takes still works
  expect(exact({ game: 'snakes', preset: 'classic', players: 2, mode: 'alternating' }).players).toBe(2);
  expect(trace({ game: 'snakes', seed: 3, gameIndex: 2, dice: 'pcg32' }).gameIndex).toBe(2);
});

test('pegs checks players and solution as simulate checks players and exact', async () => {
  const issueOf = async (options: object) => {
    const error = await refusal(() => pegs({ board: 'triangle5', start: 'a1', ...options } as never));
    expect(error).toBeInstanceOf(BoardsimError);
    return (error as BoardsimError).issues[0];
  };
  expect(await issueOf({ players: 2 })).toMatchObject({ path: 'players', message: 'must be from 1 to 1' });
  expect(await issueOf({ players: 'x' })).toMatchObject({ path: 'players' });
  // only true asks for a solution: 'no' is not a yes
  expect(await issueOf({ solution: 'no' })).toMatchObject({
    path: 'solution',
    message: 'true or false, not "no"',
  });
  expect((await pegs({ board: 'triangle5', start: 'a1', solution: false })).solution).toBeUndefined();
});

test('a signal, a callback or exact of the wrong type is a BoardsimError naming it, wherever it is taken', async () => {
  const lib = await import('../src/index.js');
  const snakes = { game: 'snakes', games: 1000, threads: 1 } as const;
  const lama = { game: 'lama', players: 2, games: 10, threads: 1 } as const;
  const calls: [string, (bad: object) => Promise<unknown>][] = [
    ['simulate', (bad) => lib.simulate({ ...snakes, ...bad })],
    ['ablate', (bad) => lib.ablate({ game: 'candyland', games: 10, threads: 1, ...bad })],
    ['analyze', (bad) => lib.analyze({ ...snakes, ...bad })],
    ['tournament', (bad) => lib.tournament({ ...lama, ...bad })],
    ['fairness', (bad) => lib.fairness({ ...lama, ...bad })],
    ['ladder', (bad) => lib.ladder({ ...lama, ...bad })],
    ['diceBattery', (bad) => lib.diceBattery({ dice: 'pcg32', rolls: 1000, threads: 1, ...bad })],
  ];
  const issueOf = async (run: () => Promise<unknown>) => {
    const error = await refusal(run);
    expect(error).toBeInstanceOf(BoardsimError);
    return (error as BoardsimError).issues;
  };
  for (const [name, run] of calls) {
    expect(await issueOf(() => run({ signal: 'x' })), name).toEqual([
      { code: 'option/invalid', path: 'signal', message: 'must be an AbortSignal, not "x"' },
    ]);
    expect(await issueOf(() => run({ onProgress: 'x' })), name).toEqual([
      { code: 'option/invalid', path: 'onProgress', message: 'must be a function, not "x"' },
    ]);
  }
  expect(await issueOf(() => lib.analyze({ game: 'snakes', exact: 'x' } as never))).toEqual([
    { code: 'option/invalid', path: 'exact', message: 'true or false, not "x"' },
  ]);
  expect(await issueOf(() => lib.pegs({ board: 'triangle5', signal: 'x' } as never))).toMatchObject([
    { path: 'signal' },
  ]);
  expect(await issueOf(() => lib.pegs({ board: 'triangle5', onLayer: 5 } as never))).toMatchObject([
    { path: 'onLayer' },
  ]);
  const shard = await lib.simulate({ ...snakes, shard: '1/2', exact: false });
  expect(await issueOf(() => lib.mergeAsync([shard], { signal: 'x' } as never))).toMatchObject([
    { path: 'signal' },
  ]);
  // a signal from another realm is still a signal
  const foreign = { aborted: false, addEventListener() {}, removeEventListener() {} };
  await expect(lib.simulate({ ...snakes, signal: foreign as never })).resolves.toMatchObject({ games: 1000 });
});

test('a value of the wrong type is shown by its type, so that it does not look like a right one', async () => {
  const lib = await import('../src/index.js');
  const messageOf = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      return (error as BoardsimError).message;
    }
    return undefined;
  };
  expect(await messageOf(() => lib.simulate({ game: 'snakes', games: 10n as never }))).toBe(
    'games: must be a positive whole number, not 10n',
  );
  expect(await messageOf(() => lib.simulate({ game: 'snakes', seed: null as never }))).toBe(
    'seed: must be a whole number from 0 to 2^64-1, not null',
  );
  // a number that large is read as the nearest double: 2**53 + 1 would run as 2**53
  expect(await messageOf(() => lib.simulate({ game: 'snakes', seed: 2 ** 53 }))).toBe(
    'seed: a number above 2^53-1 (9007199254740991) is not exact: give a seed that large as a bigint or a string, not 9007199254740992',
  );
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  expect(await messageOf(() => lib.trace({ game: 'snakes', gameIndex: 10n }))).toMatch(/, not 10n$/);
  expect(await messageOf(() => lib.createDice('pcg32', { stream: '3' as never }))).toBe(
    'stream: must be a whole number from 0 to 2^64-1, not "3"',
  );
  const dice = await lib.createDice('pcg32');
  try {
    expect(await messageOf(() => dice.next(6n as never))).toMatch(/, not 6n$/);
    expect(await messageOf(() => dice.fill(new Uint8Array(4), '6' as never))).toMatch(/, not "6"$/);
  } finally {
    dice.dispose();
  }
  // the bias helpers say their own limit, and take the same types
  expect(await messageOf(() => lib.dieFaceProbabilities('pcg32', 0))).toBe(
    'n: must be a whole number from 1 to 2^20 (1,048,576), not 0',
  );
  expect(await messageOf(() => lib.methodBias('modulo', '6' as never))).toBe(
    'n: must be a whole number from 1 to 2^20 (1,048,576), not "6"',
  );
  expect(await messageOf(() => lib.dieFaceProbabilities('pcg32', '6' as never))).toMatch(/, not "6"$/);
  expect(await messageOf(() => lib.dieFaceProbabilities('pcg32:table', 70_000))).toMatch(
    /table method rolls at most 65,536 faces/,
  );
  expect(lib.methodBias('modulo', 6).probabilities).toHaveLength(6);
});

test('kernelPath (forcing a kernel, for benchmarks) is checked: an unknown kernel, or the pair kernel where it cannot play', async () => {
  const { simulate } = await import('../src/index.js');
  const run = { game: 'snakes', games: 1000, seed: 3, threads: 1, exact: false } as const;
  const issuesOf = async (options: object) => {
    const error = await refusal(() => simulate({ ...run, ...options }));
    expect(error).toBeInstanceOf(BoardsimError);
    return (error as BoardsimError).issues;
  };
  expect(await issuesOf({ kernelPath: 'bogus' })).toMatchObject([
    { code: 'option/invalid', path: 'kernelPath', message: 'must be one of "pairs", "single", not "bogus"' },
  ]);
  expect(await issuesOf({ players: 2, kernelPath: 'pairs' })).toMatchObject([
    { code: 'option/conflict', path: 'kernelPath', message: expect.stringMatching(/alternating turns/) },
  ]);
  // its u16 offsets would wrap on a table this large: the games would be played wrongly
  const wide = { squares: 1000, dieFaces: 6, jumps: {} };
  expect(await issuesOf({ board: wide, kernelPath: 'pairs' })).toMatchObject([
    { path: 'kernelPath', message: expect.stringMatching(/more than its 64 KiB/) },
  ]);
  // either kernel plays the same games
  const pairs = await simulate({ ...run, kernelPath: 'pairs' });
  const single = await simulate({ ...run, kernelPath: 'single' });
  expect(single.metrics.turns!.histogram).toEqual(pairs.metrics.turns!.histogram);
});

test("issue paths are the library's option names; the CLI shows its own flags for them", async () => {
  const { simulate, trace } = await import('../src/index.js');
  const pathOf = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(BoardsimError);
      return (error as BoardsimError).issues[0]!.path;
    }
    return undefined;
  };
  // `game` is the game's name: the game of the run is gameIndex
  expect(await pathOf(() => trace({ game: 'snakes', gameIndex: -1 }))).toBe('gameIndex');
  expect(await pathOf(() => simulate({ game: 'candyland', pictureCards: 'x' }))).toBe('pictureCards');
  expect(await pathOf(() => simulate({ game: 'candyland', turnOrder: 'x' }))).toBe('turnOrder');
  const { issueLines } = await import('../src/cli/report-error.js');
  const line = (path: string) => issueLines('error', [{ code: 'c', path, message: 'm' }])[0];
  expect(line('gameIndex')).toBe('boardsim: error: --game: m');
  expect(line('pictureCards')).toBe('boardsim: error: --picture-cards: m');
  expect(line('kernelPath')).toBe('boardsim: error: --kernel: m');
  expect(line('max-memory')).toBe('boardsim: error: --max-memory: m');
  // the game is an argument, not trace's --game
  expect(line('game')).toBe('boardsim: error: game: m');
  expect(line('rollAgainOnSix')).toBe('boardsim: error: rollAgainOnSix: m');
});

test('kernelPath is a run option: exact and trace refuse it, and it does not apply to another game', async () => {
  const { exact, simulate, trace } = await import('../src/index.js');
  const issueOf = async (run: () => unknown) => {
    const error = await refusal(async () => run());
    expect(error).toBeInstanceOf(BoardsimError);
    return (error as BoardsimError).issues[0];
  };
  expect(await issueOf(() => exact({ game: 'snakes', kernelPath: 'single' }))).toMatchObject({
    code: 'option/unknown',
    path: 'kernelPath',
  });
  expect(await issueOf(() => trace({ game: 'snakes', kernelPath: 'single' }))).toMatchObject({
    code: 'option/unknown',
    path: 'kernelPath',
  });
  // @ts-expect-error the types refuse it as well; JavaScript reaches the run-time check
  expect(await issueOf(() => simulate({ game: 'candyland', kernelPath: 'single' }))).toMatchObject({
    code: 'option/not-for-game',
    path: 'kernelPath',
  });
});
