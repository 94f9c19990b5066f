// Which part owns a stored state when a count is split in two (src/games/pegs/partitioned.ts).
//
// By a hash of the state, half of all successors belong to the other part: each is written to an
// outbox, copied into its owner's memory and added there, which cost the count in two parts about a
// sixth more CPU than the count in one piece. With two parts the owner is instead the parity of the
// pegs in a set of holes S: a jump (from, over, to) flips one peg out of each of from and over and
// one into to, so it changes that parity only when an odd number of its three holes are in S.
// S is a union of classes of holes under the symmetries the count uses (a state is stored as the
// smallest of its images, and all images must have the same owner), chosen here so that few of the
// board's jumps change the parity (on triangle 7 from a1 and the English board from d4 about one
// successor in seven crosses, against one in two) but the parity is still well mixed where the
// layers are widest: a set that few jumps change keeps many states in the start's part, so each
// candidate, fewest crossing jumps first, is checked on a sample of the states some jumps from the
// start and the first whose parity splits evenly (within BALANCE) near the widest layers is taken. When none is
// (small boards, boards with no good set), the owner is the hash, as for every other number of
// parts. Any owner gives the same counts, bit for bit: it only decides where a state is added up.

import type { PegsKernelConfig } from './kernel.js';

/** A part may hold at most this much more or less than half of a layer's states, in the sample. */
const BALANCE = 0.03;
/** States of a layer whose successors are followed: enough to see a 3% bias (standard error under
 *  1%). */
const SAMPLE = 4096;
/** Candidates checked against the sample, fewest crossing jumps first. */
const MAX_CHECKED = 256;
/** Classes of holes a set is made of. */
const MAX_CLASSES = 3;
/** Depths checked on each side of the one where the layers are widest. */
const DEPTHS_AROUND = 3;
/** Samples a depth needs to be judged. */
const MIN_SAMPLES = 512;

/** A 64-bit state as two 32-bit halves, for speed in JavaScript. */
interface Halves {
  lo: number;
  hi: number;
}

/** States as their halves, one array each. */
interface Sample {
  lo: Uint32Array;
  hi: Uint32Array;
}

const halves = (bits: bigint): Halves => ({
  lo: Number(bits & 0xffffffffn) >>> 0,
  hi: Number((bits >> 32n) & 0xffffffffn) >>> 0,
});

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The classes of holes under `symmetries` (hole permutations; none: every hole its own class). */
function holeClassesUnder(holes: number, symmetries: readonly (readonly number[])[]): number[][] {
  const seen = new Array<boolean>(holes).fill(false);
  const classes: number[][] = [];
  for (let h = 0; h < holes; h++) {
    if (seen[h]) continue;
    const members = [...new Set([h, ...symmetries.map((perm) => perm[h]!)])].sort((a, b) => a - b);
    for (const m of members) seen[m] = true;
    classes.push(members);
  }
  return classes;
}

/** Distinct states reached from the start, by the number of jumps made: every layer's states while
 *  a layer has at most SAMPLE, then the successors of SAMPLE of them drawn evenly (a fixed seed, so
 *  every host chooses the same owner). Random games instead weight a state by its chance in random
 *  play, which is far from the count's own weight (every stored state once). */
function sampleDepths(config: PegsKernelConfig, deepest: number): Sample[] {
  const count = config.jumps.length;
  const needLo = new Uint32Array(count);
  const needHi = new Uint32Array(count);
  const maskLo = new Uint32Array(count);
  const maskHi = new Uint32Array(count);
  config.jumps.forEach((j, i) => {
    const need = halves((1n << BigInt(j.from)) | (1n << BigInt(j.over)));
    const mask = halves((1n << BigInt(j.from)) | (1n << BigInt(j.over)) | (1n << BigInt(j.to)));
    [needLo[i], needHi[i], maskLo[i], maskHi[i]] = [need.lo, need.hi, mask.lo, mask.hi];
  });
  // a state's key: exact as a number up to 53 holes
  const exact = config.holes <= 53;
  let seed = 0x9e3779b9;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>>= 0);
  };
  const start = halves(((1n << BigInt(config.holes)) - 1n) ^ (1n << BigInt(config.start)));
  const layers: Sample[] = [{ lo: Uint32Array.of(start.lo), hi: Uint32Array.of(start.hi) }];
  for (let depth = 1; depth <= deepest; depth++) {
    let { lo, hi } = layers[depth - 1]!;
    if (lo.length > SAMPLE) {
      lo = lo.slice();
      hi = hi.slice();
      for (let i = 0; i < SAMPLE; i++) {
        const j = i + (random() % (lo.length - i));
        [lo[i], lo[j], hi[i], hi[j]] = [lo[j]!, lo[i]!, hi[j]!, hi[i]!];
      }
      lo = lo.subarray(0, SAMPLE);
      hi = hi.subarray(0, SAMPLE);
      // the sample is what the parities are checked on
      layers[depth - 1] = { lo, hi };
    }
    const seen = new Set<number | bigint>();
    const nextLo: number[] = [];
    const nextHi: number[] = [];
    for (let i = 0; i < lo.length; i++) {
      const a = lo[i]!;
      const b = hi[i]!;
      for (let j = 0; j < count; j++) {
        if ((a & maskLo[j]!) >>> 0 !== needLo[j] || (b & maskHi[j]!) >>> 0 !== needHi[j]) continue;
        const nlo = (a ^ maskLo[j]!) >>> 0;
        const nhi = (b ^ maskHi[j]!) >>> 0;
        const key = exact ? nhi * 2 ** 32 + nlo : (BigInt(nhi) << 32n) | BigInt(nlo);
        if (seen.has(key)) continue;
        seen.add(key);
        nextLo.push(nlo);
        nextHi.push(nhi);
      }
    }
    if (nextLo.length === 0) break;
    layers.push({ lo: Uint32Array.from(nextLo), hi: Uint32Array.from(nextHi) });
  }
  return layers;
}

/**
 * The owner mask for a count in `parts` parts (the holes whose pegs' parity names the part), or 0n
 * for the owner by hash: always 0n unless `parts` is 2.
 */
export function partOwnerMask(
  config: PegsKernelConfig,
  symmetries: readonly (readonly number[])[],
  parts: number,
): bigint {
  if (parts !== 2 || config.jumps.length === 0) return 0n;
  const classes = holeClassesUnder(config.holes, symmetries);
  const classOf = new Array<number>(config.holes);
  classes.forEach((members, c) => members.forEach((h) => (classOf[h] = c)));
  // for each jump, the classes holding an odd number of its three holes (as a sorted key list)
  const oddClasses = config.jumps.map((j) => {
    const odd = new Set<number>();
    for (const h of [j.from, j.over, j.to]) {
      const c = classOf[h]!;
      if (odd.has(c)) odd.delete(c);
      else odd.add(c);
    }
    return [...odd];
  });
  // every union of 1 to MAX_CLASSES classes, with the number of jumps that change its parity
  const candidates: { classes: number[]; crossing: number; holes: number }[] = [];
  const choose = (from: number, chosen: number[]) => {
    if (chosen.length > 0) {
      const inSet = new Set(chosen);
      let crossing = 0;
      for (const odd of oddClasses) {
        let parity = 0;
        for (const c of odd) if (inSet.has(c)) parity ^= 1;
        crossing += parity;
      }
      // a set no jump changes splits nothing; one that half the jumps change is the hash's
      if (crossing > 0 && 2 * crossing < config.jumps.length)
        candidates.push({
          classes: [...chosen],
          crossing,
          holes: chosen.reduce((n, c) => n + classes[c]!.length, 0),
        });
    }
    if (chosen.length === MAX_CLASSES) return;
    for (let c = from; c < classes.length; c++) choose(c + 1, [...chosen, c]);
  };
  choose(0, []);
  if (candidates.length === 0) return 0n;
  candidates.sort((a, b) => a.crossing - b.crossing || a.holes - b.holes);
  // the widest layers hold about half the holes' pegs: about holes/2 - 1 jumps from the start
  const widest = Math.max(1, Math.floor(config.holes / 2) - 1);
  const depths = Array.from({ length: 2 * DEPTHS_AROUND + 1 }, (_, i) => widest - DEPTHS_AROUND + i).filter(
    (d) => d >= 1,
  );
  const layers = sampleDepths(config, Math.max(...depths));
  const samples = depths.flatMap((d) => {
    const layer = layers[d];
    return layer && layer.lo.length >= MIN_SAMPLES ? [layer] : [];
  });
  if (samples.length === 0) return 0n;
  for (const candidate of candidates.slice(0, MAX_CHECKED)) {
    let mask = 0n;
    for (const c of candidate.classes) for (const h of classes[c]!) mask |= 1n << BigInt(h);
    const { lo, hi } = halves(mask);
    const even = samples.every((states) => {
      let odd = 0;
      for (let i = 0; i < states.lo.length; i++)
        odd += (popcount32(states.lo[i]! & lo) + popcount32(states.hi[i]! & hi)) & 1;
      return Math.abs(odd / states.lo.length - 0.5) <= BALANCE;
    });
    if (even) return mask;
  }
  return 0n;
}
