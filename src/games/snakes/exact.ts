// The exact answer of a Snakes and Ladders configuration, as `boardsim exact` reports it.

import { exactSnakes } from './chain.js';
import type { ExactReportBase } from '../types.js';
import { type SnakesOptions, snakesRunSettings } from './settings.js';
import { snakesBoardToJson } from './schema.js';

export interface SnakesExactReport extends ExactReportBase {
  mode: string | null;
  turns: {
    mean: number;
    variance: number;
    sd: number;
    median: number;
    percentiles: Record<string, number>;
    pmf: number[];
    tailMass: number;
    shortest: { turns: number; probability: number };
  };
  rolls: { mean: number };
  moves?: { mean: number };
  climbs: { mean: number };
  slides: { mean: number };
  seats: { winProbability: number }[];
}

export function exactSnakesReport(options: SnakesOptions): SnakesExactReport {
  const { preset, board, players, mode } = snakesRunSettings(options);
  const e = exactSnakes(board, players, mode);
  return {
    game: 'snakes',
    preset,
    players,
    mode: players > 1 ? mode : null,
    turns: e.turns,
    rolls: e.rolls,
    ...(players > 1 && { moves: e.moves }),
    climbs: e.climbs,
    slides: e.slides,
    seats: e.seats,
    config: snakesBoardToJson(board),
  };
}
