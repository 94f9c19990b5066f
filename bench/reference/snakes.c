/* A straightforward C port of seed 003's Snakes and Ladders for speed comparisons: one
 * (square, roll) -> square lookup table with the bounce and the jump folded in, xoshiro128**
 * seeded by SplitMix64, Lemire's unbiased die. Not boardsim's stream (one generator, no chunks):
 * it measures the cost of the same work in C.
 *   cc -O3 -march=native -o snakes-c snakes.c && ./snakes-c 10000000   -> mean turns, ns per game */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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
static inline uint32_t die(void) {
  uint64_t m = (uint64_t)next() * 6;
  if ((uint32_t)m < 6) while ((uint32_t)m < 4) m = (uint64_t)next() * 6; /* 2^32 mod 6 = 4 */
  return (uint32_t)(m >> 32) + 1;
}

int main(int argc, char **argv) {
  long games = argc > 1 ? atol(argv[1]) : 10000000;
  static const int jumps[][2] = {{17, 6}, {48, 25}, {51, 30}, {59, 40}, {64, 18}, {79, 62}, {83, 75}, {89, 68}, {94, 88},
                                 {9, 31}, {19, 38}, {21, 42}, {28, 84}, {36, 57}, {52, 67}, {70, 91}, {80, 99}};
  int jump[101] = {0};
  unsigned char next_square[101][8];
  for (size_t i = 0; i < sizeof jumps / sizeof *jumps; i++) jump[jumps[i][0]] = jumps[i][1];
  for (int p = 1; p <= 100; p++)
    for (int r = 1; r <= 6; r++) {
      int q = p + r;
      if (q > 100) q = 100 - (q % 100);
      next_square[p][r] = (unsigned char)(jump[q] ? jump[q] : q);
    }
  uint64_t seed = 42;
  uint64_t a = splitmix(&seed), b = splitmix(&seed);
  s[0] = (uint32_t)a; s[1] = (uint32_t)(a >> 32); s[2] = (uint32_t)b; s[3] = (uint32_t)(b >> 32);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint64_t total = 0;
  for (long g = 0; g < games; g++) {
    unsigned pos = 1, turns = 0, again = 0;
    while (pos != 100) {
      unsigned r = die();
      turns += !again;
      pos = next_square[pos][r];
      again = r == 6;
    }
    total += turns;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
  printf("{\"games\": %ld, \"meanTurns\": %.4f, \"nsPerGame\": %.2f}\n", games, (double)total / games, seconds * 1e9 / games);
  return 0;
}
