// Yahtzee's exact job (registered in src/games/jobs.ts): the optimal player's expected score, read
// from the table when the run was prepared, so the job carries its answer.

export interface YahtzeeExactAnswer {
  readonly game: 'yahtzee';
  readonly mean: number;
}

export const YAHTZEE_JOBS = {
  yahtzee: (job: YahtzeeExactAnswer) => job,
};
