"""A straightforward Python port of Candy Land as seed 000 plays it (its board and 66-card deck,
stuck licorice, doubles colour by colour, a shortcut after each step, a picture card moves to its
space even backwards, win on a colour with no space ahead), written from the rules for the speed
comparison in bench/candyland.ts: plain lists, random.shuffle, a search for the next space of a
colour at every step, as a first Python program would do it.

    python3 candyland.py 10000    -> {"games": 10000, "meanTurns": ..., "seconds": ...}
"""

import json
import random
import sys
import time

COLOURS = "RPYBOG"
PICTURES = [("Plumpy", 8), ("Mr. Mint", 17), ("Jolly", 42), ("Gramma Nut", 74),
            ("Princess Lolly", 94), ("Queen Frostine", 103)]
PICTURE_NAMES = {name for name, _ in PICTURES}
LICORICE = {47, 85, 120}          # 0-based
SHORTCUTS = {4: 58, 33: 46}


def make_board():
    board = [COLOURS[i % 6] for i in range(128)]
    for name, where in PICTURES:
        board.insert(where, name)
    return board


def make_deck():
    deck = [name for name, _ in PICTURES]
    for colour in COLOURS:
        deck += [colour] * 8 + [colour * 2] * 2
    return deck


def play(board, rng):
    deck = []
    position = -1
    turns = 0
    while True:
        turns += 1
        if not deck:
            deck = make_deck()
            rng.shuffle(deck)
        card = deck.pop()
        if position in LICORICE and card[0] != board[position]:
            continue  # stuck until a card of the licorice's colour (a picture card does not count)
        if card in PICTURE_NAMES:  # a picture card: straight to its space, even backwards
            position = board.index(card)
            continue
        for colour in card:  # "RR" moves twice
            ahead = position + 1
            while ahead < len(board) and board[ahead] != colour:
                ahead += 1
            if ahead == len(board):
                return turns  # no space of that colour ahead: the end of the board
            position = ahead
            if position in LICORICE:
                break
            position = SHORTCUTS.get(position, position)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    board = make_board()
    rng = random.Random(1)
    start = time.perf_counter()
    total = sum(play(board, rng) for _ in range(games))
    seconds = time.perf_counter() - start
    print(json.dumps({"games": games, "meanTurns": total / games, "seconds": seconds}))


if __name__ == "__main__":
    main()
