// Candy Land editions as users write them, their validation, and the canonical form.
//
//   {"colors": ["R", "P", ...], "pictures": ["Plumpy", ...], "spaces": ["R", "P", "Y", ...],
//    "licorice": [48, 86, 121], "shortcuts": {"5": 59, "34": 47},
//    "deck": [{"color": "R", "count": 8}, {"color": "R", "amount": 2, "count": 2}, {"picture": "Plumpy"}],
//    "rules": {"licorice": "stuck", "doubles": "two-spaces", ...}}
//
// Space numbers are 1-based everywhere in a config (space 1 is the first on the board); a piece
// off the board is on space 0. Every rule is a named field with a default (CANDY_RULE_DEFAULTS).

import * as z from 'zod/mini';
import { boundedText, fromZod } from '../../core/zod.js';
import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';

export const LICORICE_RULES = ['stuck', 'lose-turn'] as const;
export const DOUBLES_RULES = ['two-spaces', 'ignore', 'literal-000'] as const;
export const PICTURE_RULES = ['any-direction', 'forward-only'] as const;
export const WINNING_RULES = ['no-space-ahead', 'reach-last-space'] as const;
export const START_RULES = ['off-board', 'first-space'] as const;
export const TURN_ORDERS = ['rotation', 'deck-count'] as const;
export const DECK_RULES = ['without-replacement', 'with-replacement'] as const;
export const NO_PICTURES_BOARDS = ['keep-spaces', 'remove-spaces'] as const;
export const TRACE_STYLES = ['seed000', 'seed001'] as const;

export interface CandyRuleSet {
  /** Landing on licorice: stay until a card of its colour comes (seed 000), or lose the next turn (seed 001). */
  readonly licorice: (typeof LICORICE_RULES)[number];
  /** A double card: the second space of its colour (the real rule), like a single (seed 001's code),
   *  or seed 000's loop (colour by colour, stopping on licorice, a shortcut after each step). */
  readonly doubles: (typeof DOUBLES_RULES)[number];
  /** A picture card moves to its space even backwards (both seeds, the real rule), or only forwards. */
  readonly pictureCards: (typeof PICTURE_RULES)[number];
  /** Win by drawing a colour with no space ahead (seed 000), or by reaching the last space (seed 001). */
  readonly winning: (typeof WINNING_RULES)[number];
  /** Start off the board (the real game) or on the first space (seed 001's code). */
  readonly start: (typeof START_RULES)[number];
  /** Plain rotation, or seed 000's `len(cards) % players` chosen before the draw. */
  readonly turnOrder: (typeof TURN_ORDERS)[number];
  /** Deal from a shuffled deck, reshuffled when empty (both seeds), or every draw from a full deck. */
  readonly deck: (typeof DECK_RULES)[number];
  /** Ablations: play without licorice, without picture cards, without shortcuts. */
  readonly noLicorice: boolean;
  readonly noPictures: boolean;
  readonly noShortcuts: boolean;
  /** What noPictures does to the board: keep the picture spaces, or leave them out and keep the
   *  licorice and shortcut numbers as written (seed 000's "No Specials" board). */
  readonly noPicturesBoard: (typeof NO_PICTURES_BOARDS)[number];
}

export const CANDY_RULE_DEFAULTS: CandyRuleSet = {
  licorice: 'lose-turn',
  doubles: 'two-spaces',
  pictureCards: 'any-direction',
  winning: 'no-space-ahead',
  start: 'off-board',
  turnOrder: 'rotation',
  deck: 'without-replacement',
  noLicorice: false,
  noPictures: false,
  noShortcuts: false,
  noPicturesBoard: 'keep-spaces',
};

export type CandyCardSpec =
  | { readonly color: string; readonly amount: 1 | 2; readonly count: number }
  | { readonly picture: string; readonly count: number };

/** A validated edition: board, deck and rules as written (ablations not yet applied). */
export interface CandyEdition {
  readonly name?: string;
  readonly description?: string;
  readonly colors: readonly string[];
  readonly pictures: readonly string[];
  readonly spaces: readonly string[];
  /** 1-based space numbers, ascending. */
  readonly licorice: readonly number[];
  /** 1-based, sorted by `from`. */
  readonly shortcuts: readonly { readonly from: number; readonly to: number }[];
  readonly deck: readonly CandyCardSpec[];
  readonly maxPlayers: number;
  readonly rules: CandyRuleSet;
  /** The layout `boardsim trace` prints: seed 000's move lines or seed 001's messages. */
  readonly traceStyle: (typeof TRACE_STYLES)[number];
}

export const CANDY_LIMITS = { maxSpaces: 1000, maxCardKinds: 64, maxDeck: 1000, maxPlayers: 6 } as const;

const name = z.string({ error: 'must be a string' }).check(z.minLength(1, { error: 'must not be empty' }));
const count = z
  .int({ error: 'must be a whole number' })
  .check(
    z.minimum(1, { error: 'must be at least 1' }),
    z.maximum(CANDY_LIMITS.maxDeck, { error: `at most ${CANDY_LIMITS.maxDeck}` }),
  );
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.map((v) => `"${v}"`).join(', ')}` });
const flag = z._default(z.boolean({ error: 'must be true or false' }), false);

const rulesInput = z.strictObject({
  licorice: z._default(choice(LICORICE_RULES), CANDY_RULE_DEFAULTS.licorice),
  doubles: z._default(choice(DOUBLES_RULES), CANDY_RULE_DEFAULTS.doubles),
  pictureCards: z._default(choice(PICTURE_RULES), CANDY_RULE_DEFAULTS.pictureCards),
  winning: z._default(choice(WINNING_RULES), CANDY_RULE_DEFAULTS.winning),
  start: z._default(choice(START_RULES), CANDY_RULE_DEFAULTS.start),
  turnOrder: z._default(choice(TURN_ORDERS), CANDY_RULE_DEFAULTS.turnOrder),
  deck: z._default(choice(DECK_RULES), CANDY_RULE_DEFAULTS.deck),
  noLicorice: flag,
  noPictures: flag,
  noShortcuts: flag,
  noPicturesBoard: z._default(choice(NO_PICTURES_BOARDS), CANDY_RULE_DEFAULTS.noPicturesBoard),
});

const cardInput = z.strictObject({
  color: z.optional(name),
  picture: z.optional(name),
  amount: z.optional(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' })),
  count: z._default(count, 1),
});

const editionInput = z.strictObject({
  name: z.optional(boundedText(200)),
  description: z.optional(boundedText(2000)),
  colors: z.array(name, { error: 'must be a list of colour names' }),
  pictures: z._default(z.array(name, { error: 'must be a list of picture names' }), []),
  spaces: z.array(z.string({ error: 'must be a colour or picture name' }), {
    error: 'must be a list of colour and picture names',
  }),
  licorice: z._default(z.array(z.unknown(), { error: 'must be a list of space numbers' }), []),
  shortcuts: z._default(
    z.record(z.string(), z.unknown(), { error: 'must map space numbers to space numbers' }),
    {},
  ),
  deck: z.array(cardInput, { error: 'must be a list of cards' }),
  maxPlayers: z._default(
    z.int({ error: 'must be a whole number' }).check(
      z.minimum(1, { error: 'must be at least 1' }),
      z.maximum(CANDY_LIMITS.maxPlayers, {
        error: `boardsim plays at most ${CANDY_LIMITS.maxPlayers} players`,
      }),
    ),
    CANDY_LIMITS.maxPlayers,
  ),
  rules: z._default(rulesInput, { ...CANDY_RULE_DEFAULTS }),
  traceStyle: z._default(choice(TRACE_STYLES), 'seed000'),
});

/** An edition as users write it (`board`, and what `presetConfig` returns). Written out rather than
 *  read off the schema, so that the published types need no zod; test/config-json-types.test.ts
 *  checks that the two agree. */
export interface CandyEditionJson {
  name?: string;
  description?: string;
  colors: string[];
  pictures?: string[];
  spaces: string[];
  /** Space numbers, counted from 1. */
  licorice?: unknown[];
  /** Space number to space number. */
  shortcuts?: Record<string, unknown>;
  deck: { color?: string; picture?: string; amount?: 1 | 2; count?: number }[];
  maxPlayers?: number;
  rules?: {
    licorice?: (typeof LICORICE_RULES)[number];
    doubles?: (typeof DOUBLES_RULES)[number];
    pictureCards?: (typeof PICTURE_RULES)[number];
    winning?: (typeof WINNING_RULES)[number];
    start?: (typeof START_RULES)[number];
    turnOrder?: (typeof TURN_ORDERS)[number];
    deck?: (typeof DECK_RULES)[number];
    noLicorice?: boolean;
    noPictures?: boolean;
    noShortcuts?: boolean;
    noPicturesBoard?: (typeof NO_PICTURES_BOARDS)[number];
  };
  traceStyle?: (typeof TRACE_STYLES)[number];
}

/** What the schema reads (CandyEditionJson must stay equal to it). */
export type CandyEditionInput = z.input<typeof editionInput>;

/** Where a problem with `spaces[i]` is: the space's number, counted from 1 as in every message
 *  and on the board (`spaces[17]` is space 18). */
function spacePath(i: number): string {
  return `space ${i + 1}`;
}

/** Validates an edition given as parsed JSON (the board and deck as written; see candyBoard for
 *  the checks of the board that is actually played, after the ablations). */
export function parseCandyEdition(raw: unknown): Result<CandyEdition> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail({
      code: 'candyland/not-an-object',
      path: '',
      message: 'a Candy Land edition is a JSON object with colors, spaces and deck',
    });
  }
  const parsed = editionInput.safeParse(raw);
  if (!parsed.success) {
    const errors = fromZod(parsed.error, 'candyland', editionInput);
    const numbered = (path: string) =>
      path.replace(/^spaces\[(\d+)\]/, (_, i: string) => spacePath(Number(i)));
    return { ok: false, errors: errors.map((e) => ({ ...e, path: numbered(e.path) })) };
  }
  const input = parsed.data;
  const errors: ConfigIssue[] = [];
  const issue = (code: string, path: string, message: string) =>
    errors.push({ code: `candyland/${code}`, path, message });

  const colors = new Set<string>();
  input.colors.forEach((c, i) => {
    if (colors.has(c)) issue('duplicate-name', `colors[${i}]`, `"${c}" is listed twice`);
    colors.add(c);
  });
  if (colors.size === 0) issue('no-colors', 'colors', 'an edition needs at least one colour');
  const pictures = new Set<string>();
  input.pictures.forEach((p, i) => {
    if (colors.has(p) || pictures.has(p)) issue('duplicate-name', `pictures[${i}]`, `"${p}" is listed twice`);
    pictures.add(p);
  });
  const spaces = input.spaces;
  if (spaces.length < 2 || spaces.length > CANDY_LIMITS.maxSpaces) {
    issue(
      'board-size',
      'spaces',
      `a board has from 2 to ${CANDY_LIMITS.maxSpaces} spaces, not ${spaces.length}`,
    );
  }
  const pictureAt = new Map<string, number>();
  spaces.forEach((s, i) => {
    if (pictures.has(s)) {
      if (pictureAt.has(s))
        issue(
          'picture-twice',
          spacePath(i),
          `"${s}" is already space ${pictureAt.get(s)! + 1}: a picture has one space`,
        );
      else pictureAt.set(s, i);
    } else if (!colors.has(s)) {
      issue('unknown-space', spacePath(i), `"${s}" is neither one of the colors nor one of the pictures`);
    }
  });

  // licorice and shortcuts: whole space numbers on the board (where they may go is checked on the played board)
  const spaceNumber = (value: unknown, path: string): number | undefined => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      issue('bad-space', path, 'must be a whole space number (1 is the first space)');
      return undefined;
    }
    if (value < 1 || value > CANDY_LIMITS.maxSpaces) {
      issue('space-off-board', path, `space ${value} is not on the board (spaces 1 to ${spaces.length})`);
      return undefined;
    }
    return value;
  };
  const licorice: number[] = [];
  input.licorice.forEach((value, i) => {
    const n = spaceNumber(value, `licorice[${i}]`);
    if (n === undefined) return;
    if (licorice.includes(n)) issue('duplicate-licorice', `licorice[${i}]`, `space ${n} is listed twice`);
    else licorice.push(n);
  });
  const shortcuts: { from: number; to: number }[] = [];
  for (const [key, value] of Object.entries(input.shortcuts)) {
    const path = `shortcuts.${key}`;
    const from = /^\d+$/.test(key) ? spaceNumber(Number(key), path) : undefined;
    if (!/^\d+$/.test(key)) issue('bad-space', path, `"${key}" is not a space number`);
    const to = spaceNumber(value, path);
    if (from !== undefined && to !== undefined) shortcuts.push({ from, to });
  }

  const deck: CandyCardSpec[] = [];
  input.deck.forEach((card, i) => {
    const path = `deck[${i}]`;
    if ((card.color === undefined) === (card.picture === undefined)) {
      issue('bad-card', path, 'a card names either a "color" or a "picture"');
    } else if (card.color !== undefined) {
      if (!colors.has(card.color))
        issue('unknown-card', `${path}.color`, `"${card.color}" is not one of the colors`);
      deck.push({ color: card.color, amount: card.amount ?? 1, count: card.count });
    } else if (card.picture !== undefined) {
      if (card.amount !== undefined) issue('bad-card', `${path}.amount`, 'a picture card has no amount');
      if (!pictures.has(card.picture))
        issue('unknown-card', `${path}.picture`, `"${card.picture}" is not one of the pictures`);
      deck.push({ picture: card.picture, count: card.count });
    }
  });
  const deckSize = deck.reduce((s, c) => s + c.count, 0);
  if (deckSize > CANDY_LIMITS.maxDeck)
    issue('deck-too-large', 'deck', `${deckSize} cards; at most ${CANDY_LIMITS.maxDeck} are supported`);
  if (deck.length > CANDY_LIMITS.maxCardKinds)
    issue('deck-too-large', 'deck', `${deck.length} kinds of card; at most ${CANDY_LIMITS.maxCardKinds}`);
  if (errors.length > 0) return { ok: false, errors };
  return ok({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    colors: input.colors,
    pictures: input.pictures,
    spaces,
    licorice: [...licorice].sort((a, b) => a - b),
    shortcuts: shortcuts.sort((a, b) => a.from - b.from),
    deck,
    maxPlayers: input.maxPlayers,
    rules: input.rules,
    traceStyle: input.traceStyle,
  });
}

/** The canonical JSON form (what `boardsim presets --show` prints); parses back to the same edition. */
export function candyEditionToJson(edition: CandyEdition): Record<string, unknown> {
  return {
    ...(edition.name !== undefined && { name: edition.name }),
    ...(edition.description !== undefined && { description: edition.description }),
    colors: edition.colors,
    pictures: edition.pictures,
    spaces: edition.spaces,
    licorice: edition.licorice,
    shortcuts: Object.fromEntries(edition.shortcuts.map((s) => [String(s.from), s.to])),
    deck: edition.deck.map((c) =>
      'color' in c
        ? { color: c.color, ...(c.amount === 2 && { amount: 2 }), count: c.count }
        : { picture: c.picture, count: c.count },
    ),
    maxPlayers: edition.maxPlayers,
    rules: edition.rules,
    traceStyle: edition.traceStyle,
  };
}

/** The same edition with some rules changed (CLI switches, ablations). */
export function withRules(edition: CandyEdition, rules: Partial<CandyRuleSet>): CandyEdition {
  return { ...edition, rules: { ...edition.rules, ...rules } };
}
