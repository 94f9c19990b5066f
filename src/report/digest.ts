// The digest a simulate report carries of its own content (run.digest): everything `merge` adds
// (games, histograms, overflow sums, wins, the shortest game) and everything that says which run
// and which chunks they come from. `merge` recomputes it and refuses a report whose content was
// edited or damaged after the run. It is a checksum, not a signature: whoever edits a report on
// purpose can recompute it; what it catches is the edit, the truncation, the mixed-up file.

import type { SimulationReport } from './simulation.js';

/** The version of the digest, written before it so that a later one can be told apart. */
const DIGEST_PREFIX = 'bd1:';

/** The part of a report the digest covers, in a fixed key order (timings and threads are left out). */
function digestedContent(report: SimulationReport): unknown {
  const metrics = Object.keys(report.metrics)
    .sort()
    .map((name) => [name, report.metrics[name]!.histogram, report.metrics[name]!.overflow ?? null]);
  return [
    report.game,
    report.preset,
    report.players,
    report.mode,
    report.seed,
    report.games,
    report.config,
    report.run.gamesPerChunk,
    report.run.stream,
    report.run.dice,
    report.run.totalGames,
    report.run.shard ?? null,
    metrics,
    report.seats.map((s) => s.wins),
    report.shortestGame ?? null,
  ];
}

/** 128 bits from four 32-bit multiply-xorshift lanes over the UTF-16 text, each lane seeded
 *  differently and finally mixed with the others (a fast non-cryptographic hash: see above). */
function hash128(text: string): string {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ c, 0x9e3779b1);
    h2 = h3 ^ Math.imul(h2 ^ c, 0x85ebca77);
    h3 = h4 ^ Math.imul(h3 ^ c, 0xc2b2ae3d);
    h4 = h1 ^ Math.imul(h4 ^ c, 0x27d4eb2f);
  }
  h1 ^= text.length;
  for (let round = 0; round < 2; round++) {
    h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ h2;
    h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ h3;
    h3 = Math.imul(h3 ^ (h3 >>> 16), 0x27d4eb2f) ^ h4;
    h4 = Math.imul(h4 ^ (h4 >>> 13), 0x165667b1) ^ h1;
  }
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/** Objects with their keys sorted, so that a tool that reorders keys (jq -S) changes nothing. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** The digest of a report's content, as written in run.digest. */
export function reportDigest(report: SimulationReport): string {
  return DIGEST_PREFIX + hash128(JSON.stringify(digestedContent(report), sortedKeys));
}
