// A stand-in for string-width, which cli-progress calls once per redraw to pad a right- or
// centre-aligned bar: boardsim's bars are left-aligned (src/cli/progress.ts), where the width is
// not used. The real package brings emoji-regex, 10 KB of the core bundle for a number nothing
// reads; this one counts code points after removing terminal escape codes, which is the width of
// every line boardsim draws (no emoji, no wide characters).

// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

export default function stringWidth(text) {
  return typeof text === 'string' ? [...text.replace(ESCAPES, '')].length : 0;
}
