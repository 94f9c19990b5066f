// Why a measure has no meaning for a game: one sentence each, shared by the games they apply to.

export const REASONS = {
  noChoice: 'no player ever chooses anything: the dice (or the cards) make every move',
  noChoiceOrder: 'no player ever chooses anything, so no player can play better than random',
  onePlayer: 'needs an opponent: with one player there is no seat, leader or winner to compare',
  noDraw: 'the rules allow no draw: every game has exactly one winner',
  noScore:
    "Ludii's threshold is on a heuristic score of the position; boardsim keeps no such score for this game",
  noEvaluation:
    "Ludii's stability is the variance of a state evaluation along a game; boardsim keeps no such evaluation for this game",
  puzzle: 'a one-person puzzle: no seats, opponents or leader',
} as const;
