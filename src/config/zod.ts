// Turns zod's issues into boardsim's ConfigIssue values (code, field path, sentence).

import type { core } from 'zod/mini';
import type { ConfigIssue } from '../errors.js';

export function pathString(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/** `knownKeys` lets an unknown field's message suggest the one that differs only in case. */
export function fromZod(
  error: core.$ZodError,
  prefix: string,
  knownKeys: readonly string[] = [],
): ConfigIssue[] {
  return error.issues.map((issue) => {
    const path = pathString(issue.path);
    if (issue.code === 'unrecognized_keys') {
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
