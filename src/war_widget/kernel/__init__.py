"""The fast path of :func:`war_widget.simulation.simulate`: the kernel, one WebAssembly module.

The kernel is the engine's rules as game loops over flat arrays of whole numbers, written in C
(``csrc/kernel/``) and compiled to one WebAssembly module shipped in the package,
``kernel.wasm``, run by wasmtime in CPython and by the browser in Pyodide (:mod:`.wasm`).  It
has four game loops: ``play_duel`` (two players, one card flipped, no peace: every preset but
one), ``play_two`` (any two-player rules), ``play_games`` (any number of players) and
``play_steal`` (Steal War, each seat deciding by a named policy); :func:`loop_name` picks one.
:func:`run` plays a chunk: the same games bit for bit as the engine's (``Game(rules,
seed=seed + i)``), which the differential tests check game by game.  Where no WebAssembly
runtime is, the engine plays (``simulation.run.default_kernel``): the loops once kept in
Python for numba and plain Python were retired (issue 44; their last figures are in
``docs/kernel.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..game.arithmetic import (
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
from ..game.rules import PICKUPS
from .options import (
    OPT_FEW_CARDS,
    OPT_FLIP,
    OPT_PEACE,
    OPT_PICKUP,
    OPT_PLAYERS,
    OPT_SAFETY_CAP,
    OPT_STEAL,
    OPT_TRACK,
    PEACE_NEVER,
)

__all__ = [
    "ALL_CARDS",
    "ANNULLED",
    "CAP",
    "KERNELS",
    "REPEATED_POSITION",
    "RETIRED",
    "ROUND_LIMIT",
    "SAFETY_CAP",
    "Columns",
    "kernel_name",
    "loop_name",
    "run",
    "variant",
    "work_sizes",
]

#: The most cards a pile holds (each pile a ring of CAP entries): ``CAP`` in ``common.h``.
CAP = 64
#: The general loops' table of positions seen has ``1 << SET_BITS`` entries (``common.h``).
SET_BITS = 18
#: The duel loop's cycle watch (``csrc/kernel/cycle.c``): its header's length, the replay's
#: window of positions, each position's slot.
WATCH_HEADER = 16
WATCH_WINDOW = 8
WATCH_SLOT = CAP


def duel_fits(options: Sequence[int]) -> bool:
    """True when the duel loop plays these rule options: two players who flip one card
    each, never make peace and lay the whole war whatever they hold (``few_cards`` 0), with
    any pick-up."""
    two, one = options[OPT_PLAYERS] == 2, options[OPT_FLIP] == 1
    plain = options[OPT_PEACE] == PEACE_NEVER and options[OPT_FEW_CARDS] == 0
    return bool(two and one and plain)


def loop_name(options: Sequence[int]) -> str:
    """Which game loop plays these rule options.

    Two players who flip one card and never make peace (every preset but one) take
    ``play_duel``, other two-player rules ``play_two``, more players ``play_games``: the
    smallest loop for the commonest rules.  Steal War takes ``play_steal``, whatever the rest.
    """
    if options[OPT_STEAL] != STEAL_OFF:
        return "play_steal"
    if duel_fits(options):
        return "play_duel"
    return "play_two" if options[OPT_PLAYERS] == 2 else "play_games"


def variant(options: Sequence[int]) -> str:
    """What plays these rule options, as the tests name it: :func:`loop_name`, and for the
    duel loop its pick-up, and for every loop whether it compares positions; for the
    two-player and general loops whether they keep won piles and play fixed orders or peace."""
    name = loop_name(options)
    if name == "play_steal":
        return name
    positions = ", positions" if options[OPT_TRACK] == 1 else ""
    if name == "play_duel":
        return f"{name}, {PICKUPS[options[OPT_PICKUP]]}{positions}"
    rare = options[OPT_PICKUP] >= PICKUP_WINNER_FIRST or options[OPT_PEACE] != PEACE_NEVER
    return (
        name
        + positions
        + (", won piles" if options[OPT_PICKUP] == PICKUP_WON_PILE else "")
        + (", orders or peace" if rare else "")
    )


#: The ways to run the kernel (:func:`run`): the WebAssembly module (:mod:`.wasm`: wasmtime in
#: CPython, the browser's WebAssembly in Pyodide).
KERNELS = ("wasm",)
#: The kernels issue 44 retired (numba's, plain Python's): asked for, a clear error.
RETIRED = ("numba", "plain")


def kernel_name(kernel: str) -> str:
    """``kernel`` when it is one of :data:`KERNELS`; a ValueError naming what is allowed
    otherwise (a retired kernel said as such)."""
    if kernel in RETIRED:
        raise ValueError(
            f"kernel: {kernel!r} was retired (issue 44): the kernel runs as WebAssembly only "
            f"(expected one of {KERNELS}); engine='python' plays the reference engine"
        )
    if kernel not in KERNELS:
        raise ValueError(f"kernel: expected one of {KERNELS}, got {kernel!r}")
    return kernel


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
    laid out in the module's memory by :mod:`.wasm`.

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
    if name == "play_duel":  # given only what it uses
        saved = WATCH_HEADER + (2 + WATCH_WINDOW) * WATCH_SLOT  # cycle.c's saved positions
        history = 2 * options[OPT_SAFETY_CAP] + 2  # a size per round, up to twice the cap
        watch = [saved, history]
        return [*piles, *[None] * 7, CAP * 2, None, *(watch if track else [None, None])]
    sizes = [*piles, *[players] * 7, CAP * 2, CAP * 2]
    if name == "play_steal":
        return [*sizes, CAP * 2, *[values + 1] * 4]
    nset = 1 << SET_BITS
    return [*sizes, *([nset, nset] if track else [None, None])]


def run(
    kernel: str,
    first_seed: int,
    games: int,
    deck: Sequence[int],
    values: Sequence[int],
    options: Sequence[int],
    policies: Sequence[int] = (),
    out: Columns | None = None,
) -> Columns:
    """Games ``first_seed`` .. ``first_seed + games - 1`` on the kernel (``kernel``: one of
    :data:`KERNELS`): numpy columns when numpy is installed, :class:`array.array` columns
    otherwise.  Steal War: seat ``p`` decides by the policy ``policies[p]`` (a ``POLICY_``
    code of the rule arithmetic; default: everyone estimates).

    ``out``: numpy int64 arrays to write the games into instead (``counts`` flat,
    ``players`` numbers per game), returned as the columns (``counts`` as rows): a run's
    chunks land straight in its results.
    """
    kernel_name(kernel)
    from . import wasm

    decide = list(policies) or [POLICY_ESTIMATE] * options[OPT_PLAYERS]
    sizes = work_sizes(options, len(values))
    columns = wasm.run(loop_name(options), sizes, first_seed, games, deck, values, options,
                       decide, out)  # fmt: skip
    return Columns._make(columns)
