"""The kernel of :mod:`.kernel`, compiled by numba: the same code objects, another namespace.

Each function of the kernel, and of the rules' arithmetic
(:mod:`war_widget.arithmetic`, always inlined), is copied (:class:`types.FunctionType` over its
own code) into a namespace where the 64-bit constants are ``numpy.uint64``,
``_u64``/``_i64`` are numpy's casts and the callees are the compiled copies,
then wrapped in ``numba.njit``.  Nothing is compiled until the first call.

* cached: numba keeps the machine code next to the source in
  ``__pycache__``, or, when the package's folder is read-only (a JupyterHub
  image), in the user's cache folder (``~/.cache/numba``, or
  ``$NUMBA_CACHE_DIR``); ``tests/test_simulate_cold.py`` checks both.  Where numba
  can write none of them, :func:`.numba_cache.njit` keeps it in
  ``~/.cache/war_widget/numba``, or compiles without a cache (``tests/test_environment.py``).
  numba checks only the stamp of the file a function is written in, not of the
  files its inlined callees come from (a change to :mod:`war_widget.arithmetic`
  alone would load the old machine code), so each cached name ends with
  :data:`SOURCES`, a digest of every file compiled here: any change compiles anew.
* ``_nrt=False``: the kernel allocates nothing (the caller passes every array),
  so numba's reference counting is left out: it made each call several times
  slower and the compilation longer.
* ``error_model="numpy"``: no division-by-zero checks (the only divisions are
  by counts known to be positive).
"""

from __future__ import annotations

import hashlib
import types
from pathlib import Path
from typing import Any

import numpy as np

from .. import arithmetic, cards
from ..rules import PICKUPS
from . import cycle, duel, many, numba_cache, options, steal, two
from . import kernel as _source

#: How every function of the kernel is compiled (see the module docs; cached where a folder
#: can be written, :func:`.numba_cache.njit`).
OPTIONS: dict[str, Any] = {"_nrt": False, "error_model": "numpy"}


#: The duel loop's functions are never called through a C function pointer.
NO_CFUNC: dict[str, Any] = {"no_cfunc_wrapper": True}

#: Called every round: inlined by numba (a call passes each array as a 7-word struct and
#: keeps LLVM from seeing through it; inlining them made a round about 3x faster).  Not
#: ``_refill``: it runs only when a draw pile runs out beside a won pile, and it is called
#: from every inlined ``_take``, so inlining it put four copies of the shuffle in
#: ``play_two``; compiled once, a first run of its rules compiles 10-15% less, rounds as fast.
INLINE = frozenset(
    {"_below", "_shuffle", "_shown", "_collect", "_ending", "_take"}
    | {"_fold", "_pushed", "_popped", "_key", "_moved"}
)


#: The files whose functions and constants are compiled here (:func:`_build`'s namespace, the
#: rule codes of :mod:`.options`, and this one).
SOURCE_FILES = (
    *(Path(module.__file__ or "") for module in (arithmetic, _source, cycle, duel, many, two)),
    Path(steal.__file__ or ""),
    Path(cards.__file__ or ""),  # the duel loop's CARD_BITS
    Path(options.__file__ or ""),
    Path(__file__),
)

#: A digest of :data:`SOURCE_FILES`, the last part of every compiled function's cached name.
SOURCES = hashlib.sha256(b"".join(path.read_bytes() for path in SOURCE_FILES)).hexdigest()[:12]


def _compile(plain: Any, space: dict[str, Any], qualname: str, inline: bool, **more: Any) -> Any:
    """``plain``'s code over ``space``, wrapped in ``numba.njit`` (compiled on first call)."""
    copy = types.FunctionType(plain.__code__, space, plain.__name__, plain.__defaults__)
    copy.__qualname__ = f"{qualname}.{SOURCES}"  # also names numba's cache files
    copy.__doc__ = plain.__doc__
    return numba_cache.njit(copy, **OPTIONS, **more, inline="always" if inline else "never")


def _build() -> dict[str, Any]:
    space = {
        **vars(arithmetic), **vars(steal), **vars(many), **vars(two), **vars(cycle), **vars(duel),
        **vars(_source),
    }  # fmt: skip
    for name in _source.U64_CONSTANTS:
        space[name] = np.uint64(getattr(_source, name))
    space["HASH_POWERS"] = np.array(_source.HASH_POWERS, np.int64)  # a constant when compiled
    space["_u64"] = np.uint64
    space["_i64"] = np.int64
    # The rules' arithmetic: small functions of whole numbers, each inlined where it is called,
    # so a loop reads as control flow and compiles as if the arithmetic were written in it.
    for name in arithmetic.FUNCTIONS:
        plain = getattr(arithmetic, name)
        space[name] = _compile(plain, space, f"arithmetic.{name}", True)
    for module, name in [(_source, n) for n in _source.FUNCTIONS] + [
        *[(cycle, n) for n in cycle.FUNCTIONS],
        (two, "play_two"),
        *[(steal, n) for n in steal.FUNCTIONS],
    ]:
        plain = getattr(module, name)
        inline = name in INLINE or (module is steal and name in steal.INLINE)
        space[name] = _compile(plain, space, plain.__qualname__, inline)
    # The loop for 3-4 players takes a war's cards through ``_take`` compiled once, not
    # inlined at its four sites: most of its rounds end on its short path, and each inlined
    # copy is typed and lowered anew (a first run of 4 players compiles less).
    many_space = dict(space)
    many_space["_take"] = _compile(_source._take, many_space, "many_take", False, **NO_CFUNC)
    space["play_games"] = _compile(many.play_games, many_space, "play_games", False)
    # The general loops again for rules that never take the table in a fixed order nor make
    # peace: compiled without that code (``ORDERED_PICKUPS``, ``PEACE_RULES``), a first run
    # of their rules compiles about a fifth less.
    lean = dict(space)
    lean["ORDERED_PICKUPS"] = lean["PEACE_RULES"] = False
    lean["_collect"] = _compile(_source._collect, lean, "lean_collect", True)
    space["play_two_lean"] = _compile(two.play_two, lean, "play_two_lean", False)
    lean["_take"] = many_space["_take"]
    space["play_games_lean"] = _compile(many.play_games, lean, "play_games_lean", False)
    # The duel loop calls the shuffle rather than inlining it at its three sites: one small
    # function compiled once (numba compiles each inlined copy anew), which LLVM still
    # inlines; the first simulation of the classic rules waits about a third less.  Neither
    # is called through a C function pointer, nor the shuffle from Python: no wrappers.
    own = dict(space)
    own["_shuffle"] = _compile(
        _source._shuffle, own, "duel_shuffle", False, no_cpython_wrapper=True, **NO_CFUNC
    )
    # The duel loop once per pick-up (:data:`.duel.PICKUP` a constant: no pick-up tested at
    # run time, about 4 % a round), each compiled on its first call.
    for pickup, name in enumerate(PICKUPS):
        qualname = f"play_duel.{name}"
        mine = {**own, "PICKUP": pickup}
        space[qualname] = _compile(duel.play_duel, mine, qualname, False, **NO_CFUNC)
    return space


_SPACE = _build()

#: The compiled game loops (same arguments as their plain versions, numpy arrays).
play_games = _SPACE["play_games"]
play_two = _SPACE["play_two"]
#: The same, for rules without a fixed pick-up order or peace (:func:`war_widget._fast.variant`).
play_games_lean = _SPACE["play_games_lean"]
play_two_lean = _SPACE["play_two_lean"]
play_steal = _SPACE["play_steal"]


def play_duel(pickup: int) -> Any:
    """The duel loop compiled for one pick-up (a ``PICKUP_`` code of the rule arithmetic; same
    arguments as :func:`.duel.play_duel`, numpy arrays)."""
    return _SPACE[f"play_duel.{PICKUPS[pickup]}"]


#: The compiled position hash (tests compare it with CPython's).
position = _SPACE["_position"]
