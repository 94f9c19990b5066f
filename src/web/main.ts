// The page: the form and the URL kept in step, checks as you type, runs on Web Workers with a
// progress bar and a cancel button, and the results drawn once the run is complete.

import { BoardsimError, CancelledError, type GameId } from '../browser.js';
import { type CheckedState, checkState, errorIssues } from './check.js';
import { FORMATS, timeLeft } from './format.js';
import { SetupForm } from './form.js';
import { defaultState, queryFromState, stateFromQuery } from './state.js';
import { STUDIES } from './studies.js';

const availableWorkers = navigator.hardwareConcurrency || 1;
const form = new SetupForm(availableWorkers);
const results = document.getElementById('results')!;
const status = document.getElementById('status')!;
const progress = document.getElementById('progress') as HTMLProgressElement;
const progressText = document.getElementById('progress-text')!;
const share = document.getElementById('share') as HTMLAnchorElement;

let controller: AbortController | undefined;
let checkTimer: ReturnType<typeof setTimeout> | undefined;

function say(text: string, isError = false): void {
  status.textContent = text;
  status.classList.toggle('error', isError);
}

function placeholder(text: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'placeholder';
  p.textContent = text;
  return p;
}

/** Checks the fields, shows what is wrong next to each, and keeps the URL describing them. */
function check(): CheckedState {
  const state = form.read();
  const query = queryFromState(state);
  history.replaceState(null, '', `?${query}`);
  share.href = `?${query}`;
  const checked = checkState(state, availableWorkers);
  const { elsewhere } = form.showIssues(checked.ok ? {} : checked.issues);
  if (elsewhere.length > 0) say(elsewhere.map((i) => `${i.path}: ${i.message}`).join('; '), true);
  else if (!controller && status.classList.contains('error')) say('');
  return checked;
}

function scheduleCheck(): void {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

function showProgress(done: number, total: number, unit: string, startedMs: number): void {
  progress.value = total > 0 ? done / total : 0;
  const elapsedMs = performance.now() - startedMs;
  // games (and rolls) take about equal time each, so their rate tells the time left; a count's
  // layers do not
  const left =
    (unit === 'games' || unit === 'rolls') && done > 0 && done < total
      ? ` · about ${timeLeft((elapsedMs / done) * (total - done))} left`
      : '';
  progressText.textContent = `${FORMATS.int(done)} of ${FORMATS.int(total)} ${unit}${left}`;
}

async function run(): Promise<void> {
  clearTimeout(checkTimer);
  const checked = check();
  if (!checked.ok) {
    say('Nothing was run: fix the fields marked in red.', true);
    form.showIssues(checked.issues).first?.focus();
    return;
  }
  controller = new AbortController();
  const { signal } = controller;
  const started = performance.now();
  let done = 0;
  let total = 0;
  let unit = 'games';
  form.setRunning(true);
  results.replaceChildren(placeholder('Running…'));
  say('Starting the workers…');
  showProgress(0, 0, unit, started);
  try {
    const result = await STUDIES[checked.study].run(checked.options, {
      signal,
      onProgress: (doneNow, totalNow, unitNow) => {
        [done, total, unit] = [doneNow, totalNow, unitNow];
        if (done === 0) say(`Running on Web Workers…`);
        showProgress(done, total, unit, started);
      },
    });
    // drawn off the page first, then shown in one go: never half a result
    results.replaceChildren(result.view(Math.max(320, results.clientWidth)));
    say(result.summary);
  } catch (error) {
    if (error instanceof CancelledError) {
      results.replaceChildren(
        placeholder(
          'Cancelled. A partial run is not shown: which games it holds depends on which workers finished first.',
        ),
      );
      say(`Cancelled after ${FORMATS.int(done)} of ${FORMATS.int(total)} ${unit}; the workers were stopped.`);
    } else if (error instanceof BoardsimError) {
      results.replaceChildren();
      form.showIssues(errorIssues(error));
      say(`Nothing was run: ${error.message}`, true);
    } else {
      results.replaceChildren();
      say(`The run failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  } finally {
    controller = undefined;
    form.setRunning(false);
  }
}

form.write(stateFromQuery(location.search));
check();
results.replaceChildren(placeholder('Results show here once a run is complete.'));
form.form.addEventListener('input', scheduleCheck);
form.form.addEventListener('change', scheduleCheck);
form.game.addEventListener('change', () => {
  const { games, seed, workers, dice } = form.read();
  form.write({ ...defaultState(form.game.value as GameId), games, seed, workers, dice });
});
form.form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});
form.cancel.addEventListener('click', () => controller?.abort());
window.addEventListener('popstate', () => {
  form.write(stateFromQuery(location.search));
  check();
});
