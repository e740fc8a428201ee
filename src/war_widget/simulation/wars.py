"""Wars and game length, and how wide a 95 % interval is: the numbers lesson 07 ("Is it
true?") and the claims test (tests/lessons/test_lesson_claims.py) compute.

>>> from war_widget import Rules
>>> games = war_rounds(Rules.preset("classic"), 40, seed=2024)
>>> short, *_, long = share_by_length(games.rounds, games.war_rounds)
>>> 0 < long < short < 1
True
>>> round(half_width(100), 3), round(half_width(400), 3)
(0.096, 0.049)

* :func:`war_rounds` plays games with the engine and counts, per game, its rounds, the rounds
  that had a war (a double war counts once) and the wars fought (a double war counts two,
  :attr:`Simulation.wars`): game ``i`` is ``Game(rules, seed=seed + i)``, the game
  ``simulate(rules, games, seed=seed)`` plays.  The engine in Python: about 8,000 classic
  games a minute.
* :func:`share_by_length` sorts the games by length, cuts them into ``parts`` groups of as
  many games, and gives each group's share of rounds with a war (its war rounds over its
  rounds): wars shorten games, so the shortest games have the most wars per round.
* :func:`correlation`: Pearson's correlation of two columns (rounds and wars: about 0.95).
* :func:`half_width`: half the width of the package's 95 % interval (Wilson, as
  :meth:`Simulation.summary` gives for the winners) for a share measured on ``games`` games.

Plain Python (no numpy), no Jupyter.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..game.engine import Game
from ..game.rules import Rules
from .result import _wilson

__all__ = ["WarRounds", "correlation", "half_width", "share_by_length", "war_rounds"]


@dataclass(frozen=True)
class WarRounds:
    """Per game: ``rounds``, ``war_rounds`` (rounds with a war) and ``wars`` (wars fought)."""

    rounds: list[int]
    war_rounds: list[int]
    wars: list[int]


def war_rounds(rules: Rules, games: int, *, seed: int) -> WarRounds:
    """Games ``Game(rules, seed=seed + i)`` for ``i < games``, played to their end by the
    engine, and what each counted (rules without decisions: not Steal War, not
    ``peace="ask"``)."""
    rounds: list[int] = []
    with_war: list[int] = []
    wars: list[int] = []
    for i in range(games):
        game = Game(rules, seed=seed + i)
        game.play()
        per_round = [r.wars for r in game.history()[1:]]
        rounds.append(len(per_round))
        with_war.append(sum(1 for w in per_round if w))
        wars.append(sum(per_round))
    return WarRounds(rounds, with_war, wars)


def share_by_length(rounds: Sequence[int], counted: Sequence[int], parts: int = 4) -> list[float]:
    """Games sorted by their ``rounds`` (ties in game order), cut into ``parts`` groups of
    ``len(rounds) // parts`` games (the middle games left over are left out), and in each
    group, shortest first, ``sum(counted) / sum(rounds)``: e.g. ``counted`` the rounds with a
    war, the share of rounds that had one."""
    if len(rounds) != len(counted):
        raise ValueError("rounds and counted: one number per game in each")
    size = len(rounds) // parts
    if size == 0 or parts < 1:
        raise ValueError(f"parts={parts}: at least one game in each of at least 1 part")
    order = sorted(range(len(rounds)), key=lambda i: int(rounds[i]))
    cut = [order[k * size : (k + 1) * size] for k in range(parts - 1)]
    cut.append(order[len(order) - size :])  # the longest: the last games, as the first are
    return [sum(int(counted[i]) for i in g) / sum(int(rounds[i]) for i in g) for g in cut]


def correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson's correlation of two columns of the same length (NaN when one is constant)."""
    n = len(xs)
    if n != len(ys) or n < 2:
        raise ValueError("xs and ys: two columns of the same length, at least 2 each")
    mx = math.fsum(float(x) for x in xs) / n
    my = math.fsum(float(y) for y in ys) / n
    sxy = math.fsum((float(x) - mx) * (float(y) - my) for x, y in zip(xs, ys, strict=True))
    sxx = math.fsum((float(x) - mx) ** 2 for x in xs)
    syy = math.fsum((float(y) - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return math.nan
    return sxy / math.sqrt(sxx * syy)


def half_width(games: int, share: float = 0.5) -> float:
    """Half the width of the 95 % interval of a share measured on ``games`` games: about
    0.10 (±10 points) for 100 games at a half, 0.05 for 400, 0.01 for 10,000."""
    if games < 1 or not 0 <= share <= 1:
        raise ValueError(f"games={games}, share={share}: at least 1 game, a share from 0 to 1")
    low, high = _wilson(round(share * games), games)
    return (high - low) / 2
