"""The histogram of game lengths the simulation widget draws: bins of a round width.

Game lengths are often not spread evenly over whole numbers: under some rules nine games
in ten end on an even round, or the short games end only on even rounds.  Bins of 5 rounds
would then hold alternately three and two even numbers and the chart would show a comb (tall,
short, tall...) that comes from the bins, not from the games.  So the bins' width is a
multiple of the lengths' period (:func:`period`): every bin holds as many rounds of each
kind.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

#: Histogram bins at most (plus one for the longest games).
MAX_BINS = 60

#: Periods looked for in game lengths (2: even/odd rounds ... 12), and the largest period
#: the bins follow (a longer one would make the bins too coarse to read).
PERIODS = range(2, 13)
MAX_PERIOD = 12

#: A period counts when, for some kind of round (a remainder), the share of games differs
#: from what the shorter periods predict by this much at least, and by 4 standard errors.
MIN_SKEW = 0.01

#: Games needed before a period is looked for, and distinct lengths per remainder.
MIN_GAMES = 100
MIN_LENGTHS_PER_REMAINDER = 3


def _nice_width(span: float, period: int = 1) -> int:
    """The smallest of ``period`` times 1, 2, 5, 10, 20, 50... at least ``span / MAX_BINS``."""
    target = span / MAX_BINS
    step = period
    while True:
        for m in (1, 2, 5):
            if step * m >= target:
                return step * m
        step *= 10


def _quantile(counter: Counter[int], q: float) -> int:
    total = sum(counter.values())
    if not total:
        return 0
    need = q * total
    seen = 0
    for value in sorted(counter):
        seen += counter[value]
        if seen >= need:
            return value
    return max(counter)


def _shares(counter: Counter[int], g: int) -> list[float]:
    total = sum(counter.values())
    by = [0] * g
    for value, k in counter.items():
        by[value % g] += k
    return [k / total for k in by]


def period(counter: Counter[int]) -> int:
    """The period of game lengths: the smallest ``p`` such that rounds with the same remainder
    modulo ``p`` are about as likely, whatever the remainder beyond what ``p`` tells
    (2 when even lengths are more common than odd ones, 1 when no remainder stands out).

    A period ``g`` is kept when the shares of the remainders modulo ``g`` differ from those
    the period found so far predicts (spread evenly) by :data:`MIN_SKEW` and by 4 standard
    errors; too few games or distinct lengths say nothing (1)."""
    n = sum(counter.values())
    found = 1
    if n < MIN_GAMES:
        return found
    for g in PERIODS:
        if len(counter) < MIN_LENGTHS_PER_REMAINDER * g:
            break
        known = math.gcd(g, found)
        coarse = _shares(counter, known)
        for r, share in enumerate(_shares(counter, g)):
            expected = coarse[r % known] * known / g
            noise = 4 * math.sqrt(max(expected * (1 - expected), 1e-12) / n)
            if abs(share - expected) > max(MIN_SKEW, noise):
                if math.lcm(found, g) <= MAX_PERIOD:
                    found = math.lcm(found, g)
                break
    return found


def bins(
    lengths: Sequence[Counter[int]],
    limits: Sequence[int | None],
    requested: Sequence[int] | None = None,
) -> dict[str, Any]:
    """Shared bins for every rule set: up to the 99.5th percentile (and every round limit);
    longer games go to one last bin, ``overflow``.  The bins' width follows the lengths'
    :func:`period` (games stopped by a round limit left out: they all have one length).
    ``games`` is each rule set's games so far, ``requested`` the games asked for each."""
    top = max([_quantile(c, 0.995) for c in lengths] + [lim or 0 for lim in limits] + [10])
    stops = {lim for lim in limits if lim}
    cycle = 1
    for counter in lengths:
        free = Counter({r: k for r, k in counter.items() if r not in stops})
        cycle = math.lcm(cycle, period(free))
    if cycle > MAX_PERIOD:
        cycle = 1
    width = _nice_width(top + 1, cycle)
    nbins = math.ceil((top + 1) / width)
    counts = []
    overflow = []
    for counter in lengths:
        row = [0] * nbins
        over = 0
        for rounds, k in counter.items():
            b = rounds // width
            if b < nbins:
                row[b] += k
            else:
                over += k
        counts.append(row)
        overflow.append(over)
    games = [sum(c.values()) for c in lengths]
    return {
        "width": width,
        "period": cycle,
        "bins": nbins,
        "counts": counts,
        "overflow": overflow,
        "limits": list(limits),
        "longest": [max(c) if c else 0 for c in lengths],
        "games": games,
        "requested": list(requested) if requested is not None else games,
    }


def lengths(rounds: Iterable[int]) -> Counter[int]:
    """How many games lasted each number of rounds: a numpy column counted by numpy (a
    million games in milliseconds), anything else one by one."""
    if hasattr(rounds, "dtype"):
        import numpy as np

        by_length = np.bincount(np.asarray(rounds, dtype=np.int64))
        seen = np.flatnonzero(by_length)
        return Counter(dict(zip(seen.tolist(), by_length[seen].tolist(), strict=True)))
    return Counter(int(r) for r in rounds)


def edges(rounds: Iterable[int], limit: int | None = None) -> list[int]:
    """Bin edges from 0 past the longest game for a plot of these game lengths (at most
    :data:`MAX_BINS` bins), their width a multiple of the lengths' :func:`period`."""
    counter = lengths(rounds)
    top = max(counter, default=10)
    width = _nice_width(top + 1, period(Counter({r: k for r, k in counter.items() if r != limit})))
    return list(range(0, (top // width + 1) * width + 1, width))
