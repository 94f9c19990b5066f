// `boardsim new-game <dir>`: a small working project for a game of one's own, in a new (or empty)
// folder: the game in JavaScript (the twin), the same game as an AssemblyScript kernel written with
// boardsim's kit, its build (the user installs assemblyscript), `npm test` building the kernel and
// checking it against the twin, and a README. test/kit-new-game.test.ts builds and runs it.

import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { BoardsimError } from '../core/errors.js';
import { VERSION } from '../core/version.js';

const GAME_JS = `// NAME in JavaScript: a race. Each turn a player rolls a die and moves that many squares, and
// rolls again after a 6; the first to reach square \`goal\` (30; \`--preset long\`: 100) wins.
// \`turns\` counts the rounds played, \`rolls\` every roll of the game. kernel.ts is the same game in
// AssemblyScript: \`npm test\` checks that both play the same games from the same dice.

export default {
  name: 'NAME',
  players: { min: 1, max: 4, default: 2 },
  config: { goal: 30 },
  presets: { long: { description: 'a race to 100', config: { goal: 100 } } },
  play(dice, { players, goal }) {
    const square = new Array(players).fill(0);
    let rolls = 0;
    for (let turn = 1; ; turn++)
      for (let seat = 0; seat < players; seat++) {
        let roll;
        do {
          roll = dice.next(6);
          rolls++;
          square[seat] += roll;
          if (square[seat] >= goal) return { winner: seat, figures: { turns: turn, rolls } };
        } while (roll === 6);
      }
  },
};
`;

const KERNEL_TS = `// NAME in AssemblyScript, written with boardsim's kit: the game of game.js, roll for roll.
// \`npm run build\` compiles it to build/NAME.wasm; \`npm run check\` plays it against game.js.

import { Dice, Results, defineGame, setting } from 'boardsim/assembly/kit';
export * from 'boardsim/assembly/kit/exports';

// the settings and the figures, by their number (the order of .setting() and .figure() below)
const GOAL = 0;
const TURNS = 0;
const ROLLS = 1;
/** Each seat's square (allocated once: a game allocates nothing). */
const square = new StaticArray<i32>(4);

function play(dice: Dice, players: i32, results: Results): void {
  for (let seat = 0; seat < players; seat++) square[seat] = 0;
  const goal = <i32>setting(GOAL);
  let rolls = 0;
  for (let turn = 1; ; turn++)
    for (let seat = 0; seat < players; seat++) {
      let roll = 0;
      do {
        roll = <i32>dice.next(6);
        rolls++;
        square[seat] += roll;
        if (square[seat] >= goal) {
          results.set(TURNS, turn);
          results.set(ROLLS, rolls);
          results.winner(seat);
          return;
        }
      } while (roll == 6);
    }
}

defineGame('NAME', play)
  .players(1, 4, 2)
  .setting('goal', 30, 1, 1000)
  .preset('long', 'goal', 100)
  .figure('turns')
  .figure('rolls');
`;

const ASCONFIG = `{
  "entries": ["kernel.ts"],
  "options": { "enable": ["simd"] },
  "targets": {
    "release": { "outFile": "build/NAME.wasm", "optimizeLevel": 3, "shrinkLevel": 0 }
  }
}
`;

const PACKAGE = `{
  "name": "NAME",
  "private": true,
  "type": "module",
  "scripts": {
    "build": "asc --target release",
    "check": "boardsim check ./build/NAME.wasm --twin ./game.js --games 1e5",
    "simulate": "boardsim simulate ./build/NAME.wasm --games 1e6",
    "test": "npm run build && npm run check && boardsim check ./build/NAME.wasm --twin ./game.js --games 1e4 --players 4 --preset long"
  },
  "devDependencies": {
    "assemblyscript": "^0.28.20",
    "boardsim": "^VERSION"
  }
}
`;

const README = `# NAME

A game of one's own for [boardsim](https://www.npmjs.com/package/boardsim), in two versions that
play the same games from the same dice:

- \`game.js\`: the game in JavaScript. \`npx boardsim simulate ./game.js --games 1e6\` runs it as it
  is; \`npx boardsim trace ./game.js --game 12345\` replays one game roll by roll.
- \`kernel.ts\`: the same game in AssemblyScript, written with boardsim's kit
  (\`boardsim/assembly/kit\`): compiled to WebAssembly, it runs many times faster.

\`\`\`sh
npm install        # boardsim and assemblyscript
npm test           # builds the kernel and checks it against game.js (exit 1 at the first game that differs)
npm run simulate   # a million games of the kernel: every figure with its 95% interval, each seat's wins
\`\`\`

\`npm run build\` compiles \`kernel.ts\` to \`build/NAME.wasm\` (\`asconfig.json\`). Change the game
in both files; \`npm run check\` names the first game where they part (its number, its figures on
both sides) and the command that replays it in \`game.js\`. The two must roll the same dice in the
same order: the kernel's \`dice.next(6)\` is the twin's \`dice.next(6)\`. A setting is declared in both
(\`config\` in game.js, \`.setting()\` in kernel.ts): \`--config my.json\` and \`--preset long\` give
it to both.

The kit's dice and results, the exports boardsim calls and what a kernel may not do are in
boardsim's guide, docs/guide/your-own-game.md ("The same game in WebAssembly").
`;

const GITIGNORE = `node_modules/
build/
`;

/** The game's name from its folder's: lower case, letters, digits and -._ (npm's rules too). */
function gameName(dir: string): string {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '')
    .slice(0, 64);
  return name || 'my-game';
}

/** Writes the project into `dir` (new or empty); refuses anything else before writing a byte. */
export function writeNewGame(dir: string): { name: string; files: string[] } {
  const refuse = (message: string): never => {
    throw new BoardsimError([{ code: 'new-game/dir', path: 'dir', message }], dir);
  };
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) refuse('is a file: new-game writes a project into a new folder');
    if (readdirSync(dir).length > 0)
      refuse('is not empty: new-game writes a project into a new or empty folder, and overwrites nothing');
  }
  const name = gameName(dir);
  const fill = (text: string) => text.replaceAll('NAME', name).replaceAll('VERSION', VERSION);
  const files: Record<string, string> = {
    'game.js': GAME_JS,
    'kernel.ts': KERNEL_TS,
    'asconfig.json': ASCONFIG,
    'package.json': PACKAGE,
    'README.md': README,
    '.gitignore': GITIGNORE,
  };
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files))
    writeFileSync(join(dir, file), fill(text), { flag: 'wx' });
  return { name, files: Object.keys(files) };
}
