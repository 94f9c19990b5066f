// One random game of peg solitaire, jump by jump: the game that `simulate pegs` with the same seed
// plays as its game number `game` (0-based).

import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import type { TraceReport } from '../types.js';
import { playRandomGame } from './reference.js';
import { boardJumps, drawState, jumpName } from './rules.js';
import { type PegsOptions, pegsRunSettings } from './settings.js';

export function tracePegs(
  options: PegsOptions & { readonly seed?: unknown; readonly gameIndex?: unknown },
): TraceReport {
  const { preset, board, start } = pegsRunSettings(options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK)));
  const jumps = boardJumps(board);
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playRandomGame(board, start, stream, jumps);
  const { pegs, played } = playRandomGame(board, start, stream, jumps);
  const left = pegs.filter(Boolean).length;
  const names = played.map((j) => jumpName(board, j));
  return {
    game: 'pegs',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    start: board.holes[start]!.name,
    jumps: names,
    pegsLeft: left,
    final: drawState(board, pegs),
    lines: [
      `${board.name}, start ${board.holes[start]!.name} empty: ${names.length} jumps`,
      ...names.map((name, i) => `  ${String(i + 1).padStart(2)}. ${name}`),
      ...drawState(board, pegs).map((row) => `  ${row}`),
      `${left} peg${left === 1 ? '' : 's'} left`,
    ],
  };
}
