"""The kernel as plain Python, tuned for CPython: what ``engine="fast"`` runs without numba
(Python in the browser has none).

The game loops run as they are written (:mod:`.kernel` explains how one source serves both
worlds), over Python lists, which CPython indexes fastest.  What costs CPython most there is
calls, and the commonest are the generator's: every shuffle draws through ``_below`` per
card, each draw converting its numbers with ``_u64``/``_i64`` (``int`` here, casts when
compiled).  So, as :mod:`.compiled` does for numba, each function of the kernel and each loop
is copied (:class:`types.FunctionType` over its own code) into a namespace of its own, where
``_shuffle`` is :func:`_shuffle_inline`: the same Fisher-Yates with SplitMix64 and Lemire's
draw written in line, drawing the same numbers in the same order.  The loops' code is
untouched; ``tests/test_simulate_engines.py`` holds these copies to the engine game by game.
"""

from __future__ import annotations

import types
from typing import Any

from .. import arithmetic
from . import duel, many, two
from . import kernel as _source
from .kernel import GOLDEN, LOW32, M64, MIX1, MIX2, TWO32, Ints


def _shuffle_inline(items: Ints, off: int, n: int, s: int) -> int:
    """:func:`.kernel._shuffle` with :func:`.kernel._below` in line: Fisher-Yates over
    ``items[off:off + n]``, last position first; the new state.  Two items (a round without
    a war) take one draw below 2, which is never rejected (its threshold is 0) and is the
    output's top bit: the items swap when it is 0."""
    if n == 2:
        s = (s + GOLDEN) & M64
        z = ((s ^ (s >> 30)) * MIX1) & M64
        z = ((z ^ (z >> 27)) * MIX2) & M64
        if not (z ^ (z >> 31)) >> 63:
            items[off], items[off + 1] = items[off + 1], items[off]
        return s
    for i in range(n - 1, 0, -1):
        bound = i + 1
        threshold = (TWO32 - bound) % bound
        while True:
            s = (s + GOLDEN) & M64
            z = ((s ^ (s >> 30)) * MIX1) & M64
            z = ((z ^ (z >> 27)) * MIX2) & M64
            m = ((z ^ (z >> 31)) >> 32) * bound
            if (m & LOW32) >= threshold:
                break
        a = off + i
        b = off + (m >> 32)
        items[a], items[b] = items[b], items[a]
    return s


def _build() -> dict[str, Any]:
    space = {**vars(arithmetic), **vars(many), **vars(two), **vars(duel), **vars(_source)}
    space["_shuffle"] = _shuffle_inline
    loops = [(many, "play_games"), (two, "play_two"), (duel, "play_duel")]
    for module, name in [(_source, n) for n in _source.FUNCTIONS if n != "_shuffle"] + loops:
        plain = getattr(module, name)
        copy = types.FunctionType(plain.__code__, space, plain.__name__, plain.__defaults__)
        copy.__qualname__ = plain.__qualname__
        copy.__doc__ = plain.__doc__
        space[name] = copy
    return space


_SPACE = _build()

#: The plain game loops (same arguments as in their modules, Python lists).
play_games = _SPACE["play_games"]
play_two = _SPACE["play_two"]
play_duel = _SPACE["play_duel"]
