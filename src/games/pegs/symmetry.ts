// A board's symmetries: the permutations of its holes that map lines to lines (so they map every
// game to a game). They are found among the rotations and reflections of the square and the
// triangular lattice, each followed by the translation that puts the board back on itself; a
// candidate counts only if it maps every hole to a hole and every line to a line.

import type { PegsBoard } from './schema.js';

/** A symmetry: hole i goes to hole perm[i]. */
export type Permutation = readonly number[];

type Matrix = readonly [number, number, number, number];

const multiply = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
];

/** All products of the generators (a finite group). */
function closure(generators: readonly Matrix[]): Matrix[] {
  const group: Matrix[] = [[1, 0, 0, 1]];
  for (let i = 0; i < group.length; i++) {
    for (const g of generators) {
      const m = multiply(group[i]!, g);
      if (!group.some((h) => h.every((v, k) => v === m[k]))) group.push(m);
    }
  }
  return group;
}

// Square lattice: quarter turn and mirror (8 maps). Triangular lattice in [file, rank]
// coordinates: the sixth of a turn takes [1,0] to [1,1] and [0,1] to [-1,0]; the mirror swaps
// file and rank (12 maps).
const CANDIDATES: readonly Matrix[] = [
  ...closure([
    [0, -1, 1, 0],
    [1, 0, 0, -1],
  ]),
  ...closure([
    [1, -1, 1, 0],
    [0, 1, 1, 0],
  ]),
];

const lineKey = (a: number, b: number, c: number) => `${Math.min(a, c)},${b},${Math.max(a, c)}`;

function lexMin(points: readonly (readonly [number, number])[]): readonly [number, number] {
  return points.reduce((m, p) => (p[0] < m[0] || (p[0] === m[0] && p[1] < m[1]) ? p : m));
}

/** The board's symmetry group, the identity first. */
export function boardSymmetries(board: PegsBoard): Permutation[] {
  const places = new Map(board.holes.map((h, i) => [`${h.at[0]},${h.at[1]}`, i]));
  const lines = new Set(board.lines.map(([a, b, c]) => lineKey(a, b, c)));
  const origin = lexMin(board.holes.map((h) => h.at));
  const found = new Map<string, Permutation>();
  for (const [m00, m01, m10, m11] of CANDIDATES) {
    const images = board.holes.map(
      (h) => [m00 * h.at[0] + m01 * h.at[1], m10 * h.at[0] + m11 * h.at[1]] as const,
    );
    const low = lexMin(images);
    const perm: number[] = [];
    for (const [x, y] of images) {
      const target = places.get(`${x - low[0] + origin[0]},${y - low[1] + origin[1]}`);
      if (target === undefined) break;
      perm.push(target);
    }
    if (perm.length !== board.holes.length) continue;
    if (!board.lines.every(([a, b, c]) => lines.has(lineKey(perm[a]!, perm[b]!, perm[c]!)))) continue;
    found.set(perm.join(','), perm);
  }
  // the first candidate is the identity matrix, and a Map keeps insertion order
  return [...found.values()];
}

/** The symmetries that leave hole `hole` where it is (they fix a start state). */
export function stabilizer(symmetries: readonly Permutation[], hole: number): Permutation[] {
  return symmetries.filter((perm) => perm[hole] === hole);
}

/** Classes of equivalent holes (orbits), each sorted, ordered by their first hole. */
export function holeClasses(symmetries: readonly Permutation[], holes: number): number[][] {
  const classOf = new Array<number>(holes).fill(-1);
  const classes: number[][] = [];
  for (let h = 0; h < holes; h++) {
    if (classOf[h] !== -1) continue;
    const orbit = [...new Set(symmetries.map((perm) => perm[h]!))].sort((a, b) => a - b);
    for (const member of orbit) classOf[member] = classes.length;
    classes.push(orbit);
  }
  return classes;
}

/** A symmetry that takes hole `from` to hole `to` (they are in one class). */
export function symmetryTaking(symmetries: readonly Permutation[], from: number, to: number): Permutation {
  const perm = symmetries.find((p) => p[from] === to);
  if (!perm) throw new Error(`holes ${from} and ${to} are not equivalent`);
  return perm;
}
