// The one gate every JSON text passes (board and config files, merge inputs, the page's URL state):
// a size cap checked before anything is parsed, a nesting cap checked by a flat scan (a parser that
// recurses would overflow the stack on `[[[[…` two thousand deep), then strict syntax with line and
// column, and keys given twice (which JSON.parse would silently collapse, hiding e.g. two jumps
// from one square) are errors.

import { type Node, type ParseError, getNodeValue, parseTree, printParseErrorCode } from 'jsonc-parser';
import { type ConfigIssue, type Result, fail, ok } from './errors.js';
import { grouped } from './digits.js';

/** The largest JSON text accepted, in characters (16 MiB): a shard report of the largest run is a
 *  few hundred kilobytes, a board a few kilobytes. */
export const MAX_JSON_CHARACTERS = 16 * 1024 * 1024;
/** The largest board accepted as JSON text, in characters (1 MiB): the largest boards boardsim
 *  plays (1,000 squares, a 1,000-space Candy Land edition with a 1,000-card deck) are some tens of
 *  kilobytes, while a 16 MB board took 25 s and a gigabyte of memory to refuse. */
export const MAX_BOARD_CHARACTERS = 1024 * 1024;
/** parseStrictJson's limit for a board. */
export const BOARD_LIMIT = { characters: MAX_BOARD_CHARACTERS, text: '(1 MiB) in a board' } as const;
/** The deepest nesting of objects and arrays accepted: a report is 5 levels deep, a board 3. */
export const MAX_JSON_DEPTH = 64;

/** U+FEFF at the start of a file: the UTF-8 byte-order mark some Windows editors write. */
const BYTE_ORDER_MARK = '\uFEFF';

/** `limit`: the most characters read, and what to call it in the message. */
export function parseStrictJson(
  source: string,
  limit: { characters: number; text: string } = { characters: MAX_JSON_CHARACTERS, text: '(16 MB) are read' },
): Result<unknown> {
  // the mark is not part of the JSON (RFC 8259 §8.1 lets a parser ignore it)
  const text = source.startsWith(BYTE_ORDER_MARK) ? source.slice(1) : source;
  if (text.length > limit.characters) {
    return fail({
      code: 'json/too-large',
      path: '',
      message: `${grouped(text.length)} characters; at most ${grouped(limit.characters)} ${limit.text}`,
    });
  }
  const tooDeep = firstTooDeep(text);
  if (tooDeep !== undefined) {
    const { line, column } = lineColumn(text, tooDeep);
    return fail({
      code: 'json/too-deep',
      path: '',
      message: `nested more than ${MAX_JSON_DEPTH} levels deep at line ${line}, column ${column}`,
    });
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || tree === undefined) {
    const first = errors[0];
    if (!first)
      return fail({ code: 'json/empty', path: '', message: 'the file is empty, not a JSON object' });
    const { line, column } = lineColumn(text, first.offset);
    return fail({
      code: 'json/syntax',
      path: '',
      message: `not valid JSON at line ${line}, column ${column}: ${describe(printParseErrorCode(first.error))}`,
    });
  }
  const duplicates: ConfigIssue[] = [];
  findDuplicateKeys(tree, '', duplicates);
  if (duplicates.length > 0) return { ok: false, errors: duplicates };
  return ok(getNodeValue(tree));
}

/** The offset of the first `[` or `{` (outside strings) that opens a level past MAX_JSON_DEPTH. */
function firstTooDeep(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}

/** A key that no boardsim field has and that a plain object cannot hold as data: copying it into
 *  an object (as a validator building its output does) sets the prototype instead, so the value
 *  would vanish silently. */
const PROTO_KEY = '__proto__';

function protoKeyIssue(path: string): ConfigIssue {
  return { code: 'json/proto-key', path, message: `"${PROTO_KEY}" is not a field boardsim reads` };
}

/** A node of checkJsonValue's walk: the way back to the root spells its path, only when needed. */
interface Visit {
  readonly node: object;
  readonly depth: number;
  readonly parent: Visit | undefined;
  readonly key: string | number;
}

function pathOf(visit: Visit, root: string): string {
  const keys: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().reduce<string>((at, key) => {
    if (typeof key === 'number') return `${at}[${key}]`;
    return at ? `${at}.${key}` : key;
  }, root);
}

/** An array of numbers, strings, booleans and nulls within the cap, with nothing else of its
 *  own: nothing in it to check (a histogram's pairs, most of a report's nodes, need no visit). */
function isPlainLeaf(node: object, depth: number): boolean {
  if (!Array.isArray(node) || depth >= MAX_JSON_DEPTH || Object.hasOwn(node, PROTO_KEY)) return false;
  for (let i = 0; i < node.length; i++) {
    const item: unknown = node[i];
    if (typeof item === 'object' && item !== null) return false;
  }
  return true;
}

/** Checks a value given as an object rather than text (the library's options, and merge's shard
 *  reports after JSON.parse) for what the text gate refuses: nesting past MAX_JSON_DEPTH and
 *  "__proto__" keys. Walks with its own stack, never by recursion, and spells a path only for the
 *  issue it returns (spelling every node's path cost merge 0.9 ms per shard report). */
export function checkJsonValue(value: unknown, path: string): ConfigIssue | undefined {
  const stack: Visit[] = [];
  const push = (node: unknown, depth: number, parent: Visit | undefined, key: string | number) => {
    if (typeof node !== 'object' || node === null || isPlainLeaf(node, depth)) return;
    stack.push({ node, depth, parent, key });
  };
  push(value, 0, undefined, '');
  const seen = new Set<object>();
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { node, depth } = visit;
    if (seen.has(node)) continue;
    if (depth >= MAX_JSON_DEPTH) {
      return { code: 'json/too-deep', path, message: `nested more than ${MAX_JSON_DEPTH} levels deep` };
    }
    seen.add(node);
    if (Object.hasOwn(node, PROTO_KEY)) {
      const at = pathOf(visit, path);
      return protoKeyIssue(at ? `${at}.${PROTO_KEY}` : PROTO_KEY);
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) push(node[i], depth + 1, visit, i);
    } else {
      for (const key of Object.keys(node))
        push((node as Record<string, unknown>)[key], depth + 1, visit, key);
    }
  }
  return undefined;
}

function findDuplicateKeys(node: Node, path: string, out: ConfigIssue[]): void {
  // recursion is safe here: firstTooDeep has capped the depth
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const childPath = path ? `${path}.${key}` : key;
      if (seen.has(key)) {
        out.push({ code: 'json/duplicate-key', path: childPath, message: `"${key}" is given twice` });
      }
      if (key === PROTO_KEY) out.push(protoKeyIssue(childPath));
      seen.add(key);
      if (valueNode) findDuplicateKeys(valueNode, childPath, out);
    }
  } else if (node.type === 'array') {
    (node.children ?? []).forEach((child, i) => findDuplicateKeys(child, `${path}[${i}]`, out));
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
