// Turns zod's issues into boardsim's ConfigIssue values (code, field path, sentence).

import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import type { ConfigIssue } from './errors.js';
import { grouped } from './digits.js';

/** A free-text field (a name, a description) of at most `max` characters. */
export function boundedText(max: number) {
  return z
    .string({ error: 'must be a string' })
    .check(z.maxLength(max, { error: `longer than ${grouped(max)} characters` }));
}

export function pathString(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** The fields of the object that `schema` expects at `path` (an unknown field inside `rules` or a
 *  deck card lists that object's fields, not the top level's), or none if it is not an object. */
export function fieldsAt(schema: core.$ZodType, path: readonly PropertyKey[]): string[] {
  let at: core.$ZodType | undefined = schema;
  for (const part of [...path, undefined]) {
    // through optional and default wrappers to the schema they hold
    while (at && 'innerType' in at._zod.def) at = at._zod.def.innerType as core.$ZodType;
    if (!at || part === undefined) break;
    const def = at._zod.def as { element?: core.$ZodType; shape?: Record<string, core.$ZodType> };
    at =
      typeof part === 'number'
        ? def.element
        : def.shape && Object.hasOwn(def.shape, part)
          ? def.shape[part as string]
          : undefined;
  }
  const shape = (at?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** `schema` (what was parsed) lets an unknown field's message list the fields of its object and
 *  suggest the one that differs only in case. */
export function fromZod(error: core.$ZodError, prefix: string, schema?: core.$ZodType): ConfigIssue[] {
  return error.issues.map((issue) => {
    const path = pathString(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const knownKeys = schema ? fieldsAt(schema, issue.path) : [];
      const keys = issue.keys.map((k) => {
        const near = knownKeys.find((known) => known.toLowerCase() === k.toLowerCase());
        return near ? `"${k}" (did you mean "${near}"?)` : `"${k}"`;
      });
      const fields = knownKeys.length > 0 ? `; the fields are ${knownKeys.join(', ')}` : '';
      return { code: `${prefix}/unknown-field`, path, message: `unknown field ${keys.join(', ')}${fields}` };
    }
    return { code: `${prefix}/${issue.code.replace(/_/g, '-')}`, path, message: issue.message };
  });
}
