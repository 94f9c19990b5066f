// One game, card by card, in the layout of the edition's seed: seed 000's move lines ("On turn 27,
// Player 1 draws P and is stuck on *48*.", spaces numbered from 1, licorice marked *n* and shortcut
// starts ^n^ as in its board printout) or seed 001's per-turn messages ("Player 1 moved to Space 59
// which is a Blue space.", with Location numbers from 0 as that seed prints them). It is the game
// that `simulate` with the same seed plays as its game number `gameIndex` (0-based).

import { plural } from '../../report/text.js';
import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { TraceDraws, rehearsed } from '../trace-draws.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import type { CandyBoard } from './board.js';
import { type CandyGameRecord, type CandyObserver, playReferenceGame } from './reference.js';
import { type CandyOptions, candyRunSettings } from './settings.js';

/** Positions in events are space numbers from 1 (0 is off the board). */
export type CandyTraceEvent =
  | { type: 'skipped'; player: number; turn: number; space: number }
  | { type: 'stuck'; player: number; turn: number; card: string; space: number }
  | { type: 'move'; player: number; turn: number; card: string; from: number; to: number }
  | { type: 'shortcut'; player: number; from: number; to: number }
  | { type: 'licorice'; player: number; space: number }
  | { type: 'win'; player: number; turn: number; card: string; from: number };

export interface CandyTrace {
  [field: string]: unknown;
  game: 'candyland';
  preset: string;
  seed: number | string;
  gameIndex: number;
  players: number;
  style: string;
  events: CandyTraceEvent[];
  result: Omit<CandyGameRecord, 'position'>;
  lines: string[];
}

export type CandyTraceOptions = CandyOptions & { readonly seed?: unknown; readonly gameIndex?: unknown };

/** Seed 000's printout of a space: 1-based, *licorice*, ^shortcut start^. */
function mark000(board: CandyBoard, pos: number): string {
  const n = String(pos + 1);
  if (board.isLicorice[pos]) return `*${n}*`;
  if (board.shortcutTo[pos]! >= 0) return `^${n}^`;
  return n;
}

export function traceCandy(options: CandyTraceOptions): CandyTrace {
  const { preset, board, players } = candyRunSettings(options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = new TraceDraws(optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK))));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playReferenceGame(board, stream.nextGame(), players);

  const style = board.edition.traceStyle;
  const events: CandyTraceEvent[] = [];
  const lines: string[] = [];
  const name = (p: number) => `Player ${p + 1}`;
  const label = (card: number) => board.cards[card]!.label;
  const kind = (pos: number) => board.spaces[pos]!;
  let pendingShortcut: { from: number; to: number } | undefined;
  const loseTurn = board.rules.licorice === 'lose-turn';
  const observer: CandyObserver = {
    skipped: (p, turn, at) => {
      events.push({ type: 'skipped', player: p, turn, space: at + 1 });
      lines.push(
        style === 'seed000'
          ? `On turn ${turn}, ${name(p)} is skipped (licorice on ${mark000(board, at)}).`
          : `${name(p)} was skipped!`,
      );
    },
    stuck: (p, turn, card, at) => {
      events.push({ type: 'stuck', player: p, turn, card: label(card), space: at + 1 });
      lines.push(
        style === 'seed000'
          ? `On turn ${turn}, ${name(p)} draws ${label(card)} and is stuck on ${mark000(board, at)}.`
          : `${name(p)} is stuck by Licorice!`,
      );
    },
    shortcut: (p, from, to) => {
      events.push({ type: 'shortcut', player: p, from: from + 1, to: to + 1 });
      pendingShortcut = { from, to };
    },
    moved: (p, turn, card, from, to) => {
      events.push({ type: 'move', player: p, turn, card: label(card), from: from + 1, to: to + 1 });
      const shortcut = pendingShortcut;
      pendingShortcut = undefined;
      const onLicorice = board.isLicorice[to] === 1;
      if (style === 'seed000') {
        const where = mark000(board, to);
        const via = shortcut ? ` (shortcut from ${mark000(board, shortcut.from)})` : '';
        const lost = onLicorice && loseTurn ? ' (loses the next turn)' : '';
        lines.push(
          onLicorice
            ? `On turn ${turn}, ${name(p)} draws ${label(card)} and is stuck on ${where}${lost}.`
            : `On turn ${turn}, ${name(p)} draws ${label(card)} and moves to ${where}${via}.`,
        );
      } else {
        const landed = shortcut ? shortcut.from : to;
        let line = `${name(p)} moved to Space ${landed} which is a ${kind(landed)} space.`;
        if (onLicorice) line += ` ${name(p)} is stuck by Licorice!`;
        if (shortcut) line += ` ${name(p)} took a shortcut to Space ${shortcut.to}!`;
        lines.push(line);
      }
    },
    won: (p, turn, card, from) => {
      events.push({ type: 'win', player: p, turn, card: label(card), from: from + 1 });
      pendingShortcut = undefined;
      if (style === 'seed000') lines.push(`On turn ${turn}, ${name(p)} draws ${label(card)} and WINS!`);
      else {
        // seed 001 puts a piece with no space of its colour ahead on a Rainbow space at the last Location
        const at = board.last;
        const space =
          board.cards[card]!.color >= 0 && board.colorOf[at] !== board.cards[card]!.color
            ? 'Rainbow'
            : kind(at);
        lines.push(`${name(p)} moved to Space ${at} which is a ${space} space. ${name(p)} won the game!`);
      }
    },
  };
  const draws = rehearsed(stream.nextGame(), (unwatched) => playReferenceGame(board, unwatched, players));
  const { position: _position, ...result } = playReferenceGame(board, draws, players, observer);
  lines.push(
    players > 1
      ? `${name(result.winner)} wins after ${plural(result.turns, 'turn')} (${plural(result.moves, 'turn')} in all).`
      : `That took ${plural(result.turns, 'turn')}.`,
  );
  return {
    game: 'candyland',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    players,
    style,
    events,
    result,
    lines,
  };
}
