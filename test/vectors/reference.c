/* Known-answer vectors for boardsim's generator, computed with the published reference algorithms:
 * SplitMix64 (Steele, Lea & Flood 2014; Vigna's splitmix64.c) and xoshiro128** 1.1 (Blackman &
 * Vigna, xoshiro128starstar.c), written out here as they publish them. The chunk-stream section
 * applies boardsim's documented derivation (assembly/rng.ts) on top of them.
 *   cc -O2 -o /tmp/vectors reference.c && /tmp/vectors > vectors.json            */
#include <inttypes.h>
#include <stdio.h>

static uint64_t sm_state;
static uint64_t splitmix64_next(void) {
  uint64_t z = (sm_state += 0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

static inline uint32_t rotl(const uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static uint32_t s[4];
static uint32_t xoshiro128ss_next(void) {
  const uint32_t result = rotl(s[1] * 5, 7) * 9;
  const uint32_t t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

int main(void) {
  printf("{\n  \"splitmix64\": [\n");
  uint64_t seeds[] = {0, 1234567, 0xffffffffffffffffull};
  for (int i = 0; i < 3; i++) {
    sm_state = seeds[i];
    printf("    {\"seed\": \"%" PRIu64 "\", \"outputs\": [", seeds[i]);
    for (int k = 0; k < 5; k++) printf("%s\"%" PRIu64 "\"", k ? ", " : "", splitmix64_next());
    printf("]}%s\n", i < 2 ? "," : "");
  }
  printf("  ],\n  \"xoshiro128ss\": [\n");
  uint32_t states[][4] = {{1, 2, 3, 4}, {0x12345678, 0x9abcdef0, 0x0fedcba9, 0x87654321}};
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 4; j++) s[j] = states[i][j];
    printf("    {\"state\": [%u, %u, %u, %u], \"outputs\": [", states[i][0], states[i][1], states[i][2], states[i][3]);
    for (int k = 0; k < 8; k++) printf("%s%u", k ? ", " : "", xoshiro128ss_next());
    printf("]}%s\n", i < 1 ? "," : "");
  }
  /* boardsim chunk streams: key = splitmix64 output number chunk+1 from the seed; four lanes seeded
   * from splitmix64(key), two outputs each (low word first); words interleave the lanes. */
  printf("  ],\n  \"streams\": [\n");
  uint64_t cases[][2] = {{42, 0}, {42, 1}, {7, 12345}, {0xffffffffffffffffull, 3}};
  for (int i = 0; i < 4; i++) {
    sm_state = cases[i][0];
    uint64_t key = 0;
    for (uint64_t c = 0; c <= cases[i][1]; c++) key = splitmix64_next();
    sm_state = key;
    uint32_t lanes[4][4];
    for (int l = 0; l < 4; l++) {
      uint64_t a = splitmix64_next(), b = splitmix64_next();
      lanes[l][0] = (uint32_t)a; lanes[l][1] = (uint32_t)(a >> 32);
      lanes[l][2] = (uint32_t)b; lanes[l][3] = (uint32_t)(b >> 32);
    }
    printf("    {\"seed\": \"%" PRIu64 "\", \"chunk\": \"%" PRIu64 "\", \"words\": [", cases[i][0], cases[i][1]);
    for (int k = 0; k < 12; k++) {
      for (int j = 0; j < 4; j++) s[j] = lanes[k % 4][j];
      uint32_t w = xoshiro128ss_next();
      for (int j = 0; j < 4; j++) lanes[k % 4][j] = s[j];
      printf("%s%u", k ? ", " : "", w);
    }
    printf("]}%s\n", i < 3 ? "," : "");
  }
  printf("  ]\n}\n");
  return 0;
}
