// Games per second in Chromium against Node for the same kernel (npm run bench:web; also part of
// npm run bench). Needs Debian's chromium and a build (npm run build). Node and browser samples
// alternate, so a change in the machine's load touches both alike; medians and ratios are printed.
//
//   kernel: one task (8 chunks, 524,288 games) on the calling thread: Node's main thread against
//           the page's, the same runTask() on the same .wasm.
//   simulate(): a whole run of 50 million games through the public API, with 1 and 2 workers:
//           worker_threads (Node; 1 = the calling thread) against Web Workers (the browser bundle).
//   start-up: the time of a one-chunk run (Node plays it on its own thread, the page starts a Web
//           Worker, which instantiates the module).

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromiumMissing, launchChromium } from '../test/web/chromium.js';
import { serveStatic } from '../test/web/static-server.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { Kernel } from '../src/wasm/index.js';
import { GAMES_PER_CHUNK } from '../src/core/chunks.js';
import { KERNEL_CASES, kernelGamesPerSecond, kernelTask } from './kernel-rate.js';
import { machine } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}test-output/bench/`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
/** Large enough that pool start-up (about 0.4 s for Node's piscina here) is a small part. */
const SIM_GAMES = 50_000_000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const mega = (x: number) => `${(x / 1e6).toFixed(2)} M/s`;

const missing = chromiumMissing();
if (missing) console.log(`skipped: ${missing}`);
else await benchBrowser();

async function benchBrowser(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await build({
    entryPoints: [`${ROOT}bench/browser-page.ts`],
    outfile: `${OUT}bench.js`,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'warning',
  });
  writeFileSync(
    `${OUT}index.html`,
    '<!doctype html><title>boardsim bench</title><script type="module" src="./bench.js"></script>',
  );

  const server = await serveStatic(ROOT);
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(`${server.url}test-output/bench/`);
  await page.waitForFunction(() => 'bench' in window);
  const nodeKernel = await Kernel.create(await compileKernelModule());
  const { simulate } = (await import('../dist/index.js')) as typeof import('../src/index.js');

  const chromiumVersion = browser.version();
  console.log(`${machine()}, Chromium ${chromiumVersion}`);
  console.log(`${ROUNDS} alternating rounds per case; medians of games per second\n`);

  const rows: { case: string; node: number; chromium: number; ratio: number; pairedRatio: number }[] = [];
  function report(name: string, node: number[], chromium: number[]): void {
    const row = {
      case: name,
      node: median(node),
      chromium: median(chromium),
      ratio: median(chromium) / median(node),
      // each round's two samples ran back to back under the same load: their ratio is steadier
      pairedRatio: median(chromium.map((c, i) => c / node[i]!)),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(50)} node ${mega(row.node).padStart(11)}   chromium ${mega(row.chromium).padStart(11)}   chromium/node ${row.ratio.toFixed(2)} (per round ${row.pairedRatio.toFixed(2)})`,
    );
  }

  for (const name of Object.keys(KERNEL_CASES)) {
    const node: number[] = [];
    const chromium: number[] = [];
    const task = kernelTask(KERNEL_CASES[name]!);
    for (let round = 0; round < ROUNDS; round++) {
      node.push(median(kernelGamesPerSecond(nodeKernel, task, 3)));
      chromium.push(
        median(
          await page.evaluate(
            ([n]) =>
              (
                window as unknown as { bench: { kernel(n: string, r: number): Promise<number[]> } }
              ).bench.kernel(n!, 3),
            [name],
          ),
        ),
      );
    }
    report(`kernel, one thread: ${name}`, node, chromium);
  }

  /** One simulate() run's report in Node and in the page (samples alternate). */
  async function simulateBoth(games: number, threads: number, seed: number) {
    const options = { game: 'snakes', preset: 'efi', games, seed, threads };
    const node = await simulate(options);
    const chromium = await page.evaluate(async (opts) => {
      const url = '/dist/browser/boardsim.js';
      const lib = (await import(url)) as typeof import('../src/browser.js');
      const { gamesPerSecond, elapsedMs } = await lib.simulate(opts);
      return { gamesPerSecond, elapsedMs };
    }, options);
    return { node, chromium };
  }

  for (const threads of [1, 2]) {
    const node: number[] = [];
    const chromium: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const both = await simulateBoth(SIM_GAMES, threads, round);
      node.push(both.node.gamesPerSecond);
      chromium.push(both.chromium.gamesPerSecond);
    }
    report(
      `simulate(), efi, ${SIM_GAMES / 1e6}M games, ${threads} worker${threads > 1 ? 's' : ''}`,
      node,
      chromium,
    );
  }

  // a small run is mostly start-up: the workers, and the kernel in each
  const startNode: number[] = [];
  const startChromium: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const both = await simulateBoth(GAMES_PER_CHUNK, 2, round);
    startNode.push(both.node.elapsedMs);
    startChromium.push(both.chromium.elapsedMs);
  }
  const startUp = { node: median(startNode), chromium: median(startChromium) };
  console.log(
    `${'one chunk (Node: its thread; Chromium: 1 worker)'.padEnd(50)} node ${startUp.node.toFixed(0).padStart(8)} ms   chromium ${startUp.chromium.toFixed(0).padStart(8)} ms`,
  );

  writeFileSync(
    `${OUT}results.json`,
    `${JSON.stringify({ machine: machine(), chromium: chromiumVersion, rounds: ROUNDS, rows, oneChunkMs: startUp }, null, 2)}\n`,
  );
  console.log(`\nwritten: test-output/bench/results.json`);
  await browser.close();
  await server.close();
}
