// The boardsim command: a thin layer over the library (src/index.ts). User mistakes print one line
// per problem and exit 2; Ctrl-C stops the workers and exits 130; nothing is written on failure.

import { Command } from 'commander';
import { VERSION } from '../core/version.js';
import { registerAnalyzeCommand } from './analyze.js';
import { registerCommands } from './commands.js';
import { takeExitStatus } from './exit-status.js';
import { registerKitCommands } from './kit.js';
import { checkOut } from './output.js';
import { quietEverywhere } from './progress.js';
import { readBoardFile } from './read-file.js';
import { refuseRepeatedOptions } from './repeated.js';
import { reportError } from './report-error.js';
import { escapeControl } from './terminal.js';

/** 128 + SIGPIPE (13): what `seq 1e9 | head -1` reports for seq. */
export const EXIT_CLOSED_PIPE = 141;

/** The boardsim command and its subcommands, options and help, before anything is parsed. */
export function buildProgram(): Command {
  const program = new Command('boardsim')
    .description('Fast, exact and reproducible simulation of chance-driven board and card games.')
    .version(VERSION)
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      // commander's messages echo what was typed (`unknown option '--x'`): escaped like ours
      writeErr: (text) =>
        process.stderr.write(escapeControl(text.startsWith('error:') ? `boardsim: ${text}` : text, true)),
    })
    .addHelpText(
      'after',
      `
Examples:
  boardsim simulate snakes --preset efi --games 10000000 --seed 42
  boardsim simulate snakes --preset efi --players 2 --mode independent --json
  boardsim exact snakes --preset classic
  boardsim trace snakes --preset efi --seed 7
  boardsim presets --show efi
  boardsim simulate candyland --preset classic --players 2 --games 1e7 --json
  boardsim ablate candyland --preset seed000 --games 1e6
  boardsim exact candyland --preset classic --deck with-replacement
  boardsim trace candyland --preset seed000 --seed 7 --players 2
  boardsim pegs --board triangle5 --start all
  boardsim pegs --board english --start d4 --json
  boardsim simulate pegs --board triangle5 --start a1 --games 1e7
  boardsim simulate ./my-game.js --players 3 --games 1e6 --seed 1   (your own game: docs/guide/your-own-game.md)
  boardsim trace ./my-game.js --game 12345 --seed 1
  boardsim check ./my-game.wasm --twin ./my-game.js --games 1e5   (your kernel against its twin)
  boardsim new-game my-game   (a project: a JavaScript game, its AssemblyScript kernel, the check)
  boardsim simulate lama --players 4 --strategies montecarlo,random,random,random --games 1e5
  boardsim tournament lama --players 2..6 --strategies random,greedy,cautious
  boardsim fairness lama --players 2..6 --strategies random,greedy
  boardsim analyze snakes --preset classic,efi --players 2 --games 20000
  boardsim ladder lama --players 2..6 --strategies random,greedy,cautious,montecarlo:20,ismcts:100 --games 300`,
    );
  registerCommands(program, { readFile: readBoardFile });
  registerAnalyzeCommand(program, { readFile: readBoardFile });
  registerKitCommands(program, { readFile: readBoardFile });
  quietEverywhere(program);
  refuseRepeatedOptions(program);
  return program;
}

export async function main(argv: readonly string[]): Promise<number> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    // the reader went away (`boardsim ... | head`): stop quietly, but not as a success (what was
    // asked for was not all delivered), with the status a shell gives a process ended by SIGPIPE
    if (error.code === 'EPIPE') process.exit(EXIT_CLOSED_PIPE);
    // anything else (a full disk): say so, rather than wait for a write that will never finish
    process.stderr.write(`boardsim: error: cannot write the output (${error.code ?? error.message})\n`);
    process.exit(1);
  });
  const program = buildProgram();
  // every command's --out is checked before its work starts, so a bad path never costs a run
  program.hook('preAction', async (_program, command) => {
    const out: unknown = command.opts().out;
    if (typeof out === 'string') await checkOut(out);
  });
  try {
    takeExitStatus();
    await program.parseAsync(argv, { from: 'user' });
    return takeExitStatus();
  } catch (error) {
    return reportError(error);
  }
}
