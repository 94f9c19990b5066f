// Pig on the shared machinery: runs, exact answer, trace, presets.

import { resolveConfig } from '../config.js';
import type { GameDefinition } from '../types.js';
import { pigAnalysis } from './analysis.js';
import { type PigExactReport, exactPigReport } from './exact.js';
import { pigPresets } from './presets.js';
import { type PigRunExact, preparePigRun } from './run.js';
import { type PigConfigJson, parsePigConfig, pigConfigToJson } from './schema.js';
import type { PigOptions } from './settings.js';
import { formatPigExact } from './text.js';
import { type PigTrace, tracePig } from './trace.js';

/** Pig's library types (GameTypes): a run has its exact answer with two players. */
export interface PigTypes {
  readonly options: PigOptions;
  readonly config: PigConfigJson;
  readonly exact: PigExactReport;
  readonly runExact: PigRunExact | undefined;
  readonly trace: PigTrace;
}

export const pigGame: GameDefinition<PigTypes> = {
  title: 'Pig',
  defaultPreset: 'classic',
  presets: pigPresets,
  presetJson: (name) =>
    pigConfigToJson(resolveConfig('pig', { preset: name }, pigPresets, 'classic', parsePigConfig).config),
  options: ['strategies', 'goal', 'dieFaces'],
  prepareRun: (options) => preparePigRun(options),
  exact: (options) => exactPigReport(options),
  formatExact: (report) => formatPigExact(report as PigExactReport),
  trace: (options) => tracePig(options),
  summaryLines: (report) => {
    const strategies = (report.config as { strategies?: string[] }).strategies ?? [];
    return ['', `strategies: ${strategies.map((s, i) => `seat ${i + 1} ${s}`).join(', ')}`];
  },
  analysis: pigAnalysis,
};
