// `ring-buffer`: seed 003's DiceVeryFast, made deterministic. A ring of 512 KiB of pre-drawn dice
// (values for one bound, the first one the ring serves), filled by the filler generator
// (splitmix64, through the chosen method), read in a ring from a random start.
//
// The seed refills its ring on a background thread that races the reader. Modelled here with
// the writer's speed W (bytes written per roll read, in 1/65536):
// - W = 0, the writer keeps up: the reader never sees a stale byte. Modelled as a refill of the
//   whole ring (in ascending order) each time the reader has read RING_SIZE dice since the last.
// - 0 < W <= 1: before each block of 64 reads the writer writes W·64 fresh dice (the fraction is
//   carried), downwards from the top of the ring as the seed's fillWithRandom does. A byte the
//   writer has not reached since it was last read is read again: with W < 1 about 1 - W of all
//   rolls repeat the roll RING_SIZE rolls earlier.
// Draws with another bound (card shuffles) come straight from the filler, by the same method.
// The TypeScript twin is src/rng/ring.ts.

import { splitmixNext, splitmixSeed } from './generators';
import { methodDraw, methodFill, methodFillExact } from './source';

export const RING_SIZE: u32 = 1 << 19;
const MASK: u32 = RING_SIZE - 1;
const BLOCK: u32 = 64;
const RING: usize = memory.data(<i32>RING_SIZE + 64, 16);
const SCRATCH: usize = memory.data(<i32>BLOCK + 64, 16);

let writerSpeed: u32 = 0;
let ringBound: u32 = 0;
let readPos: u32 = 0;
let writePos: u32 = 0;
let writerCarry: u32 = 0;
/** W = 0: reads since the last whole refill. W > 0: reads left before the writer's next block. */
let readsLeft: u32 = 0;

export function ringSetWriter(speed: u32): void {
  writerSpeed = speed;
}

/** Seeds the filler and draws the reader's start (the first filler word, masked). */
export function ringSeed(key: u64): void {
  splitmixSeed(key);
  readPos = splitmixNext() & MASK;
  ringBound = 0;
}

function refillAll(): void {
  methodFillExact(RING, ringBound, RING_SIZE);
  readsLeft = RING_SIZE;
}

function writerStep(): void {
  writerCarry += BLOCK * writerSpeed;
  const k = writerCarry >>> 16;
  writerCarry &= 0xffff;
  methodFillExact(SCRATCH, ringBound, k);
  for (let i: u32 = 0; i < k; i++) {
    store<u8>(RING + writePos, load<u8>(SCRATCH + i));
    writePos = (writePos - 1) & MASK;
  }
  readsLeft = BLOCK;
}

/** The first use: fill the whole ring for bound n; the writer then starts at the top. */
function start(n: u32): void {
  ringBound = n;
  refillAll();
  writePos = MASK;
  writerCarry = 0;
  readsLeft = writerSpeed == 0 ? RING_SIZE : 0;
}

@inline
function beforeRead(): void {
  if (readsLeft == 0) {
    if (writerSpeed == 0) refillAll();
    else writerStep();
  }
}

export function ringDraw(n: u32): u32 {
  if (ringBound == 0 && n <= 256) start(n);
  if (n != ringBound) return methodDraw(n);
  beforeRead();
  readsLeft--;
  const v = <u32>load<u8>(RING + readPos);
  readPos = (readPos + 1) & MASK;
  return v;
}

export function ringFill(dst: usize, n: u32, target: u32): u32 {
  if (ringBound == 0) start(n);
  if (n != ringBound) return methodFill(dst, n, target);
  let left = target;
  let out = dst;
  while (left > 0) {
    beforeRead();
    let k = min(left, readsLeft);
    k = min(k, RING_SIZE - readPos);
    memory.copy(out, RING + readPos, k);
    out += k;
    left -= k;
    readsLeft -= k;
    readPos = (readPos + k) & MASK;
  }
  return target;
}
