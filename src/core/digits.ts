// Whole numbers with their digits grouped in threes (1,234,567), as the reports and messages print
// them: what `n.toLocaleString('en-US')` gives, without loading ICU's locale data for it (the first
// call costs about 30 ms, a fifth of a short command's start-up).

/** `n` as `n.toLocaleString('en-US')` writes it: a safe whole number or a bigint grouped here,
 *  anything else (a fraction, -0, an unsafe or non-finite number) by toLocaleString itself. */
export function grouped(n: number | bigint): string {
  if (typeof n === 'number' && (!Number.isSafeInteger(n) || Object.is(n, -0)))
    return n.toLocaleString('en-US');
  const text = String(n);
  const sign = text.startsWith('-') ? '-' : '';
  const digits = sign === '' ? text : text.slice(1);
  const head = ((digits.length - 1) % 3) + 1;
  let out = sign + digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return out;
}
