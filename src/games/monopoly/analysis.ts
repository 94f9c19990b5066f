// `boardsim analyze monopoly`: boardsim's Monopoly is the movement of one piece (no money, no
// owners, no winner), so no design measure of a contest applies, and the report says which and why
// rather than failing. What the movement has instead is exact: the chain's long-run figures (the
// share of turns in jail, the squares most often ended on, the best rents per opponent's turn),
// computed as the exact job of `simulate monopoly` and listed under the measures. No games are
// played.

import { noMeaning } from '../../analyze/measure.js';
import { MEASURE_NAMES, type MeasureName, type VariantReport } from '../../analyze/report.js';
import type { Measure } from '../../analyze/measure.js';
import type { GameAnalysis } from '../types.js';
import { IN_JAIL, SQUARES } from './board.js';
import { type MonopolyExactAnswer, monopolyExactJob } from './exact-job.js';
import { monopolyConfigToJson } from './schema.js';
import { monopolySettings } from './settings.js';

const MOVEMENT = 'movement only (one piece, no money, no owners, no winner)';

/** Why each measure cannot be computed for the movement model, one sentence each. */
const REASONS_BY_MEASURE: Record<MeasureName, string> = {
  order: `${MOVEMENT}; and no player chooses anything but the jail policy, fixed by --jail`,
  fairness: `${MOVEMENT}: no seats whose win rates could differ`,
  convergence: `${MOVEMENT}; no choices, so no branching factor`,
  spread: `${MOVEMENT}; no choices, so no estimates of options`,
  drama: `${MOVEMENT}: no winner whose rank along the game could be read`,
  security: `${MOVEMENT}: no winner whose rank along the game could be read`,
  meaningfulMoves: `${MOVEMENT}; no choices`,
  advantage: `${MOVEMENT}: no first seat and no wins`,
  balance: `${MOVEMENT}: no seats and no wins`,
  completion: `${MOVEMENT}: a game is a fixed count of turns (--turns), it never ends by itself`,
  drawishness: `${MOVEMENT}: no winner, so no draw either`,
  duration: `${MOVEMENT}: a game's length is the --turns it is given, not an outcome`,
  leadChanges: `${MOVEMENT}: one piece, no leader`,
  stability: `${MOVEMENT}: no evaluation of a position`,
  decisivenessThreshold: `${MOVEMENT}: no score`,
  coverage:
    "every square but Go To Jail is ended on in the long run (the chain's shares below); the simulation counts each square's turns over all games, not which squares one game reached",
  seatAdvantage: `${MOVEMENT}: no seats`,
  leaderAtHalfTimeWins: `${MOVEMENT}: no leader and no winner`,
  comebacks: `${MOVEMENT}: no winner`,
  decidedInLastTurn: `${MOVEMENT}: no winner`,
  winnerTrailed: `${MOVEMENT}: no winner`,
};

const pct = (x: number) => `${(100 * x).toFixed(3)}%`;

/** The chain's headline figures as lines and as data. */
function chainFigures(answer: MonopolyExactAnswer): { figures: Record<string, unknown>; lines: string[] } {
  const e = answer.monopoly;
  const ranked = e.shares
    .slice(0, IN_JAIL)
    .map((share, square) => ({ square, name: SQUARES[square]!.name, share }))
    .sort((a, b) => b.share - a.share);
  const hotels = e.rents
    .map((g) => ({ group: g.name, hotel: g.levels.find((l) => l.level === 'hotel')?.rentPerTurn }))
    .filter((g): g is { group: string; hotel: number } => g.hotel !== undefined)
    .sort((a, b) => b.hotel - a.hotel);
  const top = ranked.slice(0, 5);
  return {
    figures: {
      inJail: { turns: e.shares[IN_JAIL]!, throws: e.throwShares[IN_JAIL]! },
      throwsPerTurn: e.throwsPerTurn,
      mostEndedOn: top,
      leastEndedOn: ranked.filter((r) => r.share > 0).slice(-3),
      hotelRentPerTurn: hotels,
    },
    lines: [
      `exact (the chain, cards drawn with replacement): in jail ${pct(e.shares[IN_JAIL]!)} of turns (${pct(e.throwShares[IN_JAIL]!)} of throws); ${e.throwsPerTurn.toFixed(4)} throws a turn`,
      `squares most often ended on: ${top.map((r) => `${r.name} ${pct(r.share)}`).join(', ')}`,
      `best rent per opponent's turn, hotels: ${hotels
        .slice(0, 3)
        .map((g) => `${g.group} ${g.hotel.toFixed(2)}`)
        .join(', ')} (every figure: boardsim exact monopoly)`,
    ],
  };
}

export const monopolyAnalysis: GameAnalysis = {
  options: ['jail'],
  ignores: {
    players: 'one piece moves: the movement of a single piece is analysed',
    strategies: 'no player chooses anything but the jail policy (--jail)',
    games: "its analysis plays no games: what it reports is the chain's, exact",
    deck: 'its analysis plays no games: the chain draws the cards with replacement whatever the deck',
    turns: "its analysis plays no games: the chain's long-run figures do not depend on a game's length",
    warmup: "its analysis plays no games: the chain's long-run figures do not depend on a game's start",
  },
  isNoNews: (option, value) => option === 'players' && String(value).trim() === '1',
  variants(source, options, { exact }) {
    const { preset, game } = monopolySettings({
      ...source,
      ...(options['jail'] !== undefined && { jail: options['jail'] as string }),
    });
    const job = exact ? monopolyExactJob(game.jail, game.warmup, game.turns) : undefined;
    return [
      {
        ...(job && { exactJob: job }),
        report: (_run, answer): VariantReport => {
          const chain = answer ? chainFigures(answer as MonopolyExactAnswer) : undefined;
          const measures = Object.fromEntries(
            MEASURE_NAMES.map((name): [MeasureName, Measure] => [name, noMeaning(REASONS_BY_MEASURE[name])]),
          ) as Record<MeasureName, Measure>;
          return {
            preset,
            config: monopolyConfigToJson(game),
            players: 1,
            games: 0,
            measures,
            seats: [],
            durationUnit: 'turns (fixed by --turns)',
            details: {
              ...(chain && { chain: chain.figures, lines: chain.lines }),
              ...(!chain && {
                exactNote:
                  'the exact values were not asked for (--no-exact): nothing to report but the reasons',
              }),
            },
          };
        },
      },
    ];
  },
};
