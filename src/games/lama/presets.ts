// Named L.A.M.A. rule sets: seed 004's reading and the alternatives a designer would try.

import { unwrap } from '../../core/errors.js';
import type { Preset } from '../types.js';
import type { LamaRules } from './rules.js';
import { type LamaTableInput, parseLamaConfig } from './schema.js';
import { lazyPreset } from '../config.js';

export interface LamaConfig {
  readonly rules: LamaRules;
  readonly table: LamaTableInput;
}

const preset = (description: string, raw: object): Preset<LamaConfig> =>
  lazyPreset(description, () => unwrap(parseLamaConfig(raw), 'lama preset'));

export const lamaPresets: Readonly<Record<string, Preset<LamaConfig>>> = {
  seed: preset(
    'seed 004: 56 cards (1-6 and llama, 8 each), hands of 6, to 40; round r starts with seat r mod n; ties shared',
    { name: 'seed' },
  ),
  published: preset(
    "seed 004's cards with the printed rule for who starts: the player who ended the last round",
    { name: 'published', starter: 'last' },
  ),
  'no-llamas': preset('no llama cards: 48 cards, a 1 follows a 6', { name: 'no-llamas', llamas: 0 }),
  'to-60': preset("seed 004's rules played to 60 points", { name: 'to-60', target: 60 }),
};
