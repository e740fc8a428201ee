"""Steal War on the kernel against the Python engine: a classroom's 10,000 games.

    python benchmarks/steal_war.py [--games 200] [--policies never,always,greedy,estimate]

For each policy (both seats deciding by it) this plays ``--games`` Steal War games on
the Python engine (the reference, measured in the same run), the same games on the kernel
(the WebAssembly module), checks that every one is the engine's game, and prints the rates,
the kernel's speed-up over the engine, the time 10,000 games take on the kernel, and its time
per round against the classic game's (its own loop, same run).  The first calls (loading the
module) are timed apart.  Prints; asserts nothing but the games.
"""

from __future__ import annotations

import argparse
import os
import time

from war_widget import END_REASONS, Game, Rules
from war_widget import kernel as _fast
from war_widget.game.policies import POLICY_NAMES
from war_widget.kernel.options import pack
from war_widget.simulation import fast_available

STEAL = Rules.preset("steal_war")
CLASS = 10_000


def engine(games: int, policy: str) -> tuple[float, list[tuple[int, int, str]]]:
    """Seconds for games 0 .. games - 1 on the engine, and each game's (rounds, winner,
    end reason)."""
    rows = []
    started = time.perf_counter()
    for seed in range(games):
        result = Game(STEAL, seed=seed).play(policy)
        rows.append((result.rounds, -1 if result.winner is None else result.winner, result.reason))
    return time.perf_counter() - started, rows


def kernel(
    rules: Rules, games: int, policy: str | None
) -> tuple[float, list[tuple[int, int, str]], int]:
    """Seconds for games 0 .. games - 1 on the kernel (the best of three runs: the machine is
    shared), each game's row, and the rounds."""
    codes = [] if policy is None else [POLICY_NAMES.index(policy)] * rules.players
    seconds = float("inf")
    for _ in range(3 if games > 1 else 1):
        started = time.perf_counter()
        c = _fast.run("wasm", 0, games, *pack(rules), codes)
        seconds = min(seconds, time.perf_counter() - started)
    rows = [(int(c.rounds[i]), int(c.winners[i]), END_REASONS[c.reasons[i]]) for i in range(games)]
    return seconds, rows, sum(int(r) for r in c.rounds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games on the engine")
    parser.add_argument("--policies", default=",".join(POLICY_NAMES))
    args = parser.parse_args(argv)
    if not fast_available():
        print("the kernel cannot run here (no WebAssembly runtime: pip install wasmtime)")
        return 1
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores share it)")
    started = time.perf_counter()
    kernel(STEAL, 1, "estimate")
    kernel(Rules.preset("classic"), 1, None)
    print(f"first kernel calls (loading the module): {time.perf_counter() - started:.2f} s")
    seconds, _, rounds = kernel(Rules.preset("classic"), CLASS, None)
    classic_ns = seconds / rounds * 1e9
    print(f"classic, kernel: {classic_ns:.0f} ns/round")
    for policy in args.policies.split(","):
        ref_s, ref_rows = engine(args.games, policy)
        fast_s, fast_rows, rounds = kernel(STEAL, CLASS, policy)
        same = fast_rows[: args.games] == ref_rows
        per_game = fast_s / CLASS
        line = (
            f"{policy:>8}: engine {args.games / ref_s:7.1f} games/s; "
            f"kernel {ref_s / args.games / per_game:6.0f}x the engine, "
            f"{CLASS:,} games in {fast_s:.2f} s "
            f"({fast_s / rounds * 1e9:.0f} ns/round, {fast_s / rounds * 1e9 / classic_ns:.1f}x "
            f"classic's); engine for {CLASS:,}: {ref_s / args.games * CLASS:.0f} s"
        )
        print(line + ("" if same else "  DIFFERENT GAMES"))
        if not same:
            return 1
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
