"""The fast path of :func:`war_widget.simulation.simulate`: one kernel, run two ways.

:mod:`.kernel` holds the engine's rules over flat arrays, in plain Python,
and four game loops use it: :mod:`.duel` (two players, one card flipped, no
peace: every preset but one), :mod:`.two` (any two-player rules),
:mod:`.many` (any number of players) and :mod:`.steal` (Steal War, each seat
deciding by a named policy); :func:`loop_name` picks one.
:func:`play_function` returns it compiled by numba when numba is installed
(:mod:`.compiled`; only the loop a run needs is compiled), or as plain Python
otherwise (Pyodide, a bare Python; :mod:`.plain`, the same source with its small
calls in line): the same code, so the same games bit for bit, at C-like speed
or at plain-Python speed.  :func:`run` makes the work arrays and plays a chunk
(into the caller's arrays when given).
"""

from __future__ import annotations

import array
import functools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ..arithmetic import (
    ALL_CARDS,
    ANNULLED,
    PICKUP_WINNER_FIRST,
    PICKUP_WON_PILE,
    POLICY_ESTIMATE,
    REPEATED_POSITION,
    ROUND_LIMIT,
    SAFETY_CAP,
    STEAL_OFF,
)
from ..rules import PICKUPS
from . import cycle
from .kernel import CAP, PEACE_NEVER, SET_BITS
from .options import OPT_PEACE, OPT_PICKUP, OPT_PLAYERS, OPT_SAFETY_CAP, OPT_STEAL, OPT_TRACK

__all__ = [
    "ALL_CARDS",
    "ANNULLED",
    "CAP",
    "REPEATED_POSITION",
    "ROUND_LIMIT",
    "SAFETY_CAP",
    "Columns",
    "loop_name",
    "play_function",
    "run",
    "variant",
]


def loop_name(options: Sequence[int]) -> str:
    """Which game loop plays these rule options.

    Two players who flip one card and never make peace (every preset but one) take
    :func:`.duel.play_duel`, other two-player rules :func:`.two.play_two`, more players
    :func:`.many.play_games`: compiling only the loop a run needs, and the smallest one for
    the commonest rules, keeps a fresh notebook's first simulation quick.  Steal War takes
    :func:`.steal.play_steal`, whatever the rest.
    """
    from .duel import fits

    if options[OPT_STEAL] != STEAL_OFF:
        return "play_steal"
    if fits(options):
        return "play_duel"
    return "play_two" if options[OPT_PLAYERS] == 2 else "play_games"


def variant(options: Sequence[int]) -> str:
    """What a compiled run of these rule options compiles: :func:`loop_name`, and for the
    duel loop its pick-up, and for every loop whether it hashes positions; for the
    two-player and general loops whether they keep won piles and play fixed orders or peace
    (each a compilation of its own: see :mod:`.compiled` and :func:`run`)."""
    name = loop_name(options)
    if name == "play_steal":
        return name
    positions = ", positions" if options[OPT_TRACK] == 1 else ""
    if name == "play_duel":
        return f"{name}, {PICKUPS[options[OPT_PICKUP]]}{positions}"
    return (
        name
        + positions
        + (", won piles" if options[OPT_PICKUP] == PICKUP_WON_PILE else "")
        + (", orders or peace" if _rare_moves(options) else "")
    )


def _rare_moves(options: Sequence[int]) -> bool:
    """Whether the winner takes the table in a fixed order (winner first, loser first or
    random order) or the rules make peace: the general loops compiled with that code, else
    without it (:mod:`.compiled`)."""
    return options[OPT_PICKUP] >= PICKUP_WINNER_FIRST or options[OPT_PEACE] != PEACE_NEVER


def play_function(compiled: bool, options: Sequence[int]) -> Callable[..., None]:
    """The game loop for these rule options (:func:`loop_name`): compiled by numba (on its
    first call), or plain Python."""
    name = loop_name(options)
    if compiled:
        from . import compiled as built

        if name == "play_duel":  # one copy per pick-up
            return built.play_duel(options[OPT_PICKUP])  # type: ignore[no-any-return]
        if name in ("play_two", "play_games") and not _rare_moves(options):
            name += "_lean"
        return getattr(built, name)  # type: ignore[no-any-return]
    if name == "play_steal":  # Steal War's loop as it is written (:mod:`.plain` leaves it)
        from . import steal

        return steal.play_steal
    from . import plain

    return getattr(plain, name)  # type: ignore[no-any-return]


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
    policies: Sequence[int] = (),
    out: Columns | None = None,
) -> Columns:
    """Games ``first_seed`` .. ``first_seed + games - 1``: numpy columns when compiled,
    :class:`array.array` columns otherwise.  Steal War: seat ``p`` decides by the policy
    ``policies[p]`` (a ``POLICY_`` code of the rule arithmetic; default: everyone
    estimates).

    ``out``: numpy int64 arrays to write the games into instead (``counts`` flat,
    ``players`` numbers per game), returned as the columns (``counts`` as rows): a run's
    chunks write straight into its results, nothing is copied.  The compiled loop writes in
    them as it plays; the plain one plays on lists and copies its rows in at the end.
    """
    players = options[OPT_PLAYERS]
    track = options[OPT_TRACK] == 1
    nset = (1 << SET_BITS) if track else 1
    play = play_function(compiled, options)
    if compiled:
        import numpy as np

        ints: Any = functools.partial(np.zeros, dtype=np.int64)
        seed: Any = np.uint64(first_seed)
        given: list[Any] = [np.asarray(x, dtype=np.int64) for x in (deck, values, options)]
        keys: Any = np.zeros(nset, np.uint64)
    else:

        def ints(n: int) -> Any:
            return [0] * n

        seed = first_seed
        given = [list(deck), list(values), list(options)]
        keys = [0] * nset
    rows = [ints(games) for _ in range(5)] if out is None or not compiled else list(out[:5])
    counts = ints(games * players) if out is None or not compiled else out.counts
    work = [ints(CAP), ints(players * CAP), ints(players * CAP)]  # the deck, draw and won piles
    seats = [ints(players) for _ in range(7)]  # head, size, wlen, alive, showing, battle, fighters
    table = [ints(CAP * 2), ints(CAP * 2)]  # tcard, tseat
    stamps = ints(nset)
    if loop_name(options) == "play_steal":
        tup = ints(CAP * 2)  # which cards on the table lie face up
        worths = [ints(len(values) + 1) for _ in range(4)]  # in play, first met, unseen, below
        decide = ints(players)  # each seat's policy
        for p, policy in enumerate(list(policies) or [POLICY_ESTIMATE] * players):
            decide[p] = policy
        play(seed, games, *given, decide, *rows, counts, *work, *seats, *table, tup, *worths)
        return _columns(compiled, games, players, rows, counts, out)
    if loop_name(options) == "play_duel":  # given only what it uses: compiled without the rest
        seats = [None] * 7  # head .. fighters
        table[1] = None  # tseat
        keys = stamps = None  # no positions: neither the watch's positions nor its history
        if track:  # .cycle's (Brent's cycle detection), not a set of positions
            keys = ints(cycle.saved_size())
            stamps = ints(cycle.history_size(options[OPT_SAFETY_CAP]))
        if options[OPT_PICKUP] != PICKUP_WON_PILE:
            work[2] = None  # no won piles
    else:  # the general loops: compiled without won piles or positions the rules lack
        if options[OPT_PICKUP] != PICKUP_WON_PILE:
            work[2] = None
        if not track:
            keys = stamps = None
    play(seed, games, *given, *rows, counts, *work, *seats, *table, keys, stamps)
    return _columns(compiled, games, players, rows, counts, out)


def _columns(
    compiled: bool, games: int, players: int, rows: list[Any], counts: Any, out: Columns | None
) -> Columns:
    """The games' rows as :class:`Columns` (``out``'s arrays, when given, written into)."""
    if out is not None:
        if not compiled:  # the plain loop's lists, copied in
            for column, row in zip(out, [*rows, counts], strict=True):
                column[:] = row
        return out._replace(counts=out.counts.reshape(games, players))
    if compiled:
        return Columns(rows[0], rows[1], rows[2], rows[3], rows[4], counts.reshape(games, players))
    c = [array.array("q", column) for column in rows]
    held = [tuple(counts[g * players : (g + 1) * players]) for g in range(games)]
    return Columns(c[0], c[1], c[2], c[3], c[4], held)
