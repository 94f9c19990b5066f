// The strategies of the twin, written out plainly; each takes its random numbers in the same order
// as assembly/games/lama/kernel.ts, so a table of them plays the same game in both.

import type { Draws } from '../../rng/stream.js';
import { type LamaAction, type LamaTable, playTurns, refund, takeCard } from './reference.js';

const DRAW: LamaAction = { kind: 'draw' };
const QUIT: LamaAction = { kind: 'quit' };
const play = (value: number): LamaAction => ({ kind: 'play', value });

/** The seed engine's option list: one option per fitting card in hand (two fitting 3s are two
 *  options), then draw when legal, then quit. */
export function optionList(table: LamaTable, seat: number): LamaAction[] {
  const hand = table.hands[seat]!;
  const top = table.topCard;
  const next = table.nextValue(top);
  const options: LamaAction[] = [];
  for (let i = 0; i < hand[top]!; i++) options.push(play(top));
  for (let i = 0; i < hand[next]!; i++) options.push(play(next));
  if (table.canDraw(seat)) options.push(DRAW);
  options.push(QUIT);
  return options;
}

/** Each fitting value once, then draw when legal, then quit. */
export function distinctOptions(table: LamaTable, seat: number): LamaAction[] {
  const hand = table.hands[seat]!;
  const top = table.topCard;
  const next = table.nextValue(top);
  const options: LamaAction[] = [];
  if (hand[top]! > 0) options.push(play(top));
  if (hand[next]! > 0) options.push(play(next));
  if (table.canDraw(seat)) options.push(DRAW);
  options.push(QUIT);
  return options;
}

export function chooseRandom(table: LamaTable, seat: number, draws: Draws): LamaAction {
  const options = optionList(table, seat);
  return options[draws.draw(options.length)]!;
}

/** The fitting card that leaves the most fitting cards for the next turn if the top stays as we
 *  leave it; on a tie the card worth more points. Undefined when nothing fits. */
export function bestPlay(table: LamaTable, seat: number): number | undefined {
  const hand = table.hands[seat]!;
  const top = table.topCard;
  const next = table.nextValue(top);
  if (hand[top] === 0) return hand[next]! > 0 ? next : undefined;
  if (hand[next] === 0) return top;
  const keepIfSame = hand[top]! - 1 + hand[next]!;
  const keepIfHigher = hand[next]! - 1 + hand[table.nextValue(next)]!;
  if (keepIfSame !== keepIfHigher) return keepIfSame > keepIfHigher ? top : next;
  return table.points[next]! >= table.points[top]! ? next : top;
}

export function chooseGreedy(table: LamaTable, seat: number, drawLimit: number): LamaAction {
  const value = bestPlay(table, seat);
  if (value !== undefined) return play(value);
  return table.canDraw(seat) && table.penalty(seat) <= drawLimit ? DRAW : QUIT;
}

export function chooseCautious(table: LamaTable, seat: number, quitAt: number): LamaAction {
  const value = bestPlay(table, seat);
  if (value !== undefined && table.handSizes[seat] === 1) return play(value);
  if (table.penalty(seat) <= quitAt) return QUIT;
  if (value !== undefined) return play(value);
  return table.canDraw(seat) ? DRAW : QUIT;
}

/** A copy of the table as `seat` might imagine it: every card it cannot see (the other hands and
 *  the stock) dealt again at random, each hand keeping its size; the rest is the stock. */
export function determinize(table: LamaTable, seat: number, draws: Draws): LamaTable {
  const unseen: number[] = [];
  const onDiscard = new Array<number>(table.top + 1).fill(0);
  for (const v of table.discard) onDiscard[v]!++;
  for (let v = 1; v <= table.top; v++) {
    const n = table.copies[v]! - table.hands[seat]![v]! - onDiscard[v]!;
    for (let i = 0; i < n; i++) unseen.push(v);
  }
  const copy = table.clone();
  for (let q = 0; q < table.players; q++) {
    if (q === seat) continue;
    copy.hands[q] = new Array<number>(table.top + 1).fill(0);
    for (let k = 0; k < table.handSizes[q]!; k++) copy.hands[q]![takeCard(unseen, draws)]!++;
  }
  copy.stock = unseen;
  return copy;
}

/** Monte Carlo: for play-same, play-higher and draw (when legal), `playouts` random playouts of
 *  the rest of the round on determinized tables; quitting is worth the hand's points exactly. The
 *  lowest total round score wins; ties go to the action tried first (quit last). */
export function chooseMonteCarlo(
  table: LamaTable,
  seat: number,
  playouts: number,
  total: number,
  draws: Draws,
): LamaAction {
  const top = table.topCard;
  const candidates = [play(top), play(table.nextValue(top)), DRAW].filter((a) => table.isLegal(seat, a));
  let best = QUIT;
  let bestSum = table.penalty(seat) * playouts;
  const randomly = (t: LamaTable, s: number) => chooseRandom(t, s, draws);
  for (const action of candidates) {
    let sum = 0;
    for (let i = 0; i < playouts; i++) {
      const sim = determinize(table, seat, draws);
      if (!sim.apply(seat, action, draws)) playTurns(sim, (seat + 1) % sim.players, randomly, draws);
      sum += sim.handSizes[seat] === 0 ? -refund(table.rules, total) : sim.penalty(seat);
    }
    if (sum < bestSum || (sum === bestSum && best === QUIT)) {
      bestSum = sum;
      best = action;
    }
  }
  return best;
}
