// The lint's layer checks find what they are for: an import that climbs a tier and a runtime import
// circle, each planted into a real file (a resolver or settings mistake would leave both rules
// silently finding nothing, as no-cycle did before it was told to read .ts files); a circle of type
// imports alone is allowed.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { ROOT } from './helpers.js';

const eslint = new ESLint({ cwd: ROOT });

/** The lint's messages for `file` with `line` added at its end (the file on disk is not changed). */
async function lintWith(file: string, line: string): Promise<string[]> {
  const path = join(ROOT, file);
  const [result] = await eslint.lintText(`${readFileSync(path, 'utf8')}${line}\n`, { filePath: path });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layer lint', () => {
  test('passes the file as it is', async () => {
    expect(await lintWith('src/core/errors.ts', '')).toEqual([]);
  });

  // src/index.ts leads back to src/core/errors.ts (nearly every module throws a BoardsimError)
  test('reports a runtime circle and the climb from core to an entry', async () => {
    const messages = await lintWith('src/core/errors.ts', "import '../index.js';");
    expect(messages).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/));
    expect(messages).toContainEqual(
      'import-x/no-restricted-paths: Unexpected path "../index.js" imported in restricted zone. ' +
        'src/core/ (tier 0) may not import src/index.ts (tier 7): layers run one way: core → rng/stats → ' +
        'wasm → run → exact/analyze/report → games → api/lab → workers and the entries → cli/web; ' +
        'move the shared type (or function) down, or pass it in.',
    );
  });

  test('a type import climbing is reported, but its circle is not', async () => {
    const messages = await lintWith(
      'src/core/errors.ts',
      "import type { GameId as _GameId } from '../index.js';",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*\(tier 0\)/)]);
  });

  test('a game folder importing another game is reported', async () => {
    const messages = await lintWith('src/games/snakes/rules.ts', "import '../lama/rules.js';");
    expect(messages).toEqual([
      'import-x/no-restricted-paths: Unexpected path "../lama/rules.js" imported in restricted zone. ' +
        'src/games/snakes/ may not import src/games/lama/: a game is a plug-in and knows no other game; ' +
        'move what both use into a shared file directly in src/games/ (or lower).',
    ]);
  });
});
