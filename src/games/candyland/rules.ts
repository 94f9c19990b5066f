// One card's effect as a function of (position, card): where the piece ends, and what happened on
// the way. The kernel's table (src/games/candyland/kernel.ts) and the exact solver read the rules through
// this; the plain-TypeScript twin (reference.ts) spells them out on its own, step by step, so the
// tests compare two independent readings.

import type { CandyBoard } from './board.js';

/** Turns (of all players) after which a game is reported as endless, by the kernel and the twin
 *  alike (validation refuses editions of more than a million turns on average long before). */
export const CANDY_MAX_MOVES = 100_000_000;

export interface CandyMove {
  /** The position after the card (0-based; meaningless when `win`). */
  readonly to: number;
  readonly win: boolean;
  /** Stuck on licorice: the card was not of its colour, so the piece stays (rule "stuck"). */
  readonly stuck: boolean;
  /** Landed on licorice under "lose-turn": the player's next turn is skipped. */
  readonly skipNext: boolean;
  readonly shortcut: boolean;
  /** The spaces whose shortcuts the card took, in order (two at most: seed 000's loop takes one
   *  after each step of a double). */
  readonly shortcutStarts: readonly number[];
  /** A picture card sent the piece back. */
  readonly backward: boolean;
}

const NOTHING = {
  win: false,
  stuck: false,
  skipNext: false,
  shortcut: false,
  shortcutStarts: [],
  backward: false,
};

/** The next space of colour `color` after `from`, or -1. */
export function nextOfColor(board: CandyBoard, from: number, color: number): number {
  for (let i = from + 1; i <= board.last; i++) if (board.colorOf[i] === color) return i;
  return -1;
}

export function candyMove(board: CandyBoard, from: number, kind: number): CandyMove {
  const { rules } = board;
  const card = board.cards[kind]!;
  const reachesEnd = (p: number) => rules.winning === 'reach-last-space' && p === board.last;
  if (
    from >= 0 &&
    board.isLicorice[from] &&
    rules.licorice === 'stuck' &&
    card.color !== board.colorOf[from]
  ) {
    return { ...NOTHING, to: from, stuck: true };
  }
  if (card.color < 0) {
    if (rules.pictureCards === 'forward-only' && card.target < from) return { ...NOTHING, to: from };
    return { ...NOTHING, to: card.target, backward: card.target < from, win: reachesEnd(card.target) };
  }
  const steps = rules.doubles === 'ignore' ? 1 : card.amount;
  let pos = from;
  const shortcutStarts: number[] = [];
  const taken = () => ({ shortcut: shortcutStarts.length > 0, shortcutStarts });
  if (rules.doubles === 'literal-000') {
    for (let s = 0; s < steps; s++) {
      pos = nextOfColor(board, pos, card.color);
      if (pos < 0) return { ...NOTHING, to: from, win: true, ...taken() };
      if (board.isLicorice[pos]) break;
      if (board.shortcutTo[pos]! >= 0) {
        shortcutStarts.push(pos);
        pos = board.shortcutTo[pos]!;
      }
      if (reachesEnd(pos)) return { ...NOTHING, to: pos, win: true, ...taken() };
    }
  } else {
    for (let s = 0; s < steps; s++) {
      pos = nextOfColor(board, pos, card.color);
      if (pos < 0) return { ...NOTHING, to: from, win: true };
    }
    if (!board.isLicorice[pos] && board.shortcutTo[pos]! >= 0) {
      shortcutStarts.push(pos);
      pos = board.shortcutTo[pos]!;
    }
    if (reachesEnd(pos)) return { ...NOTHING, to: pos, win: true, ...taken() };
  }
  const onLicorice = board.isLicorice[pos] === 1;
  return { ...NOTHING, to: pos, ...taken(), skipNext: onLicorice && rules.licorice === 'lose-turn' };
}

/** The special spaces a move used (0-based): the starts of the shortcuts it took, then the licorice
 *  space it ended on (under "stuck" it holds the piece until its colour comes, under "lose-turn" the
 *  next turn is lost). A stuck turn uses nothing: the piece was already there. */
export function spacesUsed(board: CandyBoard, m: CandyMove): number[] {
  const onLicorice = !m.win && !m.stuck && board.isLicorice[m.to] === 1;
  return onLicorice ? [...m.shortcutStarts, m.to] : [...m.shortcutStarts];
}
