// Snakes and Ladders boards as users write them, their validation, and the canonical form.
//
//   {"squares": 100, "start": 1, "jumps": {"17": 6, "9": 31}, "rollAgainOnSix": true,
//    "overshoot": "bounce", "dieFaces": 6}
//
// `jumps` maps a square to where it sends you (down: a snake, up: a ladder); `snakes` and `ladders`
// may be given instead or as well, and must go down and up. A field left out takes the classic
// game's value (the Milton Bradley board when squares is 100 and no jumps are given).

import * as z from 'zod/mini';
import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';
import { boundedText, fromZod } from '../../core/zod.js';
import { CLASSIC_JUMPS } from './classic.js';

export type Overshoot = 'bounce' | 'stay' | 'finish';
export interface Jump {
  readonly from: number;
  readonly to: number;
}

/** A validated board: the last square is `squares`; reaching it wins. */
export interface SnakesBoard {
  readonly name?: string;
  readonly description?: string;
  readonly squares: number;
  /** Where every piece starts: 0 is off the board (the classic game), 1 the seed's first square. */
  readonly start: number;
  /** One jump per square, sorted by `from`; a jump is taken once per landing, never chained. */
  readonly jumps: readonly Jump[];
  /** A turn is a roll plus one more roll after every six (needs dieFaces >= 6). */
  readonly rollAgainOnSix: boolean;
  /** Past the last square: bounce back (the seed), stay put (exact landing), or finish anyway. */
  readonly overshoot: Overshoot;
  readonly dieFaces: number;
}

export const LIMITS = { maxSquares: 1000, maxDieFaces: 100 } as const;

const squareMap = z.record(z.string(), z.unknown());
const wholeNumber = (what: string) => z.int({ error: `must be a whole ${what}` });
const boardInput = z.strictObject({
  name: z.optional(boundedText(200)),
  description: z.optional(boundedText(2000)),
  squares: z._default(
    wholeNumber('number of squares').check(
      z.minimum(2, { error: 'a board needs at least 2 squares' }),
      z.maximum(LIMITS.maxSquares, { error: `at most ${LIMITS.maxSquares} squares are supported` }),
    ),
    100,
  ),
  start: z._default(wholeNumber('square number').check(z.minimum(0, { error: 'cannot be negative' })), 0),
  jumps: z.optional(squareMap),
  snakes: z.optional(squareMap),
  ladders: z.optional(squareMap),
  rollAgainOnSix: z._default(z.boolean({ error: 'must be true or false' }), false),
  overshoot: z._default(
    z.enum(['bounce', 'stay', 'finish'], { error: 'must be "bounce", "stay" or "finish"' }),
    'stay',
  ),
  dieFaces: z._default(
    wholeNumber('number').check(
      z.minimum(2, { error: 'a die needs at least 2 faces' }),
      z.maximum(LIMITS.maxDieFaces, { error: `at most ${LIMITS.maxDieFaces} faces are supported` }),
    ),
    6,
  ),
});

/** A board as users write it (`board`, and what `presetConfig` returns): squares map to squares
 *  (`{"17": 6}`: a snake from 17 to 6). Written out rather than read off the schema, so that the
 *  published types need no zod; test/config-json-types.test.ts checks that the two agree. */
export interface SnakesBoardJson {
  name?: string;
  description?: string;
  squares?: number;
  start?: number;
  jumps?: Record<string, unknown>;
  snakes?: Record<string, unknown>;
  ladders?: Record<string, unknown>;
  rollAgainOnSix?: boolean;
  overshoot?: Overshoot;
  dieFaces?: number;
}

/** What the schema reads (SnakesBoardJson must stay equal to it). */
export type SnakesBoardInput = z.input<typeof boardInput>;

/** Validates a board given as parsed JSON. */
export function parseSnakesBoard(raw: unknown): Result<SnakesBoard> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail({
      code: 'board/not-an-object',
      path: '',
      message: 'a board is a JSON object such as {"squares": 100}',
    });
  }
  const parsed = boardInput.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fromZod(parsed.error, 'board', boardInput) };
  const input = parsed.data;
  const errors: ConfigIssue[] = [];
  const { squares } = input;

  if (input.start >= squares) {
    errors.push({
      code: 'board/start-off-board',
      path: 'start',
      message: `must be below the last square (${squares})`,
    });
  }
  if (input.rollAgainOnSix && input.dieFaces < 6) {
    errors.push({
      code: 'board/no-six',
      path: 'rollAgainOnSix',
      message: `a ${input.dieFaces}-sided die never shows a six; set rollAgainOnSix to false`,
    });
  }
  if (input.overshoot === 'bounce' && input.dieFaces > squares) {
    errors.push({
      code: 'board/bounce-too-far',
      path: 'dieFaces',
      message: `with "bounce", a die may have at most ${squares} faces (one per square) so a bounce stays on the board`,
    });
  }

  const given = input.jumps !== undefined || input.snakes !== undefined || input.ladders !== undefined;
  const lists: [string, Record<string, unknown> | undefined, 'any' | 'down' | 'up'][] = given
    ? [
        ['jumps', input.jumps, 'any'],
        ['snakes', input.snakes, 'down'],
        ['ladders', input.ladders, 'up'],
      ]
    : [['jumps', squares === 100 ? CLASSIC_JUMPS : {}, 'any']];
  const bySquare = new Map<number, { to: number; field: string }>();
  for (const [field, entries, direction] of lists) {
    for (const [key, value] of Object.entries(entries ?? {})) {
      const path = `${field}.${key}`;
      const from = Number(key);
      if (!/^\d+$/.test(key) || !Number.isSafeInteger(from)) {
        errors.push({ code: 'board/bad-square', path, message: `"${key}" is not a square number` });
        continue;
      }
      if (from < 1 || from >= squares) {
        errors.push({
          code: 'board/jump-from-off-board',
          path,
          message: `a jump must start on a square from 1 to ${squares - 1}`,
        });
        continue;
      }
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        errors.push({ code: 'board/bad-square', path, message: 'the target must be a whole square number' });
        continue;
      }
      if (value < 0 || value > squares) {
        errors.push({
          code: 'board/jump-off-board',
          path,
          message: `jumps to square ${value}, off the board (squares 0 to ${squares})`,
        });
        continue;
      }
      if (value === from) {
        errors.push({ code: 'board/jump-to-itself', path, message: `square ${from} jumps to itself` });
        continue;
      }
      if (direction === 'down' && value > from) {
        errors.push({
          code: 'board/snake-goes-up',
          path,
          message: `a snake must go down, but ${from} -> ${value} goes up`,
        });
        continue;
      }
      if (direction === 'up' && value < from) {
        errors.push({
          code: 'board/ladder-goes-down',
          path,
          message: `a ladder must go up, but ${from} -> ${value} goes down`,
        });
        continue;
      }
      const earlier = bySquare.get(from);
      if (earlier) {
        errors.push({
          code: 'board/two-jumps',
          path,
          message: `two jumps from square ${from} (${earlier.field} already sends it to ${earlier.to})`,
        });
        continue;
      }
      bySquare.set(from, { to: value, field });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const jumps = [...bySquare.entries()]
    .map(([from, { to }]) => ({ from, to }))
    .sort((a, b) => a.from - b.from);
  return ok({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    squares,
    start: input.start,
    jumps,
    rollAgainOnSix: input.rollAgainOnSix,
    overshoot: input.overshoot,
    dieFaces: input.dieFaces,
  });
}

/** The canonical JSON form (what `boardsim presets --show` prints); parses back to the same board. */
export function snakesBoardToJson(board: SnakesBoard): Record<string, unknown> {
  return {
    ...(board.name !== undefined && { name: board.name }),
    ...(board.description !== undefined && { description: board.description }),
    squares: board.squares,
    start: board.start,
    jumps: Object.fromEntries(board.jumps.map((j) => [String(j.from), j.to])),
    rollAgainOnSix: board.rollAgainOnSix,
    overshoot: board.overshoot,
    dieFaces: board.dieFaces,
  };
}

/** The same board with every snake turned into a ladder and every ladder into a snake. */
export function reverseBoard(board: SnakesBoard): Result<SnakesBoard> {
  const jumps: Record<string, number> = {};
  for (const { from, to } of board.jumps) jumps[String(to)] = from;
  return parseSnakesBoard({ ...snakesBoardToJson(board), jumps });
}
