// One game of Pig, turn by turn and roll by roll: the game that `simulate` with the same seed plays
// as its game number `game` (0-based).

import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import { TraceDraws, rehearsed } from '../trace-draws.js';
import { pigKernelConfig } from './run.js';
import { type PigGameRecord, type PigObserver, playPigGame } from './reference.js';
import { type PigOptions, pigRunSettings, pigStrategySpecs } from './settings.js';

export type PigTraceEvent =
  | { type: 'turn'; player: number; score: number; leading: number }
  | { type: 'roll'; player: number; roll: number; total: number }
  | { type: 'bust'; player: number }
  | { type: 'hold'; player: number; total: number; score: number }
  | { type: 'win'; player: number; total: number; score: number };

export interface PigTrace {
  [field: string]: unknown;
  game: 'pig';
  preset: string;
  seed: number | string;
  gameIndex: number;
  players: number;
  strategies: string[];
  events: PigTraceEvent[];
  result: Omit<PigGameRecord, 'position'>;
  lines: string[];
}

export function tracePig(
  options: PigOptions & { readonly seed?: unknown; readonly gameIndex?: unknown },
): PigTrace {
  const settings = pigRunSettings(options);
  const config = pigKernelConfig(settings);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = new TraceDraws(optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK))));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playPigGame(config, stream.nextGame());

  const strategies = pigStrategySpecs(settings);
  const events: PigTraceEvent[] = [];
  const lines: string[] = [];
  let rolls: number[] = [];
  const seat = (player: number) => `Player ${player + 1} (${strategies[player]})`;
  let opening = '';
  const observer: PigObserver = {
    turn: (player, score, leading) => {
      events.push({ type: 'turn', player, score, leading });
      opening = `${seat(player)}, score ${score} against ${leading}: rolled`;
      rolls = [];
    },
    roll: (player, roll, total) => {
      events.push({ type: 'roll', player, roll, total });
      rolls.push(roll);
    },
    bust: (player) => {
      events.push({ type: 'bust', player });
      lines.push(`${opening} ${rolls.join(' ')}: a 1, nothing this turn`);
    },
    hold: (player, total, score) => {
      events.push({ type: 'hold', player, total, score });
      lines.push(`${opening} ${rolls.join(' ')}: holds ${total}, score ${score}`);
    },
    win: (player, total, score) => {
      events.push({ type: 'win', player, total, score });
      lines.push(`${opening} ${rolls.join(' ')}: ${total} more reaches ${score}, and wins`);
    },
  };
  const draws = rehearsed(stream.nextGame(), (unwatched) => playPigGame(config, unwatched));
  const { position: _position, ...result } = playPigGame(config, draws, observer);
  lines.push(
    `Player ${result.winner + 1} wins after ${result.turns} turns and ${result.rolls} rolls in all, by ${result.margin} points`,
  );
  return {
    game: 'pig',
    preset: settings.preset,
    seed: seedToJson(seed),
    gameIndex,
    players: settings.players,
    strategies,
    events,
    result,
    lines,
  };
}
