"""The smallest numba kernel of classic War: ``benchmarks/war_loop.c`` written for numba.

``benchmarks/first_run.py`` compiles it from an empty cache in a fresh process: what any
numba program of these rules waits for the first time, the reference a first simulation of
the package is held to.  Two piles as ring buffers, the package's generator (SplitMix64,
Lemire's draw, Fisher-Yates from the last position), nothing else.

    python benchmarks/minimal_kernel.py [GAMES]   # plays them, prints the rounds
"""

from __future__ import annotations

import sys

import numpy as np
from numba import njit

CAP = 64
MASK = CAP - 1
SAFETY_CAP = 100_000
GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
LOW32 = np.uint64(0xFFFFFFFF)
TWO32 = np.uint64(0x100000000)


@njit(cache=True)
def _shuffle(items, n, s):  # type: ignore[no-untyped-def]
    for i in range(n - 1, 0, -1):
        nn = np.uint64(i + 1)
        threshold = (TWO32 - nn) % nn
        while True:
            s += GOLDEN
            z = (s ^ (s >> np.uint64(30))) * MIX1
            z = (z ^ (z >> np.uint64(27))) * MIX2
            m = ((z ^ (z >> np.uint64(31))) >> np.uint64(32)) * nn
            if (m & LOW32) >= threshold:
                break
        j = np.int64(m >> np.uint64(32))
        items[i], items[j] = items[j], items[i]
    return s


@njit(cache=True)
def play(first_seed, games, deck, values, cards, draw, table, rounds_out):  # type: ignore[no-untyped-def]
    """Games ``first_seed`` .. ``+ games - 1``: each one's rounds into ``rounds_out``
    (``cards``, ``draw`` -- two piles of CAP slots -- and ``table``: work space)."""
    n = len(deck)
    for g in range(games):
        s = np.uint64(first_seed + g)
        for k in range(n):
            cards[k] = deck[k]
        s = _shuffle(cards, n, s)
        h0 = h1 = 0
        n0 = n1 = n // 2
        for k in range(n0):
            draw[k] = cards[2 * k]
            draw[CAP + k] = cards[2 * k + 1]
        rounds = 0
        while n0 > 0 and n1 > 0 and rounds < SAFETY_CAP:
            rounds += 1
            t = 0
            lay = 1
            while True:  # one card up each; on a tie up to 3 face down and one up
                for _ in range(min(lay, n0)):
                    table[t] = draw[h0]
                    h0 = (h0 + 1) & MASK
                    n0 -= 1
                    t += 1
                v0 = values[table[t - 1] >> 3]
                for _ in range(min(lay, n1)):
                    table[t] = draw[CAP + h1]
                    h1 = (h1 + 1) & MASK
                    n1 -= 1
                    t += 1
                v1 = values[table[t - 1] >> 3]
                if v0 != v1 or n0 == 0 or n1 == 0:
                    break
                lay = 4
            s = _shuffle(table, t, s)
            if n1 == 0 or (n0 > 0 and v0 > v1):
                for k in range(t):
                    draw[(h0 + n0) & MASK] = table[k]
                    n0 += 1
            else:
                for k in range(t):
                    draw[CAP + ((h1 + n1) & MASK)] = table[k]
                    n1 += 1
        rounds_out[g] = rounds


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 10_000
    deck = np.array([r * 8 + s for r in range(2, 15) for s in range(4)], np.int64)
    values = np.arange(16, dtype=np.int64)
    rounds = np.zeros(games, np.int64)
    work = [np.zeros(n, np.int64) for n in (CAP, 2 * CAP, 2 * CAP)]
    play(np.uint64(1), games, deck, values, *work, rounds)
    print("minimal kernel", games, int(rounds.sum()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
