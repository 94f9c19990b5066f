// The plain-TypeScript twin of assembly/games/candyland/kernel.ts: Candy Land played card by card, following the
// rules as the seeds state them, written to be read rather than to be fast. Tests play thousands of
// games with this and with the kernel from the same stream and require identical results game by
// game; the benchmark uses it as the baseline for WebAssembly's speed-up.

import { ChunkStream, type Draws } from '../../rng/stream.js';
import { GameTooLongError } from '../../core/errors.js';
import type { CandyBoard } from './board.js';
import { CANDY_MAX_MOVES } from './rules.js';

/** Hooks for watching a game (the trace command prints them). */
export interface CandyObserver {
  /** `turn` counts the game's turns, all players together (1-based). */
  skipped?(player: number, turn: number, at: number): void;
  stuck?(player: number, turn: number, card: number, at: number): void;
  moved?(player: number, turn: number, card: number, from: number, to: number): void;
  shortcut?(player: number, from: number, to: number): void;
  licorice?(player: number, at: number): void;
  won?(player: number, turn: number, card: number, from: number): void;
}

/** What one game comes to. */
export interface CandyGameRecord {
  /** The winner's turns (with one player: the game's). */
  turns: number;
  /** Turns of all players together (a skipped turn counts). */
  moves: number;
  /** Turns lost to licorice: stuck without moving, or skipped. */
  lostTurns: number;
  shortcuts: number;
  /** Picture cards that sent a piece back. */
  backward: number;
  winner: number;
  /** Draws taken from the chunk's stream before this game's first card. */
  position: number;
}

/** A game's deck: dealt from a shuffled pile rebuilt when empty, or every card from a full deck. */
class Deck {
  private pile: number[] = [];
  /** Cards left in the pile (with replacement: as if the cards were dealt from one). */
  left = 0;
  constructor(
    private readonly board: CandyBoard,
    private readonly draws: Draws,
  ) {}

  draw(): number {
    const full = this.board.deck;
    if (this.left === 0) {
      this.pile = [...full];
      this.left = full.length;
    }
    this.left--;
    if (this.board.rules.deck === 'with-replacement') return full[this.draws.draw(full.length)]!;
    // the pile is shuffled as it is dealt (Fisher-Yates, one step a card): the top card is
    // swapped with a uniformly chosen card of those left; the last card needs no draw
    const top = this.pile.length - 1;
    const j = top === 0 ? 0 : this.draws.draw(top + 1);
    [this.pile[j], this.pile[top]] = [this.pile[top]!, this.pile[j]!];
    return this.pile.pop()!;
  }
}

class Player {
  position: number;
  turns = 0;
  skipNext = false;
  constructor(
    readonly seat: number,
    start: number,
  ) {
    this.position = start;
  }
}

/** Plays one game with `players` players; a game longer than `maxMoves` turns throws what the
 *  kernel's does (the trace then refuses what simulate refuses). */
export function playReferenceGame(
  board: CandyBoard,
  draws: Draws,
  players: number,
  observer?: CandyObserver,
  maxMoves = CANDY_MAX_MOVES,
): CandyGameRecord {
  const { rules, spaces, colorOf, isLicorice, shortcutTo } = board;
  const position = draws.drawn;
  const deck = new Deck(board, draws);
  const seats = Array.from({ length: players }, (_, s) => new Player(s, board.start));
  const record = { turns: 0, moves: 0, lostTurns: 0, shortcuts: 0, backward: 0, winner: 0, position };
  let next = 0;
  for (;;) {
    if (record.moves >= maxMoves) throw new GameTooLongError();
    // seed 000 picks the player as len(cards) % len(players), before the draw
    const player = seats[rules.turnOrder === 'deck-count' ? deck.left % players : next]!;
    next = (next + 1) % players;
    player.turns++;
    const turn = ++record.moves;
    if (player.skipNext) {
      player.skipNext = false;
      record.lostTurns++;
      observer?.skipped?.(player.seat, turn, player.position);
      continue;
    }
    const kind = deck.draw();
    const card = board.cards[kind]!;
    const from = player.position;
    const onLicorice = from >= 0 && isLicorice[from] === 1;
    if (onLicorice && rules.licorice === 'stuck' && card.color !== colorOf[from]) {
      // "stuck until you draw that colour": a picture card does not free you either
      record.lostTurns++;
      observer?.stuck?.(player.seat, turn, kind, from);
      continue;
    }
    let won = false;
    if (card.color < 0) {
      // a picture card: go to its space, even backwards (unless the rule says forwards only)
      if (rules.pictureCards === 'any-direction' || card.target > from) {
        if (card.target < from) record.backward++;
        player.position = card.target;
      }
      won = rules.winning === 'reach-last-space' && player.position === board.last;
    } else {
      const steps = rules.doubles === 'ignore' ? 1 : card.amount;
      for (let step = 1; step <= steps && !won; step++) {
        // the next space of the card's colour ahead
        let ahead = player.position + 1;
        while (ahead < spaces.length && colorOf[ahead] !== card.color) ahead++;
        if (ahead === spaces.length) {
          won = true; // no space of that colour ahead: the end of the board
          break;
        }
        player.position = ahead;
        if (rules.doubles === 'literal-000') {
          // seed 000's loop: stop on licorice, take a shortcut after each single step
          if (isLicorice[ahead]) break;
          if (shortcutTo[ahead]! >= 0) {
            record.shortcuts++;
            observer?.shortcut?.(player.seat, ahead, shortcutTo[ahead]!);
            player.position = shortcutTo[ahead]!;
          }
          won = rules.winning === 'reach-last-space' && player.position === board.last;
        }
      }
      if (!won && rules.doubles !== 'literal-000') {
        // a shortcut is taken when you land exactly on its start, at the end of the move
        const at = player.position;
        if (!isLicorice[at] && shortcutTo[at]! >= 0) {
          record.shortcuts++;
          observer?.shortcut?.(player.seat, at, shortcutTo[at]!);
          player.position = shortcutTo[at]!;
        }
        won = rules.winning === 'reach-last-space' && player.position === board.last;
      }
    }
    if (won) {
      observer?.won?.(player.seat, turn, kind, from);
      record.winner = player.seat;
      record.turns = player.turns;
      return record;
    }
    observer?.moved?.(player.seat, turn, kind, from, player.position);
    // landing on licorice; a picture card behind a piece that may only go forward leaves it
    // where it stands, which is not landing there again
    if (isLicorice[player.position] && player.position !== from) {
      observer?.licorice?.(player.seat, player.position);
      if (rules.licorice === 'lose-turn') player.skipNext = true;
    }
  }
}

/** The first `games` games of chunk `chunk` of a run with seed `seed`. */
export function referenceChunk(
  board: CandyBoard,
  seed: bigint,
  chunk: number,
  games: number,
  players = 1,
): CandyGameRecord[] {
  const stream = new ChunkStream(seed, BigInt(chunk));
  return Array.from({ length: games }, () => playReferenceGame(board, stream, players));
}
