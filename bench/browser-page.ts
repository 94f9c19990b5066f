// The browser side of bench/browser.ts: bundled into a page that times the kernel on the page's
// thread with the browser's loader, and runs simulate() on Web Workers with the library bundle.

import { compileKernelModule } from '../src/wasm/load-browser.js';
import { Kernel } from '../src/wasm/index.js';
import { KERNEL_CASES, kernelGamesPerSecond, kernelTask } from './kernel-rate.js';

const bench = {
  async kernel(name: string, repeats: number): Promise<number[]> {
    const kernel = await Kernel.create(await compileKernelModule());
    return kernelGamesPerSecond(kernel, kernelTask(KERNEL_CASES[name]!), repeats);
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;
