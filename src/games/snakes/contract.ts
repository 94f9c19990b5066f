// Snakes and Ladders' cases for the shared contract test (test/contract.test.ts): boards that
// exercise each rule option and edge of the kernel's tables, each board (and each preset) played
// by one player through every kernel that can play it, and by several players in both modes.

import { prepareSnakesRun } from './index.js';
import { referenceChunk } from './reference.js';
import { snakesRunSettings } from './settings.js';
import { unwrap } from '../../core/errors.js';
import { type ContractCase, type GameContract, kernelConfig } from '../contract.js';
import type { GameOptions } from '../types.js';
import { type SnakesKernelConfig, type SnakesKernelPath, pairKernelLimit, snakesGameLog } from './kernel.js';
import { snakesPresets } from './presets.js';
import { type SnakesBoard, parseSnakesBoard } from './schema.js';

/** Boards that exercise each rule option and edge of the tables, as users write them. */
const RULE_BOARDS: Readonly<Record<string, object>> = {
  'classic rules, start off the board': {},
  'bounce, start on 1, roll again': {
    start: 1,
    overshoot: 'bounce',
    rollAgainOnSix: true,
    jumps: { 17: 6, 9: 31, 99: 80 },
  },
  'finish anyway past the end': { squares: 40, overshoot: 'finish', jumps: { 3: 20, 38: 1 } },
  'stay, roll again on six': { squares: 30, overshoot: 'stay', rollAgainOnSix: true, jumps: { 29: 2, 6: 0 } },
  'ladder straight to the finish': { squares: 50, jumps: { 44: 50, 12: 40, 45: 10 }, overshoot: 'bounce' },
  'a d4': { squares: 20, dieFaces: 4, jumps: { 5: 15, 19: 1 } },
  'a d12 with roll again': {
    squares: 60,
    dieFaces: 12,
    rollAgainOnSix: true,
    overshoot: 'bounce',
    jumps: { 11: 30, 55: 5 },
  },
  'a large board (one roll per lookup only)': {
    squares: 400,
    overshoot: 'bounce',
    rollAgainOnSix: true,
    jumps: { 10: 300, 390: 20 },
  },
  'jump targets that are jump squares (never chained)': { squares: 30, jumps: { 4: 8, 8: 20, 20: 2 } },
};

/** One board's cases: one player through each kernel that can play it (the pair kernel cannot
 *  hold a large board's table), three independent players through the first, and alternating
 *  turns, which only the single kernel plays. */
function boardCases(name: string, source: GameOptions, board: SnakesBoard): ContractCase[] {
  const paths: SnakesKernelPath[] =
    pairKernelLimit({ board, players: 1, mode: 'independent' }) === undefined
      ? ['pairs', 'single']
      : ['single'];
  const play = (players: number, mode: string, kernelPath: SnakesKernelPath): ContractCase => ({
    name: `${name}: ${players === 1 ? 'one player' : `${players} players, ${mode}`}, ${kernelPath} kernel`,
    options: { ...source, players, mode, kernelPath },
    // several players' games are several times longer
    ...(players > 1 && { games: 1000 }),
  });
  return [
    ...paths.map((path) => play(1, 'independent', path)),
    play(3, 'independent', paths[0]!),
    play(2, 'alternating', 'single'),
    play(4, 'alternating', 'single'),
  ];
}

/** Snakes and Ladders' contract: every preset and rule board, through each kernel path. */
export const contract: GameContract = {
  kernelGames: (kernel, options, seed, chunk, games) =>
    snakesGameLog(kernel, kernelConfig<SnakesKernelConfig>(prepareSnakesRun(options)), seed, chunk, games),
  twinGames: (options, seed, chunk, games) => {
    const { board, players, mode } = snakesRunSettings(options);
    return referenceChunk(board, seed, chunk, games, players, mode);
  },

  cases: [
    ...Object.entries(snakesPresets).flatMap(([name, p]) =>
      boardCases(`preset ${name}`, { preset: name }, p.config),
    ),
    ...Object.entries(RULE_BOARDS).flatMap(([name, raw]) =>
      boardCases(name, { board: raw }, unwrap(parseSnakesBoard(raw))),
    ),
  ],
  invalid: [
    { name: 'no players', options: { players: 0 }, path: 'players' },
    { name: 'more players than boardsim plays', options: { players: 17 }, path: 'players' },
    { name: 'an unknown mode', options: { mode: 'simultaneous' }, path: 'mode' },
    { name: 'a board field of the wrong type', options: { board: { squares: 'ten' } }, path: 'squares' },
    { name: 'an unknown overshoot rule', options: { board: { overshoot: 'wrap' } }, path: 'overshoot' },
    { name: 'a jump off the board', options: { board: { jumps: { 17: 200 } } }, path: 'jumps.17' },
    {
      name: 'a board whose games never end',
      options: { board: { squares: 10, jumps: { 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 } } },
      path: 'jumps',
    },
    {
      name: 'the pair kernel asked to alternate turns',
      options: { players: 3, mode: 'alternating', kernelPath: 'pairs' },
      path: 'kernelPath',
    },
  ],
  games: { twin: 3000 },
};
