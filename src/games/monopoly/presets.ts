// Named Monopoly configurations: the two jail policies with the printed decks, and each with the
// decks drawn with replacement (the exact chain's assumption).

import { unwrap } from '../../core/errors.js';
import type { Preset } from '../types.js';
import type { MonopolyGame } from './reference.js';
import { parseMonopolyConfig } from './schema.js';
import { lazyPreset } from '../config.js';

const preset = (description: string, raw: object): Preset<MonopolyGame> =>
  lazyPreset(description, () => unwrap(parseMonopolyConfig(raw), 'monopoly preset'));

export const MONOPOLY_DEFAULT_PRESET = 'long-stay';

export const monopolyPresets: Readonly<Record<string, Preset<MonopolyGame>>> = {
  'long-stay': preset(
    'stay in jail up to three turns trying for doubles; shuffled decks put back at the bottom',
    {
      jail: 'long',
    },
  ),
  'short-stay': preset('pay $50 to leave jail at once; shuffled decks put back at the bottom', {
    jail: 'short',
  }),
  'long-stay-replacement': preset('the long stay with every card drawn with replacement (the exact chain)', {
    jail: 'long',
    deck: 'with-replacement',
  }),
  'short-stay-replacement': preset(
    'the short stay with every card drawn with replacement (the exact chain)',
    {
      jail: 'short',
      deck: 'with-replacement',
    },
  ),
};
