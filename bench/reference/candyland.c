/* A straightforward C port of Candy Land as seed 000's code plays it (its board and 66-card deck,
 * stuck licorice, doubles colour by colour, win on a colour with no space ahead, one player), for
 * speed comparisons with boardsim's WebAssembly kernel. Written from the rules, not from boardsim:
 * the move of each (position, card) is worked out once into a table, then games are played by
 * dealing from a shuffled deck (Fisher-Yates one step per card) with boardsim's generator: chunk
 * streams of 65,536 games, four interleaved xoshiro128** lanes seeded by SplitMix64, Lemire's
 * bounded draws on 16-bit half-words. So for the same seed it plays exactly boardsim's games, and
 * its mean must equal `boardsim simulate candyland --preset seed000` to the last digit.
 *   cc -O3 -march=native -o candyland-c candyland.c && ./candyland-c 10000000 [seed]
 * prints {"games": N, "meanTurns": ..., "nsPerGame": ...} */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GOLDEN 0x9e3779b97f4a7c15ull
#define GAMES_PER_CHUNK 65536
#define MAX_SPACES 134
#define KINDS 18 /* 6 pictures, 6 singles, 6 doubles */
#define DECK 66
#define HIST 4096

static uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- the generator: four xoshiro128** lanes, words interleaved, half-words low first ---- */
static uint32_t lane[4][4];
static uint16_t halves[512];
static int half_index = 512;

static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static void seed_stream(uint64_t seed, uint64_t chunk) {
  uint64_t sm = mix64(seed + (chunk + 1) * GOLDEN);
  for (int l = 0; l < 4; l++) {
    uint64_t a = mix64(sm += GOLDEN), b = mix64(sm += GOLDEN);
    lane[l][0] = (uint32_t)a; lane[l][1] = (uint32_t)(a >> 32);
    lane[l][2] = (uint32_t)b; lane[l][3] = (uint32_t)(b >> 32);
    if ((lane[l][0] | lane[l][1] | lane[l][2] | lane[l][3]) == 0) lane[l][0] = 1;
  }
  half_index = 512;
}

static void refill(void) {
  uint32_t *words = (uint32_t *)halves; /* little-endian: low half first */
  for (int i = 0; i < 256; i += 4)
    for (int l = 0; l < 4; l++) {
      uint32_t *s = lane[l];
      words[i + l] = rotl(s[1] * 5, 7) * 9;
      uint32_t t = s[1] << 9;
      s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 11);
    }
  half_index = 0;
}

/* a uniform integer in [0, n), 1 <= n <= 65536 */
static inline uint32_t draw(uint32_t n) {
  for (;;) {
    if (half_index == 512) refill();
    uint32_t m = halves[half_index++] * n;
    if ((m & 0xffff) >= (65536 - n) % n) return m >> 16;
  }
}

/* ---- the board and the rules ---- */
static const char COLORS[] = "RPYBOG";
static int space_color[MAX_SPACES]; /* 0..5, or -1 for a picture space */
static int licorice[MAX_SPACES], shortcut[MAX_SPACES];
static int n_spaces;

static void build_board(void) {
  int base[128];
  for (int i = 0; i < 128; i++) base[i] = i % 6;
  static const int picture_at[6] = {8, 17, 42, 74, 94, 103}; /* inserted in this order */
  int board[MAX_SPACES], len = 128;
  memcpy(board, base, sizeof base);
  for (int p = 0; p < 6; p++) {
    memmove(board + picture_at[p] + 1, board + picture_at[p], (size_t)(len - picture_at[p]) * sizeof(int));
    board[picture_at[p]] = -1 - p;
    len++;
  }
  n_spaces = len;
  for (int i = 0; i < len; i++) { space_color[i] = board[i] >= 0 ? board[i] : -1; shortcut[i] = -1; }
  licorice[47] = licorice[85] = licorice[120] = 1;
  shortcut[4] = 58; shortcut[33] = 46;
}

static int picture_space(int p) {
  for (int i = 0; i < n_spaces; i++) if (space_color[i] == -1 && i >= 0) { if (p-- == 0) return i; }
  return -1;
}

enum { F_STUCK = 1 << 24, F_SHORTCUT = 1 << 26, F_BACKWARD = 1 << 27, F_WIN = 1u << 31 };

/* seed 000's generate_move for a piece at pos (-1: off the board) and a card kind */
static uint32_t move(int pos, int kind) {
  if (pos >= 0 && licorice[pos]) {
    int color = kind >= 6 ? (kind - 6) % 6 : -1;
    if (color != space_color[pos]) return (uint32_t)(pos + 1) | F_STUCK;
  }
  if (kind < 6) { int t = picture_space(kind); return (uint32_t)(t + 1) | (t < pos ? F_BACKWARD : 0); }
  int color = (kind - 6) % 6, steps = kind >= 12 ? 2 : 1;
  uint32_t flags = 0;
  for (int s = 0; s < steps; s++) {
    int next = pos + 1;
    while (next < n_spaces && space_color[next] != color) next++;
    if (next == n_spaces) return F_WIN | flags;
    pos = next;
    if (licorice[pos]) break;
    if (shortcut[pos] >= 0) { pos = shortcut[pos]; flags |= F_SHORTCUT; }
  }
  return (uint32_t)(pos + 1) | flags;
}

int main(int argc, char **argv) {
  long games = argc > 1 ? atol(argv[1]) : 10000000;
  uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
  build_board();
  static uint32_t table[MAX_SPACES + 1][KINDS];
  for (int pos = -1; pos < n_spaces; pos++)
    for (int k = 0; k < KINDS; k++) table[pos + 1][k] = move(pos, k);
  /* create_cards: the 6 pictures, each colour 8 times, each double twice */
  uint8_t fresh[DECK], pile[DECK];
  int n = 0;
  for (int p = 0; p < 6; p++) fresh[n++] = (uint8_t)p;
  for (int c = 0; c < 6; c++) for (int i = 0; i < 8; i++) fresh[n++] = (uint8_t)(6 + c);
  for (int c = 0; c < 6; c++) for (int i = 0; i < 2; i++) fresh[n++] = (uint8_t)(12 + c);
  static uint32_t hist[4][HIST];

  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint64_t total = 0;
  for (long done = 0, chunk = 0; done < games; chunk++) {
    long in_chunk = games - done < GAMES_PER_CHUNK ? games - done : GAMES_PER_CHUNK;
    seed_stream(seed, (uint64_t)chunk);
    for (long g = 0; g < in_chunk; g++) {
      uint32_t row = 0, turns = 0, lost = 0, shortcuts = 0, backward = 0, left = 0;
      for (;;) {
        turns++;
        if (left == 0) { memcpy(pile, fresh, DECK); left = DECK; }
        left--;
        uint32_t j = left ? draw(left + 1) : 0;
        uint8_t card = pile[j];
        pile[j] = pile[left];
        uint32_t e = table[row][card];
        row = e & 0xffffff;
        lost += (e >> 24) & 1;
        shortcuts += (e >> 26) & 1;
        backward += (e >> 27) & 1;
        if (e & F_WIN) break;
      }
      hist[0][turns < HIST ? turns : HIST - 1]++;
      hist[1][lost < HIST ? lost : HIST - 1]++;
      hist[2][shortcuts < HIST ? shortcuts : HIST - 1]++;
      hist[3][backward < HIST ? backward : HIST - 1]++;
      total += turns;
    }
    done += in_chunk;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
  printf("{\"games\": %ld, \"meanTurns\": %.6f, \"nsPerGame\": %.2f}\n", games, (double)total / games,
         seconds * 1e9 / games);
  return 0;
}
