// The plain-TypeScript twin of assembly/games/lama/kernel.ts: the rules of seed 004 followed step by step, to be
// read rather than to be fast. Tests play the same games with this and with the kernel from the
// same stream and require identical results game by game, draw for draw.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import { GameTooLongError } from '../../core/errors.js';
import { LAMA_MAX_ROUNDS, type LamaRules, topValue, valueCopies, valuePoints } from './rules.js';
import type { SeatStrategy } from './strategies.js';

export type LamaAction = { kind: 'play'; value: number } | { kind: 'draw' } | { kind: 'quit' };

/**
 * Takes a card from a pile after one step of Fisher-Yates from its end: the last card is swapped
 * with a card chosen uniformly from the whole pile, then taken. Taken one at a time, the cards come
 * out exactly as a Fisher-Yates shuffle would order them, shuffling no further than needed.
 */
export function takeCard(pile: number[], draws: Draws): number {
  const last = pile.length - 1;
  const j = draws.draw(pile.length);
  [pile[last], pile[j]] = [pile[j]!, pile[last]!];
  return pile.pop()!;
}

/** One round's table: hands as counts per value, who has quit, the stock and the discard pile. */
export class LamaTable {
  readonly top: number;
  readonly points: readonly number[];
  readonly copies: readonly number[];
  hands: number[][];
  handSizes: number[];
  hasQuit: boolean[];
  /** The stock; cards are drawn from its end. */
  stock: number[];
  /** The discard pile; its last card is the top card. */
  discard: number[];

  constructor(
    readonly rules: LamaRules,
    readonly players: number,
  ) {
    this.top = topValue(rules);
    this.points = valuePoints(rules);
    this.copies = valueCopies(rules);
    this.hands = [];
    this.handSizes = [];
    this.hasQuit = [];
    this.stock = [];
    this.discard = [];
  }

  /** "Before each round, the cards are shuffled; each player is dealt [six] cards; the top card
   *  from the stock is turned face-up to start the discard pile." The deck is gathered in value
   *  order and every card is taken with takeCard: the stock is shuffled as it is dealt and drawn. */
  deal(draws: Draws): void {
    this.stock = [];
    for (let v = 1; v <= this.top; v++) for (let i = 0; i < this.copies[v]!; i++) this.stock.push(v);
    this.hands = Array.from({ length: this.players }, () => new Array<number>(this.top + 1).fill(0));
    for (const hand of this.hands) {
      for (let k = 0; k < this.rules.handSize; k++) hand[takeCard(this.stock, draws)]!++;
    }
    this.handSizes = new Array<number>(this.players).fill(this.rules.handSize);
    this.hasQuit = new Array<boolean>(this.players).fill(false);
    this.discard = [takeCard(this.stock, draws)];
  }

  get topCard(): number {
    return this.discard.at(-1)!;
  }

  /** The value that may follow v: one higher, and after the highest value (the llama) a 1. */
  nextValue(v: number): number {
    return v === this.top ? 1 : v + 1;
  }

  /** "Play a card equal to the top card or one higher." */
  fits(value: number): boolean {
    return value === this.topCard || value === this.nextValue(this.topCard);
  }

  get stillIn(): number {
    return this.hasQuit.filter((q) => !q).length;
  }

  /** "Draw a card: only while the stock is not empty and another player is still in the round." */
  canDraw(seat: number): boolean {
    return this.stock.length > 0 && !this.hasQuit[seat] && this.stillIn > 1;
  }

  isLegal(seat: number, action: LamaAction): boolean {
    if (this.hasQuit[seat]) return false;
    if (action.kind === 'quit') return true;
    if (action.kind === 'draw') return this.canDraw(seat);
    const { value } = action;
    return (
      Number.isInteger(value) &&
      value >= 1 &&
      value <= this.top &&
      this.hands[seat]![value]! > 0 &&
      this.fits(value)
    );
  }

  /** Applies a legal action (a draw takes its card with `draws`); returns true when it ends the round. */
  apply(seat: number, action: LamaAction, draws: Draws): boolean {
    const hand = this.hands[seat]!;
    if (action.kind === 'draw') {
      hand[takeCard(this.stock, draws)]!++;
      this.handSizes[seat]!++;
      return false;
    }
    if (action.kind === 'quit') {
      this.hasQuit[seat] = true;
      return this.stillIn === 0;
    }
    hand[action.value]!--;
    this.handSizes[seat]!--;
    this.discard.push(action.value);
    return this.handSizes[seat] === 0;
  }

  /** "Each distinct card value left in hand once, a llama counting [llamaPoints]." */
  penalty(seat: number): number {
    let sum = 0;
    this.hands[seat]!.forEach((n, v) => {
      if (v > 0 && n > 0) sum += this.points[v]!;
    });
    return sum;
  }

  clone(): LamaTable {
    const copy = new LamaTable(this.rules, this.players);
    copy.hands = this.hands.map((h) => [...h]);
    copy.handSizes = [...this.handSizes];
    copy.hasQuit = [...this.hasQuit];
    copy.stock = [...this.stock];
    copy.discard = [...this.discard];
    return copy;
  }
}

/** What going out takes off a total: the large token from returnLarge up, else the small one,
 *  never below 0 (seed: "loses 10 points if at 10 or more, else 1"). */
export function refund(rules: LamaRules, total: number): number {
  return total >= rules.returnLarge ? rules.returnLarge : Math.min(total, rules.returnSmall);
}

/** Hooks for watching a game (the trace command prints them). */
export interface LamaObserver {
  roundStart?(round: number, starter: number, table: LamaTable): void;
  turn?(seat: number, action: LamaAction | { kind: 'pass' }, table: LamaTable): void;
  roundEnd?(
    round: number,
    wentOut: number | undefined,
    taken: readonly number[],
    totals: readonly number[],
  ): void;
}

/** How one round ended. */
export interface RoundResult {
  choices: number;
  decisions: number;
  /** The seat that played its last card, or undefined when everyone quit. */
  wentOut: number | undefined;
  /** The seat whose action ended the round (went out, or quit last). */
  ender: number;
}

/** Thrown when a strategy returns an action the rules do not allow: a bug in the strategy. */
export class IllegalActionError extends Error {
  constructor(seat: number, strategy: string, action: LamaAction) {
    super(
      `lama: seat ${seat + 1}'s strategy (${strategy}) chose an illegal action: ${describeAction(action)}`,
    );
    this.name = 'IllegalActionError';
  }
}

export function describeAction(action: LamaAction): string {
  return action.kind === 'play' ? `play a ${action.value}` : action.kind;
}

/** Who acts at the table: each seat's strategy, or (in playouts) `random` everywhere. */
export type Chooser = (table: LamaTable, seat: number) => LamaAction;

/** A game's players: the action of `seat`, whose strategy is `strategy`, given the game's totals so
 *  far. Games are handed it (chooseAction in reference-strategies.ts plays each seat's strategy;
 *  tests plant an illegal choice, the analysis its own player) rather than importing the players,
 *  whose searches play turns by these rules. */
export type SeatChooser = (
  strategy: SeatStrategy,
  table: LamaTable,
  seat: number,
  totals: readonly number[],
  draws: Draws,
) => LamaAction;

/**
 * Plays turns from `first` until "a player plays their last card or every player has quit". A
 * player who has quit only passes (a turn slot, counted in choices, not in decisions).
 */
export function playTurns(
  table: LamaTable,
  first: number,
  choose: Chooser,
  draws: Draws,
  observer?: LamaObserver,
  check?: (seat: number, action: LamaAction) => void,
): RoundResult {
  let choices = 0;
  let decisions = 0;
  for (let seat = first; ; seat = (seat + 1) % table.players) {
    choices++;
    if (table.hasQuit[seat]) {
      observer?.turn?.(seat, { kind: 'pass' }, table);
      continue;
    }
    decisions++;
    const action = choose(table, seat);
    check?.(seat, action);
    const ended = table.apply(seat, action, draws);
    observer?.turn?.(seat, action, table);
    if (ended) {
      const wentOut = table.handSizes[seat] === 0 ? seat : undefined;
      return { choices, decisions, wentOut, ender: seat };
    }
  }
}

/** What one game comes to (the kernel's per-game log has the same fields). */
export interface LamaGameRecord {
  rounds: number;
  choices: number;
  decisions: number;
  /** Rounds ended by someone going out (the rest ended with everyone quitting). */
  outs: number;
  leadChanges: number;
  /** Draws taken from the stream by this game (deals, random choices, playouts). */
  draws: number;
  /** Bit p set: seat p has a share of the win. */
  winners: number;
  /** Points taken in all rounds by all players. */
  penalties: number;
  scores: number[];
}

export interface LamaGameSetup {
  readonly rules: LamaRules;
  readonly seats: readonly SeatStrategy[];
  /** Rounds per game; undefined plays to the target. */
  readonly rounds?: number | undefined;
}

/** Plays one game: rounds until someone reaches the target (or the round limit), lowest total
 *  wins. `seatChooser` chooses each seat's actions (chooseAction: as its strategy says). */
export function playReferenceGame(
  setup: LamaGameSetup,
  draws: Draws,
  seatChooser: SeatChooser,
  observer?: LamaObserver,
): LamaGameRecord {
  const { rules, seats } = setup;
  const players = seats.length;
  const start = draws.drawn;
  const totals = new Array<number>(players).fill(0);
  const record: LamaGameRecord = {
    rounds: 0,
    choices: 0,
    decisions: 0,
    outs: 0,
    leadChanges: 0,
    draws: 0,
    winners: 0,
    penalties: 0,
    scores: totals,
  };
  let leader: number | undefined;
  let lastEnder = 0;
  const table = new LamaTable(rules, players);
  const choose: Chooser = (t, seat) => seatChooser(seats[seat]!, t, seat, totals, draws);
  const check = (seat: number, action: LamaAction) => {
    if (!table.isLegal(seat, action)) throw new IllegalActionError(seat, seats[seat]!.name, action);
  };
  for (;;) {
    // rotate: "round r (from 0) starts with seat r mod n"; fixed: seat 0; last: who ended the last round
    const round = record.rounds;
    const starter = rules.starter === 'rotate' ? round % players : rules.starter === 'fixed' ? 0 : lastEnder;
    table.deal(draws);
    observer?.roundStart?.(round, starter, table);
    const result = playTurns(table, starter, choose, draws, observer, check);
    lastEnder = result.ender;
    record.rounds++;
    record.choices += result.choices;
    record.decisions += result.decisions;
    if (result.wentOut !== undefined) record.outs++;
    const taken = totals.map((total, seat) => (seat === result.wentOut ? 0 : table.penalty(seat)));
    totals.forEach((total, seat) => {
      totals[seat] = seat === result.wentOut ? total - refund(rules, total) : total + taken[seat]!;
    });
    record.penalties += taken.reduce((a, b) => a + b, 0);
    observer?.roundEnd?.(round, result.wentOut, taken, totals);
    // a lead change: a different player alone on the lowest total than the last one alone there
    const low = Math.min(...totals);
    const atLow = totals.flatMap((t, seat) => (t === low ? [seat] : []));
    if (atLow.length === 1) {
      if (leader !== undefined && leader !== atLow[0]) record.leadChanges++;
      leader = atLow[0];
    }
    if (totals.some((t) => t >= rules.target) || record.rounds === setup.rounds) break;
    // the kernel's guard, so that trace refuses what simulate refuses instead of filling the heap
    if (record.rounds >= LAMA_MAX_ROUNDS) throw new GameTooLongError();
  }
  const low = Math.min(...totals);
  const tied = totals.flatMap((t, seat) => (t === low ? [seat] : []));
  const winners = rules.ties === 'shared' ? tied : tied.slice(0, 1);
  record.winners = winners.reduce((mask, seat) => mask | (1 << seat), 0);
  record.draws = draws.drawn - start;
  return record;
}

/** The first `games` games of chunk `chunk` of a run with seed `seed`, each seat chosen for by
 *  `seatChooser` (chooseAction: as its strategy says). */
export function referenceLamaChunk(
  setup: LamaGameSetup,
  seed: bigint,
  chunk: number,
  games: number,
  seatChooser: SeatChooser,
): LamaGameRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => playReferenceGame(setup, stream, seatChooser));
}
