// Peg solitaire kernels: the exact count of every game by dynamic programming over board states,
// one layer (number of pegs) at a time, and random play for simulation.
//
// A state is a bitboard (bit i set = a peg in hole i, at most 64 holes). A jump over hole `over`
// from `from` to `to` is legal when (state & mask) == need, with mask = from|over|to and
// need = from|over, and it leads to state ^ mask. Every jump removes one peg, so the states with k
// pegs form a layer and a game is a path from the start down to a state with no legal jump.
//
// Board block (host-encoded by src/wasm/pegs.ts):
//   +0   u32 jumps J, u32 symmetries G (1 = none), u32 state bytes B (ceil(holes / 8)), u32 pad
//   +16  J × { u64 mask, u64 need }
//   then G × J × u64: the image of each jump's mask under each symmetry (symmetry 0 is the identity)
//   then G × B × 256 × u64: the image of byte b holding value v under each symmetry
//
// Symmetry: the G symmetries are the board symmetries that fix the start state. A layer stores one
// representative per orbit (the smallest image) and, as its count, the sum over the orbit of the
// number of paths to each state. Pushing that sum along each jump of the representative gives the
// next orbits' sums (the jumps of the other members are images of these), so no division is needed.
//
// Entries (host-allocated): u64 key, f64 probability (random play: every legal jump equally likely),
// then `limbs` u64 words of the count, least significant first. A layer is read from a dense array
// and written into an open-addressing hash table (linear probing, key 0 = empty: a state always
// has a peg). When a count does not fit in `limbs` words, the kernel stops with COUNT_OVERFLOW and
// the host widens the entries and does the layer again: never a silent wrap.

import { draw, seedStream } from './rng';
import { Status, addGames, histAdd } from './results';

export const PEGS_TABLE_FULL: i32 = 3;
export const PEGS_COUNT_OVERFLOW: i32 = 4;
export const PEGS_MAX_LIMBS: u32 = 4;
export const PEGS_MAX_SYMMETRIES: u32 = 16;
export const PEGS_MAX_JUMPS: u32 = 1024;
/** Words of the layer's dead-end count sum: one more than the widest entry, so no sum of at most
 *  2^64 entries can overflow it. */
export const PEGS_SUM_LIMBS: u32 = PEGS_MAX_LIMBS + 1;

// Layer result block, written by pegsLayer:
//   +0  u64 representatives   +8  u64 states (orbit sizes added)   +16 u64 dead-end representatives
//   +24 u64 dead-end states   +32 u64 next layer's representatives +40 u64 jumps from representatives
//   +48 f64 random-play probability of ending in this layer
//   +56 PEGS_SUM_LIMBS × u64: games ending in this layer (paths to its dead ends)
export const LAYER_BYTES: u32 = 56 + PEGS_SUM_LIMBS * 8;

const BOARD_HEADER: usize = 16;
// Images of the current state under each symmetry.
const IMAGES: usize = memory.data(<i32>PEGS_MAX_SYMMETRIES * 8, 16);
// The successors of the current state (representatives).
const KEYS: usize = memory.data(<i32>PEGS_MAX_JUMPS * 8, 16);
// The legal jumps of a random game's current state.
const LEGAL: usize = memory.data(<i32>PEGS_MAX_JUMPS * 4, 16);

@inline
function jumpCount(board: usize): u32 {
  return load<u32>(board);
}

/** murmur3's 64-bit finalizer: keys are bit patterns, so every bit must reach the high bits. */
@inline
function mix(key: u64): u64 {
  key ^= key >> 33;
  key *= 0xff51afd7ed558ccd;
  key ^= key >> 33;
  key *= 0xc4ceb9fe1a85ec53;
  return key ^ (key >> 33);
}

/** The image of `state` under symmetry `g`: one table look-up per byte. */
@inline
function transform(tables: usize, g: u32, bytes: u32, state: u64): u64 {
  let image: u64 = 0;
  let t = tables + ((<usize>g * bytes) << 11);
  for (let b: u32 = 0; b < bytes; b++) {
    image |= load<u64>(t + (<usize>((state >> (<u64>b << 3)) & 0xff) << 3));
    t += 2048;
  }
  return image;
}

/** Adds `limbs` words at `src` into those at `dst`; returns the carry out of the top word. */
@inline
function addLimbs(dst: usize, src: usize, limbs: u32): u64 {
  let carry: u64 = 0;
  for (let i: u32 = 0; i < limbs; i++) {
    const a = load<u64>(dst);
    const sum = a + load<u64>(src);
    const total = sum + carry;
    carry = <u64>(sum < a) | <u64>(total < sum);
    store<u64>(dst, total);
    dst += 8;
    src += 8;
  }
  return carry;
}

/** Adds an entry's count (`limbs` words) into a sum of PEGS_SUM_LIMBS words. */
function addToSum(sum: usize, src: usize, limbs: u32): void {
  let carry: u64 = 0;
  for (let i: u32 = 0; i < PEGS_SUM_LIMBS; i++) {
    const a = load<u64>(sum);
    const b: u64 = i < limbs ? load<u64>(src) : 0;
    const s = a + b;
    const total = s + carry;
    carry = <u64>(s < a) | <u64>(total < s);
    store<u64>(sum, total);
    sum += 8;
    src += 8;
  }
}

// The partitioned count (src/exact/pegs-partitioned.ts) splits every layer into `parts` parts by a
// hash of the stored state, each part in its own instance. pegsExpand adds the successors this part
// owns into its table and writes the others, as entries, into one outbox per part; pegsMerge adds
// a batch of such entries from another part. Both stop early, returning how far they got, when the
// table or an outbox has no room left: the host makes room (a larger table, outboxes sent) and calls
// again from there, so a layer is never redone.

/** The part (0 … parts-1) that owns a stored state: its own hash bits, independent of the table's
 *  slot (the slot uses the top bits of mix, the owner the low 32 bits). */
@inline
function ownerOf(key: u64, parts: u32): u32 {
  return <u32>(((mix(key) & 0xffffffff) * <u64>parts) >> 32);
}

/** Adds an entry (`key`, probability `share`, count at `src`) into the table: returns 1 when the
 *  key is new, 0 when it was there, -1 when its count needs more than `limbs` words. */
@inline
function insert(table: usize, shift: u64, slotMask: usize, entryBytes: usize, key: u64, share: f64, src: usize, limbs: u32): i32 {
  let slot = <usize>(mix(key) >> shift);
  while (true) {
    const p = table + slot * entryBytes;
    const found = load<u64>(p);
    if (found == key) {
      store<f64>(p, load<f64>(p, 8) + share, 8);
      return addLimbs(p + 16, src, limbs) != 0 ? -1 : 0;
    }
    if (found == 0) {
      store<u64>(p, key);
      store<f64>(p, share, 8);
      memory.copy(p + 16, src, <usize>limbs << 3);
      return 1;
    }
    slot = (slot + 1) & slotMask;
  }
}

/**
 * Expands entries `first` … `count`-1 of the dense layer at `cur`: each state's count and
 * probability go to its successors, into the table at `table` (2^bits entries) for the ones this
 * part owns and into outbox d (at outboxes + d·capacity entries, fill counts as u32 at `fills`) for
 * the ones part d owns. Adds the layer's figures into `out` (the table's fill count at out+32).
 * Stops before an entry whose successors would take the table past `limit` entries or an outbox
 * past `capacity`. Returns the index of the first entry not expanded, or -PEGS_COUNT_OVERFLOW.
 */
export function pegsExpand(
  board: usize,
  cur: usize,
  first: u32,
  count: u32,
  table: usize,
  bits: u32,
  limit: u32,
  limbs: u32,
  part: u32,
  parts: u32,
  outboxes: usize,
  capacity: u32,
  fills: usize,
  out: usize,
): i32 {
  if (bits < 1 || bits > 31 || limbs < 1 || limbs > PEGS_MAX_LIMBS || parts < 1) return -Status.BAD_ARGUMENT;
  const jumps = jumpCount(board);
  const syms = load<u32>(board, 4);
  const bytes = load<u32>(board, 8);
  if (syms < 1 || syms > PEGS_MAX_SYMMETRIES || jumps > PEGS_MAX_JUMPS) return -Status.BAD_ARGUMENT;
  const masks = board + BOARD_HEADER;
  const symMasks = masks + (<usize>jumps << 4);
  const tables = symMasks + ((<usize>syms * jumps) << 3);
  const entryBytes: usize = 16 + (<usize>limbs << 3);
  const slotMask = <usize>((<u64>1 << bits) - 1);
  const shift: u64 = 64 - <u64>bits;

  let filled = <u32>load<u64>(out, 32);
  let states: u64 = 0;
  let deadReps: u64 = 0;
  let deadStates: u64 = 0;
  let edges: u64 = 0;
  let deadProbability: f64 = 0;
  const deadSum = out + 56;

  let i = first;
  let e = cur + <usize>first * entryBytes;
  for (; i < count; i++, e += entryBytes) {
    const state = load<u64>(e);
    // the orbit's size is G divided by the number of symmetries that fix the state
    let fixedBy: u32 = 1;
    for (let g: u32 = 1; g < syms; g++) {
      const image = transform(tables, g, bytes, state);
      store<u64>(IMAGES + (<usize>g << 3), image);
      if (image == state) fixedBy++;
    }
    // the legal jumps' successors: all keys first, then the probes, so that the probes' cache
    // misses overlap
    let moves: u32 = 0;
    for (let j: u32 = 0; j < jumps; j++) {
      const m = masks + (<usize>j << 4);
      const mask = load<u64>(m);
      if ((state & mask) != load<u64>(m, 8)) continue;
      // the successor's representative: the smallest of its images, g(state ^ mask) = g(state) ^ g(mask)
      let key = state ^ mask;
      for (let g: u32 = 1; g < syms; g++) {
        const image = load<u64>(IMAGES + (<usize>g << 3)) ^ load<u64>(symMasks + ((<usize>g * jumps + j) << 3));
        if (image < key) key = image;
      }
      store<u64>(KEYS + (<usize>moves << 3), key);
      moves++;
    }
    // room for every successor of this state, wherever it goes (an outbox is never left over-full)
    if (filled + moves > limit) break;
    if (parts > 1) {
      let full = false;
      for (let d: u32 = 0; d < parts; d++) if (load<u32>(fills + (<usize>d << 2)) + moves > capacity) full = true;
      if (full) break;
    }
    const probability = load<f64>(e, 8);
    states += syms / fixedBy;
    if (moves == 0) {
      deadReps++;
      deadStates += syms / fixedBy;
      deadProbability += probability;
      addToSum(deadSum, e + 16, limbs);
      continue;
    }
    edges += moves;
    const share = probability / <f64>moves;
    for (let k: u32 = 0; k < moves; k++) {
      const key = load<u64>(KEYS + (<usize>k << 3));
      const owner = parts > 1 ? ownerOf(key, parts) : 0;
      if (owner == part) {
        const added = insert(table, shift, slotMask, entryBytes, key, share, e + 16, limbs);
        if (added < 0) return -PEGS_COUNT_OVERFLOW;
        filled += <u32>added;
      } else {
        const at = fills + (<usize>owner << 2);
        const fill = load<u32>(at);
        const r = outboxes + (<usize>owner * capacity + fill) * entryBytes;
        store<u64>(r, key);
        store<f64>(r, share, 8);
        memory.copy(r + 16, e + 16, <usize>limbs << 3);
        store<u32>(at, fill + 1);
      }
    }
  }
  store<u64>(out, load<u64>(out) + (i - first));
  store<u64>(out, load<u64>(out, 8) + states, 8);
  store<u64>(out, load<u64>(out, 16) + deadReps, 16);
  store<u64>(out, load<u64>(out, 24) + deadStates, 24);
  store<u64>(out, filled, 32);
  store<u64>(out, load<u64>(out, 40) + edges, 40);
  store<f64>(out, load<f64>(out, 48) + deadProbability, 48);
  return <i32>i;
}

/** Adds `count` entries at `records` (another part's outbox) into the table, stopping before a
 *  new state would take it past `limit` entries. Returns how many were added, or
 *  -PEGS_COUNT_OVERFLOW. */
export function pegsMerge(table: usize, bits: u32, limit: u32, limbs: u32, records: usize, count: u32, out: usize): i32 {
  if (bits < 1 || bits > 31 || limbs < 1 || limbs > PEGS_MAX_LIMBS) return -Status.BAD_ARGUMENT;
  const entryBytes: usize = 16 + (<usize>limbs << 3);
  const slotMask = <usize>((<u64>1 << bits) - 1);
  const shift: u64 = 64 - <u64>bits;
  let filled = <u32>load<u64>(out, 32);
  let i: u32 = 0;
  for (let r = records; i < count; i++, r += entryBytes) {
    if (filled >= limit) break;
    const added = insert(table, shift, slotMask, entryBytes, load<u64>(r), load<f64>(r, 8), r + 16, limbs);
    if (added < 0) return -PEGS_COUNT_OVERFLOW;
    filled += <u32>added;
  }
  store<u64>(out, filled, 32);
  return <i32>i;
}

/** Moves every entry of the table at `old` (`oldCapacity` entries) into the zeroed-here table at
 *  `table` (2^bits entries), which must be larger: a table that filled up mid-layer grows. */
export function pegsRehash(old: usize, oldCapacity: u32, table: usize, bits: u32, entryBytes: u32): void {
  const slotMask = <usize>((<u64>1 << bits) - 1);
  const shift: u64 = 64 - <u64>bits;
  memory.fill(table, 0, (slotMask + 1) * <usize>entryBytes);
  for (let i: u32 = 0, e = old; i < oldCapacity; i++, e += entryBytes) {
    const key = load<u64>(e);
    if (key == 0) continue;
    let slot = <usize>(mix(key) >> shift);
    while (load<u64>(table + slot * entryBytes) != 0) slot = (slot + 1) & slotMask;
    memory.copy(table + slot * entryBytes, e, entryBytes);
  }
}

/**
 * Expands the `count` entries of the dense layer at `cur` into the hash table at `next` (2^bits
 * entries, zeroed here), adding each state's count and probability to its successors', and writes
 * the layer's figures at `out`. Returns OK, PEGS_TABLE_FULL when the next layer would pass `limit`
 * entries (the host gives a larger table and calls again), or PEGS_COUNT_OVERFLOW when a count
 * needs more than `limbs` words (the host widens the entries and calls again).
 */
export function pegsLayer(
  board: usize,
  cur: usize,
  count: u32,
  next: usize,
  bits: u32,
  limit: u32,
  limbs: u32,
  out: usize,
): i32 {
  if (bits < 1 || bits > 31 || limbs < 1 || limbs > PEGS_MAX_LIMBS) return Status.BAD_ARGUMENT;
  memory.fill(next, 0, (<usize>1 << bits) * (16 + (<usize>limbs << 3)));
  memory.fill(out, 0, LAYER_BYTES);
  const done = pegsExpand(board, cur, 0, count, next, bits, limit, limbs, 0, 1, 0, 0, 0, out);
  if (done < 0) return -done;
  return <u32>done < count ? PEGS_TABLE_FULL : Status.OK;
}

/** Moves the filled entries of a hash table of `capacity` entries to its front, in order; returns
 *  how many there are (the next layer's dense array). */
export function pegsCompact(table: usize, capacity: u32, entryBytes: u32): u32 {
  let count: u32 = 0;
  let dst = table;
  let src = table;
  for (let i: u32 = 0; i < capacity; i++, src += entryBytes) {
    if (load<u64>(src) == 0) continue;
    if (dst != src) memory.copy(dst, src, entryBytes);
    dst += entryBytes;
    count++;
  }
  return count;
}

/** Widens `count` dense entries in place from `from` to `to` count words (the space after them
 *  must be free): last entry first, so no entry is overwritten before it has moved. */
export function pegsWiden(dense: usize, count: u32, from: u32, to: u32): void {
  const oldBytes: usize = 16 + (<usize>from << 3);
  const newBytes: usize = 16 + (<usize>to << 3);
  for (let i = <i64>count - 1; i >= 0; i--) {
    const src = dense + <usize>i * oldBytes;
    const dst = dense + <usize>i * newBytes;
    memory.copy(dst, src, oldBytes);
    memory.fill(dst + oldBytes, 0, newBytes - oldBytes);
  }
}

/**
 * Plays `games` random games from `start`: at each step one of the legal jumps, in board order,
 * is chosen with draw(number of legal jumps), even when there is only one, until none is left. Adds each game's pegs left to
 * metric 0 of the result block at `res` and, with `log` not 0, writes its final state as a u64 at
 * log + 8·g.
 */
export function pegsPlay(board: usize, start: u64, seed: u64, chunk: u64, games: u32, res: usize, log: usize): i32 {
  const jumps = jumpCount(board);
  if (jumps > PEGS_MAX_JUMPS) return Status.BAD_ARGUMENT;
  const masks = board + BOARD_HEADER;
  seedStream(seed, chunk);
  for (let g: u32 = 0; g < games; g++) {
    let state = start;
    while (true) {
      let legal: u32 = 0;
      for (let j: u32 = 0; j < jumps; j++) {
        const m = masks + (<usize>j << 4);
        if ((state & load<u64>(m)) == load<u64>(m, 8)) {
          store<u32>(LEGAL + (<usize>legal << 2), j);
          legal++;
        }
      }
      if (legal == 0) break;
      const pick = draw(legal);
      state ^= load<u64>(masks + (<usize>load<u32>(LEGAL + (<usize>pick << 2)) << 4));
    }
    histAdd(res, 0, <u32>popcnt<u64>(state));
    if (log != 0) store<u64>(log + (<usize>g << 3), state);
  }
  addGames(res, games);
  return Status.OK;
}

/** The part of `parts` that owns stored state `key` (the host places the start state with it). */
export function pegsOwner(key: u64, parts: u32): u32 {
  return ownerOf(key, parts);
}
