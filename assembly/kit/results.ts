// What a user's game tells boardsim of each game it plays (Results), the game itself (Game, made by
// defineGame), and the play loop the host drives (exports.ts): each game's figures and winners
// checked as a JavaScript game's are (src/games/module-play.ts), then added to totals the host reads
// (histograms of whole values below 65,535, larger values handed to the host one by one, wins in
// sixtieths so that shared wins stay exact).

import { Dice, seedDice, startGame } from './dice';

/** A seat's whole win, shared by k seats as WIN_UNITS / k each (60 = lcm(1..6)). */
const WIN_UNITS: u64 = 60;
export const MAX_SEATS: i32 = 64;
export const MAX_FIGURES: i32 = 32;
export const MAX_SETTINGS: i32 = 32;
/** Values below this are counted in the histograms; from it they go to the host (`boardsim.large`). */
const LARGE: f64 = 65535;
const LARGE_BIN: u64 = 65535;
const MAX_SAFE: f64 = 9007199254740991;
/** Histogram words per figure: not a multiple of 4 KiB apart (4K aliasing). */
const STRIDE: u32 = 65536 + 272;
/** A figure no game has set yet (a NaN that `results.set` cannot be given by arithmetic). */
const UNSET: u64 = 0x7ff80000b0a2d51f;

// The totals block: u64 games, u32 figures, u32 histogram stride (words), MAX_SEATS × u64 win
// units, then a histogram per figure.
const OFFSET_WINS: usize = 16;
const OFFSET_HISTOGRAMS: usize = OFFSET_WINS + (<usize>MAX_SEATS << 3);

/** Hands the host a figure too large for the histograms (exact sums are kept there). */
@external('boardsim', 'large')
declare function large(figure: u32, value: f64): void;

/** What one game gives: its figures by number (in the order the game names them) and its winners. */
export class Results {
  /** Sets figure number `figure` (0 for the first the game names): a whole number from 0 to
   *  2^53 - 1 (a count: turns, rolls, points), or 1/0 for yes/no so that its mean is a rate. */
  @inline
  set(figure: i32, value: f64): void {
    if (<u32>figure >= <u32>figureCount) badFigure(figure);
    store<f64>(FIGURES + (<usize>figure << 3), value);
  }

  /** Names a winning seat (from 0); called for several seats, they share the win. A game that
   *  names none has no winner (a draw, or a loss in a game of one player). */
  @inline
  winner(seat: i32): void {
    if (<u32>seat >= <u32>players) badSeat(seat);
    winners |= (<u64>1) << <u64>seat;
  }
}

/** Plays one game: the dice to roll, the players, where its results go. */
export type Play = (dice: Dice, players: i32, results: Results) => void;

/** A game: its name, figures, players and settings, and how it plays. */
export class Game {
  figureNames: string[] = [];
  minPlayers: i32 = 1;
  maxPlayers: i32 = 1;
  defaultPlayers: i32 = 1;
  maxRolls: u64 = 1_000_000;
  settingNames: string[] = [];
  settingDefaults: f64[] = [];
  settingMins: f64[] = [];
  settingMaxes: f64[] = [];
  settingWhole: bool[] = [];
  /** The presets' values, one entry per call of .preset(): its name, the setting's number, the value. */
  presetNames: string[] = [];
  presetSettings: i32[] = [];
  presetValues: f64[] = [];

  constructor(
    public name: string,
    public play: Play,
  ) {}

  /** How many players it takes (default 1): from `min` to `max`, `initial` when none is asked for. */
  players(min: i32, max: i32, initial: i32 = 0): Game {
    if (initial == 0) initial = min;
    if (min < 1 || max < min || max > MAX_SEATS)
      refuse(`players: min and max must be whole numbers with 1 <= min <= max <= ${MAX_SEATS}`);
    else if (initial < min || initial > max) refuse(`players: the default must be from ${min} to ${max}`);
    else {
      this.minPlayers = min;
      this.maxPlayers = max;
      this.defaultPlayers = initial;
    }
    return this;
  }

  /** Adds a figure: its number for `results.set` is how many were added before it. */
  figure(name: string): Game {
    if (this.figureNames.length == MAX_FIGURES) refuse(`a game has at most ${MAX_FIGURES} figures`);
    else {
      this.figureNames.push(name);
      figureCount = this.figureNames.length;
    }
    return this;
  }

  /** The most rolls one game may make before it is refused as endless (default 1,000,000). */
  rolls(max: u64): Game {
    this.maxRolls = max;
    return this;
  }

  /** Adds a setting that `--config` and presets may change: a number from `min` to `max` (a whole
   *  number unless `whole` is false), `initial` by default. `setting(n)` reads it in play, its
   *  number n how many were added before it. */
  setting(name: string, initial: f64, min: f64, max: f64, whole: bool = true): Game {
    if (this.settingNames.length == MAX_SETTINGS) refuse(`a game has at most ${MAX_SETTINGS} settings`);
    else if (name.length == 0 || this.settingNames.includes(name))
      refuse(`setting: "${name}" must be a name the game has not used`);
    else if (!(isFinite(min) && isFinite(max) && min <= max))
      refuse(`setting ${name}: its bounds must be numbers with min <= max`);
    else if (fits(name, initial, min, max, whole)) {
      this.settingNames.push(name);
      this.settingDefaults.push(initial);
      this.settingMins.push(min);
      this.settingMaxes.push(max);
      this.settingWhole.push(whole);
      store<f64>(SETTINGS + (<usize>settingCount << 3), initial);
      settingCount = this.settingNames.length;
    }
    return this;
  }

  /** Sets `setting` to `value` in the preset `name` (`--preset name`); call it again with the same
   *  name for its other settings. */
  preset(name: string, setting: string, value: f64): Game {
    const index = this.settingNames.indexOf(setting);
    if (name.length == 0) refuse('preset: a preset has a name');
    else if (index < 0) refuse(`preset ${name}: the game has no setting "${setting}" (add it with .setting())`);
    else if (
      fits(setting, value, this.settingMins[index], this.settingMaxes[index], this.settingWhole[index])
    ) {
      this.presetNames.push(name);
      this.presetSettings.push(index);
      this.presetValues.push(value);
    }
    return this;
  }
}

/** Whether a setting's value is in its bounds (else refused). */
function fits(name: string, value: f64, min: f64, max: f64, whole: bool): bool {
  if (value >= min && value <= max && (!whole || value == Math.floor(value))) return true;
  refuse(
    `setting ${name}: ${numberText(value)} is not ${whole ? 'a whole number' : 'a number'} from ${numberText(min)} to ${numberText(max)}`,
  );
  return false;
}

/** A number as JavaScript writes it (3, not AssemblyScript's 3.0), for messages and JSON. */
export function numberText(v: f64): string {
  return v == Math.floor(v) && Math.abs(v) < 9007199254740992 ? (<i64>v).toString() : v.toString();
}

/** The first mistake in the game's definition. It is thrown when the host first asks for the game
 *  (theGame), not as the kernel starts: then the host can read its message. */
let mistake: string | null = null;

function refuse(message: string): void {
  if (mistake == null) mistake = message;
}

let game: Game | null = null;
const dice = new Dice();
const results = new Results();
let figureCount: i32 = 0;
let settingCount: i32 = 0;
/** The settings' values in this run (their defaults until the host sets them). */
const SETTINGS: usize = memory.data(MAX_SETTINGS * 8, 16);
let players: i32 = 1;
let winners: u64 = 0;
/** The game being played: its index in its chunk (the host names it when a game fails). */
export let gameIndex: u32 = 0;
const FIGURES: usize = memory.data(MAX_FIGURES * 8 + 8, 16);
let totals: usize = 0;
let totalsBytes: usize = 0;

/** The index in its chunk of the game being played. Each chunk is a stream of its own, started
 *  at game 0: a kernel that carries a roll from one game to the next (a pair of rolls read at once,
 *  the second the next game's first) drops what it carries there. */
@inline
export function gameInChunk(): u32 {
  return gameIndex;
}

/** Makes `play` the game this kernel plays, under `name`; add its figures (.figure) and players
 *  (.players) to what it returns. */
export function defineGame(name: string, play: Play): Game {
  const made = new Game(name, play);
  game = made;
  figureCount = 0;
  settingCount = 0;
  return made;
}

/** The value of setting number `index` (0 for the first the game adds) in this run: its default,
 *  a preset's or the config's. */
@inline
export function setting(index: i32): f64 {
  if (<u32>index >= <u32>settingCount) badSetting(index);
  return load<f64>(SETTINGS + (<usize>index << 3));
}

function badSetting(index: i32): void {
  throw new Error(`setting(${index}): the game has ${settingCount} setting${settingCount == 1 ? '' : 's'}`);
}

export function theGame(): Game {
  const g = game;
  if (g == null) throw new Error('no game: the kernel must call defineGame(name, play)');
  const m = mistake;
  if (m != null) throw new Error(m);
  return g;
}

function badFigure(figure: i32): void {
  throw new Error(`results.set(${figure}, …): the game has figures 0 to ${figureCount - 1}`);
}

function badSeat(seat: i32): void {
  throw new Error(`named the winner ${seat}: a winner is a seat from 0 to ${players - 1}`);
}

/** Plays the next game from the stream: its figures at FIGURES, its winners in `winners`. */
@inline
function playOne(g: Game, index: u32): void {
  gameIndex = index;
  for (let f = 0; f < figureCount; f++) store<u64>(FIGURES + (<usize>f << 3), UNSET);
  winners = 0;
  startGame(g.maxRolls);
  g.play(dice, players, results);
}

/** Refuses a figure that is not a whole number from 0 to 2^53 - 1. */
function checkFigure(f: i32, v: f64): void {
  const name = theGame().figureNames[f];
  if (reinterpret<u64>(v) == UNSET) throw new Error(`did not set ${name} (results.set(${f}, …))`);
  if (!(v >= 0 && v <= MAX_SAFE && v == Math.floor(v)))
    throw new Error(
      `gave ${name} = ${v}: figures are whole numbers from 0 to 2^53-1 (counts: turns, rolls, points) or 1/0 for yes/no; count fractions in whole units (cents, tenths) and shift negative ones`,
    );
}

/** 2^52: a whole number v from 0 to 2^52 - 1 is the low bits of v + 2^52, exactly. */
const TWO_52: f64 = 4503599627370496;

/** The histogram bin of figure value v: v itself when v is a whole number below LARGE, else
 *  LARGE or more (a value for checkFigure and the host). Integer arithmetic on v + 2^52 rather
 *  than a conversion to u32 and back: V8 compiles i32.trunc_sat_f64_u to some 20 instructions and
 *  three branches, which cost about a fifth of a short game. NaN, infinities, fractions and values
 *  below 0 give LARGE or more (for -0, 0). */
@inline
function binOf(v: f64): u64 {
  const t = v + TWO_52;
  const u = reinterpret<u64>(t) - reinterpret<u64>(TWO_52);
  return t - TWO_52 == v ? u : LARGE_BIN;
}

/** Adds the game just played to the totals. No call in the figures' loop (V8 keeps no value in a
 *  register across a call, and a call anywhere in a loop makes it store them all at each turn):
 *  the figures outside the histograms are marked, then checked and handed over after it. */
@inline
function addGame(): void {
  const t = totals;
  const figures = figureCount;
  let bin = t + OFFSET_HISTOGRAMS;
  let outside: u64 = 0;
  for (let f = 0; f < figures; f++) {
    const u = binOf(load<f64>(FIGURES + (<usize>f << 3)));
    if (u < LARGE_BIN) {
      const p = bin + (<usize>u << 2);
      store<u32>(p, load<u32>(p) + 1);
    } else outside |= (<u64>1) << <u64>f;
    bin += <usize>STRIDE << 2;
  }
  if (outside != 0) addOutside(outside);
  const w = winners;
  if (w != 0) {
    if ((w & (w - 1)) == 0) {
      const p = t + OFFSET_WINS + (<usize>ctz(w) << 3);
      store<u64>(p, load<u64>(p) + WIN_UNITS);
    } else addShared(w);
  }
}

/** The game's figures marked in `outside`, in order: each checked (the first that is not a figure
 *  fails the game) and handed to the host. */
function addOutside(outside: u64): void {
  for (let f = 0; f < figureCount; f++)
    if ((outside >> <u64>f) & 1) {
      const v = load<f64>(FIGURES + (<usize>f << 3));
      checkFigure(f, v);
      large(<u32>f, v);
    }
}

/** A win shared by the seats of `w`. */
function addShared(w: u64): void {
  const k = popcnt(w);
  if (WIN_UNITS % k != 0)
    throw new Error(`shared the win among ${k} seats: boardsim counts ties of 1-6, 10, 12, 15, 20, 30 or 60 seats exactly`);
  for (let s = 0; s < MAX_SEATS; s++)
    if ((w >> <u64>s) & 1) {
      const p = totals + OFFSET_WINS + (<usize>s << 3);
      store<u64>(p, load<u64>(p) + WIN_UNITS / k);
    }
}

// The host's side (exports.ts re-exports these under the ABI's names).

/** Sets setting number `index` for the games that follow (the host checked the value). */
export function setSetting(index: i32, value: f64): void {
  if (<u32>index >= <u32>settingCount) badSetting(index);
  store<f64>(SETTINGS + (<usize>index << 3), value);
}

/** Starts a task of `seats` players: zeroes the totals and returns where they are. */
export function start(seats: i32): usize {
  const g = theGame();
  if (seats < g.minPlayers || seats > g.maxPlayers)
    throw new Error(`players: ${g.name} takes ${g.minPlayers} to ${g.maxPlayers}, not ${seats}`);
  players = seats;
  const bytes = OFFSET_HISTOGRAMS + ((<usize>figureCount * STRIDE) << 2);
  if (bytes > totalsBytes) {
    totals = heap.alloc(bytes);
    totalsBytes = bytes;
  }
  memory.fill(totals, 0, bytes);
  store<u32>(totals, figureCount, 8);
  store<u32>(totals, STRIDE, 12);
  return totals;
}

/** Plays games 0 to games - 1 of chunk `chunk` of the run with seed `seed`, adding them up. */
export function playChunk(seed: u64, chunk: u64, games: u32): void {
  const g = theGame();
  if (totals == 0) throw new Error('boardsim_start was not called');
  seedDice(seed, chunk);
  for (let i: u32 = 0; i < games; i++) {
    playOne(g, i);
    addGame();
  }
  store<u64>(totals, load<u64>(totals) + games);
}

/** Seeds chunk `chunk` for games played one at a time (nextGame). */
export function seedChunk(seed: u64, chunk: u64): void {
  theGame();
  seedDice(seed, chunk);
  gameIndex = 0;
}

/** Plays the chunk's next game and returns its record: its figures (f64 each), then its winners
 *  (a u64 of seats); its figures are checked, not added up. */
export function nextGame(index: u32): usize {
  const g = theGame();
  playOne(g, index);
  for (let f = 0; f < figureCount; f++) {
    const v = load<f64>(FIGURES + (<usize>f << 3));
    if (binOf(v) >= LARGE_BIN) checkFigure(f, v);
  }
  store<u64>(FIGURES + (<usize>figureCount << 3), winners);
  return FIGURES;
}
