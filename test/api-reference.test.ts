// The API reference (TypeDoc, from src/index.ts) lists every function users call as a function,
// with its description, and every exported value with one (issue 36: simulate, analyze,
// createDice… were listed under Variables with none).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as library from '../src/index.js';
import { ROOT } from './helpers.js';

interface Reflection {
  name: string;
  kind: number;
  comment?: { summary: unknown[] };
  signatures?: { comment?: { summary: unknown[] } }[];
}

/** TypeDoc's reflection kinds (ReflectionKind). */
const KIND = { variable: 32, function: 64 };

describe('the API reference', () => {
  test('lists every exported function as a function, and every exported value with a description', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardsim-typedoc-'));
    try {
      execFileSync(
        join(ROOT, 'node_modules/.bin/typedoc'),
        ['--json', join(dir, 'api.json'), '--logLevel', 'Error'],
        { cwd: ROOT, stdio: 'pipe' },
      );
      const api = JSON.parse(readFileSync(join(dir, 'api.json'), 'utf8')) as { children: Reflection[] };
      const byName = new Map(api.children.map((child) => [child.name, child]));
      const callables = Object.entries(library)
        .filter(([, value]) => typeof value === 'function' && !/^[A-Z]/.test(value.name))
        .map(([name]) => name);
      expect(callables).toEqual(expect.arrayContaining(['simulate', 'analyze', 'createDice', 'exact']));
      expect(callables.filter((name) => byName.get(name)?.kind !== KIND.function)).toEqual([]);
      const undescribed = api.children
        .filter((child) => child.kind === KIND.function || child.kind === KIND.variable)
        .filter((child) => !(child.comment ?? child.signatures?.[0]?.comment)?.summary.length)
        .map((child) => child.name);
      expect(undescribed).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
