"""The live class: every pupil's table reports to the teacher's computer, on the school's own
network, with nothing leaving the room (docs/classroom.md).

- :mod:`.db`: :class:`ClassStore`, the room's records in SQLite (one file, one room).
- :mod:`.protocol`: what a pupil's page may send, checked field by field.
- :mod:`.server` and :mod:`.thread`: the aiohttp server in its own thread.
- :mod:`.room`: :class:`Classroom`, the teacher's handle (plain Python; in a notebook it shows
  the dashboard, :mod:`.widget`).
- :mod:`.stats`: the dashboard's numbers, from the records.
- :mod:`.report`: the records a pupil's table makes.

Nothing here imports Jupyter but :mod:`.widget`; aiohttp and segno (the ``class`` extra) are
imported only where a server runs or a QR code is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .db import ClassStore
    from .room import ClassError, Classroom

__all__ = ["ClassError", "ClassStore", "Classroom"]

_LAZY = {"ClassStore": "db", "Classroom": "room", "ClassError": "room"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'war_widget.classroom' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
