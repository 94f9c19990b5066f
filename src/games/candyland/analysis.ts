// Candy Land analysed: a race like Snakes and Ladders, measured the same way. The analysis kernel
// (assembly/games/candyland/analyze.ts) plays the very games `simulate candyland` plays with the same
// seed; its twin here plays them with the reference game (games/candyland/reference.ts) and
// measures them the obvious way (race.ts), and tests require the same records and sums. With the
// with-replacement deck a turn is a step of a Markov chain, and two players taking turns are the
// pair chain: exact values, as for Snakes; for one player also the heat map and the probability of
// using each shortcut and licorice space (candyland-exact.ts, computed as an exact job).

import type { CandyBoard } from './board.js';
import { playReferenceGame } from './reference.js';
import { candyExactUnavailable } from './chain.js';
import { ChunkStream } from '../../rng/stream.js';
import {
  type RaceAnalysisRecord,
  type RaceAnalysisSums,
  raceSumsLayout,
  raceSumsLength,
} from '../../wasm/race-sums.js';
import { candyFinish } from './analysis-kernel.js';
import { specialSpaces } from './visits.js';
import type { AnalysisExact } from '../../analyze/exact-values.js';
import { proportion, withExact } from '../../analyze/measure.js';
import type { JumpUseEntry, LicoriceUseEntry } from '../../analyze/space-use.js';
import { type AfterTurn, addRaceGame } from '../../analyze/race.js';
import { raceVariant } from '../../analyze/race-report.js';
import type { VariantReport } from '../../analyze/report.js';

/** The plain-TypeScript twin of the analysis kernel: chunk `chunk`'s first `games` games played
 *  by the reference game, each turn's state recorded, each game's measures and the sums. */
export function referenceCandyAnalysis(
  board: CandyBoard,
  players: number,
  seed: bigint,
  chunk: number,
  games: number,
): { records: RaceAnalysisRecord[]; sums: Float64Array } {
  const finish = candyFinish(board);
  const sums = new Float64Array(raceSumsLength(finish));
  const { jumpUsed } = raceSumsLayout(finish);
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

/** The shortcuts (`details.jumps`, as Snakes and Ladders' jumps) and the licorice spaces
 *  (`details.licorice`): the share of players' games that used each at least once (a shortcut:
 *  took it; a licorice space: a card ended the move there, so the player lost the next turn or
 *  was held until its colour came), beside one player's exact probability where it is known. */
function spaceUse(
  board: CandyBoard,
  run: RaceAnalysisSums,
  players: number,
  exactUse: readonly number[] | undefined,
): { jumps: JumpUseEntry[]; licorice: LicoriceUseEntry[] } {
  const { jumpUsed } = raceSumsLayout(candyFinish(board));
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

/** The variant's report: the race measures, exact where the deck is dealt with replacement
 *  (`values`, the exact job's, when `exact` asks for them and the edition has them). */
export function candyVariant(
  preset: string,
  config: unknown,
  board: CandyBoard,
  players: number,
  run: RaceAnalysisSums,
  exact: boolean,
  values: AnalysisExact | undefined,
): VariantReport {
  const pair = values?.race.pair;
  const exactNote = (exact ? candyExactUnavailable(board, players) : undefined) ?? values?.note;
  const layout = raceSumsLayout(candyFinish(board));
  const base = raceVariant(preset, config, candyFinish(board), players, run, values?.race ?? {});
  return {
    ...base,
    details: {
      heatMap: {
        unit: 'turns ending on the space (0: off the board), per player per game',
        simulated: Array.from(
          { length: candyFinish(board) + 1 },
          (_, i) => run.sums[layout.visits + i]! / (run.totals.games * players),
        ),
        ...(values?.heatMap && { exact: values.heatMap }),
      },
      ...spaceUse(board, run, players, values?.use),
      ...(exact && exactNote && { exactNote }),
      ...(pair && { exactErrorBound: pair.errorBound }),
    },
    // an edition without exact values computes none
    ...(exact && { exactMs: values?.computeMs ?? 0 }),
  };
}
