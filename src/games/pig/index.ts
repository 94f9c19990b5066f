// Pig on the shared machinery: runs, exact answer, trace, presets.

import { resolveConfig } from '../config.js';
import type { GameDefinition } from '../types.js';
import { type PigExactReport, exactPigReport } from './exact.js';
import { pigPresets } from './presets.js';
import { preparePigRun } from './run.js';
import { parsePigConfig, pigConfigToJson } from './schema.js';
import { formatPigExact } from './text.js';
import { tracePig } from './trace.js';

export const pigGame: GameDefinition = {
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
};
