// L.A.M.A. on the shared machinery: runs, per-strategy statistics, trace, presets.

import { lamaAnalysis } from './analysis-hook.js';
import type { GameDefinition } from '../types.js';
import { lamaPresets } from './presets.js';
import { lamaConfigToJson } from './schema.js';
import { resolveLamaConfig } from './settings.js';
import { lamaSummaryLines, prepareLamaRun } from './run.js';
import { traceLama } from './trace.js';

export { type LamaOptions, lamaRunSettings } from './settings.js';
export { prepareLamaRun, type LamaStrategyReport } from './run.js';

export const lamaGame: GameDefinition = {
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
