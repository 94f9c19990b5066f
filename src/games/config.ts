// Turning "--preset NAME" or "--board FILE" into a validated configuration, for every game.

import { BOARD_LIMIT, checkJsonValue, parseStrictJson } from '../core/json.js';
import { describeValue } from '../core/options.js';
import { BoardsimError, type Result } from '../core/errors.js';
import type { ConfigSource, Preset } from './types.js';

export function resolveConfig<T>(
  game: string,
  source: ConfigSource,
  presets: Readonly<Record<string, Preset<T>>>,
  defaultPreset: string,
  parse: (raw: unknown) => Result<T>,
): { preset: string; config: T } {
  if (source.board !== undefined && source.preset !== undefined) {
    throw new BoardsimError([
      { code: 'option/conflict', path: 'board', message: 'give a preset or a board, not both' },
    ]);
  }
  if (source.board !== undefined) {
    const where = source.boardSource ?? 'board';
    let raw: unknown = source.board;
    if (typeof raw === 'string') {
      const parsed = parseStrictJson(raw, BOARD_LIMIT);
      if (!parsed.ok) throw new BoardsimError(parsed.errors, where);
      raw = parsed.value;
    } else {
      // a Map, a RegExp or a Date has no fields of its own: read as a board, it was the default one
      const kind = Object.prototype.toString.call(raw).slice(8, -1);
      if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && kind !== 'Object')
        throw new BoardsimError(
          [
            {
              code: 'board/not-an-object',
              path: '',
              message: `a board is a JSON object (or its text), not ${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind}`,
            },
          ],
          where,
        );
      // a board given as an object has not been through the text gate
      const refused = checkJsonValue(raw, '');
      if (refused) throw new BoardsimError([refused], where);
    }
    const result = parse(raw);
    if (!result.ok) throw new BoardsimError(result.errors, where);
    return { preset: 'custom', config: result.value };
  }
  const name: unknown = source.preset ?? defaultPreset;
  if (typeof name !== 'string' || !Object.hasOwn(presets, name)) {
    const known = Object.keys(presets).join(', ');
    throw new BoardsimError([
      {
        code: 'preset/unknown',
        path: 'preset',
        message: `no ${game} preset ${describeValue(name)} (presets: ${known})`,
      },
    ]);
  }
  return { preset: name, config: presets[name]!.config };
}

/** A preset whose config is built (parsed and checked like a user's) when first read, then kept: a
 *  command that never plays it never pays for it (building every game's presets took about 15 ms
 *  of each command's start-up). */
export function lazyPreset<T>(description: string, build: () => T): Preset<T> {
  let config: { value: T } | undefined;
  return {
    description,
    get config() {
      config ??= { value: build() };
      return config.value;
    },
  };
}
