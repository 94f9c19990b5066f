// The games of one chunk as a kernel logs them, one record of 32-bit words a game (the twin checks
// compare them with the TypeScript twin's, game by game): the log's memory is the arena's, released
// after, whatever `play` encodes into it.

import type { Kernel } from './kernel.js';

/** Runs `play(log)` with room for `games` records of `wordsPerGame` words at `log`, and gives each
 *  game's words (copied out of the kernel's memory) to `record`. */
export function loggedGames<R>(
  kernel: Kernel,
  games: number,
  wordsPerGame: number,
  play: (log: number) => void,
  record: (words: Uint32Array) => R,
): R[] {
  const mark = kernel.arena.mark;
  try {
    const log = kernel.arena.alloc(games * wordsPerGame * 4, 16);
    play(log);
    const words = kernel.u32(log, games * wordsPerGame).slice();
    return Array.from({ length: games }, (_, g) =>
      record(words.subarray(g * wordsPerGame, (g + 1) * wordsPerGame)),
    );
  } finally {
    kernel.arena.release(mark);
  }
}
