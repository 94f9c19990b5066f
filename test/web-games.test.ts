// The page's games are plug-ins: its registry (src/web/games/index.ts) has a page view for every
// game the library knows and for no other, each game's studies are the page's or its own, and the
// lint keeps the page's shared code from naming a game (a planted import is reported).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../src/games/index.js';
import { WEB_GAMES } from '../src/web/games/index.js';
import { DEFAULT_GAME, PAGE_GAMES, isPageStudy } from '../src/web/games.js';
import { ROOT } from './helpers.js';

describe("the page's registry", () => {
  test('has a page view for every game of the library, and for no other', () => {
    expect(Object.keys(WEB_GAMES).sort()).toEqual(Object.keys(GAMES).sort());
    expect(PAGE_GAMES).toEqual([...Object.keys(WEB_GAMES), 'dice']);
    expect(DEFAULT_GAME).toBe(Object.keys(WEB_GAMES)[0]);
  });

  test.each(Object.entries(WEB_GAMES))(
    '%s: its title, presets and studies are the library’s and its own',
    (game, web) => {
      const definition = GAMES[game as keyof typeof GAMES];
      expect(web.title).toBe(definition.title);
      for (const preset of Object.keys(web.presetLabels)) expect(definition.presets).toHaveProperty(preset);
      const own = Object.keys(web.ownStudies ?? {});
      // each study it offers is the page's or its own, and each of its own is offered
      expect(web.studies.filter((study) => !isPageStudy(study) && !own.includes(study))).toEqual([]);
      expect(own.filter((study) => !web.studies.includes(study))).toEqual([]);
      for (const table of [web.studyFields, web.studyDefaults, web.checks])
        expect(Object.keys(table ?? {}).filter((study) => !web.studies.includes(study))).toEqual([]);
    },
  );
});

describe("the lint keeps the page's shared code from naming a game", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const WHY =
    "the page knows no game by name: only its registry (src/web/games/index.ts) imports a game's page view, " +
    'the shared page code reaches a game through its WebGame hooks (src/web/games/types.ts), and a ' +
    "game's page view imports no other game's files; add a hook (or move the shared part into src/web/)";

  /** The lint's messages for `file` with `line` added at its end (the file on disk is not changed). */
  async function lintWith(file: string, line: string): Promise<string[]> {
    const path = join(ROOT, file);
    const [result] = await eslint.lintText(`${readFileSync(path, 'utf8')}${line}\n`, { filePath: path });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }
  const restricted = (path: string) =>
    `import-x/no-restricted-paths: Unexpected path "${path}" imported in restricted zone. ${WHY}`;

  test.each([
    ['src/web/board-view.ts', './games/snakes/board.js'],
    ['src/web/check.ts', '../games/pegs/settings.js'],
    ['src/web/games/types.ts', './lama/index.js'],
    ['src/web/games/lama/analysis.ts', '../pegs/analysis.js'],
    ['src/web/games/lama/analysis.ts', '../../../games/pegs/settings.js'],
  ])('%s importing %s is reported', async (file, path) => {
    expect(await lintWith(file, `import '${path}';`)).toContainEqual(restricted(path));
  });

  test('the registry and a game importing its own files are not', async () => {
    expect(await lintWith('src/web/games/index.ts', '')).toEqual([]);
    expect(
      await lintWith('src/web/games/pegs/studies.ts', "import '../../../games/pegs/settings.js';"),
    ).toEqual([]);
  });
});
