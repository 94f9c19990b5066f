// Bundles the browser library into plain ES modules that a page can import with no bundler and no
// Node built-ins: dist/browser/boardsim.js (the API) and dist/browser/worker-web.js (its Web
// Worker). Both keep their `new URL(..., import.meta.url)` references as written: from
// dist/browser/ the worker is ./worker-web.js and the kernel ../../build/boardsim.wasm, as from src/.

import { readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { recordBundle } from './notices.mjs';

await build({
  entryPoints: { boardsim: 'src/browser.ts', 'worker-web': 'src/workers/worker-web.ts' },
  outdir: 'dist/browser',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  logLevel: 'warning',
  minify: true,
  // maps are written beside the bundles for developers but not linked: the package ships none, and a
  // link to a missing map makes tools such as Vite's dev server print ENOENT (issue 36)
  sourcemap: 'external',
  metafile: true,
  // lib-r-math.js seeds its random generators (which boardsim never uses) from Node's crypto: left
  // out, and the check below proves that no import of it survives tree-shaking
  external: ['crypto'],
  // lib-r-math.js's logger, which boardsim never turns on (scripts/debug-stand-in.mjs)
  alias: { '@mangos/debug': './scripts/debug-stand-in.mjs' },
}).then(async ({ metafile }) => {
  // a Node built-in would fail to resolve above; this guards against one marked external
  const nodeOnly = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external);
  if (nodeOnly.length > 0) {
    throw new Error(`the browser bundle imports ${nodeOnly.map((i) => i.path).join(', ')}`);
  }
  await recordBundle('browser', metafile);
  // a user's game module is imported by a URL known only at run time (`import(url)`): a bundler
  // that bundles these files must leave that import to the browser, which its magic comments say
  // (webpack would otherwise warn and replace it by one that always fails); minifying drops
  // comments, so they are put back
  for (const file of ['dist/browser/boardsim.js', 'dist/browser/worker-web.js']) {
    const code = await readFile(file, 'utf8');
    await writeFile(
      file,
      code.replace(/\bimport\((?=[\w$]+\))/g, 'import(/*webpackIgnore:true*//*@vite-ignore*/'),
    );
  }
});
