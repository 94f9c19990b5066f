// Suspicious but legal editions: each plays, so none is an error, but each is more often a slip
// than a wish, and the CLI says so on stderr (`boardsim: warning: …`) and a simulation's report
// carries it as a note.

import type { ConfigIssue } from '../../core/errors.js';
import { candyPresets } from './presets.js';
import type { CandyEdition } from './schema.js';

/** The warnings for an edition as written (before any ablation). */
export function candyWarnings(edition: CandyEdition): ConfigIssue[] {
  const warnings: ConfigIssue[] = [];
  const warn = (code: string, path: string, message: string) =>
    warnings.push({ code: `candyland/${code}`, path, message });
  const space = (n: number) => `space ${n} (${edition.spaces[n - 1] ?? 'off the board'})`;

  for (const { from, to } of edition.shortcuts) {
    if (to < from)
      warn('backward-shortcut', `shortcuts.${from}`, `leads back from ${space(from)} to ${space(to)}`);
  }

  const onBoard = new Set(edition.spaces);
  const carded = new Set(edition.deck.flatMap((card) => ('picture' in card ? [card.picture] : [])));
  for (const [i, picture] of edition.pictures.entries()) {
    if (!onBoard.has(picture) && !carded.has(picture))
      warn('unused-picture', `pictures[${i}]`, `"${picture}" is neither on the board nor on a card`);
    else if (onBoard.has(picture) && !carded.has(picture))
      warn(
        'picture-without-card',
        `space ${edition.spaces.indexOf(picture) + 1}`,
        `no card sends a piece to the picture "${picture}"`,
      );
  }

  // A list copied from code that counts from 0 (seed 000's licorice [47, 85, 120]) is legal but
  // one space short: on a board a preset also plays, numbers that are each one less than the
  // preset's are named.
  for (const [name, preset] of Object.entries(candyPresets)) {
    const known = preset.config;
    if (known.spaces.join('\n') !== edition.spaces.join('\n')) continue;
    edition.licorice.forEach((n, i) => {
      if (!known.licorice.includes(n) && known.licorice.includes(n + 1))
        warn(
          'looks-0-based',
          `licorice[${i}]`,
          `${space(n)} looks counted from 0: preset ${name} has licorice on ${space(n + 1)} (spaces count from 1)`,
        );
    });
    for (const { from, to } of edition.shortcuts) {
      const shifted = known.shortcuts.some((s) => s.from === from + 1 && s.to === to + 1);
      if (shifted && !known.shortcuts.some((s) => s.from === from && s.to === to))
        warn(
          'looks-0-based',
          `shortcuts.${from}`,
          `${from} -> ${to} looks counted from 0: preset ${name} has a shortcut from ${space(from + 1)} to ${space(to + 1)} (spaces count from 1)`,
        );
    }
    break;
  }
  return warnings;
}
