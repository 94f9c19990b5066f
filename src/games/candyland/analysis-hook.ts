// What `boardsim analyze` plays for Candy Land: one race per variant under the rules given, on the
// platform's workers, with its exact values computed beside the games where the deck allows.

import type { AnalysisExact } from '../../analyze/exact-values.js';
import { ANALYZE_TURN_CAP } from '../../wasm/race-sums.js';
import type { GameAnalysis } from '../types.js';
import { candyVariant } from './analysis.js';
import { candyExactUnavailable } from './chain.js';
import type { CandyAnalysisJob } from './jobs.js';
import { CANDY_OPTIONS, candyRunSettings } from './settings.js';

export const candyAnalysis: GameAnalysis = {
  // about ±0.7 percentage points on rates
  defaultGames: 20_000,
  options: ['players', 'games', ...CANDY_OPTIONS],
  ignores: { strategies: 'no player ever chooses anything: the cards make every move' },
  variants(source, options, { exact }) {
    const rules = Object.fromEntries(
      CANDY_OPTIONS.flatMap((k) => (options[k] === undefined ? [] : [[k, options[k]]])),
    );
    const { preset, edition, board, players } = candyRunSettings({
      ...rules,
      ...source,
      players: options.players ?? 2,
    });
    const job: CandyAnalysisJob = { game: 'candyland-analysis', board, players, turnCap: ANALYZE_TURN_CAP };
    return [
      {
        race: { task: 'candyland-analysis', board, players },
        ...(exact && !candyExactUnavailable(board, players) && { exactJob: job }),
        report: (run, answer) =>
          candyVariant(
            preset,
            edition,
            board,
            players,
            run!,
            exact,
            (answer as { analysis: AnalysisExact } | undefined)?.analysis,
          ),
      },
    ];
  },
};
