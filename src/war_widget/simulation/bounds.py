"""How much work a run may ask for: processes no more than the CPUs, chunks not too many; and
every argument of ``simulate()`` checked before a game is played.

A run of 10,000,000 games cut into chunks of one game would keep millions of chunks'
bookkeeping (and see a cancel only after it was built); 48 processes on two CPUs only wait
for each other.  Both are refused with the bound named.
"""

from __future__ import annotations

import os
import secrets

from ..game.rng import MAX_SEED
from ..game.rules import Rules, _fail, _is_int
from ..kernel.options import peace_ask_error as _peace_ask

#: A run holds at most this many chunks: their bookkeeping stays small and a cancel is seen
#: after the chunks in progress (a smaller ``chunk_size`` for a large run is refused).
MAX_CHUNKS = 10_000

#: The most games a run may ask for.
MAX_GAMES = 10_000_000

#: Seeds drawn when none is given stay below this (codes of 7 characters at most).
RANDOM_SIMULATION_SEED_LIMIT = 2**32


def cpus() -> int:
    """The CPUs this process may run on: the most ``workers`` a run may ask for."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


def chunk_floor(games: int) -> int:
    """The smallest ``chunk_size`` for ``games`` games: at most :data:`MAX_CHUNKS` chunks."""
    return -(-games // MAX_CHUNKS)


def check_bounds(games: int, chunk_size: object, workers: object) -> None:
    """``chunk_size`` and ``workers`` within their bounds, or a ``ValueError`` naming them."""
    floor = chunk_floor(games)
    if chunk_size is not None and (not _is_int(chunk_size) or chunk_size < floor):  # type: ignore[operator]
        raise _fail(
            "chunk_size",
            chunk_size,
            f"None or a whole number of games, at least {floor:,} for {games:,} games (a run "
            f"is cut into at most {MAX_CHUNKS:,} chunks)",
        )
    most = cpus()
    if workers is not None and (not _is_int(workers) or not 1 <= workers <= most):  # type: ignore[operator]
        raise _fail(
            "workers",
            workers,
            f"None or a whole number of processes from 1 to {most} (the CPUs of this machine)",
        )


def check_arguments(
    rules: Rules, games: int, seed: int | None, chunk_size: int | None, workers: int | None
) -> int:
    """``simulate()``'s numbers checked before any game is played (a ``ValueError`` naming
    the first wrong one); the seed, drawn when None."""
    if not isinstance(rules, Rules):
        raise ValueError(
            f"rules: expected a Rules object such as Rules.preset('classic'), "
            f"got {type(rules).__name__}"
        )
    if rules.peace == "ask":
        raise _peace_ask()
    if not _is_int(games) or not 1 <= games <= MAX_GAMES:
        raise _fail("games", games, f"a whole number from 1 to {MAX_GAMES:,}")
    if seed is None:
        seed = secrets.randbelow(RANDOM_SIMULATION_SEED_LIMIT)
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED - games + 1:
        raise _fail(
            "seed",
            seed,
            "a whole number from 0 to 2**64 - games (game i is dealt from seed + i)",
        )
    check_bounds(games, chunk_size, workers)
    return seed


def check_callables(executor: object, cancel: object, on_chunk: object) -> None:
    """Name the argument of the wrong type before any game is played."""
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError(
            f"executor: expected a concurrent.futures.Executor (or None), got "
            f"{type(executor).__name__}"
        )
    if cancel is not None and not callable(getattr(cancel, "is_set", None)):
        raise TypeError(
            f"cancel: expected a threading.Event (or None), got {type(cancel).__name__}"
        )
    if on_chunk is not None and not callable(on_chunk):
        raise TypeError(
            f"on_chunk: expected a function called with each finished chunk (or None), got "
            f"{type(on_chunk).__name__}"
        )
