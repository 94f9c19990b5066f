// The JavaScript dice boardsim is compared with in `rng bench`: pure-rand's generators with its
// uniformInt, seedrandom's Alea (boardgame.io's dice) and Math.random. pure-rand and seedrandom
// are optional dependencies, loaded when the bench runs: a missing one is named and skipped.
//
// Each anchor is written as its README shows it (`uniformInt(rng, 1, 6)`, the number of faces a
// literal): a module made from that text and imported by the worker that times it, so that its
// call sites see one generator and a constant range, as in a user's program. Passed through shared
// code as a variable, the same calls took 25 ns a roll instead of 6 (issue 36).

/** One way to roll `count` dice one call at a time; returns their sum. */
export interface Anchor {
  readonly name: string;
  roll(count: number): number;
}

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

interface AnchorText {
  readonly name: string;
  /** The optional package it needs, if any. */
  readonly package?: string;
  /** Local name → module specifier (a default import when the name is `default as X`). */
  readonly imports: Readonly<Record<string, string>>;
  /** The statement that makes the generator, seeded with 42. */
  readonly setup: string;
  /** One roll of FACES faces. */
  readonly roll: string;
}

const pureRand = (generator: string): AnchorText => ({
  name: `pure-rand ${generator} + uniformInt`,
  package: 'pure-rand',
  imports: {
    uniformInt: 'pure-rand/distribution/uniformInt',
    [generator]: `pure-rand/generator/${generator}`,
  },
  setup: `const rng = ${generator}(42);`,
  roll: 'uniformInt(rng, 1, FACES)',
});

const ANCHORS: readonly AnchorText[] = [
  pureRand('xoroshiro128plus'),
  pureRand('xorshift128plus'),
  pureRand('mersenne'),
  {
    name: 'seedrandom alea: Math.floor(prng() * faces) + 1',
    package: 'seedrandom',
    imports: { 'default as seedrandom': 'seedrandom' },
    setup: "const prng = seedrandom.alea('42');",
    roll: 'Math.floor(prng() * FACES) + 1',
  },
  {
    name: 'Math.floor(Math.random() * faces) + 1',
    imports: {},
    setup: '',
    roll: 'Math.floor(Math.random() * FACES) + 1',
  },
];

/** The file URL of `specifier` as found from here (the bundle's folder, or src/lab), if installed:
 *  by import.meta.resolve in a module, by require.resolve in the CommonJS core (whose import.meta
 *  has no resolve). */
function resolvable(specifier: string): string | undefined {
  try {
    if (typeof import.meta.resolve === 'function') return import.meta.resolve(specifier);
    return pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href;
  } catch {
    return undefined;
  }
}

/** The anchors whose packages are installed, by name, and the packages that are not. */
export function availableAnchors(): { names: string[]; missing: string[] } {
  const missing = [
    ...new Set(
      ANCHORS.filter((a) => Object.values(a.imports).some((s) => resolvable(s) === undefined)).map(
        (a) => a.package!,
      ),
    ),
  ];
  return { names: ANCHORS.filter((a) => !missing.includes(a.package!)).map((a) => a.name), missing };
}

/** The anchor `name` for dice of `faces` faces, as a module of its own written as its users write it. */
export async function loadAnchor(name: string, faces: number): Promise<Anchor> {
  const text = ANCHORS.find((a) => a.name === name);
  if (!text) throw new Error(`no anchor ${name}`);
  const imports = Object.entries(text.imports).map(([local, specifier]) => {
    const url = resolvable(specifier);
    if (!url) throw new Error(`${text.package} is not installed`);
    const binding = local.startsWith('default as ') ? local.slice('default as '.length) : `{ ${local} }`;
    return `import ${binding} from ${JSON.stringify(url)};`;
  });
  const source = [
    ...imports,
    'export function roll(count) {',
    `  ${text.setup}`,
    '  let sum = 0;',
    `  for (let i = 0; i < count; i++) sum += ${text.roll.replace('FACES', String(faces))};`,
    '  return sum;',
    '}',
  ].join('\n');
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    roll(count: number): number;
  };
  return { name, roll: module.roll };
}

/** The anchor the target is measured against. */
export const REFERENCE_ANCHOR = 'pure-rand xoroshiro128plus + uniformInt';
