/* Known-answer vectors for the dice lab's other generators, computed with the published reference
 * algorithms written out as their authors publish them: SplitMix64 (Steele, Lea & Flood 2014),
 * xoshiro128** 1.1 and xoshiro256** 1.0 (Blackman & Vigna 2018), PCG32 (O'Neill 2014,
 * pcg32_srandom_r / pcg32_random_r). Then boardsim's documented seeding from a stream key
 * (assembly/lab/generators.ts) and the range methods on a fixed word sequence.
 *   cc -O2 -o /tmp/lab lab-reference.c && /tmp/lab > lab.json                                   */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static inline uint32_t rotl32(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static uint32_t x128[4];
static uint32_t xoshiro128ss(void) {
  const uint32_t result = rotl32(x128[1] * 5, 7) * 9;
  const uint32_t t = x128[1] << 9;
  x128[2] ^= x128[0]; x128[3] ^= x128[1]; x128[1] ^= x128[2]; x128[0] ^= x128[3];
  x128[2] ^= t;
  x128[3] = rotl32(x128[3], 11);
  return result;
}

static inline uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t x256[4];
static uint64_t xoshiro256ss(void) {
  const uint64_t result = rotl64(x256[1] * 5, 7) * 9;
  const uint64_t t = x256[1] << 17;
  x256[2] ^= x256[0]; x256[3] ^= x256[1]; x256[1] ^= x256[2]; x256[0] ^= x256[3];
  x256[2] ^= t;
  x256[3] = rotl64(x256[3], 45);
  return result;
}

typedef struct { uint64_t state, inc; } pcg32_t;
static uint32_t pcg32_random_r(pcg32_t *rng) {
  uint64_t oldstate = rng->state;
  rng->state = oldstate * 6364136223846793005ULL + rng->inc;
  uint32_t xorshifted = (uint32_t)(((oldstate >> 18u) ^ oldstate) >> 27u);
  uint32_t rot = (uint32_t)(oldstate >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}
static void pcg32_srandom_r(pcg32_t *rng, uint64_t initstate, uint64_t initseq) {
  rng->state = 0U;
  rng->inc = (initseq << 1u) | 1u;
  pcg32_random_r(rng);
  rng->state += initstate;
  pcg32_random_r(rng);
}

static void list32(const char *name, uint32_t *w, int n, int last) {
  printf("      \"%s\": [", name);
  for (int i = 0; i < n; i++) printf("%s%" PRIu32, i ? ", " : "", w[i]);
  printf("]%s\n", last ? "" : ",");
}

/* the range methods, one value each from the front of a word list (returns words used) */
static int draw(const char *method, const uint32_t *w, uint32_t n, uint32_t *out) {
  int used = 0;
  if (!strcmp(method, "modulo")) { *out = w[0] % n; return 1; }
  if (!strcmp(method, "float")) { *out = (uint32_t)((double)w[0] * 0x1p-32 * (double)n); return 1; }
  if (!strcmp(method, "table")) { *out = (w[0] & 0xffff) % n; return 1; }
  if (!strcmp(method, "abs-mod")) { int32_t r = (int32_t)w[0] % (int32_t)n; *out = (uint32_t)(r < 0 ? -r : r); return 1; }
  if (!strcmp(method, "lemire")) { /* Lemire 2019, Algorithm 5 */
    uint64_t m = (uint64_t)w[used++] * n; uint32_t l = (uint32_t)m;
    if (l < n) { uint32_t t = -n % n; while (l < t) { m = (uint64_t)w[used++] * n; l = (uint32_t)m; } }
    *out = (uint32_t)(m >> 32); return used;
  }
  if (!strcmp(method, "rejection")) {
    uint32_t limit = UINT32_MAX - (-n % n);
    while (w[used] > limit) used++;
    *out = w[used++] % n; return used;
  }
  if (!strcmp(method, "java")) { /* java.util.Random.nextInt(bound) on next(31) = word >> 1 */
    int32_t bound = (int32_t)n, m = bound - 1, r = (int32_t)(w[used++] >> 1);
    if ((bound & m) == 0) { *out = (uint32_t)(((int64_t)bound * r) >> 31); return used; }
    for (int32_t u = r; (int64_t)u - (r = u % bound) + m > INT32_MAX; u = (int32_t)(w[used++] >> 1));
    *out = (uint32_t)r; return used;
  }
  abort();
}

int main(void) {
  printf("{\n  \"pcg32Demo\": [");
  pcg32_t demo;
  pcg32_srandom_r(&demo, 42u, 54u); /* the PCG distribution's pcg32-demo seeding */
  for (int i = 0; i < 6; i++) printf("%s%" PRIu32, i ? ", " : "", pcg32_random_r(&demo));
  printf("],\n  \"keyed\": [\n");
  uint64_t keys[] = {0, 42, 0xdeadbeefcafef00dull};
  for (int k = 0; k < 3; k++) {
    uint32_t w[16];
    uint64_t sm = keys[k];
    printf("    {\n      \"key\": \"%" PRIu64 "\",\n", keys[k]);
    for (int i = 0; i < 16; i += 2) { uint64_t z = splitmix64(&sm); w[i] = (uint32_t)z; w[i + 1] = (uint32_t)(z >> 32); }
    list32("splitmix64", w, 16, 0);
    sm = keys[k];
    uint64_t a = splitmix64(&sm), b = splitmix64(&sm);
    x128[0] = (uint32_t)a; x128[1] = (uint32_t)(a >> 32); x128[2] = (uint32_t)b; x128[3] = (uint32_t)(b >> 32);
    for (int i = 0; i < 16; i++) w[i] = xoshiro128ss();
    list32("xoshiro128ss", w, 16, 0);
    sm = keys[k];
    for (int i = 0; i < 4; i++) x256[i] = splitmix64(&sm);
    for (int i = 0; i < 16; i += 2) { uint64_t z = xoshiro256ss(); w[i] = (uint32_t)z; w[i + 1] = (uint32_t)(z >> 32); }
    list32("xoshiro256ss", w, 16, 0);
    sm = keys[k];
    uint64_t initstate = splitmix64(&sm), initseq = splitmix64(&sm);
    pcg32_t p;
    pcg32_srandom_r(&p, initstate, initseq);
    for (int i = 0; i < 16; i++) w[i] = pcg32_random_r(&p);
    list32("pcg32", w, 16, 1);
    printf("    }%s\n", k < 2 ? "," : "");
  }
  /* methods on a fixed list of words: the first 200 xoshiro128** outputs from key 7, plus words
   * that each method must reject (they sit at the top of the range) */
  printf("  ],\n  \"methods\": {\n");
  uint32_t words[208];
  uint64_t sm = 7;
  uint64_t a = splitmix64(&sm), b = splitmix64(&sm);
  x128[0] = (uint32_t)a; x128[1] = (uint32_t)(a >> 32); x128[2] = (uint32_t)b; x128[3] = (uint32_t)(b >> 32);
  for (int i = 0; i < 200; i++) words[i] = xoshiro128ss();
  words[3] = UINT32_MAX; words[10] = UINT32_MAX - 1; words[20] = 0; words[21] = 1; words[50] = 2;
  words[60] = 0x7fffffffu << 1;
  for (int i = 200; i < 208; i++) words[i] = 12345u * (uint32_t)i;
  printf("    \"words\": [");
  for (int i = 0; i < 208; i++) printf("%s%" PRIu32, i ? ", " : "", words[i]);
  printf("],\n");
  const char *methods[] = {"modulo", "float", "lemire", "rejection", "table", "java", "abs-mod"};
  uint32_t bounds[] = {6, 7, 2, 256, 65536};
  for (int m = 0; m < 7; m++) {
    printf("    \"%s\": {", methods[m]);
    for (int b = 0; b < 5; b++) {
      printf("%s\"%" PRIu32 "\": [", b ? ", " : "", bounds[b]);
      int at = 0;
      for (int i = 0; i < 60 && at < 190; i++) {
        uint32_t v;
        at += draw(methods[m], words + at, bounds[b], &v);
        printf("%s%" PRIu32, i ? ", " : "", v);
      }
      printf("]");
    }
    printf("}%s\n", m < 6 ? "," : "");
  }
  printf("  }\n}\n");
  return 0;
}
