// L.A.M.A. rules as users write them, their validation, and the canonical form (the rules
// themselves, and the deck they make: ./rules.ts).
//
//   {"numberValues": 6, "copies": 8, "llamas": 8, "handSize": 6, "target": 40, "llamaPoints": 10,
//    "returnLarge": 10, "returnSmall": 1, "starter": "rotate", "ties": "shared"}
//
// A field left out takes seed 004's value. A rules file may also name the table ("strategies",
// "rounds"), which is how a report's configuration replays (and merges) exactly.

import * as z from 'zod/mini';
import { boundedText, fromZod } from '../../core/zod.js';
import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';
import { LAMA_STARTERS, LAMA_TIES, type LamaRules, deckSize } from './rules.js';

/** The table a rules file may name: strategy specs (one, or one per seat) and a round limit. */
export interface LamaTableInput {
  readonly strategies?: readonly string[];
  readonly rounds?: number;
}

export const LAMA_LIMITS = { maxNumberValues: 14, maxCopies: 36, maxDeck: 256, maxHand: 40 } as const;

const whole = (what: string) => z.int({ error: `must be a whole ${what}` });
const rulesInput = z.strictObject({
  name: z.optional(boundedText(200)),
  description: z.optional(boundedText(2000)),
  numberValues: z._default(
    whole('number').check(
      z.minimum(3, { error: 'the cards need at least 3 number values (1, 2, 3)' }),
      z.maximum(LAMA_LIMITS.maxNumberValues, {
        error: `at most ${LAMA_LIMITS.maxNumberValues} number values are supported`,
      }),
    ),
    6,
  ),
  copies: z._default(
    whole('number').check(
      z.minimum(1, { error: 'must be at least 1' }),
      z.maximum(LAMA_LIMITS.maxCopies, { error: `at most ${LAMA_LIMITS.maxCopies}` }),
    ),
    8,
  ),
  llamas: z._default(
    whole('number').check(
      z.minimum(0, { error: 'cannot be negative' }),
      z.maximum(LAMA_LIMITS.maxCopies, { error: `at most ${LAMA_LIMITS.maxCopies}` }),
    ),
    8,
  ),
  handSize: z._default(
    whole('number').check(
      z.minimum(1, { error: 'a hand needs at least 1 card' }),
      z.maximum(LAMA_LIMITS.maxHand, { error: `at most ${LAMA_LIMITS.maxHand} cards` }),
    ),
    6,
  ),
  target: z._default(
    whole('number').check(
      z.minimum(1, { error: 'must be a positive whole number of points' }),
      z.maximum(10_000, { error: 'at most 10000' }),
    ),
    40,
  ),
  llamaPoints: z._default(
    whole('number').check(
      z.minimum(1, { error: 'must be at least 1' }),
      z.maximum(1000, { error: 'at most 1000' }),
    ),
    10,
  ),
  returnLarge: z._default(
    whole('number').check(
      z.minimum(0, { error: 'cannot be negative' }),
      z.maximum(10_000, { error: 'at most 10000' }),
    ),
    10,
  ),
  returnSmall: z._default(
    whole('number').check(
      z.minimum(0, { error: 'cannot be negative' }),
      z.maximum(10_000, { error: 'at most 10000' }),
    ),
    1,
  ),
  starter: z._default(z.enum(LAMA_STARTERS, { error: 'must be "rotate", "fixed" or "last"' }), 'rotate'),
  ties: z._default(z.enum(LAMA_TIES, { error: 'must be "shared" or "first-seat"' }), 'shared'),
  strategies: z.optional(
    z.union([z.string(), z.array(z.string())], {
      error: 'must be a strategy name or a list of them, one per seat',
    }),
  ),
  rounds: z.optional(whole('number').check(z.minimum(1, { error: 'must be at least 1' }))),
});

/** Rules (and a table) as users write them (`board`, and what `presetConfig` returns). Written out
 *  rather than read off the schema, so that the published types need no zod;
 *  test/config-json-types.test.ts checks that the two agree. */
export interface LamaConfigJson {
  name?: string;
  description?: string;
  numberValues?: number;
  copies?: number;
  llamas?: number;
  handSize?: number;
  target?: number;
  llamaPoints?: number;
  returnLarge?: number;
  returnSmall?: number;
  starter?: (typeof LAMA_STARTERS)[number];
  ties?: (typeof LAMA_TIES)[number];
  strategies?: string | string[];
  rounds?: number;
}

/** What the schema reads (LamaConfigJson must stay equal to it). */
export type LamaConfigInput = z.input<typeof rulesInput>;

/** Validates rules (and an optional table) given as parsed JSON. */
export function parseLamaConfig(raw: unknown): Result<{ rules: LamaRules; table: LamaTableInput }> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail({
      code: 'lama/not-an-object',
      path: '',
      message: 'L.A.M.A. rules are a JSON object such as {"target": 60}',
    });
  }
  const parsed = rulesInput.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fromZod(parsed.error, 'lama', rulesInput) };
  const { strategies, rounds, ...input } = parsed.data;
  const rules: LamaRules = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    numberValues: input.numberValues,
    copies: input.copies,
    llamas: input.llamas,
    handSize: input.handSize,
    target: input.target,
    llamaPoints: input.llamaPoints,
    returnLarge: input.returnLarge,
    returnSmall: input.returnSmall,
    starter: input.starter,
    ties: input.ties,
  };
  const errors: ConfigIssue[] = [];
  const cards = deckSize(rules);
  if (cards > LAMA_LIMITS.maxDeck) {
    errors.push({
      code: 'lama/deck-too-large',
      path: 'copies',
      message: `the deck would have ${cards} cards; at most ${LAMA_LIMITS.maxDeck} are supported`,
    });
  }
  if (rules.handSize * 2 + 1 > cards) {
    errors.push({
      code: 'lama/deck-too-small',
      path: 'handSize',
      message: `a deck of ${cards} cards cannot deal ${rules.handSize} cards to 2 players and turn up a card`,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return ok({
    rules,
    table: {
      ...(strategies !== undefined && {
        strategies: typeof strategies === 'string' ? [strategies] : strategies,
      }),
      ...(rounds !== undefined && { rounds }),
    },
  });
}

/** The canonical JSON form; parses back to the same rules (and table). */
export function lamaConfigToJson(rules: LamaRules, table: LamaTableInput = {}): Record<string, unknown> {
  return {
    ...(rules.name !== undefined && { name: rules.name }),
    ...(rules.description !== undefined && { description: rules.description }),
    numberValues: rules.numberValues,
    copies: rules.copies,
    llamas: rules.llamas,
    handSize: rules.handSize,
    target: rules.target,
    llamaPoints: rules.llamaPoints,
    returnLarge: rules.returnLarge,
    returnSmall: rules.returnSmall,
    starter: rules.starter,
    ties: rules.ties,
    ...(table.strategies !== undefined && { strategies: [...table.strategies] }),
    ...(table.rounds !== undefined && { rounds: table.rounds }),
  };
}
