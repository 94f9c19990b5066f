// The page: the form and the URL kept in step, checks as you type, the board drawn, runs on Web
// Workers with a progress bar and a cancel button (focused while running; Escape cancels too),
// and the results drawn once the run is complete, then brought into view and focused.

import { BoardsimError, CancelledError } from '../browser.js';
import { BoardView } from './board-view.js';
import { type CheckedState, checkState, errorIssues } from './check.js';
import { FORMATS, timeLeft } from './format.js';
import { SetupForm } from './form.js';
import { DEFAULT_GAME, type PageGameId, type StudyName, isPageGame, webGame } from './games.js';
import { type PageState, defaultState, queryFromState, stateFromQuery, withStudy } from './state.js';
import { studyOf } from './studies.js';

const availableWorkers = navigator.hardwareConcurrency || 1;
const form = new SetupForm(availableWorkers);
const results = document.getElementById('results')!;
const status = document.getElementById('status')!;
const progressBox = document.getElementById('progress-box')!;
const progress = document.getElementById('progress') as HTMLProgressElement;
const boardView = new BoardView(document.getElementById('board-view')!);
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
  boardView.show(state);
  const { elsewhere } = form.showIssues(checked.ok ? {} : checked.issues);
  if (elsewhere.length > 0) say(elsewhere.map((i) => `${i.path}: ${i.message}`).join('; '), true);
  else if (!controller && status.classList.contains('error')) say('');
  return checked;
}

function scheduleCheck(): void {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

/** The bar and its line; `startedMs` while running (for the time left), `ending` once stopped. */
function showProgress(done: number, total: number, unit: string, startedMs: number, ending = ''): void {
  progress.value = total > 0 ? done / total : 0;
  const elapsedMs = performance.now() - startedMs;
  // games (and rolls) take about equal time each, so their rate tells the time left; a count's
  // layers do not
  const left =
    ending === '' && (unit === 'games' || unit === 'rolls') && done > 0 && done < total
      ? ` · about ${timeLeft((elapsedMs / done) * (total - done))} left`
      : '';
  progressText.textContent = `${FORMATS.int(done)} of ${FORMATS.int(total)} ${unit}${left}${ending}`;
}

/** Shows `view` as the results, in view and focused (for a keyboard or screen reader user). */
function showResults(...view: HTMLElement[]): void {
  results.replaceChildren(...view);
  results.focus({ preventScroll: true });
  results.scrollIntoView({ block: 'start' });
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
  progressBox.hidden = false;
  progressBox.scrollIntoView({ block: 'nearest' });
  try {
    let preparing = false;
    const hooks = {
      signal,
      onProgress: (doneNow: number, totalNow: number, unitNow: string) => {
        [done, total, unit] = [doneNow, totalNow, unitNow];
        if (done === 0 && !preparing) say(`Running on Web Workers…`);
        showProgress(done, total, unit, started);
      },
    };
    const before = webGame(checked.game).beforeRun;
    if (before) {
      preparing = true;
      await before(checked.options, hooks, (text) => say(text));
      preparing = false;
    }
    const result = await studyOf(checked.game, checked.study)!.run(checked.options, hooks);
    // drawn off the page first, then shown in one go: never half a result
    const width = Math.max(280, results.clientWidth);
    showResults(result.view(width));
    showProgress(total, total, unit, started, ' · done');
    say(result.summary);
  } catch (error) {
    if (error instanceof CancelledError) {
      showProgress(done, total, unit, started, ' · cancelled');
      showResults(
        placeholder(
          'Cancelled. A partial run is not shown: which games it holds depends on which workers finished first.',
        ),
      );
      say(`Cancelled after ${FORMATS.int(done)} of ${FORMATS.int(total)} ${unit}; the workers were stopped.`);
    } else if (error instanceof BoardsimError) {
      showProgress(done, total, unit, started, ' · stopped');
      // the CLI's message, in the results and next to the field it names: never a blank study
      results.replaceChildren(placeholder(`Nothing was run: ${error.message}`));
      form.showIssues(errorIssues(error));
      say(`Nothing was run: ${error.message}`, true);
    } else {
      showProgress(done, total, unit, started, ' · stopped');
      results.replaceChildren();
      say(`The run failed: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  } finally {
    controller = undefined;
    const hadFocus = document.activeElement === form.cancel;
    form.setRunning(false);
    // Cancel is disabled now: focus must not fall to the page's body
    if (hadFocus) form.run.focus();
  }
}

/** The state the form shows (its study's defaults are the ones a change of study replaces). */
let shown: PageState;
function show(state: PageState): void {
  form.write(state);
  shown = form.read();
}

show(stateFromQuery(location.search));
check();
results.replaceChildren(placeholder('Results show here once a run is complete.'));
form.form.addEventListener('input', scheduleCheck);
form.form.addEventListener('change', scheduleCheck);
form.game.addEventListener('change', () => {
  const { games, seed, workers, dice } = form.read();
  const game: PageGameId = isPageGame(form.game.value) ? form.game.value : DEFAULT_GAME;
  show({ ...defaultState(game), games, seed, workers, dice });
});
form.study.addEventListener('change', () => {
  show(withStudy({ ...form.read(), study: shown.study }, form.study.value as StudyName));
});
form.form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});
form.cancel.addEventListener('click', () => controller?.abort());
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && controller) {
    event.preventDefault();
    controller.abort();
  }
});
window.addEventListener('popstate', () => {
  show(stateFromQuery(location.search));
  check();
});
