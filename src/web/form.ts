// The setup form: writes a PageState into the fields, reads it back, and shows each problem next to
// the field it belongs to.

import type { ConfigIssue } from '../core/errors.js';
import { GAMES, presetConfig } from '../games/index.js';
import type { FieldIssues } from './check.js';
import { DEFAULT_METHOD, GENERATORS, METHODS } from '../rng/dice.js';
import {
  CUSTOM,
  PAGE_GAMES,
  type PageGameId,
  SHARED_FIELDS,
  studyFields,
  type SharedField,
  type StudyName,
  type WebField,
  comparesVariants,
  isGame,
  webGame,
} from './games.js';
import { CompareBoardEditors } from './compare-boards.js';
import { studyOf } from './studies.js';
import type { PageState } from './state.js';

function byId<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`the page has no #${id}`);
  return e as T;
}

function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = label;
  return o;
}

export class SetupForm {
  readonly form = byId<HTMLFormElement>('setup');
  readonly game = byId<HTMLSelectElement>('game');
  readonly study = byId<HTMLSelectElement>('study');
  readonly preset = byId<HTMLSelectElement>('preset');
  readonly board = byId<HTMLTextAreaElement>('board');
  /** The board's JSON editor, folded away until it is wanted. */
  readonly boardEditor = byId<HTMLDetailsElement>('board-editor');
  readonly players = byId<HTMLInputElement>('players');
  readonly games = byId<HTMLInputElement>('games');
  readonly seed = byId<HTMLInputElement>('seed');
  readonly workers = byId<HTMLInputElement>('workers');
  readonly dice = byId<HTMLInputElement>('dice');
  readonly run = byId<HTMLButtonElement>('run');
  readonly cancel = byId<HTMLButtonElement>('cancel');
  private readonly gameFields = byId<HTMLElement>('game-fields');
  private readonly boardHelp = byId<HTMLElement>('board-help');
  /** An analysis's boards of one's own to compare, after the board and the presets. */
  readonly compareBoards = new CompareBoardEditors(
    byId<HTMLFieldSetElement>('compare-boards'),
    () => this.board.value,
    () => this.form.dispatchEvent(new Event('input')),
  );
  private extra = new Map<
    string,
    { field: WebField; wrapper: HTMLElement; control: HTMLSelectElement | HTMLInputElement }
  >();

  constructor(availableWorkers: number) {
    for (const id of PAGE_GAMES) this.game.append(option(id, webGame(id).title));
    this.workers.placeholder = `${availableWorkers} (one per core)`;
    // every die by name: each generator with its own method, then every generator:method
    byId<HTMLDataListElement>('dice-choices').append(
      ...GENERATORS.map((g) => option(g, `${g}:${DEFAULT_METHOD[g]}`)),
      ...GENERATORS.flatMap((g) => METHODS.map((m) => option(`${g}:${m}`, ''))),
    );
    // editing a preset's board makes it a board of one's own
    this.board.addEventListener('input', () => {
      if (this.preset.value !== CUSTOM) this.preset.value = CUSTOM;
    });
    this.preset.addEventListener('change', () => {
      if (this.preset.value !== CUSTOM) this.board.value = this.presetText(this.preset.value);
    });
    this.players.addEventListener('input', () => this.showRelevantFields());
    this.study.addEventListener('change', () => this.showRelevantFields());
  }

  /** The game whose fields the form shows (the first on the page for a game it does not have). */
  private gameId(): PageGameId {
    return PAGE_GAMES.find((id) => id === this.game.value) ?? PAGE_GAMES[0]!;
  }

  private presetText(name: string): string {
    const game = this.gameId();
    if (!isGame(game)) return '';
    try {
      return JSON.stringify(presetConfig(game, name), null, 2);
    } catch {
      return '';
    }
  }

  /** Shows `state` in the fields (an unknown game or preset is kept, for its error to show). */
  write(state: PageState): void {
    if (![...this.game.options].some((o) => o.value === state.game))
      this.game.append(option(state.game, state.game));
    this.game.value = state.game;
    const game = this.gameId();
    const web = webGame(game)!;
    const presets = isGame(game) ? Object.entries(GAMES[game].presets) : [];
    this.preset.replaceChildren(
      ...presets.map(([name, p]) => option(name, web.presetLabels[name] ?? p.description)),
      option(CUSTOM, 'Your own board (edit the JSON)'),
    );
    if (![...this.preset.options].some((o) => o.value === state.preset))
      this.preset.append(option(state.preset, state.preset));
    this.preset.value = state.preset;
    this.study.replaceChildren(...web.studies.map((name) => option(name, studyOf(game, name)!.label)));
    if (!web.studies.some((name) => name === state.study))
      this.study.append(option(state.study, state.study));
    this.study.value = state.study;
    this.study.closest<HTMLElement>('.field')!.hidden = this.study.options.length < 2;
    this.board.value = state.preset === CUSTOM ? state.board : this.presetText(state.preset);
    this.boardEditor.open = state.preset === CUSTOM;
    this.boardHelp.textContent = `Fields: ${web.boardHelp}.`;
    this.compareBoards.write(state.compareBoards);
    this.players.value = state.players;
    this.games.value = state.games;
    this.seed.value = state.seed;
    this.workers.value = state.workers;
    this.dice.value = state.dice;

    this.extra.clear();
    this.gameFields.replaceChildren(
      ...web.fields.map((field) => {
        const wrapper = document.createElement('div');
        wrapper.className = 'field';
        const label = document.createElement('label');
        label.htmlFor = field.name;
        label.textContent = field.label;
        const value = state.extra[field.name] ?? field.initial;
        const control = field.choices ? choiceSelect(field.choices, value) : textInput(field, value);
        control.id = field.name;
        control.name = field.name;
        const help = document.createElement('p');
        help.className = 'help';
        help.id = `${field.name}-help`;
        help.textContent = field.help;
        control.setAttribute('aria-describedby', help.id);
        const issues = document.createElement('ul');
        issues.className = 'issues';
        issues.id = `${field.name}-issues`;
        wrapper.append(label, control, help, issues);
        this.extra.set(field.name, { field, wrapper, control });
        return wrapper;
      }),
    );
    this.showRelevantFields();
  }

  /** Hides the fields that do not apply: the game's own as each says, and the shared ones the
   *  study does not use (studyFields; all are shown for a name that is no study). */
  private showRelevantFields(): void {
    const players = Number(this.players.value) || 1;
    const study = this.study.value as StudyName;
    for (const { field, wrapper } of this.extra.values())
      wrapper.hidden = !field.isRelevant({ players, study });
    this.compareBoards.fieldset.hidden = study !== 'analyze' || !comparesVariants(this.gameId());
    const used = studyFields(study, this.gameId());
    const shared: Record<SharedField, HTMLElement> = {
      preset: this.preset,
      board: this.board,
      players: this.players,
      games: this.games,
      seed: this.seed,
      workers: this.workers,
      dice: this.dice,
    };
    for (const [name, control] of Object.entries(shared))
      control.closest<HTMLElement>('.field')!.hidden =
        used !== undefined && !used.includes(name as SharedField);
  }

  /** The state the fields hold now. */
  read(): PageState {
    return {
      game: this.game.value,
      preset: this.preset.value,
      board: this.preset.value === CUSTOM ? this.board.value : '',
      players: this.players.value,
      games: this.games.value,
      seed: this.seed.value,
      workers: this.workers.value,
      dice: this.dice.value,
      study: this.study.value,
      extra: Object.fromEntries([...this.extra].map(([name, { control }]) => [name, control.value])),
      compareBoards: this.compareBoards.read(),
    };
  }

  /** Shows each field's problems next to it and clears the others'. Returns the first field with
   *  a problem, and the problems that belong to no field of the form. */
  showIssues(issues: FieldIssues): { first?: HTMLElement; elsewhere: ConfigIssue[] } {
    let first: HTMLElement | undefined;
    const boards = this.compareBoards.fields();
    const names = ['game', 'study', ...SHARED_FIELDS, ...this.extra.keys(), ...boards];
    for (const name of names) {
      const list = byId<HTMLUListElement>(`${name}-issues`);
      const control = byId<HTMLElement>(name);
      const mine = issues[name] ?? [];
      // a board's problems name their place in it
      const isBoard = name === 'board' || boards.includes(name);
      list.replaceChildren(...mine.map((issue) => issueItem(issue, isBoard)));
      // the problems are read out with the field, after its help
      const help = document.getElementById(`${name}-help`);
      const describedBy = [...(help ? [help.id] : []), ...(mine.length > 0 ? [list.id] : [])];
      control.setAttribute('aria-invalid', String(mine.length > 0));
      if (describedBy.length > 0) control.setAttribute('aria-describedby', describedBy.join(' '));
      else control.removeAttribute('aria-describedby');
      if (mine.length > 0) first ??= control;
    }
    if ((issues.board?.length ?? 0) > 0) this.boardEditor.open = true;
    const elsewhere = Object.entries(issues).flatMap(([name, list]) => (names.includes(name) ? [] : list));
    return { ...(first && { first }), elsewhere };
  }

  /** Run or Cancel, whichever applies; while running, focus is on Cancel (Escape cancels too). */
  setRunning(running: boolean): void {
    this.run.disabled = running;
    this.cancel.disabled = !running;
    if (running) this.cancel.focus();
  }
}

function choiceSelect(choices: readonly string[], value: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.append(...choices.map((c) => option(c, c)));
  if (!choices.includes(value)) select.append(option(value, value));
  select.value = value;
  return select;
}

function textInput(field: WebField, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.placeholder = field.placeholder ?? '';
  input.value = value;
  return input;
}

function issueItem(issue: ConfigIssue, showPath: boolean): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.code = issue.code;
  li.textContent = showPath && issue.path ? `${issue.path}: ${issue.message}` : issue.message;
  return li;
}
