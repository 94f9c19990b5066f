// The playing strategies by name, their parameters, and `--strategies` lists. The kernel
// (assembly/lama.ts) and the twin (reference.ts) know them by id.

import type { ConfigIssue } from '../../errors.js';

export interface StrategyInfo {
  readonly id: number;
  readonly description: string;
  /** The one numeric parameter, if the strategy has one (written name:value). */
  readonly param?: {
    readonly name: string;
    readonly default: number;
    readonly min: number;
    readonly max: number;
  };
}

export const STRATEGIES = {
  random: {
    id: 0,
    description:
      "uniform over the seed engine's option list: one option per fitting card (two fitting 3s are two options), draw when legal, quit",
  },
  'random-distinct': {
    id: 1,
    description: 'uniform over distinct actions: each fitting value once, draw when legal, quit',
  },
  greedy: {
    id: 2,
    description:
      'play when a card fits (the one that leaves most fitting cards), else draw while the hand scores at most LIMIT, else quit',
    param: { name: 'LIMIT', default: 10, min: 0, max: 10_000 },
  },
  cautious: {
    id: 3,
    description:
      'go out when the last card fits; else quit as soon as the hand scores at most LIMIT; else play, else draw, else quit',
    param: { name: 'LIMIT', default: 5, min: 0, max: 10_000 },
  },
  montecarlo: {
    id: 4,
    description:
      'for each action, N random playouts of the rest of the round on determinized hands; the lowest mean round score wins',
    param: { name: 'N', default: 100, min: 1, max: 100_000 },
  },
} as const satisfies Record<string, StrategyInfo>;

export type StrategyName = keyof typeof STRATEGIES;

/** A seat's strategy: its name, kernel id and parameter (0 when it has none). */
export interface SeatStrategy {
  readonly name: StrategyName;
  readonly id: number;
  readonly param: number;
}

/** The test-only strategy that always plays a card that does not fit (checks the engine's guard). */
export const BROKEN_STRATEGY_ID = 15;

/** "greedy:12" for a strategy with a parameter, else its name. */
export function strategyLabel(seat: SeatStrategy): string {
  return 'param' in STRATEGIES[seat.name] ? `${seat.name}:${seat.param}` : seat.name;
}

/** Parses one spec, "name" or "name:value"; returns the seat or an issue naming `path`. */
export function parseStrategy(spec: string, path: string): SeatStrategy | ConfigIssue {
  const [rawName = '', value, ...rest] = spec.trim().split(':');
  const name = rawName.trim();
  if (!Object.hasOwn(STRATEGIES, name)) {
    return {
      code: 'strategy/unknown',
      path,
      message: `no strategy "${name}" (strategies: ${Object.keys(STRATEGIES).join(', ')})`,
    };
  }
  const info: StrategyInfo = STRATEGIES[name as StrategyName];
  if (value === undefined)
    return { name: name as StrategyName, id: info.id, param: info.param?.default ?? 0 };
  if (!info.param || rest.length > 0) {
    return {
      code: 'strategy/parameter',
      path,
      message: info.param
        ? `"${spec}": write ${name}:${info.param.name} with one number`
        : `"${spec}": ${name} takes no parameter`,
    };
  }
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < info.param.min || n > info.param.max) {
    return {
      code: 'strategy/parameter',
      path,
      message: `"${spec}": ${info.param.name} must be a whole number from ${info.param.min} to ${info.param.max}`,
    };
  }
  return { name: name as StrategyName, id: info.id, param: n };
}

/** A comma-separated list (or an array) of specs. */
export function strategySpecs(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(',');
}
