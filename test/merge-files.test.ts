// merge's file reading (src/cli/merge-files.ts): shard files read one after another into a reused
// buffer, through the JSON gate, give the report merge() gives of the same reports; a file larger
// than the buffer, a folder named like a shard, a missing file and the gate's refusals each get
// one error naming the file.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mergeFiles } from '../src/cli/merge-files.js';
import { BoardsimError } from '../src/core/errors.js';
import { type SimulationReport, merge, simulate } from '../src/index.js';

const base = { game: 'snakes', preset: 'classic', seed: 8, threads: 1, games: 200_000 } as const;
let folder: string;
let shards: SimulationReport[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'boardsim-merge-files-'));
  shards = [];
  for (const k of [1, 2, 3, 4]) shards.push(await simulate({ ...base, shard: `${k}/4` }));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A new folder under the test's folder holding `files` (name → text). */
function folderOf(name: string, files: Record<string, string>): string {
  const dir = join(folder, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

async function mergeError(args: string[]): Promise<string> {
  const error = await mergeFiles(args).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BoardsimError);
  return (error as Error).message;
}

const withoutTime = ({ elapsedMs: _e, ...report }: SimulationReport) => report;

describe('shard files', () => {
  test('a folder of them merges into what merge() gives, in natural order of names', async () => {
    const dir = folderOf('plain', {
      'shard-10.json': JSON.stringify(shards[3]),
      'shard-2.json': JSON.stringify(shards[1], null, 2),
      'shard-1.json': JSON.stringify(shards[0]),
      'shard-3.json': JSON.stringify(shards[2]),
    });
    expect(withoutTime(await mergeFiles([dir]))).toEqual(withoutTime(merge(shards)));
  });

  test('the merge’s own output file in the folder or glob is left out, so the merge can be run again', async () => {
    const dir = folderOf('rerun', {
      'part-1.json': JSON.stringify(shards[0]),
      'part-2.json': JSON.stringify(shards[1]),
      'part-3.json': JSON.stringify(shards[2]),
      'part-4.json': JSON.stringify(shards[3]),
    });
    const whole = join(dir, 'whole.json');
    writeFileSync(whole, JSON.stringify(merge(shards)));
    const expected = withoutTime(merge(shards));
    expect(withoutTime(await mergeFiles([dir], undefined, whole))).toEqual(expected);
    expect(withoutTime(await mergeFiles([join(dir, '*.json')], undefined, whole))).toEqual(expected);
    // named by another spelling of the same path
    expect(withoutTime(await mergeFiles([dir], undefined, join(dir, '..', 'rerun', 'whole.json')))).toEqual(
      expected,
    );
    // without it, the merged report is a second copy of every chunk
    expect(await mergeError([dir])).toMatch(/whole\.json|part-\d\.json/);
  });

  test('a file larger than the reader’s 1 MiB buffer is read whole', async () => {
    const padded = JSON.stringify(shards[0]).replace('{', `{${' '.repeat(3 * 2 ** 20)}`);
    const dir = folderOf('large', {
      'a.json': padded,
      'b.json': JSON.stringify(shards[1]),
      'c.json': JSON.stringify(shards[2]),
      'd.json': JSON.stringify(shards[3]),
    });
    expect(withoutTime(await mergeFiles([dir]))).toEqual(withoutTime(merge(shards)));
  });

  test('a folder named like a shard, and a missing file: cannot read it, naming the path', async () => {
    const dir = folderOf('odd', { 'a.json': JSON.stringify(shards[0]) });
    mkdirSync(join(dir, 'b.json'));
    expect(await mergeError([dir])).toBe(`${join(dir, 'b.json')}: cannot read it (EISDIR)`);
    expect(await mergeError([join(dir, 'a.json'), join(dir, 'nope.json')])).toBe(
      `${join(dir, 'nope.json')}: cannot read it (ENOENT)`,
    );
  });

  test('the JSON gate: "__proto__", nesting past the cap, bad syntax', async () => {
    const text = JSON.stringify(shards[0]);
    const dir = folderOf('gate', {
      'proto.json': text.replace('"metrics":{', '"metrics":{"__proto__":{"histogram":[[1,1]]},'),
      'deep.json': text.replace('"metrics":{', `"x":${'['.repeat(70)}${']'.repeat(70)},"metrics":{`),
      'syntax.json': text.slice(0, -1),
    });
    expect(await mergeError([join(dir, 'proto.json')])).toMatch(
      /proto\.json: metrics\.__proto__: "__proto__"/,
    );
    expect(await mergeError([join(dir, 'deep.json')])).toMatch(/deep\.json: nested more than 64 levels deep/);
    expect(await mergeError([join(dir, 'syntax.json')])).toMatch(/syntax\.json: not valid JSON/);
  });
});
