// The exports boardsim calls (ABI version 1, docs/guide/your-own-game.md): a user's kernel makes
// them its own with one line, `export * from 'boardsim/assembly/kit/exports'`.

import { rollLimitMessage } from './dice';
import {
  Game,
  gameIndex,
  nextGame,
  numberText,
  playChunk,
  seedChunk,
  setSetting,
  start,
  theGame,
} from './results';

/** The ABI this kernel speaks. */
export function boardsim_abi(): i32 {
  return 1;
}

let info: ArrayBuffer | null = null;

/** The game as JSON (UTF-8), after its length (a u32): name, figures, players, maxRolls, and for a
 *  game with settings, settings ({ name, default, min, max, whole } each) and presets. */
export function boardsim_info(): usize {
  let bytes = info;
  if (bytes == null) {
    const g = theGame();
    const figures: string[] = [];
    for (let i = 0; i < g.figureNames.length; i++) figures.push(quoted(g.figureNames[i]));
    const json =
      `{"name":${quoted(g.name)},"figures":[${figures.join(',')}],` +
      `"players":{"min":${g.minPlayers},"max":${g.maxPlayers},"default":${g.defaultPlayers}},` +
      `"maxRolls":${g.maxRolls}${settingsJson(g)}}`;
    const utf8 = String.UTF8.encode(json);
    bytes = new ArrayBuffer(utf8.byteLength + 4);
    store<u32>(changetype<usize>(bytes), utf8.byteLength);
    memory.copy(changetype<usize>(bytes) + 4, changetype<usize>(utf8), utf8.byteLength);
    info = bytes;
  }
  return changetype<usize>(bytes);
}

/** The settings and presets of the game's info, after a comma (nothing for a game without). */
function settingsJson(g: Game): string {
  if (g.settingNames.length == 0) return '';
  const settings: string[] = [];
  for (let i = 0; i < g.settingNames.length; i++)
    settings.push(
      `{"name":${quoted(g.settingNames[i])},"default":${numberText(g.settingDefaults[i])},` +
        `"min":${numberText(g.settingMins[i])},"max":${numberText(g.settingMaxes[i])},"whole":${g.settingWhole[i]}}`,
    );
  // each preset's values, in the order its name first came
  const names: string[] = [];
  for (let i = 0; i < g.presetNames.length; i++) if (!names.includes(g.presetNames[i])) names.push(g.presetNames[i]);
  const presets: string[] = [];
  for (let p = 0; p < names.length; p++) {
    const values: string[] = [];
    for (let i = 0; i < g.presetNames.length; i++)
      if (g.presetNames[i] == names[p])
        values.push(`${quoted(g.settingNames[g.presetSettings[i]])}:${numberText(g.presetValues[i])}`);
    presets.push(`${quoted(names[p])}:{${values.join(',')}}`);
  }
  return `,"settings":[${settings.join(',')}],"presets":{${presets.join(',')}}`;
}

/** A JSON string. */
function quoted(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c == 34 || c == 92) out += '\\' + String.fromCharCode(c);
    else if (c < 32) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += String.fromCharCode(c);
  }
  return out + '"';
}

/** Starts a task of `players` players; returns the address of its zeroed totals. */
export function boardsim_start(players: i32): usize {
  return start(players);
}

/** Sets setting number `index` to `value` for the games that follow (a game with settings). */
export function boardsim_set(index: i32, value: f64): void {
  setSetting(index, value);
}

/** Plays games 0 to games - 1 of chunk `chunk` of the run with seed `seed` into the totals. */
export function boardsim_chunk(seed: u64, chunk: u64, games: u32): void {
  playChunk(seed, chunk, games);
}

/** The index in its chunk of the game being played (after a trap: the game that failed). */
export function boardsim_index(): u32 {
  return gameIndex;
}

/** Seeds chunk `chunk` for boardsim_game. */
export function boardsim_seed(seed: u64, chunk: u64): void {
  seedChunk(seed, chunk);
}

/** Plays game `index` of the seeded chunk (the next one) and returns the address of its record:
 *  its figures (f64 each, in order), then its winners (a u64, bit s for seat s). */
export function boardsim_game(index: u32): usize {
  return nextGame(index);
}

/** After a trap: why the kit stopped the game (an AssemblyScript string), or 0 when the trap was
 *  the game's own. Optional: a kernel without it has its traps reported as traps. */
export function boardsim_failure(): usize {
  const message = rollLimitMessage();
  return message == null ? 0 : changetype<usize>(message);
}
