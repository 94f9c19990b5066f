// A JavaScript game's costs (issue 31), each way in a process of its own, as its users run it,
// after a warm-up, in that process's CPU time (bench/standalone/module-game.ts): boardsim's harness
// (simulate on the calling thread) against a plain loop calling the same play() with the same dice
// (target: at most 10% more), and against a plain loop with pure-rand's uniformInt for dice (target:
// boardsim faster). The three alternate round after round, so that they see the same machine; the
// median and the minimum over every sample and the ratios of both are printed (on a loaded machine
// the minimum is the sample least slowed by others). The harness and the plain loop must have
// played the same games (the same total of turns). pure-rand is an optional dependency.
//   npx tsx bench/module-game.ts [GAMES] [ROUNDS]

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machine } from './machine.js';

const [games = 300_000, rounds = 5] = process.argv.slice(2, 4).map(Number);
const SAMPLES = 5;
const script = fileURLToPath(new URL('standalone/module-game.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

const turns: Record<string, number> = {};
function sample(mode: string): number[] {
  const out = execFileSync(process.execPath, [tsx, script, mode, String(games), String(SAMPLES)], {
    encoding: 'utf8',
  });
  const result = JSON.parse(out) as { ns: number[]; turns: number };
  turns[mode] = result.turns;
  return result.ns;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const load = [loadavg()[0]!];
const modes = ['harness', 'plain', 'pure-rand'] as const;
const ns: Record<string, number[]> = { harness: [], plain: [], 'pure-rand': [] };
for (let round = 0; round < rounds; round++) {
  // the order turns round by round: no way always runs on a machine another has just warmed
  for (let i = 0; i < modes.length; i++) {
    const mode = modes[(i + round) % modes.length]!;
    ns[mode]!.push(...sample(mode));
  }
  load.push(loadavg()[0]!);
}
if (turns.harness !== turns.plain)
  throw new Error(
    `the harness and the plain loop played different games: ${turns.harness} and ${turns.plain} turns`,
  );
const show = (stat: (xs: number[]) => number, name: string) => {
  const [h, p, r] = modes.map((m) => stat(ns[m]!));
  console.log(`${name}:`);
  console.log(`  boardsim simulate (threads 1)            ${h!.toFixed(0)} ns/game`);
  console.log(`  plain loop, the same play() and dice     ${p!.toFixed(0)} ns/game`);
  console.log(`  plain loop, pure-rand uniformInt dice    ${r!.toFixed(0)} ns/game`);
  console.log(`  harness overhead: ${((h! / p! - 1) * 100).toFixed(1)}% (target at most 10%)`);
  console.log(`  pure-rand / boardsim simulate: ${(r! / h!).toFixed(2)}× (above 1: boardsim faster)`);
  console.log(`  pure-rand / boardsim dice, both plain loops: ${(r! / p!).toFixed(2)}×`);
};
console.log(machine(), `load average ${Math.min(...load).toFixed(1)} to ${Math.max(...load).toFixed(1)}`);
console.log(
  `first-to-100, 2 players: ${games.toLocaleString('en-US')} games a sample, ${rounds} rounds of ${SAMPLES} samples a way, CPU time; the same games in the harness and the plain loop (${turns.plain!.toLocaleString('en-US')} turns a sample)`,
);
show(median, 'medians');
show((xs) => Math.min(...xs), 'minimums');
