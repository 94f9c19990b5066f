// Writes the standalone scripts of bench/standalone/ from the programs `boardsim rng bench` runs
// (src/lab/programs.ts), d6 rolls: each script is the very text the bench runs in a process of its
// own, its imports by their package names. test/dice-bench.test.ts checks that they are.
//   npx tsx bench/standalone/write.ts

import { writeFileSync } from 'node:fs';
import { standaloneScripts } from '../../src/lab/programs.js';

for (const [name, text] of Object.entries(standaloneScripts()))
  writeFileSync(new URL(name, import.meta.url), text);
