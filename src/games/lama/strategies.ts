// The playing strategies by name, their parameters, and `--strategies` lists. The kernel
// (assembly/games/lama/kernel.ts) and the twin (reference.ts) know them by id.

import type { ConfigIssue } from '../../core/errors.js';

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
  mcts: {
    id: 5,
    description:
      'UCT on determinized hands: the hidden cards dealt at random 10 times, a search of the rest of the round in each (BUDGET iterations in all), the most visited action of each world gets a vote',
    param: { name: 'BUDGET', default: 1000, min: 1, max: 100_000 },
  },
  ismcts: {
    id: 6,
    description:
      'information-set MCTS (Cowling, Powley and Whitehouse 2012): one tree over what this seat knows, a new deal of the hidden cards each of BUDGET iterations; the most visited action',
    param: { name: 'BUDGET', default: 1000, min: 1, max: 100_000 },
  },
  pipmc: {
    id: 7,
    description:
      "CardStock's PIPMC player: for each option of the seed engine's list, N random playouts of the rest of the round on new deals of the hidden cards; the best mean rank by total (default 10: CardStock's NUMTESTS)",
    param: { name: 'N', default: 10, min: 1, max: 100_000 },
  },
} as const satisfies Record<string, StrategyInfo>;

export type StrategyName = keyof typeof STRATEGIES;

/** A seat's strategy: its name, kernel id and parameter (0 when it has none). */
export interface SeatStrategy {
  readonly name: StrategyName;
  readonly id: number;
  readonly param: number;
  /** The search players' exploration constant and playout policy (mcts, ismcts). */
  readonly search?: SearchSettings;
}

/** How the search players search beyond their budget (`ismcts:BUDGET:C:POLICY`). */
export interface SearchSettings {
  /** UCB1's exploration constant C, for rewards scaled to [0, 1]. */
  readonly exploration: number;
  /** Who plays every seat in a playout: `random` (the seed's option list) or `greedy` (greedy:10). */
  readonly policy: PlayoutPolicy;
}

export const PLAYOUT_POLICIES = ['random', 'greedy'] as const;
export type PlayoutPolicy = (typeof PLAYOUT_POLICIES)[number];

/** The search players' defaults: C = 0.7 (about √2/2, usual for rewards in [0, 1]) and greedy
 *  playouts, which made ismcts:1000 win 0.931 of 4-player games against random seats where random
 *  playouts won 0.876 (docs/games/lama.md). */
export const DEFAULT_SEARCH: SearchSettings = { exploration: 0.7, policy: 'greedy' };
const MAX_EXPLORATION = 100;

const isSearch = (name: StrategyName): name is 'mcts' | 'ismcts' => name === 'mcts' || name === 'ismcts';

/** The test-only strategy that always plays a card that does not fit (checks the engine's guard). */
export const BROKEN_STRATEGY_ID = 15;

/** "greedy:12" for a strategy with a parameter, else its name; a search player's C and policy
 *  follow when either is not the default ("ismcts:2000:0.7:greedy"). */
export function strategyLabel(seat: SeatStrategy): string {
  if (!('param' in STRATEGIES[seat.name])) return seat.name;
  const search = seat.search;
  if (
    search &&
    (search.exploration !== DEFAULT_SEARCH.exploration || search.policy !== DEFAULT_SEARCH.policy)
  )
    return `${seat.name}:${seat.param}:${search.exploration}:${search.policy}`;
  return `${seat.name}:${seat.param}`;
}

/** A search player's C and POLICY fields (after its BUDGET), or an issue naming the spec. */
function parseSearch(
  spec: string,
  name: string,
  fields: string[],
  path: string,
): SearchSettings | ConfigIssue {
  const [c, policy, ...rest] = fields;
  const wrong = (message: string): ConfigIssue => ({
    code: 'strategy/parameter',
    path,
    message: `"${spec}": ${message}`,
  });
  if (rest.length > 0) return wrong(`write ${name}:BUDGET:C:POLICY (at most three parameters)`);
  const exploration = c === undefined ? DEFAULT_SEARCH.exploration : Number(c);
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(c ?? '0') || exploration < 0 || exploration > MAX_EXPLORATION) {
    return wrong(
      `C (the exploration constant) must be a number from 0 to ${MAX_EXPLORATION}, not ${JSON.stringify(c)}`,
    );
  }
  const chosen = policy === undefined ? DEFAULT_SEARCH.policy : policy.trim();
  if (!(PLAYOUT_POLICIES as readonly string[]).includes(chosen)) {
    return wrong(
      `POLICY (the playout policy) must be ${PLAYOUT_POLICIES.join(' or ')}, not ${JSON.stringify(policy)}`,
    );
  }
  return { exploration, policy: chosen as PlayoutPolicy };
}

/** Parses one spec, "name" or "name:value"; returns the seat or an issue naming `path`. */
export function parseStrategy(spec: string, path: string): SeatStrategy | ConfigIssue {
  const [rawName = '', value, ...rest] = spec.trim().split(':');
  const name = rawName.trim();
  const searching = Object.hasOwn(STRATEGIES, name) && isSearch(name as StrategyName);
  if (!Object.hasOwn(STRATEGIES, name)) {
    return {
      code: 'strategy/unknown',
      path,
      message: `no strategy "${name}" (strategies: ${Object.keys(STRATEGIES).join(', ')})`,
    };
  }
  const info: StrategyInfo = STRATEGIES[name as StrategyName];
  const search = searching ? parseSearch(spec, name, rest, path) : undefined;
  if (search && 'code' in search) return search;
  const withSearch = search ? { search } : {};
  if (value === undefined)
    return { name: name as StrategyName, id: info.id, param: info.param?.default ?? 0, ...withSearch };
  if (!info.param || (rest.length > 0 && !searching)) {
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
  return { name: name as StrategyName, id: info.id, param: n, ...withSearch };
}

/** A comma-separated list (or an array) of specs. */
export function strategySpecs(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(',');
}
