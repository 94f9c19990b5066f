// Candy Land analysed: a race like Snakes and Ladders, measured the same way. The analysis kernel
// (assembly/analyze-candyland.ts) plays the very games `simulate candyland` plays with the same
// seed; its twin here plays them with the reference game (games/candyland/reference.ts) and
// measures them the obvious way (race.ts), and tests require the same records and sums. With the
// with-replacement deck a turn is a step of a Markov chain, and two players taking turns are the
// pair chain: exact values, as for Snakes; for one player also the heat map and the probability of
// using each shortcut and licorice space (exact/candyland-visits.ts).

import type { CandyBoard } from '../games/candyland/board.js';
import { playReferenceGame } from '../games/candyland/reference.js';
import { candyChain, candyExactUnavailable, exactCandy, turnSchedule } from '../exact/candyland.js';
import { ChunkStream } from '../rng/stream.js';
import {
  ANALYZE_TURN_CAP,
  type SnakesAnalysisRecord,
  type SnakesAnalysisSums,
  snakesSumsLayout,
  snakesSumsLength,
} from '../wasm/analyze-snakes.js';
import { candyFinish } from '../wasm/analyze-candyland.js';
import { candySpaceVisits, candyUseProbabilities, specialSpaces } from '../exact/candyland-visits.js';
import { proportion, withExact } from './measure.js';
import { type PairExact, pairExact } from './pair-exact.js';
import type { JumpUseEntry, LicoriceUseEntry } from './space-use.js';
import { type AfterTurn, addRaceGame } from './race.js';
import { raceVariant } from './race-report.js';
import type { VariantReport } from './report.js';

/** The plain-TypeScript twin of the analysis kernel: chunk `chunk`'s first `games` games played
 *  by the reference game, each turn's state recorded, each game's measures and the sums. */
export function referenceCandyAnalysis(
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunk: number,
  games: number,
): { records: SnakesAnalysisRecord[]; sums: Float64Array } {
  const finish = candyFinish(board);
  const sums = new Float64Array(snakesSumsLength(finish));
  const { jumpUsed } = snakesSumsLayout(finish);
  const stream = new ChunkStream(seed, BigInt(chunk));
  const records = Array.from({ length: games }, () => {
    const squares = new Array<number>(players).fill(board.start + 1);
    const history: AfterTurn[] = [];
    // the race positions of the shortcuts (their starts) and licorice spaces each player used
    const used = Array.from({ length: players }, () => new Set<number>());
    const after = (player: number, square: number) => {
      squares[player] = square;
      history.push({ squares: [...squares], mover: player });
    };
    const record = playReferenceGame(board, stream, players, {
      skipped: (player, _turn, at) => after(player, at + 1),
      stuck: (player, _turn, _card, at) => after(player, at + 1),
      moved: (player, _turn, _card, _from, to) => after(player, to + 1),
      shortcut: (player, from) => used[player]!.add(from + 1),
      licorice: (player, at) => used[player]!.add(at + 1),
      won: (player) => after(player, finish),
    });
    used.forEach((positions) => positions.forEach((at) => (sums[jumpUsed + at]! += 1)));
    return addRaceGame(sums, finish, players, history, record.winner, record.turns);
  });
  return { records, sums };
}

/** The pair chain has (states a player)² pairs: 300 makes five times the classic edition's 135²,
 *  a few seconds; the 1,000 spaces an edition may have would take minutes and a gigabyte. */
export const PAIR_EXACT_MAX_STATES = 300;
/** Pair-chain values whose error bound is larger are left out (the solve gave up first). */
const PAIR_MAX_ERROR = 1e-9;

/** The two-player pair chain's values, or why there are none. */
function candyPair(board: CandyBoard): { pair?: PairExact; note?: string } {
  // the seats must alternate: seed 000's deck-count order does it for two players when the deck
  // has an even number of cards (its schedule repeats with the deck)
  const alternates = turnSchedule(board, 2, 2 * board.deck.length).every((seat, k) => seat === k % 2);
  if (!alternates)
    return { note: 'the turn order does not alternate two players, so there is no pair chain' };
  const { chain, start, states } = candyChain(board);
  if (chain.size > PAIR_EXACT_MAX_STATES) {
    return {
      note: `the pair chain is computed for editions of at most ${PAIR_EXACT_MAX_STATES} states a player; this one has ${chain.size}`,
    };
  }
  const pair = pairExact(
    chain,
    start,
    Int32Array.from(states, (s) => s.position + 1),
    ANALYZE_TURN_CAP,
  );
  if (pair.errorBound > PAIR_MAX_ERROR) {
    return {
      note: `the pair chain did not settle in ${pair.sweeps} sweeps (error bound ${pair.errorBound.toExponential(1)}), so its values are left out`,
    };
  }
  return { pair };
}

/** The shortcuts (`details.jumps`, as Snakes and Ladders' jumps) and the licorice spaces
 *  (`details.licorice`): the share of players' games that used each at least once (a shortcut:
 *  took it; a licorice space: a card ended the move there, so the player lost the next turn or
 *  was held until its colour came), beside one player's exact probability where it is known. */
function spaceUse(
  board: CandyBoard,
  run: SnakesAnalysisSums,
  players: number,
  exactUse: readonly number[] | undefined,
): { jumps: JumpUseEntry[]; licorice: LicoriceUseEntry[] } {
  const { jumpUsed } = snakesSumsLayout(candyFinish(board));
  const jumps: JumpUseEntry[] = [];
  const licorice: LicoriceUseEntry[] = [];
  specialSpaces(board).forEach((i, k) => {
    // the race position of space i is i + 1, its number in the edition
    const m = proportion(run.sums[jumpUsed + i + 1]!, run.totals.games * players);
    const everUsed = exactUse ? withExact(m, exactUse[k]!) : m;
    if (board.isLicorice[i]) licorice.push({ space: i + 1, rule: board.rules.licorice, everUsed });
    else jumps.push({ from: i + 1, to: board.shortcutTo[i]! + 1, kind: 'shortcut', everUsed });
  });
  return { jumps, licorice };
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
  const { pair, note } = solved && players === 2 ? candyPair(board) : {};
  const layout = snakesSumsLayout(candyFinish(board));
  const onePlayer = solved !== undefined && players === 1;
  const exactUse = onePlayer ? candyUseProbabilities(board) : undefined;
  const useNote =
    onePlayer && !exactUse
      ? 'the probabilities of using each shortcut and licorice space are solved for smaller editions only (one dense solve each)'
      : undefined;
  const exactNote = unavailable ?? note ?? useNote;
  const base = raceVariant(preset, config, candyFinish(board), players, run, {
    ...(solved && { seats: solved.seats.map((s) => s.winProbability), durationMean: solved.turns.mean }),
    ...(pair && { pair }),
  });
  return {
    ...base,
    details: {
      heatMap: {
        unit: 'turns ending on the space (0: off the board), per player per game',
        simulated: Array.from(
          { length: candyFinish(board) + 1 },
          (_, i) => run.sums[layout.visits + i]! / (run.totals.games * players),
        ),
        ...(onePlayer && { exact: Array.from(candySpaceVisits(board)) }),
      },
      ...spaceUse(board, run, players, exactUse),
      ...(exact && exactNote && { exactNote }),
      ...(pair && { exactErrorBound: pair.errorBound }),
    },
    ...(exact && { exactMs: performance.now() - started }),
  };
}
