// The dice a game written in JavaScript receives (a user's module: src/games/module.ts). Rolls
// come from the run's chunk stream, roll for roll the draws of the built-in games' kernels, out of
// word buffers the kernel fills in bulk: the default die's Lemire rule on half-words is applied
// here, one multiply a roll, with no call into WebAssembly.

import { BoardsimError } from '../core/errors.js';
import { describeValue } from '../core/options.js';
import type { WordSource } from './generators.js';
import { lemireDraw } from './methods.js';
import type { Draws } from './stream.js';

/** Words per refill of a buffered stream. */
export const STREAM_WORDS = 1024;

/** Refills `out` with the stream's next words. */
export type WordFiller = (out: Uint32Array) => void;

function badBound(n: unknown): never {
  throw new BoardsimError([
    {
      code: 'dice/bad-faces',
      path: 'faces',
      message: `a die has a whole number of faces from 1 to 2^32, not ${describeValue(n)}`,
    },
  ]);
}

/** A chunk's words through a buffer (for the dice other than the default, whose method is a twin). */
export class BufferedWords implements WordSource {
  private readonly words = new Uint32Array(STREAM_WORDS);
  private at = STREAM_WORDS;
  constructor(private readonly fill: WordFiller) {}
  nextWord(): number {
    if (this.at === STREAM_WORDS) {
      this.fill(this.words);
      this.at = 0;
    }
    return this.words[this.at++]!;
  }
}

/** Half-words in a buffer of STREAM_WORDS words. */
const HALVES = STREAM_WORDS * 2;

/** A game's dice in a run of the default die (xoshiro128x4:lemire16, the draws of src/rng/stream.ts's
 *  ChunkStream) from a buffer of words: half-words low first, Lemire's rule on each, read from the
 *  buffer by `next` itself. Every game of a run, its first one included (played from the twin's
 *  words), rolls with this one class: the call sites in a game's play() see one kind of dice (a
 *  second kind, or a Draws behind the dice, made every roll slower). */
export class StreamDice implements GameDice, Draws {
  private readonly words = new Uint32Array(STREAM_WORDS);
  private readonly halves = new Uint16Array(this.words.buffer);
  private at = HALVES;
  /** Half-words used before the current buffer. */
  private before = 0;
  private gameStart = 0;
  /** Half-words a game may use before `onLimit` is called (checked at each refill). */
  limit = Infinity;
  onLimit: () => void = () => {};

  constructor(private readonly fillWords: WordFiller) {}

  /** Half-words used so far. */
  get drawn(): number {
    return this.before + this.at;
  }

  /** Starts counting a new game's half-words for the limit. */
  startGame(): void {
    this.gameStart = this.before + this.at;
  }

  private refill(): void {
    this.before += this.at;
    if (this.before - this.gameStart > this.limit) this.onLimit();
    this.fillWords(this.words);
    this.at = 0;
  }

  private half(): number {
    if (this.at === HALVES) this.refill();
    return this.halves[this.at++]!;
  }

  /** A roll of a die with `faces` faces (default 6): 1 to faces. */
  next(faces = 6): number {
    if (!(faces >= 1 && faces <= 65536 && (faces | 0) === faces)) return this.wide(faces) + 1;
    if (this.at === HALVES) this.refill();
    const m = this.halves[this.at++]! * faces;
    // a d6 rejects 4 half-words in 65,536: the rule's loop is out of the way
    return ((m & 0xffff) < faces ? this.retry(m, faces) : m >>> 16) + 1;
  }

  /** Lemire's rule after a first half-word that may be rejected. */
  private retry(m: number, n: number): number {
    const t = 65536 % n;
    while ((m & 0xffff) < t) m = this.half() * n;
    return m >>> 16;
  }

  /** Above 65,536 faces: Lemire's rule on whole words, each two half-words, low first. */
  private wide(n: number): number {
    if (!(n >= 1 && n <= 2 ** 32 && n === Math.floor(n))) badBound(n);
    return lemireDraw(() => this.half() + this.half() * 65536, n);
  }

  /** A whole number from 0 to n - 1 (a card of a deck of n, a square of n). */
  draw(n: number): number {
    return this.next(n) - 1;
  }

  /** One item of `items`, each as likely. */
  pick<T>(items: readonly T[]): T {
    return pickWith(this, items);
  }

  /** Shuffles `items` in place (Fisher–Yates, from the end) and returns it. */
  shuffle<T>(items: T[]): T[] {
    return shuffleWith(this, items);
  }

  /** Fills `target` with rolls of a die with `faces` faces (default 6) and returns it. */
  fill<T extends number[] | Uint8Array | Uint16Array | Uint32Array>(target: T, faces = 6): T {
    for (let i = 0; i < target.length; i++) target[i] = this.next(faces);
    return target;
  }
}

/** The twin's words (src/rng/stream.ts) for a StreamDice: a run's first game, played before any
 *  kernel, rolls the same dice as the rest. */
export function twinWordFiller(stream: { nextWord(): number }): WordFiller {
  return (out) => {
    for (let i = 0; i < out.length; i++) out[i] = stream.nextWord();
  };
}

/** `pick` of a game's dice: the item at next(items.length) - 1. */
function pickWith<T>(dice: GameDice, items: readonly T[]): T {
  if (!Array.isArray(items) || items.length === 0)
    throw new TypeError(`dice.pick needs a list of at least one item, not ${describeValue(items)}`);
  return items[dice.next(items.length) - 1]!;
}

/** `shuffle` of a game's dice: Fisher–Yates from the end, item i swapped with item next(i + 1) - 1. */
function shuffleWith<T>(dice: GameDice, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = dice.next(i + 1) - 1;
    const item = items[i]!;
    items[i] = items[j]!;
    items[j] = item;
  }
  return items;
}

/** One roll as a trace records it: a die of `faces` faces gave `roll`. */
export interface RecordedRoll {
  readonly faces: number;
  readonly roll: number;
}

/** What a game's play function rolls with. Every method draws from the same stream, so a game
 *  replays exactly from its seed and its number whatever it rolls. */
export interface GameDice {
  /** A roll of a die with `faces` faces (default 6): 1 to faces. */
  next(faces?: number): number;
  /** A whole number from 0 to n - 1 (a card of a deck of n, a square of n). */
  draw(n: number): number;
  /** One item of `items`, each as likely. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles `items` in place (Fisher–Yates, from the end) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** Fills `target` with rolls of a die with `faces` faces (default 6) and returns it. */
  fill<T extends number[] | Uint8Array | Uint16Array | Uint32Array>(target: T, faces?: number): T;
}

/** The dice over a chunk's draws (the dice other than the default, and traces). */
export class GameRoller implements GameDice {
  constructor(
    private readonly draws: Draws,
    /** Called with each roll (a trace records them); absent in a run. */
    private readonly onRoll?: (roll: RecordedRoll) => void,
  ) {}

  /** A roll of a die with `faces` faces (default 6): 1 to faces. */
  next(faces = 6): number {
    const roll = this.draws.draw(faces) + 1;
    this.onRoll?.({ faces, roll });
    return roll;
  }

  /** A whole number from 0 to n - 1 (a card of a deck of n, a square of n). */
  draw(n: number): number {
    return this.next(n) - 1;
  }

  /** One item of `items`, each as likely. */
  pick<T>(items: readonly T[]): T {
    return pickWith(this, items);
  }

  /** Shuffles `items` in place (Fisher–Yates, from the end) and returns it. */
  shuffle<T>(items: T[]): T[] {
    return shuffleWith(this, items);
  }

  /** Fills `target` with rolls of a die with `faces` faces and returns it: target.length calls of
   *  next(faces). */
  fill<T extends number[] | Uint8Array | Uint16Array | Uint32Array>(target: T, faces = 6): T {
    for (let i = 0; i < target.length; i++) target[i] = this.next(faces);
    return target;
  }
}
