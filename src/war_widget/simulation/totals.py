"""What a summary is computed from: :class:`Totals`, a run's columns counted once.

A million games are a million entries per column; turning them into Python numbers took
about a second.  With numpy the columns are counted where they are (``bincount``, ``sum``,
``argmax``: a few milliseconds each) and only what those counts give -- one number per game
length seen, per end reason, per seat -- becomes Python numbers; without numpy (a bare
Python) :mod:`collections` counts them.  Either way :class:`Totals` holds whole numbers, so
:meth:`~war_widget.simulation.Simulation.summary` computes its shares and percentiles from
the same integers whichever way they were counted.
"""

from __future__ import annotations

import bisect
import importlib
from collections import Counter
from itertools import accumulate
from typing import Any, NamedTuple

from ..game.arithmetic import ALL_CARDS


class Totals(NamedTuple):
    """A run's columns, counted: every field a whole number or a list of them."""

    games: int
    total_rounds: int
    total_wars: int
    #: The game lengths seen, ascending, and how many games lasted at most each one.
    lengths: list[int]
    at_most: list[int]
    #: The same for the games won by someone holding every card.
    own_lengths: list[int]
    own_at_most: list[int]
    #: Games per end reason code, per winning seat (draws apart), with a war in round 1.
    reasons: list[int]
    seats: list[int]
    draws: int
    first_wars: int
    #: The first game of the longest length (-1 without games).
    longest_game: int

    def nth(self, k: int) -> int:
        """The length of the ``k``-th shortest game (from 0), as in the sorted lengths."""
        return self.lengths[bisect.bisect_right(self.at_most, k)]

    def own_within(self, limit: int) -> int:
        """Games won holding every card within ``limit`` rounds."""
        i = bisect.bisect_right(self.own_lengths, limit)
        return self.own_at_most[i - 1] if i else 0


def count(sim: Any, reasons: int, players: int) -> Totals:
    """The :class:`Totals` of a simulation's columns (``reasons``: how many end reasons)."""
    np = _numpy()
    if np is None:
        return _count_plainly(sim, reasons, players)
    return _count_with_numpy(np, sim, reasons, players)


def _numpy() -> Any:
    """numpy, or None when it is not installed."""
    try:
        return importlib.import_module("numpy")
    except ImportError:
        return None


def _cumulative(np: Any, by_length: Any) -> tuple[list[int], list[int]]:
    lengths = np.flatnonzero(by_length)
    return lengths.tolist(), np.cumsum(by_length[lengths]).tolist()


def _count_with_numpy(np: Any, sim: Any, reasons: int, players: int) -> Totals:
    rounds = np.asarray(sim.rounds, dtype=np.int64)
    why = np.asarray(sim.reason_codes, dtype=np.int64)
    winners = np.asarray(sim.winners, dtype=np.int64)
    n = len(rounds)
    lengths, at_most = _cumulative(np, np.bincount(rounds))
    own_lengths, own_at_most = _cumulative(np, np.bincount(rounds[why == ALL_CARDS]))
    seats = np.bincount(winners + 1, minlength=players + 1).tolist()
    return Totals(
        games=n,
        total_rounds=int(rounds.sum()),
        total_wars=int(np.asarray(sim.wars, dtype=np.int64).sum()),
        lengths=lengths,
        at_most=at_most,
        own_lengths=own_lengths,
        own_at_most=own_at_most,
        reasons=np.bincount(why, minlength=reasons).tolist(),
        seats=seats[1:],
        draws=seats[0],
        first_wars=int(np.count_nonzero(np.asarray(sim.first_wars))),
        longest_game=int(np.argmax(rounds)) if n else -1,
    )


def _cumulative_plainly(counter: Counter[int]) -> tuple[list[int], list[int]]:
    lengths = sorted(counter)
    return lengths, list(accumulate(counter[r] for r in lengths))


def _count_plainly(sim: Any, reasons: int, players: int) -> Totals:
    rounds = list(sim.rounds)
    why = list(sim.reason_codes)
    winners = Counter(sim.winners)
    lengths, at_most = _cumulative_plainly(Counter(rounds))
    own = Counter(r for r, w in zip(rounds, why, strict=True) if w == ALL_CARDS)
    own_lengths, own_at_most = _cumulative_plainly(own)
    by_reason = Counter(why)
    return Totals(
        games=len(rounds),
        total_rounds=sum(rounds),
        total_wars=sum(sim.wars),
        lengths=lengths,
        at_most=at_most,
        own_lengths=own_lengths,
        own_at_most=own_at_most,
        reasons=[by_reason[code] for code in range(reasons)],
        seats=[winners[s] for s in range(players)],
        draws=winners[-1],
        first_wars=sum(1 for w in sim.first_wars if w),
        longest_game=rounds.index(max(rounds)) if rounds else -1,
    )
