// The digest a simulate report carries of its own content (run.digest): everything `merge` adds
// (games, histograms, overflow sums, wins, the shortest game) and everything that says which run
// and which chunks they come from. `merge` recomputes it and refuses a report whose content was
// edited or damaged after the run. It is a checksum, not a signature: whoever edits a report on
// purpose can recompute it; what it catches is the edit, the truncation, the mixed-up file.

import type { SimulationReport } from './simulation.js';

/** The version of the digest, written before it so that a later one can be told apart. */
const DIGEST_PREFIX = 'bd1:';

/** Objects with their keys sorted, so that a tool that reorders keys (jq -S) changes nothing. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** `value` as JSON with every object's keys sorted: the same text for the same content, whatever
 *  order a tool (jq -S) wrote the keys in. */
export function sortedJson(value: unknown): string | undefined {
  return JSON.stringify(value, sortedKeys);
}

/** `object[key]` when `object` has it of its own. */
function own<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Everything the digest covers but the histograms, as one text (timings and threads are left out). */
function headerText(report: SimulationReport, metricNames: readonly string[]): string {
  // optional fields are read only when the report has them (never from Object.prototype)
  const shard = own(report.run, 'shard');
  const best = own(report, 'shortestGame');
  const module = own(report.run, 'module');
  const overflow = metricNames.map((name) => {
    const o = own(report.metrics[name]!, 'overflow');
    return o ? [o.from, o.count, o.sum, o.sumOfSquares, o.max] : null;
  });
  return JSON.stringify(
    [
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
      shard ? [shard.index, shard.count, shard.chunks] : null,
      metricNames,
      overflow,
      report.seats.map((s) => s.wins),
      best ? [best.turns, best.chunk, best.index, best.position] : null,
      // only a user's game has it: the built-in games' digests are as before
      ...(module ? [[module.name, module.hash]] : []),
    ],
    sortedKeys,
  );
}

/** A 128-bit hash of a stream of 32-bit words: four multiply-xorshift lanes, each seeded
 *  differently and each fed by the one before, mixed with the others at the end (fast and
 *  non-cryptographic: see above). The lanes are fields, not an array: merge hashes every pair of
 *  every shard's histograms, and the array's loads and stores were half its digest time. */
class Hash128 {
  private h0 = 0x6a09e667;
  private h1 = 0xbb67ae85;
  private h2 = 0x3c6ef372;
  private h3 = 0xa54ff53a;
  private words = 0;

  word(w: number): void {
    this.h0 = this.h1 ^ Math.imul(this.h0 ^ w, 0x9e3779b1);
    this.h1 = this.h2 ^ Math.imul(this.h1 ^ w, 0x85ebca77);
    this.h2 = this.h3 ^ Math.imul(this.h2 ^ w, 0xc2b2ae3d);
    this.h3 = this.h0 ^ Math.imul(this.h3 ^ w, 0x27d4eb2f);
    this.words++;
  }

  /** A whole number up to 2^53 as two words. */
  number(n: number): void {
    this.word(n >>> 0);
    this.word(Math.floor(n / 2 ** 32));
  }

  text(s: string): void {
    for (let i = 0; i < s.length; i++) this.word(s.charCodeAt(i));
    this.number(s.length);
  }

  hex(): string {
    const h = [this.h0 ^ this.words, this.h1, this.h2, this.h3];
    for (let round = 0; round < 2; round++) {
      h[0] = Math.imul(h[0]! ^ (h[0]! >>> 16), 0x85ebca6b) ^ h[1]!;
      h[1] = Math.imul(h[1]! ^ (h[1]! >>> 13), 0xc2b2ae35) ^ h[2]!;
      h[2] = Math.imul(h[2]! ^ (h[2]! >>> 16), 0x27d4eb2f) ^ h[3]!;
      h[3] = Math.imul(h[3]! ^ (h[3]! >>> 13), 0x165667b1) ^ h[0];
    }
    return h.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
  }
}

/** A 128-bit hash of a text, as 32 hex digits (a user's game module's content). */
export function textHash(text: string): string {
  const hash = new Hash128();
  hash.text(text);
  return hash.hex();
}

/** The digest of a report's content, as written in run.digest. Histograms are hashed as numbers
 *  (each [value, count] pair in order), which is many times faster than hashing their text. */
export function reportDigest(report: SimulationReport): string {
  const names = Object.keys(report.metrics).sort();
  const hash = new Hash128();
  hash.text(headerText(report, names));
  for (const name of names) {
    const histogram = report.metrics[name]!.histogram;
    hash.number(histogram.length);
    for (let i = 0; i < histogram.length; i++) {
      const pair = histogram[i]!;
      hash.number(pair[0]);
      hash.number(pair[1]);
    }
  }
  return DIGEST_PREFIX + hash.hex();
}
