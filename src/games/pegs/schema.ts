// Peg solitaire boards as users write them, their validation, and the canonical JSON form.
//
//   {"name": "tiny", "holes": [{"name": "a1", "at": [0, 0]}, ...],
//    "lines": [["a1", "a2", "a3"], ...], "start": "a1"}
//
// A hole has a name and integer coordinates `at` = [x, y]. A line is three holes in a straight row,
// evenly spaced (the middle one halfway between the others): a peg at either end may jump over the
// middle one into the other end. Instead of `lines`, `lattice` ("square" or "triangular") makes
// every line of three neighbouring holes: on the square lattice the neighbours are 1 apart along x
// or y; on the triangular lattice (x = file, y = rank as in the seed's notation) they are the six
// steps ±[1,0], ±[0,1], ±[1,1]. Hole i is bit i of a state, so a board has at most 64 holes.

import * as z from 'zod/mini';
import { boundedText, fromZod } from '../../core/zod.js';
import { type ConfigIssue, type Result, fail, ok } from '../../core/errors.js';

export interface PegsHole {
  readonly name: string;
  readonly at: readonly [number, number];
}

/** A validated board: holes in bit order, lines as hole indices [end, middle, end]. */
export interface PegsBoard {
  readonly name: string;
  readonly description?: string;
  readonly holes: readonly PegsHole[];
  readonly lines: readonly (readonly [number, number, number])[];
  /** The default start hole (the one left empty), an index into `holes`. */
  readonly start: number;
}

export type Lattice = 'square' | 'triangular';

/** The kernel keeps a state in one 64-bit word. */
export const MAX_HOLES = 64;
/** Names that mean something else on the command line (`--start all`). */
const RESERVED_NAMES = new Set(['all']);
const NAME_PATTERN = /^[A-Za-z0-9_.-]{1,16}$/;

const LATTICE_STEPS: Record<Lattice, readonly (readonly [number, number])[]> = {
  square: [
    [1, 0],
    [0, 1],
  ],
  triangular: [
    [1, 0],
    [0, 1],
    [1, 1],
  ],
};

const coordinate = z
  .int({ error: 'must be a whole number' })
  .check(
    z.minimum(-1000, { error: 'must be from -1000 to 1000' }),
    z.maximum(1000, { error: 'must be from -1000 to 1000' }),
  );
const boardInput = z.strictObject({
  name: z._default(boundedText(200), 'custom'),
  description: z.optional(boundedText(2000)),
  holes: z.array(
    z.strictObject({
      name: z.string({ error: 'must be a string' }),
      at: z.tuple([coordinate, coordinate], { error: 'must be two whole numbers [x, y]' }),
    }),
    { error: 'must be a list of holes such as [{"name": "a1", "at": [0, 0]}]' },
  ),
  lines: z.optional(
    z.array(z.array(z.string({ error: 'must be a hole name' })), {
      error: 'must be a list of lines such as [["a1", "a2", "a3"]]',
    }),
  ),
  lattice: z.optional(z.enum(['square', 'triangular'], { error: 'must be "square" or "triangular"' })),
  start: z.optional(z.string({ error: 'must be a hole name' })),
});

/** A board as users write it (`board`, and what `presetConfig` returns). Written out rather than
 *  read off the schema, so that the published types need no zod; test/config-json-types.test.ts
 *  checks that the two agree. */
export interface PegsBoardJson {
  name?: string;
  description?: string;
  holes: { name: string; at: [number, number] }[];
  lines?: string[][];
  lattice?: Lattice;
  start?: string;
}

/** What the schema reads (PegsBoardJson must stay equal to it). */
export type PegsBoardInput = z.input<typeof boardInput>;

const key = (at: readonly [number, number]) => `${at[0]},${at[1]}`;

/** Validates a board given as parsed JSON. */
export function parsePegsBoard(raw: unknown): Result<PegsBoard> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail({
      code: 'board/not-an-object',
      path: '',
      message: 'a board is a JSON object such as {"holes": [...], "lines": [...]}',
    });
  }
  const parsed = boardInput.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fromZod(parsed.error, 'board', boardInput) };
  const input = parsed.data;
  const errors: ConfigIssue[] = [];

  if (input.holes.length > MAX_HOLES) {
    return fail({
      code: 'board/too-large',
      path: 'holes',
      message: `${input.holes.length} holes: the counting kernel keeps a board in one 64-bit word, so at most ${MAX_HOLES} holes`,
    });
  }
  if (input.holes.length < 3) {
    return fail({ code: 'board/too-small', path: 'holes', message: 'a board needs at least 3 holes' });
  }
  const byName = new Map<string, number>();
  const byPlace = new Map<string, number>();
  input.holes.forEach((hole, i) => {
    const path = `holes[${i}]`;
    if (!NAME_PATTERN.test(hole.name) || RESERVED_NAMES.has(hole.name)) {
      errors.push({
        code: 'board/bad-hole-name',
        path: `${path}.name`,
        message: `"${hole.name}" is not a usable hole name (1 to 16 letters, digits, "_", "." or "-"; not "all")`,
      });
    } else if (byName.has(hole.name)) {
      errors.push({
        code: 'board/duplicate-hole',
        path: `${path}.name`,
        message: `two holes are named "${hole.name}"`,
      });
    } else {
      byName.set(hole.name, i);
    }
    const other = byPlace.get(key(hole.at));
    if (other !== undefined) {
      errors.push({
        code: 'board/duplicate-place',
        path: `${path}.at`,
        message: `holes ${input.holes[other]!.name} and ${hole.name} are both at [${hole.at.join(', ')}]`,
      });
    } else {
      byPlace.set(key(hole.at), i);
    }
  });
  if (errors.length > 0) return { ok: false, errors };

  let lines: [number, number, number][];
  if (input.lines !== undefined && input.lattice !== undefined) {
    return fail({
      code: 'board/lines-and-lattice',
      path: 'lattice',
      message: 'give either "lines" (every line written out) or "lattice" (lines made from it), not both',
    });
  } else if (input.lines !== undefined) {
    lines = [];
    const seen = new Map<string, number>();
    input.lines.forEach((line, i) => {
      const path = `lines[${i}]`;
      if (line.length !== 3) {
        errors.push({
          code: 'board/line-length',
          path,
          message: `a line is three holes [end, middle, end], not ${line.length}`,
        });
        return;
      }
      const indices = line.map((name, k) => {
        const index = byName.get(name);
        if (index === undefined)
          errors.push({
            code: 'board/line-unknown-hole',
            path: `${path}[${k}]`,
            message: `no hole "${name}"`,
          });
        return index;
      });
      if (indices.some((index) => index === undefined)) return;
      const [a, b, c] = indices as [number, number, number];
      const [pa, pb, pc] = [input.holes[a]!.at, input.holes[b]!.at, input.holes[c]!.at];
      if (a === c || pa[0] + pc[0] !== 2 * pb[0] || pa[1] + pc[1] !== 2 * pb[1]) {
        errors.push({
          code: 'board/line-not-straight',
          path,
          message: `${line.join(', ')} is not a straight line of three evenly spaced holes (the middle one must be halfway between the ends)`,
        });
        return;
      }
      const id = `${Math.min(a, c)},${b},${Math.max(a, c)}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        errors.push({ code: 'board/line-duplicate', path, message: `the same line as lines[${earlier}]` });
        return;
      }
      seen.set(id, i);
      lines.push([a, b, c]);
    });
  } else if (input.lattice !== undefined) {
    lines = latticeLines(input.holes, input.lattice);
  } else {
    return fail({
      code: 'board/no-lines',
      path: 'lines',
      message: 'give the jump lines ("lines": [["a1", "a2", "a3"], ...]) or a "lattice" to make them from',
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) {
    return fail({
      code: 'board/no-lines',
      path: input.lines !== undefined ? 'lines' : 'lattice',
      message: 'the board has no line of three holes, so no jump is ever possible',
    });
  }
  let start = 0;
  if (input.start !== undefined) {
    const index = byName.get(input.start);
    if (index === undefined)
      return fail({ code: 'board/unknown-start', path: 'start', message: `no hole "${input.start}"` });
    start = index;
  }
  return ok({
    name: input.name,
    ...(input.description !== undefined && { description: input.description }),
    holes: input.holes.map((h) => ({ name: h.name, at: [h.at[0], h.at[1]] as const })),
    lines,
    start,
  });
}

/** Every line of three neighbouring holes on a lattice, in hole order then step order. */
export function latticeLines(holes: readonly PegsHole[], lattice: Lattice): [number, number, number][] {
  const byPlace = new Map(holes.map((h, i) => [key(h.at), i]));
  const lines: [number, number, number][] = [];
  holes.forEach((hole, a) => {
    for (const [dx, dy] of LATTICE_STEPS[lattice]) {
      const b = byPlace.get(key([hole.at[0] + dx, hole.at[1] + dy]));
      const c = byPlace.get(key([hole.at[0] + 2 * dx, hole.at[1] + 2 * dy]));
      if (b !== undefined && c !== undefined) lines.push([a, b, c]);
    }
  });
  return lines;
}

/** The canonical JSON form (what `boardsim presets --show` prints); parses back to the same board. */
export function pegsBoardToJson(board: PegsBoard): Record<string, unknown> {
  const name = (i: number) => board.holes[i]!.name;
  return {
    name: board.name,
    ...(board.description !== undefined && { description: board.description }),
    holes: board.holes.map((h) => ({ name: h.name, at: [h.at[0], h.at[1]] })),
    lines: board.lines.map((line) => line.map(name)),
    start: name(board.start),
  };
}
