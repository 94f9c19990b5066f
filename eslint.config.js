// ESLint for the TypeScript host, tests, benchmarks and scripts. assembly/ is AssemblyScript: its
// compiler (asc) checks it, since decorators such as @inline are not TypeScript.

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The layers of src/, bottom to top: a file may import its own tier or a lower one, never a higher one
// (docs: ../shared/STYLE.md, "The folders show the architecture"). Checked by eslint-plugin-import-x's
// no-restricted-paths, one zone per (lower folder, higher folder) pair so that a message names both;
// import-x also gives no-cycle below, so one plugin and one resolver (TypeScript's, which maps the
// imports' .js to .ts) check both. Type-only imports obey the tiers too: a shared type lives low.
const TIERS = [
  ['src/core'],
  ['src/rng', 'src/stats'],
  ['src/wasm'],
  ['src/run'],
  ['src/exact', 'src/analyze', 'src/report'], // generic algorithms: no game's files
  ['src/games'],
  ['src/api', 'src/lab'],
  ['src/index.ts', 'src/api.ts', 'src/browser.ts', 'src/workers'], // the entries
  ['src/cli', 'src/web'],
];
const ONE_WAY =
  'layers run one way: core → rng/stats → wasm → run → exact/analyze/report → games → api/lab → ' +
  'workers and the entries → cli/web; ' +
  'move the shared type (or function) down, or pass it in';
const shown = (place) => (place.endsWith('.ts') ? place : `${place}/`);
const tierZones = TIERS.flatMap((lower, low) =>
  TIERS.slice(low + 1).flatMap((higher, step) =>
    lower.flatMap((target) =>
      higher.map((from) => ({
        target,
        from,
        message: `${shown(target)} (tier ${low}) may not import ${shown(from)} (tier ${low + 1 + step}): ${ONE_WAY}.`,
      })),
    ),
  ),
);

// Games are plug-ins: src/games/<A>/ never imports src/games/<B>/, and of the files directly in
// src/games/ only the registries (index.ts: the definitions; tasks.ts and jobs.ts: what the workers
// play and solve) import game folders; the others (types.ts, trace-draws.ts, ...) are shared by the
// games. Game folders are read here, so a new one is covered.
const GAMES = readdirSync(`${import.meta.dirname}/src/games/`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gameZones = GAMES.flatMap((game) => [
  ...GAMES.filter((other) => other !== game).map((other) => ({
    target: `src/games/${game}`,
    from: `src/games/${other}`,
    message: `src/games/${game}/ may not import src/games/${other}/: a game is a plug-in and knows no other game; move what both use into a shared file directly in src/games/ (or lower).`,
  })),
  {
    target: 'src/games/!(index|tasks|jobs).ts',
    from: `src/games/${game}/**`,
    message: `src/games/${game}/ may be imported only by the registries (src/games/index.ts, tasks.ts, jobs.ts): the files beside them are shared by every game and know none by name.`,
  },
]);

// The page's game views are plug-ins too: each game's page view is src/web/games/<game>/, and of
// the page's files only its registry (src/web/games/index.ts) imports one; the shared page code
// (the files directly in src/web/, and the others directly in src/web/games/: types.ts, fields.ts)
// reaches a game through its WebGame hooks. A game's view imports no other game's files, its page
// view or its host folder. The page's game folders are read here, as the host's.
const WEB_GAMES = readdirSync(`${import.meta.dirname}/src/web/games/`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_PLUG_IN =
  "the page knows no game by name: only its registry (src/web/games/index.ts) imports a game's page view, " +
  'the shared page code reaches a game through its WebGame hooks (src/web/games/types.ts), and a ' +
  "game's page view imports no other game's files; add a hook (or move the shared part into src/web/)";
const webGameZones = [...new Set([...GAMES, ...WEB_GAMES])].flatMap((game) => [
  ...['src/web/*.ts', 'src/web/games/!(index).ts'].flatMap((target) =>
    [`src/web/games/${game}/**`, `src/games/${game}/**`].map((from) => ({
      target,
      from,
      message: WEB_PLUG_IN,
    })),
  ),
  ...WEB_GAMES.filter((other) => other !== game).flatMap((other) =>
    [`src/web/games/${game}`, `src/games/${game}`].map((from) => ({
      target: `src/web/games/${other}`,
      from,
      message: WEB_PLUG_IN,
    })),
  ),
]);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'coverage/',
      'test-output/',
      'web/dist/',
      'docs/api/',
      'docs/.vitepress/dist/',
      'docs/.vitepress/cache/',
      'examples/*/dist/',
      'assembly/',
      'scratch/',
      // Stryker's sandbox copies and reports (npm run mutate)
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts'], // the files no-cycle reads to follow imports (parsed as this one)
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...tierZones, ...gameZones, ...webGameZones] },
      ],
      // No runtime import circle: a module would run before one it needs has finished. no-cycle skips
      // `import type` and imports whose every name is `type` (a circle of types alone is fine)...
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // ...but with verbatimModuleSyntax TypeScript keeps `import { type A } from './a.js'` as
      // `import {} from './a.js'`, which runs a.js: written `import type`, it is erased, as no-cycle assumes.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The public entry files only re-export (as d3-random's src/index.js): a function, a constant or
    // a platformApi(...) call lives below (src/workers/api-node.ts and api-browser.ts make each
    // platform's).
    files: ['src/index.ts', 'src/api.ts', 'src/browser.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message:
            'a public entry file only re-exports (`export … from`): define this in src/api/ or src/workers/ (or lower) and re-export it here.',
        },
      ],
    },
  },
  {
    // Node's first toLocaleString or Intl object loads ICU's locale data, about 30 ms of a command's
    // start-up: numbers are grouped by src/core/digits.ts (the page, in a browser, may use Intl)
    files: ['src/**/*.ts'],
    ignores: ['src/web/**', 'src/core/digits.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='toLocaleString'], Identifier[name='Intl']",
          message:
            "toLocaleString and Intl load ICU's locale data (about 30 ms of start-up): group a number's digits with grouped() (src/core/digits.ts), or make the Intl object when first used.",
        },
      ],
    },
  },
  {
    files: ['examples/**/*.js'],
    languageOptions: { globals: { document: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
