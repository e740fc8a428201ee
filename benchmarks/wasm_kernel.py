"""The WebAssembly kernel beside numba's, family by family, and beside the tight C loop:
what decides numba's future (issue 32: retire numba where the WebAssembly kernel is within
1.3x numba's warm time per round on every family).

    python benchmarks/wasm_kernel.py [--games 20000] [--repeat 5] [--no-first]
                                     [--module OLD.wasm] [--only SUBSTRING]

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

``--module OLD.wasm`` (repeatable) times another build of the module too (say the committed
one, copied aside before a change to ``csrc/kernel/``), in turn with the others, and prints
its ratio to numba beside the package's; ``--only`` keeps the families whose name holds a substring.
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
from war_widget._fast import wasm as wasm_host
from war_widget._fast.options import pack

#: The families timed: benchmarks/simulate.py's, and Steal War with every seat estimating.
TIMED: dict[str, Rules] = {
    **FAMILIES,
    "steal war (estimate)": Rules(steal="play_next", pickup="won_pile"),
}
KERNELS = ("wasm", "numba")
#: The module each wasm kernel runs ("wasm": the package's; "other": --module's), loaded once.
HOSTS: dict[str, object] = {}


def per_round(kernel: str, rules: Rules, seed: int, games: int) -> tuple[float, list[int]]:
    """(CPU seconds per round, the games' rounds and winners) of one run."""
    if kernel in HOSTS:  # the module this run calls, as wasm.host() hands it out
        wasm_host._HOSTS.clear()
        wasm_host._HOSTS[os.getpid()] = HOSTS[kernel]
    started = time.process_time()
    columns = _fast.run("wasm" if kernel in HOSTS else kernel, seed, games, *pack(rules))
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
    timed = {name: rules for name, rules in TIMED.items() if args.only in name}
    HOSTS["wasm"] = wasm_host.host()
    for k, module in enumerate(args.module):
        HOSTS[f"module {k + 1}"] = wasm_host._Wasmtime(Path(module).read_bytes())
    kernels = ("wasm", *sorted(HOSTS.keys() - {"wasm"}), "numba")
    for rules in timed.values():  # numba compiles (or loads from its cache) every loop first
        for kernel in kernels:
            per_round(kernel, rules, args.seed, 10)
    times: dict[str, dict[str, list[float]]] = {k: {n: [] for n in timed} for k in kernels}
    same: dict[str, bool] = {}
    c_times: list[float] = []
    for _ in range(args.repeat):
        c = c_loop(binary, args.seed, args.games)
        if c is not None:
            c_times.append(c)
        for name, rules in timed.items():
            games = args.games // 4 if "steal" in name else args.games
            played = {}
            for kernel in kernels:
                seconds, played[kernel] = per_round(kernel, rules, args.seed, games)
                times[kernel][name].append(seconds)
            agree = all(played[k] == played["numba"] for k in kernels)
            same[name] = same.get(name, True) and agree
    table(timed, times, same)
    if c_times and "classic" in timed:
        for kernel in kernels:
            ratio = statistics.median(
                a / b for a, b in zip(times[kernel]["classic"], c_times, strict=True)
            )
            print(f"classic, {kernel} / C loop (cc -O3 -march=native): {ratio:.2f}")
        print(f"C loop: {statistics.median(c_times) * 1e9:.1f} ns a round")


def table(timed: dict, times: dict[str, dict[str, list[float]]], same: dict[str, bool]) -> None:
    """The families' medians and ratios (with each --module's beside the package's)."""
    others = sorted(k for k in times if k.startswith("module"))
    head = f"{'family':<29} {'wasm ns':>8} {'numba ns':>9} {'wasm/numba':>11}"
    print(head + "".join(f" {k + '/numba':>15}" for k in others) + f" {'same':>5}")
    worst = 0.0

    def ratio(kernel: str, name: str) -> float:
        pairs = zip(times[kernel][name], times["numba"][name], strict=True)
        return statistics.median(a / b for a, b in pairs)

    for name in timed:
        worst = max(worst, ratio("wasm", name))
        line = (f"{name:<29} {statistics.median(times['wasm'][name]) * 1e9:>8.1f} "
                f"{statistics.median(times['numba'][name]) * 1e9:>9.1f} "
                f"{ratio('wasm', name):>11.2f}")  # fmt: skip
        line += "".join(f" {ratio(k, name):>15.2f}" for k in others)
        print(line + f" {same[name]!s:>5}")
    print(f"worst family, wasm/numba: {worst:.2f} (issue 44's bars: 1.2, and 1.5 at most)")


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
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        help="another kernel.wasm, timed beside the package's (repeatable)",
    )
    parser.add_argument("--only", default="", help="only the families whose name holds this")
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
