// The exact answer for Candy Land with the with-replacement deck: every draw is then independent,
// so one player's game is an absorbing Markov chain whose steps are turns. Its state is the
// position (-1 off the board, 0..last); under "stuck" licorice the colour that frees you is the
// licorice space's own, so the position says it; under "lose-turn" a licorice space has a second
// state, "the next turn is skipped". Several players never meet on the board, so each needs an
// independent number of turns, and the turn order (a rotation, or seed 000's deck count, which
// depends only on how many cards were drawn) decides who gets there first.
//
// The real deck is dealt without replacement: the state would then include which cards are left
// in the pile (66 cards: far too many states), so there is no small chain, and boardsim reports
// simulation with confidence intervals instead.

import type { ConfigIssue } from '../../core/errors.js';
import type { CandyBoard } from './board.js';
import { candyMove, spacesUsed } from './rules.js';
import {
  type AbsorbingChain,
  canBeAbsorbed,
  expectedSteps,
  pmfMoments,
  pmfQuantile,
  reachable,
  sparseRow,
  stepDistribution,
  survival,
} from '../../exact/markov.js';
import { PERCENTILES } from '../../stats/percentiles.js';
import { grouped } from '../../core/digits.js';

/** Longest expected game (turns of one player) an edition may have. */
export const MAX_EXPECTED_TURNS = 1_000_000;

interface CandyChain {
  readonly chain: AbsorbingChain;
  readonly start: number;
  /** The position of each state, and whether its turn is skipped. */
  readonly states: readonly { position: number; skip: boolean }[];
}

/** One turn's outcome from a state: its probability, the next state (-1: the finish) and the
 *  special spaces it used (rules.ts's spacesUsed). */
export interface CandyStep {
  readonly p: number;
  readonly to: number;
  readonly used: readonly number[];
}

/** The chain's states, and from each the turn's outcomes: one per kind of card, or the skipped
 *  turn's certain step back to the same position. */
export function candySteps(board: CandyBoard): Omit<CandyChain, 'chain'> & { steps: CandyStep[][] } {
  const loseTurn = board.rules.licorice === 'lose-turn';
  const states: { position: number; skip: boolean }[] = [];
  for (let pos = -1; pos <= board.last; pos++) states.push({ position: pos, skip: false });
  const skipState = new Map<number, number>();
  if (loseTurn) {
    board.isLicorice.forEach((lic, pos) => {
      if (lic) {
        skipState.set(pos, states.length);
        states.push({ position: pos, skip: true });
      }
    });
  }
  const stateOf = (pos: number, skip: boolean) => (skip ? skipState.get(pos)! : pos + 1);
  const deckSize = board.deck.length;
  const steps = states.map(({ position, skip }) => {
    if (skip) return [{ p: 1, to: stateOf(position, false), used: [] }];
    return board.cards.map((card, kind) => {
      const m = candyMove(board, position, kind);
      const to = m.win ? -1 : stateOf(m.to, m.skipNext);
      return { p: card.count / deckSize, to, used: spacesUsed(board, m) };
    });
  });
  return { start: stateOf(board.start, false), states, steps };
}

/** One player's game, one turn a step, every card drawn from a full deck. */
export function candyChain(board: CandyBoard): CandyChain {
  const { start, states, steps } = candySteps(board);
  const exit = new Float64Array(states.length);
  const rows = steps.map((outcomes, s) => {
    const entries = new Map<number, number>();
    for (const { p, to } of outcomes) {
      if (to < 0) exit[s]! += p;
      else entries.set(to, (entries.get(to) ?? 0) + p);
    }
    return sparseRow(entries);
  });
  return { chain: { size: states.length, rows, exit }, start, states };
}

/**
 * Issues with an edition whose games never end, or practically never: positions a game can reach
 * but never leave for the finish (judged with every card possible at every draw), or an expected
 * length beyond MAX_EXPECTED_TURNS.
 */
export function candyTerminationIssues(board: CandyBoard): ConfigIssue[] {
  const { chain, start, states } = candyChain(board);
  const seen = reachable(chain, start);
  const escapes = canBeAbsorbed(chain);
  const trapped = [...new Set(seen.flatMap((r, s) => (r && !escapes[s] ? [states[s]!.position] : [])))];
  if (trapped.length > 0) {
    const names = trapped.map((p) => (p < 0 ? 'off the board' : `${p + 1} (${board.spaces[p]})`));
    const list =
      names.length > 8 ? `${names.slice(0, 8).join(', ')}, … (${names.length} spaces)` : names.join(', ');
    return [
      {
        code: 'candyland/never-ends',
        path: 'deck',
        message: `a game can never end: from space ${list} no sequence of cards reaches the finish`,
      },
    ];
  }
  const expected = expectedSteps(chain)[start]!;
  // a negative or infinite answer means the system is too ill-conditioned: the game is far too long
  if (!(expected >= 0 && expected <= MAX_EXPECTED_TURNS)) {
    const length =
      expected > 0 && Number.isFinite(expected) ? expected.toExponential(2) : 'astronomically many';
    return [
      {
        code: 'candyland/too-slow',
        path: 'deck',
        message: `a game lasts ${length} turns on average; boardsim refuses editions beyond ${grouped(MAX_EXPECTED_TURNS)} turns on average`,
      },
    ];
  }
  return [];
}

export interface DistributionSummary {
  mean: number;
  variance: number;
  sd: number;
  median: number;
  percentiles: Record<string, number>;
  /** pmf[t] = P(value t); pmf[0] = 0. */
  pmf: number[];
  /** Probability beyond the end of pmf. */
  tailMass: number;
}

export interface CandyExact {
  /** The winner's turns (one player: the game's turns). */
  readonly turns: DistributionSummary & { shortest: { turns: number; probability: number } };
  /** Turns of all players together (skipped turns count). */
  readonly moves: DistributionSummary;
  readonly seats: { winProbability: number }[];
}

function summary(pmf: number[]): DistributionSummary {
  const { mean, variance } = pmfMoments(pmf);
  return {
    mean,
    variance,
    sd: Math.sqrt(variance),
    median: pmfQuantile(pmf, 0.5),
    percentiles: Object.fromEntries(PERCENTILES.map((p) => [`p${p}`, pmfQuantile(pmf, p / 100)])),
    pmf,
    tailMass: Math.max(0, 1 - pmf.reduce((a, b) => a + b, 0)),
  };
}

/** The seat that plays each turn of the game (1-based turn k at index k - 1), for `turns` turns. */
export function turnSchedule(board: CandyBoard, players: number, turns: number): Int32Array {
  const seats = new Int32Array(turns);
  const deckSize = board.deck.length;
  let left = 0;
  for (let k = 0; k < turns; k++) {
    if (board.rules.turnOrder === 'rotation') seats[k] = k % players;
    else {
      // seed 000: len(cards) % len(players) before the draw; every turn draws one card
      seats[k] = left % players;
      left = (left === 0 ? deckSize : left) - 1;
    }
  }
  return seats;
}

/** Whether the exact answer exists for this board and number of players (else the reason). */
export function candyExactUnavailable(board: CandyBoard, players: number): string | undefined {
  if (board.rules.deck !== 'with-replacement') {
    return 'the deck is dealt without replacement, so the state of a game includes which cards are left in the pile: there is no small Markov chain. Use --deck with-replacement for the exact model of the published analyses, or simulate for estimates with confidence intervals';
  }
  if (
    players > 1 &&
    board.rules.turnOrder === 'deck-count' &&
    board.rules.licorice === 'lose-turn' &&
    board.isLicorice.includes(1)
  ) {
    return 'with turn order "deck-count", a skipped turn draws no card, so who plays next depends on the game: boardsim has no exact answer for several players here (simulate instead)';
  }
  return undefined;
}

/** Exact distributions of the winner's turns and of all moves, and seat win probabilities. */
export function exactCandy(board: CandyBoard, players = 1): CandyExact {
  const reason = candyExactUnavailable(board, players);
  if (reason) throw new Error(reason);
  const { chain, start } = candyChain(board);
  const one = stepDistribution(chain, start);
  const s = survival(one.pmf, one.remaining);
  /** P(a player needs more than t turns) = S(t + 1), 0 past the computed range (below 1e-15). */
  const beyond = (t: number) => s[Math.min(t + 1, s.length - 1)]!;
  const f = (t: number) => one.pmf[t] ?? 0;
  const horizon = players * (one.pmf.length + 1);
  const schedule = turnSchedule(board, players, horizon);
  const taken = new Array<number>(players).fill(0);
  const turnsPmf: number[] = [0];
  const movesPmf: number[] = [0];
  const wins = new Array<number>(players).fill(0);
  for (let k = 1; k <= horizon; k++) {
    const seat = schedule[k - 1]!;
    const m = ++taken[seat]!;
    // this seat wins on its m-th turn while every other seat has failed all its turns so far
    let p = f(m);
    for (let j = 0; j < players; j++) if (j !== seat) p *= beyond(taken[j]!);
    if (p === 0) continue;
    turnsPmf[m] = (turnsPmf[m] ?? 0) + p;
    movesPmf[k] = p;
    wins[seat]! += p;
  }
  const fill = (pmf: number[]) => Array.from(pmf, (v) => v ?? 0);
  const turns = summary(fill(turnsPmf));
  // one player's mean solved from (I − Q) x = 1: the pmf's sum misses its tail past 1e-15, which
  // moves the 12th digit (39.161086953676 instead of Rusin's 39.16108695367654…)
  if (players === 1) turns.mean = expectedSteps(chain)[start]!;
  const shortest = turns.pmf.findIndex((p) => p > 0);
  return {
    turns: { ...turns, shortest: { turns: shortest, probability: turns.pmf[shortest]! } },
    moves: summary(fill(movesPmf)),
    seats: wins.map((winProbability) => ({ winProbability })),
  };
}

/** Expected turns of one player by solving (I − Q) x = 1 (a cross-check of the pmf's mean). */
export function expectedCandyTurns(board: CandyBoard): number {
  const { chain, start } = candyChain(board);
  return expectedSteps(chain)[start]!;
}
