// The plain-TypeScript twin of assembly/games/snakes/analyze.ts: the real game played by the reference
// twin (games/snakes/reference.ts), watched turn by turn, and each measure computed from the
// game's whole history the obvious way. Tests require the same records and the same sums as the
// kernel, game by game, from the same stream.

import { playReferenceMatch } from './reference.js';
import type { SnakesBoard } from './schema.js';
import { ChunkStream } from '../../rng/stream.js';
import { type RaceAnalysisRecord, raceSumsLayout, raceSumsLength } from '../../wasm/race-sums.js';
import { type AfterTurn, addRaceGame } from '../../analyze/race.js';

/** Plays one game and returns its history: the state after each turn, and the jump squares each
 *  player used. */
function playWatched(
  board: SnakesBoard,
  stream: ChunkStream,
  players: number,
): { history: AfterTurn[]; used: Set<number>[]; winner: number; winTurns: number } {
  const squares = new Array<number>(players).fill(board.start);
  const used = Array.from({ length: players }, () => new Set<number>());
  const history: AfterTurn[] = [];
  let mover = -1;
  const endTurn = () => {
    if (mover >= 0) history.push({ squares: [...squares], mover });
  };
  const record = playReferenceMatch(board, stream, players, 'alternating', {
    turn(player) {
      endTurn();
      mover = player;
    },
    roll(player, roll, from) {
      squares[player] = from + roll;
    },
    bounce(player, _from, to) {
      squares[player] = to;
    },
    stay(player, square) {
      squares[player] = square;
    },
    jump(player, from, to) {
      used[player]!.add(from);
      squares[player] = to;
    },
    finished() {
      endTurn();
    },
  });
  return { history, used, winner: record.winner, winTurns: record.turns };
}

/** Plays chunk `chunk`'s first `games` games and returns each game's record and the sums. */
export function referenceSnakesAnalysis(
  board: SnakesBoard,
  players: number,
  seed: bigint,
  chunk: number,
  games: number,
): { records: RaceAnalysisRecord[]; sums: Float64Array } {
  const stream = new ChunkStream(seed, BigInt(chunk));
  const sums = new Float64Array(raceSumsLength(board.squares));
  const layout = raceSumsLayout(board.squares);
  const records = Array.from({ length: games }, () => {
    const { history, used, winner, winTurns } = playWatched(board, stream, players);
    used.forEach((squares) => squares.forEach((sq) => (sums[layout.jumpUsed + sq]! += 1)));
    return addRaceGame(sums, board.squares, players, history, winner, winTurns);
  });
  return { records, sums };
}
