#!/usr/bin/env node
// The `boardsim` executable.

import { main } from './program.js';

process.exitCode = await main(process.argv.slice(2));
