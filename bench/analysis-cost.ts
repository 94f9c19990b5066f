// The comparison both analysis benches make: one chunk played by a plain simulate and by the
// analysis, each with its host work, and what the measures cost over the plain run (issue 15's
// target: at most 30% more). The machine is shared, so the two run in turn (plain, analysis,
// plain, ...) and each run is timed in CPU time (user + system) rather than wall time: a run
// slowed by other jobs waits off the CPU. The ratio is of the medians; the minimums' ratio is
// printed beside it.

const WARMUP_ROUNDS = 2;
const ROUNDS = 15;

/** Milliseconds of this process's CPU time that `run` takes. */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function compareAnalysisCost(
  name: string,
  plain: { readonly label: string; readonly run: () => void },
  measured: { readonly label: string; readonly run: () => void },
): void {
  const plainMs: number[] = [];
  const measuredMs: number[] = [];
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const p = cpuMs(plain.run);
    const m = cpuMs(measured.run);
    if (round >= WARMUP_ROUNDS) {
      plainMs.push(p);
      measuredMs.push(m);
    }
  }
  const ratio = median(measuredMs) / median(plainMs);
  const ratioOfMinimums = Math.min(...measuredMs) / Math.min(...plainMs);
  console.log(name);
  console.log(`  ${plain.label}: median ${median(plainMs).toFixed(1)} ms of CPU (${ROUNDS} runs)`);
  console.log(`  ${measured.label}: median ${median(measuredMs).toFixed(1)} ms of CPU`);
  console.log(
    `  measures cost ${((ratio - 1) * 100).toFixed(0)}% over the plain simulate (minimums: ` +
      `${((ratioOfMinimums - 1) * 100).toFixed(0)}%; target: at most 30%)`,
  );
}
