"""Rounds per second of the engine next to a minimal deque-based War loop, in the same run.

    python benchmarks/engine.py [--games 300]

The reference is the smallest honest War program: two deques, classic rules
(3 face down, last card up, won cards shuffled under), no events, no codes.
The engine does more per round (events with counts, every rule option, the
portable generator), so the ratio says what that costs.  Prints, never asserts.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import deque

from war_widget import Game, Rules


def minimal_war(seed: int, cap: int = 100_000) -> int:
    """Play one classic game with plain deques; return the rounds played."""
    rng = random.Random(seed)
    cards = [rank for rank in range(2, 15) for _ in range(4)]
    rng.shuffle(cards)
    a, b = deque(cards[0::2]), deque(cards[1::2])
    rounds = 0
    while a and b and rounds < cap:
        rounds += 1
        table = [a.popleft(), b.popleft()]
        x, y = table
        while x == y:
            if not a or not b:
                break
            for pile in (a, b):
                for _ in range(min(3, len(pile) - 1)):
                    table.append(pile.popleft())
            x, y = a.popleft(), b.popleft()
            table += [x, y]
        rng.shuffle(table)
        if x > y:
            a.extend(table)
        elif y > x:
            b.extend(table)
        else:  # both ran out in a war: give the cards back and stop
            break
    return rounds


def measure(play, games: int) -> tuple[int, float]:
    start = time.perf_counter()
    rounds = sum(play(seed) for seed in range(games))
    return rounds, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    rules = Rules.preset("classic")

    def engine(seed: int) -> int:
        return Game(rules, seed=seed).play().rounds

    ref_rounds, ref_time = measure(minimal_war, args.games)
    eng_rounds, eng_time = measure(engine, args.games)
    ref_rate = ref_rounds / ref_time
    eng_rate = eng_rounds / eng_time
    print(f"games: {args.games} (classic rules)")
    print(
        f"minimal deque loop: {ref_rate:12,.0f} rounds/s  ({ref_rounds} rounds in {ref_time:.2f} s)"
    )
    print(
        f"war_widget engine:  {eng_rate:12,.0f} rounds/s  ({eng_rounds} rounds in {eng_time:.2f} s)"
    )
    print(f"ratio engine / minimal: {eng_rate / ref_rate:.3f}")


if __name__ == "__main__":
    main()
