"""Seed 002's approach to counting triangle peg solitaire, in Python, for the speed comparison in
bench/pegs.ts: a board of hole objects, each with its precomputed jumps; the legal moves found by
scanning every hole; a depth-first walk of the game tree that clones the whole game (copy.deepcopy)
before each move and restores the clone after it, and records every finished game. Written here
from the seed's description, not copied.

One difference, which only makes this faster than the seed: a finished game is counted by its
pegs left instead of kept as a deep copy (keeping 568,630 copies would take gigabytes).

    python3 pegs.py [START] [SIDE]   -> {"start": "a1", "games": 568630, "pegsLeft": {...}, "seconds": ...}
"""

import copy
import json
import sys
import time

# the triangle's six directions as (file, rank) steps: holes are named file letter + rank digit,
# a1 the apex, and a hole (file, rank) exists for 1 <= file <= rank <= side
DIRECTIONS = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]


class Hole:
    def __init__(self, file, rank):
        self.file = file
        self.rank = rank
        self.filled = True
        self.jumps = []  # (via, dest) hole pairs

    def name(self):
        return "abcdefghij"[self.file - 1] + str(self.rank)


class Game:
    def __init__(self, start="a1", side=5):
        self.holes = {}
        for rank in range(1, side + 1):
            for file in range(1, rank + 1):
                self.holes[(file, rank)] = Hole(file, rank)
        for (file, rank), hole in self.holes.items():
            for df, dr in DIRECTIONS:
                via = self.holes.get((file + df, rank + dr))
                dest = self.holes.get((file + 2 * df, rank + 2 * dr))
                if via and dest:
                    hole.jumps.append((via, dest))
        for hole in self.holes.values():
            if hole.name() == start:
                hole.filled = False
        self.moves = []

    def valid_moves(self):
        moves = []
        for hole in self.holes.values():
            if hole.filled:
                for via, dest in hole.jumps:
                    if via.filled and not dest.filled:
                        moves.append((hole.name(), via.name(), dest.name()))
        return moves

    def move(self, move):
        by_name = {hole.name(): hole for hole in self.holes.values()}
        start, via, dest = (by_name[n] for n in move)
        start.filled = False
        via.filled = False
        dest.filled = True
        self.moves.append(move)

    def pegs(self):
        return sum(1 for hole in self.holes.values() if hole.filled)


class Session:
    def __init__(self):
        self.pegs_left = {}

    def walk(self, game):
        moves = game.valid_moves()
        if not moves:
            left = game.pegs()
            self.pegs_left[left] = self.pegs_left.get(left, 0) + 1
            return
        for move in moves:
            checkpoint = copy.deepcopy(game)
            game.move(move)
            self.walk(game)
            game = checkpoint


def main():
    start = sys.argv[1] if len(sys.argv) > 1 else "a1"
    side = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    sys.setrecursionlimit(10000)
    began = time.perf_counter()
    session = Session()
    session.walk(Game(start, side))
    seconds = time.perf_counter() - began
    print(json.dumps({
        "start": start,
        "games": sum(session.pegs_left.values()),
        "pegsLeft": {str(k): v for k, v in sorted(session.pegs_left.items())},
        "seconds": seconds,
    }))


if __name__ == "__main__":
    main()
