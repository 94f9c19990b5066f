// The standard US Monopoly board as data: its 40 squares, the two 16-card decks (the cards that
// move the piece and those that do not) and the title deeds' rents. Read alike by the rules (the
// twin), the kernel's tables and the exact chain.

/** What landing on a square does to the piece. */
export type SquareKind = 'plain' | 'chance' | 'chest' | 'go-to-jail';

export interface Square {
  /** The square's name as the board prints it. */
  readonly name: string;
  /** Its key in reports (`just-visiting` for square 10; jail itself is `jail`). */
  readonly key: string;
  readonly kind: SquareKind;
}

const sq = (name: string, key: string, kind: SquareKind = 'plain'): Square => ({ name, key, kind });

/** The squares from Go (0) clockwise, as on the US board since 1935. */
export const SQUARES: readonly Square[] = [
  sq('Go', 'go'),
  sq('Mediterranean Avenue', 'mediterranean'),
  sq('Community Chest', 'community-chest-1', 'chest'),
  sq('Baltic Avenue', 'baltic'),
  sq('Income Tax', 'income-tax'),
  sq('Reading Railroad', 'reading-railroad'),
  sq('Oriental Avenue', 'oriental'),
  sq('Chance', 'chance-1', 'chance'),
  sq('Vermont Avenue', 'vermont'),
  sq('Connecticut Avenue', 'connecticut'),
  sq('Jail (just visiting)', 'just-visiting'),
  sq('St. Charles Place', 'st-charles'),
  sq('Electric Company', 'electric-company'),
  sq('States Avenue', 'states'),
  sq('Virginia Avenue', 'virginia'),
  sq('Pennsylvania Railroad', 'pennsylvania-railroad'),
  sq('St. James Place', 'st-james'),
  sq('Community Chest', 'community-chest-2', 'chest'),
  sq('Tennessee Avenue', 'tennessee'),
  sq('New York Avenue', 'new-york'),
  sq('Free Parking', 'free-parking'),
  sq('Kentucky Avenue', 'kentucky'),
  sq('Chance', 'chance-2', 'chance'),
  sq('Indiana Avenue', 'indiana'),
  sq('Illinois Avenue', 'illinois'),
  sq('B. & O. Railroad', 'b-and-o-railroad'),
  sq('Atlantic Avenue', 'atlantic'),
  sq('Ventnor Avenue', 'ventnor'),
  sq('Water Works', 'water-works'),
  sq('Marvin Gardens', 'marvin-gardens'),
  sq('Go To Jail', 'go-to-jail', 'go-to-jail'),
  sq('Pacific Avenue', 'pacific'),
  sq('North Carolina Avenue', 'north-carolina'),
  sq('Community Chest', 'community-chest-3', 'chest'),
  sq('Pennsylvania Avenue', 'pennsylvania'),
  sq('Short Line', 'short-line'),
  sq('Chance', 'chance-3', 'chance'),
  sq('Park Place', 'park-place'),
  sq('Luxury Tax', 'luxury-tax'),
  sq('Boardwalk', 'boardwalk'),
];

export const BOARD_SQUARES = 40;
export const GO = 0;
export const JAIL_SQUARE = 10;
export const GO_TO_JAIL = 30;
/** The position code of a piece in jail (squares are 0-39): also its counter's index. */
export const IN_JAIL = 40;
export const CARDS_PER_DECK = 16;

/** What a card does: go to a square, to the next railroad or utility ahead, back some squares,
 *  to jail, or nothing to the piece (the cards that pay, charge or keep). */
export type CardMove =
  | { readonly kind: 'advance'; readonly to: number }
  | { readonly kind: 'nearest'; readonly group: 'railroad' | 'utility' }
  | { readonly kind: 'back'; readonly squares: number }
  | { readonly kind: 'jail' }
  | { readonly kind: 'stay' };

export interface Card {
  readonly text: string;
  readonly move: CardMove;
}

const stay = (text: string): Card => ({ text, move: { kind: 'stay' } });
const advance = (text: string, to: number): Card => ({ text, move: { kind: 'advance', to } });

/** The Chance deck of the US edition (Hasbro's rules since 2008; the movement cards are those of
 *  1935 plus a second "nearest railroad"): ten cards move the piece, six do not. */
export const CHANCE_CARDS: readonly Card[] = [
  advance('Advance to Go (collect $200)', 0),
  advance('Advance to Illinois Avenue', 24),
  advance('Advance to St. Charles Place', 11),
  { text: 'Advance to the nearest Utility', move: { kind: 'nearest', group: 'utility' } },
  { text: 'Advance to the nearest Railroad', move: { kind: 'nearest', group: 'railroad' } },
  { text: 'Advance to the nearest Railroad', move: { kind: 'nearest', group: 'railroad' } },
  advance('Take a trip to Reading Railroad', 5),
  advance('Advance to Boardwalk', 39),
  { text: 'Go back 3 spaces', move: { kind: 'back', squares: 3 } },
  { text: 'Go to Jail', move: { kind: 'jail' } },
  stay('Bank pays you dividend of $50'),
  stay('Get Out of Jail Free'),
  stay('Make general repairs on all your property'),
  stay('Speeding fine $15'),
  stay('You have been elected Chairman of the Board'),
  stay('Your building loan matures'),
];

/** The Community Chest deck: two cards move the piece (to Go, to jail), fourteen do not. */
export const CHEST_CARDS: readonly Card[] = [
  advance('Advance to Go (collect $200)', 0),
  { text: 'Go to Jail', move: { kind: 'jail' } },
  stay('Bank error in your favor'),
  stay("Doctor's fee"),
  stay('From sale of stock you get $50'),
  stay('Get Out of Jail Free'),
  stay('Holiday fund matures'),
  stay('Income tax refund'),
  stay('It is your birthday'),
  stay('Life insurance matures'),
  stay('Pay hospital fees'),
  stay('Pay school fees'),
  stay('Receive $25 consultancy fee'),
  stay('You are assessed for street repair'),
  stay('You have won second prize in a beauty contest'),
  stay('You inherit $100'),
];

export const RAILROADS = [5, 15, 25, 35] as const;
export const UTILITIES = [12, 28] as const;

/** A property group as the rents table lists it. */
export interface PropertyGroup {
  readonly key: string;
  readonly name: string;
  readonly squares: readonly number[];
}

export const COLOR_GROUPS: readonly PropertyGroup[] = [
  { key: 'brown', name: 'Brown', squares: [1, 3] },
  { key: 'light-blue', name: 'Light blue', squares: [6, 8, 9] },
  { key: 'pink', name: 'Pink', squares: [11, 13, 14] },
  { key: 'orange', name: 'Orange', squares: [16, 18, 19] },
  { key: 'red', name: 'Red', squares: [21, 23, 24] },
  { key: 'yellow', name: 'Yellow', squares: [26, 27, 29] },
  { key: 'green', name: 'Green', squares: [31, 32, 34] },
  { key: 'dark-blue', name: 'Dark blue', squares: [37, 39] },
];

/** The title deeds' rents of the US edition (unchanged since 1935): the site alone, then with 1,
 *  2, 3 and 4 houses and with a hotel. The site's rent is doubled when its owner holds the whole
 *  group unimproved. */
export const STREET_RENTS: Readonly<Record<number, readonly number[]>> = {
  1: [2, 10, 30, 90, 160, 250],
  3: [4, 20, 60, 180, 320, 450],
  6: [6, 30, 90, 270, 400, 550],
  8: [6, 30, 90, 270, 400, 550],
  9: [8, 40, 100, 300, 450, 600],
  11: [10, 50, 150, 450, 625, 750],
  13: [10, 50, 150, 450, 625, 750],
  14: [12, 60, 180, 500, 700, 900],
  16: [14, 70, 200, 550, 750, 950],
  18: [14, 70, 200, 550, 750, 950],
  19: [16, 80, 220, 600, 800, 1000],
  21: [18, 90, 250, 700, 875, 1050],
  23: [18, 90, 250, 700, 875, 1050],
  24: [20, 100, 300, 750, 925, 1100],
  26: [22, 110, 330, 800, 975, 1150],
  27: [22, 110, 330, 800, 975, 1150],
  29: [24, 120, 360, 850, 1025, 1200],
  31: [26, 130, 390, 900, 1100, 1275],
  32: [26, 130, 390, 900, 1100, 1275],
  34: [28, 150, 450, 1000, 1200, 1400],
  37: [35, 175, 500, 1100, 1300, 1500],
  39: [50, 200, 600, 1400, 1700, 2000],
};

/** A railroad's rent by the number of railroads its owner holds (1 to 4). */
export const RAILROAD_RENTS = [25, 50, 100, 200] as const;
/** A utility's rent is this many times the dice thrown: one utility owned, both owned. */
export const UTILITY_FACTORS = [4, 10] as const;
