"""The fast path of :func:`war_widget.simulation.simulate`: one kernel, run three ways.

:mod:`.kernel` holds the engine's rules over flat arrays, in plain Python,
and four game loops use it: :mod:`.duel` (two players, one card flipped, no
peace: every preset but one), :mod:`.two` (any two-player rules),
:mod:`.many` (any number of players) and :mod:`.steal` (Steal War, each seat
deciding by a named policy); :func:`loop_name` picks one.  :func:`run` plays a
chunk on one of :data:`KERNELS`:

* ``"wasm"``: the loops' C port (``csrc/kernel/``) compiled to one WebAssembly
  module shipped in the package, run by wasmtime in CPython and by the
  browser in Pyodide (:mod:`.wasm`): the default wherever such a runtime is;
* ``"numba"``: these Python loops compiled by numba (:mod:`.compiled`; only the
  loop a run needs is compiled, on its first call);
* ``"plain"``: the same Python loops as plain Python (:mod:`.plain`, with their
  small calls in line), where neither runs.

:func:`play_function` returns a Python loop (numba's or plain); :func:`run`
makes the work arrays (:func:`work_sizes`: the same arrays every way) and plays
(into the caller's arrays when given).  The same games bit for bit every way,
and the engine's: the differential tests hold each to it.
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
    "KERNELS",
    "REPEATED_POSITION",
    "ROUND_LIMIT",
    "SAFETY_CAP",
    "Columns",
    "kernel_name",
    "loop_name",
    "play_function",
    "run",
    "variant",
    "work_sizes",
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


#: The ways to run the kernel (:func:`run`): the WebAssembly module (:mod:`.wasm`: wasmtime in
#: CPython, the browser's WebAssembly in Pyodide), compiled by numba, or as plain Python.
KERNELS = ("wasm", "numba", "plain")


def kernel_name(kernel: str | bool) -> str:
    """One of :data:`KERNELS`: ``kernel`` itself, or the older flag ``compiled`` (True: numba,
    False: plain Python)."""
    if kernel is True or kernel is False:
        return "numba" if kernel else "plain"
    if kernel not in KERNELS:
        raise ValueError(f"kernel: expected one of {KERNELS} (or True/False), got {kernel!r}")
    return kernel


def play_function(compiled: str | bool, options: Sequence[int]) -> Callable[..., None]:
    """The game loop for these rule options (:func:`loop_name`): compiled by numba (on its
    first call), or plain Python (``compiled``: ``"numba"`` or True, ``"plain"`` or False;
    the WebAssembly module's loops are called by :mod:`.wasm`)."""
    name = loop_name(options)
    if kernel_name(compiled) == "numba":
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


def work_sizes(options: Sequence[int], values: int) -> list[int | None]:
    """The lengths of the work arrays a game loop takes after its output columns, in the
    order of its parameters (None: the loop is given None, compiled without that array), for
    ``values`` entries in ``values`` (Steal War's tallies).  :func:`run` makes them with numpy
    or lists, :mod:`.wasm` lays them out in the module's memory: the same arrays both ways.

    The deck, draw and won piles; head, size, wlen, alive, showing, battle, fighters; the
    table's cards and seats; then the duel loop's cycle watch (``saved``, ``history``), the
    general loops' positions (``keys``, ``stamps``) or Steal War's face-up marks and tallies
    (in play, first met, unseen, below).
    """
    players = options[OPT_PLAYERS]
    track = options[OPT_TRACK] == 1
    name = loop_name(options)
    won = players * CAP if name == "play_steal" or options[OPT_PICKUP] == PICKUP_WON_PILE else None
    piles: list[int | None] = [CAP, players * CAP, won]
    if name == "play_duel":  # given only what it uses: compiled without the rest
        watch = [cycle.saved_size(), cycle.history_size(options[OPT_SAFETY_CAP])]
        return [*piles, *[None] * 7, CAP * 2, None, *(watch if track else [None, None])]
    sizes = [*piles, *[players] * 7, CAP * 2, CAP * 2]
    if name == "play_steal":
        return [*sizes, CAP * 2, *[values + 1] * 4]
    nset = 1 << SET_BITS
    return [*sizes, *([nset, nset] if track else [None, None])]


def run(
    compiled: str | bool,
    first_seed: int,
    games: int,
    deck: Sequence[int],
    values: Sequence[int],
    options: Sequence[int],
    policies: Sequence[int] = (),
    out: Columns | None = None,
) -> Columns:
    """Games ``first_seed`` .. ``first_seed + games - 1`` on the kernel ``compiled`` (one of
    :data:`KERNELS`; True: numba, False: plain Python): numpy columns when compiled (or run
    in WebAssembly with numpy installed), :class:`array.array` columns otherwise.  Steal War:
    seat ``p`` decides by the policy ``policies[p]`` (a ``POLICY_`` code of the rule
    arithmetic; default: everyone estimates).

    ``out``: numpy int64 arrays to write the games into instead (``counts`` flat,
    ``players`` numbers per game), returned as the columns (``counts`` as rows): a run's
    chunks write straight into its results, nothing is copied.  The compiled loop writes in
    them as it plays; the plain one plays on lists and copies its rows in at the end (the
    WebAssembly one, from its memory).
    """
    kernel = kernel_name(compiled)
    players = options[OPT_PLAYERS]
    decide = list(policies) or [POLICY_ESTIMATE] * players
    if kernel == "wasm":
        from . import wasm

        sizes = work_sizes(options, len(values))
        columns = wasm.run(loop_name(options), sizes, first_seed, games, deck, values, options,
                           decide, out)  # fmt: skip
        return Columns._make(columns)
    numba = kernel == "numba"
    play = play_function(kernel, options)
    if numba:
        import numpy as np

        ints: Any = functools.partial(np.zeros, dtype=np.int64)
        seed: Any = np.uint64(first_seed)
        given: list[Any] = [np.asarray(x, dtype=np.int64) for x in (deck, values, options)]
    else:

        def ints(n: int) -> Any:
            return [0] * n

        seed = first_seed
        given = [list(deck), list(values), list(options)]
    rows = [ints(games) for _ in range(5)] if out is None or not numba else list(out[:5])
    counts = ints(games * players) if out is None or not numba else out.counts
    work = [None if n is None else ints(n) for n in work_sizes(options, len(values))]
    name = loop_name(options)
    if name == "play_steal":
        chosen = ints(players)  # each seat's policy
        chosen[:] = decide
        given.append(chosen)
    elif name != "play_duel" and work[-2] is not None and numba:
        work[-2] = np.zeros(len(work[-2]), np.uint64)  # the positions' keys: 64-bit hashes
    play(seed, games, *given, *rows, counts, *work)
    return _columns(numba, games, players, rows, counts, out)


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
