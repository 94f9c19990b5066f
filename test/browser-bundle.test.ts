// The browser build: the package's "browser" condition gives a self-contained ES module bundle with
// the Node entry's API, no Node built-ins, and the kernel loaded by streaming compilation.

import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import * as nodeEntry from '../src/index.js';
import { ROOT } from './helpers.js';

const bundle = (name: string) => readFileSync(new URL(`../dist/browser/${name}`, import.meta.url), 'utf8');

/** What a condition resolves the package to, as Node does with --conditions. */
function resolveWith(conditions: string[]): string {
  const flags = conditions.map((c) => `--conditions=${c}`);
  return execFileSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', "console.log(import.meta.resolve('boardsim'))"],
    { cwd: ROOT, encoding: 'utf8' },
  ).trim();
}

test('bundlers get the browser bundle, Node the Node entry', () => {
  expect(resolveWith(['browser'])).toMatch(/\/dist\/browser\/boardsim\.js$/);
  expect(resolveWith([])).toMatch(/\/dist\/lib\/boardsim\.js$/);
});

test('the browser bundle exports the same API as the Node entry', async () => {
  const browserEntry = (await import('../dist/browser/boardsim.js' as string)) as Record<string, unknown>;
  expect(Object.keys(browserEntry).sort()).toEqual(Object.keys(nodeEntry).sort());
  expect(browserEntry.VERSION).toBe(nodeEntry.VERSION);
});

test.each(['boardsim.js', 'worker-web.js'])(
  '%s imports nothing: no Node built-ins, no bare names',
  (file) => {
    const code = bundle(file);
    // a statement's import, not the word inside a string (the error code "module/import")
    expect(code.match(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+\s*from\s*)?["'][^"']+["']/g) ?? []).toEqual([]);
    expect(code.match(/\bimport\(\s*["'][^"']+["']\s*\)/g) ?? []).toEqual([]);
    expect(code.match(/\brequire\(\s*["'][^"']+["']\s*\)/g) ?? []).toEqual([]);
    expect(code).not.toMatch(/["']node:/);
  },
);

test.each(['boardsim.js', 'worker-web.js'])(
  '%s: the import() of a game module by its URL is left to the browser by bundlers',
  (file) => {
    const imports = bundle(file).match(/\bimport\([^)'"]*\)/g) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const call of imports)
      expect(call).toMatch(/^import\(\/\*webpackIgnore:true\*\/\/\*@vite-ignore\*\/[\w$]+\)$/);
  },
);

test('the kernel is fetched next to the package with streaming compilation; the worker beside the bundle', () => {
  const code = bundle('boardsim.js');
  expect(code).toContain('new URL("../../build/boardsim.wasm",import.meta.url)');
  expect(code).toContain('WebAssembly.compileStreaming');
  expect(code).toContain('new URL("./worker-web.js",import.meta.url)');
});

test('the workers carry no schema library: inputs are validated before a task reaches them', () => {
  // zod's classes are named $ZodType, $ZodObject, …; the main bundles validate configs with it
  const zodClasses = /\$Zod[A-Z]\w*/;
  expect(zodClasses.test(bundle('boardsim.js'))).toBe(true);
  const workers = [
    'dist/browser/worker-web.js',
    ...readdirSync(join(ROOT, 'dist/lib'))
      .filter((name) => /^(worker|pegs-part-worker|bench-worker|worker-shared-\w+)\.js$/.test(name))
      .map((name) => `dist/lib/${name}`),
  ];
  // the three entries and the chunks they share (how many chunks is esbuild's choice)
  expect(workers).toEqual(
    expect.arrayContaining([
      'dist/lib/worker.js',
      'dist/lib/pegs-part-worker.js',
      'dist/lib/bench-worker.js',
    ]),
  );
  expect(workers.length).toBeGreaterThan(4);
  const withZod = workers.filter((file) => zodClasses.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(withZod).toEqual([]);
});
