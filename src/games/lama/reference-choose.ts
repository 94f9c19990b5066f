// A seat's action as its strategy says: the strategies of reference-strategies.ts, the searches of
// reference-search.ts and PIPMC (rank-estimates.ts) in one switch (the kernel's `choose`). It sits above
// them all, since the searches play out with the plain strategies; games are handed it (seatChooser).

import type { Draws } from '../../rng/stream.js';
import type { LamaAction, LamaTable } from './reference.js';
import { choosePipmc } from './rank-estimates.js';
import { chooseIsmcts, chooseMcts } from './reference-search.js';
import {
  chooseCautious,
  chooseGreedy,
  chooseMonteCarlo,
  chooseRandom,
  distinctOptions,
} from './reference-strategies.js';
import { DEFAULT_SEARCH, type SeatStrategy } from './strategies.js';

/** The action of a seat's strategy. `totals` are the game's scores so far (Monte Carlo counts the
 *  token going out would return; PIPMC ranks the players by their totals). */
export function chooseAction(
  strategy: SeatStrategy,
  table: LamaTable,
  seat: number,
  totals: readonly number[],
  draws: Draws,
): LamaAction {
  switch (strategy.name) {
    case 'random':
      return chooseRandom(table, seat, draws);
    case 'random-distinct': {
      const options = distinctOptions(table, seat);
      return options[draws.draw(options.length)]!;
    }
    case 'greedy':
      return chooseGreedy(table, seat, strategy.param);
    case 'cautious':
      return chooseCautious(table, seat, strategy.param);
    case 'montecarlo':
      return chooseMonteCarlo(table, seat, strategy.param, totals[seat]!, draws);
    case 'mcts':
      return chooseMcts(table, seat, strategy.param, strategy.search ?? DEFAULT_SEARCH, totals, draws);
    case 'ismcts':
      return chooseIsmcts(table, seat, strategy.param, strategy.search ?? DEFAULT_SEARCH, totals, draws);
    case 'pipmc':
      return choosePipmc(table, seat, totals, strategy.param, draws);
  }
}
