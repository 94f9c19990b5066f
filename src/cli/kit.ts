// The commands of a game written in AssemblyScript with boardsim's kit: `check`, the kernel played
// against its JavaScript twin from the same streams (exit 1 when they differ), and `new-game`, a
// small working project to start from.

import type { Command } from 'commander';
import { BoardsimError } from '../core/errors.js';
import { checkTwin } from '../games/module-wasm-run.js';
import { loadGame } from '../index.js';
import { type Io, moduleSetup } from './commands.js';
import { setExitStatus } from './exit-status.js';
import { writeNewGame } from './new-game.js';
import { emitResult, printOut } from './output.js';

export function registerKitCommands(program: Command, io: Io): void {
  program
    .command('check')
    .description(
      'play a kernel built with the kit (.wasm) and its JavaScript twin from the same streams: the first game where they differ (exit 1), or that they agree',
    )
    .argument('<kernel>', 'the compiled kernel (./my-game.wasm)')
    .requiredOption('--twin <file>', 'its JavaScript twin (./my-game.js)')
    .option('--games <n>', 'games to compare (1e5 and 100_000 work too)', '100000')
    .option('--seed <n>', "the run's seed", '1')
    .option('--players <n>', "number of players (default: the game's)")
    .option('--preset <name>', "one of the kernel's presets, played by both")
    .option('--config <file>', "the kernel's settings (JSON), given to both")
    .option('--json', 'print the finding as one JSON object')
    .option('--out <file>', 'also write the JSON finding to this file (atomically)')
    .action(
      async (
        kernelPath: string,
        options: {
          twin: string;
          games: string;
          seed: string;
          players?: string;
          preset?: string;
          config?: string;
          json?: boolean;
          out?: string;
        },
      ) => {
        if (!/\.wasm$/i.test(kernelPath))
          throw new BoardsimError([
            {
              code: 'check/not-a-kernel',
              path: 'kernel',
              message: `must be a .wasm file built with boardsim's kit, not ${JSON.stringify(kernelPath)}`,
            },
          ]);
        const kernel = await loadGame(kernelPath);
        if (/\.wasm$/i.test(options.twin))
          throw new BoardsimError([
            {
              code: 'check/twin',
              path: '--twin',
              message: 'must be the JavaScript game (./my-game.js), not a .wasm file',
            },
          ]);
        const twin = await loadGame(options.twin);
        const setup = await moduleSetup(io, kernelPath, options);
        const { lines, ...report } = checkTwin(kernel, twin, {
          ...setup,
          games: options.games,
          seed: options.seed,
          ...(options.players !== undefined && { players: options.players }),
        });
        await emitResult(options, report, () => lines.join('\n'));
        if (!report.agree) setExitStatus(1);
      },
    );

  program
    .command('new-game')
    .description(
      'write a small working project in a new folder: a JavaScript game, its AssemblyScript kernel built with the kit, the build and the check',
    )
    .argument('<dir>', 'the folder to create (it must not exist, or be empty)')
    .action(async (dir: string) => {
      const written = writeNewGame(dir);
      await printOut(
        [
          `wrote ${written.name} in ${dir}: ${written.files.join(', ')}`,
          `next: cd ${dir} && npm install && npm test   (builds the kernel and checks it against game.js)`,
        ].join('\n'),
      );
    });
}
