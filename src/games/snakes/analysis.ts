// Snakes and Ladders analysed: the race's measures (race-report.ts) next to the exact values where
// the maths allows (two players: the pair chain; any number: seats and duration; one player: the
// heat map and the jumps; snakes-exact.ts, computed as an exact job), and the board's own tables.

import type { SnakesBoard } from './schema.js';
import { type RaceAnalysisSums, raceSumsLayout } from '../../wasm/race-sums.js';
import type { AnalysisExact } from '../../analyze/exact-values.js';
import { type MeasureValue, proportion, withExact } from '../../analyze/measure.js';
import { raceVariant } from '../../analyze/race-report.js';
import type { VariantReport } from '../../analyze/report.js';

/** The variant's report from the kernel's sums and, unless the run skips them, the exact values. */
export function snakesVariant(
  preset: string,
  config: unknown,
  board: SnakesBoard,
  players: number,
  run: RaceAnalysisSums,
  exact: AnalysisExact | undefined,
): VariantReport {
  const base = raceVariant(preset, config, board.squares, players, run, exact?.race ?? {});
  const { sums, totals } = run;
  const games = totals.games;
  const layout = raceSumsLayout(board.squares);
  const at = (slot: number) => sums[slot]!;
  const maybe = (m: MeasureValue, value: number | undefined) =>
    value === undefined ? m : withExact(m, value);
  const perPlayerGame = games * players;
  const visits = Array.from({ length: board.squares + 1 }, (_, sq) => at(layout.visits + sq) / perPlayerGame);
  const jumps = board.jumps.map(({ from, to }, i) => {
    const m = proportion(at(layout.jumpUsed + from), perPlayerGame);
    return {
      from,
      to,
      kind: to > from ? 'ladder' : 'snake',
      everUsed: maybe(m, exact?.use?.[i]),
    };
  });
  return {
    ...base,
    details: {
      heatMap: {
        unit: 'turns ending on the square, per player per game',
        simulated: visits,
        ...(exact?.heatMap && { exact: exact.heatMap }),
      },
      jumps,
      ...(exact?.note !== undefined && { exactNote: exact.note }),
    },
    ...(exact && { exactMs: exact.computeMs }),
  };
}
