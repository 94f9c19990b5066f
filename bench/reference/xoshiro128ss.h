/* The generator of the C references that need no boardsim stream (snakes.c, snakes-measures.c):
 * xoshiro128** seeded by SplitMix64, and Lemire's unbiased d6. */
#ifndef XOSHIRO128SS_H
#define XOSHIRO128SS_H

#include <inttypes.h>

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint32_t s[4];
static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static inline uint32_t next(void) {
  uint32_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 9;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 11);
  return r;
}

/* The state from two SplitMix64 words of `x`. */
static void seed_generator(uint64_t x) {
  for (int i = 0; i < 4; i += 2) {
    uint64_t z = splitmix(&x);
    s[i] = (uint32_t)z;
    s[i + 1] = (uint32_t)(z >> 32);
  }
}

/* A d6 roll from 0 to 5, unbiased (Lemire). */
static inline uint32_t roll_d6(void) {
  uint64_t m = (uint64_t)next() * 6;
  if ((uint32_t)m < 6) while ((uint32_t)m < 4) m = (uint64_t)next() * 6; /* 2^32 mod 6 = 4 */
  return (uint32_t)(m >> 32);
}

#endif
