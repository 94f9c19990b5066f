// first-to-100.js: each player rolls a die each turn; the first to reach 100 wins
export default {
  name: 'first-to-100',
  players: { min: 1, max: 6, default: 2 },
  play(dice, { players }) {
    const score = new Array(players).fill(0);
    for (let turn = 1; ; turn++)
      for (let seat = 0; seat < players; seat++)
        if ((score[seat] += dice.next(6)) >= 100) return { winner: seat, figures: { turns: turn } };
  },
};
