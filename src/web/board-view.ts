// The board of the configuration being edited, drawn before anything runs (Snakes and Ladders and
// Candy Land; the other games have no board worth a picture before a run). Redrawn only when the
// board itself changes.

import { BoardsimError } from '../core/errors.js';
import { resolveCandy } from '../games/candyland/settings.js';
import { resolveSnakesBoard } from '../games/snakes/settings.js';
import { candyBoardView } from './games/candyland/board.js';
import { CUSTOM, type PageGameId, webGame } from './games.js';
import { snakesBoardView } from './games/snakes/board.js';
import type { PageState } from './state.js';

/** A board's name for people: its preset's label, or "Your board". */
function boardTitle(game: PageGameId, preset: string): string {
  return preset === CUSTOM ? 'Your board' : (webGame(game).presetLabels[preset] ?? preset);
}

function draw(state: PageState): HTMLElement | undefined {
  const source =
    state.preset === CUSTOM ? { board: state.board, boardSource: 'board' } : { preset: state.preset };
  const game = state.game as PageGameId;
  try {
    if (game === 'snakes')
      return snakesBoardView(resolveSnakesBoard(source).board, boardTitle(game, state.preset));
    if (game === 'candyland')
      return candyBoardView(resolveCandy(source).board, boardTitle(game, state.preset));
  } catch (error) {
    // the form shows what is wrong with the board
    if (!(error instanceof BoardsimError)) throw error;
  }
  return undefined;
}

/** Keeps `into` showing the board `state` describes (hidden when there is none to draw). */
export class BoardView {
  private drawn = '';

  constructor(private readonly into: HTMLElement) {}

  show(state: PageState): void {
    const key = JSON.stringify([state.game, state.preset, state.preset === CUSTOM ? state.board : '']);
    if (key === this.drawn) return;
    this.drawn = key;
    const view = draw(state);
    this.into.replaceChildren(...(view ? [view] : []));
    this.into.hidden = !view;
  }
}
