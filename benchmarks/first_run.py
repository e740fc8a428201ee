"""How long a fresh notebook's first simulation waits: compile from an empty numba cache.

    python benchmarks/first_run.py [--runs 3] [--games 10000] [--rules classic players=4 ...]

Each run is a new Python process with its own empty ``NUMBA_CACHE_DIR`` that imports
war_widget and calls ``simulate(rules, games)`` (what the first click of a class does);
``--rules`` takes presets' names and ``players=N`` (classic rules with N players).  The
reference, run the same way and interleaved with them, is ``benchmarks/minimal_kernel.py``:
the smallest numba kernel of classic War, compiled from an empty cache and run.  Prints, per
run, the whole process's wall time and CPU time (user + system, from the operating system),
then per rule set the median of each and its CPU median over the minimal kernel's, and the
load average before and after (on a shared machine, wall time grows with the load, CPU time
much less).  Prints; asserts nothing.
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
from pathlib import Path

HERE = Path(__file__).resolve().parent

FIRST = """
from war_widget import Rules, simulate
from war_widget.simulation.run import _fast_loop
rules = {rules}
sim = simulate(rules, {games}, seed=1, progress=False)
print(_fast_loop(rules), len(sim), sum(int(r) for r in sim.rounds))
"""

MINIMAL = "minimal kernel"


def rules_code(name: str) -> str:
    """Python that builds the rules named on the command line."""
    if name.startswith("players="):
        return f"Rules(players={int(name.split('=')[1])})"
    return f"Rules.preset({name!r})"


def one_run(name: str, games: int) -> tuple[float, float, str]:
    """(wall s, CPU s, what it printed) of one fresh process with an empty cache."""
    if name == MINIMAL:
        command = [sys.executable, str(HERE / "minimal_kernel.py"), str(games)]
    else:
        code = FIRST.format(rules=rules_code(name), games=games)
        command = [sys.executable, "-c", code]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        started = time.perf_counter()
        out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
        wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--rules", nargs="+", default=["classic", "guerra_de_sumas", "players=4"])
    args = parser.parse_args(argv)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    names = [MINIMAL, *args.rules]
    walls: dict[str, list[float]] = {name: [] for name in names}
    cpus: dict[str, list[float]] = {name: [] for name in names}
    for i in range(args.runs):
        for name in names:
            wall, cpu, printed = one_run(name, args.games)
            walls[name].append(wall)
            cpus[name].append(cpu)
            print(f"run {i + 1}, {name}: wall {wall:.2f} s, cpu {cpu:.2f} s  ({printed})")
    reference = statistics.median(cpus[MINIMAL])
    for name in names:
        cpu = statistics.median(cpus[name])
        print(
            f"{name:<16} cpu median {cpu:.2f} s (min {min(cpus[name]):.2f}), wall median "
            f"{statistics.median(walls[name]):.2f} s: {cpu / reference:.2f}x the minimal kernel"
        )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
