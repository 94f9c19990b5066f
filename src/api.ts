// The library API that Node and browsers share: everything but simulate(), whose platform (worker
// threads or Web Workers) each entry supplies. Add new entry points here, and both entries have them.

export type { SimulateOptions } from './simulate.js';
export type { Progress } from './run/runner.js';
export type { SimulationReport, MetricReport, SeatReport } from './report/simulation.js';
export { exact, type ExactOptions } from './exact/index.js';
export type { ExactReportBase, GameOptions, TraceReport } from './games/types.js';
export type { SnakesExactReport } from './games/snakes/exact.js';
export { mergeReports as merge } from './report/merge.js';
export { listPresets as presets, presetConfig, GAMES, type GameId, type PresetInfo } from './games/index.js';
export { trace } from './trace.js';
export type { SnakesTrace } from './games/snakes/trace.js';
export { BoardsimError, CancelledError, type ConfigIssue } from './errors.js';
export { VERSION } from './version.js';
