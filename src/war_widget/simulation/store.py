"""Where a run's games go: :class:`Store`, every column allocated once for all the games asked.

A chunk played in this process on the kernel writes its rows straight into the store
(:meth:`Store.place` gives it its slice of each column); a chunk that comes back from
elsewhere (a pool's worker, the reference engine) is copied into its place and dropped.  So
a run holds its results once, plus the chunks in flight: no list of chunks joined at the end
(which held every game twice).  The :class:`~.result.Simulation` a run returns, and the one
each finished chunk is reported as, are views of the store's columns.
"""

from __future__ import annotations

import array
import importlib
from collections.abc import Sequence
from typing import Any, NamedTuple

from ..kernel import Columns
from .result import Column, Simulation

#: The per-game columns, in the order of a chunk's fields and of ``war_widget.kernel.Columns``.
COLUMNS = ("rounds", "winners", "wars", "first_wars", "reasons")


class Chunk(NamedTuple):
    """Games ``start`` .. ``start + len(rounds) - 1`` of a run (``counts``: one row per game)."""

    start: int
    rounds: Column
    winners: Column
    wars: Column
    first_wars: Column
    reasons: Column
    counts: Column


def _numpy() -> Any:
    """numpy, or None when it is not installed (the columns are then :class:`array.array`)."""
    try:
        return importlib.import_module("numpy")
    except ImportError:
        return None


class Store:
    """The columns of ``games`` games of ``players`` seats: numpy int64 arrays (``counts``:
    ``games`` rows of ``players``), or without numpy :class:`array.array` columns and a list
    of tuples."""

    def __init__(self, games: int, players: int) -> None:
        np = _numpy()
        self.numpy = np is not None
        if np is not None:
            self.columns: list[Any] = [np.zeros(games, np.int64) for _ in COLUMNS]
            self.counts: Any = np.zeros((games, players), np.int64)
        else:
            self.columns = [array.array("q", bytes(8 * games)) for _ in COLUMNS]
            self.counts = [()] * games

    def place(self, start: int, count: int) -> Columns | None:
        """Games ``start`` .. ``start + count - 1``'s slice of every column, to write in
        (``counts`` flat: ``players`` numbers per game; None without numpy: the chunk is
        then copied in by :meth:`put`)."""
        if not self.numpy:
            return None
        stop = start + count
        rounds, winners, wars, first_wars, reasons = (c[start:stop] for c in self.columns)
        counts = self.counts[start:stop].reshape(-1)
        return Columns(rounds, winners, wars, first_wars, reasons, counts)

    def put(self, chunk: Chunk) -> None:
        """A finished chunk's rows in their place (nothing to copy if it was written there)."""
        start, stop = chunk.start, chunk.start + len(chunk.rounds)
        for column, part in zip(self.columns, chunk[1:6], strict=True):
            if getattr(part, "base", None) is not column:
                column[start:stop] = part if self.numpy else array.array("q", part)
        if self.numpy:
            if getattr(chunk.counts, "base", None) is not self.counts:
                self.counts[start:stop] = chunk.counts
        else:
            self.counts[start:stop] = [tuple(int(x) for x in row) for row in chunk.counts]

    def simulation(
        self, start: int, stop: int, cancelled: bool, seconds: float, **run: Any
    ) -> Simulation:
        """Games ``start`` .. ``stop - 1`` as a :class:`Simulation` (views of the columns;
        ``run``: its rules, seed, requested, engine and policies)."""
        whole = start == 0 and stop == len(self.columns[0])

        def part(column: Any) -> Any:
            return column if whole else column[start:stop]

        rounds, winners, wars, first_wars, reasons = (part(c) for c in self.columns)
        return Simulation(
            rounds=rounds,
            winners=winners,
            wars=wars,
            first_wars=first_wars,
            reason_codes=reasons,
            counts=part(self.counts),
            cancelled=cancelled,
            seconds=seconds,
            first=start,
            **run,
        )


def prefix(starts: Sequence[int], finished: set[int], games: int) -> int:
    """How many games the chunks finished in a row from game 0 hold (``starts``: every
    chunk's first game, in order)."""
    for start in starts:
        if start not in finished:
            return start
    return games
