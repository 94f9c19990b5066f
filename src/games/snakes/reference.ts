// The plain-TypeScript twin of assembly/games/snakes/kernel.ts: the rules followed step by step, as seed 003's
// Board.play does, to be read rather than to be fast. Tests play thousands of games with this and
// with the kernel from the same stream and require identical results game by game; the benchmark
// uses it as the baseline for WebAssembly's speed-up.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import type { SnakesBoard } from './schema.js';

export type SnakesMode = 'independent' | 'alternating';

/** Hooks for watching a game (the trace command prints them). */
export interface SnakesObserver {
  turn?(player: number, turn: number): void;
  roll?(player: number, roll: number, from: number): void;
  bounce?(player: number, from: number, to: number): void;
  stay?(player: number, square: number): void;
  jump?(player: number, from: number, to: number): void;
  finished?(winner: number, turns: number): void;
}

/** What one game (or, for several players, one match) comes to. */
export interface SnakesGameRecord {
  /** The winner's number of turns (with one player: the game's). */
  turns: number;
  /** Every roll of every player. */
  rolls: number;
  /** Turns taken by all players together. */
  moves: number;
  climbs: number;
  slides: number;
  winner: number;
  /** Draws taken from the chunk's stream before this game's first roll. */
  position: number;
}

class Piece {
  square: number;
  turns = 0;
  rolls = 0;
  climbs = 0;
  slides = 0;
  constructor(
    readonly board: SnakesBoard,
    private readonly jumpFrom: ReadonlyMap<number, number>,
    readonly player: number,
    private readonly observer?: SnakesObserver,
  ) {
    this.square = board.start;
  }

  get isHome(): boolean {
    return this.square === this.board.squares;
  }

  /** One turn: roll, move, and roll again after a six, unless the piece is home. */
  playTurn(draws: Draws): void {
    this.turns++;
    this.observer?.turn?.(this.player, this.turns);
    let roll: number;
    do {
      roll = draws.draw(this.board.dieFaces) + 1;
      this.rolls++;
      this.observer?.roll?.(this.player, roll, this.square);
      this.move(roll);
    } while (this.board.rollAgainOnSix && roll === 6 && !this.isHome);
  }

  private move(roll: number): void {
    const last = this.board.squares;
    let next = this.square + roll;
    if (next > last) {
      if (this.board.overshoot === 'stay') {
        this.observer?.stay?.(this.player, this.square);
        return; // an exact roll is needed: the piece does not move
      }
      // the seed bounces with `100 - (next % 100)`; the same as last - (next - last) on any board
      // where a die has at most `last` faces, which validation guarantees
      const landing = this.board.overshoot === 'finish' ? last : last - (next % last);
      this.observer?.bounce?.(this.player, next, landing);
      next = landing;
    }
    const to = this.jumpFrom.get(next);
    if (to !== undefined) {
      this.observer?.jump?.(this.player, next, to);
      if (to > next) this.climbs += to - next;
      else this.slides += next - to;
      next = to; // one jump per landing: a jump's target never jumps again
    }
    this.square = next;
  }
}

const jumpMaps = new WeakMap<SnakesBoard, Map<number, number>>();

/** Where each jump square sends a piece (built once per board). */
function jumpMap(board: SnakesBoard): Map<number, number> {
  let map = jumpMaps.get(board);
  if (!map) {
    map = new Map(board.jumps.map(({ from, to }) => [from, to]));
    jumpMaps.set(board, map);
  }
  return map;
}

/**
 * Plays one game or match. `independent`: the seed's Simulation, each player plays a whole game
 * alone, one after another, and the fewest turns wins (ties to the earlier seat). `alternating`:
 * the real game, players take turns on one board and the first home wins.
 */
export function playReferenceMatch(
  board: SnakesBoard,
  draws: Draws,
  players: number,
  mode: SnakesMode,
  observer?: SnakesObserver,
): SnakesGameRecord {
  const position = draws.drawn;
  const jumps = jumpMap(board);
  const pieces = Array.from({ length: players }, (_, p) => new Piece(board, jumps, p, observer));
  let winner = 0;
  if (mode === 'independent' || players === 1) {
    for (const piece of pieces) {
      while (!piece.isHome) piece.playTurn(draws);
    }
    for (const piece of pieces) if (piece.turns < pieces[winner]!.turns) winner = piece.player;
  } else {
    let current = 0;
    for (;;) {
      const piece = pieces[current]!;
      piece.playTurn(draws);
      if (piece.isHome) break;
      current = (current + 1) % players;
    }
    winner = current;
  }
  const total = (field: 'rolls' | 'turns' | 'climbs' | 'slides') => pieces.reduce((s, p) => s + p[field], 0);
  observer?.finished?.(winner, pieces[winner]!.turns);
  return {
    turns: pieces[winner]!.turns,
    rolls: total('rolls'),
    moves: total('turns'),
    climbs: total('climbs'),
    slides: total('slides'),
    winner,
    position,
  };
}

/** The first `games` games of chunk `chunk` of a run with seed `seed`. */
export function referenceChunk(
  board: SnakesBoard,
  seed: bigint,
  chunk: number,
  games: number,
  players = 1,
  mode: SnakesMode = 'independent',
): SnakesGameRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => playReferenceMatch(board, stream, players, mode));
}
