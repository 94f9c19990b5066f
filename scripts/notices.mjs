// The licences of the code the package ships from other projects. Every bundle has its
// dependencies inside (scripts/esbuild-node.mjs, scripts/bundle-browser.mjs), and their licences
// (MIT, Apache-2.0) ask that their copyright and licence notices travel with every copy: minified
// code keeps none of them. So each bundle build records which packages put code in its output
// (recordBundle, from esbuild's metafile: only inputs with bytes left after tree-shaking), and
// `node scripts/notices.mjs` (the end of `npm run build`) writes dist/THIRD-PARTY-NOTICES.txt from
// those records, with the kernel's own: build/boardsim.wasm holds AssemblyScript's standard
// library. The MIT texts differ only in their copyright lines, so the notice keeps each package's
// lines and prints the shared permission notice once.

import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECORDS = 'dist/bundled-packages';
export const NOTICES = 'dist/THIRD-PARTY-NOTICES.txt';
/** Packages compiled into build/boardsim.wasm rather than bundled: AssemblyScript's runtime and
 *  standard library. */
const KERNEL_PACKAGES = ['node_modules/assemblyscript'];
const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\b|[-_.])/i;
const MIT_START = 'Permission is hereby granted';

/** The package folder (node_modules/…/name or node_modules/…/@scope/name) an input path lies in. */
function packageDir(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

/** Records, as `name`, the packages that put code into the outputs of an esbuild metafile. */
export async function recordBundle(name, metafile) {
  await record(name, metafile.outputs);
}

/** Records a script written by hand, with no other package's code in it. */
export async function recordScript(name, path) {
  await record(name, { [path]: { inputs: {} } });
}

async function record(name, metafileOutputs) {
  const packages = new Set();
  const outputs = [];
  for (const [output, { inputs }] of Object.entries(metafileOutputs)) {
    if (output.endsWith('.map')) continue;
    outputs.push(output);
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      const dir = bytesInOutput > 0 ? packageDir(input) : undefined;
      if (dir) packages.add(dir);
    }
  }
  await mkdir(RECORDS, { recursive: true });
  await writeFile(
    join(RECORDS, `${name}.json`),
    `${JSON.stringify({ outputs: outputs.sort(), packages: [...packages].sort() }, null, 2)}\n`,
  );
}

/** Every recorded bundle: its outputs and packages. */
export async function readRecords() {
  const names = (await readdir(RECORDS)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(names.map(async (file) => JSON.parse(await readFile(join(RECORDS, file), 'utf8'))));
}

/** A package's name, version, licence field and licence files' texts. */
async function describePackage(dir) {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const files = (await readdir(dir)).filter((file) => LICENSE_FILE.test(file)).sort();
  const texts = await Promise.all(
    files.map(async (file) => (await readFile(join(dir, file), 'utf8')).trim()),
  );
  return { name: manifest.name, version: manifest.version, license: manifest.license ?? 'none given', texts };
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

export async function writeNotices() {
  const records = await readRecords();
  if (records.length === 0) throw new Error(`no bundle recorded its packages in ${RECORDS}`);
  const dirs = [...new Set([...records.flatMap((record) => record.packages), ...KERNEL_PACKAGES])];
  const packages = (await Promise.all(dirs.map(describePackage))).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const shared = new Map(); // a normalized MIT permission notice → its text
  const lines = [
    'boardsim ships code from the packages below, bundled into dist/ (and, for AssemblyScript,',
    'compiled into build/boardsim.wasm). Their copyright and licence notices follow.',
    '',
  ];
  for (const { name, version, license, texts } of packages) {
    lines.push('-'.repeat(78), `${name} ${version}`, `License: ${license}`, '');
    if (texts.length === 0) {
      lines.push(
        `The package ships no licence file; the ${license} licence's text is below, with another package's.`,
        '',
      );
    }
    for (const text of texts) {
      const at = text.indexOf(MIT_START);
      if (at < 0) {
        lines.push(text, '');
        continue;
      }
      const permission = text.slice(at);
      if (!shared.has(normalize(permission))) shared.set(normalize(permission), permission);
      const index = [...shared.keys()].indexOf(normalize(permission)) + 1;
      lines.push(
        text.slice(0, at).trim(),
        '',
        `Permission notice: MIT text ${index}, at the end of this file.`,
        '',
      );
    }
  }
  [...shared.values()].forEach((permission, i) => {
    lines.push('-'.repeat(78), `MIT text ${i + 1}`, '', permission, '');
  });
  const missing = packages.filter(
    (p) =>
      p.texts.length === 0 && !packages.some((q) => q !== p && q.license === p.license && q.texts.length > 0),
  );
  if (missing.length > 0) throw new Error(`no licence text for ${missing.map((p) => p.name).join(', ')}`);
  await writeFile(NOTICES, `${lines.join('\n')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeNotices();
