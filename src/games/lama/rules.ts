// L.A.M.A.'s rules as the game uses them, and the deck they make. Validation lives apart
// (./schema.ts), so that what plays the game (the kernel's host in the workers) does not carry
// the schema library.

/** Who starts each round. */
export const LAMA_STARTERS = ['rotate', 'fixed', 'last'] as const;
export type LamaStarter = (typeof LAMA_STARTERS)[number];
/** How a tie for the lowest final total is counted. */
export const LAMA_TIES = ['shared', 'first-seat'] as const;
export type LamaTies = (typeof LAMA_TIES)[number];

/** A game still going after this many rounds is reported as endless, by the kernel and the twin
 *  alike (no rules a player would use get near it). */
export const LAMA_MAX_ROUNDS = 100_000;

/** Validated rules: number cards 1..numberValues, then the llama (when there are llamas). */
export interface LamaRules {
  readonly name?: string;
  readonly description?: string;
  readonly numberValues: number;
  /** Copies of each number card. */
  readonly copies: number;
  /** Llama cards (0: a deck without llamas, where 1 follows the highest number). */
  readonly llamas: number;
  readonly handSize: number;
  /** The game ends after the round in which someone reaches this total. */
  readonly target: number;
  /** What a llama left in hand scores (a number card scores its value). */
  readonly llamaPoints: number;
  /** Going out returns this much from a total of at least this much (the black token)... */
  readonly returnLarge: number;
  /** ...and this much otherwise (the white token), never going below 0. */
  readonly returnSmall: number;
  readonly starter: LamaStarter;
  readonly ties: LamaTies;
}

/** Cards in the deck. */
export function deckSize(rules: LamaRules): number {
  return rules.numberValues * rules.copies + rules.llamas;
}

/** The most players a deck deals to: every hand and the first discard (and at most 6 seats). */
export function maxPlayers(rules: LamaRules): number {
  return Math.min(6, Math.floor((deckSize(rules) - 1) / rules.handSize));
}

/** The highest card value: the llama (numberValues + 1) when there are llamas. */
export function topValue(rules: LamaRules): number {
  return rules.llamas > 0 ? rules.numberValues + 1 : rules.numberValues;
}

/** Copies of each value 1..topValue (index 0 unused). */
export function valueCopies(rules: LamaRules): number[] {
  const top = topValue(rules);
  return Array.from({ length: top + 1 }, (_, v) =>
    v === 0 ? 0 : rules.llamas > 0 && v === top ? rules.llamas : rules.copies,
  );
}

/** What a card of each value scores left in hand (index 0 unused). */
export function valuePoints(rules: LamaRules): number[] {
  const top = topValue(rules);
  return Array.from({ length: top + 1 }, (_, v) =>
    v === 0 ? 0 : rules.llamas > 0 && v === top ? rules.llamaPoints : v,
  );
}
