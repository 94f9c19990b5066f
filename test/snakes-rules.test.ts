// Each rule option of the Snakes and Ladders board, its default, and what it does, played by the
// twin with scripted dice (the kernel follows the twin game by game: contract.test.ts).

import { describe, expect, test } from 'vitest';
import { unwrap } from '../src/core/errors.js';
import { snakesPresets } from '../src/games/snakes/presets.js';
import { playReferenceMatch } from '../src/games/snakes/reference.js';
import { SnakesRules } from '../src/games/snakes/rules.js';
import { parseSnakesBoard, snakesBoardToJson } from '../src/games/snakes/schema.js';
import type { Draws } from '../src/rng/stream.js';

/** Deals the given die faces in order. */
class Scripted implements Draws {
  drawn = 0;
  constructor(private readonly faces: number[]) {}
  draw(n: number): number {
    const face = this.faces[this.drawn++];
    if (face === undefined) throw new Error('script exhausted');
    if (face < 1 || face > n) throw new Error(`face ${face} on a d${n}`);
    return face - 1;
  }
}

const board = (raw: object) => unwrap(parseSnakesBoard(raw));
const play = (
  raw: object,
  faces: number[],
  players = 1,
  mode: 'independent' | 'alternating' = 'independent',
) => playReferenceMatch(board(raw), new Scripted(faces), players, mode);

describe('defaults are the classic game', () => {
  test('a board with no fields is Milton Bradley Chutes and Ladders', () => {
    const b = board({});
    expect(b).toMatchObject({
      squares: 100,
      start: 0,
      rollAgainOnSix: false,
      overshoot: 'stay',
      dieFaces: 6,
    });
    expect(snakesBoardToJson(b)).toEqual({
      ...snakesBoardToJson(snakesPresets.classic!.config),
      name: undefined,
    });
  });
  test('jumps default to none on boards of another size', () => {
    expect(board({ squares: 30 }).jumps).toEqual([]);
  });
});

describe('squares and start', () => {
  test('start 0 is off the board: a 1 lands on square 1', () => {
    expect(play({ squares: 3, jumps: {} }, [1, 2]).rolls).toBe(2);
  });
  test('start 1 (seed 003): a 2 lands on square 3, the finish', () => {
    expect(play({ squares: 3, start: 1, jumps: {} }, [2])).toMatchObject({ turns: 1, rolls: 1 });
  });
});

describe('overshoot', () => {
  test('bounce: 98 + 5 goes back to 97, as seed 003 computes 100 - (103 % 100)', () => {
    const rules = new SnakesRules(board({ start: 1, overshoot: 'bounce', jumps: {} }));
    expect(rules.land(98, 5).square).toBe(97);
    expect(rules.land(95, 5).square).toBe(100);
  });
  test('bounce then a jump: the landing square after the bounce takes its jump', () => {
    const rules = new SnakesRules(board({ start: 1, overshoot: 'bounce', jumps: { 97: 50 } }));
    expect(rules.land(98, 5)).toEqual({ square: 50, climb: 0, slide: 47 });
  });
  test('stay: a roll past the end is lost', () => {
    expect(play({ squares: 10, overshoot: 'stay', jumps: {} }, [6, 6, 4])).toMatchObject({
      rolls: 3,
      turns: 3,
    });
  });
  test('finish: any roll reaching the end wins', () => {
    expect(play({ squares: 10, overshoot: 'finish', jumps: {} }, [6, 6])).toMatchObject({
      rolls: 2,
      turns: 2,
    });
  });
});

describe('roll again on a six', () => {
  test('off: each roll is a turn', () => {
    expect(play({ squares: 20, jumps: {} }, [6, 6, 6, 2])).toMatchObject({ turns: 4, rolls: 4 });
  });
  test('on: a turn is a roll plus one after each six', () => {
    expect(play({ squares: 20, rollAgainOnSix: true, jumps: {} }, [6, 6, 3, 5])).toMatchObject({
      turns: 2,
      rolls: 4,
    });
  });
  test('on: the game ends the moment the last square is reached, even in a chain of sixes', () => {
    // 0 -> 6 -> 12 -> 18 (=finish) on the third six: one turn, three rolls
    expect(play({ squares: 18, rollAgainOnSix: true, jumps: {} }, [6, 6, 6])).toMatchObject({
      turns: 1,
      rolls: 3,
    });
  });
  test("seed 003's fastest game: ten sixes then a 1, one turn", () => {
    expect(
      play(snakesBoardToJson(snakesPresets.efi!.config), [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1]),
    ).toMatchObject({ turns: 1, rolls: 11, climbs: 38, slides: 0 });
  });
  test('a d4 cannot roll again on a six: refused', () => {
    expect(parseSnakesBoard({ dieFaces: 4, rollAgainOnSix: true })).toMatchObject({
      ok: false,
      errors: [{ code: 'board/no-six' }],
    });
  });
});

describe('jumps', () => {
  test('one jump per landing, never chained', () => {
    const rules = new SnakesRules(board({ squares: 30, jumps: { 4: 8, 8: 20 } }));
    expect(rules.land(0, 4)).toEqual({ square: 8, climb: 4, slide: 0 });
  });
  test('climbs and slides add up as seed 003 counts them', () => {
    expect(play({ squares: 20, jumps: { 2: 10, 12: 5 } }, [2, 2, 6, 6, 3])).toMatchObject({
      climbs: 8,
      slides: 7,
    });
  });
});

describe('players', () => {
  test('independent: fewest turns wins, ties to the earlier seat', () => {
    // each player alone: seat 0 needs 2 turns, seat 1 needs 2 turns
    expect(
      play({ squares: 10, overshoot: 'finish', jumps: {} }, [5, 5, 6, 6], 2, 'independent'),
    ).toMatchObject({ winner: 0, turns: 2, moves: 4 });
  });
  test('alternating: players take turns and the first home wins', () => {
    expect(
      play({ squares: 10, overshoot: 'finish', jumps: {} }, [5, 6, 4, 4], 2, 'alternating'),
    ).toMatchObject({ winner: 1, turns: 2, moves: 4 });
  });
});
