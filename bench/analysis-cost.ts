// The comparison both analysis benches make: one chunk played by a plain simulate and by the
// analysis, each with its host work, and what the measures cost over the plain run (issue 15's
// target: at most 30% more). The machine is shared, so the two run in turn (plain, analysis,
// plain, ...) and each run is timed in CPU time (user + system) rather than wall time: a run
// slowed by other jobs waits off the CPU. Each analysis run is divided by the plain run before
// it, so that a drift of the machine's speed cancels, and the median of those ratios is the
// result (farm-bench's pairing); their range is printed beside it.

const WARMUP_ROUNDS = 2;
const ROUNDS = 15;
/** Calls per timed run: the system's CPU accounting may go by scheduler ticks of a few ms, so a
 *  run of one chunk (20 to 60 ms) alone would be a coarse reading. */
const CALLS_PER_RUN = 4;

/** Milliseconds of this process's CPU time that CALLS_PER_RUN calls of `run` take. */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS_PER_RUN; i++) run();
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
  const ratios = measuredMs.map((ms, i) => ms / plainMs[i]!);
  const ratio = median(ratios);
  const percent = (r: number) => `${((r - 1) * 100).toFixed(0)}%`;
  console.log(name);
  const perCall = (ms: readonly number[]) => (median(ms) / CALLS_PER_RUN).toFixed(1);
  console.log(`  ${plain.label}: median ${perCall(plainMs)} ms of CPU a chunk (${ROUNDS} runs)`);
  console.log(`  ${measured.label}: median ${perCall(measuredMs)} ms of CPU a chunk`);
  console.log(
    `  measures cost ${percent(ratio)} over the plain simulate, median of the pairs (pairs ` +
      `${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))}; target: at most 30%)`,
  );
}
