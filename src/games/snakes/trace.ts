// One game, turn by turn and roll by roll, in the layout of seed 003's GameObserverPrinter: the
// game that `simulate` with the same seed plays as its game number `game` (0-based).

import { plural } from '../../report/text.js';
import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { TraceDraws, rehearsed } from '../trace-draws.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import { type SnakesOptions, snakesRunSettings } from './settings.js';
import { type SnakesGameRecord, type SnakesObserver, playReferenceMatch } from './reference.js';

export type SnakesTraceEvent =
  | { type: 'turn'; player: number; turn: number }
  | { type: 'roll'; player: number; roll: number; from: number }
  | { type: 'bounce'; player: number; past: number; to: number }
  | { type: 'stay'; player: number; square: number }
  | { type: 'jump'; player: number; from: number; to: number }
  | { type: 'finish'; player: number; turns: number };

export interface SnakesTrace {
  [field: string]: unknown;
  game: 'snakes';
  preset: string;
  seed: number | string;
  gameIndex: number;
  players: number;
  mode: string | null;
  events: SnakesTraceEvent[];
  result: Omit<SnakesGameRecord, 'position'>;
  lines: string[];
}

export type SnakesTraceOptions = SnakesOptions & { readonly seed?: unknown; readonly gameIndex?: unknown };

export function traceSnakes(options: SnakesTraceOptions): SnakesTrace {
  const { preset, board, players, mode } = snakesRunSettings(options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = new TraceDraws(optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK))));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++)
    playReferenceMatch(board, stream.nextGame(), players, mode);

  const events: SnakesTraceEvent[] = [];
  const lines: string[] = [];
  const who = (player: number) => (players > 1 ? `Player ${player + 1}, t` : 'T');
  const observer: SnakesObserver = {
    turn: (player, turn) => {
      events.push({ type: 'turn', player, turn });
      lines.push(`${who(player)}urn ${turn}:`);
    },
    roll: (player, roll, from) => {
      events.push({ type: 'roll', player, roll, from });
      lines.push(`  Rolled a ${roll} from ${from}`);
    },
    bounce: (player, past, to) => {
      events.push({ type: 'bounce', player, past, to });
      lines.push(
        board.overshoot === 'finish'
          ? `  Past ${board.squares}: finishes`
          : `  Bounced back from ${past} to ${to}`,
      );
    },
    stay: (player, square) => {
      events.push({ type: 'stay', player, square });
      lines.push(`  Too far: stays on ${square}`);
    },
    jump: (player, from, to) => {
      events.push({ type: 'jump', player, from, to });
      lines.push(`  Jumped from ${from} to ${to} (${to > from ? 'a ladder' : 'a snake'})`);
    },
    finished: (player, turns) => {
      events.push({ type: 'finish', player, turns });
    },
  };
  const draws = rehearsed(stream.nextGame(), (unwatched) =>
    playReferenceMatch(board, unwatched, players, mode),
  );
  const { position: _position, ...result } = playReferenceMatch(board, draws, players, mode, observer);
  if (players > 1)
    lines.push(
      `Player ${result.winner + 1} wins after ${plural(result.turns, 'turn')} (${plural(result.moves, 'turn')} and ${plural(result.rolls, 'roll')} in all)`,
    );
  lines.push(
    `That took ${plural(result.turns, 'turn')} and ${plural(result.rolls, 'roll')} (climbed ${result.climbs}, slid ${result.slides})`,
  );
  return {
    game: 'snakes',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    players,
    mode: players > 1 ? mode : null,
    events,
    result,
    lines,
  };
}
