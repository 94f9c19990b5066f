// L.A.M.A. on the shared machinery: runs, per-strategy statistics, trace, presets.

import { lamaAnalysis } from './analysis-hook.js';
import type { ExactReportBase, GameDefinition } from '../types.js';
import { lamaPresets } from './presets.js';
import { type LamaConfigJson, lamaConfigToJson } from './schema.js';
import { type LamaOptions, resolveLamaConfig } from './settings.js';
import { lamaSummaryLines, prepareLamaRun } from './run.js';
import { type LamaTrace, traceLama } from './trace.js';

export { type LamaOptions, lamaRunSettings } from './settings.js';
export { prepareLamaRun, type LamaStrategyReport } from './run.js';

/** L.A.M.A.'s library types (GameTypes): it has no exact answer. */
export interface LamaTypes {
  readonly options: LamaOptions;
  readonly config: LamaConfigJson;
  readonly exact: ExactReportBase;
  readonly runExact: undefined;
  readonly trace: LamaTrace;
}

export const lamaGame: GameDefinition<LamaTypes> = {
  analysis: lamaAnalysis,
  title: 'L.A.M.A.',
  defaultPreset: 'seed',
  presets: lamaPresets,
  presetJson: (name) => {
    const { config } = resolveLamaConfig({ preset: name });
    return lamaConfigToJson(config.rules, config.table);
  },
  options: ['strategies', 'rounds', 'mode'],
  prepareRun: (options) => prepareLamaRun(options),
  trace: (options) => traceLama(options),
  summaryLines: (report) => lamaSummaryLines(report),
};
