// Every code sample in README.md and docs/ runs, so the documentation cannot drift from the code.
// The convention (the contract every page follows):
// - a ```sh block is a list of commands, one a line, run in a fresh temporary folder; `boardsim`
//   and `npx boardsim` are the built CLI; `#` starts a comment; each command must exit 0, or 2
//   when `<!-- docs-test: exit 2 -->` is on the line just before the block;
// - ```js and ```ts blocks are ES-module scripts in which 'boardsim' is the built package;
// - `<!-- docs-test: skip: <reason> -->` just before a block keeps it out (the reason is required);
// - `<!-- docs-test: run by test/<file>.test.ts -->`: that test runs the block (on a Slurm cluster
//   it starts, say); here it is only checked that the file exists and reads this page;
// - every other block (```text, ```json, ```html, …) is not run here.

import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLI, ROOT } from './helpers.js';

/** Folders under docs/ that hold no hand-written pages (the site's config, generated API pages). */
const NOT_PAGES = new Set(['.vitepress', 'api', 'public', 'node_modules']);
const RUN_LANGUAGES = new Set(['sh', 'js', 'ts']);
/** Samples run side by side; the machine that runs CI may have two cores. */
const CONCURRENT_SAMPLES = 2;
/** How long a test waits for its sample: its commands, run one after the other, on a loaded machine. */
const SAMPLE_TIMEOUT_MS = 600_000;

interface Sample {
  /** `docs/guide/cli.md:37`, the line of the opening fence. */
  where: string;
  language: string;
  code: string;
  expectedExit: number;
  skipReason?: string;
  /** The test file that runs the block instead. */
  runBy?: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The directive in the HTML comments just before a fence (blank lines and other comments allowed). */
function directiveBefore(lines: readonly string[], fence: number): string | undefined {
  for (let i = fence - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const match = /^<!--\s*docs-test:(.*?)-->$/.exec(line);
    if (match) return match[1]!.trim();
    if (!line.startsWith('<!--')) return undefined;
  }
  return undefined;
}

/** The samples of one page, with the directive that precedes each (a bad directive throws). */
export function samplesOf(file: string, text: string): Sample[] {
  const lines = text.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, language] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.trim().startsWith(fence!); i++) {
      body.push(lines[i]!.slice(indent!.length));
    }
    if (!RUN_LANGUAGES.has(language!)) continue;
    const where = `${relative(ROOT, file)}:${start + 1}`;
    const sample: Sample = { where, language: language!, code: body.join('\n'), expectedExit: 0 };
    const directive = directiveBefore(lines, start);
    if (directive === 'exit 2') sample.expectedExit = 2;
    else if (directive?.startsWith('skip')) {
      const reason = /^skip:\s*(\S.*)$/.exec(directive)?.[1];
      if (!reason) throw new Error(`${where}: <!-- docs-test: skip: … --> needs a reason`);
      sample.skipReason = reason;
    } else if (directive?.startsWith('run by')) {
      const file = /^run by\s+(test\/\S+\.test\.ts)$/.exec(directive)?.[1];
      if (!file) throw new Error(`${where}: <!-- docs-test: run by … --> needs a test file (test/….test.ts)`);
      sample.runBy = file;
    } else if (directive !== undefined) {
      throw new Error(`${where}: unknown directive <!-- docs-test: ${directive} -->`);
    }
    samples.push(sample);
  }
  return samples;
}

/** The commands of a ```sh block: comment lines dropped, `\` continuations joined. */
export function commandsOf(code: string): string[] {
  const commands: string[] = [];
  let pending = '';
  for (const line of code.split('\n')) {
    const trimmed = line.trim();
    if (pending === '' && (trimmed === '' || trimmed.startsWith('#'))) continue;
    if (trimmed.endsWith('\\')) {
      pending += `${trimmed.slice(0, -1).trimEnd()} `;
      continue;
    }
    commands.push((pending + trimmed).replace(/^npx boardsim\b/, 'boardsim'));
    pending = '';
  }
  return commands;
}

interface Outcome {
  code: number | null;
  output: string;
}

/** The samples still running: a sample that outlives its test is ended with the file. */
const running = new Set<ChildProcess>();

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // its own process group, so that ending it ends the commands of its pipeline too
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    child.on('close', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A folder with `boardsim` on the PATH (the built CLI) and 'boardsim' importable (the package). */
const HOME = mkdtempSync(join(tmpdir(), 'boardsim-docs-'));
const BIN = join(HOME, 'bin');
mkdirSync(BIN);
writeFileSync(join(BIN, 'boardsim'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
chmodSync(join(BIN, 'boardsim'), 0o755);
const ENV = { ...process.env, PATH: `${BIN}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '0' };
afterAll(() => {
  for (const child of running) process.kill(-child.pid!, 'SIGKILL');
  rmSync(HOME, { recursive: true, force: true });
});

/** Starts the tasks in order, at most `limit` at a time; returns each task's promise. */
function inPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T>[] {
  let started = 0;
  const gates = tasks.map(() => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    return { gate, open };
  });
  const results = tasks.map((task, i) => gates[i]!.gate.then(task));
  const startNext = (): void => {
    if (started < tasks.length) gates[started++]!.open();
  };
  results.forEach((result) => void result.then(startNext, startNext));
  for (let i = 0; i < limit; i++) startNext();
  return results;
}

async function runSample(sample: Sample): Promise<void> {
  const cwd = mkdtempSync(join(HOME, 'sample-'));
  if (sample.language === 'sh') {
    for (const command of commandsOf(sample.code)) {
      const { code, output } = await run('bash', ['-o', 'pipefail', '-c', command], cwd, ENV);
      expect(code, `${sample.where}: \`${command}\` exited ${code}:\n${output}`).toBe(sample.expectedExit);
    }
    return;
  }
  mkdirSync(join(cwd, 'node_modules'));
  symlinkSync(ROOT, join(cwd, 'node_modules', 'boardsim'), 'dir');
  const script = join(cwd, `sample.${sample.language === 'ts' ? 'mts' : 'mjs'}`);
  writeFileSync(script, sample.code);
  const runner = sample.language === 'ts' ? [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script] : [script];
  const { code, output } = await run(process.execPath, runner, cwd, ENV);
  expect(code, `${sample.where} exited ${code}:\n${output}`).toBe(0);
}

const pages = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
const samples = pages.flatMap((file) => samplesOf(file, readFileSync(file, 'utf8')));

describe('the documentation samples', () => {
  const toRun = samples.filter((s) => !s.skipReason && !s.runBy);
  // started together, CONCURRENT_SAMPLES at a time; each test waits for its own sample
  let outcomes: Promise<void>[] = [];
  beforeAll(() => {
    outcomes = inPool(
      toRun.map((sample) => () => runSample(sample)),
      CONCURRENT_SAMPLES,
    );
    outcomes.forEach((outcome) => outcome.catch(() => {}));
  });

  test('there are samples to run', () => {
    expect(toRun.length).toBeGreaterThan(5);
  });

  for (const sample of samples) {
    const name = `${sample.where} (${sample.language})`;
    if (sample.skipReason) test.skip(`${name}: ${sample.skipReason}`, () => {});
    else if (sample.runBy) {
      const runBy = sample.runBy;
      test(`${name}: run by ${runBy}`, () => {
        const page = sample.where.replace(/:\d+$/, '');
        expect(existsSync(join(ROOT, runBy)), `${runBy} does not exist`).toBe(true);
        expect(readFileSync(join(ROOT, runBy), 'utf8'), `${runBy} does not read ${page}`).toContain(page);
      });
    }
    // a sample takes seconds; the limit is generous because CI machines are shared and slow
    else test(name, () => outcomes[toRun.indexOf(sample)], SAMPLE_TIMEOUT_MS);
  }
});

describe('the convention', () => {
  test('a skip without a reason is an error', () => {
    expect(() => samplesOf('x.md', '<!-- docs-test: skip -->\n```sh\nboardsim\n```\n')).toThrow(
      /needs a reason/,
    );
  });

  test('exit 2 and skip apply to the block right after them; other blocks do not run', () => {
    const page = [
      '<!-- docs-test: exit 2 -->',
      '```sh',
      'boardsim simulate snakes --games 0',
      '```',
      '```json',
      '{}',
      '```',
      '<!-- docs-test: skip: needs a cluster -->',
      '```js',
      'x',
      '```',
      '```ts',
      'y',
      '```',
      '<!-- docs-test: run by test/slurm.test.ts -->',
      '```sh',
      'sbatch x.sh',
      '```',
    ].join('\n');
    expect(samplesOf('x.md', page).map((s) => [s.language, s.expectedExit, s.skipReason, s.runBy])).toEqual([
      ['sh', 2, undefined, undefined],
      ['js', 0, 'needs a cluster', undefined],
      ['ts', 0, undefined, undefined],
      ['sh', 0, undefined, 'test/slurm.test.ts'],
    ]);
    expect(() => samplesOf('x.md', '<!-- docs-test: run by someone -->\n```sh\nx\n```\n')).toThrow(
      /needs a test file/,
    );
  });

  test('comments go, continuations join, npx boardsim is the built CLI', () => {
    expect(commandsOf('# a comment\nnpx boardsim presets  # trailing\n\nboardsim a \\\n  --b c')).toEqual([
      'boardsim presets  # trailing',
      'boardsim a --b c',
    ]);
  });
});
