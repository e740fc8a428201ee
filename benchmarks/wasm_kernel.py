"""The WebAssembly kernel beside numba's, family by family, and beside the tight C loop:
what decides numba's future (issue 32: retire numba where the WebAssembly kernel is within
1.3x numba's warm time per round on every family).

    python benchmarks/wasm_kernel.py [--games 20000] [--repeat 5] [--no-first]

In one process, for each rule family of ``benchmarks/simulate.py`` (and Steal War, every
seat estimating), games ``seed`` .. ``seed + n - 1`` on the kernel three ways: the
WebAssembly module under wasmtime, numba's compiled loop (timed warm: compiled, or loaded
from its cache, before the first timed run) and, for the classic rules, ``war_loop.c``
compiled here with ``cc -O3 -march=native`` (the limit a plain C loop reaches).  Each repeat
times every family in turn, wasm then numba, so a busy machine weighs on both alike; the
ratios are medians of the repeats' pairs of CPU times per round.  Every run is checked to
play the same games (rounds and winners) both ways.

Then, unless ``--no-first``: a first ``simulate()`` of 10,000 classic games in a fresh
process, with each kernel (numba with an empty cache folder of its own: its compile wait),
as wall time from the process's start and of the call alone; and the installed size of
each fast path (wasmtime's package; numba's, llvmlite's).  Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

from simulate import FAMILIES, build_c

from war_widget import Rules, _fast
from war_widget._fast.options import pack

#: The families timed: benchmarks/simulate.py's, and Steal War with every seat estimating.
TIMED: dict[str, Rules] = {
    **FAMILIES,
    "steal war (estimate)": Rules(steal="play_next", pickup="won_pile"),
}
KERNELS = ("wasm", "numba")


def per_round(kernel: str, rules: Rules, seed: int, games: int) -> tuple[float, list[int]]:
    """(CPU seconds per round, the games' rounds and winners) of one run."""
    started = time.process_time()
    columns = _fast.run(kernel, seed, games, *pack(rules))
    seconds = time.process_time() - started
    rounds = [int(r) for r in columns.rounds]
    return seconds / sum(rounds), rounds + [int(w) for w in columns.winners]


def c_loop(binary: Path | None, seed: int, games: int) -> float | None:
    """The C loop's CPU seconds per round (classic rules), None without a compiler."""
    if binary is None:
        return None
    out = subprocess.run(
        [binary, str(seed), str(games), "1"], capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[0]) / int(out[1])


def families(args: argparse.Namespace, binary: Path | None) -> None:
    for rules in TIMED.values():  # numba compiles (or loads from its cache) every loop first
        for kernel in KERNELS:
            _fast.run(kernel, args.seed, 10, *pack(rules))
    times: dict[str, dict[str, list[float]]] = {k: {n: [] for n in TIMED} for k in KERNELS}
    same: dict[str, bool] = {}
    c_times: list[float] = []
    for _ in range(args.repeat):
        c = c_loop(binary, args.seed, args.games)
        if c is not None:
            c_times.append(c)
        for name, rules in TIMED.items():
            games = args.games // 4 if "steal" in name else args.games
            wasm, played = per_round("wasm", rules, args.seed, games)
            numba, reference = per_round("numba", rules, args.seed, games)
            times["wasm"][name].append(wasm)
            times["numba"][name].append(numba)
            same[name] = same.get(name, True) and played == reference
    print(f"{'family':<29} {'wasm ns':>8} {'numba ns':>9} {'wasm/numba':>11} {'same':>5}")
    worst = 0.0
    for name in TIMED:
        ratio = statistics.median(
            a / b for a, b in zip(times["wasm"][name], times["numba"][name], strict=True)
        )
        worst = max(worst, ratio)
        print(
            f"{name:<29} {statistics.median(times['wasm'][name]) * 1e9:>8.1f} "
            f"{statistics.median(times['numba'][name]) * 1e9:>9.1f} {ratio:>11.2f} "
            f"{same[name]!s:>5}"
        )
    print(f"worst family, wasm/numba: {worst:.2f} (the issue's bar: 1.3)")
    if c_times:
        for kernel in KERNELS:
            ratio = statistics.median(
                a / b for a, b in zip(times[kernel]["classic"], c_times, strict=True)
            )
            print(f"classic, {kernel} / C loop (cc -O3 -march=native): {ratio:.2f}")
        print(f"C loop: {statistics.median(c_times) * 1e9:.1f} ns a round")


FIRST = """
import time
started = time.perf_counter()
from war_widget import Rules
from war_widget.simulation import simulate
called = time.perf_counter()
result = simulate(Rules(), 10_000, seed=1)
done = time.perf_counter()
print(done - started, done - called, result.kernel)
"""


def first_runs() -> None:
    """A fresh process's first simulate() of 10,000 classic games, each kernel."""
    print("\nA fresh process's first simulate() of 10,000 classic games (wall, 1 run each):")
    for kernel in KERNELS:
        with tempfile.TemporaryDirectory() as cache:
            env = {**os.environ, "NUMBA_CACHE_DIR": cache, "WAR_WIDGET_KERNEL": kernel}
            started = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-c", FIRST.format(kernel=kernel)],
                capture_output=True, text=True, env=env, check=False,
            )  # fmt: skip
            wall = time.perf_counter() - started
        if out.returncode:
            print(f"  {kernel}: failed: {out.stderr.strip().splitlines()[-1:]}")
            continue
        total, call, engine = out.stdout.split()
        print(f"  {kernel:<6} process {wall:.2f} s; from the import {float(total):.2f} s; "
              f"simulate() {float(call):.2f} s (engine: {engine})")  # fmt: skip


def installed_mb(*packages: str) -> float:
    """The installed size of these distributions' files, in MB."""
    total = 0
    for name in packages:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        for file in dist.files or []:
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                total += path.stat().st_size
    return total / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-first", action="store_true")
    args = parser.parse_args(argv)
    print(f"{args.games:,} games a family (Steal War a quarter), {args.repeat} repeats, "
          f"CPU time; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")  # fmt: skip
    with tempfile.TemporaryDirectory() as work:
        binary = build_c(Path(work))
        families(args, binary)
    if not args.no_first:
        first_runs()
    print(f"\nInstalled: wasmtime {installed_mb('wasmtime'):.1f} MB; "
          f"numba + llvmlite {installed_mb('numba', 'llvmlite'):.1f} MB")  # fmt: skip
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
