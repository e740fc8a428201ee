"""Warnings about this machine (a kernel that cannot run, a cache that cannot be written),
said once a process, on one line."""

from __future__ import annotations

import warnings

#: What was said in this process.
_WARNED: set[str] = set()


def warn_once(message: str, module: str) -> None:
    """A :class:`RuntimeWarning` on one line (no source line under it: it is about this
    machine, not about the caller's code), once a process; ``module`` names the warning's
    source for warning filters."""
    if message in _WARNED:
        return
    _WARNED.add(message)
    warnings.warn_explicit(message, RuntimeWarning, "war_widget", 0, module=module)
