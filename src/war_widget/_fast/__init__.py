"""The fast path of :func:`war_widget.simulation.simulate`: one kernel, run two ways.

:mod:`.kernel` holds the engine's rules as one loop over flat arrays, in
plain Python.  :func:`kernel` returns it compiled by numba when numba is
installed (:mod:`.compiled`), or as it is otherwise (Pyodide, a bare
Python): the same code, so the same games bit for bit, at C-like speed or
at plain-Python speed.  :func:`run` makes the work arrays and plays a chunk.
"""

from __future__ import annotations

import array
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .kernel import (
    ALL_CARDS,
    ANNULLED,
    CAP,
    REPEATED_POSITION,
    ROUND_LIMIT,
    SAFETY_CAP,
    SET_BITS,
)
from .options import OPT_PLAYERS, OPT_TRACK

__all__ = [
    "ALL_CARDS",
    "ANNULLED",
    "CAP",
    "REPEATED_POSITION",
    "ROUND_LIMIT",
    "SAFETY_CAP",
    "Columns",
    "compiled_available",
    "play_function",
    "run",
]


def compiled_available() -> bool:
    """True when numba and numpy import, so the kernel can be compiled."""
    try:
        import numba  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def play_function(compiled: bool, players: int) -> Callable[..., None]:
    """The game loop for ``players``: compiled by numba (on its first call), or plain Python.

    Two players take :func:`.two.play_two`, more :func:`.many.play_games`: compiling
    only the loop a run needs keeps a fresh notebook's first simulation quick.
    """
    if compiled:
        from . import compiled as built

        return built.play_two if players == 2 else built.play_games  # type: ignore[no-any-return]
    from .many import play_games
    from .two import play_two

    return play_two if players == 2 else play_games


class Columns(NamedTuple):
    """One entry per game; ``counts`` is one tuple (or numpy row) of cards held per game."""

    rounds: Any
    winners: Any
    wars: Any
    first_wars: Any
    reasons: Any
    counts: Any


def run(
    compiled: bool,
    first_seed: int,
    games: int,
    deck: Sequence[int],
    values: Sequence[int],
    options: Sequence[int],
) -> Columns:
    """Games ``first_seed`` .. ``first_seed + games - 1``: numpy columns when compiled,
    :class:`array.array` columns otherwise."""
    players = options[OPT_PLAYERS]
    track = options[OPT_TRACK] == 1
    nset = (1 << SET_BITS) if track else 1
    play = play_function(compiled, players)
    if compiled:
        import numpy as np

        def ints(n: int) -> Any:
            return np.zeros(n, np.int64)

        seed: Any = np.uint64(first_seed)
        given: list[Any] = [np.asarray(x, dtype=np.int64) for x in (deck, values, options)]
        keys: Any = np.zeros(nset, np.uint64)
    else:

        def ints(n: int) -> Any:
            return [0] * n

        seed = first_seed
        given = [list(deck), list(values), list(options)]
        keys = [0] * nset
    out = [ints(games) for _ in range(5)]
    counts = ints(games * players)
    work = [ints(CAP), ints(players * CAP), ints(players * CAP)]  # the deck, draw and won piles
    seats = [ints(players) for _ in range(7)]  # head, size, wlen, alive, showing, battle, fighters
    table = [ints(CAP * 2), ints(CAP * 2)]  # tcard, tseat
    play(seed, games, *given, *out, counts, *work, *seats, *table, keys, ints(nset))
    if compiled:
        return Columns(out[0], out[1], out[2], out[3], out[4], counts.reshape(games, players))
    columns = [array.array("q", column) for column in out]
    rows = [tuple(counts[g * players : (g + 1) * players]) for g in range(games)]
    return Columns(columns[0], columns[1], columns[2], columns[3], columns[4], rows)
