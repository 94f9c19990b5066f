// What the games' page views share (the files directly in src/web/games/ but the registry know no
// game, as those directly in src/games/): the form's shared fields, the field of an analysis's other
// presets, and an analysis's default games.

import { DEFAULT_ANALYZE_GAMES } from '../../api/analyze.js';
import type { WebField } from './types.js';

/** Every shared field, in the form's order (each game adds its own: WebGame.fields). */
export const SHARED_FIELDS = ['preset', 'board', 'players', 'games', 'seed', 'workers', 'dice'] as const;

/** The form's fields that every game has. */
export type SharedField = (typeof SHARED_FIELDS)[number];

/** An analysis's other presets, analysed beside the board (`analyze --preset a,b`): a game whose
 *  fields include it compares variants (other presets, and boards of one's own). */
export const COMPARE: WebField = {
  name: 'compare',
  label: 'Compare with',
  initial: '',
  placeholder: 'other presets, by name',
  help: 'presets analysed beside the board, separated by commas (by name, as in the JSON of the report: classic, efi): each measure side by side, and each difference from the first with its 95% interval',
  isRelevant: ({ study }) => study === 'analyze',
};

/** An analysis's games by default, as `boardsim analyze` plays them for `game` (a studyDefaults
 *  entry). */
export function analyzeGames(game: string): { readonly games: string } {
  return { games: String(DEFAULT_ANALYZE_GAMES[game]) };
}
