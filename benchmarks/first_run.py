"""How long a fresh notebook's first simulation waits: compile from an empty numba cache.

    python benchmarks/first_run.py [--runs 5] [--games 10000] [--preset classic]

Each run is a new Python process with its own empty ``NUMBA_CACHE_DIR``
that imports war_widget and calls ``simulate(Rules.preset(...), games)``
(what the first click of a class does).  Prints, per run, the whole
process's wall time and CPU time (user + system, from the operating system),
then the median, min and max of each, and the load average before and after
(on a shared machine, wall time grows with the load, CPU time much less).
Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

FIRST = """
from war_widget import Rules, simulate
from war_widget.simulation.run import _fast_loop
rules = Rules.preset({preset!r})
sim = simulate(rules, {games}, seed=1, progress=False)
print(_fast_loop(rules), len(sim), sum(int(r) for r in sim.rounds))
"""


def one_run(preset: str, games: int) -> tuple[float, float, str]:
    """(wall s, CPU s, what it printed) of one fresh process with an empty cache."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        started = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", FIRST.format(preset=preset, games=games)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--preset", default="classic")
    args = parser.parse_args(argv)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    walls, cpus = [], []
    for i in range(args.runs):
        wall, cpu, printed = one_run(args.preset, args.games)
        walls.append(wall)
        cpus.append(cpu)
        print(f"run {i + 1}: wall {wall:.2f} s, cpu {cpu:.2f} s  ({printed})")
    for name, values in (("wall", walls), ("cpu", cpus)):
        print(
            f"{name}: median {statistics.median(values):.2f} s, "
            f"min {min(values):.2f}, max {max(values):.2f}"
        )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
