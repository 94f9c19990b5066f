// The comparison both analysis benches make: one chunk played by a plain simulate and by the
// analysis, each with its host work, and what the measures cost over the plain run (issue 15's
// target: at most 30% more).

import { Bench } from 'tinybench';

export async function compareAnalysisCost(
  name: string,
  plain: { readonly label: string; readonly run: () => void },
  measured: { readonly label: string; readonly run: () => void },
): Promise<void> {
  const bench = new Bench({ name, time: 3000, warmupTime: 500 });
  bench.add(plain.label, plain.run).add(measured.label, measured.run);
  await bench.run();
  const mean = (task: string) => {
    const result = bench.getTask(task)?.result;
    return result && 'latency' in result ? result.latency.mean : Number.NaN;
  };
  const ratio = mean(measured.label) / mean(plain.label);
  console.log(bench.name);
  console.table(bench.table());
  console.log(
    `measures cost ${((ratio - 1) * 100).toFixed(0)}% over the plain simulate (target: at most 30%)`,
  );
}
