// Node's table source: the optimal player's table kept in a file, by default in the user's cache
// folder ($XDG_CACHE_HOME or ~/.cache, then boardsim/), computed by the kernel when the file is
// missing. The file is one line of JSON (what it holds: the rules' version, the number of states,
// the SHA-256 of the values) and then the values, 2^20 little-endian f64. A default file whose
// header does not match (older rules, a damaged file) is computed again, with a message; a file the
// user named that claims other rules, or whose values do not match its checksum, is an error naming it.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { BoardsimError } from '../../core/errors.js';
import { Kernel } from '../../wasm/kernel.js';
import { compileKernelModuleSync } from '../../wasm/load-node.js';
import { solveYahtzeeTable } from './kernel.js';
import { RULES_VERSION } from './rules.js';
import type { YahtzeeTable, YahtzeeTableSource } from './table-source.js';
import { STATES } from './widget.js';

const FORMAT = 'boardsim-yahtzee-table';

interface Header {
  format: string;
  rules: string;
  states: number;
  sha256: string;
}

/** The default file: in the user's cache folder, named by the rules' version. */
export function defaultTableFile(): string {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'boardsim', `${RULES_VERSION.replace(/[^\w.-]/g, '-')}.table`);
}

/** node:crypto, loaded when a table is first hashed: loaded with the CLI, it cost every command
 *  about 5 ms of its start-up. */
const nodeCrypto = () => createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');

function digest(values: Float64Array): string {
  return nodeCrypto()
    .createHash('sha256')
    .update(new Uint8Array(values.buffer, values.byteOffset, values.byteLength))
    .digest('hex');
}

function refuse(file: string, message: string): BoardsimError {
  return new BoardsimError([
    { code: 'yahtzee/table-file', path: 'tableFile', message: `${file}: ${message}` },
  ]);
}

/** The table in `file`, or why it cannot be used (a sentence). */
function readTable(file: string): YahtzeeTable | string {
  const bytes = readFileSync(file);
  const newline = bytes.indexOf(10);
  if (newline < 0 || newline > 4096) return 'not a boardsim Yahtzee table (no header line)';
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Header;
  } catch {
    return 'not a boardsim Yahtzee table (its header is not JSON)';
  }
  if (header.format !== FORMAT)
    return `not a boardsim Yahtzee table (format ${JSON.stringify(header.format)})`;
  if (header.rules !== RULES_VERSION)
    return `holds the table of other rules (${JSON.stringify(header.rules)}, not ${JSON.stringify(RULES_VERSION)})`;
  if (header.states !== STATES || bytes.length - newline - 1 !== STATES * 8)
    return `holds ${bytes.length - newline - 1} bytes of values, not ${STATES * 8}`;
  const values = new Float64Array(STATES);
  new Uint8Array(values.buffer).set(bytes.subarray(newline + 1));
  const checksum = digest(values);
  if (checksum !== header.sha256) return 'its values do not match its checksum (a damaged file)';
  return { values, checksum, file };
}

function writeTable(file: string, values: Float64Array, checksum: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const header: Header = { format: FORMAT, rules: RULES_VERSION, states: STATES, sha256: checksum };
  const temporary = `${file}.${process.pid}.part`;
  writeFileSync(
    temporary,
    Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), new Uint8Array(values.buffer)]),
  );
  renameSync(temporary, file);
}

/** Computes the table on this thread, saying so on stderr (about a minute of a core). */
export function computeTable(file: string, reason: string): YahtzeeTable {
  process.stderr.write(
    `boardsim: ${reason}: computing the optimal Yahtzee table into ${file} (about a minute)…\n`,
  );
  const started = performance.now();
  const values = solveYahtzeeTable(Kernel.createSync(compileKernelModuleSync()));
  const checksum = digest(values);
  writeTable(file, values, checksum);
  process.stderr.write(`boardsim: the table took ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return { values, checksum, file };
}

const held = new Map<string, YahtzeeTable>();

/** Tables from files, each read once per process. */
export const fileYahtzeeTables: YahtzeeTableSource = {
  table(file?: string) {
    const path = file ?? defaultTableFile();
    const known = held.get(path);
    if (known) return known;
    let table: YahtzeeTable;
    if (!existsSync(path)) {
      table = computeTable(path, 'no table file yet');
    } else {
      const read = readTable(path);
      if (typeof read !== 'string') table = read;
      else if (file !== undefined) throw refuse(path, read);
      else table = computeTable(path, `the table file ${read}`);
    }
    held.set(path, table);
    return table;
  },
};
