// One game of solitaire Yahtzee round by round: its rolls, the dice kept and the category scored,
// the game that `simulate yahtzee` with the same seed plays as its game number `gameIndex`.

import { GAMES_PER_CHUNK } from '../../core/chunks.js';
import { parseGameIndex, parseSeed } from '../../core/options.js';
import { seedToJson } from '../../report/simulation.js';
import { optionDraws } from '../../rng/dice-stream.js';
import type { TraceReport } from '../types.js';
import { playReferenceGame } from './reference.js';
import { CATEGORIES, keepDice } from './rules.js';
import { type YahtzeeOptions, yahtzeeSettings } from './settings.js';
import { yahtzeeTable } from './table-source.js';

export function traceYahtzee(
  options: YahtzeeOptions & { readonly seed?: unknown; readonly gameIndex?: unknown },
): TraceReport {
  const { preset, strategy, table } = yahtzeeSettings(options);
  const values = strategy === 'optimal' ? yahtzeeTable(table).values : undefined;
  const seed = parseSeed(options.seed);
  const gameIndex = parseGameIndex(options.gameIndex);
  const stream = optionDraws(options, seed, BigInt(Math.floor(gameIndex / GAMES_PER_CHUNK)));
  for (let g = 0; g < gameIndex % GAMES_PER_CHUNK; g++) playReferenceGame(values, stream);
  const rounds: {
    rolls: number[][];
    kept: number[][];
    category: string;
    score: number;
    upperBonus: number;
    yahtzeeBonus: number;
  }[] = [];
  const record = playReferenceGame(values, stream, (_round, _state, play) => {
    rounds.push({
      rolls: play.rolls.map(keepDice),
      kept: play.keeps.map(keepDice),
      category: CATEGORIES[play.category]!,
      score: play.scoring.score,
      upperBonus: play.scoring.upperBonus,
      yahtzeeBonus: play.scoring.yahtzeeBonus,
    });
  });
  const dice = (d: number[]) => (d.length > 0 ? d.join('') : '-');
  return {
    game: 'yahtzee',
    preset,
    seed: seedToJson(seed),
    gameIndex,
    strategy,
    rounds,
    score: record.score,
    lines: [
      `Yahtzee, the ${strategy} player: 13 rounds (rolls, then the dice kept before the next roll)`,
      ...rounds.map(
        (r, i) =>
          `  ${String(i + 1).padStart(2)}. ${dice(r.rolls[0]!)} keep ${dice(r.kept[0]!)} → ${dice(r.rolls[1]!)} keep ${dice(r.kept[1]!)} → ${dice(r.rolls[2]!)}: ${r.category} ${r.score}` +
          (r.upperBonus > 0 ? ` (+${r.upperBonus} upper bonus)` : '') +
          (r.yahtzeeBonus > 0 ? ` (+${r.yahtzeeBonus} Yahtzee bonus)` : ''),
      ),
      `score ${record.score}`,
    ],
  };
}
