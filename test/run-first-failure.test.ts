// Issue 31: a run that fails names the failure that comes first in the stream (the earliest task),
// not the one that came back first. The runner is driven here with an executor whose tasks finish
// when the test says, so every order of arrival is played out, not hoped for.

import { describe, expect, test } from 'vitest';
import { CancelledError } from '../src/core/errors.js';
import { emptyTotals, type RunTotals } from '../src/core/totals.js';
import type { TaskExecutor } from '../src/run/executor.js';
import { runTasks } from '../src/run/runner.js';
import type { KernelTask } from '../src/run/task.js';

interface Flight {
  readonly signal: AbortSignal;
  finish(): void;
  fail(error: Error): void;
}

/** An executor of `concurrency` lanes whose tasks (numbered by their first chunk) wait for the test. */
function heldExecutor(concurrency: number) {
  const flights = new Map<number, Flight>();
  const executor: TaskExecutor = {
    concurrency,
    run(task: KernelTask, signal?: AbortSignal): Promise<RunTotals> {
      const id = task.chunks[0]!.index;
      return new Promise((resolve, reject) => {
        const aborted = new AbortController();
        signal?.addEventListener('abort', () => reject(new CancelledError()), { once: true });
        flights.set(id, {
          signal: signal ?? aborted.signal,
          finish: () => resolve({ ...emptyTotals(), games: 1 }),
          fail: reject,
        });
      });
    },
    close: async () => {},
  };
  return { executor, flights };
}

const tasks = (count: number): KernelTask[] =>
  Array.from({ length: count }, (_, i) => ({
    game: 'held',
    config: {},
    seed: 1n,
    chunks: [{ index: i, games: 1 }],
  }));

/** Lets the runner react (its awaits of settled promises). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a run that fails names its earliest failing task', () => {
  test('a later task failing first: the earlier one is waited for, and it is named', async () => {
    const { executor, flights } = heldExecutor(2);
    const run = runTasks(executor, tasks(6), 6);
    const outcome = run.then(
      () => 'finished',
      (error: unknown) => error,
    );
    await settle();
    expect([...flights.keys()]).toEqual([0, 1]);
    flights.get(0)!.finish();
    await settle();
    expect([...flights.keys()]).toEqual([0, 1, 2]);
    flights.get(2)!.fail(new Error('task 2'));
    await settle();
    // no task is handed out after a failure; task 1, before it, still plays
    expect([...flights.keys()]).toEqual([0, 1, 2]);
    expect(flights.get(1)!.signal.aborted).toBe(false);
    flights.get(1)!.fail(new Error('task 1'));
    expect(((await outcome) as Error).message).toBe('task 1');
  });

  test('the earlier task finishing well: the later failure is named', async () => {
    const { executor, flights } = heldExecutor(2);
    const outcome = runTasks(executor, tasks(6), 6).catch((error: unknown) => error);
    await settle();
    flights.get(1)!.fail(new Error('task 1'));
    await settle();
    expect(flights.get(0)!.signal.aborted).toBe(false);
    flights.get(0)!.finish();
    expect(((await outcome) as Error).message).toBe('task 1');
    expect([...flights.keys()]).toEqual([0, 1]);
  });

  test('an earlier task failing stops the tasks after it at once', async () => {
    const { executor, flights } = heldExecutor(3);
    const outcome = runTasks(executor, tasks(9), 9).catch((error: unknown) => error);
    await settle();
    flights.get(1)!.fail(new Error('task 1'));
    await settle();
    expect(flights.get(2)!.signal.aborted).toBe(true);
    expect(flights.get(0)!.signal.aborted).toBe(false);
    flights.get(0)!.fail(new Error('task 0'));
    expect(((await outcome) as Error).message).toBe('task 0');
    expect([...flights.keys()]).toEqual([0, 1, 2]);
  });

  test('an abort stops every task in flight and is a CancelledError, even after a failure', async () => {
    const { executor, flights } = heldExecutor(2);
    const abort = new AbortController();
    const outcome = runTasks(executor, tasks(6), 6, { signal: abort.signal }).catch(
      (error: unknown) => error,
    );
    await settle();
    flights.get(1)!.fail(new Error('task 1'));
    await settle();
    abort.abort();
    expect(flights.get(0)!.signal.aborted).toBe(true);
    expect(await outcome).toBeInstanceOf(CancelledError);
  });

  test('with one lane the tasks play in order and the first failure ends the run', async () => {
    const { executor, flights } = heldExecutor(1);
    const outcome = runTasks(executor, tasks(4), 4).catch((error: unknown) => error);
    await settle();
    flights.get(0)!.finish();
    await settle();
    flights.get(1)!.fail(new Error('task 1'));
    expect(((await outcome) as Error).message).toBe('task 1');
    expect([...flights.keys()]).toEqual([0, 1]);
  });

  test('a run without failures adds every task up', async () => {
    const { executor, flights } = heldExecutor(2);
    const outcome = runTasks(executor, tasks(5), 5);
    for (let i = 0; i < 5; i++) {
      await settle();
      flights.get(i)!.finish();
    }
    expect((await outcome).games).toBe(5);
  });
});
