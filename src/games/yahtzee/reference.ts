// The plain-TypeScript twin: the same games as the kernel from the same stream, round by round
// through widget.ts (the same values, so the same decisions and the same ties).

import { ChunkStream, type Draws } from '../../rng/stream.js';
import type { YahtzeeGameRecord } from './kernel.js';
import { type RoundPlay, type YahtzeeState, playRound } from './widget.js';

/** One game from `draws`; `onRound` sees each round's play. */
export function playReferenceGame(
  table: Float64Array | undefined,
  draws: Draws,
  onRound?: (round: number, state: YahtzeeState, play: RoundPlay) => void,
): YahtzeeGameRecord {
  let state: YahtzeeState = { mask: 0, upper: 0, flag: 0 };
  let score = 0;
  let upperBonus = 0;
  let yahtzeeBonuses = 0;
  const order: number[] = [];
  for (let round = 0; round < 13; round++) {
    const play = playRound(state, table, draws);
    onRound?.(round, state, play);
    const s = play.scoring;
    score += s.score + s.upperBonus + s.yahtzeeBonus;
    if (s.upperBonus > 0) upperBonus = 1;
    if (s.yahtzeeBonus > 0) yahtzeeBonuses++;
    order.push(play.category);
    state = s.next;
  }
  return { score, upperBonus, yahtzeeBonuses, order };
}

/** The first `games` games of chunk `chunk` of `seed`. */
export function referenceChunk(
  table: Float64Array | undefined,
  seed: bigint,
  chunk: number,
  games: number,
): YahtzeeGameRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => playReferenceGame(table, stream));
}
