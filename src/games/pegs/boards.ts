// The named boards: triangles of side 5 (the seed's 15 holes), 6 and 7, the English 33-hole cross
// and the European 37-hole board. Each is written in the config format and validated like a
// user's board.

import { unwrap } from '../../core/errors.js';
import type { Preset } from '../types.js';
import { type PegsBoard, parsePegsBoard } from './schema.js';
import { lazyPreset } from '../config.js';

const letter = (i: number) => String.fromCharCode(97 + i);

/**
 * The triangle of side `side` in the seed's notation: rank 1 is the tip pointing at the player,
 * rank r has files a up to the r-th letter, and "b3" is file b (the second) of rank 3. Coordinates are
 * [file, rank] from 0, so the six jump directions are ±[1,0] (along a rank), ±[0,1] and ±[1,1].
 */
export function triangleConfig(side: number): Record<string, unknown> {
  const holes: { name: string; at: [number, number] }[] = [];
  for (let rank = 0; rank < side; rank++) {
    for (let file = 0; file <= rank; file++)
      holes.push({ name: `${letter(file)}${rank + 1}`, at: [file, rank] });
  }
  return {
    name: `triangle${side}`,
    description: `triangle of side ${side} (${holes.length} holes), holes a1 … ${letter(side - 1)}${side} as in seed 002`,
    holes,
    lattice: 'triangular',
    start: 'a1',
  };
}

/** A cross-shaped board on a 7×7 grid, columns a–g from the left and rows 1–7 from the bottom. */
function crossConfig(name: string, description: string, inBoard: (x: number, y: number) => boolean) {
  const holes: { name: string; at: [number, number] }[] = [];
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) if (inBoard(x, y)) holes.push({ name: `${letter(x)}${y + 1}`, at: [x, y] });
  }
  return { name, description, holes, lattice: 'square', start: 'd4' };
}

const inArm = (v: number) => v >= 2 && v <= 4;

export function englishConfig(): Record<string, unknown> {
  return crossConfig(
    'english',
    'English 33-hole cross, columns a–g and rows 1–7; the standard game starts with the centre d4 empty',
    (x, y) => inArm(x) || inArm(y),
  );
}

export function europeanConfig(): Record<string, unknown> {
  return crossConfig(
    'european',
    'European (French) 37-hole board: the English cross plus b2, f2, b6 and f6',
    (x, y) => inArm(x) || inArm(y) || (x >= 1 && x <= 5 && y >= 1 && y <= 5),
  );
}

/** A named board: its description is its config's (each has one), its board parsed when first used. */
function preset(config: Record<string, unknown>): Preset<PegsBoard> {
  return lazyPreset(String(config.description), () =>
    unwrap(parsePegsBoard(config), `board ${String(config.name)}`),
  );
}

export const pegsBoards: Readonly<Record<string, Preset<PegsBoard>>> = {
  triangle5: preset(triangleConfig(5)),
  triangle6: preset(triangleConfig(6)),
  triangle7: preset(triangleConfig(7)),
  english: preset(englishConfig()),
  european: preset(europeanConfig()),
};
