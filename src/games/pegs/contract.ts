// Peg solitaire's cases for the shared contract test (test/contract.test.ts): random play from
// another start hole, and on a board written by hand (the triangle of side 4, which the counting
// tests walk in full), besides every named board from its own start.

import { preparePegsRun } from './index.js';
import { type PegsKernelConfig, pegsGameLog } from './kernel.js';
import { referenceChunk } from './reference.js';
import { pegsRunSettings } from './settings.js';
import { type GameContract, kernelConfig } from '../contract.js';
import { triangleConfig } from './boards.js';

/** Peg solitaire's contract: random play from other starts and on a board given in full. */
export const contract: GameContract = {
  // each game's end as decimal text: a record must survive JSON, and a bit set of 37 holes is a bigint
  kernelGames: (kernel, options, seed, chunk, games) =>
    pegsGameLog(kernel, kernelConfig<PegsKernelConfig>(preparePegsRun(options)), seed, chunk, games).map(
      String,
    ),
  twinGames: (options, seed, chunk, games) => {
    const { board, start } = pegsRunSettings(options);
    return referenceChunk(board, start, seed, chunk, games).map(String);
  },

  cases: [
    { name: 'triangle5 from b3', options: { preset: 'triangle5', start: 'b3' } },
    { name: 'english from c1, a corner of an arm', options: { preset: 'english', start: 'c1' } },
    { name: 'a triangle of side 4, written out', options: { board: triangleConfig(4) } },
    { name: 'a triangle of side 4 from c3', options: { board: triangleConfig(4), start: 'c3' } },
  ],
  invalid: [
    { name: 'a start hole the board lacks', options: { start: 'z9' }, path: 'start' },
    { name: 'two players', options: { players: 2 }, path: 'players' },
    { name: 'a board name that is no board', options: { board: 'triangle9' }, path: 'board' },
    {
      name: 'an unknown lattice',
      options: { board: { ...triangleConfig(4), lattice: 'hex' } },
      path: 'lattice',
    },
  ],
  games: { twin: 2000 },
};
