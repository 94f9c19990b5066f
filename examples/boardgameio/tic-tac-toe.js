// Tic-tac-toe as a boardgame.io game object, played by boardsim with random bots:
// `boardsim simulate examples/boardgameio/tic-tac-toe.js --games 1e5 --seed 1`.
// The game object is boardgame.io's own shape (setup, moves, turn, endIf, ai.enumerate); the
// default export wraps it for boardsim (boardgame.io must be installed: `npm install boardgame.io`).

import { fromBoardgameIo } from 'boardsim';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

const lineOf = (cells) =>
  LINES.find(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);

export const TicTacToe = {
  name: 'tic-tac-toe',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G }) => {
    const line = lineOf(G.cells);
    if (line) return { winner: G.cells[line[0]] };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
  ai: {
    enumerate: (G) =>
      G.cells.flatMap((cell, id) => (cell === null ? [{ move: 'clickCell', args: [id] }] : [])),
  },
};

export default fromBoardgameIo(TicTacToe);
