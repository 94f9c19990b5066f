// Every command takes --quiet (issue 36): a script can pass it to any command, and a command that
// shows no progress accepts it and prints exactly what it prints without it.

import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../src/cli/program.js';
import { runCli } from './helpers.js';

/** Every command that does something (no subcommands), by its words. */
function leaves(command: Command, words: string[] = []): string[][] {
  return command.commands.flatMap((sub) =>
    sub.commands.length > 0 ? leaves(sub, [...words, sub.name()]) : [[...words, sub.name()]],
  );
}

describe('--quiet', () => {
  it('is an option of every command', () => {
    const commands = leaves(buildProgram());
    expect(commands.length).toBeGreaterThan(15);
    const without = commands.filter(
      (words) =>
        !words
          .reduce((command, word) => command.commands.find((c) => c.name() === word)!, buildProgram())
          .options.some((option) => option.long === '--quiet'),
    );
    expect(without.map((words) => words.join(' '))).toEqual([]);
  });

  it.each([
    [['exact', 'snakes', '--preset', 'classic']],
    [['trace', 'snakes', '--seed', '7']],
    [['presets', '--game', 'pegs']],
    [['rng', 'sample', '--seed', '3', '--count', '5']],
  ])('changes nothing that %j prints', async (args) => {
    const plain = await runCli(args);
    const quiet = await runCli([...args, '--quiet']);
    expect(plain.code).toBe(0);
    expect(quiet).toEqual(plain);
  });
});
