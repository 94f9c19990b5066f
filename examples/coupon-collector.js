// coupon-collector.js: one player rolls a die until every face has come up. The number of rolls
// has a known mean, faces × (1 + 1/2 + … + 1/faces): 14.7 for a six-sided die. The tests check
// that boardsim's simulation agrees with it.
export default {
  name: 'coupon-collector',
  title: 'Roll until every face has come up',
  config: { faces: 6 },
  presets: {
    d20: { description: 'a twenty-sided die', config: { faces: 20 } },
  },
  check({ faces }) {
    if (!Number.isInteger(faces) || faces < 1 || faces > 1000)
      return 'faces must be a whole number from 1 to 1000';
  },
  play(dice, { faces, tracing, trace }) {
    const seen = new Uint8Array(faces);
    let missing = faces;
    let rolls = 0;
    while (missing > 0) {
      const face = dice.next(faces);
      rolls++;
      if (seen[face - 1] === 0) {
        seen[face - 1] = 1;
        missing--;
        if (tracing) trace(`face ${face} is new: ${missing} to go`);
      }
    }
    return { winner: 0, figures: { rolls, perfect: rolls === faces } };
  },
};
