// The twin of assembly/games/lama/search.ts: the search players `ismcts` and `mcts` written plainly (a
// tree of objects), taking their random numbers in the kernel's order so both choose alike.
//
// A node is an information set of the searching seat: the public actions since the decision. Its
// edges are play-same, play-higher, draw and quit. Each iteration deals the hidden cards, walks down
// by UCB1 with availability counts, adds one node, plays the round out and adds every seat's reward
// (its round score turned into [0, 1]) along the path.

import type { Draws } from '../../rng/stream.js';
import { type LamaAction, type LamaTable, playTurns, refund } from './reference.js';
import { chooseGreedy, chooseRandom, determinize } from './reference-strategies.js';
import { STRATEGIES, type SearchSettings } from './strategies.js';

interface SearchNode {
  /** Rewards summed over the visits, from the view of `actor`, whose action led here. */
  reward: number;
  visits: number;
  /** Visits to the parent in which this node's action was legal. */
  available: number;
  readonly children: (SearchNode | undefined)[];
  readonly actor: number;
  readonly parent: SearchNode | undefined;
}

const newNode = (parent: SearchNode | undefined, actor: number): SearchNode => ({
  reward: 0,
  visits: 0,
  available: 0,
  children: [undefined, undefined, undefined, undefined],
  actor,
  parent,
});

/** How many deals `mcts` searches (fewer when the budget is smaller). */
const MCTS_WORLDS = 10;
const GREEDY_PLAYOUT_LIMIT = STRATEGIES.greedy.param.default;

/** The edges in the kernel's order, as actions at `table`. */
function edgeActions(table: LamaTable): LamaAction[] {
  const top = table.topCard;
  return [
    { kind: 'play', value: top },
    { kind: 'play', value: table.nextValue(top) },
    { kind: 'draw' },
    { kind: 'quit' },
  ];
}

const legalEdges = (table: LamaTable, seat: number): boolean[] =>
  edgeActions(table).map((action) => table.isLegal(seat, action));

/** ln x for x ≥ 1, by the kernel's arithmetic (lnOf in assembly/games/lama/search.ts), so the bits agree. */
export function lnOf(x: number): number {
  let k = 0;
  while (x >= 2) {
    x *= 0.5;
    k += 1;
  }
  if (x > 1.4142135623730951) {
    x *= 0.5;
    k += 1;
  }
  const s = (x - 1) / (x + 1);
  const s2 = s * s;
  const series =
    1 + s2 * (1 / 3 + s2 * (1 / 5 + s2 * (1 / 7 + s2 * (1 / 9 + s2 * (1 / 11 + s2 * (1 / 13 + s2 / 15))))));
  return k * 0.6931471805599453 + 2 * s * series;
}

/** The search of one decision: settings, and what turns a round score into a reward. */
class Search {
  private readonly maxScore: number;
  private readonly range: number;

  constructor(
    private readonly seat: number,
    private readonly settings: SearchSettings,
    private readonly totals: readonly number[],
    table: LamaTable,
    private readonly draws: Draws,
  ) {
    this.maxScore = table.points.slice(1).reduce((a, b) => a + b, 0);
    this.range = this.maxScore + table.rules.returnLarge;
  }

  /** One iteration on `sim`, a deal of the hidden cards: down the tree, one new node, a playout,
   *  rewards back up. */
  iterate(root: SearchNode, sim: LamaTable): void {
    let node = root;
    let seat = this.seat;
    let ended = false;
    for (;;) {
      const legal = legalEdges(sim, seat);
      const fresh = [0, 1, 2, 3].filter((e) => legal[e] && !node.children[e]);
      let edge: number;
      if (fresh.length > 0) {
        edge = fresh[fresh.length > 1 ? this.draws.draw(fresh.length) : 0]!;
        node.children[edge] = newNode(node, seat);
      } else {
        edge = this.select(node, legal);
      }
      // every legal action already in the tree was available on this visit
      legal.forEach((isLegal, e) => {
        const c = node.children[e];
        if (isLegal && c) c.available++;
      });
      node = node.children[edge]!;
      ended = sim.apply(seat, edgeActions(sim)[edge]!, this.draws);
      if (ended) break;
      do seat = (seat + 1) % sim.players;
      while (sim.hasQuit[seat]);
      if (fresh.length > 0) break;
    }
    if (!ended) playTurns(sim, seat, this.playout, this.draws);
    for (let n: SearchNode | undefined = node; n !== root && n; n = n.parent) {
      n.visits++;
      n.reward += (this.maxScore - this.roundScore(sim, n.actor)) / this.range;
    }
  }

  /** UCB1 with availability counts; ties go to the first edge. */
  private select(node: SearchNode, legal: boolean[]): number {
    let best = 0;
    let bestValue = -Infinity;
    legal.forEach((isLegal, e) => {
      if (!isLegal) return;
      const c = node.children[e]!;
      const value = c.reward / c.visits + this.settings.exploration * Math.sqrt(lnOf(c.available) / c.visits);
      if (value > bestValue) {
        best = e;
        bestValue = value;
      }
    });
    return best;
  }

  /** The round score montecarlo minimizes: the hand's points, or minus the refund for going out. */
  private roundScore(sim: LamaTable, seat: number): number {
    return sim.handSizes[seat] === 0 ? -refund(sim.rules, this.totals[seat]!) : sim.penalty(seat);
  }

  private readonly playout = (table: LamaTable, seat: number): LamaAction =>
    this.settings.policy === 'greedy'
      ? chooseGreedy(table, seat, GREEDY_PLAYOUT_LIMIT)
      : chooseRandom(table, seat, this.draws);
}

/** The root's most visited legal edge (ties: the first). */
function mostVisited(root: SearchNode, legal: boolean[]): number {
  let best = 0;
  let bestVisits = -1;
  legal.forEach((isLegal, e) => {
    const seen = root.children[e]?.visits ?? 0;
    if (isLegal && seen > bestVisits) {
      best = e;
      bestVisits = seen;
    }
  });
  return best;
}

/** Information-set MCTS: `budget` iterations on one tree, each on a new deal of the hidden cards;
 *  the most visited action. With quitting the only legal action, quits without searching. */
export function chooseIsmcts(
  table: LamaTable,
  seat: number,
  budget: number,
  settings: SearchSettings,
  totals: readonly number[],
  draws: Draws,
): LamaAction {
  const legal = legalEdges(table, seat);
  if (!legal[0] && !legal[1] && !legal[2]) return { kind: 'quit' };
  const search = new Search(seat, settings, totals, table, draws);
  const root = newNode(undefined, seat);
  for (let i = 0; i < budget; i++) search.iterate(root, determinize(table, seat, draws));
  return edgeActions(table)[mostVisited(root, legal)]!;
}

/** Determinized UCT: up to 10 deals of the hidden cards sharing the budget (the first worlds take
 *  the remainder), a tree on each deal alone (draws still random); each world votes for its most
 *  visited action. Most votes wins; ties: most visits in all worlds, then the first edge. */
export function chooseMcts(
  table: LamaTable,
  seat: number,
  budget: number,
  settings: SearchSettings,
  totals: readonly number[],
  draws: Draws,
): LamaAction {
  const legal = legalEdges(table, seat);
  if (!legal[0] && !legal[1] && !legal[2]) return { kind: 'quit' };
  const search = new Search(seat, settings, totals, table, draws);
  const worlds = Math.min(budget, MCTS_WORLDS);
  const votes = [0, 0, 0, 0];
  const visits = [0, 0, 0, 0];
  for (let w = 0; w < worlds; w++) {
    const iterations = Math.floor(budget / worlds) + (w < budget % worlds ? 1 : 0);
    const world = determinize(table, seat, draws);
    const root = newNode(undefined, seat);
    for (let i = 0; i < iterations; i++) search.iterate(root, world.clone());
    votes[mostVisited(root, legal)]!++;
    legal.forEach((isLegal, e) => {
      if (isLegal) visits[e]! += root.children[e]?.visits ?? 0;
    });
  }
  let best = 0;
  legal.forEach((isLegal, e) => {
    const more = votes[e]! > votes[best]! || (votes[e] === votes[best] && visits[e]! > visits[best]!);
    if (isLegal && (!legal[best] || more)) best = e;
  });
  return edgeActions(table)[best]!;
}
