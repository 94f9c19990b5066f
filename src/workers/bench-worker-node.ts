// A worker thread that plays one case of `rng bench` (src/lab/bench.ts) in an isolate of its own:
// it makes the case, warms it up, says it is ready, then plays `count` rolls for each message and
// answers when done. The main thread times it in the process's CPU time.

import { parentPort, workerData } from 'node:worker_threads';
import { diceWith } from '../api/dice.js';
import { type CaseSpec, caseRunner, warmUp } from '../lab/bench.js';
import { parseDice } from '../rng/dice.js';
import { KernelDice } from '../wasm/index.js';
import { compileKernelModule } from '../wasm/load-node.js';

const { spec, faces, rolls } = workerData as { spec: CaseSpec; faces: number; rolls: number };
const createDice = diceWith(compileKernelModule);
const run = await caseRunner(spec, faces, {
  createDice: (die) => createDice(die),
  kernelRoller: async (die) => {
    const dice = await KernelDice.create(await compileKernelModule(), parseDice(die));
    dice.seedAsSample(parseDice(die), 1n);
    return (n, count) => dice.rollInKernel(n, count);
  },
});
warmUp(run, rolls);
parentPort!.on('message', (count: number) => {
  run(count);
  parentPort!.postMessage('done');
});
parentPort!.postMessage('ready');
