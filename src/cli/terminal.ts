// What boardsim writes to a terminal never carries a terminal's control sequences: a board name,
// a file name or an option value can hold ESC (window titles, clearing the screen) or other
// control characters, and every one is shown escaped as \uXXXX, which is also how JSON writes it,
// so escaped JSON output stays valid JSON with the same values.

/** C0 controls (but tab and newline, kept where asked), DEL, C1 controls, and the bidirectional
 *  overrides and isolates that make a line read in another order than it is written. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- as above, newline and tab included
const CONTROL_OR_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every control character escaped; with `keepLines`, newlines and tabs stay (for
 *  output of several lines). */
export function escapeControl(text: string, keepLines = false): string {
  return text.replace(keepLines ? CONTROL : CONTROL_OR_LINE, escape);
}
