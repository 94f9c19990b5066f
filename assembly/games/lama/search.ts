// L.A.M.A.'s search players on the kernel's table (assembly/games/lama/kernel.ts): `ismcts`, single-observer
// information-set MCTS (Cowling, Powley and Whitehouse 2012), and `mcts`, UCT on determinized
// hands. Both search the rest of the round and score it as `montecarlo` does (the round score, the
// refund for going out counted), reusing its deals (determinize) and playouts (runTurns).
//
// A tree node is an information set of the searching seat: the public actions taken since the
// decision (the top card, who has quit and who is to act follow from them); hidden cards and draws
// are not in it. Its four edges are the actions play-same, play-higher, draw and quit. Every
// iteration deals the hidden cards (ismcts: a new deal each iteration; mcts: one deal per world),
// walks down the tree choosing by UCB1 with availability counts (an edge counts the visits in which
// it was legal, since an opponent's options change with its dealt hand), adds one node, plays the
// round out with the playout policy and adds each seat's reward along the path.
//
// Nodes live in a pool the host allocates (its address and capacity come with the config): one
// node per iteration plus the root, reused by every decision; nothing is allocated.

import {
  DRAW,
  QUIT,
  S_QUIT,
  S_TOP,
  SIM,
  STATE_BYTES,
  WORLD,
  apply,
  canDraw,
  count,
  determinize,
  nextValue,
  players,
  playoutScore,
  returnLarge,
  rnd,
  runTurns,
  u32At,
} from './kernel';

// A node: the rewards summed over its visits (each from the view of the seat whose action led to
// it), its visits, its availability, its four children (0: not yet added; the root is node 0 and
// no one's child), its parent and the seat whose action led to it.
const N_REWARD: usize = 0; // f64
const N_VISITS: usize = 8;
const N_AVAILABLE: usize = 12;
const N_CHILDREN: usize = 16; // 4 × u32
const N_PARENT: usize = 32;
const N_ACTOR: usize = 36;
/** Bytes per node (src/games/lama/kernel.ts sizes the pool with it). */
export const NODE_BYTES: u32 = 40;

const EDGES: u32 = 4; // play same, play higher, draw, quit
const QUIT_ONLY: u32 = 1 << 3;
/** How many deals `mcts` searches, its budget shared between them (fewer if the budget is smaller). */
const MCTS_WORLDS: u32 = 10;

let pool: usize = 0;
let poolNodes: u32 = 0;
let nodesUsed: u32 = 0;
/** Rewards are (maxScore − round score) / rewardRange, in [0, 1]. */
let maxScore: u32 = 0;
let rewardRange: f64 = 1;

const VOTES: usize = memory.data(<i32>EDGES * 4, 16);
const VISITS: usize = memory.data(<i32>EDGES * 4, 16);

/** Where the node pool is, how many nodes it holds, and the highest round score of the rules. */
export function setSearchPool(address: usize, nodes: u32, highestScore: u32): void {
  pool = address;
  poolNodes = nodes;
  maxScore = highestScore;
  rewardRange = <f64>(highestScore + returnLarge);
}

@inline
function node(n: u32): usize {
  return pool + <usize>n * NODE_BYTES;
}

@inline
function child(at: usize, edge: u32): u32 {
  return load<u32>(at + N_CHILDREN + (<usize>edge << 2));
}

function addNode(parent: u32, actor: u32): u32 {
  assert(nodesUsed < poolNodes, 'lama: the search outgrew its node pool');
  const n = nodesUsed++;
  const at = node(n);
  memory.fill(at, 0, N_PARENT);
  store<u32>(at + N_PARENT, parent);
  store<u32>(at + N_ACTOR, actor);
  return n;
}

/** The edges seat p may take at table s: bit 0 play same, 1 play higher, 2 draw, 3 quit. */
function legalEdges(s: usize, p: u32): u32 {
  const top = load<u32>(s + S_TOP);
  let mask = QUIT_ONLY;
  if (count(s, p, top) > 0) mask |= 1;
  if (count(s, p, nextValue(top)) > 0) mask |= 2;
  if (canDraw(s)) mask |= 4;
  return mask;
}

function edgeAction(s: usize, edge: u32): u32 {
  const top = load<u32>(s + S_TOP);
  return edge == 0 ? top : edge == 1 ? nextValue(top) : edge == 2 ? DRAW : QUIT;
}

/**
 * ln x for x ≥ 1 from + − × ÷ alone, so that the twin (src/games/lama/reference-search.ts), doing the
 * same operations, gets the same bits: x = m · 2^k with m in (0.707, 1.414], then
 * ln m = 2 atanh((m − 1)/(m + 1)) by its series to the 15th power (error below 1e-13).
 */
function lnOf(x: f64): f64 {
  let k: f64 = 0;
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
    1 + s2 * (1 / 3.0 + s2 * (1 / 5.0 + s2 * (1 / 7.0 + s2 * (1 / 9.0 + s2 * (1 / 11.0 + s2 * (1 / 13.0 + s2 / 15.0))))));
  return k * 0.6931471805599453 + 2 * s * series;
}

/** UCB1 with availability: the legal child with the highest mean reward + C √(ln available / visits)
 *  (ties: the first edge). */
function selectEdge(at: usize, mask: u32, exploration: f64): u32 {
  let best: u32 = 0;
  let bestValue: f64 = -Infinity;
  for (let edge: u32 = 0; edge < EDGES; edge++) {
    if (((mask >> edge) & 1) == 0) continue;
    const c = node(child(at, edge));
    const visits = <f64>load<u32>(c + N_VISITS);
    const value =
      load<f64>(c + N_REWARD) / visits +
      exploration * Math.sqrt(lnOf(<f64>load<u32>(c + N_AVAILABLE)) / visits);
    if (value > bestValue) {
      best = edge;
      bestValue = value;
    }
  }
  return best;
}

/** One iteration on the deal in SIM: down the tree from the root (seat p to act), one new node,
 *  a playout, and the rewards back up the path. */
function iterate(p: u32, exploration: f64, policy: u32): void {
  let n: u32 = 0;
  let seat = p;
  let ended = false;
  for (;;) {
    const at = node(n);
    const mask = legalEdges(SIM, seat);
    let unexpanded: u32 = 0;
    for (let edge: u32 = 0; edge < EDGES; edge++) {
      if (((mask >> edge) & 1) != 0 && child(at, edge) == 0) unexpanded++;
    }
    let edge: u32 = 0;
    if (unexpanded > 0) {
      // add one of the legal edges never taken, chosen at random (no draw when there is one)
      let k = unexpanded > 1 ? rnd(unexpanded) : 0;
      for (; edge < EDGES; edge++) {
        if (((mask >> edge) & 1) == 0 || child(at, edge) != 0) continue;
        if (k == 0) break;
        k--;
      }
      store<u32>(at + N_CHILDREN + (<usize>edge << 2), addNode(n, seat));
    } else {
      edge = selectEdge(at, mask, exploration);
    }
    // every legal action already in the tree was available on this visit
    for (let e: u32 = 0; e < EDGES; e++) {
      if (((mask >> e) & 1) == 0 || child(at, e) == 0) continue;
      const c = node(child(at, e));
      store<u32>(c + N_AVAILABLE, load<u32>(c + N_AVAILABLE) + 1);
    }
    n = child(at, edge);
    ended = apply(SIM, seat, edgeAction(SIM, edge));
    if (ended) break;
    do seat = seat + 1 == players ? 0 : seat + 1;
    while (u32At(SIM, S_QUIT, seat) != 0);
    if (unexpanded > 0) break;
  }
  if (!ended) runTurns(SIM, seat, policy);
  while (n != 0) {
    const at = node(n);
    const score = playoutScore(SIM, load<u32>(at + N_ACTOR));
    store<u32>(at + N_VISITS, load<u32>(at + N_VISITS) + 1);
    store<f64>(at + N_REWARD, load<f64>(at + N_REWARD) + <f64>(<i64>maxScore - score) / rewardRange);
    n = load<u32>(at + N_PARENT);
  }
}

/** The root's most visited edge among `mask` (ties: the first). */
function mostVisited(mask: u32): u32 {
  let best: u32 = 0;
  let bestVisits: i64 = -1;
  for (let edge: u32 = 0; edge < EDGES; edge++) {
    if (((mask >> edge) & 1) == 0) continue;
    const c = child(node(0), edge);
    const visits: i64 = c == 0 ? 0 : <i64>load<u32>(node(c) + N_VISITS);
    if (visits > bestVisits) {
      best = edge;
      bestVisits = visits;
    }
  }
  return best;
}

/** A new tree: the root alone, seat p to act. */
function plantTree(p: u32): void {
  nodesUsed = 0;
  addNode(0, p);
}

/** Information-set MCTS: `budget` iterations on one tree, each on a new deal of the hidden cards;
 *  the most visited action. With quitting the only legal action, quits without searching. */
export function chooseIsmcts(s: usize, p: u32, budget: u32, exploration: f64, policy: u32): u32 {
  const mask = legalEdges(s, p);
  if (mask == QUIT_ONLY) return QUIT;
  plantTree(p);
  for (let i: u32 = 0; i < budget; i++) {
    determinize(s, p);
    iterate(p, exploration, policy);
  }
  return edgeAction(s, mostVisited(mask));
}

/**
 * Determinized UCT: MCTS_WORLDS deals of the hidden cards (or `budget` if fewer), the budget shared
 * between them (the first worlds take the remainder), a tree searched on each deal alone (draws still
 * random); each world votes for its most visited action. Most votes wins; ties: most visits in all
 * worlds, then the first edge. With quitting the only legal action, quits without searching.
 */
export function chooseMcts(s: usize, p: u32, budget: u32, exploration: f64, policy: u32): u32 {
  const mask = legalEdges(s, p);
  if (mask == QUIT_ONLY) return QUIT;
  const worlds = min(budget, MCTS_WORLDS);
  memory.fill(VOTES, 0, <usize>EDGES << 2);
  memory.fill(VISITS, 0, <usize>EDGES << 2);
  for (let w: u32 = 0; w < worlds; w++) {
    const iterations = budget / worlds + (w < budget % worlds ? 1 : 0);
    determinize(s, p);
    memory.copy(WORLD, SIM, <usize>STATE_BYTES);
    plantTree(p);
    for (let i: u32 = 0; i < iterations; i++) {
      if (i > 0) memory.copy(SIM, WORLD, <usize>STATE_BYTES);
      iterate(p, exploration, policy);
    }
    const vote = mostVisited(mask);
    store<u32>(VOTES + (<usize>vote << 2), load<u32>(VOTES + (<usize>vote << 2)) + 1);
    for (let edge: u32 = 0; edge < EDGES; edge++) {
      if (((mask >> edge) & 1) == 0) continue;
      const at = VISITS + (<usize>edge << 2);
      const c = child(node(0), edge);
      if (c != 0) store<u32>(at, load<u32>(at) + load<u32>(node(c) + N_VISITS));
    }
  }
  let best: u32 = 0;
  let bestKey: i64 = -1;
  for (let edge: u32 = 0; edge < EDGES; edge++) {
    if (((mask >> edge) & 1) == 0) continue;
    // votes first, total visits to break a tie (a world's visits are at most the budget)
    const key = (<i64>load<u32>(VOTES + (<usize>edge << 2)) << 32) | <i64>load<u32>(VISITS + (<usize>edge << 2));
    if (key > bestKey) {
      best = edge;
      bestKey = key;
    }
  }
  return edgeAction(s, best);
}
