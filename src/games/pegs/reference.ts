// The plain-TypeScript twin: the rules followed step by step. `walkAllGames` plays every game by
// walking the game tree depth first, as seed 002 does (one game per maximal sequence of jumps), and
// `playRandomGame` plays one game choosing a legal jump at random with the shared generator. Tests
// check the kernel against both; the benchmark uses the walk as the baseline.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import { type PegsJump, boardJumps } from './rules.js';
import type { PegsBoard } from './schema.js';

export interface WalkResult {
  totalGames: number;
  /** pegsLeft[k] = games that end with k pegs. */
  pegsLeft: number[];
  /** onePegEndHoles[h] = games that end with one peg, in hole h. */
  onePegEndHoles: number[];
  reachableStates: number;
  deadEndStates: number;
  /** Random play (every legal jump equally likely): probability of ending with k pegs. */
  randomPlayPegsLeft: number[];
}

/** The legal jumps of a board position, in board order. */
export function legalJumps(jumps: readonly PegsJump[], pegs: readonly boolean[]): PegsJump[] {
  return jumps.filter((j) => pegs[j.from] && pegs[j.over] && !pegs[j.to]);
}

function makeJump(pegs: boolean[], jump: PegsJump): void {
  pegs[jump.from] = false;
  pegs[jump.over] = false;
  pegs[jump.to] = true;
}

function undoJump(pegs: boolean[], jump: PegsJump): void {
  pegs[jump.from] = true;
  pegs[jump.over] = true;
  pegs[jump.to] = false;
}

/** Every game from `start` (the empty hole), counted one by one. */
export function walkAllGames(board: PegsBoard, start: number): WalkResult {
  const jumps = boardJumps(board);
  const pegs = board.holes.map((_, i) => i !== start);
  const result: WalkResult = {
    totalGames: 0,
    pegsLeft: [],
    onePegEndHoles: board.holes.map(() => 0),
    reachableStates: 0,
    deadEndStates: 0,
    randomPlayPegsLeft: [],
  };
  const seen = new Set<string>();
  const deadEnds = new Set<string>();
  const visit = (probability: number) => {
    const key = pegs.map((p) => (p ? 'x' : 'o')).join('');
    seen.add(key);
    const moves = legalJumps(jumps, pegs);
    if (moves.length === 0) {
      const left = pegs.filter(Boolean).length;
      deadEnds.add(key);
      result.totalGames++;
      result.pegsLeft[left] = (result.pegsLeft[left] ?? 0) + 1;
      result.randomPlayPegsLeft[left] = (result.randomPlayPegsLeft[left] ?? 0) + probability;
      if (left === 1) result.onePegEndHoles[pegs.indexOf(true)]!++;
      return;
    }
    for (const jump of moves) {
      makeJump(pegs, jump);
      visit(probability / moves.length);
      undoJump(pegs, jump);
    }
  };
  visit(1);
  result.reachableStates = seen.size;
  result.deadEndStates = deadEnds.size;
  result.pegsLeft = Array.from(result.pegsLeft, (c) => c ?? 0);
  result.randomPlayPegsLeft = Array.from(result.randomPlayPegsLeft, (p) => p ?? 0);
  return result;
}

/** One random game: at each step draw(number of legal jumps) picks a legal jump in board order.
 *  Returns the final position and the jumps made. */
export function playRandomGame(
  board: PegsBoard,
  start: number,
  stream: Draws,
  jumps: readonly PegsJump[] = boardJumps(board),
): { pegs: boolean[]; played: PegsJump[] } {
  const pegs = board.holes.map((_, i) => i !== start);
  const played: PegsJump[] = [];
  for (;;) {
    const moves = legalJumps(jumps, pegs);
    if (moves.length === 0) return { pegs, played };
    const jump = moves[stream.draw(moves.length)]!;
    makeJump(pegs, jump);
    played.push(jump);
  }
}

/** The end of each of the first `games` random games of chunk `chunk` of `seed`: the holes still
 *  holding a peg as a bit set (hole i is bit i), the form pegsGameLog reads from the kernel. */
export function referenceChunk(
  board: PegsBoard,
  start: number,
  seed: bigint,
  chunk: number,
  games: number,
): bigint[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  const jumps = boardJumps(board);
  return Array.from({ length: games }, () =>
    playRandomGame(board, start, stream, jumps).pegs.reduce((s, p, i) => (p ? s | (1n << BigInt(i)) : s), 0n),
  );
}
