// The JavaScript dice boardsim is compared with in `rng bench`: pure-rand's generators with its
// uniformInt, seedrandom's Alea (boardgame.io's dice) and Math.random. pure-rand and seedrandom
// are optional dependencies, resolved when the bench runs: a missing one is named and skipped.
//
// Each anchor is a program of its own (src/lab/programs.ts), written as its README shows it
// (`uniformInt(rng, 1, 6)`, the number of faces a literal, the generator made once at the top of
// the module) and run in a process of its own: its call sites see one generator and a constant
// range, as in a user's program. Passed through shared code as a variable, the same calls took
// 25 ns a roll instead of 6 (issue 36).

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { CaseProgram } from './programs.js';

interface AnchorText {
  readonly name: string;
  /** What its program runs, for its first comment lines. */
  readonly about: readonly string[];
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
  about: [
    `pure-rand as its README's "Simple usage" shows it: ${generator}(seed) and uniformInt(rng, 1, faces)`,
    "a roll, summed. One generator in its own process: every call site sees one generator. (pure-rand 8's",
    'README shows no bulk way to draw dice: generateN gives raw 32-bit values, not a range.)',
  ],
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
    about: [
      "seedrandom's Alea (boardgame.io's dice) as its README shows it: seedrandom.alea(seed), a roll",
      'Math.floor(prng() * faces) + 1, summed.',
    ],
    package: 'seedrandom',
    imports: { 'default as seedrandom': 'seedrandom' },
    setup: "const prng = seedrandom.alea('42');",
    roll: 'Math.floor(prng() * FACES) + 1',
  },
  {
    name: 'Math.floor(Math.random() * faces) + 1',
    about: ["JavaScript's own Math.random: a roll Math.floor(Math.random() * faces) + 1, summed."],
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

/** The anchor `name` for dice of `faces` faces, as a program of its own written as its users write it. */
export function anchorProgram(name: string, faces: number): CaseProgram {
  const text = ANCHORS.find((a) => a.name === name);
  if (!text) throw new Error(`no anchor ${name}`);
  return {
    about: [...text.about],
    imports: text.imports,
    setup: text.setup ? [text.setup] : [],
    roll: [
      'let sum = 0;',
      `for (let i = 0; i < count; i++) sum += ${text.roll.replace('FACES', String(faces))};`,
      'return sum;',
    ],
  };
}

/** The file URL of an anchor's import `specifier` as found from here, or its name if none is found. */
export function anchorImport(specifier: string): string {
  return resolvable(specifier) ?? specifier;
}

/** The anchor the target is measured against. */
export const REFERENCE_ANCHOR = 'pure-rand xoroshiro128plus + uniformInt';
