// The package's types in two files, one declaration of each name (scripts run by `build:types`):
// - dist/boardsim.d.cts holds them, as a CommonJS module: require('boardsim') and TypeScript's
//   `module: node16` in a CommonJS project read it (package.json's "require" condition); pointed at
//   an ES module's types, such a project gets error TS1479;
// - dist/boardsim.d.ts re-exports them for `import`, as the ES entry (dist/lib/boardsim.js)
//   re-exports the library from the CommonJS core: an ES module may import CommonJS.
// One copy rather than two keeps 73 KB out of the package.

import { rename, writeFile } from 'node:fs/promises';

await rename('dist/boardsim.d.ts', 'dist/boardsim.d.cts');
await writeFile(
  'dist/boardsim.d.ts',
  "// boardsim's types for `import` (declared once, in boardsim.d.cts)\nexport * from './boardsim.cjs';\n",
);
