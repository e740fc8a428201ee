"""What a copy of the notebook with no kernel can still show: the rounds a cell played.

A notebook exported to HTML (``jupyter nbconvert --execute --to html``) or saved
with its widget state keeps each widget's traits but no Python, so its table can
only show what the traits hold. ``WarWidget.replay`` holds the latest rounds of
the current game (at most :data:`REPLAY_KEEP`, each with its explanation), and
the front-end steps through them when no kernel answers.

The recording is written once per cell, when a cell has played rounds from
Python (``w.flip()``, ``w.play_to_end()``...), by IPython's ``post_execute``
event. Clicks on **Flip** never touch it, so a click costs the same bytes at
round 10 as at round 1000, and a cell that plays 500 rounds sends it once.
Outside IPython (a script, marimo) nothing is recorded.
"""

from __future__ import annotations

import sys
import weakref
from typing import Any, Protocol

from .session import Session


class Recorded(Protocol):
    """What is recorded: a widget with a :class:`~war_widget.play.session.Session` and a
    ``replay`` trait (:class:`~war_widget.play.widget.WarWidget`)."""

    @property
    def play_session(self) -> Session: ...

    def set_trait(self, name: str, value: Any) -> None: ...


#: Rounds kept in the recording: the latest ones of the game.
REPLAY_KEEP = 100

_played: weakref.WeakSet[Recorded] = weakref.WeakSet()
_hooked: list[Any] = []  # the shell whose post_execute calls flush(), once registered


def _shell() -> Any:
    """The running IPython shell, if any (a kernel has always imported IPython)."""
    ipython = sys.modules.get("IPython")
    return None if ipython is None else ipython.get_ipython()


def mark(widget: Recorded) -> None:
    """Note that a cell played a round on this widget: record it when the cell ends."""
    shell = _shell()
    if shell is None:
        return
    if not any(s is shell for s in _hooked):
        shell.events.register("post_execute", flush)
        _hooked.append(shell)
    _played.add(widget)


def flush() -> None:
    """Record every widget that played in the cell that just ran."""
    widgets = list(_played)
    _played.clear()
    for widget in widgets:
        record(widget)


def record(widget: Recorded) -> None:
    """Set ``widget.replay`` to the latest rounds of its game, told in its current words."""
    session = widget.play_session
    widget.set_trait("replay", {"game": session.game_id, "rounds": session.recent(REPLAY_KEEP)})
