// The JavaScript dice boardsim is compared with in `rng bench`: pure-rand's generators with its
// uniformInt, seedrandom's Alea (boardgame.io's dice) and Math.random. pure-rand and seedrandom
// are optional dependencies, loaded when the bench runs: a missing one is named and skipped.

/** One way to roll `count` dice of `faces` faces one call at a time; returns their sum. */
export interface Anchor {
  readonly name: string;
  roll(count: number, faces: number): number;
}

/** pure-rand's `generator(seed)` with `uniformInt(rng, 1, faces)` a roll. */
function pureRandAnchor<G>(
  name: string,
  make: (seed: number) => G,
  uniformInt: (rng: G, from: number, to: number) => number,
): Anchor {
  return {
    name: `pure-rand ${name} + uniformInt`,
    roll(count, faces) {
      const rng = make(42);
      let sum = 0;
      for (let i = 0; i < count; i++) sum += uniformInt(rng, 1, faces);
      return sum;
    },
  };
}

const mathRandom: Anchor = {
  name: 'Math.floor(Math.random() * faces) + 1',
  roll(count, faces) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += Math.floor(Math.random() * faces) + 1;
    return sum;
  },
};

/** The anchors that can be loaded here, and the packages that could not. */
export async function loadAnchors(): Promise<{ anchors: Anchor[]; missing: string[] }> {
  const anchors: Anchor[] = [];
  const missing: string[] = [];
  try {
    const [{ uniformInt }, xoroshiro, xorshift, mersenne] = await Promise.all([
      import('pure-rand/distribution/uniformInt'),
      import('pure-rand/generator/xoroshiro128plus'),
      import('pure-rand/generator/xorshift128plus'),
      import('pure-rand/generator/mersenne'),
    ]);
    anchors.push(
      pureRandAnchor('xoroshiro128plus', xoroshiro.xoroshiro128plus, uniformInt),
      pureRandAnchor('xorshift128plus', xorshift.xorshift128plus, uniformInt),
      pureRandAnchor('mersenne', mersenne.mersenne, uniformInt),
    );
  } catch {
    missing.push('pure-rand');
  }
  try {
    const { default: seedrandom } = await import('seedrandom');
    anchors.push({
      name: 'seedrandom alea: Math.floor(prng() * faces) + 1',
      roll(count, faces) {
        const prng = seedrandom.alea('42');
        let sum = 0;
        for (let i = 0; i < count; i++) sum += Math.floor(prng() * faces) + 1;
        return sum;
      },
    });
  } catch {
    missing.push('seedrandom');
  }
  anchors.push(mathRandom);
  return { anchors, missing };
}

/** The anchor the target is measured against. */
export const REFERENCE_ANCHOR = 'pure-rand xoroshiro128plus + uniformInt';
