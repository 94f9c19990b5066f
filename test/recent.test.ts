// The caches' map (src/core/recent.ts): it keeps the most recent entries only.

import { expect, test } from 'vitest';
import { RecentMap } from '../src/core/recent.js';

test('keeps the last entries set, a key set again counting as new', () => {
  const map = new RecentMap<string, number>(2);
  map.set('a', 1);
  map.set('b', 2);
  map.set('a', 3);
  map.set('c', 4);
  expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, undefined, 4]);
});

test('getOrSet makes a value once and keeps it', () => {
  const map = new RecentMap<string, object>(1);
  let made = 0;
  const make = () => ({ made: ++made });
  const first = map.getOrSet('x', make);
  expect(map.getOrSet('x', make)).toBe(first);
  map.getOrSet('y', make);
  expect(map.getOrSet('x', make)).not.toBe(first);
  expect(made).toBe(3);
});
