// The partitioned count: every layer's stored states are split into P parts by a hash of the state,
// or with two parts by the parity of the pegs in a set of holes (kernel: ownerOf; part-owner.ts),
// each part in its own kernel instance on a host (this thread, a worker thread,
// a Web Worker, or, through files, anything). A layer is counted in four steps, each ended when
// every part has answered: begin (tables sized from the estimate, checked against the memory
// budget), expand (each part expands its states; successors owned by another part go to it in
// batches, from host to host; a host done before the others takes unexpanded states from them; each
// part reports how many batches it sent to each other part), drain
// (each part has merged as many batches as were sent to it), end (tables become the next layer).
// The coordinator sees no batch: it only counts them.
//
// Counts are integers added in any order, so every P and every host layout gives the same counts,
// bit for bit. (Random-play probabilities are floating-point sums: equal to about 1e-15.) As in the
// one-instance count, counts start in one 64-bit word; when an addition in any part carries out of
// the top word, every part counts that layer again with a word more (nothing wraps silently).

import { BoardsimError, CancelledError } from '../../core/errors.js';
import type { PegsCountResult, PegsFinalState, PegsKernelConfig, PegsLayer } from './kernel.js';
import { MAX_LOAD, PEGS_MAX_LIMBS } from './kernel.js';
import { type PegsPartFigures, entryBytesFor, outboxEntries } from './part-kernel.js';
import { type MemoryBudget, checkLayerMemory } from './memory.js';
import type { FromPartHost, ToPartHost } from './part-messages.js';
import { partOwnerMask } from './part-owner.js';

/** One host's end of the link: messages to it, and its messages and failure back. */
export interface PartHostLink {
  post(message: ToPartHost): void;
  listen(onMessage: (message: FromPartHost) => void, onFailure: (detail: string) => void): void;
}

/** The hosts of one count. */
export interface PartHosts {
  readonly links: readonly PartHostLink[];
  close(): Promise<void>;
}

export interface PartitionedCountOptions {
  readonly parts: number;
  readonly symmetries: readonly (readonly number[])[];
  readonly initialCount?: bigint;
  readonly budget?: MemoryBudget;
  readonly onLayer?: (layer: PegsLayer) => void;
  readonly signal?: AbortSignal;
}

/** The result, with the memory of every part. */
export interface PartitionedCountResult extends PegsCountResult {
  /** Each part's instance memory at the end (its peak). */
  partMemoryBytes: number[];
  /** States expanded by another part than their own (taken at layers' ends, when a part has
   *  finished its own before the others), over the whole count. */
  takenStates: number;
}

/** The most states a layer of a `holes`-hole board can have: C(holes, holes/2). More parts than
 *  that would leave some parts empty in every layer. */
export function widestLayerBound(holes: number): number {
  let c = 1;
  for (let k = 1; k <= Math.floor(holes / 2); k++) c = (c * (holes - k + 1)) / k;
  return Math.round(c);
}

/** The growth of the first layer (the start has few jumps; from then on the last layer's). */
const FIRST_GROWTH = 4;
/** Parts are filled by a hash, which splits a layer of millions of states within a fraction of a
 *  percent: a part's table is sized for the average share and this much more. (More slack made
 *  every part's table the next power of two up whenever the layer fell just under one, doubling
 *  the memory and the table's sweeps; a part that gets more than this grows its table in place.) */
const HASH_SLACK = 1.02;

class Coordinator {
  private failure?: Error;
  private wake?: () => void;
  private readonly got = new Map<string, FromPartHost[]>();
  private pegs: number;

  constructor(
    private readonly hosts: PartHosts,
    private readonly parts: number,
    holes: number,
  ) {
    this.pegs = holes - 1;
    hosts.links.forEach((link, h) =>
      link.listen(
        (message) => this.receive(message),
        (detail) =>
          this.fail(
            new BoardsimError([
              {
                code: 'pegs/worker-died',
                path: 'threads',
                message: `a counting worker (host ${h + 1} of ${hosts.links.length}) stopped during the layer of ${this.pegs} pegs (${detail}): the count is abandoned, no result`,
              },
            ]),
          ),
      ),
    );
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.wake?.();
  }

  private receive(message: FromPartHost): void {
    if (message.type === 'failed') {
      this.fail(
        message.error.issues
          ? new BoardsimError(message.error.issues)
          : Object.assign(new Error(message.error.message), { name: message.error.name }),
      );
    } else {
      const list = this.got.get(message.type) ?? [];
      list.push(message);
      this.got.set(message.type, list);
    }
    this.wake?.();
  }

  /** Waits until every part has answered `type`. */
  private async all<T extends FromPartHost['type']>(type: T): Promise<Extract<FromPartHost, { type: T }>[]> {
    const done = () => (this.got.get(type)?.length ?? 0) === this.parts;
    while (!this.failure && !done()) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
    if (this.failure) throw this.failure;
    const answers = this.got.get(type)!;
    this.got.delete(type);
    return (answers as Extract<FromPartHost, { type: T }>[]).sort((a, b) => partOf(a) - partOf(b));
  }

  broadcast(message: ToPartHost): void {
    for (const link of this.hosts.links) link.post(message);
  }

  async setup(config: PegsKernelConfig, options: PartitionedCountOptions) {
    const { links } = this.hosts;
    const ownerMask = partOwnerMask(config, options.symmetries, this.parts);
    links.forEach((link, h) =>
      link.post({
        type: 'setup',
        parts: Array.from({ length: this.parts }, (_, p) => p).filter((p) => p % links.length === h),
        setup: {
          config,
          symmetries: options.symmetries,
          parts: this.parts,
          ownerMask,
          ...(options.initialCount !== undefined && { initialCount: options.initialCount }),
        },
      }),
    );
    return this.all('ready');
  }

  /** Counts one layer with counts of `limbs` words, or of more when a count outgrows them. */
  async layer(limbs: number, bits: number[], pegs: number) {
    this.pegs = pegs;
    for (;;) {
      this.broadcast({ type: 'begin', limbs, bits });
      const begun = await this.all('begun');
      this.broadcast({ type: 'expand' });
      const expected = new Array<number>(this.parts).fill(0);
      let taken = 0;
      for (const expanded of await this.all('expanded')) {
        expanded.sent.forEach((n, to) => (expected[to]! += n));
        taken += expanded.taken;
      }
      this.broadcast({ type: 'drain', expected });
      const drained = await this.all('drained');
      if (!drained.some((d) => d.overflowed)) {
        this.broadcast({ type: 'end' });
        return { begun, ended: await this.all('ended'), limbs, taken };
      }
      if (limbs === PEGS_MAX_LIMBS)
        throw new BoardsimError([
          {
            code: 'pegs/too-large',
            path: 'board',
            message: `too large for the counting method: the layer of ${pegs - 1} pegs has a count past 2^${64 * PEGS_MAX_LIMBS}`,
          },
        ]);
      limbs++;
    }
  }
}

function partOf(message: FromPartHost): number {
  return 'part' in message ? message.part : 0;
}

/** Counts every game from the config's start with the layers split into `parts` parts. */
export async function countPegGamesPartitioned(
  hosts: PartHosts,
  config: PegsKernelConfig,
  options: PartitionedCountOptions,
): Promise<PartitionedCountResult> {
  const { parts } = options;
  const coordinator = new Coordinator(hosts, parts, config.holes);
  if (options.signal?.aborted) throw new CancelledError();
  const onAbort = () => coordinator.fail(new CancelledError());
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const ready = await coordinator.setup(config, options);
    const baseBytes = ready.map((r) => r.baseBytes);
    let counts = ready.map((r) => r.count);
    const initialCount = options.initialCount ?? 1n;
    let limbs = Math.max(1, Math.ceil(initialCount.toString(2).length / 64));
    let growth = FIRST_GROWTH;
    let partMemory = ready.map(() => 0);
    let takenStates = 0;
    const layers: PegsLayer[] = [];
    let onePeg: PegsFinalState[] = [];
    const capacity = outboxEntries(config.jumps.length, parts);
    for (let pegs = config.holes - 1; ; pegs--) {
      const entryBytes = entryBytesFor(limbs);
      const total = counts.reduce((a, b) => a + b, 0);
      const share = Math.ceil(((total * growth) / parts) * HASH_SLACK) + 1;
      const bits = Math.max(10, Math.ceil(Math.log2((share * 1.25) / MAX_LOAD)));
      const needs = counts.map(
        (count, p) => baseBytes[p]! + (count + parts * capacity) * entryBytes + 2 ** bits * entryBytes + 256,
      );
      const estimate = needs.reduce((sum, need, p) => sum + Math.max(need, partMemory[p]!), 0);
      if (options.budget) checkLayerMemory(options.budget, estimate, pegs - 1, layers.length === 0);
      const {
        begun,
        ended,
        limbs: used,
        taken,
      } = await coordinator.layer(
        limbs,
        counts.map(() => bits),
        pegs,
      );
      limbs = used;
      takenStates += taken;
      const figures = ended.map((e) => e.figures);
      partMemory = figures.map((f, p) => Math.max(f.memoryBytes, begun[p]!.memoryBytes));
      const layer = sumFigures(pegs, figures);
      layers.push(layer);
      options.onLayer?.(layer);
      const nextCounts = figures.map((f) => f.nextCount);
      const nextTotal = nextCounts.reduce((a, b) => a + b, 0);
      if (pegs - 1 === 1)
        onePeg = ended.flatMap((e) => e.onePeg ?? []).sort((a, b) => (a.state < b.state ? -1 : 1));
      if (nextTotal === 0) break;
      growth = nextTotal / Math.max(1, total);
      counts = nextCounts;
    }
    return {
      layers,
      onePeg,
      memoryBytes: partMemory.reduce((a, b) => a + b, 0),
      countWords: limbs,
      parts,
      partMemoryBytes: partMemory,
      takenStates,
    };
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

type LayerNumber = Exclude<keyof PegsLayer, 'pegs' | 'games'>;

function sumFigures(pegs: number, figures: readonly PegsPartFigures[]): PegsLayer {
  // in part order, so that the same P gives the same floating-point sums
  const sum = (field: LayerNumber) => figures.reduce((s, f) => s + f[field], 0);
  return {
    pegs,
    representatives: sum('representatives'),
    states: sum('states'),
    deadEndStates: sum('deadEndStates'),
    jumps: sum('jumps'),
    stateJumps: sum('stateJumps'),
    randomPlayProbability: sum('randomPlayProbability'),
    randomPlayJumps: sum('randomPlayJumps'),
    games: figures.reduce((s, f) => s + f.games, 0n),
  };
}
