"""The histogram of game lengths the simulation widget draws: bins of a round width."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

#: Histogram bins at most (plus one for the longest games).
MAX_BINS = 60


def _nice_width(span: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... at least ``span / MAX_BINS``."""
    target = span / MAX_BINS
    step = 1
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


def bins(lengths: Sequence[Counter[int]], limits: Sequence[int | None]) -> dict[str, Any]:
    """Shared bins for every rule set: up to the 99.5th percentile (and every round limit);
    longer games go to one last bin, ``overflow``."""
    top = max([_quantile(c, 0.995) for c in lengths] + [lim or 0 for lim in limits] + [10])
    width = _nice_width(top + 1)
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
    return {
        "width": width,
        "bins": nbins,
        "counts": counts,
        "overflow": overflow,
        "limits": list(limits),
        "longest": [max(c) if c else 0 for c in lengths],
        "games": [sum(c.values()) for c in lengths],
    }
