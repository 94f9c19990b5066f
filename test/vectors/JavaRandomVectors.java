// Known-answer vectors from the JDK itself: java.util.Random (its 48-bit LCG, nextInt() and
// nextInt(bound)), and Marsaglia's xorshift128 in Java int arithmetic with the two ways seed 003
// turns it into a die (abs(x % 6) and a 65,536-entry table), written here from the published
// algorithm. Regenerate with Java 17:
//   java test/vectors/JavaRandomVectors.java > test/vectors/java.json
import java.util.Random;

public class JavaRandomVectors {
  static String ints(int[] a) {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < a.length; i++) b.append(i > 0 ? ", " : "").append(a[i]);
    return b.append("]").toString();
  }

  /** xorshift128 (Marsaglia 2003, "Xorshift RNGs", the xor128 example) on Java ints. */
  static final class Xorshift128 {
    int x, y, z, w;
    Xorshift128(int x, int y, int z, int w) { this.x = x; this.y = y; this.z = z; this.w = w; }
    int next() {
      int t = x ^ (x << 15);
      x = y; y = z; z = w;
      w = (w ^ (w >> 21)) ^ (t ^ (t >> 4));
      return w;
    }
  }

  public static void main(String[] args) {
    System.out.println("{");
    System.out.println("  \"java\": \"" + System.getProperty("java.version") + "\",");
    long[] seeds = {42L, 0L, -1L, 123456789L, Long.MIN_VALUE, 0x5DEECE66DL};
    System.out.println("  \"random\": [");
    for (int s = 0; s < seeds.length; s++) {
      Random r = new Random(seeds[s]);
      int[] words = new int[8];
      for (int i = 0; i < words.length; i++) words[i] = r.nextInt();
      System.out.print("    {\"seed\": \"" + seeds[s] + "\", \"nextInt\": " + ints(words) + ", \"bounded\": {");
      int[] bounds = {6, 7, 2, 16, 100, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE};
      for (int b = 0; b < bounds.length; b++) {
        Random rb = new Random(seeds[s]);
        int[] v = new int[12];
        for (int i = 0; i < v.length; i++) v[i] = rb.nextInt(bounds[b]);
        System.out.print((b > 0 ? ", " : "") + "\"" + bounds[b] + "\": " + ints(v));
      }
      System.out.println("}}" + (s < seeds.length - 1 ? "," : ""));
    }
    System.out.println("  ],");
    // the example: boardsim rng sample --gen java-lcg --seed 42 --faces 6 --count 1000
    Random r42 = new Random(42);
    int[] rolls = new int[1000];
    for (int i = 0; i < rolls.length; i++) rolls[i] = r42.nextInt(6) + 1;
    System.out.println("  \"seed42d6\": " + ints(rolls) + ",");
    int[][] states = {{1, 2, 3, 4}, {0x12345678, 0x9abcdef0, 0x0fedcba9, 0x87654321}, {-1, -7, 123, -123456}};
    int[] table = new int[65536];
    for (int i = 0; i < table.length; i++) table[i] = i % 6;
    System.out.println("  \"xorshift128\": [");
    for (int s = 0; s < states.length; s++) {
      int[] st = states[s];
      Xorshift128 g = new Xorshift128(st[0], st[1], st[2], st[3]);
      int[] words = new int[16];
      for (int i = 0; i < words.length; i++) words[i] = g.next();
      g = new Xorshift128(st[0], st[1], st[2], st[3]);
      int[] absMod = new int[16];
      for (int i = 0; i < absMod.length; i++) absMod[i] = Math.abs(g.next() % 6) + 1;
      g = new Xorshift128(st[0], st[1], st[2], st[3]);
      int[] tabled = new int[16];
      for (int i = 0; i < tabled.length; i++) tabled[i] = table[g.next() & 0xffff] + 1;
      System.out.println("    {\"state\": " + ints(st) + ", \"words\": " + ints(words) + ", \"absMod6\": "
          + ints(absMod) + ", \"table6\": " + ints(tabled) + "}" + (s < states.length - 1 ? "," : ""));
    }
    System.out.println("  ]");
    System.out.println("}");
  }
}
