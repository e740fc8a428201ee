"""The kernel without numba (what the browser runs) against the smallest War loop in Python.

    python benchmarks/plain_kernel.py [--games 300] [--pairs 9]

Classic rules, games ``seed`` .. ``seed + games - 1``, in turn and pair by pair (so a
change of load hits both alike):

* deque loop -- ``deque_game`` of ``benchmarks/simulate.py``: two deques and the package's
  generator, the same games (checked);
* plain kernel -- ``war_widget._fast.run(compiled=False)``: the loops of ``_fast`` over
  Python lists, as ``_fast/plain.py`` builds them (the shuffle's draw and the rules'
  arithmetic in line);
* loops as written -- the same loops called from their own modules (every shuffle through
  ``_below``, every rule a call): what the plain kernel ran before ``_fast/plain.py``.

Prints each pair's ratio of rounds per CPU second to the deque loop's and their median
(above 1: faster than the deque loop).  Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from simulate import RULES, deque_game

from war_widget import _fast
from war_widget._fast import duel
from war_widget._fast.options import pack


def kernel(games: int, seed: int, loop: Any = None) -> list[int]:
    """The kernel's games as plain Python (``loop``: another game loop to run instead)."""
    chosen = _fast.play_function
    if loop is not None:
        _fast.play_function = lambda compiled, options: loop  # type: ignore[assignment]
    try:
        return list(_fast.run(False, seed, games, *pack(RULES)).rounds)
    finally:
        _fast.play_function = chosen


def seconds(work: Callable[[], object]) -> float:
    """This process's CPU time for ``work`` (less swayed by the machine's load than wall
    time)."""
    started = time.process_time()
    work()
    return time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--pairs", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    n, seed = args.games, args.seed
    want = [deque_game(seed + i) for i in range(n)]
    same = kernel(n, seed) == want == kernel(n, seed, duel.play_duel)
    print(
        f"Python {platform.python_version()}, classic rules, {n} games ({sum(want):,} rounds), "
        f"same games: {same}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    plain, written = [], []
    for _ in range(args.pairs):
        deque = seconds(lambda: [deque_game(seed + i) for i in range(n)])
        plain.append(deque / seconds(lambda: kernel(n, seed)))
        written.append(deque / seconds(lambda: kernel(n, seed, duel.play_duel)))
    for name, ratios in (("plain kernel", plain), ("loops as written", written)):
        print(
            f"{name:<17} / deque loop, rounds per second: median {statistics.median(ratios):.2f}"
            f" (pairs: {', '.join(f'{r:.2f}' for r in ratios)})"
        )
    print(f"load average now {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
