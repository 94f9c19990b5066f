// exact(): the exact answer of a game where one exists, as a JSON-ready report.

import { type GameOptions, gameId } from '../games/index.js';
import { snakesRunSettings } from '../games/snakes/index.js';
import { snakesBoardToJson } from '../games/snakes/schema.js';
import { exactSnakes } from './snakes.js';

export type ExactOptions = GameOptions & { readonly game: string };

export interface ExactReport {
  game: string;
  preset: string;
  players: number;
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
  climbs?: { mean: number };
  slides?: { mean: number };
  seats: { winProbability: number }[];
  config: unknown;
}

export function exact(options: ExactOptions): ExactReport {
  const game = gameId(options.game);
  switch (game) {
    case 'snakes': {
      const { preset, board, players, mode } = snakesRunSettings(options);
      const e = exactSnakes(board, players, mode);
      return {
        game,
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
  }
}
