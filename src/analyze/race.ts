// The measures of a race (every player heads for the same finish; the furthest along leads),
// computed from one game's history the obvious way: the twin of assembly/analyze/race.ts, which
// the Snakes and Ladders and Candy Land analysis kernels share.

import {
  ANALYZE_TURN_CAP,
  NO_LEADER,
  RACE_SUMS,
  type RaceAnalysisRecord,
  raceSumsLayout,
} from '../wasm/race-sums.js';

/** The state after one turn: every player's square and who moved. */
export interface AfterTurn {
  readonly squares: readonly number[];
  readonly mover: number;
}

/** Twice the opponents strictly behind `player` plus those level with them: the player's rank
 *  estimate (CardStock's 0 = last, 1 = first) in units of 1 / (2(n - 1)). */
export function rankCode(squares: readonly number[], player: number): number {
  return squares.reduce(
    (code, sq, q) => code + (q === player ? 0 : sq < squares[player]! ? 2 : sq === squares[player]! ? 1 : 0),
    0,
  );
}

/** The sole player on the highest square, or NO_LEADER. */
export function soleLeader(squares: readonly number[]): number {
  const top = Math.max(...squares);
  const at = squares.flatMap((sq, q) => (sq === top ? [q] : []));
  return at.length === 1 ? at[0]! : NO_LEADER;
}

/**
 * Adds one game to `sums` (the kernel's layout for a board whose finish is square `finish`) and
 * returns its record. `history` is the state after each turn; squares are the positions (0 the
 * start off the board, `finish` the end).
 */
export function addRaceGame(
  sums: Float64Array,
  finish: number,
  players: number,
  history: readonly AfterTurn[],
  winner: number,
  winTurns: number,
): RaceAnalysisRecord {
  const layout = raceSumsLayout(finish);
  const add = (slot: number, x: number) => (sums[slot]! += x);
  const addMoments = (slot: number, x: number) => {
    add(slot, x);
    add(slot + 1, x * x);
  };
  const moves = history.length;
  for (const turn of history) add(layout.visits + turn.squares[turn.mover]!, 1);
  const covered = new Set(history.map((t) => t.squares[t.mover]!).filter((sq) => sq !== 0)).size;
  addMoments(RACE_SUMS.coverage, covered / finish);
  const record: RaceAnalysisRecord = {
    winTurns,
    moves,
    winner,
    leadChanges: 0,
    halfLeader: NO_LEADER,
    comeback: false,
    decidedLastTurn: false,
    trailing: 0,
    covered,
    drama: 0,
  };
  if (players === 1) return record;
  // the sole leader before any move (never: everyone starts level) and after each move
  const leaders = [NO_LEADER, ...history.map((t) => soleLeader(t.squares))];
  let leader = NO_LEADER;
  for (const { squares, mover } of history) {
    const top = Math.max(...squares);
    if (leader === NO_LEADER) leader = soleLeader(squares);
    else if (squares[leader]! < top) {
      record.leadChanges++;
      leader = squares[mover] === top ? mover : squares.indexOf(top);
    }
  }
  const half = Math.floor(moves / 2);
  record.halfLeader = leaders[half]!;
  record.comeback = half > 0 && rankCode(history[half - 1]!.squares, winner) === 0;
  record.decidedLastTurn = leaders[moves - 1] !== winner;
  const threshold = 2 * players - 3;
  const below = history
    .map((t) => rankCode(t.squares, winner))
    .filter((code) => code < threshold)
    .map((code) => Math.sqrt((threshold - code) * (1 / (2 * (players - 1)))));
  record.trailing = below.length;
  record.drama = below.length > 0 ? below.reduce((a, b) => a + b, 0) / below.length : 0;

  addMoments(RACE_SUMS.leadChanges, record.leadChanges);
  if (record.halfLeader !== NO_LEADER) {
    add(RACE_SUMS.halfLeaderGames, 1);
    if (record.halfLeader === winner) add(RACE_SUMS.halfLeaderWins, 1);
  }
  add(RACE_SUMS.comebacks, record.comeback ? 1 : 0);
  add(RACE_SUMS.decidedLastTurn, record.decidedLastTurn ? 1 : 0);
  if (record.trailing > 0) {
    add(RACE_SUMS.trailedGames, 1);
    addMoments(RACE_SUMS.dramaWhenTrailed, record.drama);
  }
  addMoments(RACE_SUMS.drama, record.drama);
  addMoments(RACE_SUMS.security, 1 - record.trailing / moves);
  for (let t = 1; t < Math.min(moves, ANALYZE_TURN_CAP); t++) {
    if (leaders[t] === NO_LEADER) continue;
    add(layout.aheadGames + t, 1);
    if (leaders[t] === winner) add(layout.aheadWins + t, 1);
  }
  return record;
}
