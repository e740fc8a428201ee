"""What a large run's results cost: the summary's time and the run's peak memory.

    python benchmarks/results.py [--games 1000000] [--repeat 5]

Plays ``--games`` classic games (the WebAssembly kernel), then:

* summary -- ``sim.summary()`` timed ``--repeat`` times, next to a plain reference in the same
  process: the columns turned into Python lists, sorted and counted (what ``summary()`` did
  before it counted with numpy).  Both must give the same mean, median and 99th percentile.
* memory -- the run again under ``tracemalloc`` (numpy reports its arrays to it): the peak
  of memory the run allocated against what it keeps (the columns of the returned
  :class:`~war_widget.simulation.Simulation`), in this process (``workers=1``) and on the
  default process pool (what a run of a million games uses on 2+ cores; the workers'
  memory is their own and not counted here, only the parent's).

Prints; asserts nothing (``tests/simulation/test_simulate_store.py`` asserts the behaviour).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
import tracemalloc
from typing import Any

from war_widget import Rules
from war_widget.simulation import Simulation, simulate
from war_widget.simulation.result import PERCENTILES

RULES = Rules.preset("classic")
COLUMNS = ("rounds", "winners", "wars", "first_wars", "reason_codes", "counts")


def plain_summary(sim: Simulation) -> dict[str, float]:
    """The reference: the columns as Python lists, sorted and counted one by one."""
    rounds = [int(r) for r in sim.rounds]
    reasons = [int(r) for r in sim.reason_codes]
    winners = [int(w) for w in sim.winners]
    wars = sum(int(w) for w in sim.wars)
    ordered = sorted(rounds)
    n = len(ordered)

    def percentile(p: float) -> float:
        pos = (n - 1) * p / 100
        lo = math.floor(pos)
        hi = min(lo + 1, n - 1)
        return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))

    out = {"mean": sum(rounds) / n, "wars": wars / n, "draws": winners.count(-1) / n}
    out["all_cards"] = reasons.count(0) / n
    out.update({f"p{p}": percentile(p) for p in PERCENTILES})
    return out


def timed(work: Any, repeat: int) -> tuple[list[float], Any]:
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    return times, result


def kept_bytes(sim: Simulation) -> int:
    return sum(getattr(sim, name).nbytes for name in COLUMNS)


def peak_of_run(games: int, workers: int | None) -> tuple[int, int, float]:
    """(peak bytes allocated during the run, bytes kept, seconds)."""
    tracemalloc.start()
    try:
        started = time.perf_counter()
        sim = simulate(RULES, games, seed=1, workers=workers, progress=False)
        seconds = time.perf_counter() - started
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak, kept_bytes(sim), seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    started = time.perf_counter()
    sim = simulate(RULES, args.games, seed=1, progress=False)
    print(f"{args.games:,} classic games on {sim.engine}: {time.perf_counter() - started:.1f} s")

    ours, summary = timed(sim.summary, args.repeat)
    plain, reference = timed(lambda: plain_summary(sim), args.repeat)
    same = (summary.mean_rounds, summary.median_rounds, summary.percentiles[99]) == (
        reference["mean"],
        reference["p50"],
        reference["p99"],
    )
    print(
        f"summary():         median {statistics.median(ours):.3f} s, best {min(ours):.3f} s"
        f"  (same numbers as the reference: {same})"
    )
    print(f"plain reference:   median {statistics.median(plain):.3f} s, best {min(plain):.3f} s")
    print(f"  reference / summary(): {statistics.median(plain) / statistics.median(ours):.1f}x")

    for label, workers in (("in this process", 1), ("default (pool)", None)):
        peak, kept, seconds = peak_of_run(args.games, workers)
        print(
            f"memory, {label:<16} peak {peak / 2**20:7.1f} MiB, kept {kept / 2**20:7.1f} MiB "
            f"({kept / args.games:.0f} B/game): peak/kept {peak / kept:.3f}  ({seconds:.1f} s)"
        )
    print(f"load average now {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
