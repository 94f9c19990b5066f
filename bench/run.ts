// `npm run bench`: every benchmark in bench/, one after the other. Figures for the README come
// from here (with the machine each prints).

import { existsSync } from 'node:fs';

const files = [
  'snakes',
  'candyland',
  'monopoly',
  'pegs',
  'yahtzee',
  'lama',
  'lama-search',
  'lama-analysis',
  'analyze',
  'analyze-candyland',
  'rng',
  'merge',
  'browser',
];
for (const name of files) {
  const url = new URL(`./${name}.ts`, import.meta.url);
  if (existsSync(url)) {
    console.log(`\n=== bench/${name}.ts`);
    await import(url.href);
  }
}
