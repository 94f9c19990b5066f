/* A straightforward C port of seed 003's Snakes and Ladders for speed comparisons: one
 * (square, roll) -> square lookup table with the bounce and the jump folded in, xoshiro128**
 * seeded by SplitMix64, Lemire's unbiased die. Not boardsim's stream (one generator, no chunks):
 * it measures the cost of the same work in C.
 *   cc -O3 -march=native -o snakes-c snakes.c && ./snakes-c 10000000   -> mean turns, ns per game */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "xoshiro128ss.h"

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
  seed_generator(42);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint64_t total = 0;
  for (long g = 0; g < games; g++) {
    unsigned pos = 1, turns = 0, again = 0;
    while (pos != 100) {
      unsigned r = roll_d6() + 1;
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
