// Options given twice: `--games 10 --games 20` would silently take the last value, so a repeat is
// an error naming the option, unless the option is marked repeatable (each value adds to a list).
// A flag without a value (`--json`, `--no-exact`) may be repeated: no value is dropped.

import type { Command, Option } from 'commander';
import { BoardsimError } from '../core/errors.js';

const repeatable = new WeakSet<Option>();

/** Marks `option` as one that may be given several times (its parser collects the values). */
export function repeatableOption(option: Option): Option {
  repeatable.add(option);
  return option;
}

/** Makes every option of `command` and its subcommands refuse a second value. */
export function refuseRepeatedOptions(command: Command): void {
  for (const option of command.options) {
    if (repeatable.has(option) || (!option.required && !option.optional)) continue;
    let given = 0;
    command.on(`option:${option.name()}`, () => {
      given++;
      if (given > 1) {
        throw new BoardsimError([
          {
            code: 'option/repeated',
            path: option.long ?? option.short ?? option.name(),
            message: 'given more than once: give it once',
          },
        ]);
      }
    });
  }
  for (const sub of command.commands) refuseRepeatedOptions(sub);
}
