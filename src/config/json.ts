// Strict JSON for hand-written configs: syntax errors with line and column, and keys given twice
// (which JSON.parse would silently collapse, hiding e.g. two jumps from one square) are errors.

import { type Node, type ParseError, getNodeValue, parseTree, printParseErrorCode } from 'jsonc-parser';
import { type ConfigIssue, type Result, fail, ok } from '../errors.js';

export function parseStrictJson(text: string): Result<unknown> {
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

function findDuplicateKeys(node: Node, path: string, out: ConfigIssue[]): void {
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
