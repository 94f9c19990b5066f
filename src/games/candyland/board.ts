// The board and deck that are actually played: an edition with its ablations applied (licorice,
// shortcuts or picture cards left out), indexed for play, and checked. Positions here are 0-based
// indices into `spaces`, and -1 is off the board; configs and printouts number spaces from 1.

import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';
import type { CandyEdition, CandyRuleSet } from './schema.js';

export interface CandyCard {
  /** How traces print it: "R", "RR" (a double), "Plumpy". */
  readonly label: string;
  /** Index into edition.colors, or -1 for a picture card. */
  readonly color: number;
  readonly amount: 1 | 2;
  /** A picture card's space (0-based), or -1. */
  readonly target: number;
  readonly count: number;
}

export interface CandyBoard {
  readonly edition: CandyEdition;
  readonly rules: CandyRuleSet;
  readonly spaces: readonly string[];
  /** Colour index of each space, -1 for a picture space. */
  readonly colorOf: Int32Array;
  readonly isLicorice: Uint8Array;
  /** Where a shortcut from each space leads (0-based), or -1. */
  readonly shortcutTo: Int32Array;
  /** The kinds of card, in the edition's order. */
  readonly cards: readonly CandyCard[];
  /** A fresh, unshuffled deck: kind indices, each kind `count` times in a row. */
  readonly deck: readonly number[];
  /** -1 (off the board) or 0 (the first space). */
  readonly start: number;
  readonly last: number;
}

/** The board and deck played under the edition's rules, or the issues that make it unplayable. */
export function candyBoard(edition: CandyEdition): Result<CandyBoard> {
  const rules = edition.rules;
  const errors: ConfigIssue[] = [];
  const issue = (code: string, path: string, message: string) =>
    errors.push({ code: `candyland/${code}`, path, message });
  // seed 000 builds its "No Specials" board without the picture spaces: the licorice and shortcut
  // numbers are kept as written, so they then point at other spaces
  const dropPictureSpaces = rules.noPictures && rules.noPicturesBoard === 'remove-spaces';
  const pictureNames = new Set(edition.pictures);
  const spaces = dropPictureSpaces ? edition.spaces.filter((s) => !pictureNames.has(s)) : edition.spaces;
  const n = spaces.length;
  const note = dropPictureSpaces ? ' (on the board without picture spaces, rules.noPicturesBoard)' : '';
  const colorIndex = new Map(edition.colors.map((c, i) => [c, i]));
  const colorOf = Int32Array.from(spaces, (s) => colorIndex.get(s) ?? -1);
  if (n < 2) issue('board-size', 'spaces', `the board played has ${n} spaces${note}; it needs at least 2`);

  const isLicorice = new Uint8Array(n);
  if (!rules.noLicorice) {
    edition.licorice.forEach((number, i) => {
      const path = `licorice[${i}]`;
      if (number > n)
        issue('space-off-board', path, `space ${number} is not on the board (spaces 1 to ${n})${note}`);
      else if (number === n)
        issue(
          'licorice-on-last-space',
          path,
          `licorice on the last space (${n}) would hold a player at the finish`,
        );
      else if (colorOf[number - 1]! < 0)
        issue(
          'licorice-on-picture',
          path,
          `space ${number} is the picture "${spaces[number - 1]}"${note}; licorice must be a colour space`,
        );
      else isLicorice[number - 1] = 1;
    });
  }
  const shortcutTo = new Int32Array(n).fill(-1);
  if (!rules.noShortcuts) {
    const starts = new Set(edition.shortcuts.map((s) => s.from));
    for (const { from, to } of edition.shortcuts) {
      const path = `shortcuts.${from}`;
      if (from > n || to > n) {
        issue(
          'shortcut-off-board',
          path,
          `leads from space ${from} to ${to}, off the board (spaces 1 to ${n})${note}`,
        );
      } else if (from === to) {
        issue('shortcut-to-itself', path, `space ${from} leads to itself`);
      } else if (starts.has(to)) {
        issue('shortcut-onto-shortcut', path, `leads onto space ${to}, where another shortcut starts`);
      } else if (colorOf[from - 1]! < 0) {
        issue(
          'shortcut-on-picture',
          path,
          `space ${from} is the picture "${spaces[from - 1]}"${note}; a shortcut starts on a colour space`,
        );
      } else if (isLicorice[from - 1] || isLicorice[to - 1]) {
        issue(
          'shortcut-and-licorice',
          path,
          `space ${isLicorice[from - 1] ? from : to} is licorice; a shortcut neither starts nor ends on licorice`,
        );
      } else {
        shortcutTo[from - 1] = to - 1;
      }
    }
  }

  const cards: CandyCard[] = [];
  const deck: number[] = [];
  edition.deck.forEach((spec, i) => {
    if ('picture' in spec) {
      if (rules.noPictures) return;
      const target = spaces.indexOf(spec.picture);
      if (target < 0)
        issue('card-without-space', `deck[${i}].picture`, `no space on the board is "${spec.picture}"`);
      cards.push({ label: spec.picture, color: -1, amount: 1, target, count: spec.count });
    } else {
      const color = colorIndex.get(spec.color)!;
      if (!colorOf.includes(color))
        issue('card-without-space', `deck[${i}].color`, `no space on the board is "${spec.color}"${note}`);
      const label =
        spec.amount === 1
          ? spec.color
          : spec.color.length === 1
            ? spec.color.repeat(2)
            : `double ${spec.color}`;
      cards.push({ label, color, amount: spec.amount, target: -1, count: spec.count });
    }
    for (let k = 0; k < spec.count; k++) deck.push(cards.length - 1);
  });
  if (!cards.some((c) => c.color >= 0)) {
    issue(
      'no-color-cards',
      'deck',
      'the deck has no colour cards, so nobody could ever move forward to the finish',
    );
  }
  edition.colors.forEach((color, c) => {
    const where = colorOf.indexOf(c);
    if (where >= 0 && !cards.some((card) => card.color === c)) {
      issue(
        'color-without-card',
        `colors[${c}]`,
        `"${color}" is on the board (space ${where + 1}) but no card in the deck names it`,
      );
    }
  });
  if (errors.length > 0) return fail(...errors);
  return ok({
    edition,
    rules,
    spaces,
    colorOf,
    isLicorice,
    shortcutTo,
    cards,
    deck,
    start: rules.start === 'off-board' ? -1 : 0,
    last: n - 1,
  });
}
