// `ring-buffer` as plain TypeScript: the twin of assembly/lab/ring.ts (the model of seed 003's
// DiceVeryFast and its race is described there). The filler is splitmix64 through a range method.

import { SplitMix64Words } from './generators.js';
import { MethodDraws } from './methods.js';
import type { MethodName } from './dice.js';
import type { Draws } from './stream.js';

export const RING_SIZE = 1 << 19;
const BLOCK = 64;

export class RingDraws implements Draws {
  drawn = 0;
  private readonly filler: MethodDraws;
  private readonly ring: Uint8Array;
  private bound = 0;
  private readPos: number;
  private writePos: number;
  private writerCarry = 0;
  private readsLeft = 0;
  /** Writer speed in 1/65536 byte per read; 0 when the writer keeps up. */
  private readonly speed: number;

  /** `size`, a power of two, is the kernel's RING_SIZE but in tests of the ring's own logic (a lap of
   *  2^19 rolls takes seconds). */
  constructor(key: bigint, method: MethodName, writerSpeed?: number, size = RING_SIZE) {
    this.ring = new Uint8Array(size);
    this.writePos = size - 1;
    const words = new SplitMix64Words(key);
    this.readPos = words.nextWord() & (size - 1);
    this.filler = new MethodDraws(words, method);
    this.speed = writerSpeed === undefined ? 0 : Math.round(writerSpeed * 65536);
  }

  draw(n: number): number {
    if (this.bound === 0 && n <= 256) this.start(n);
    this.drawn++;
    if (n !== this.bound) return this.filler.draw(n);
    if (this.readsLeft === 0) {
      if (this.speed === 0) this.refillAll();
      else this.writerStep();
    }
    this.readsLeft--;
    const v = this.ring[this.readPos]!;
    this.readPos = (this.readPos + 1) % this.ring.length;
    return v;
  }

  /** Position of the reader in the ring (tests). */
  get position(): number {
    return this.readPos;
  }

  private start(n: number): void {
    this.bound = n;
    this.refillAll();
    this.readsLeft = this.speed === 0 ? this.ring.length : 0;
  }

  private refillAll(): void {
    for (let i = 0; i < this.ring.length; i++) this.ring[i] = this.filler.draw(this.bound);
    this.readsLeft = this.ring.length;
  }

  /** Before each block of 64 reads, the writer writes speed·64 fresh dice downwards. */
  private writerStep(): void {
    this.writerCarry += BLOCK * this.speed;
    const k = Math.floor(this.writerCarry / 65536);
    this.writerCarry %= 65536;
    for (let i = 0; i < k; i++) {
      this.ring[this.writePos] = this.filler.draw(this.bound);
      this.writePos = (this.writePos - 1 + this.ring.length) % this.ring.length;
    }
    this.readsLeft = BLOCK;
  }
}
