"""Progress of a run on a text stream: a bar on a terminal, a line per tenth in a log."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class TextProgress:
    """Progress on a text stream (stderr by default).

    On a terminal, one bar redrawn in place at most ten times a second; elsewhere (a log
    file, a pipe), a plain line at every tenth of the run, so logs stay readable.
    """

    def __init__(
        self,
        out: TextIO | None = None,
        width: int = 30,
        *,
        live: bool | None = None,
        lang: str | None = None,
    ) -> None:
        self.out = out if out is not None else sys.stderr
        self.lang = lang  # None: the plain English of a log ("1,000/10,000 games")
        self.width = width
        self.started = time.perf_counter()
        self._last = 0.0
        self._tenth = 0
        if live is None:
            try:
                live = bool(self.out.isatty())
            except (AttributeError, ValueError):
                live = False
        self.live = live

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        elapsed = now - self.started
        if not self.live:
            tenth = 10 * done // max(total, 1)
            if tenth > self._tenth or done >= total:
                self._tenth = tenth
                self.out.write(f"{self._games(done, total)}  {self._seconds(elapsed, 0)} s\n")
                self.out.flush()
            return
        if done < total and now - self._last < 0.1:
            return
        self._last = now
        filled = self.width * done // max(total, 1)
        bar = "#" * filled + "." * (self.width - filled)
        self.out.write(f"\r[{bar}] {self._games(done, total)}  {self._seconds(elapsed, 5)} s")
        if done >= total:
            self.out.write("\n")
        self.out.flush()

    def _games(self, done: int, total: int) -> str:
        if self.lang is None:
            return f"{done:,}/{total:,} games"
        from .words import number, say

        return say(
            self.lang, "sim.progress", done=number(done, self.lang), total=number(total, self.lang)
        )

    def _seconds(self, elapsed: float, width: int) -> str:
        if self.lang is None:
            return f"{elapsed:{width}.1f}"
        from .words import number

        return number(elapsed, self.lang, 1).rjust(width)

    def close(self) -> None:
        if self.live:
            self.out.write("\n")
            self.out.flush()


def _in_notebook() -> bool:
    """True inside a Jupyter kernel (stderr goes to the cell's output area)."""
    return "ipykernel" in sys.modules and type(sys.stderr).__module__.startswith("ipykernel")


def _stderr_is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False
