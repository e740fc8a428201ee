"""Simulation.summary() counts the columns with numpy (or collections without it): the same
numbers as a plain computation over Python lists, whatever the columns hold."""

from __future__ import annotations

import array
import bisect
import importlib
import math
import random
from typing import Any

import numpy as np
import pytest

from war_widget import Rules
from war_widget.game.engine import END_REASONS
from war_widget.simulation import Simulation, simulate
from war_widget.simulation.result import PERCENTILES, _wilson
from war_widget.simulation.summary import SimulationSummary

totals_module = importlib.import_module("war_widget.simulation.totals")


def reference(sim: Simulation, limits: tuple[int, ...]) -> dict[str, Any]:
    """The summary's numbers computed plainly: sorted Python lists, list.count, sum."""
    n = len(sim)
    rounds = [int(r) for r in sim.rounds]
    reasons = [int(r) for r in sim.reason_codes]
    winners = [int(w) for w in sim.winners]
    ordered = sorted(rounds)
    total_rounds = sum(rounds)
    total_wars = sum(int(w) for w in sim.wars)

    def share(k: int) -> float:
        return k / n if n else math.nan

    def percentile(p: float) -> float:
        if not ordered:
            return math.nan
        pos = (n - 1) * p / 100
        lo = math.floor(pos)
        hi = min(lo + 1, n - 1)
        return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))

    own = sorted(r for r, why in zip(rounds, reasons, strict=True) if why == 0)
    longest = max(rounds) if rounds else 0
    seats = range(sim.rules.players)
    return {
        "games": n,
        "mean_rounds": total_rounds / n if n else math.nan,
        "median_rounds": percentile(50),
        "percentiles": {p: percentile(p) for p in PERCENTILES},
        "shortest": ordered[0] if ordered else 0,
        "longest": longest,
        "longest_game": rounds.index(longest) + sim.first if rounds else -1,
        "ended_all_cards": share(len(own)),
        "ended_within": {lim: share(bisect.bisect_right(own, lim)) for lim in limits},
        "reasons": {name: share(reasons.count(c)) for c, name in enumerate(END_REASONS)},
        "wars_per_round": total_wars / total_rounds if total_rounds else math.nan,
        "wars_per_game": total_wars / n if n else math.nan,
        "first_round_war": share(sum(1 for w in sim.first_wars if w)),
        "seat_wins": tuple(share(winners.count(s)) for s in seats),
        "seat_win_intervals": tuple(_wilson(winners.count(s), n) for s in seats)
        if sim.policies
        else (),
        "draws": share(winners.count(-1)),
    }


def same(summary: SimulationSummary, expected: dict[str, Any]) -> None:
    """Every number equal (NaN equal to NaN), not merely close."""
    got = {key: getattr(summary, key) for key in expected}
    assert repr(got) == repr(expected)


def synthetic(n: int, players: int, seed: int, first: int = 0, policies: Any = ()) -> Simulation:
    """Columns no rules would give (every reason, long games, ties for the longest)."""
    rng = random.Random(seed)
    rounds = [rng.choice([1, 2, 3, 240, 999, 100_000]) if rng.random() < 0.05 else
              rng.randrange(1, 600) for _ in range(n)]  # fmt: skip
    return Simulation(
        rules=Rules(players=players),
        seed=seed,
        requested=n,
        engine="fast",
        rounds=np.array(rounds, dtype=np.int64),
        winners=np.array([rng.randrange(-1, players) for _ in range(n)], dtype=np.int64),
        wars=np.array([rng.randrange(0, 30) for _ in range(n)], dtype=np.int64),
        first_wars=np.array([rng.choice([0, 0, 0, 1, 2]) for _ in range(n)], dtype=np.int64),
        reason_codes=np.array([rng.randrange(len(END_REASONS)) for _ in range(n)], np.int64),
        counts=np.zeros((n, players), np.int64),
        first=first,
        policies=policies,
    )


def as_arrays(sim: Simulation) -> Simulation:
    """The same columns as :class:`array.array` (what a run without numpy keeps)."""
    columns = {
        name: array.array("q", [int(x) for x in getattr(sim, name)])
        for name in ("rounds", "winners", "wars", "first_wars", "reason_codes")
    }
    return Simulation(**{**sim.__dict__, **columns})


SIMULATIONS = {
    "classic, fast": lambda: simulate(Rules(), 400, seed=1, engine="fast", progress=False),
    "guerra, limit 40": lambda: simulate(
        Rules.preset("guerra_de_cartas"), 300, seed=2, engine="fast", progress=False
    ),
    "krig, positions": lambda: simulate(Rules.preset("krig"), 300, seed=5, progress=False),
    "3 players": lambda: simulate(Rules(players=3), 200, seed=8, progress=False),
    "steal war": lambda: simulate(
        Rules.preset("steal_war"), 30, seed=3, policies=["always", "never"], progress=False
    ),
    "synthetic": lambda: synthetic(5_000, 2, seed=11),
    "synthetic, 4 seats, from 70": lambda: synthetic(3_001, 4, seed=12, first=70),
    "synthetic, policies": lambda: synthetic(999, 2, seed=13, policies=("never", "always")),
    "one game": lambda: synthetic(1, 2, seed=14),
    "no game": lambda: synthetic(0, 3, seed=15),
}


@pytest.mark.parametrize("numpy_counts", [True, False], ids=["numpy", "plain"])
@pytest.mark.parametrize("name", list(SIMULATIONS))
def test_the_summary_is_the_plain_computation(
    name: str, numpy_counts: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    sim = SIMULATIONS[name]()
    if not numpy_counts:
        monkeypatch.setattr(totals_module, "_numpy", lambda: None)
        sim = as_arrays(sim)
    limit = sim.rules.round_limit
    same(sim.summary(), reference(sim, (limit,) if limit else (40, 80, 200, 240)))
    same(sim.summary(within=[1, 3, 599, 10**6]), reference(sim, (1, 3, 599, 10**6)))


def test_the_counts_are_plain_integers() -> None:
    """What the summary reports is Python numbers (JSON-ready), not numpy scalars."""
    summary = synthetic(500, 2, seed=3).summary()
    for value in (summary.shortest, summary.longest, summary.longest_game):
        assert type(value) is int
    for value in (summary.mean_rounds, summary.median_rounds, *summary.seat_wins):
        assert type(value) is float
