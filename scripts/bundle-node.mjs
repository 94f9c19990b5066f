// Bundles the Node library (dist/lib/boardsim.js, the package's Node entry) and its task worker
// (dist/lib/worker.js) from the TypeScript build in dist/, with every dependency inside.

import { build } from 'esbuild';
import { buildPiscinaWorker, esmBanner, nodeBundle } from './esbuild-node.mjs';

const esm = { ...nodeBundle, format: 'esm', minify: true, banner: { js: esmBanner } };
await build({ ...esm, entryPoints: ['dist/index.js'], outfile: 'dist/lib/boardsim.js' });
await build({ ...esm, entryPoints: ['dist/run/worker.js'], outfile: 'dist/lib/worker.js' });
await build({
  ...esm,
  entryPoints: ['dist/exact/pegs-part-worker.js'],
  outfile: 'dist/lib/pegs-part-worker.js',
});
await buildPiscinaWorker('dist/lib');
