/* What `boardsim analyze snakes`'s measures cost in C: the classic board (start off the board, exact
 * landing on 100, no extra roll), two players taking turns, played plainly and then again, the same
 * games, with the measures the analysis takes from every move: the turns on each square and the
 * squares covered (the heat map and coverage), each jump's first use per player, and the
 * two-player leader measures (lead changes, the moves the winner trailed and the drama, the sole
 * leader after each move, at half time and before the last move). Written from the definitions in
 * docs/guide/analyze.md, directly, the way a C programmer would first write them: each game's
 * squares logged as it is played and the measures read from the log when it ends (as boardsim's
 * kernel does), every loop branch-free where a comparison would do. Not boardsim's stream (one
 * generator, no chunks): it measures the cost of the same work in C, in one process, alternating
 * the two kernels round by round.
 *   cc -O3 -march=native -o snakes-measures snakes-measures.c -lm && ./snakes-measures 2000000
 * prints each round's times and ratio, then the fastest of each. Compile with -DNO_LEADERS,
 * -DNO_HEAT_MAP or -DNO_JUMPS to leave a part out. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "xoshiro128ss.h"

#define FINISH 100
#define NONE 255u
#define TURN_CAP 512u
#define MAX_MOVES (1u << 20)
#define JUMP_FLAG 0x8000u

/* landing[square][roll]: the square after the roll, JUMP_FLAG set when a chute or ladder took it */
static uint16_t landing[FINISH + 1][8];
/* climbed[square][roll], slid[square][roll]: 1 when that roll took a ladder, a chute */
static uint8_t climbed[FINISH + 1][8], slid[FINISH + 1][8];

static void build_board(void) {
  static const int jumps[][2] = {{1, 38},  {4, 14},  {9, 31},  {21, 42}, {28, 84}, {36, 44}, {51, 67},
                                 {71, 91}, {80, 100}, {16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19},
                                 {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78}};
  int jump[FINISH + 1] = {0};
  for (size_t i = 0; i < sizeof jumps / sizeof *jumps; i++) jump[jumps[i][0]] = jumps[i][1];
  for (int square = 0; square <= FINISH; square++)
    for (int roll = 0; roll < 6; roll++) {
      int to = square + roll + 1;
      if (to > FINISH) to = square; /* exact landing: an overshoot stays */
      landing[square][roll] = jump[to] ? (uint16_t)(jump[to] | JUMP_FLAG) : (uint16_t)to;
      climbed[square][roll] = jump[to] > to;
      slid[square][roll] = jump[to] && jump[to] < to;
    }
}

/* what both kernels keep: the winner's turns, the moves and the wins by seat; the plain kernel,
 * as `simulate` does, also each game's rolls, climbs and slides (a histogram each) */
static uint64_t turns[MAX_MOVES], moves_of[MAX_MOVES], wins[2];
static uint64_t climbs_of[MAX_MOVES], slides_of[MAX_MOVES];

static void play_plain(long games) {
  for (long g = 0; g < games; g++) {
    uint32_t at[2] = {0, 0}, mover = 0, moves = 0, climbs = 0, slides = 0;
    for (;;) {
      uint32_t roll = roll_d6(), from = at[mover];
      uint32_t square = landing[from][roll] & ~JUMP_FLAG;
      climbs += climbed[from][roll];
      slides += slid[from][roll];
      at[mover] = square;
      moves++;
      if (square == FINISH) break;
      mover ^= 1;
    }
    turns[(moves + 1) >> 1]++;
    moves_of[moves]++; /* one roll a move: no extra roll on this board */
    climbs_of[climbs]++;
    slides_of[slides]++;
    wins[mover]++;
  }
}

/* the measures' counters and sums */
static uint32_t stamp_of[FINISH + 1], visits[FINISH + 1], jump_stamp[2][FINISH + 1];
static uint64_t jump_uses[FINISH + 1];
static uint32_t led_after[TURN_CAP], winner_led_after[TURN_CAP];
static double sums[16], root_sums[MAX_MOVES / 64];
/* the logs: the square after move m at squares[m + 1] (squares[0], [1]: the start), and a record
 * (landing, player) per roll, kept when the roll jumped */
static uint16_t squares[MAX_MOVES + 2];
static uint32_t jump_log[MAX_MOVES];

/* the sole leader after move m, or NONE */
static inline uint32_t sole_after(const uint16_t *sq, uint32_t m) {
  uint32_t mover = (m - 1) & 1;
  uint32_t here = sq[m], other = sq[m - 1];
  return here > other ? mover : here < other ? (mover ^ 1) : NONE;
}

static void play_measured(long games) {
  for (long g = 0; g < games; g++) {
    const uint32_t stamp = (uint32_t)g + 1;
    (void)stamp;
    uint32_t at[2] = {0, 0}, mover = 0, moves = 0, jumps = 0;
    uint16_t *sq = squares + 1; /* sq[m]: after move m; sq[0] and sq[-1]: the start */
    sq[-1] = sq[0] = 0;
    for (;;) {
      uint32_t entry = landing[at[mover]][roll_d6()];
      uint32_t square = entry & ~JUMP_FLAG;
      jump_log[jumps] = square | (mover << 16);
      jumps += entry >> 15;
      at[mover] = square;
      sq[++moves] = (uint16_t)square;
      if (square == FINISH) break;
      mover ^= 1;
    }
    const uint32_t winner = mover;
    turns[(moves + 1) >> 1]++;
    moves_of[moves]++;
    wins[winner]++;

    uint32_t covered = 0;
#ifndef NO_HEAT_MAP
    stamp_of[0] = stamp; /* off the board is never covered */
    for (uint32_t m = 1; m <= moves; m++) {
      uint32_t square = sq[m];
      covered += stamp_of[square] != stamp;
      stamp_of[square] = stamp;
      visits[square]++;
    }
#endif
#ifndef NO_JUMPS
    for (uint32_t j = 0; j < jumps; j++) {
      uint32_t square = jump_log[j] & 0xffff, player = jump_log[j] >> 16;
      jump_uses[square] += jump_stamp[player][square] != stamp;
      jump_stamp[player][square] = stamp;
    }
#endif
    uint32_t changes = 0, trailing = 0;
#ifndef NO_LEADERS
    uint32_t leader = NONE;
    const uint32_t capped = moves < TURN_CAP ? moves : TURN_CAP;
    for (uint32_t m = 1; m <= moves; m++) {
      uint32_t sole = sole_after(sq, m);
      uint32_t has = sole != NONE, counted = m < capped;
      changes += has & (leader != NONE) & (sole != leader);
      leader = has ? sole : leader;
      trailing += sole == (winner ^ 1);
      led_after[m & (TURN_CAP - 1)] += has & counted;
      winner_led_after[m & (TURN_CAP - 1)] += (sole == winner) & counted;
    }
#endif
    const uint32_t half = moves > 1 ? sole_after(sq, moves >> 1) : NONE;
    const uint32_t before_last = moves > 1 ? sole_after(sq, moves - 1) : NONE;
    const double drama = trailing ? root_sums[trailing] / trailing : 0;
    const double security = 1 - (double)trailing / moves, coverage = covered / (double)FINISH;
    sums[0] += changes, sums[1] += (double)changes * changes;
    sums[2] += half != NONE, sums[3] += half == winner, sums[4] += half == (winner ^ 1);
    sums[5] += before_last != winner, sums[6] += trailing != 0;
    sums[7] += drama, sums[8] += drama * drama;
    sums[9] += security, sums[10] += security * security;
    sums[11] += coverage, sums[12] += coverage * coverage;
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv) {
  long games = argc > 1 ? atol(argv[1]) : 2000000;
  build_board();
  /* two players: only the winner's last place trails, by sqrt(1/2) a move */
  for (size_t k = 0; k < sizeof root_sums / sizeof *root_sums; k++) root_sums[k] = (double)k * sqrt(0.5);
  double best_plain = 1e300, best_measured = 1e300;
  for (int round = 0; round < 7; round++) {
    seed_generator(round + 1);
    double t0 = now();
    play_plain(games);
    double t1 = now();
    seed_generator(round + 1);
    play_measured(games);
    double t2 = now();
    printf("round %d: plain %.3f s, with the measures %.3f s: %.2fx\n", round, t1 - t0, t2 - t1, (t2 - t1) / (t1 - t0));
    if (t1 - t0 < best_plain) best_plain = t1 - t0;
    if (t2 - t1 < best_measured) best_measured = t2 - t1;
  }
  /* every counter is read, so that the compiler keeps every count */
  uint64_t counted = 0;
  for (int square = 0; square <= FINISH; square++) counted += visits[square] + jump_uses[square];
  for (int k = 0; k < 64; k++) counted += climbs_of[k] + slides_of[k];
  for (uint32_t m = 0; m < TURN_CAP; m++) counted += led_after[m] + winner_led_after[m];
  printf("{\"games\": %ld, \"plainSeconds\": %.3f, \"measuredSeconds\": %.3f, \"ratio\": %.2f, "
         "\"meanLeadChanges\": %.4f, \"meanCoverage\": %.4f, \"counted\": %" PRIu64 "}\n",
         games, best_plain, best_measured, best_measured / best_plain, sums[0] / (7.0 * games), sums[11] / (7.0 * games),
         counted);
  return 0;
}
