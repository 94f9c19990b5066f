// Exact values of Pig's leader measures for two players (analysis.ts folds the same measures from
// simulated games): the expected lead changes, P(the winner was strictly behind after some turn),
// drama (with two players the rank estimate of a trailing winner is 0, so a game's drama is √½
// when the winner ever trailed and 0 otherwise: √½ · P(trailed)) and P(decided in the last turn).
// A turn of seat s at scores (i, j) ends in a bust or at a turn total k (held, or reaching the goal)
// with probabilities from its hold table; the game's states (both scores, whose turn, the leader
// or the trailing flags) are solved from the highest total score down. A bust changes no score and
// passes the turn, so the two states of one pair of scores (either seat to move) answer each other:
// x0 = c0 + p0·x1, x1 = c1 + p1·x0, solved in closed form.

import type { PigKernelConfig } from './kernel.js';
import { holds } from './policy.js';

export interface PigLeaderExact {
  readonly leadChanges: number;
  readonly winnerTrailed: number;
  readonly drama: number;
  readonly decidedInLastTurn: number;
}

/** A turn's outcomes for the mover at (i, j): P(bust) and P(the turn ends at total k), k ≥ 1. */
function turnOutcomes(config: PigKernelConfig, seat: number, i: number, j: number) {
  const { goal, dieFaces } = config;
  const table = config.tables[config.seatTables[seat]!]!;
  const ends = new Float64Array(goal - i + dieFaces);
  const reach = new Float64Array(goal - i + dieFaces);
  reach[0] = 1;
  let bust = 0;
  for (let k = 0; k < reach.length; k++) {
    const r = reach[k]!;
    if (r === 0) continue;
    if (i + k >= goal || (k > 0 && holds(table, goal, i, j, k))) {
      ends[k] = r;
      continue;
    }
    bust += r / dieFaces;
    for (let d = 2; d <= dieFaces; d++) reach[k + d]! += r / dieFaces;
  }
  return { bust, ends };
}

/** x0 = c0 + p0·x1 and x1 = c1 + p1·x0. */
function pairSolve(c0: number, p0: number, c1: number, p1: number): [number, number] {
  const x0 = (c0 + p0 * c1) / (1 - p0 * p1);
  return [x0, c1 + p1 * x0];
}

/** The leader measures' exact values for two seats playing `config`'s tables. */
export function pigLeaderExact(config: PigKernelConfig): PigLeaderExact {
  const { goal } = config;
  const at = (a: number, b: number) => a * goal + b;
  // E[(a, b)·2 + mover][leader + 1]: expected lead changes from here; leader −1 (none), 0 or 1
  const changes = new Float64Array(goal * goal * 2 * 3);
  // T[…][flags]: P(the eventual winner trailed), flags bit s: seat s was strictly behind
  const trailed = new Float64Array(goal * goal * 2 * 4);
  // D[…]: P(the winner was not the sole leader before the winning turn)
  const decided = new Float64Array(goal * goal * 2);
  for (let sum = 2 * goal - 2; sum >= 0; sum--) {
    for (let a = Math.min(goal - 1, sum); a >= 0 && sum - a < goal; a--) {
      const b = sum - a;
      const turns = [turnOutcomes(config, 0, a, b), turnOutcomes(config, 1, b, a)];
      // the scores after seat m's turn ends at total k
      const after = (m: number, k: number): [number, number] => (m === 0 ? [a + k, b] : [a, b + k]);
      const ex = (m: number, f: (k: number, na: number, nb: number, won: boolean) => number) => {
        let total = 0;
        turns[m]!.ends.forEach((p, k) => {
          if (p === 0) return;
          const [na, nb] = after(m, k);
          total += p * f(k, na, nb, na >= goal || nb >= goal);
        });
        return total;
      };
      const [p0, p1] = [turns[0]!.bust, turns[1]!.bust];
      for (let leader = -1; leader <= 1; leader++) {
        const c = [0, 1].map((m) =>
          ex(m, (_k, na, nb, won) => {
            const pos = [na, nb];
            const top = Math.max(na, nb);
            let change = 0;
            let next = leader;
            if (leader < 0) next = na > nb ? 0 : nb > na ? 1 : -1;
            else if (pos[leader]! < top) {
              change = 1;
              next = 1 - leader;
            }
            if (won) return change;
            return change + changes[(at(na, nb) * 2 + (1 - m)) * 3 + next + 1]!;
          }),
        );
        const [x0, x1] = pairSolve(c[0]!, p0, c[1]!, p1);
        changes[(at(a, b) * 2 + 0) * 3 + leader + 1] = x0;
        changes[(at(a, b) * 2 + 1) * 3 + leader + 1] = x1;
      }
      for (let flags = 0; flags < 4; flags++) {
        const c = [0, 1].map((m) =>
          ex(m, (_k, na, nb, won) => {
            const next = flags | (na < nb ? 1 : 0) | (nb < na ? 2 : 0);
            if (won) return (next >> m) & 1;
            return trailed[(at(na, nb) * 2 + (1 - m)) * 4 + next]!;
          }),
        );
        const [x0, x1] = pairSolve(c[0]!, p0, c[1]!, p1);
        trailed[(at(a, b) * 2 + 0) * 4 + flags] = x0;
        trailed[(at(a, b) * 2 + 1) * 4 + flags] = x1;
      }
      const c = [0, 1].map((m) =>
        ex(m, (_k, na, nb, won) => {
          if (won) return (m === 0 ? a > b : b > a) ? 0 : 1;
          return decided[at(na, nb) * 2 + (1 - m)]!;
        }),
      );
      const [x0, x1] = pairSolve(c[0]!, p0, c[1]!, p1);
      decided[at(a, b) * 2] = x0;
      decided[at(a, b) * 2 + 1] = x1;
    }
  }
  const winnerTrailed = trailed[0]!;
  return {
    leadChanges: changes[0 + (-1 + 1)]!,
    winnerTrailed,
    drama: Math.SQRT1_2 * winnerTrailed,
    decidedInLastTurn: decided[0]!,
  };
}
