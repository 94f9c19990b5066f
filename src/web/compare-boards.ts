// Boards of one's own that an analysis compares (`analyze --board a.json --board b.json`): each in
// an editor of its own, named "compared board 1", "compared board 2", … in the form, in its errors
// (where the CLI names the file) and in the results (where the report calls every such board
// "custom").

import type { AnalyzeReport } from '../analyze/report.js';
import type { SimulateOptions } from '../api/simulate.js';

/** A compared board's name for people (0-based index), also the source its errors name. */
export function compareBoardName(index: number): string {
  return `compared board ${index + 1}`;
}

/** The id of its editor, and the field its problems are filed under. */
export function compareBoardField(index: number): string {
  return `compare-board-${index + 1}`;
}

/** The field of the compared board an error's source names, if it names one. */
export function compareBoardFieldOf(source: string | undefined): string | undefined {
  const match = /^compared board (\d+)$/.exec(source ?? '');
  return match ? compareBoardField(Number(match[1]) - 1) : undefined;
}

/** Each variant's name for people: its preset, "your board" for the board in the page's editor,
 *  and each compared board's name (analyze takes the presets first, then the boards in order). */
export function variantNames(report: AnalyzeReport, options: SimulateOptions): string[] {
  const compared = (options['boards'] as readonly { boardSource: string }[] | undefined) ?? [];
  const boards = [
    ...(options.board === undefined ? [] : ['your board']),
    ...compared.map((b) => b.boardSource),
  ];
  let next = 0;
  return report.variants.map((v) => (v.preset === 'custom' ? (boards[next++] ?? v.preset) : v.preset));
}

/** The editors of the boards compared: one a board, each with a remove button; Add starts a new
 *  one from `template()` (the board above, to edit into a variant). */
export class CompareBoardEditors {
  private readonly list: HTMLElement;

  constructor(
    readonly fieldset: HTMLFieldSetElement,
    private readonly template: () => string,
    /** Called after a board is added or removed (the page checks the fields and its URL). */
    private readonly changed: () => void,
  ) {
    this.list = fieldset.querySelector<HTMLElement>('.compare-board-list')!;
    const add = fieldset.querySelector<HTMLButtonElement>('button.add')!;
    add.addEventListener('click', () => {
      this.write([...this.read(), this.template()]);
      this.textarea(this.read().length - 1)?.focus();
      this.changed();
    });
  }

  /** The editors' boards, in order. */
  read(): string[] {
    return [...this.list.querySelectorAll('textarea')].map((t) => t.value);
  }

  /** The field names of the editors shown (for their problems). */
  fields(): string[] {
    return this.read().map((_, i) => compareBoardField(i));
  }

  write(boards: readonly string[]): void {
    this.list.replaceChildren(...boards.map((text, i) => this.editor(text, i)));
  }

  private textarea(index: number): HTMLTextAreaElement | null {
    return this.list.querySelector<HTMLTextAreaElement>(`#${compareBoardField(index)}`);
  }

  private editor(text: string, index: number): HTMLElement {
    const id = compareBoardField(index);
    const name = compareBoardName(index);
    const wrapper = document.createElement('div');
    wrapper.className = 'compare-board';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = `${name[0]!.toUpperCase()}${name.slice(1)} (JSON)`;
    const textarea = document.createElement('textarea');
    Object.assign(textarea, { id, name: id, rows: 8, spellcheck: false, value: text });
    textarea.autocomplete = 'off';
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'remove';
    remove.textContent = `Remove ${name}`;
    remove.addEventListener('click', () => {
      this.write(this.read().filter((_, i) => i !== index));
      this.fieldset.querySelector<HTMLButtonElement>('button.add')!.focus();
      this.changed();
    });
    const issues = document.createElement('ul');
    issues.className = 'issues';
    issues.id = `${id}-issues`;
    issues.setAttribute('aria-live', 'polite');
    wrapper.append(label, textarea, remove, issues);
    return wrapper;
  }
}
