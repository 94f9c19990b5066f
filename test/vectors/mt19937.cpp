// Known answers for `mt19937`: the C++ standard library's std::mt19937 itself (no code of ours).
// For each seed, the first 16 words and word number 10,000 (the standard requires 4123659995 for
// the default seed 5489), and std::mt19937_64-free: only the 32-bit engine is boardsim's.
//   g++ -O2 -std=c++17 -o /tmp/mt mt19937.cpp && /tmp/mt > mt19937.json
#include <cstdint>
#include <cstdio>
#include <random>

int main() {
  const uint32_t seeds[] = {5489u, 0u, 1u, 42u, 4294967295u};
  std::printf("{\n  \"std\": [\n");
  for (int s = 0; s < 5; s++) {
    std::mt19937 g(seeds[s]);
    std::printf("    { \"seed\": %u, \"words\": [", seeds[s]);
    for (int i = 0; i < 16; i++) std::printf(i ? ", %u" : "%u", static_cast<uint32_t>(g()));
    for (int i = 16; i < 9999; i++) g();
    std::printf("], \"word10000\": %u }%s\n", static_cast<uint32_t>(g()), s < 4 ? "," : "");
  }
  std::printf("  ]\n}\n");
  return 0;
}
