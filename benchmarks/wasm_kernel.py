"""The WebAssembly kernel family by family, beside the tight C loop, and beside numba's kernel
when one is given: issue 44's measure (every family within 1.2x numba's time a round, 1.5x at
most, to retire numba; numba's last figures are kept in docs/kernel.md).

    python benchmarks/wasm_kernel.py [--games 20000] [--repeat 5] [--no-first]
                                     [--module OLD.wasm] [--only SUBSTRING]
                                     [--numba-src OLD/src]

In one process, for each rule family of ``benchmarks/simulate.py`` (and Steal War, every
seat estimating), games ``seed`` .. ``seed + n - 1`` on the WebAssembly module under wasmtime,
and ``war_loop.c`` (classic rules) compiled here with ``cc -O3 -march=native``: the limit a
plain C loop reaches.  Each family's time a round is printed against the C loop's classic
round (``/C loop``: a family that does more a round reads above 1 however fast it is).  Each
repeat times every family in turn, so a busy machine weighs on all alike; the ratios are
medians of the repeats' pairs of CPU times per round.

``--numba-src OLD/src``: numba's kernel too, from an older checkout's ``src`` (its Python
loops, before issue 44 retired them: ``git archive <rev> src | tar -x -C OLD``), timed warm
in a process of its own once per repeat, between the module's runs, when numba can be
imported there; its column and the module's ratio to it are printed, and every run is
checked to play the same games (rounds and winners) every way.  Without it (or without
numba), the C loop's ratios alone.

Then, unless ``--no-first``: a first ``simulate()`` of 10,000 classic games in a fresh
process, as wall time from the process's start and of the call alone; and the installed size
of the fast path (wasmtime's package).  Prints; asserts nothing.

``--module OLD.wasm`` (repeatable) times another build of the module too (say the committed
one, copied aside before a change to ``csrc/kernel/``), in turn with the package's, and prints
its ratio to the package's module; ``--only`` keeps the families whose name holds a substring.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

from simulate import FAMILIES, build_c, checksum

from war_widget import Rules
from war_widget import kernel as _fast
from war_widget.kernel import wasm as wasm_host
from war_widget.kernel.options import pack

#: The families timed: benchmarks/simulate.py's, and Steal War with every seat estimating.
TIMED: dict[str, Rules] = {
    **FAMILIES,
    "steal war (estimate)": Rules(steal="play_next", pickup="won_pile"),
}
#: The module each wasm kernel runs ("wasm": the package's; "module N": --module's), loaded once.
HOSTS: dict[str, object] = {}


def per_round(kernel: str, rules: Rules, seed: int, games: int) -> tuple[float, int]:
    """(CPU seconds per round, a checksum of the games' rounds and winners) of one run."""
    wasm_host._HOSTS.clear()  # the module this run calls, as wasm.host() hands it out
    wasm_host._HOSTS[os.getpid()] = HOSTS[kernel]
    started = time.process_time()
    columns = _fast.run("wasm", seed, games, *pack(rules))
    seconds = time.process_time() - started
    rounds = [int(r) for r in columns.rounds]
    return seconds / sum(rounds), checksum(rounds, [int(w) for w in columns.winners])


#: numba's side, a process of its own with an older checkout's ``src`` first on sys.path: it
#: reads one run a line (rules, seed, games: JSON) and answers [seconds a round, checksum].
NUMBA = """
import json, sys, time
from war_widget import Rules
from war_widget import kernel as _fast
from war_widget.kernel.options import pack
from simulate import checksum
for line in sys.stdin:
    asked = json.loads(line)
    rules = Rules.from_dict(asked["rules"])
    started = time.process_time()
    columns = _fast.run("numba", asked["seed"], asked["games"], *pack(rules))
    seconds = time.process_time() - started
    rounds = [int(r) for r in columns.rounds]
    print(json.dumps([seconds / sum(rounds), checksum(rounds, [int(w) for w in columns.winners])]),
          flush=True)
"""


class Numba:
    """numba's kernel from an older checkout's ``src``, in a process of its own, timed run by
    run in turn with the module (a RuntimeError saying why when it cannot run)."""

    def __init__(self, src: Path) -> None:
        path = os.pathsep.join([str(src), str(Path(__file__).parent)])
        self.process = subprocess.Popen(
            [sys.executable, "-c", NUMBA], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": path},
        )  # fmt: skip

    def run(self, rules: Rules, seed: int, games: int) -> tuple[float, int]:
        assert self.process.stdin is not None and self.process.stdout is not None
        asked = {"rules": rules.to_dict(), "seed": seed, "games": games}
        self.process.stdin.write(json.dumps(asked) + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            assert self.process.stderr is not None
            said = self.process.stderr.read().strip().splitlines() or ["no output"]
            raise RuntimeError(said[-1])
        seconds, check = json.loads(answer)
        return float(seconds), int(check)

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(30)


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
    kernels = ["wasm", *sorted(HOSTS.keys() - {"wasm"})]
    numba = None if args.numba_src is None else Numba(args.numba_src)
    for rules in timed.values():  # compiled (numba: or loaded from its cache) before the timing
        for kernel in kernels:
            per_round(kernel, rules, args.seed, 10)
        if numba is not None:
            try:
                numba.run(rules, args.seed, 10)
            except RuntimeError as err:
                print(f"numba's kernel cannot run from {args.numba_src}: {err}")
                numba = None
    kernels += ["numba"] if numba is not None else []
    times: dict[str, dict[str, list[float]]] = {k: {n: [] for n in timed} for k in kernels}
    same = dict.fromkeys(timed, True)
    c_times: list[float] = []
    for _ in range(args.repeat):
        c = c_loop(binary, args.seed, args.games)
        if c is not None:
            c_times.append(c)
        for name, rules in timed.items():
            games = args.games // 4 if "steal" in name else args.games
            played = set()
            for kernel in kernels:
                if kernel == "numba" and numba is not None:
                    seconds, check = numba.run(rules, args.seed, games)
                else:
                    seconds, check = per_round(kernel, rules, args.seed, games)
                times[kernel][name].append(seconds)
                played.add(check)
            same[name] = same[name] and len(played) == 1
    if numba is not None:
        numba.close()
    table(timed, times, same, c_times)


def _ratio(a: list[float], b: list[float]) -> float:
    return statistics.median(x / y for x, y in zip(a, b, strict=True))


def table(
    timed: dict, times: dict[str, dict[str, list[float]]], same: dict[str, bool],
    c_times: list[float],
) -> None:  # fmt: skip
    """The families' medians and ratios: to the C loop's classic round, to numba's (when
    timed), and each --module's to the package's module."""
    others = sorted(k for k in times if k.startswith("module"))
    numba = "numba" in times
    head = f"{'family':<29} {'wasm ns':>8} {'/C loop':>8}"
    head += f" {'numba ns':>9} {'wasm/numba':>11}" if numba else ""
    print(head + "".join(f" {k + '/wasm':>12}" for k in others) + f" {'same':>5}")
    worst = 0.0
    for name in timed:
        wasm = times["wasm"][name]
        line = f"{name:<29} {statistics.median(wasm) * 1e9:>8.1f}"
        line += f" {_ratio(wasm, c_times):>8.2f}" if c_times else f" {'-':>8}"
        if numba:
            worst = max(worst, _ratio(wasm, times["numba"][name]))
            line += (f" {statistics.median(times['numba'][name]) * 1e9:>9.1f}"
                     f" {_ratio(wasm, times['numba'][name]):>11.2f}")  # fmt: skip
        line += "".join(f" {_ratio(times[k][name], wasm):>12.2f}" for k in others)
        print(line + f" {same[name]!s:>5}")
    if c_times:
        print(f"C loop (classic, cc -O3 -march=native): {statistics.median(c_times) * 1e9:.1f} "
              "ns a round")  # fmt: skip
    if numba:
        print(f"worst family, wasm/numba: {worst:.2f} (issue 44's bars: 1.2, and 1.5 at most)")
        if c_times and "classic" in timed:
            ratio = _ratio(times["numba"]["classic"], c_times)
            print(f"classic, numba / C loop: {ratio:.2f}")


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
    """A fresh process's first simulate() of 10,000 classic games."""
    print("\nA fresh process's first simulate() of 10,000 classic games (wall, 1 run):")
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", FIRST], capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if out.returncode:
        print(f"  failed: {out.stderr.strip().splitlines()[-1:]}")
        return
    total, call, engine = out.stdout.split()
    print(f"  process {wall:.2f} s; from the import {float(total):.2f} s; "
          f"simulate() {float(call):.2f} s (kernel: {engine})")  # fmt: skip


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
    parser.add_argument(
        "--numba-src",
        type=Path,
        default=None,
        help="an older checkout's src (numba's loops) to time numba's kernel beside",
    )
    args = parser.parse_args(argv)
    print(f"{args.games:,} games a family (Steal War a quarter), {args.repeat} repeats, "
          f"CPU time; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")  # fmt: skip
    with tempfile.TemporaryDirectory() as work:
        binary = build_c(Path(work))
        families(args, binary)
    if not args.no_first:
        first_runs()
    print(f"\nInstalled: wasmtime {installed_mb('wasmtime'):.1f} MB")
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
