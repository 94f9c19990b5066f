// A small Candy Land edition (11 spaces, one licorice space, one shortcut, a picture card), for
// exact answers that can be checked another way; the with-replacement deck unless `rules` says.

import { unwrap } from '../src/core/errors.js';
import { type CandyBoard, candyBoard } from '../src/games/candyland/board.js';
import { type CandyRuleSet, parseCandyEdition } from '../src/games/candyland/schema.js';

export const smallCandyBoard = (rules: Partial<CandyRuleSet> = {}): CandyBoard =>
  unwrap(
    candyBoard(
      unwrap(
        parseCandyEdition({
          colors: ['R', 'G', 'B'],
          pictures: ['Star'],
          spaces: ['R', 'G', 'B', 'R', 'Star', 'G', 'B', 'R', 'G', 'B', 'R'],
          licorice: [4],
          shortcuts: { '2': 7 },
          deck: [
            { color: 'R', count: 3 },
            { color: 'G', count: 2 },
            { color: 'B', count: 2 },
            { color: 'G', amount: 2 },
            { picture: 'Star' },
          ],
          rules: { deck: 'with-replacement', ...rules },
        }),
      ),
    ),
  );
