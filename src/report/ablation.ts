// `boardsim ablate` for people: seed 000's table with confidence intervals and each feature's effect.

import { fixed } from './text.js';
import { grouped } from '../core/digits.js';

/** One metric of a variant: its mean with its interval, its spread and median. */
export interface MetricEstimate {
  mean: number;
  se: number;
  ci95: [number, number];
  sd: number;
  median: number;
}

/** What a feature adds to a game: the difference of the means, with its interval. */
export interface FeatureEffect {
  /** Standard mean minus this variant's mean: what the feature adds to a game. */
  difference: number;
  se: number;
  ci95: [number, number];
}

/** One line of the ablation: the game with one feature left out (or the standard game). */
export interface AblationVariant {
  name: string;
  label: string;
  feature?: string;
  seed: number | string;
  metrics: Record<string, MetricEstimate>;
  /** Per metric, against the standard game (absent on the standard line). */
  effect?: Record<string, FeatureEffect>;
  notes?: string[];
}

/** The whole ablation (the `ablate --json` shape). */
export interface AblationReport {
  game: string;
  preset: string;
  players: number;
  /** Games per variant. */
  games: number;
  seed: number | string;
  threads: number;
  elapsedMs: number;
  variants: AblationVariant[];
  /** The configuration of the standard game. */
  config: unknown;
}

/** A difference with its sign (the minus sign a minus, not a hyphen). */
export const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

export function formatAblation(report: AblationReport): string {
  const out: string[] = [];
  const who = report.players === 1 ? '1 player' : `${report.players} players`;
  out.push(`boardsim ${report.game} · preset ${report.preset} · ${who} · ablations`);
  out.push(
    `${grouped(report.games)} game${report.games === 1 ? '' : 's'} a variant · seed ${report.seed} (variant i uses seed + i) · ${(report.elapsedMs / 1000).toFixed(2)} s`,
  );
  const metrics = Object.keys(report.variants[0]?.metrics ?? {});
  for (const metric of metrics) {
    out.push('');
    out.push(
      metric === 'turns'
        ? report.players === 1
          ? 'turns per game'
          : "the winner's turns"
        : 'moves: turns of all players together',
    );
    out.push(
      `${'variant'.padEnd(14)}${'mean'.padStart(9)}  ${'95% CI'.padEnd(20)}${'sd'.padStart(7)}${'median'.padStart(8)}   effect of the feature (standard − without, 95% CI)`,
    );
    for (const v of report.variants) {
      const m = v.metrics[metric]!;
      const e = v.effect?.[metric];
      out.push(
        `${v.label.padEnd(14)}${fixed(m.mean).padStart(9)}  ${`[${fixed(m.ci95[0])}, ${fixed(m.ci95[1])}]`.padEnd(20)}${fixed(m.sd, 2).padStart(7)}${String(m.median).padStart(8)}   ${
          e
            ? `${v.feature}: ${signed(e.difference)} [${signed(e.ci95[0])}, ${signed(e.ci95[1])}]`
            : v.feature !== undefined
              ? `${v.feature}: already left out`
              : ''
        }`.trimEnd(),
      );
    }
  }
  const notes = new Set(report.variants.flatMap((v) => v.notes ?? []));
  for (const note of notes) out.push(`note: ${note}`);
  return out.join('\n');
}
