"""A run's chunks on an executor, and what a lost worker costs: nothing.

:func:`play_on` submits the chunks to an executor (a process pool, Dask, Ray) and hands each
finished one on.  When a worker of a process pool dies (killed, out of memory), the pool is
broken and every chunk it still held fails with :class:`~concurrent.futures.BrokenExecutor`.
:func:`play_on_pools` then plays the chunks not yet received again, on a fresh pool: the same
seeds, so the same games, and the run ends as an undisturbed one would.  After
:data:`RETRIES` fresh pools have broken too (or at once, on an executor this module cannot
replace), :class:`LostGames` says which games are missing: never a silent partial result.

A worker killed while it sends a chunk back leaves half a message in the results' pipe (and
perhaps the pipe's lock held): the standard library's pool then waits for the rest forever,
never broken.  :func:`_stuck` notices a dead worker the pool has not noticed after
:data:`GRACE` seconds, and :func:`_give_up` ends that pool (its workers killed, its end of
the pipe closed, so its own thread stops), as broken.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Executor, Future, wait
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .result import Simulation
    from .store import Chunk

#: How many fresh pools a run's lost chunks are played again on, at most.
RETRIES = 2

#: Seconds a pool may take to notice that a worker died, before it is taken as broken.
GRACE = 2.0

Tasks = list[tuple[int, int]]


class LostGames(RuntimeError):
    """Games of a run that no worker could play: ``missing`` lists them as ranges ``(first,
    last)`` of game numbers; ``simulation`` (set by ``simulate()``) holds the games finished
    in a row from game 0."""

    def __init__(self, message: str, missing: list[tuple[int, int]]) -> None:
        super().__init__(message)
        self.missing = missing
        self.simulation: Simulation | None = None


def ranges(tasks: Tasks) -> list[tuple[int, int]]:
    """The games of ``tasks`` (``(start, count)`` chunks) as ranges of game numbers, first
    and last included, neighbours joined."""
    joined: list[tuple[int, int]] = []
    for start, count in sorted(tasks):
        if joined and joined[-1][1] + 1 == start:
            joined[-1] = (joined[-1][0], start + count - 1)
        else:
            joined.append((start, start + count - 1))
    return joined


def lost(tasks: Tasks, games: int, pools: int) -> LostGames:
    """The error for the chunks ``tasks`` that ``pools`` pools in turn lost."""
    missing = ranges(tasks)
    shown = ", ".join(f"{first:,}-{last:,}" for first, last in missing[:5])
    if len(missing) > 5:
        shown += f" and {len(missing) - 5:,} more ranges"
    count = sum(n for _, n in tasks)
    tried = "a worker" if pools == 1 else f"a worker on each of {pools} pools in turn"
    return LostGames(
        f"simulate: the process pool lost {tried} (killed, or out of memory?), so games "
        f"{shown} ({count:,} of {games:,}) were not played; the games finished in a row from "
        "game 0 are in this error's .simulation (run the rest again with the same seed, or "
        "with workers=1)",
        missing,
    )


def play_on(
    executor: Executor,
    runner: Callable[..., Chunk],
    rules_dict: dict[str, Any],
    seed: int,
    tasks: Tasks,
    cancel: threading.Event | None,
    finished: Callable[[Chunk], None],
) -> bool:
    """Run the chunks on ``executor``; True if cancelled.  A broken executor raises its
    :class:`~concurrent.futures.BrokenExecutor` after every chunk that did finish is handed on.

    On a pool whose size is known (the standard library's), two chunks per worker are in
    flight at a time, so a cancel leaves little running; on any other executor (Dask, Ray)
    every chunk is submitted at once and its scheduler spreads them.
    """
    workers = getattr(executor, "_max_workers", None)
    window = 2 * workers if isinstance(workers, int) and workers > 0 else len(tasks)
    pending: set[Future[Chunk]] = set()
    queue = list(reversed(tasks))
    dead_since: float | None = None
    try:
        while queue or pending:
            if cancel is not None and cancel.is_set():
                return True
            while queue and len(pending) < window:
                start, count = queue.pop()
                pending.add(executor.submit(runner, rules_dict, seed, start, count))
            # A short timeout keeps Cancel responsive while workers are busy.
            ready, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            dead_since = None if ready else _stuck(executor, dead_since)
            if dead_since is not None and time.monotonic() - dead_since > GRACE:
                _give_up(executor)
                pending = set()  # the pool's own thread fails them, as broken
                raise BrokenExecutor("a worker died and its pool did not notice")
            broken: BrokenExecutor | None = None
            for future in ready:
                try:
                    chunk = future.result()
                except BrokenExecutor as err:
                    broken = broken or err
                    continue
                finished(chunk)
            if broken is not None:
                raise broken
        return False
    finally:
        for future in pending:
            future.cancel()


def _workers(executor: Executor) -> list[Any]:
    """A standard library process pool's worker processes (none for other executors)."""
    processes = getattr(executor, "_processes", None)
    return list(processes.values()) if isinstance(processes, dict) else []


def _stuck(executor: Executor, since: float | None) -> float | None:
    """Since when a worker of ``executor`` is known dead (it exited with an error or a
    signal) while nothing arrives: ``since`` if already seen, now if just seen, else None."""
    if not any(p.exitcode not in (None, 0) for p in _workers(executor)):
        return None
    return since if since is not None else time.monotonic()


def _give_up(executor: Executor) -> None:
    """End a process pool stuck on a dead worker's half-sent result: every worker killed, and
    this process's end of the results' pipe closed, so the pool's thread reads the pipe's end
    and marks the pool broken (it would otherwise wait forever, and so would Python's exit)."""
    for process in _workers(executor):
        process.kill()
    for process in _workers(executor):
        process.join(1)
    results = getattr(executor, "_result_queue", None)
    writer = getattr(results, "_writer", None)
    if writer is not None:
        writer.close()


def play_on_pools(
    executor: Executor,
    fresh: Callable[[int], Executor] | None,
    runner: Callable[..., Chunk],
    rules_dict: dict[str, Any],
    seed: int,
    tasks: Tasks,
    cancel: threading.Event | None,
    finished: Callable[[Chunk], None],
) -> bool:
    """:func:`play_on`, and when ``executor`` breaks, the chunks not yet received played
    again on ``fresh(chunks)`` (a new pool for that many chunks), at most :data:`RETRIES`
    times (never without ``fresh``: a caller's executor is the caller's); then
    :class:`LostGames`.  True if cancelled.  The fresh pools are shut down here."""
    received: set[int] = set()

    def got(chunk: Chunk) -> None:
        received.add(chunk.start)
        finished(chunk)

    games = sum(count for _, count in tasks)
    left, pools, spare = tasks, [executor], []
    cancelled = True  # until the run ends otherwise: an interrupt waits for no worker
    try:
        while True:
            try:
                cancelled = play_on(pools[-1], runner, rules_dict, seed, left, cancel, got)
                return cancelled
            except BrokenExecutor as err:
                left = [task for task in left if task[0] not in received]
                if fresh is None or len(pools) > RETRIES:
                    cancelled = False
                    raise lost(left, games, len(pools)) from err
            spare.append(fresh(len(left)))
            pools.append(spare[-1])
    finally:
        for pool in spare:
            pool.shutdown(wait=not cancelled, cancel_futures=True)
