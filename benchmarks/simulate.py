"""Rounds per second of the pure-Python engine and of the fast path, in the same run.

    python benchmarks/simulate.py [--games 10000] [--python-games 300] [--seed 1]

10,000 games of the classic rules (3 face down, won cards shuffled) on the fast
path, timed end to end after one warm-up call (numba compiles, or loads its
cache, on first use).  The pure-Python engine plays only the first
``--python-games`` of the same games (it needs minutes for all of them): its
rate in rounds per second is measured on that subset, and its time for the
10,000 is extrapolated from that rate and the rounds the fast path counted.
Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

from war_widget import Rules
from war_widget.simulation import fast_available, simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--python-games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = Rules.preset("classic")
    print(f"Python {platform.python_version()} on {platform.machine()}, classic rules")

    started = time.perf_counter()
    slow = simulate(
        rules, args.python_games, seed=args.seed, engine="python", workers=1, progress=False
    )
    python_seconds = time.perf_counter() - started
    python_rounds = int(sum(slow.rounds))
    python_rate = python_rounds / python_seconds
    print(
        f"pure Python: {args.python_games:,} games, {python_rounds:,} rounds in "
        f"{python_seconds:.2f} s = {python_rate:,.0f} rounds/s"
    )
    if not fast_available():
        print("fast path: numba is not installed (pip install 'war_widget[fast]')")
        return 0

    started = time.perf_counter()
    simulate(rules, 10, seed=args.seed, engine="fast", workers=1, progress=False)
    warm = time.perf_counter() - started
    print(f"fast path warm-up (compile or load the numba cache): {warm:.2f} s")
    started = time.perf_counter()
    fast = simulate(rules, args.games, seed=args.seed, engine="fast", workers=1, progress=False)
    fast_seconds = time.perf_counter() - started
    fast_rounds = int(sum(fast.rounds))
    fast_rate = fast_rounds / fast_seconds
    same = list(fast.rounds[: args.python_games]) == list(slow.rounds)
    print(
        f"fast path:   {args.games:,} games, {fast_rounds:,} rounds in {fast_seconds:.3f} s "
        f"= {fast_rate:,.0f} rounds/s (one process)"
    )
    print(
        f"pure Python for the same {args.games:,} games, extrapolated from its rate: "
        f"{fast_rounds / python_rate:,.0f} s"
    )
    print(f"ratio fast / pure Python: {fast_rate / python_rate:,.0f}x")
    print(f"first {args.python_games} games identical on both engines: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
