// What `boardsim analyze` plays for Snakes and Ladders: one race per variant, on the platform's
// workers, with its exact values (the pair chain) computed beside the games.

import { parsePlayers } from '../../core/options.js';
import type { AnalysisExact } from '../../analyze/exact-values.js';
import { ANALYZE_TURN_CAP } from '../../wasm/race-sums.js';
import type { GameAnalysis } from '../types.js';
import { snakesVariant } from './analysis.js';
import type { SnakesAnalysisJob } from './jobs.js';
import { snakesBoardToJson } from './schema.js';
import { SNAKES_MAX_PLAYERS, resolveSnakesBoard } from './settings.js';

export const snakesAnalysis: GameAnalysis = {
  // about ±0.3 percentage points on rates
  defaultGames: 100_000,
  options: ['players', 'games'],
  ignores: { strategies: 'no player ever chooses anything: the dice make every move' },
  variants(source, options, { exact }) {
    const players = parsePlayers(options.players ?? 2, 1, SNAKES_MAX_PLAYERS);
    const { preset, board } = resolveSnakesBoard(source);
    const job: SnakesAnalysisJob = { game: 'snakes-analysis', board, players, turnCap: ANALYZE_TURN_CAP };
    return [
      {
        race: { task: 'snakes-analysis', board, players },
        ...(exact && { exactJob: job }),
        report: (run, answer) =>
          snakesVariant(
            preset,
            snakesBoardToJson(board),
            board,
            players,
            run!,
            (answer as { analysis: AnalysisExact } | undefined)?.analysis,
          ),
      },
    ];
  },
};
