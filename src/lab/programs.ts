// `rng bench`'s cases as programs of their own: each case (a JavaScript library's dice as its
// README shows them, or boardsim's dice as its docs show them) is the text of a small ES module
// program that makes its die, warms up and times samples in its own process's CPU time. `rng bench`
// runs each in a child process of its own, asking it for a sample a round; the standalone scripts
// of bench/standalone/ are the same text run by hand (a test checks that they are), so that the
// bench and the standalone scripts time the very same code the very same way (issue 36).

import { REFERENCE_ANCHOR, anchorProgram } from './anchors.js';

/** A case's program: how it makes its die, and how it plays `count` rolls. */
export interface CaseProgram {
  /** What it runs, for its first comment lines. */
  readonly about: readonly string[];
  /** Local name → module specifier, as its users write it (`default as X` for a default import). */
  readonly imports: Readonly<Record<string, string>>;
  /** The statements that make the die, at the top of the module. */
  readonly setup: readonly string[];
  /** The body of `roll(count)`: plays `count` rolls and returns their sum. */
  readonly roll: readonly string[];
}

/** What follows every case's roll(): the warm-up, the samples, and how they are asked for. */
const TAIL = [
  'const [rolls, samples] = process.argv.slice(2, 4).map(Number);',
  "// warm-up, the same in every case: until a second of CPU or 20 samples' rolls, so that V8's",
  '// compilers (optimizing the loop, tiering up WebAssembly) have finished on their background',
  '// threads, whose time cpuUsage() counts',
  'for (let played = 0, start = process.cpuUsage(); played < 20 * rolls;) {',
  '  const count = Math.min(rolls, 1 << 22);',
  '  roll(count);',
  '  played += count;',
  '  const { user, system } = process.cpuUsage(start);',
  '  if (user + system > 1e6) break;',
  '}',
  'let keep = 0;',
  '/** One sample: the CPU nanoseconds of this process per roll of `count` rolls. */',
  'function sample(count) {',
  '  const started = process.cpuUsage();',
  '  keep += roll(count);',
  '  const { user, system } = process.cpuUsage(started);',
  '  return ((user + system) * 1000) / count;',
  '}',
  'if (process.send) {',
  '  // run by `boardsim rng bench`: a sample of the rolls it sends, each time it asks',
  "  process.on('message', (count) => process.send(sample(count)));",
  "  process.send('ready');",
  '} else {',
  '  const ns = [];',
  '  for (let s = 0; s < samples; s++) ns.push(sample(rolls));',
  '  console.log(JSON.stringify({ ns, keep }));',
  '}',
];

/** The program's text, its imports' specifiers passed through `resolve` (rng bench gives file URLs,
 *  so that the child finds the packages that the bench found; the standalone scripts keep the names). */
export function programText(program: CaseProgram, resolve: (specifier: string) => string = (s) => s): string {
  const imports = Object.entries(program.imports).map(([local, specifier]) => {
    const binding = local.startsWith('default as ') ? local.slice('default as '.length) : `{ ${local} }`;
    const quoted = resolve(specifier).replace(/[\\']/g, (c) => `\\${c}`);
    return `import ${binding} from '${quoted}';`;
  });
  const header = [
    ...program.about,
    'Prints the CPU nanoseconds per roll of each timed sample, after the warm-up, as JSON:',
    '  node SCRIPT ROLLS SAMPLES [DIE]',
    'Written by src/lab/programs.ts: `boardsim rng bench` runs this very text, each case in a process',
    'of its own.',
  ].map((line) => (line ? `// ${line}` : '//'));
  return [
    ...header,
    ...imports,
    '',
    ...program.setup,
    'function roll(count) {',
    ...program.roll.map((line) => `  ${line}`),
    '}',
    ...TAIL,
    '',
  ].join('\n');
}

/** The package boardsim's cases import, by the name its users import it by. */
export const LIBRARY = 'boardsim';

/** Bytes filled per fill() (and read per rolls()): a reused 64 KiB buffer, as a program keeps one. */
const BULK_BUFFER = 1 << 16;

/** The ways of rolling boardsim's dice that a program of its own times (createDice's public API). */
export type ProgramWay = 'fill' | 'rolls' | 'sum' | 'next';

/** boardsim's die (argv[4], the default die when absent) used one way, `faces` faces a roll. */
export function diceProgram(way: ProgramWay, faces: number): CaseProgram {
  const setup = ["const dice = await createDice(process.argv[4] ?? 'xoshiro128x4:lemire16', { seed: 42 });"];
  const about = {
    fill: [
      "boardsim's dice as its docs show them for a JavaScript program: createDice() from the package,",
      `rolls filled in bulk into a reused ${BULK_BUFFER / 1024} KiB Uint8Array, then read and summed by JavaScript`,
      "(the length read once: V8 reloads a typed array's length on every pass otherwise).",
    ],
    rolls: [
      "boardsim's dice read by JavaScript with no copy: createDice() from the package, and",
      "dice.rolls(count), a Uint8Array over the die's WebAssembly memory (valid until its next call),",
      `${BULK_BUFFER / 1024} KiB at a time, read and summed by JavaScript.`,
    ],
    sum: [
      "boardsim's dice summed in WebAssembly: createDice() from the package, and dice.sum(count), the",
      'rolls fill() gives added up where the die wrote them: JavaScript reads one number, not each',
      'roll (a different thing from reading the rolls).',
    ],
    next: ["boardsim's dice a call a roll: createDice() from the package, and dice.next(faces)."],
  }[way];
  const bodies: Record<ProgramWay, { setup: string[]; roll: string[] }> = {
    fill: {
      setup: [`const BULK_BUFFER = ${BULK_BUFFER};`, 'const buffer = new Uint8Array(BULK_BUFFER);'],
      roll: [
        'let sum = 0;',
        'for (let done = 0; done < count; done += BULK_BUFFER) {',
        `  const rolls = dice.fill(count - done < BULK_BUFFER ? buffer.subarray(0, count - done) : buffer, ${faces});`,
        '  for (let i = 0, n = rolls.length; i < n; i++) sum += rolls[i];',
        '}',
        'return sum;',
      ],
    },
    rolls: {
      setup: [`const BULK_BUFFER = ${BULK_BUFFER};`],
      roll: [
        'let sum = 0;',
        'for (let done = 0; done < count; done += BULK_BUFFER) {',
        `  const rolls = dice.rolls(Math.min(BULK_BUFFER, count - done), ${faces});`,
        '  for (let i = 0, n = rolls.length; i < n; i++) sum += rolls[i];',
        '}',
        'return sum;',
      ],
    },
    sum: { setup: [], roll: [`return dice.sum(count, ${faces});`] },
    next: {
      setup: [],
      roll: ['let sum = 0;', `for (let i = 0; i < count; i++) sum += dice.next(${faces});`, 'return sum;'],
    },
  };
  return {
    about: [...about, 'One die in its own process.'],
    imports: { createDice: LIBRARY },
    setup: [...setup, ...bodies[way].setup],
    roll: bodies[way].roll,
  };
}

/** The standalone scripts of bench/standalone/ (d6 rolls), by file name: the programs of the
 *  reference anchor and of boardsim's ways, their imports by their package names. */
export function standaloneScripts(): Record<string, string> {
  const scripts: Record<string, string> = {
    'pure-rand.mjs': programText(anchorProgram(REFERENCE_ANCHOR, 6)),
  };
  for (const way of ['fill', 'rolls', 'sum', 'next'] as const)
    scripts[`boardsim-${way}.mjs`] = programText(diceProgram(way, 6));
  return scripts;
}
