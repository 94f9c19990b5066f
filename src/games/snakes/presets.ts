// Named Snakes and Ladders boards.

import type { Preset } from '../types.js';
import { unwrap } from '../../core/errors.js';
import { CLASSIC_CHUTES, CLASSIC_LADDERS } from './classic.js';
import { type SnakesBoard, parseSnakesBoard, reverseBoard } from './schema.js';
import { lazyPreset } from '../config.js';

/** Seed 003's "EfiBoard": start on 1, roll again on a six, bounce back past 100. */
const efi = () =>
  unwrap(
    parseSnakesBoard({
      name: 'efi',
      squares: 100,
      start: 1,
      snakes: { 17: 6, 48: 25, 51: 30, 59: 40, 64: 18, 79: 62, 83: 75, 89: 68, 94: 88 },
      ladders: { 9: 31, 19: 38, 21: 42, 28: 84, 36: 57, 52: 67, 70: 91, 80: 99 },
      rollAgainOnSix: true,
      overshoot: 'bounce',
      dieFaces: 6,
    }),
    'preset efi',
  );

const classic = () =>
  unwrap(
    parseSnakesBoard({ name: 'classic', ladders: CLASSIC_LADDERS, snakes: CLASSIC_CHUTES }),
    'preset classic',
  );

/** The printing with the chute from 48 instead of 47 (published expected length 39.5984 turns). */
const { '47': _chute47, ...otherChutes } = CLASSIC_CHUTES;
const classic48 = () =>
  unwrap(
    parseSnakesBoard({ name: 'classic-48', ladders: CLASSIC_LADDERS, snakes: { ...otherChutes, 48: 26 } }),
    'preset classic-48',
  );

export const snakesPresets: Readonly<Record<string, Preset<SnakesBoard>>> = {
  efi: lazyPreset("seed 003's board: start on 1, roll again on a six, bounce back past 100", efi),
  'efi-reversed': lazyPreset(
    'the efi board with every snake a ladder and every ladder a snake (seed 003)',
    () => ({
      ...unwrap(reverseBoard(snakesPresets.efi!.config), 'preset efi-reversed'),
      name: 'efi-reversed',
    }),
  ),
  classic: lazyPreset(
    'Milton Bradley Chutes and Ladders: start off the board, exact landing, chute 47->26',
    classic,
  ),
  'classic-48': lazyPreset('the Chutes and Ladders printing with the chute from 48 instead of 47', classic48),
};
