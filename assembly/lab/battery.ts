// The built-in statistical battery's counting kernel: `count` dice of one chunk's stream, through
// fillDice (so whatever die the run chose), counted three ways for chi-square tests on the host
// (src/lab/battery.ts). Counts at `counts`, u32 each:
//   [0, faces)                     face frequencies
//   [faces, faces + faces²)        non-overlapping consecutive pairs (d[2i], d[2i+1]), index a·faces + b
//   [faces + faces², + RUN_BINS)   lengths of runs of equal faces: bin k is length k + 1, the last
//                                  bin every length >= RUN_BINS (the chunk's last run is not counted)

import { fillDice } from '../rng';

export const RUN_BINS: u32 = 32;
const BATCH: u32 = 4096;
const BUFFER: usize = memory.data(<i32>BATCH + 32, 16);

/** Counts `count` dice of `faces` faces (2..16) from the stream seeded last. */
export function labCount(faces: u32, count: u32, counts: usize): i32 {
  if (faces < 2 || faces > 16) return 2;
  const pairs = counts + (<usize>faces << 2);
  const runs = pairs + (<usize>(faces * faces) << 2);
  let left = count;
  let previous: u32 = 0xffffffff;
  let runLength: u32 = 0;
  let pairFirst: u32 = 0xffffffff;
  while (left > 0) {
    const take = min(fillDice(BUFFER, faces, min(BATCH, left)), left);
    for (let i: u32 = 0; i < take; i++) {
      const d = <u32>load<u8>(BUFFER + i);
      const f = counts + (<usize>d << 2);
      store<u32>(f, load<u32>(f) + 1);
      if (pairFirst == 0xffffffff) {
        pairFirst = d;
      } else {
        const p = pairs + (<usize>(pairFirst * faces + d) << 2);
        store<u32>(p, load<u32>(p) + 1);
        pairFirst = 0xffffffff;
      }
      if (d == previous) {
        runLength++;
      } else {
        if (runLength > 0) {
          const r = runs + (<usize>(min(runLength, RUN_BINS) - 1) << 2);
          store<u32>(r, load<u32>(r) + 1);
        }
        previous = d;
        runLength = 1;
      }
    }
    left -= take;
  }
  return 0;
}
