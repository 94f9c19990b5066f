// A worker thread that plays the kernel's case of `rng bench` (src/lab/bench.ts): the die's rolls
// left in WebAssembly memory, with the kernel's own calls (no public API gives them, so no
// program of its own, as the other cases have). It makes the case, warms it up, says it is ready,
// then plays `count` rolls for each message and answers when done. The main thread times it in the
// process's CPU time (the other cases run in processes of their own: they do not count).

import { parentPort, workerData } from 'node:worker_threads';
import { type CaseSpec, caseRunner, warmUp } from '../lab/bench.js';
import { parseDice } from '../rng/dice.js';
import { KernelDice } from '../wasm/index.js';
import { compileKernelModule } from '../wasm/load-node.js';

const { spec, faces, rolls } = workerData as { spec: CaseSpec; faces: number; rolls: number };
const run = await caseRunner(spec, faces, {
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
