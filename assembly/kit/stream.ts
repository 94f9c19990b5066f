// The generator of every boardsim stream, shared by boardsim's own kernels (assembly/rng.ts) and by
// the kit a user's kernel imports (index.ts): chunk c of seed s draws from four xoshiro128** lanes
// seeded from SplitMix64 started at key = mix64(s + (c + 1)·γ), two outputs per lane, low word
// first; the stream's words interleave the lanes (w[4i + l] = output i of lane l). With SIMD the
// four lanes run side by side in one v128; without it (a plain `asc` build) one at a time, the
// same words. The TypeScript twin is src/rng/stream.ts.

export const GOLDEN: u64 = 0x9e3779b97f4a7c15;

/** SplitMix64's output function (Steele, Lea & Flood 2014). */
@inline
export function mix64(z: u64): u64 {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/** Lane state: four v128 (s0, s1, s2, s3), lane l in i32 lane l of each. */
export const STATE: usize = memory.data(64, 16);

/** The key of chunk `chunk`'s stream: SplitMix64's output number chunk + 1 from `seed`. */
@inline
export function streamKey(seed: u64, chunk: u64): u64 {
  return mix64(seed + (chunk + 1) * GOLDEN);
}

/** Seeds the four lanes from a stream key. */
@inline
export function seedLanes(key: u64): void {
  let sm = key;
  for (let lane: usize = 0; lane < 4; lane++) {
    sm += GOLDEN;
    const a = mix64(sm);
    sm += GOLDEN;
    const b = mix64(sm);
    let w0 = <u32>a;
    const w1 = <u32>(a >> 32);
    const w2 = <u32>b;
    const w3 = <u32>(b >> 32);
    // xoshiro's state must not be all zero (probability 2^-128; the twin does the same)
    if ((w0 | w1 | w2 | w3) == 0) w0 = 1;
    store<u32>(STATE + (lane << 2), w0);
    store<u32>(STATE + 16 + (lane << 2), w1);
    store<u32>(STATE + 32 + (lane << 2), w2);
    store<u32>(STATE + 48 + (lane << 2), w3);
  }
}

@inline
export function rotl4(x: v128, k: i32): v128 {
  return v128.or(i32x4.shl(x, k), i32x4.shr_u(x, 32 - k));
}

/** Writes the stream's next `count` words (a multiple of 4) at `dst`: four lanes a step. */
@inline
export function laneWords(dst: usize, count: u32): void {
  if (ASC_FEATURE_SIMD) {
    let s0 = v128.load(STATE);
    let s1 = v128.load(STATE, 16);
    let s2 = v128.load(STATE, 32);
    let s3 = v128.load(STATE, 48);
    for (let out = dst; out < dst + (<usize>count << 2); out += 16) {
      const x5 = i32x4.add(i32x4.shl(s1, 2), s1);
      const r = rotl4(x5, 7);
      v128.store(out, i32x4.add(i32x4.shl(r, 3), r));
      const t = i32x4.shl(s1, 9);
      s2 = v128.xor(s2, s0);
      s3 = v128.xor(s3, s1);
      s1 = v128.xor(s1, s2);
      s0 = v128.xor(s0, s3);
      s2 = v128.xor(s2, t);
      s3 = rotl4(s3, 11);
    }
    v128.store(STATE, s0);
    v128.store(STATE, s1, 16);
    v128.store(STATE, s2, 32);
    v128.store(STATE, s3, 48);
  } else {
    scalarWords(dst, count);
  }
}

/** laneWords without SIMD: each lane in turn, its words every fourth. */
function scalarWords(dst: usize, count: u32): void {
  const steps = <usize>(count >> 2);
  for (let lane: usize = 0; lane < 4; lane++) {
    let s0 = load<u32>(STATE + (lane << 2));
    let s1 = load<u32>(STATE + 16 + (lane << 2));
    let s2 = load<u32>(STATE + 32 + (lane << 2));
    let s3 = load<u32>(STATE + 48 + (lane << 2));
    for (let i: usize = 0; i < steps; i++) {
      store<u32>(dst + (i << 4) + (lane << 2), rotl<u32>(s1 * 5, 7) * 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl<u32>(s3, 11);
    }
    store<u32>(STATE + (lane << 2), s0);
    store<u32>(STATE + 16 + (lane << 2), s1);
    store<u32>(STATE + 32 + (lane << 2), s2);
    store<u32>(STATE + 48 + (lane << 2), s3);
  }
}
