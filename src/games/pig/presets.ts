// Named games of Pig.

import type { Preset } from '../types.js';
import { unwrap } from '../../core/errors.js';
import { type PigConfig, parsePigConfig } from './schema.js';

export const pigPresets: Readonly<Record<string, Preset<PigConfig>>> = {
  classic: {
    description: 'Pig as Neller and Presser (2004) solve it: two players race to 100 with one six-sided die',
    config: unwrap(parsePigConfig({ name: 'classic', goal: 100, dieFaces: 6 }), 'preset classic'),
  },
  short: {
    description: 'a quicker race to 50 with a six-sided die',
    config: unwrap(parsePigConfig({ name: 'short', goal: 50, dieFaces: 6 }), 'preset short'),
  },
};
