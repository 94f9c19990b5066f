// The answer of `boardsim pegs`: its JSON form (every count a decimal string, since JSON numbers
// lose precision past 2^53) and its text form for people.

import type { PegsStartCount } from './count.js';
import { jumpName } from './rules.js';
import type { PegsBoard } from './schema.js';
import type { PegsJump } from './rules.js';
import { grouped } from '../../core/digits.js';

export interface PegsReport {
  board: string;
  start: string;
  totalGames: string;
  /** Games by pegs left, from 1 to the most pegs any game leaves. */
  pegsLeft: Record<string, string>;
  onePegInStartHole: string;
  /** Games that end with one peg, by the hole it is in (every hole). */
  onePegEndHoles: Record<string, string>;
  reachableStates: string;
  deadEndStates: string;
  /** Every legal jump equally likely at each step: probabilities, same keys as pegsLeft. */
  randomPlay: { pegsLeft: Record<string, number>; onePeg: number; onePegInStartHole: number };
  symmetry: { startClass: string[]; countedFrom: string; symmetriesUsed: number; note: string };
  /** With --solution: one game that ends with one peg, jumps in the seed's notation ("c3 a1"), or
   *  null when there is none. */
  solution?: string[] | null;
  stats: {
    storedStates: string;
    countWords: number;
    memoryBytes: number;
    elapsedMs: number;
    /** Parts each layer was split into, when the count was partitioned (`--parts`). */
    parts?: number;
  };
}

export function pegsReport(
  board: PegsBoard,
  count: PegsStartCount,
  solution?: PegsJump[] | null,
): PegsReport {
  const name = (h: number) => board.holes[h]!.name;
  const most = count.gamesByPegsLeft.findLastIndex((g) => g > 0n);
  const pegsLeft: Record<string, string> = {};
  const randomPegsLeft: Record<string, number> = {};
  for (let k = 1; k <= Math.max(1, most); k++) {
    pegsLeft[String(k)] = (count.gamesByPegsLeft[k] ?? 0n).toString();
    randomPegsLeft[String(k)] = count.randomPlayPegsLeft[k] ?? 0;
  }
  const sameAs =
    count.startClass.length === 1
      ? `${name(count.start)} has no equivalent start hole`
      : count.start === count.solvedFrom
        ? `${count.startClass.map(name).join(', ')} are equivalent by symmetry: counted once, from ${name(count.solvedFrom)}`
        : `same as ${name(count.solvedFrom)} by symmetry (counted once for ${count.startClass.map(name).join(', ')}), end holes moved accordingly`;
  return {
    board: board.name,
    start: name(count.start),
    totalGames: count.totalGames.toString(),
    pegsLeft,
    onePegInStartHole: count.onePegEndHoles[count.start]!.toString(),
    onePegEndHoles: Object.fromEntries(
      board.holes.map((h, i) => [h.name, count.onePegEndHoles[i]!.toString()]),
    ),
    reachableStates: String(count.reachableStates),
    deadEndStates: String(count.deadEndStates),
    randomPlay: {
      pegsLeft: randomPegsLeft,
      onePeg: count.randomPlayPegsLeft[1] ?? 0,
      onePegInStartHole: count.randomPlayOnePegEndHoles[count.start] ?? 0,
    },
    symmetry: {
      startClass: count.startClass.map(name),
      countedFrom: name(count.solvedFrom),
      symmetriesUsed: count.symmetriesUsed,
      note: `${sameAs}; ${count.symmetriesUsed > 1 ? `the count stores one state per class of ${count.symmetriesUsed} symmetries fixing the start` : 'no symmetry fixes the start, every state is stored'}`,
    },
    ...(solution !== undefined && { solution: solution && solution.map((j) => jumpName(board, j)) }),
    stats: {
      storedStates: String(count.storedStates),
      countWords: count.countWords,
      memoryBytes: count.memoryBytes,
      elapsedMs: Math.round(count.elapsedMs * 10) / 10,
      ...(count.parts !== undefined && { parts: count.parts }),
    },
  };
}

const int = (s: string | number | bigint) => grouped(BigInt(s));
const pct = (p: number) => `${(100 * p).toPrecision(4)}%`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** One start hole in full. */
export function formatPegsReport(r: PegsReport): string {
  const total = BigInt(r.totalGames);
  const out: string[] = [];
  out.push(`boardsim pegs · ${r.board} · start ${r.start} (empty at the start) · exact count of every game`);
  out.push(`symmetry: ${r.symmetry.note}`);
  out.push('');
  out.push(`total games ${int(r.totalGames)}`);
  const width = Math.max(...Object.values(r.pegsLeft).map((g) => int(g).length), 5);
  out.push(`pegs left  ${'games'.padStart(width)}  share of games  random play`);
  for (const [k, games] of Object.entries(r.pegsLeft)) {
    const share = total > 0n ? Number((BigInt(games) * 10n ** 12n) / total) / 1e12 : 0;
    out.push(
      `${k.padStart(9)}  ${int(games).padStart(width)}  ${pct(share).padStart(14)}  ${pct(r.randomPlay.pegsLeft[k] ?? 0).padStart(11)}`,
    );
  }
  const ends = Object.entries(r.onePegEndHoles).filter(([, g]) => g !== '0');
  out.push('');
  out.push(
    ends.length === 0
      ? 'one peg: no game ends with one peg'
      : `one peg, by end hole: ${ends.map(([h, g]) => `${h} ${int(g)}`).join(' · ')}`,
  );
  out.push(`one peg in the start hole ${r.start}: ${int(r.onePegInStartHole)} games`);
  out.push(`reachable states ${int(r.reachableStates)} · dead-end states ${int(r.deadEndStates)}`);
  if (r.solution !== undefined) {
    out.push(r.solution ? `a one-peg game: ${r.solution.join(', ')}` : 'a one-peg game: none exists');
  }
  out.push(
    `counted in ${(r.stats.elapsedMs / 1000).toFixed(2)} s · ${int(r.stats.storedStates)} stored states · ${r.stats.countWords * 64}-bit counts · memory ${mib(r.stats.memoryBytes)}${r.stats.parts === undefined ? '' : ` in ${r.stats.parts} parts`}`,
  );
  return out.join('\n');
}

/** Every start hole: one line each, then the answers to seed 002's questions. */
export function formatPegsTable(reports: readonly PegsReport[]): string {
  const first = reports[0];
  if (!first) return '';
  const rows = reports.map((r) => [
    r.start,
    r.symmetry.countedFrom,
    int(r.totalGames),
    int(r.pegsLeft['1'] ?? '0'),
    int(r.onePegInStartHole),
    int(r.reachableStates),
    int(r.deadEndStates),
  ]);
  const head = ['start', 'class of', 'total games', 'one peg', 'in start hole', 'reachable', 'dead ends'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const solvable = reports.filter((r) => r.pegsLeft['1'] !== undefined && r.pegsLeft['1'] !== '0');
  const home = reports.filter((r) => r.onePegInStartHole !== '0');
  const classes = new Set(reports.map((r) => r.symmetry.countedFrom)).size;
  return [
    `boardsim pegs · ${first.board} · every start hole · ${reports.length} holes in ${classes} symmetry classes, each class counted once`,
    '',
    line(head),
    ...rows.map(line),
    '',
    `one-peg finish possible from: ${solvable.map((r) => r.start).join(' ') || 'none'}`,
    `last peg can end in the start hole from: ${home.map((r) => r.start).join(' ') || 'none'}`,
  ].join('\n');
}
