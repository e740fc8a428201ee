"""Steal War on the Python engine: is it fast enough for a classroom's 10,000 games?

    python benchmarks/steal_war.py [--games 400] [--policy estimate]

The fast kernel has no decisions, so Steal War runs on the Python engine.  This plays
``--games`` Steal War games with ``--policy`` for both seats, and the same number of
classic games on the same engine as the reference measured in the same run, and prints
both rates, their ratio, and the time 10,000 Steal War games would take in one process.
Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import time

from war_widget import Game, Rules


def rate(rules: Rules, games: int, policy: str | None) -> tuple[float, float]:
    """Games per second and mean rounds per game, seeds 0 .. games - 1."""
    started = time.perf_counter()
    rounds = 0
    for seed in range(games):
        game = Game(rules, seed=seed)
        rounds += game.play(policy).rounds
    return games / (time.perf_counter() - started), rounds / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--policy", default="estimate")
    args = parser.parse_args(argv)
    classic, classic_rounds = rate(Rules.preset("classic"), args.games, None)
    steal, steal_rounds = rate(Rules.preset("steal_war"), args.games, args.policy)
    print(f"classic, Python engine:        {classic:8.1f} games/s ({classic_rounds:.0f} rounds)")
    print(
        f"steal_war ({args.policy}), Python engine: {steal:8.1f} games/s "
        f"({steal_rounds:.0f} rounds)"
    )
    print(f"steal_war / classic:           {steal / classic:8.2f}")
    print(f"10,000 steal_war games, one process: {10_000 / steal:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
