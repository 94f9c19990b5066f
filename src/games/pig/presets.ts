// Named games of Pig.

import type { Preset } from '../types.js';
import { unwrap } from '../../core/errors.js';
import { type PigConfig, parsePigConfig } from './schema.js';
import { lazyPreset } from '../config.js';

export const pigPresets: Readonly<Record<string, Preset<PigConfig>>> = {
  classic: lazyPreset(
    'Pig as Neller and Presser (2004) solve it: two players race to 100 with one six-sided die',
    () => unwrap(parsePigConfig({ name: 'classic', goal: 100, dieFaces: 6 }), 'preset classic'),
  ),
  short: lazyPreset('a quicker race to 50 with a six-sided die', () =>
    unwrap(parsePigConfig({ name: 'short', goal: 50, dieFaces: 6 }), 'preset short'),
  ),
};
