// Peg solitaire kernels: the exact count of every game by dynamic programming over board states,
// one layer (number of pegs) at a time, and random play for simulation.
//
// A state is a bitboard (bit i set = a peg in hole i, at most 64 holes). A jump over hole `over`
// from `from` to `to` is legal when (state & mask) == need, with mask = from|over|to and
// need = from|over, and it leads to state ^ mask. Every jump removes one peg, so the states with k
// pegs form a layer and a game is a path from the start down to a state with no legal jump.
//
// Board block (host-encoded by src/games/pegs/kernel.ts):
//   +0   u32 jumps J, u32 symmetries G (1 = none), u32 state bytes B (ceil(holes / 8)), u32 shapes K
//   +16  J × { u64 mask, u64 need }
//   then G × J × u64: the image of each jump's mask under each symmetry (symmetry 0 is the identity)
//   then G × B × 256 × u64: the image of byte b holding value v under each symmetry
//   then K × SHAPE_BYTES: the jumps grouped by shape (below)
//
// Jump shapes: jumps whose `over` and `to` lie the same number of holes (in index order) from their
// `from` form one shape, so one shape's legal jumps are found for every `from` at once with shifts:
// from & (over shifted to from) & ~(to shifted to from). The regular boards have few shapes (the
// triangle of side 7: 14 for 90 jumps; the English board: 12 for 76). A shape is
//   u64 froms (the holes a jump of this shape starts from), u64 shift right then u64 shift left that
//   move each `over` bit onto its `from` bit, the same two for `to`, then 64 × u16: the jump (its
//   index in the board's order) that starts from each hole.
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

import { draw, seedStream } from '../../rng';
import { Status, addGames, histAdd } from '../../results';

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
//   then u64 jumps from states (each representative's jumps times its orbit's size)
//   then f64 random-play jumps (each representative's jumps times its probability)
const LAYER_SUM: usize = 56;
const LAYER_STATE_JUMPS: usize = LAYER_SUM + PEGS_SUM_LIMBS * 8;
const LAYER_RANDOM_PLAY_JUMPS: usize = LAYER_STATE_JUMPS + 8;
export const LAYER_BYTES: u32 = <u32>LAYER_RANDOM_PLAY_JUMPS + 8;

const BOARD_HEADER: usize = 16;
const SHAPE_BYTES: usize = 40 + 64 * 2;
// Images of the current state under each symmetry.
const IMAGES: usize = memory.data(<i32>PEGS_MAX_SYMMETRIES * 8, 16);
// States are expanded in blocks: first the successors of every state of the block, then one read
// of each successor's table slot (independent reads, so their cache misses overlap instead of one
// after the other: the count is bound by them), then the additions, which then find the slots in
// cache. A block holds up to BLOCK_STATES states and never more than BLOCK_KEYS successors.
const BLOCK_STATES: u32 = 32;
const BLOCK_KEYS: u32 = 4 * PEGS_MAX_JUMPS;
// A batch from another part is added in blocks of about an expansion block's successors: a block
// of thousands had its slots' cache lines and address translations evicted again between finding
// them and adding into them.
const MERGE_BLOCK: u32 = 128;
// The block's successors (representatives), in the order of their states.
const KEYS: usize = memory.data(<i32>BLOCK_KEYS * 8, 16);
// Each successor's table slot, or REMOTE | the part that owns it.
const SLOTS: usize = memory.data(<i32>BLOCK_KEYS * 4, 16);
const REMOTE: u32 = 0x80000000;
// Each state of the block: its number of successors, and the size of its symmetry class.
const MOVES: usize = memory.data(<i32>BLOCK_STATES * 4, 16);
const ORBITS: usize = memory.data(<i32>BLOCK_STATES * 4, 16);
// Where the reads of the slots go (kept, so that no optimizer drops them).
const TOUCHED: usize = memory.data(8, 8);
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

/** The holes of `state` from which a jump of the shape at `shape` is legal. */
@inline
function legalFroms(shape: usize, state: u64): u64 {
  const over = (state >> load<u64>(shape, 8)) << load<u64>(shape, 16);
  const to = (state >> load<u64>(shape, 24)) << load<u64>(shape, 32);
  return load<u64>(shape) & state & over & ~to;
}

/** Copies `limbs` words (a count): a loop, cheaper than a bulk copy for one or two words. */
@inline
function copyLimbs(dst: usize, src: usize, limbs: u32): void {
  for (let i: u32 = 0; i < limbs; i++) store<u64>(dst + (<usize>i << 3), load<u64>(src + (<usize>i << 3)));
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

// The partitioned count (src/games/pegs/partitioned.ts) splits every layer into `parts` parts by a
// hash of the stored state, each part in its own instance. pegsExpand adds the successors this part
// owns into its table and writes the others, as entries, into one outbox per part; pegsMerge adds
// a batch of such entries from another part. Both stop early, returning how far they got, when the
// table or an outbox has no room left: the host makes room (a larger table, outboxes sent) and calls
// again from there, so a layer is never redone.

/** The part (0 … parts-1) that owns a stored state. With an owner mask (two parts only, chosen
 *  by the host: src/games/pegs/part-owner.ts), the parity of the pegs in the mask's holes: a jump
 *  changes it only when an odd number of its three holes are in the mask, so most successors stay
 *  in their state's part. Without, from the state's hash: its own hash bits, independent of the
 *  table's slot (the slot uses the top bits of mix, the owner the low 32 bits). */
@inline
function ownerOfHash(key: u64, hash: u64, parts: u32, ownerMask: u64): u32 {
  if (ownerMask != 0) return <u32>(popcnt<u64>(key & ownerMask) & 1);
  return <u32>(((hash & 0xffffffff) * <u64>parts) >> 32);
}

@inline
function ownerOf(key: u64, parts: u32, ownerMask: u64): u32 {
  return ownerOfHash(key, mix(key), parts, ownerMask);
}

/** Finds the slot (or owner) of each of the `keys` successors at KEYS and reads each local one's
 *  slot: the reads are independent, so their cache misses overlap. */
@inline
function locate(keys: u32, table: usize, shift: u64, entryBytes: usize, part: u32, parts: u32, ownerMask: u64): void {
  let touched: u64 = 0;
  for (let k: u32 = 0; k < keys; k++) {
    const key = load<u64>(KEYS + (<usize>k << 3));
    const hash = mix(key);
    const owner = ownerOfHash(key, hash, parts, ownerMask);
    let slot = <u32>(hash >> shift);
    if (owner == part) touched ^= load<u64>(table + <usize>slot * entryBytes);
    else slot = REMOTE | owner;
    store<u32>(SLOTS + (<usize>k << 2), slot);
  }
  store<u64>(TOUCHED, touched);
}

/** Adds an entry (`key`, probability `share`, count at `src`) into the table, probing from `slot`
 *  (its hash's top bits): returns 1 when the key is new, 0 when it was there, -1 when its count
 *  needs more than `limbs` words. */
@inline
function insert(table: usize, slot: usize, slotMask: usize, entryBytes: usize, key: u64, share: f64, src: usize, limbs: u32): i32 {
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
      copyLimbs(p + 16, src, limbs);
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
 * past `capacity`. The owner of a successor: ownerOf (`ownerMask` 0 for the hash). Returns the
 * index of the first entry not expanded, or -PEGS_COUNT_OVERFLOW.
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
  ownerMask: u64,
): i32 {
  if (bits < 1 || bits > 31 || limbs < 1 || limbs > PEGS_MAX_LIMBS || parts < 1) return -Status.BAD_ARGUMENT;
  if (ownerMask != 0 && parts != 2) return -Status.BAD_ARGUMENT;
  const jumps = jumpCount(board);
  const syms = load<u32>(board, 4);
  const bytes = load<u32>(board, 8);
  if (syms < 1 || syms > PEGS_MAX_SYMMETRIES || jumps > PEGS_MAX_JUMPS) return -Status.BAD_ARGUMENT;
  const masks = board + BOARD_HEADER;
  const symMasks = masks + (<usize>jumps << 4);
  const tables = symMasks + ((<usize>syms * jumps) << 3);
  const shapes = load<u32>(board, 12);
  const shapesAt = tables + ((<usize>syms * bytes) << 11);
  const entryBytes: usize = 16 + (<usize>limbs << 3);
  const slotMask = <usize>((<u64>1 << bits) - 1);
  const shift: u64 = 64 - <u64>bits;

  let filled = <u32>load<u64>(out, 32);
  let states: u64 = 0;
  let deadReps: u64 = 0;
  let deadStates: u64 = 0;
  let edges: u64 = 0;
  let deadProbability: f64 = 0;
  let stateJumps: u64 = 0;
  let randomPlayJumps: f64 = 0;
  const deadSum = out + LAYER_SUM;
  // the fullest outbox: every successor of a block could go to it
  let fullest: u32 = 0;
  if (parts > 1) for (let d: u32 = 0; d < parts; d++) fullest = max(fullest, load<u32>(fills + (<usize>d << 2)));

  let i = first;
  let stopped = false;
  while (i < count && !stopped) {
    // the block's successors: as many states as fit, wherever their successors go (the table never
    // past `limit`, an outbox never over-full)
    let blockStates: u32 = 0;
    let blockKeys: u32 = 0;
    for (let e = cur + <usize>i * entryBytes; i + blockStates < count; e += entryBytes) {
      if (blockStates == BLOCK_STATES || blockKeys + jumps > BLOCK_KEYS) break;
      const state = load<u64>(e);
      // the orbit's size is G divided by the number of symmetries that fix the state
      let fixedBy: u32 = 1;
      for (let g: u32 = 1; g < syms; g++) {
        const image = transform(tables, g, bytes, state);
        store<u64>(IMAGES + (<usize>g << 3), image);
        if (image == state) fixedBy++;
      }
      let moves: u32 = 0;
      for (let k: u32 = 0, shape = shapesAt; k < shapes; k++, shape += SHAPE_BYTES) {
        let froms = legalFroms(shape, state);
        while (froms != 0) {
          const j = <usize>load<u16>(shape + 40 + (<usize>ctz<u64>(froms) << 1));
          froms &= froms - 1;
          // the successor's representative: the smallest of its images, g(state ^ mask) = g(state) ^ g(mask)
          let key = state ^ load<u64>(masks + (j << 4));
          for (let g: u32 = 1; g < syms; g++) {
            const image = load<u64>(IMAGES + (<usize>g << 3)) ^ load<u64>(symMasks + ((<usize>g * jumps + j) << 3));
            if (image < key) key = image;
          }
          store<u64>(KEYS + (<usize>(blockKeys + moves) << 3), key);
          moves++;
        }
      }
      const tableFull = filled + blockKeys + moves > limit;
      const outboxFull = parts > 1 && fullest + blockKeys + moves > capacity;
      if (tableFull || outboxFull) {
        // the first state of a block is checked against the exact fills: only then is it a stop
        if (blockStates == 0) stopped = true;
        break;
      }
      store<u32>(MOVES + (<usize>blockStates << 2), moves);
      store<u32>(ORBITS + (<usize>blockStates << 2), syms / fixedBy);
      blockKeys += moves;
      blockStates++;
    }
    locate(blockKeys, table, shift, entryBytes, part, parts, ownerMask);
    // the additions, state by state
    let k: u32 = 0;
    for (let b: u32 = 0; b < blockStates; b++, i++) {
      const e = cur + <usize>i * entryBytes;
      const moves = load<u32>(MOVES + (<usize>b << 2));
      const orbit = load<u32>(ORBITS + (<usize>b << 2));
      const probability = load<f64>(e, 8);
      states += orbit;
      if (moves == 0) {
        deadReps++;
        deadStates += orbit;
        deadProbability += probability;
        addToSum(deadSum, e + 16, limbs);
        continue;
      }
      edges += moves;
      stateJumps += <u64>orbit * moves;
      randomPlayJumps += probability * <f64>moves;
      const share = probability / <f64>moves;
      for (const last = k + moves; k < last; k++) {
        const key = load<u64>(KEYS + (<usize>k << 3));
        const slot = load<u32>(SLOTS + (<usize>k << 2));
        if ((slot & REMOTE) == 0) {
          const added = insert(table, slot, slotMask, entryBytes, key, share, e + 16, limbs);
          if (added < 0) return -PEGS_COUNT_OVERFLOW;
          filled += <u32>added;
        } else {
          const owner = slot & ~REMOTE;
          const at = fills + (<usize>owner << 2);
          const fill = load<u32>(at);
          const r = outboxes + (<usize>owner * capacity + fill) * entryBytes;
          store<u64>(r, key);
          store<f64>(r, share, 8);
          copyLimbs(r + 16, e + 16, limbs);
          store<u32>(at, fill + 1);
          fullest = max(fullest, fill + 1);
        }
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
  store<u64>(out + LAYER_STATE_JUMPS, load<u64>(out + LAYER_STATE_JUMPS) + stateJumps);
  store<f64>(out + LAYER_RANDOM_PLAY_JUMPS, load<f64>(out + LAYER_RANDOM_PLAY_JUMPS) + randomPlayJumps);
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
  // in blocks, as pegsExpand: the slots located and read first, then the additions
  while (i < count && filled < limit) {
    const block = min(count - i, MERGE_BLOCK);
    for (let k: u32 = 0, r = records + <usize>i * entryBytes; k < block; k++, r += entryBytes)
      store<u64>(KEYS + (<usize>k << 3), load<u64>(r));
    locate(block, table, shift, entryBytes, 0, 1, 0);
    for (let k: u32 = 0; k < block && filled < limit; k++, i++) {
      const r = records + <usize>i * entryBytes;
      const slot = <usize>load<u32>(SLOTS + (<usize>k << 2));
      const added = insert(table, slot, slotMask, entryBytes, load<u64>(r), load<f64>(r, 8), r + 16, limbs);
      if (added < 0) return -PEGS_COUNT_OVERFLOW;
      filled += <u32>added;
    }
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
  const done = pegsExpand(board, cur, 0, count, next, bits, limit, limbs, 0, 1, 0, 0, 0, out, 0);
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
export function pegsOwner(key: u64, parts: u32, ownerMask: u64): u32 {
  return ownerOf(key, parts, ownerMask);
}
