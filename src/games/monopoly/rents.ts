// The expected rent an owner collects per opponent's turn, for each property group held whole at
// each building level, from the chain's expected landings per turn (a turn of doubles lands
// several times; a card that moves the piece lands it twice: on the card square and where it goes).

import {
  COLOR_GROUPS,
  RAILROADS,
  RAILROAD_RENTS,
  STREET_RENTS,
  UTILITIES,
  UTILITY_FACTORS,
} from './board.js';

/** One group's expected rent per opponent's turn at each level (dollars). */
export interface GroupRent {
  group: string;
  name: string;
  levels: { level: string; rentPerTurn: number }[];
}

/** Street levels: the whole group unimproved (rent doubled), then 1 to 4 houses and a hotel. */
export const STREET_LEVELS = ['group', '1 house', '2 houses', '3 houses', '4 houses', 'hotel'] as const;

/** The expected landings per turn that a rent is computed from. */
export interface LandingRates {
  /** Expected landings on each square per turn. */
  readonly landings: readonly number[];
  /** Of those, the landings on a railroad or utility sent there by a "nearest" card. */
  readonly nearest: readonly number[];
  /** The expected sum, per turn, of the throw's total over the landings on each utility by a throw. */
  readonly utilityThrowSums: readonly number[];
}

/** Expected dice total of a fresh throw of two dice (the "nearest utility" card's rent: 10×). */
const MEAN_THROW = 7;

export function groupRents(rates: LandingRates): GroupRent[] {
  const streets = COLOR_GROUPS.map((g) => ({
    group: g.key,
    name: g.name,
    levels: STREET_LEVELS.map((level, i) => ({
      level,
      rentPerTurn: g.squares.reduce((sum, s) => {
        const rent = STREET_RENTS[s]!;
        return sum + rates.landings[s]! * (i === 0 ? 2 * rent[0]! : rent[i]!);
      }, 0),
    })),
  }));
  // the whole group held: $200 a railroad, and twice that for a piece sent by a "nearest" card
  const railroads: GroupRent = {
    group: 'railroads',
    name: 'Railroads',
    levels: [
      {
        level: 'all 4',
        rentPerTurn: RAILROADS.reduce(
          (sum, s) => sum + (rates.landings[s]! + rates.nearest[s]!) * RAILROAD_RENTS[3],
          0,
        ),
      },
    ],
  };
  // a utility's rent is 4× or 10× the throw that landed on it; the card's, 10× a fresh throw
  const utilities: GroupRent = {
    group: 'utilities',
    name: 'Utilities',
    levels: [
      {
        level: 'both',
        rentPerTurn: UTILITIES.reduce(
          (sum, s) =>
            sum + UTILITY_FACTORS[1] * rates.utilityThrowSums[s]! + 10 * MEAN_THROW * rates.nearest[s]!,
          0,
        ),
      },
    ],
  };
  return [...streets, railroads, utilities];
}
