// One Monopoly game throw by throw: the shuffled decks, each throw, card and move, the turns in
// jail; the game `simulate` with the same seed plays as its game number `game` (0-based).

import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { TraceDraws, rehearsed } from '../trace-draws.js';
import type { TraceReport } from '../types.js';
import { CHANCE_CARDS, CHEST_CARDS, IN_JAIL, SQUARES } from './board.js';
import { type MonopolyObserver, playReferenceGame } from './reference.js';
import { monopolyConfigToJson } from './schema.js';
import { type MonopolyOptions, monopolySettings } from './settings.js';

export type MonopolyTraceOptions = MonopolyOptions & {
  readonly seed?: unknown;
  readonly gameIndex?: unknown;
};

const where = (square: number) => (square === IN_JAIL ? 'jail' : `${SQUARES[square]!.name} (${square})`);

export function traceMonopoly(options: MonopolyTraceOptions): TraceReport {
  const { preset, game } = monopolySettings(options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = new TraceDraws(optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK))));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playReferenceGame(game, stream.nextGame());

  const events: Record<string, unknown>[] = [];
  const lines: string[] = [];
  const deckName = (deck: 'chance' | 'chest') => (deck === 'chance' ? 'Chance' : 'Community Chest');
  const cardsOf = (deck: 'chance' | 'chest') => (deck === 'chance' ? CHANCE_CARDS : CHEST_CARDS);
  const observer: MonopolyObserver = {
    shuffle: (deck, order) => {
      events.push({ type: 'shuffle', deck, order: [...order] });
      lines.push(`${deckName(deck)} shuffled: ${order.map((c) => cardsOf(deck)[c]!.text).join(' / ')}`);
    },
    turn: (turn, counted) => {
      events.push({ type: 'turn', turn, counted });
      lines.push(`Turn ${turn}${counted ? '' : ' (warm-up)'}:`);
    },
    roll: (d1, d2, from, to) => {
      events.push({ type: 'roll', dice: [d1, d2], from, to });
      lines.push(
        `  Threw ${d1}+${d2}${d1 === d2 ? ' (doubles)' : ''}${from === to ? '' : `: ${where(from)} to ${where(to)}`}`,
      );
    },
    card: (deck, card, from, to) => {
      events.push({ type: 'card', deck, card, from, to });
      const text = cardsOf(deck)[card]!.text;
      lines.push(`  ${deckName(deck)}: "${text}"${to === from ? '' : `: to ${where(to)}`}`);
    },
    jail: (reason) => {
      events.push({ type: 'jail', reason });
      lines.push(`  Sent to jail (${reason})`);
    },
    leaveJail: (how) => {
      events.push({ type: 'leave-jail', how });
      lines.push(`  Leaves jail (${how})`);
    },
    stayInJail: (attempt) => {
      events.push({ type: 'stay-in-jail', attempt });
      lines.push(`  No doubles: stays in jail (failed throw ${attempt} of 3)`);
    },
    turnEnd: (position) => {
      events.push({ type: 'turn-end', position });
      lines.push(`  Ends the turn ${position === IN_JAIL ? 'in jail' : `on ${where(position)}`}`);
    },
  };
  const draws = rehearsed(stream.nextGame(), (unwatched) => playReferenceGame(game, unwatched));
  const counts = playReferenceGame(game, draws, observer);
  const jail = counts[IN_JAIL]!;
  lines.push(`Counted ${game.turns} turns: ${jail} in jail (${((100 * jail) / game.turns).toFixed(1)}%)`);
  return {
    game: 'monopoly',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    config: monopolyConfigToJson(game),
    events,
    counts,
    lines,
  };
}
