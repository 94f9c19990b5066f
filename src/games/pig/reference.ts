// The plain-TypeScript twin of assembly/games/pig/kernel.ts: the rules followed roll by roll, to be
// read rather than to be fast. It reads the same hold tables as the kernel (policy.ts); tests play
// thousands of games with both from the same stream and require the same records game by game.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import type { PigKernelConfig } from './kernel.js';
import { holds } from './policy.js';

/** Hooks for watching a game (the trace command prints them). */
export interface PigObserver {
  turn?(player: number, score: number, leading: number): void;
  roll?(player: number, roll: number, total: number): void;
  bust?(player: number): void;
  hold?(player: number, total: number, score: number): void;
  win?(player: number, total: number, score: number): void;
}

/** What one game comes to. */
export interface PigGameRecord {
  /** Turns of every player, the winning one included. */
  turns: number;
  rolls: number;
  winner: number;
  /** The winner's final score minus the best other score. */
  margin: number;
  firstScore: number;
  secondScore: number;
  /** Draws taken from the chunk's stream before this game's first roll (low 32 bits). */
  position: number;
}

/** Plays one game: seats take turns from seat 1; the first to reach the goal wins at once. */
export function playPigGame(config: PigKernelConfig, draws: Draws, observer?: PigObserver): PigGameRecord {
  const { goal, dieFaces, players } = config;
  const position = draws.drawn;
  const scores = new Array<number>(players).fill(0);
  let turns = 0;
  let rolls = 0;
  let current = 0;
  for (;;) {
    const score = scores[current]!;
    const leading = Math.max(...scores.filter((_, p) => p !== current));
    const table = config.tables[config.seatTables[current]!]!;
    observer?.turn?.(current, score, leading);
    turns++;
    let total = 0;
    let won = false;
    for (;;) {
      const roll = draws.draw(dieFaces) + 1;
      rolls++;
      if (roll === 1) {
        // "a 1 scores nothing and passes the die"
        total = 0;
        observer?.roll?.(current, roll, total);
        observer?.bust?.(current);
        break;
      }
      total += roll;
      observer?.roll?.(current, roll, total);
      if (score + total >= goal) {
        won = true;
        break;
      }
      if (holds(table, goal, score, leading, total)) break;
    }
    scores[current] = score + total;
    if (won) {
      observer?.win?.(current, total, scores[current]!);
      break;
    }
    if (total > 0) observer?.hold?.(current, total, scores[current]!);
    current = (current + 1) % players;
  }
  const runnerUp = Math.max(...scores.filter((_, p) => p !== current));
  return {
    turns,
    rolls,
    winner: current,
    margin: scores[current]! - runnerUp,
    firstScore: scores[0]!,
    secondScore: scores[1]!,
    position: position % 2 ** 32,
  };
}

/** The first `games` games of chunk `chunk` of `seed`, one record each. */
export function referencePigChunk(
  config: PigKernelConfig,
  seed: bigint,
  chunk: number,
  games: number,
): PigGameRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => playPigGame(config, stream));
}
