// The licences of the code the package ships from other projects. Every bundle has its
// dependencies inside (scripts/esbuild-node.mjs, scripts/bundle-browser.mjs), and their licences
// (MIT, Apache-2.0) ask that their copyright and licence notices travel with every copy: minified
// code keeps none of them. So each bundle build records which packages put code in its output
// (recordBundle, from esbuild's metafile: only inputs with bytes left after tree-shaking), and
// `node scripts/notices.mjs` (the end of `npm run build`) writes dist/THIRD-PARTY-NOTICES.txt from
// those records, with the kernel's own: build/boardsim.wasm holds AssemblyScript's standard
// library. The page (web/, a Vite build) gets the same file beside its own (vitePageNotices). MIT
// texts mostly differ only in their copyright lines, so the notice keeps each package's lines and
// prints each distinct permission notice once.

import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
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

/** The notices of the packages in `dirs` (package folders, relative to the project or absolute)
 *  and of the kernel's, for code that `where` says where it ships. */
export async function noticesText(dirs, where) {
  const all = new Set([...dirs, ...KERNEL_PACKAGES].map((dir) => resolve(ROOT, dir)));
  const packages = (await Promise.all([...all].map(describePackage))).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const shared = new Map(); // a normalized MIT permission notice → its text
  const lines = [
    `${where} holds code from the packages below (AssemblyScript's compiled into the kernel,`,
    'boardsim.wasm). Their copyright and licence notices follow.',
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
  return `${lines.join('\n')}\n`;
}

/** Writes the package's notices from the bundles' records. */
export async function writeNotices() {
  const records = await readRecords();
  if (records.length === 0) throw new Error(`no bundle recorded its packages in ${RECORDS}`);
  const text = await noticesText(
    records.flatMap((record) => record.packages),
    'The boardsim package (dist/, build/)',
  );
  await writeFile(NOTICES, text);
}

/**
 * The same for a Vite build (the page, web/): `collect` goes into `worker.plugins` too, since Vite
 * bundles each worker in a build of its own, before the page's; `emit` writes
 * THIRD-PARTY-NOTICES.txt beside the page's files from every package any of them took code from.
 */
export function vitePageNotices() {
  const dirs = new Set();
  const collect = {
    name: 'boardsim-notices-collect',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
          const dir = renderedLength > 0 ? packageDir(id.replace(/\\/g, '/').replace(/^\0/, '')) : undefined;
          if (dir) dirs.add(dir);
        }
      }
    },
  };
  const emit = {
    ...collect,
    name: 'boardsim-notices',
    apply: 'build',
    async generateBundle(options, bundle) {
      collect.generateBundle(options, bundle);
      this.emitFile({
        type: 'asset',
        fileName: 'THIRD-PARTY-NOTICES.txt',
        source: await noticesText([...dirs], "boardsim's page"),
      });
    },
  };
  return { collect, emit };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeNotices();
