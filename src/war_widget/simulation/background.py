"""Where a simulation widget's run goes: a thread, or, where no thread can start (Python in the
browser: Pyodide has none), a task on the running asyncio event loop that plays one step (a chunk
of games) per turn, so the page's messages (Cancel) get in between.

A run is a generator: each ``next()`` plays a chunk.  :func:`start` drives it in the background
and gives back a :class:`Job`; :class:`NoBackground` says that neither a thread nor a running
event loop is there (the caller shows it, rather than a run that never moves).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any


class NoBackground(RuntimeError):
    """Neither a thread nor a running asyncio event loop can take a run here."""


class Job:
    """A run in the background: on a thread, on an asyncio task, or already over."""

    def __init__(
        self, thread: threading.Thread | None = None, task: asyncio.Task[None] | None = None
    ) -> None:
        self.thread = thread
        self.task = task

    @property
    def where(self) -> str:
        """``"thread"``, ``"task"`` or ``"inline"`` (played to the end by :func:`start`)."""
        return "thread" if self.thread else "task" if self.task else "inline"

    def running(self) -> bool:
        if self.thread is not None:
            return self.thread.is_alive()
        return self.task is not None and not self.task.done()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until a thread's run ends (False if still going after ``timeout`` s).  A task
        cannot be waited for from its own loop's thread: this says whether it is over."""
        if self.thread is not None:
            self.thread.join(timeout)
        return not self.running()


def _drain(steps: Iterator[Any]) -> None:
    for _ in steps:
        pass


async def _drain_async(steps: Iterator[Any]) -> None:
    for _ in steps:
        await asyncio.sleep(0)  # the loop handles what arrived meanwhile (Cancel, redraws)


def start(steps: Iterator[Any], *, name: str, wait: bool = False) -> Job:
    """Run ``steps`` on a thread; where threads cannot start, on the running event loop (or,
    with ``wait``, here and now).  Raises :class:`NoBackground` when none of these can."""
    thread = threading.Thread(target=_drain, args=(steps,), daemon=True, name=name)
    try:
        thread.start()
    except RuntimeError:  # "can't start new thread": Pyodide, or a process at its limit
        pass
    else:
        if wait:
            thread.join()
        return Job(thread=thread)
    if wait:
        _drain(steps)
        return Job()
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        raise NoBackground(
            "a simulation runs in the background, on a thread or on a running asyncio event "
            "loop, and neither is available here: call run(wait=True)"
        ) from None
    return Job(task=loop.create_task(_drain_async(steps), name=name))
