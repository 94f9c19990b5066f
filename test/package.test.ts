// The package as users get it: `npm pack` ships the bundles, the release kernel and the types (one
// bundled declaration file, which a user's TypeScript checks against) and nothing else; it depends
// on no package (every library is bundled in; only `rng bench`'s optional anchors may come along),
// and a copy installed from the tarball into an empty folder runs the library on worker threads
// and the CLI.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simulate } from '../src/index.js';
import { readRecords } from '../scripts/notices.mjs';
import { ROOT } from './helpers.js';
import { type PackedInstall, installPacked } from './packed-package.js';

interface PackedFile {
  path: string;
  size: number;
}

/** The budget for the unpacked package, 1.4 MB (decimal: 1,400,000 bytes, as npm prints sizes): the
 *  1 MB of the lean-package work, raised to 1.1 MB when users' own games (chains and JavaScript
 *  games) came in, to 1.3 MB with Pig, Yahtzee and Monopoly and the typed library, and to 1.4 MB
 *  with game modules in the browser, the AssemblyScript kit, the boardgame.io adapter and analyze
 *  for Pig, Yahtzee, Monopoly and game modules, and to 1.45 MB with the dice's bulk reads, .wasm
 *  games in the browser, checkKernel and the two-part owner; the performance page has today's
 *  figure and what each addition cost. */
const UNPACKED_BUDGET_BYTES = 1_450_000;

/** Optional dependencies allowed: the JavaScript generators that `rng bench` compares with. */
const BENCH_ANCHORS = ['pure-rand', 'seedrandom'];

describe('the npm package', () => {
  let installed: PackedInstall;
  let packed: { unpackedSize: number; files: PackedFile[] };

  beforeAll(() => {
    // the build is done (npm test's pretest): list what packing it gives, without running it again
    [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--dry-run', '--json', '--loglevel=error'], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    );
    installed = installPacked();
  });
  afterAll(() => installed?.remove());

  test('ships no source maps, code cache, debug kernel, page or sources', () => {
    const paths = packed.files.map((f) => f.path);
    // assembly/kit/ alone of the sources: the AssemblyScript a user's kernel imports
    const unwanted = /\.map$|\.cache$|debug\.wasm$|^(src|assembly(?!\/kit\/)|scripts|web|dist\/web)\//;
    expect(paths.filter((p) => unwanted.test(p))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'build/boardsim.wasm',
        'dist/lib/boardsim.js',
        'dist/browser/boardsim.js',
        'dist/cli/boardsim.mjs',
        'dist/boardsim.d.ts',
        'dist/boardsim.d.cts',
        'dist/lib/boardsim-require.cjs',
        'assembly/kit/index.ts',
        'assembly/kit/exports.ts',
      ]),
    );
    expect(packed.unpackedSize).toBeLessThan(UNPACKED_BUDGET_BYTES);
  });

  test('no shipped file links to a source map it does not ship (Vite would report ENOENT)', () => {
    const paths = packed.files.map((f) => f.path);
    const links = paths
      .filter((p) => /\.(c|m)?js$/.test(p))
      .flatMap((p) =>
        [...readFileSync(join(ROOT, p), 'utf8').matchAll(/[#@] sourceMappingURL=(\S+)/g)].map(
          (m) => `${p} -> ${m[1]}`,
        ),
      );
    expect(links).toEqual([]);
  });

  test('ships its licence and the notices of every package bundled into it', async () => {
    const paths = packed.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'dist/THIRD-PARTY-NOTICES.txt']));
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { license: string };
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toContain(`${manifest.license} License`);
    // every shipped script is an output some bundle build recorded its packages for
    const records = await readRecords();
    const recorded = new Set(records.flatMap((record) => record.outputs));
    const scripts = paths.filter((p) => /^dist\/.*\.(c|m)?js$/.test(p));
    expect(scripts.filter((p) => !recorded.has(p))).toEqual([]);
    // and the notices name each of those packages, at its version, with its licence
    const notices = readFileSync(join(ROOT, 'dist/THIRD-PARTY-NOTICES.txt'), 'utf8');
    const packages = [
      ...new Set(records.flatMap((record) => record.packages)),
      'node_modules/assemblyscript',
    ];
    // commander, piscina, zod, cli-progress, lib-r-math.js, jsonc-parser and the rest: a list that
    // came out short would mean the records were not read
    expect(packages.length).toBeGreaterThan(6);
    for (const dir of packages) {
      const { name, version, license } = JSON.parse(
        readFileSync(join(ROOT, dir, 'package.json'), 'utf8'),
      ) as {
        name: string;
        version: string;
        license: string;
      };
      expect(notices, name).toContain(`${name} ${version}\nLicense: ${license}\n`);
    }
    expect(notices).toContain('Apache License');
    expect(notices).toContain('Permission is hereby granted');
  });

  test('says what it is to a registry search: a description and keywords', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      description?: string;
      keywords?: string[];
    };
    expect(manifest.description).toMatch(/simulation/);
    expect(manifest.keywords).toEqual(expect.arrayContaining(['simulation', 'dice', 'webassembly']));
  });

  test('depends on no package: installing it brings only the optional bench anchors', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, object>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.optionalDependencies ?? {}).sort()).toEqual(BENCH_ANCHORS);
    const tree = JSON.parse(
      execFileSync('npm', ['ls', '--all', '--json', '--loglevel=error'], {
        cwd: installed.dir,
        encoding: 'utf8',
      }),
    ) as {
      dependencies: Record<
        string,
        { dependencies?: Record<string, { version?: string; dependencies?: object }> }
      >;
    };
    expect(Object.keys(tree.dependencies)).toEqual(['boardsim']);
    // the adapter's boardgame.io is an optional peer: listed (with no version), never installed
    const peers = manifest.peerDependenciesMeta as Record<string, { optional?: boolean }> | undefined;
    expect(Object.values(peers ?? {}).every((peer) => peer.optional)).toBe(true);
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(Object.keys(peers ?? {}));
    const inside = Object.fromEntries(
      Object.entries(tree.dependencies.boardsim!.dependencies ?? {}).filter(([, d]) => d.version),
    );
    expect(Object.keys(inside).filter((name) => !BENCH_ANCHORS.includes(name))).toEqual([]);
    expect(Object.values(inside).filter((dependency) => dependency.dependencies)).toEqual([]);
  });

  test('the installed library plays on two worker threads and agrees with the source', async () => {
    const output = installed.run(
      'run.mjs',
      [
        "import { simulate } from 'boardsim';",
        "const report = await simulate({ game: 'snakes', preset: 'efi', games: 200_000, seed: 9, threads: 2 });",
        'console.log(JSON.stringify(report.metrics.turns.histogram));',
      ].join('\n'),
    );
    const expected = await simulate({ game: 'snakes', preset: 'efi', games: 200_000, seed: 9, threads: 1 });
    expect(JSON.parse(output)).toEqual(expected.metrics.turns!.histogram);
  });

  test('an error from the installed library is readable: its class names, and a short uncaught report', () => {
    const names = installed.run(
      'names.mjs',
      [
        "import { BoardsimError, CancelledError, simulate } from 'boardsim';",
        "const error = await simulate({ game: 'snakes', games: 0 }).catch((e) => e);",
        "console.log([BoardsimError.name, CancelledError.name, error.constructor.name].join(' '));",
      ].join('\n'),
    );
    expect(names.trim()).toBe('BoardsimError CancelledError BoardsimError');
    // Node prints the throw site's source line: one line of a minified bundle was 50 KB
    writeFileSync(
      join(installed.dir, 'uncaught.mjs'),
      "import { simulate } from 'boardsim';\nawait simulate({ game: 'snakes', games: 0 });\n",
    );
    const uncaught = spawnSync(process.execPath, ['uncaught.mjs'], { cwd: installed.dir, encoding: 'utf8' });
    expect(uncaught.status).toBe(1);
    expect(uncaught.stderr).toContain('BoardsimError: games: must be a positive whole number, not 0');
    expect(uncaught.stderr.length).toBeLessThan(5000);
  });

  test("the installed types check a user's TypeScript, and reject a wrong one", () => {
    writeFileSync(
      join(installed.dir, 'check.ts'),
      [
        "import { BoardsimError, simulate, type SimulateOptions, type SimulationReport } from 'boardsim';",
        "const options: SimulateOptions = { game: 'snakes', preset: 'efi', games: 1000, seed: 9 };",
        'const report: SimulationReport = await simulate(options);',
        'export const issues = (error: BoardsimError) => error.issues.map((issue) => issue.path);',
        'export const games: number = report.games;',
        // were the types missing or `any`, this directive would be unused: an error
        '// @ts-expect-error a report has no such field',
        'export const wrong = report.noSuchField;',
      ].join('\n'),
    );
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const flags = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
    ];
    // tsc prints its errors on stdout: a failure shows them
    const result = spawnSync(process.execPath, [tsc, ...flags, 'check.ts'], {
      cwd: installed.dir,
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  /** tsc on `files` in the installed copy's folder `dir` (strict, Node's types): its errors. */
  function typeErrors(dir: string, files: readonly string[], module = 'nodenext'): string {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const flags = ['--noEmit', '--strict', '--module', module, '--target', 'es2022', '--lib', 'es2022,dom'];
    const types = ['--typeRoots', join(ROOT, 'node_modules/@types'), '--types', 'node'];
    const result = spawnSync(process.execPath, [tsc, ...flags, ...types, ...files], {
      cwd: dir,
      encoding: 'utf8',
    });
    return result.stdout;
  }

  test('every example of the docs that imports boardsim type-checks in strict TypeScript, with no cast', () => {
    const pages = [
      'README.md',
      ...['guide', 'games', 'dice'].flatMap((folder) =>
        readdirSync(join(ROOT, 'docs', folder))
          .filter((name) => name.endsWith('.md'))
          .map((name) => `docs/${folder}/${name}`),
      ),
    ];
    const files: string[] = [];
    for (const page of pages) {
      for (const [, code] of readFileSync(join(ROOT, page), 'utf8').matchAll(
        /```(?:js|ts)\n([\s\S]*?)```/g,
      )) {
        // a worker's script runs in a worker's scope, not a page's (`self`): not checked here
        if (!code!.includes("from 'boardsim'") || code!.includes('self.onmessage')) continue;
        const file = `docs-example-${files.length}.mts`;
        writeFileSync(join(installed.dir, file), `// ${page}\n${code}\nexport {};\n`);
        files.push(file);
      }
    }
    expect(files.length).toBeGreaterThan(15);
    expect(typeErrors(installed.dir, files)).toBe('');
  });

  test('a misspelt option, a game that is not one and a field a report lacks are compile errors', () => {
    writeFileSync(
      join(installed.dir, 'typos.mts'),
      [
        "import { analyze, exact, presetConfig, simulate, trace } from 'boardsim';",
        // each directive must meet an error, or tsc reports the directive
        '// @ts-expect-error misspelt',
        "await simulate({ game: 'snakes', gmaes: 1000 });",
        '// @ts-expect-error misspelt',
        "await simulate({ game: 'snakes', sed: 1 });",
        '// @ts-expect-error misspelt',
        "await simulate({ game: 'snakes', onprogress: () => {} });",
        "// @ts-expect-error no game 'snake'",
        "await simulate({ game: 'snake' });",
        "// @ts-expect-error another game's option",
        "await simulate({ game: 'snakes', strategies: 'random' });",
        '// @ts-expect-error a field of the board misspelt',
        "await simulate({ game: 'snakes', board: { squares: 30, dieFace: 6 } });",
        '// @ts-expect-error exact takes no seed',
        "exact({ game: 'candyland', seed: 1 });",
        '// @ts-expect-error misspelt',
        "await analyze({ game: 'snakes', playres: 3 });",
        "// @ts-expect-error not a game's option",
        "await analyze({ game: 'lama', deck: 'with-replacement' });",
        '// @ts-expect-error trace takes no games',
        "trace({ game: 'lama', games: 10 });",
        "const lama = await simulate({ game: 'lama', strategies: 'greedy,random', games: 100 });",
        '// @ts-expect-error L.A.M.A. has no exact answer',
        'lama.exact.turns;',
        "const noExact = await simulate({ game: 'snakes', games: 100, exact: false });",
        '// @ts-expect-error asked for no exact answer: it may be absent',
        'noExact.exact.turns;',
        // and what must pass: typed answers, no cast
        "const report = await simulate({ game: 'snakes', preset: 'classic', players: 2, games: 1000, seed: 1 });",
        'export const mean: number = report.exact.turns.mean;',
        "export const median: number = exact({ game: 'candyland', preset: 'classic', deck: 'with-replacement' }).turns.median;",
        "const board = presetConfig('snakes', 'classic');",
        "await simulate({ game: 'snakes', board: { ...board, rollAgainOnSix: false }, games: 100 });",
        "const path: string = './my-game.js';",
        'await simulate({ game: path, games: 100 }).catch(() => undefined);',
      ].join('\n'),
    );
    expect(typeErrors(installed.dir, ['typos.mts'])).toBe('');
  });

  test('a CommonJS project requires it, and its TypeScript (module node16) imports the types', () => {
    const dir = join(installed.dir, 'commonjs');
    mkdirSync(dir, { recursive: true });
    // a CommonJS package: no "type": "module"; node_modules is the parent folder's
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    writeFileSync(
      join(dir, 'check.ts'),
      [
        "import { BoardsimError, simulate } from 'boardsim';",
        'export async function mean(): Promise<number> {',
        "  const report = await simulate({ game: 'snakes', preset: 'efi', games: 1000, seed: 9 });",
        '  return report.exact.turns.mean;',
        '}',
        'export const isError = (e: unknown) => e instanceof BoardsimError;',
      ].join('\n'),
    );
    expect(typeErrors(dir, ['check.ts'], 'node16')).toBe('');
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        "require('boardsim').simulate({ game: 'snakes', preset: 'efi', games: 1000, seed: 9, threads: 2 }).then((r) => console.log(r.games))",
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('1000');
  });

  test('the installed CLI runs on two threads', () => {
    const out = execFileSync(
      join(installed.dir, 'node_modules/.bin/boardsim'),
      ['simulate', 'snakes', '--games', '1e5', '--threads', '2', '--json', '--quiet'],
      { cwd: installed.dir, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ games: 100_000, threads: 2 });
  });
});
