// One card's effect as a function of (position, card): where the piece ends, and what happened on
// the way. The kernel's table (src/wasm/candyland.ts) and the exact solver read the rules through
// this; the plain-TypeScript twin (reference.ts) spells them out on its own, step by step, so the
// tests compare two independent readings.

import type { CandyBoard } from './board.js';

export interface CandyMove {
  /** The position after the card (0-based; meaningless when `win`). */
  readonly to: number;
  readonly win: boolean;
  /** Stuck on licorice: the card was not of its colour, so the piece stays (rule "stuck"). */
  readonly stuck: boolean;
  /** Landed on licorice under "lose-turn": the player's next turn is skipped. */
  readonly skipNext: boolean;
  readonly shortcut: boolean;
  /** A picture card sent the piece back. */
  readonly backward: boolean;
}

const NOTHING = { win: false, stuck: false, skipNext: false, shortcut: false, backward: false };

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
  let shortcut = false;
  if (rules.doubles === 'literal-000') {
    for (let s = 0; s < steps; s++) {
      pos = nextOfColor(board, pos, card.color);
      if (pos < 0) return { ...NOTHING, to: from, win: true, shortcut };
      if (board.isLicorice[pos]) break;
      if (board.shortcutTo[pos]! >= 0) {
        pos = board.shortcutTo[pos]!;
        shortcut = true;
      }
      if (reachesEnd(pos)) return { ...NOTHING, to: pos, win: true, shortcut };
    }
  } else {
    for (let s = 0; s < steps; s++) {
      pos = nextOfColor(board, pos, card.color);
      if (pos < 0) return { ...NOTHING, to: from, win: true };
    }
    if (!board.isLicorice[pos] && board.shortcutTo[pos]! >= 0) {
      pos = board.shortcutTo[pos]!;
      shortcut = true;
    }
    if (reachesEnd(pos)) return { ...NOTHING, to: pos, win: true, shortcut };
  }
  const onLicorice = board.isLicorice[pos] === 1;
  return { ...NOTHING, to: pos, shortcut, skipNext: onLicorice && rules.licorice === 'lose-turn' };
}
