// A report's notes (and an analysis's reasons) as the page shows them: the words the CLI's text
// uses for its own options and commands become the page's, and `quoted names` are set in italics
// instead of showing their backticks.

import { element } from './dom.js';

/** CLI wording in the reports' notes, and what the page says instead. */
const PAGE_WORDING: readonly [cli: string, page: string][] = [
  [
    '--deck with-replacement has an exact model (boardsim exact candyland)',
    'a deck drawn with replacement ("deck": "with-replacement" in the rules of the board\'s JSON) has an exact answer',
  ],
  [
    'Use --deck with-replacement for the exact model of the published analyses, or simulate for estimates with confidence intervals',
    'A deck drawn with replacement ("deck": "with-replacement" in the rules of the board\'s JSON) has the exact model of the published analyses',
  ],
  ['`boardsim pegs`', 'the study “Count every game exactly”'],
];

/** A report's sentence in the page's words, `quoted names` in italics. */
export function pageWords(sentence: string): (HTMLElement | string)[] {
  const text = PAGE_WORDING.reduce((t, [cli, page]) => t.replaceAll(cli, page), sentence);
  return text.split('`').map((part, i) => (i % 2 === 1 ? element('em', part) : part));
}

/** A note of a report as a paragraph: "Note: …". */
export function noteParagraph(note: string): HTMLElement {
  const p = element('p', 'Note: ', 'note');
  p.append(...pageWords(note));
  return p;
}
