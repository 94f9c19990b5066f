// One L.A.M.A. game turn by turn: the hands dealt, every action with the hand after it and the
// top card, the scores after each round. The game that `simulate` with the same seed and table
// plays as its game number `gameIndex` (0-based), replayed by the twin with the run's die (`dice`).

import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import { rehearsed } from '../trace-draws.js';
import { type LamaAction, type LamaGameRecord, type LamaTable, playReferenceGame } from './reference.js';
import { chooseAction } from './reference-choose.js';
import { topValue } from './rules.js';
import { type LamaOptions, lamaMode, lamaRunSettings } from './settings.js';
import { strategyLabel } from './strategies.js';

export type LamaTraceEvent =
  | { type: 'deal'; round: number; starter: number; hands: number[][]; top: number; stock: number }
  | { type: 'turn'; seat: number; action: string; value?: number; hand: number[]; top: number }
  | { type: 'round'; round: number; wentOut: number | null; taken: number[]; totals: number[] };

export interface LamaTrace {
  [field: string]: unknown;
  game: 'lama';
  preset: string;
  seed: number | string;
  gameIndex: number;
  players: number;
  mode: string;
  strategies: string[];
  events: LamaTraceEvent[];
  result: Omit<LamaGameRecord, 'draws'>;
  lines: string[];
}

export type LamaTraceOptions = LamaOptions & { readonly seed?: unknown; readonly gameIndex?: unknown };

export function traceLama(options: LamaTraceOptions): LamaTrace {
  const { preset, rules, seats, rounds } = lamaRunSettings(options);
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const setup = { rules, seats, rounds };
  const stream = optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK)));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playReferenceGame(setup, stream, chooseAction);

  const llama = rules.llamas > 0 ? topValue(rules) : -1;
  const card = (v: number) => (v === llama ? 'L' : String(v));
  const handList = (hand: readonly number[]) => hand.flatMap((n, v) => Array<number>(v > 0 ? n : 0).fill(v));
  const show = (hand: readonly number[]) => handList(hand).map(card).join(' ') || '-';
  const labels = seats.map(strategyLabel);
  const who = (seat: number) => `seat ${seat + 1}`;
  const events: LamaTraceEvent[] = [];
  const lines: string[] = [
    `L.A.M.A. · preset ${preset} · ${seats.length} players (${labels.join(', ')}) · ${lamaMode(rules, rounds)} · seed ${seedToJson(seed)} · game ${gameIndex}`,
  ];
  const describe = (action: LamaAction | { kind: 'pass' }, table: LamaTable, seat: number) => {
    if (action.kind === 'play') return `plays ${card(action.value)}`;
    if (action.kind === 'draw') return 'draws';
    if (action.kind === 'quit') return `quits, holding ${table.penalty(seat)} points`;
    return 'passes (has quit)';
  };
  const draws = rehearsed(stream, (unwatched) => playReferenceGame(setup, unwatched, chooseAction));
  const record = playReferenceGame(setup, draws, chooseAction, {
    roundStart: (round, starter, table) => {
      events.push({
        type: 'deal',
        round: round + 1,
        starter,
        hands: table.hands.map(handList),
        top: table.topCard,
        stock: table.stock.length,
      });
      lines.push(
        '',
        `Round ${round + 1}: ${who(starter)} starts; top card ${card(table.topCard)}; stock ${table.stock.length}`,
      );
      table.hands.forEach((hand, seat) => lines.push(`  ${who(seat)} (${labels[seat]}) holds ${show(hand)}`));
    },
    turn: (seat, action, table) => {
      const hand = table.hands[seat]!;
      events.push({
        type: 'turn',
        seat,
        action: action.kind,
        ...(action.kind === 'play' && { value: action.value }),
        hand: handList(hand),
        top: table.topCard,
      });
      const after = action.kind === 'pass' ? '' : `  hand ${show(hand)}`;
      lines.push(
        `  ${who(seat)} ${describe(action, table, seat).padEnd(24)} top ${card(table.topCard)}${after}`,
      );
    },
    roundEnd: (round, wentOut, taken, totals) => {
      events.push({
        type: 'round',
        round: round + 1,
        wentOut: wentOut ?? null,
        taken: [...taken],
        totals: [...totals],
      });
      lines.push(
        wentOut === undefined
          ? `  everyone has quit; points taken ${taken.join(' / ')}`
          : `  ${who(wentOut)} goes out; points taken ${taken.join(' / ')}`,
        `  totals after round ${round + 1}: ${totals.join(' / ')}`,
      );
    },
  });
  const { draws: _draws, ...result } = record;
  const winners = record.scores.flatMap((_, seat) => ((record.winners >> seat) & 1 ? [seat + 1] : []));
  lines.push(
    '',
    `${winners.length > 1 ? `seats ${winners.join(' and ')} share the win` : `seat ${winners[0]} wins`} with ${Math.min(...record.scores)} points after ${record.rounds} round${record.rounds > 1 ? 's' : ''} (${record.choices} choices, ${record.decisions} decisions, ${record.leadChanges} lead changes)`,
  );
  return {
    game: 'lama',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    players: seats.length,
    mode: lamaMode(rules, rounds),
    strategies: labels,
    events,
    result,
    lines,
  };
}
