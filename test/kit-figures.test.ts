// The kit's count of a game's figures (assembly/kit/results.ts binOf): a whole number from 0 to
// 65,534 goes in its histogram bin, anything else to the checks and the host, in the simulate path
// (playChunk) and the game-by-game path (check). Edge values count as a JavaScript game's do, and
// every value that is not a whole number from 0 to 2^53 - 1 is refused, named, in both paths.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { BoardsimError } from '../src/core/errors.js';
import { loadGame, simulate } from '../src/index.js';
import { checkTwin } from '../src/games/module-wasm-run.js';
import type { SimulationReport } from '../src/report/simulation.js';
import { ChunkStream } from '../src/rng/stream.js';
import { isThreadsNote } from './helpers.js';
import { buildKernel, kitFolder } from './kit-helpers.js';

const folder = kitFolder('boardsim-kit-figures-');
const file = (name: string, text: string): string => {
  const path = join(folder.dir, name);
  writeFileSync(path, text);
  return path;
};

/** Values at and around the histograms' edges and the host's (2^52, 2^53 - 1). */
const EDGES = [
  '0',
  '-0',
  '1',
  '2',
  '65533',
  '65534',
  '65535',
  '65536',
  '4503599627370495',
  '4503599627370496',
  '9007199254740991',
];

const EDGE_KERNEL = `
import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
const EDGES: f64[] = [${EDGES.join(', ')}];
function play(dice: Dice, players: i32, results: Results): void {
  results.set(0, EDGES[dice.draw(EDGES.length)]);
  results.set(1, dice.next(6));
  results.winner(0);
}
defineGame('edges', play).figure('edge').figure('roll');
`;
const EDGE_TWIN = `
const EDGES = [${EDGES.join(', ')}];
export default {
  name: 'edges',
  play(dice) {
    return { winner: 0, figures: { edge: EDGES[dice.draw(EDGES.length)], roll: dice.next(6) } };
  },
};
`;

/** Values that are not figures: players p sets BAD[p - 1] in the first game whose d1000 shows 1000. */
const BAD = [
  '-1',
  '0.5',
  '65534.5',
  '-0.5',
  'Infinity',
  '-Infinity',
  '9007199254740992',
  '1e300',
  '-4503599627370496',
];
const BAD_KERNEL = `
import { Dice, Results, defineGame } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';
const BAD: f64[] = [${BAD.join(', ')}];
function play(dice: Dice, players: i32, results: Results): void {
  const roll = dice.next(1000);
  results.set(0, roll == 1000 ? BAD[players - 1] : <f64>roll);
  results.winner(0);
}
defineGame('bad-figures', play).players(1, ${BAD.length}).figure('roll');
`;
const BAD_TWIN = `
export default {
  name: 'bad-figures',
  players: { min: 1, max: ${BAD.length} },
  play(dice) {
    return { winner: 0, figures: { roll: dice.next(1000) } };
  },
};
`;

let edges: string;
let edgeTwin: string;
let bad: string;
let badTwin: string;

beforeAll(() => {
  edges = buildKernel(folder, file('edges.ts', EDGE_KERNEL), 'edges.wasm');
  edgeTwin = file('edges.mjs', EDGE_TWIN);
  bad = buildKernel(folder, file('bad.ts', BAD_KERNEL), 'bad.wasm');
  badTwin = file('bad.mjs', BAD_TWIN);
});

/** A report without what tells the machine or the file rather than the games. */
function games(report: SimulationReport): unknown {
  const { threads: _t, elapsedMs: _e, gamesPerSecond: _g, notes, run, ...rest } = report;
  const { module: _m, digest: _d, ...runRest } = run;
  const kept = notes?.filter((n) => !isThreadsNote(n));
  return { ...rest, run: runRest, notes: kept?.length ? kept : undefined };
}

async function refusal(run: () => unknown): Promise<BoardsimError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BoardsimError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe("the kit's count of figures", () => {
  test('values at the edges of the histograms count as a JavaScript game counts them', async () => {
    const options = { games: 70_000, seed: 4 };
    const kernel = await simulate({ game: edges, ...options, threads: 1 });
    const twin = await simulate({ game: edgeTwin, ...options, threads: 1 });
    expect(games(kernel)).toEqual(games(twin));
    // every edge was played, those from 65,535 summed by the host
    expect(kernel.metrics.edge!.overflow!.count).toBeGreaterThan(0);
    expect(kernel.metrics.edge!.max).toBe(9007199254740991);
    const found = checkTwin(await loadGame(edges), await loadGame(edgeTwin), { games: 70_000, seed: 4 });
    expect(found).toMatchObject({ agree: true, compared: 70_000 });
  });

  test('a value that is not a whole number from 0 to 2^53 - 1 is refused, named, in both paths', async () => {
    let index = 0;
    for (const stream = new ChunkStream(8n, 0n); stream.draw(1000) !== 999;) index++;
    expect(index).toBeGreaterThan(0);
    const at = `game ${index} \\(chunk 0, game ${index} of it\\)`;
    for (let players = 1; players <= BAD.length; players++) {
      // (AssemblyScript writes the value its own way: -1.0, 1e+300)
      const message = new RegExp(`${at} gave roll = [^:]+: figures are whole numbers`);
      const run = await refusal(() => simulate({ game: bad, games: 70_000, seed: 8, players, threads: 1 }));
      expect(run.message).toMatch(message);
      const checked = await refusal(async () =>
        checkTwin(await loadGame(bad), await loadGame(badTwin), { games: 70_000, seed: 8, players }),
      );
      expect(checked.message).toMatch(message);
    }
  });
});
