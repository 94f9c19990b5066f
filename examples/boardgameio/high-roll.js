// High roll as a boardgame.io game object: each player rolls boardgame.io's own die once
// (random.D6(), seeded per match from boardsim's stream); the highest roll wins, a tie is a draw.
// Two moves a match: small enough for runs of several chunks on every thread in the tests.

import { fromBoardgameIo } from 'boardsim';

export const HighRoll = {
  name: 'high-roll',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ rolls: [] }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    roll: ({ G, random }) => {
      G.rolls.push(random.D6());
    },
  },
  endIf: ({ G }) => {
    if (G.rolls.length < 2) return undefined;
    const [a, b] = G.rolls;
    return a === b ? { draw: true } : { winner: a > b ? '0' : '1' };
  },
  ai: { enumerate: () => [{ move: 'roll' }] },
};

export default fromBoardgameIo(HighRoll, { figures: (G) => ({ top: Math.max(...G.rolls) }) });
