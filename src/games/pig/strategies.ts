// Pig's policies by name, and `strategies` lists (one spec for every seat, or one per seat, as
// L.A.M.A.'s). Every policy becomes a hold table (policy.ts) that the kernel, the twin and the
// exact solver read alike.

import type { ConfigIssue } from '../../core/errors.js';
import { grouped } from '../../core/digits.js';

export const PIG_STRATEGIES = {
  hold: {
    description:
      'hold as soon as the turn total reaches N (default 20), or the score with it reaches the goal',
    param: { name: 'N', default: 20, min: 1, max: 10_000 },
  },
  optimal: {
    description:
      'the policy that maximises the chance of winning against an optimal opponent (Neller and Presser 2004), two players',
  },
  'keep-pace': {
    description:
      'Neller and Presser\'s (2010) "keep pace and end race": if either score is 71 or more, roll for the goal; else hold at 21 + round((opponent − own score) / 8); goal 100',
  },
  'best-response': {
    description:
      "the policy that maximises the chance of winning against the other seat's policy, two players",
  },
} as const;

export type PigStrategyName = keyof typeof PIG_STRATEGIES;

/** A seat's policy: its name and its parameter (hold's N; 0 for the others). */
export interface PigStrategy {
  readonly name: PigStrategyName;
  readonly param: number;
}

/** The spec as boardsim writes it: `hold:20`, `optimal`. */
export function strategySpec(strategy: PigStrategy): string {
  return strategy.name === 'hold' ? `hold:${strategy.param}` : strategy.name;
}

/** The specs of a `strategies` option: a comma-separated string or an array; undefined if none. */
export function strategySpecs(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.split(',').map((s) => s.trim());
  if (Array.isArray(value) && value.every((s) => typeof s === 'string')) return value.map((s) => s.trim());
  return [String(value)];
}

function known(): string {
  return Object.entries(PIG_STRATEGIES)
    .map(([name, info]) => ('param' in info ? `${name}[:${info.param.name}]` : name))
    .join(', ');
}

/** One spec, or the issue that refuses it (naming `path`). */
export function parsePigStrategy(spec: string, path: string): PigStrategy | ConfigIssue {
  const [name, param, ...rest] = spec.split(':');
  if (!name || !Object.hasOwn(PIG_STRATEGIES, name))
    return {
      code: 'strategy/unknown',
      path,
      message: `no Pig strategy ${JSON.stringify(spec)} (strategies: ${known()})`,
    };
  const info = PIG_STRATEGIES[name as PigStrategyName];
  if (!('param' in info)) {
    if (param !== undefined)
      return {
        code: 'strategy/parameter',
        path,
        message: `${name} takes no parameter (got ${JSON.stringify(spec)})`,
      };
    return { name: name as PigStrategyName, param: 0 };
  }
  if (param === undefined) return { name: name as PigStrategyName, param: info.param.default };
  const n = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  if (rest.length > 0 || !Number.isSafeInteger(n) || n < info.param.min || n > info.param.max)
    return {
      code: 'strategy/parameter',
      path,
      message: `${name}:${info.param.name} takes a whole number from ${info.param.min} to ${grouped(info.param.max)} (got ${JSON.stringify(spec)})`,
    };
  return { name: name as PigStrategyName, param: n };
}
