"""The command line: python -m war_widget play | simulate | sheet | warm | class |
export-html (:func:`main`, in :mod:`.commands`)."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    """``war_widget.cli.main`` stays the command line's entry (it was cli.py's)."""
    if name == "main":
        from .commands import main

        return main
    raise AttributeError(f"module 'war_widget.cli' has no attribute {name!r}")
