// Games per second in Chromium against Node for the same kernel (npm run bench:web; also part of
// npm run bench). Needs Debian's chromium and a build (npm run build). Node and browser samples alternate, so a change in the
// machine's load during the run touches both alike; medians and their ratio are printed.
//
//   kernel: one task (8 chunks, 524,288 games) on the calling thread: Node's main thread against
//           the page's, the same runTask() on the same .wasm.
//   simulate(): a whole run of 10 million games through the public API, with 1 and 2 workers:
//           worker_threads (Node; 1 = the calling thread) against Web Workers (the browser bundle).

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromiumMissing, launchChromium } from '../test/web/chromium.js';
import { serveStatic } from '../test/web/static-server.js';
import { compileKernelModule } from '../src/wasm/load-node.js';
import { Kernel } from '../src/wasm/index.js';
import { KERNEL_CASES, kernelGamesPerSecond, kernelTask } from './kernel-rate.js';
import { machine } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}test-output/bench/`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SIM_GAMES = 10_000_000;

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

  const rows: { case: string; node: number; chromium: number; ratio: number }[] = [];
  function report(name: string, node: number[], chromium: number[]): void {
    const row = {
      case: name,
      node: median(node),
      chromium: median(chromium),
      ratio: median(chromium) / median(node),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(58)} node ${mega(row.node).padStart(11)}   chromium ${mega(row.chromium).padStart(11)}   chromium/node ${row.ratio.toFixed(2)}`,
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

  for (const threads of [1, 2]) {
    const node: number[] = [];
    const chromium: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      node.push(
        (await simulate({ game: 'snakes', preset: 'efi', games: SIM_GAMES, seed: round, threads }))
          .gamesPerSecond,
      );
      chromium.push(
        await page.evaluate(
          async ([games, seed, workers]) => {
            const url = '/dist/browser/boardsim.js';
            const lib = (await import(url)) as typeof import('../src/browser.js');
            return (await lib.simulate({ game: 'snakes', preset: 'efi', games, seed, threads: workers }))
              .gamesPerSecond;
          },
          [SIM_GAMES, round, threads],
        ),
      );
    }
    report(`simulate(), efi, 10M games, ${threads} worker${threads > 1 ? 's' : ''}`, node, chromium);
  }

  writeFileSync(
    `${OUT}results.json`,
    `${JSON.stringify({ machine: machine(), chromium: chromiumVersion, rounds: ROUNDS, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten: test-output/bench/results.json`);
  await browser.close();
  await server.close();
}
