// The plain-TypeScript twin of assembly/games/monopoly/kernel.ts: one piece's turns followed rule
// by rule, drawing from the same stream in the same order (the decks' shuffles first, then each
// throw's two dice, and each card drawn with replacement as it comes). Tests require the kernel to
// count the same turns on the same squares, game by game.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import { BOARD_SQUARES, CARDS_PER_DECK, GO, IN_JAIL, JAIL_SQUARE, SQUARES } from './board.js';
import { type MonopolyRules, cardDestination } from './rules.js';

/** One game's rules and length: `warmup` turns played first and not counted, then `turns`. */
export interface MonopolyGame extends MonopolyRules {
  readonly turns: number;
  readonly warmup: number;
}

/** Why a piece went to jail. */
export type JailReason = 'three doubles' | 'go to jail square' | 'card';

/** Hooks for watching a game (the trace command prints them). */
export interface MonopolyObserver {
  shuffle?(deck: 'chance' | 'chest', order: readonly number[]): void;
  turn?(turn: number, counted: boolean): void;
  roll?(d1: number, d2: number, from: number, to: number): void;
  card?(deck: 'chance' | 'chest', card: number, from: number, to: number): void;
  jail?(reason: JailReason): void;
  leaveJail?(how: 'paid' | 'doubles' | 'paid after three tries'): void;
  stayInJail?(attempt: number): void;
  turnEnd?(position: number): void;
}

/** One game: the turns counted on each position (0-39 the squares, 40 in jail) and where the
 *  game's first draw is in the chunk's stream. */
export interface MonopolyRecord {
  counts: number[];
  position: number;
}

class Deck {
  private readonly order: number[];
  private next = 0;
  constructor(
    private readonly rules: MonopolyRules,
    private readonly draws: Draws,
  ) {
    this.order = Array.from({ length: CARDS_PER_DECK }, (_, i) => i);
    if (rules.deck === 'without-replacement') {
      // Fisher-Yates from the top index down, one draw per swap
      for (let i = CARDS_PER_DECK - 1; i > 0; i--) {
        const j = draws.draw(i + 1);
        [this.order[i], this.order[j]] = [this.order[j]!, this.order[i]!];
      }
    }
  }
  get cards(): readonly number[] {
    return this.order;
  }
  /** The next card: any card (with replacement), or the top one, which goes back at the bottom. */
  draw(): number {
    if (this.rules.deck === 'with-replacement') return this.draws.draw(CARDS_PER_DECK);
    const card = this.order[this.next]!;
    this.next = (this.next + 1) % CARDS_PER_DECK;
    return card;
  }
}

/** One piece on the board. */
class Piece {
  square = GO;
  inJail = false;
  /** Failed throws for doubles in jail so far (the long stay). */
  jailTries = 0;
  constructor(
    private readonly rules: MonopolyRules,
    private readonly draws: Draws,
    private readonly chance: Deck,
    private readonly chest: Deck,
    private readonly observer?: MonopolyObserver,
  ) {}

  private goToJail(reason: JailReason): void {
    this.square = JAIL_SQUARE;
    this.inJail = true;
    this.jailTries = 0;
    this.observer?.jail?.(reason);
  }

  /** Moves `steps` squares on and follows the square landed on (and the card's square, when a
   *  card moves the piece onto another card square). Returns false if the piece went to jail. */
  private move(steps: number, d1: number, d2: number): boolean {
    const from = this.square;
    let square = (from + steps) % BOARD_SQUARES;
    this.observer?.roll?.(d1, d2, from, square);
    for (;;) {
      const kind = SQUARES[square]!.kind;
      if (kind === 'go-to-jail') {
        this.goToJail('go to jail square');
        return false;
      }
      if (kind !== 'chance' && kind !== 'chest') break;
      const card = (kind === 'chance' ? this.chance : this.chest).draw();
      const to = cardDestination(square, card);
      this.observer?.card?.(kind, card, square, to);
      if (to === IN_JAIL) {
        this.goToJail('card');
        return false;
      }
      if (to === square) break;
      square = to;
    }
    this.square = square;
    return true;
  }

  private throwDice(): [number, number] {
    return [this.draws.draw(6) + 1, this.draws.draw(6) + 1];
  }

  /** One turn: the throws of a turn out of jail, or a turn in jail. */
  turn(): void {
    if (this.inJail) {
      if (this.rules.jail === 'short') {
        this.inJail = false;
        this.observer?.leaveJail?.('paid');
      } else {
        const [d1, d2] = this.throwDice();
        if (d1 !== d2 && this.jailTries < 2) {
          this.jailTries++;
          this.observer?.roll?.(d1, d2, JAIL_SQUARE, JAIL_SQUARE);
          this.observer?.stayInJail?.(this.jailTries);
          return;
        }
        // doubles, or the third failed throw: out, moving by that throw, and the turn ends there
        // (the official rules: doubles thrown to leave jail do not roll again)
        this.inJail = false;
        this.observer?.leaveJail?.(d1 === d2 ? 'doubles' : 'paid after three tries');
        this.move(d1 + d2, d1, d2);
        return;
      }
    }
    for (let doubles = 0; ;) {
      const [d1, d2] = this.throwDice();
      if (d1 === d2 && ++doubles === 3) {
        this.observer?.roll?.(d1, d2, this.square, this.square);
        this.goToJail('three doubles');
        return;
      }
      if (!this.move(d1 + d2, d1, d2) || d1 !== d2) return;
    }
  }

  /** Where a turn ended: the square, or IN_JAIL. */
  get position(): number {
    return this.inJail ? IN_JAIL : this.square;
  }
}

/** Plays one game from `draws` and returns the turns counted on each position. */
export function playReferenceGame(game: MonopolyGame, draws: Draws, observer?: MonopolyObserver): number[] {
  const chance = new Deck(game, draws);
  const chest = new Deck(game, draws);
  if (game.deck === 'without-replacement') {
    observer?.shuffle?.('chance', chance.cards);
    observer?.shuffle?.('chest', chest.cards);
  }
  const piece = new Piece(game, draws, chance, chest, observer);
  const counts = new Array<number>(IN_JAIL + 1).fill(0);
  for (let t = 0; t < game.warmup + game.turns; t++) {
    const counted = t >= game.warmup;
    observer?.turn?.(t + 1, counted);
    piece.turn();
    observer?.turnEnd?.(piece.position);
    if (counted) counts[piece.position]!++;
  }
  return counts;
}

/** The first `games` games of chunk `chunk` of `seed`, one record each. */
export function referenceChunk(
  game: MonopolyGame,
  seed: bigint,
  chunk: number,
  games: number,
): MonopolyRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => {
    const position = stream.drawn;
    return { counts: playReferenceGame(game, stream), position };
  });
}
