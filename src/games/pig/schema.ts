// Pig's rules as users write them, their validation, and the canonical form.
//
//   {"goal": 100, "dieFaces": 6, "strategies": ["hold:20", "optimal"]}
//
// A field left out takes the game of Neller and Presser's paper: a race to 100 with a six-sided
// die. `strategies` (optional) names each seat's policy, as the `strategies` option does.

import * as z from 'zod/mini';
import { type Result, fail, ok } from '../../core/errors.js';
import { boundedText, fromZod } from '../../core/zod.js';

/** A validated game of Pig. */
export interface PigConfig {
  readonly name?: string;
  readonly description?: string;
  /** The score that wins: the first player whose score (with the turn total) reaches it. */
  readonly goal: number;
  /** Faces of the die, 1 to dieFaces: a 1 ends the turn with nothing. */
  readonly dieFaces: number;
  /** Each seat's policy, as written (`hold:20`, `optimal`…), when the file names them. */
  readonly strategies?: readonly string[];
}

/** A policy table has goal × goal × goal bits (3.4 MB at 300), and the exact solver visits as many
 *  states for each face. */
export const PIG_LIMITS = { maxGoal: 300, maxDieFaces: 100, maxPlayers: 8 } as const;

const wholeNumber = (what: string) => z.int({ error: `must be a whole ${what}` });
const configInput = z.strictObject({
  name: z.optional(boundedText(200)),
  description: z.optional(boundedText(2000)),
  goal: z._default(
    wholeNumber('number of points').check(
      z.minimum(1, { error: 'the goal must be at least 1 point' }),
      z.maximum(PIG_LIMITS.maxGoal, { error: `at most ${PIG_LIMITS.maxGoal} points are supported` }),
    ),
    100,
  ),
  dieFaces: z._default(
    wholeNumber('number').check(
      z.minimum(2, {
        error: 'a die needs at least 2 faces (with 1 face every roll is a 1 and no game ends)',
      }),
      z.maximum(PIG_LIMITS.maxDieFaces, { error: `at most ${PIG_LIMITS.maxDieFaces} faces are supported` }),
    ),
    6,
  ),
  strategies: z.optional(
    z
      .array(boundedText(100))
      .check(
        z.minLength(1, { error: 'name at least one strategy' }),
        z.maxLength(PIG_LIMITS.maxPlayers, { error: `at most ${PIG_LIMITS.maxPlayers} seats` }),
      ),
  ),
});

/** A game as users write it (`board`, and what `presetConfig` returns). Written out rather than
 *  read off the schema, so that the published types need no zod; test/config-json-types.test.ts
 *  checks that the two agree. */
export interface PigConfigJson {
  name?: string;
  description?: string;
  goal?: number;
  dieFaces?: number;
  strategies?: string[];
}

/** What the schema reads (PigConfigJson must stay equal to it). */
export type PigConfigInput = z.input<typeof configInput>;

/** Validates a game given as parsed JSON. */
export function parsePigConfig(raw: unknown): Result<PigConfig> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail({
      code: 'board/not-an-object',
      path: '',
      message: 'a game of Pig is a JSON object such as {"goal": 100}',
    });
  const parsed = configInput.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fromZod(parsed.error, 'board', configInput) };
  const input = parsed.data;
  return ok({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    goal: input.goal,
    dieFaces: input.dieFaces,
    ...(input.strategies !== undefined && { strategies: input.strategies }),
  });
}

/** The canonical JSON form (what `boardsim presets --show` prints); parses back to the same game. */
export function pigConfigToJson(config: PigConfig): Record<string, unknown> {
  return {
    ...(config.name !== undefined && { name: config.name }),
    ...(config.description !== undefined && { description: config.description }),
    goal: config.goal,
    dieFaces: config.dieFaces,
    ...(config.strategies !== undefined && { strategies: [...config.strategies] }),
  };
}
