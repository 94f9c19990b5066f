// Monopoly's movement rules as plain functions of the board (src/games/monopoly/board.ts): where a
// card sends a piece from the square it was drawn on, and the square kinds as codes. The twin, the
// kernel's tables and the exact chain all read these, so each rule is written once.

import {
  BOARD_SQUARES,
  CARDS_PER_DECK,
  CHANCE_CARDS,
  CHEST_CARDS,
  type Card,
  IN_JAIL,
  RAILROADS,
  SQUARES,
  type SquareKind,
  UTILITIES,
} from './board.js';

/** How a piece leaves jail: `short`, pay $50 at once and roll as on any turn the next turn;
 *  `long`, roll for doubles on each of up to three turns, and pay and move by the third throw. */
export type JailPolicy = 'long' | 'short';
export const JAIL_POLICIES = ['long', 'short'] as const satisfies readonly JailPolicy[];

/** How the cards are drawn: `without-replacement`, each deck shuffled once at the start and each
 *  card put back at the bottom (the printed rules); `with-replacement`, any card at each draw. */
export type DeckRule = 'without-replacement' | 'with-replacement';
export const DECK_RULES = ['without-replacement', 'with-replacement'] as const satisfies readonly DeckRule[];

/** The rules one game follows: the jail policy and the decks. */
export interface MonopolyRules {
  readonly jail: JailPolicy;
  readonly deck: DeckRule;
}

/** Square kinds as the kernel's table stores them. */
export const KIND_CODES: Readonly<Record<SquareKind, number>> = {
  plain: 0,
  chance: 1,
  chest: 2,
  'go-to-jail': 3,
};

/** The deck a square draws from, if it is a card square. */
export function deckOf(square: number): readonly Card[] | undefined {
  const kind = SQUARES[square]!.kind;
  return kind === 'chance' ? CHANCE_CARDS : kind === 'chest' ? CHEST_CARDS : undefined;
}

/** The first square of `group` strictly ahead of `square`, going round past Go. */
function nearestAhead(square: number, group: readonly number[]): number {
  for (let step = 1; step <= BOARD_SQUARES; step++) {
    const ahead = (square + step) % BOARD_SQUARES;
    if (group.includes(ahead)) return ahead;
  }
  throw new Error('no square of the group on the board');
}

/** Where card `card` of the deck of `square` sends a piece drawn there: a square (the card's own
 *  square when it does not move the piece) or IN_JAIL. */
export function cardDestination(square: number, card: number): number {
  const move = deckOf(square)![card]!.move;
  switch (move.kind) {
    case 'advance':
      return move.to;
    case 'nearest':
      return nearestAhead(square, move.group === 'railroad' ? RAILROADS : UTILITIES);
    case 'back':
      return (square - move.squares + BOARD_SQUARES) % BOARD_SQUARES;
    case 'jail':
      return IN_JAIL;
    case 'stay':
      return square;
  }
}

/** Whether a card sends the piece to the nearest railroad or utility (whose rent it changes: twice
 *  the railroad's, ten times a fresh throw for a utility). */
export function isNearestCard(square: number, card: number): boolean {
  return deckOf(square)![card]!.move.kind === 'nearest';
}

/** The destination table the kernel reads: byte 16·square + card (only card squares are used). */
export function cardTable(): Uint8Array {
  const table = new Uint8Array(BOARD_SQUARES * CARDS_PER_DECK);
  for (let square = 0; square < BOARD_SQUARES; square++) {
    if (!deckOf(square)) continue;
    for (let card = 0; card < CARDS_PER_DECK; card++)
      table[square * CARDS_PER_DECK + card] = cardDestination(square, card);
  }
  return table;
}
