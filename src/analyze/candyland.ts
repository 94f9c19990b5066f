// Candy Land analysed: a race like Snakes and Ladders, measured the same way (race.ts) from games
// played by the plain-TypeScript twin (games/candyland/reference.ts) from the run's chunk streams,
// so they are the very games `simulate candyland` plays with the same seed. The measures are not
// accumulated in a kernel here (the Candy Land kernel deals the deck; an analysis kernel for it is
// not written yet). With the with-replacement deck a turn is a step of a Markov chain, and two
// players taking turns in rotation are the pair chain: exact values, as for Snakes.

import type { CandyBoard } from '../games/candyland/board.js';
import { playReferenceGame } from '../games/candyland/reference.js';
import { candyChain, candyExactUnavailable, exactCandy } from '../exact/candyland.js';
import { ChunkStream } from '../rng/stream.js';
import type { ChunkSpec } from '../run/task.js';
import { HIST_BINS, WIN_UNITS } from '../wasm/layout.js';
import {
  ANALYZE_TURN_CAP,
  type SnakesAnalysisSums,
  snakesSumsLayout,
  snakesSumsLength,
} from '../wasm/analyze-snakes.js';
import { pairExact } from './pair-exact.js';
import { type AfterTurn, addRaceGame } from './race.js';
import { raceVariant } from './race-report.js';
import type { VariantReport } from './report.js';

/** A position as the race measures see it: 0 off the board, space i at i + 1, the finish last. */
function finishOf(board: CandyBoard): number {
  return board.last + 2;
}

/** Plays one chunk's games with the twin and adds up their measures. */
export function analyzeCandyChunk(
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunk: ChunkSpec,
): SnakesAnalysisSums {
  const finish = finishOf(board);
  const sums = new Float64Array(snakesSumsLength(finish));
  const counts: number[] = [];
  const winUnits = new Array<number>(players).fill(0);
  const stream = new ChunkStream(seed, BigInt(chunk.index));
  for (let g = 0; g < chunk.games; g++) {
    const squares = new Array<number>(players).fill(board.start + 1);
    const history: AfterTurn[] = [];
    const after = (player: number, square: number) => {
      squares[player] = square;
      history.push({ squares: [...squares], mover: player });
    };
    const record = playReferenceGame(board, stream, players, {
      skipped: (player, _turn, at) => after(player, at + 1),
      stuck: (player, _turn, _card, at) => after(player, at + 1),
      moved: (player, _turn, _card, _from, to) => after(player, to + 1),
      won: (player) => after(player, finish),
    });
    addRaceGame(sums, finish, players, history, record.winner, record.turns);
    counts[record.turns] = (counts[record.turns] ?? 0) + 1;
    winUnits[record.winner]! += WIN_UNITS;
  }
  return {
    sums,
    totals: {
      games: chunk.games,
      metrics: {
        winTurns: {
          counts: Array.from(counts, (c) => c ?? 0),
          overflowFrom: HIST_BINS - 1,
          overflowCount: 0,
          overflowSum: 0n,
          overflowSumOfSquares: 0n,
          overflowMax: 0,
        },
      },
      winUnits,
    },
  };
}

/** The variant's report: the race measures, exact where the deck is dealt with replacement. */
export function candyVariant(
  preset: string,
  config: unknown,
  board: CandyBoard,
  players: number,
  run: SnakesAnalysisSums,
  exact: boolean,
): VariantReport {
  const started = performance.now();
  const unavailable = candyExactUnavailable(board, players);
  const solved = exact && !unavailable ? exactCandy(board, players) : undefined;
  const pairable = solved && players === 2 && board.rules.turnOrder === 'rotation';
  const chain = pairable ? candyChain(board) : undefined;
  const pair =
    chain &&
    pairExact(
      chain.chain,
      chain.start,
      Int32Array.from(chain.states, (s) => s.position + 1),
      ANALYZE_TURN_CAP,
    );
  const layout = snakesSumsLayout(finishOf(board));
  const base = raceVariant(preset, config, finishOf(board), players, run, {
    ...(solved && { seats: solved.seats.map((s) => s.winProbability), durationMean: solved.turns.mean }),
    ...(pair && { pair }),
  });
  return {
    ...base,
    details: {
      heatMap: {
        unit: 'turns ending on the space (0: off the board), per player per game',
        simulated: Array.from(
          { length: finishOf(board) + 1 },
          (_, i) => run.sums[layout.visits + i]! / (run.totals.games * players),
        ),
      },
      ...(exact && unavailable && { exactNote: unavailable }),
    },
    ...(exact && { exactMs: performance.now() - started }),
  };
}
