// Floating-point sums added in chunk order, whatever order the chunks come back in: their bits
// depend on the order of addition, and a fixed one makes them the same on any number of threads.

/** Adds chunks' sums in chunk order from `first`: a chunk that comes back early waits for the
 *  chunks before it (a few at most: those still playing on other threads). */
export class ChunkOrderSums {
  private next: number;
  private total: Float64Array | undefined;
  private readonly waiting = new Map<number, Float64Array>();

  constructor(first: number) {
    this.next = first;
  }

  add(chunk: number, sums: Float64Array): void {
    this.waiting.set(chunk, sums);
    for (let ready = this.waiting.get(this.next); ready; ready = this.waiting.get(this.next)) {
      this.waiting.delete(this.next++);
      const total = (this.total ??= new Float64Array(ready.length));
      for (let i = 0; i < total.length; i++) total[i]! += ready[i]!;
    }
  }

  /** The sums of every chunk added; throws if one before the last added is missing (a bug). */
  sums(): Float64Array {
    if (this.waiting.size > 0) throw new Error(`chunk ${this.next} never came back`);
    if (!this.total) throw new Error('no chunk came back');
    return this.total;
  }
}
