"""Every way to play War here, side by side in one run: rounds per second and ratios.

    python benchmarks/simulate.py [--games 10000] [--python-games 300] [--repeat 5]

Classic rules (2 players, 3 face down, last card up, won cards shuffled
under), games ``seed`` .. ``seed + n - 1``, the same games for everyone:

* engine      -- ``simulate(engine="python")``: the reference engine, with its events;
* deque loop  -- the smallest honest War program in Python: two deques and the
  package's generator (SplitMix64); it plays the same games (checked);
* kernel        -- ``war_widget.kernel``: the C kernel (``csrc/kernel/``) as the package's
  WebAssembly module, run by wasmtime (timed after a warm-up); for these rules its game
  loop is ``duel.c``'s (two players, one card flipped, no peace);
* C loop      -- ``benchmarks/war_loop.c`` compiled here with ``cc -O3
  -march=native`` when a compiler is present (the package never needs one).

The Python players play ``--python-games`` games, the compiled ones
``--games``.  Times are the process's CPU time (the C loop's too), so a busy
machine's other work counts less.  Each is timed ``--repeat`` times (the engine once); the table
shows the best and the median.  The kernel and C are run in turn, pair by pair, and
"kernel/C" is the median of the pairs' time-per-round ratios; then every rule family's time
a round against the C loop and against classic.  (numba's kernel and the kernel as plain
Python, which this compared too, were retired by issue 44: their figures are in
docs/kernel.md.)  Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from war_widget import Rules
from war_widget.game.cards import deck
from war_widget.game.rng import SplitMix64
from war_widget.simulation import fast_available, simulate
from war_widget.simulation.run import _fast_loop, _run_fast

HERE = Path(__file__).resolve().parent
RULES = Rules.preset("classic")
CARDS = [int(c) for c in deck(RULES.lowest_rank, RULES.jokers)]
VALUES = [RULES.value(rank) for rank in range(16)]


def deque_game(seed: int, cap: int = 100_000) -> int:
    """One classic game with two deques and the package's generator; the rounds played."""
    rng = SplitMix64(seed)
    cards = CARDS[:]
    rng.shuffle(cards)
    a, b = deque(cards[0::2]), deque(cards[1::2])
    values = VALUES
    rounds = 0
    while a and b and rounds < cap:
        rounds += 1
        table = [a.popleft(), b.popleft()]
        vx, vy = values[table[0] >> 3], values[table[1] >> 3]
        winner = a if vx > vy else b
        while vx == vy:  # a war: up to 3 face down, the last card up
            if not a and not b:
                return rounds  # everyone out: annulled (not with a full deck)
            if not a or not b:  # out of cards: the other takes the table
                winner = a if a else b
                for hand in (a, b):
                    table.extend([hand.popleft() for _ in range(min(4, len(hand)))])
                break
            table.extend([a.popleft() for _ in range(min(4, len(a)))])
            vx = values[table[-1] >> 3]
            table.extend([b.popleft() for _ in range(min(4, len(b)))])
            vy = values[table[-1] >> 3]
            winner = a if vx > vy else b
        rng.shuffle(table)
        winner.extend(table)
    return rounds


def best_and_median(times: list[float]) -> tuple[float, float]:
    return min(times), statistics.median(times)


def timed(play: Callable[[], object], repeat: int) -> tuple[list[float], object]:
    times, result = [], None
    for _ in range(repeat):
        started = time.process_time()
        result = play()
        times.append(time.process_time() - started)
    return times, result


def build_c(workdir: Path, compiler: str | None = None) -> Path | None:
    """``war_loop.c`` for the classic rules, compiled with ``-O3 -march=native`` by
    ``compiler`` (else ``$CC``, ``cc`` or ``gcc``) into ``workdir``; None without one."""
    compiler = compiler or shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if compiler is None:
        return None
    head = (
        f"static const int DECK[] = {{{', '.join(map(str, CARDS))}}};\n"
        f"static const int VALUES[] = {{{', '.join(map(str, VALUES))}}};\n"
    )
    source = workdir / "war_loop.c"
    source.write_text(head + (HERE / "war_loop.c").read_text())
    binary = workdir / "war_loop"
    subprocess.run([compiler, "-O3", "-march=native", "-o", binary, source], check=True)
    return binary


def checksum(rounds: list[int], winners: list[int]) -> int:
    check = 0
    for r, w in zip(rounds, winners, strict=True):
        check = (check * 1000003 + r * 4 + w + 1) % 2**64
    return check


def row(name: str, games: int, rounds: int, times: list[float], note: str = "") -> float:
    best, median = best_and_median(times)
    print(
        f"{name:<22} {games:>7,} {rounds:>11,} {rounds / median:>14,.0f} "
        f"{rounds / best:>14,.0f}  {note}"
    )
    return rounds / median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--python-games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-families", action="store_true", help="classic only, not every rule family"
    )
    args = parser.parse_args(argv)
    n, seed, repeat = args.python_games, args.seed, args.repeat
    print(
        f"Python {platform.python_version()} on {platform.machine()}, classic rules "
        f"(the kernel's loop: {_fast_loop(RULES)}); load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    print(f"{'':<22} {'games':>7} {'rounds':>11} {'rounds/s (med)':>14} {'(best)':>14}")

    engine_times, slow = timed(
        lambda: simulate(RULES, n, seed=seed, engine="python", workers=1, progress=False), 1
    )
    engine_rounds = [int(r) for r in slow.rounds]  # type: ignore[attr-defined]
    engine_rate = row("engine", n, sum(engine_rounds), engine_times)

    deque_times, deque_rounds = timed(lambda: [deque_game(seed + i) for i in range(n)], repeat)
    same = deque_rounds == engine_rounds
    deque_rate = row("deque loop", n, sum(engine_rounds), deque_times, f"same games: {same}")

    print(f"  deque loop / engine:       {deque_rate / engine_rate:.1f}x")
    if not fast_available():
        print("kernel: no WebAssembly runtime here (pip install wasmtime)")
        return 0

    started = time.perf_counter()
    _run_fast(RULES.to_dict(), seed, 0, 10, compiled="wasm")
    print(f"  kernel warm-up (load the module): {time.perf_counter() - started:.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        return _compiled(args, engine_rate, engine_rounds, build_c(Path(tmp)))


def _compiled(
    args: argparse.Namespace, engine_rate: float, engine_rounds: list[int], binary: Path | None
) -> int:
    """The kernel against the C loop (``binary``, None without a compiler)."""
    seed, repeat, n = args.seed, args.repeat, args.python_games
    kernel_times, c_times = [], []
    for _ in range(repeat):
        started = time.process_time()
        fast = _run_fast(RULES.to_dict(), seed, 0, args.games, compiled="wasm")
        kernel_times.append(time.process_time() - started)
        if binary is not None:
            out = subprocess.run(
                [binary, str(seed), str(args.games), "1"], capture_output=True, text=True
            ).stdout.split()
            c_times.append(float(out[0]))
            c_rounds, c_check = int(out[1]), int(out[2])
    fast_rounds = [int(r) for r in fast.rounds]
    total = sum(fast_rounds)
    same = fast_rounds[:n] == engine_rounds
    kernel_rate = row("kernel (wasm)", args.games, total, kernel_times, f"same: {same}")
    print(f"  kernel / engine:           {kernel_rate / engine_rate:,.0f}x")
    if binary is None:
        print("C loop: no C compiler here")
        return 0
    same_c = c_rounds == total and c_check == checksum(fast_rounds, [int(w) for w in fast.winners])
    row("C loop (cc -O3)", args.games, c_rounds, c_times, f"same games: {same_c}")
    ratios = [a / b for a, b in zip(kernel_times, c_times, strict=True)]
    print(f"  load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(
        f"  kernel/C, time per round: median {statistics.median(ratios):.2f}, "
        f"best {min(ratios):.2f} (pairs: {', '.join(f'{r:.2f}' for r in ratios)})"
    )
    if not args.no_families:
        families(args, binary)
    return 0


#: Each rule family the kernel plays, by the rules that stand for it.
FAMILIES: dict[str, Rules] = {
    "classic": RULES,
    "won piles (guerra_de_cartas)": Rules.preset("guerra_de_cartas"),
    "table order: krig": Rules.preset("krig"),
    "table order: wojna": Rules.preset("wojna"),
    "table order: vojna": Rules.preset("vojna"),
    "table order: razboi": Rules.preset("razboi"),
    "winner_first": Rules.preset("classic", pickup="winner_first"),
    "loser_first": Rules.preset("classic", pickup="loser_first"),
    "random_order": Rules.preset("classic", pickup="random_order"),
    "3 players": Rules.preset("classic", players=3),
    "4 players": Rules.preset("classic", players=4),
    "guerra_de_sumas": Rules.preset("guerra_de_sumas"),
}


def _per_round(rules: Rules, seed: int, games: int) -> tuple[float, int, float]:
    """(seconds per round, rounds, cards turned up per round) of one timed run."""
    started = time.process_time()
    chunk = _run_fast(rules.to_dict(), seed, 0, games, compiled="wasm")
    seconds = time.process_time() - started
    rounds = sum(int(r) for r in chunk.rounds)
    return seconds / rounds, rounds, float(rules.players * rules.flip)


def families(args: argparse.Namespace, binary: Path | None) -> None:
    """Each family's time per round against the C loop and against classic, pair by pair
    (each repeat times the C loop, classic and every family in turn) on the kernel."""
    print(f"\nEach rule family, {args.games:,} games on the kernel;")
    print("ratios of time per round (median of the repeats' pairs); per card: over the cards up")
    for rules in FAMILIES.values():  # every loop called once first
        _run_fast(rules.to_dict(), args.seed, 0, 10, compiled="wasm")
    compiled: dict[str, list[float]] = {name: [] for name in FAMILIES}
    c_loop: list[float] = []
    info: dict[str, tuple[int, float]] = {}
    for _ in range(args.repeat):
        if binary is not None:
            out = subprocess.run(
                [binary, str(args.seed), str(args.games), "1"], capture_output=True, text=True
            ).stdout.split()
            c_loop.append(float(out[0]) / int(out[1]))
        for name, rules in FAMILIES.items():
            per, rounds, up = _per_round(rules, args.seed, args.games)
            compiled[name].append(per)
            info[name] = (rounds, up)
    print(
        f"{'family':<29} {'rounds':>10} {'ns/round':>9} {'/C':>6} {'/classic':>9} {'per card':>9}"
    )
    classic = compiled["classic"]
    for name, times in compiled.items():
        rounds, up = info[name]
        vs_c = (
            f"{statistics.median(a / b for a, b in zip(times, c_loop, strict=True)):>6.2f}"
            if c_loop
            else f"{'-':>6}"
        )
        vs_classic = statistics.median(a / b for a, b in zip(times, classic, strict=True))
        print(
            f"{name:<29} {rounds:>10,} {statistics.median(times) * 1e9:>9.1f} {vs_c} "
            f"{vs_classic:>9.2f} {vs_classic * 2 / up:>9.2f}"
        )
    if c_loop:
        print(f"{'C loop (classic)':<29} {'':>10} {statistics.median(c_loop) * 1e9:>9.1f}")
    print(f"  load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    sys.exit(main())
