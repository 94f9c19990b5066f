// The board of the configuration being edited, drawn before anything runs, by its game's hook
// (WebGame.boardView: Snakes and Ladders and Candy Land; the other games have no board worth a
// picture before a run). Redrawn only when the board itself changes.

import { BoardsimError } from '../core/errors.js';
import { CUSTOM, type PageGameId, isPageGame, webGame } from './games.js';
import type { PageState } from './state.js';

/** A board's name for people: its preset's label, or "Your board". */
function boardTitle(game: PageGameId, preset: string): string {
  return preset === CUSTOM ? 'Your board' : (webGame(game).presetLabels[preset] ?? preset);
}

function draw(state: PageState): HTMLElement | undefined {
  const source =
    state.preset === CUSTOM ? { board: state.board, boardSource: 'board' } : { preset: state.preset };
  if (!isPageGame(state.game)) return undefined;
  const game = state.game;
  try {
    return webGame(game).boardView?.(source, boardTitle(game, state.preset));
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
