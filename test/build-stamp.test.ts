// `npm test` builds only when the last build is older than a source (scripts/build-if-stale.mjs):
// each reason to build is seen, and an up-to-date build is left alone.

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { INPUTS, OUTPUTS, STAMP, staleReason } from '../scripts/build-if-stale.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function write(root: string, file: string, secondsAgo: number): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

function age(root: string, dir: string): void {
  const time = new Date(Date.now() - 60_000);
  utimesSync(join(root, dir), time, time);
}

/** A tree built 10 s ago from sources written 60 s ago. */
function builtTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'boardsim-stamp-'));
  roots.push(root);
  write(root, 'src/games/snakes/index.ts', 60);
  write(root, 'assembly/kit/dice.ts', 60);
  write(root, 'package.json', 60);
  for (const file of OUTPUTS) write(root, file, 10);
  write(root, STAMP, 10);
  for (const dir of ['src', 'src/games', 'src/games/snakes', 'assembly', 'assembly/kit']) age(root, dir);
  return root;
}

test('a build newer than every source is up to date', () => {
  expect(staleReason(builtTree())).toBeUndefined();
});

test('a source changed after the build, however deep, names the file', () => {
  const root = builtTree();
  write(root, 'src/games/snakes/index.ts', 0);
  expect(staleReason(root)).toBe('src/games/snakes/index.ts changed');
  const other = builtTree();
  write(other, 'assembly/kit/new-file.ts', 0);
  // a new file changes its folder too, which is reported when seen first
  expect(staleReason(other)).toMatch(/^assembly\/kit(\/new-file\.ts)? changed$/);
});

test('packages installed after the build make it stale', () => {
  expect(INPUTS).toContain('node_modules/.package-lock.json');
  const root = builtTree();
  write(root, 'node_modules/.package-lock.json', 0);
  expect(staleReason(root)).toMatch(/^node_modules(\/\.package-lock\.json)? changed$/);
});

test('no stamp, or a missing output, means a build', () => {
  const root = builtTree();
  rmSync(join(root, OUTPUTS[0]!));
  expect(staleReason(root)).toBe(`${OUTPUTS[0]} is missing`);
  const other = builtTree();
  rmSync(join(other, STAMP));
  expect(staleReason(other)).toBe('no earlier build');
});
