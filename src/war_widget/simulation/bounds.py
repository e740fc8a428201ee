"""How much work a run may ask for: processes no more than the CPUs, chunks not too many.

A run of 10,000,000 games cut into chunks of one game would keep millions of chunks'
bookkeeping (and see a cancel only after it was built); 48 processes on two CPUs only wait
for each other.  Both are refused with the bound named.
"""

from __future__ import annotations

import os

from ..rules import _fail, _is_int

#: A run holds at most this many chunks: their bookkeeping stays small and a cancel is seen
#: after the chunks in progress (a smaller ``chunk_size`` for a large run is refused).
MAX_CHUNKS = 10_000


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
