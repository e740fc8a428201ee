"""Where numba keeps the compiled kernel (:mod:`.compiled`), and what happens when nowhere can.

numba's ``cache=True`` needs a folder it can write: ``$NUMBA_CACHE_DIR``, the ``__pycache__``
beside the source, or the user's ``~/.cache/numba``; with none of them it refuses to compile at
all ("cannot cache function ...: no locator available", raised as the kernel is imported).  A
read-only image, a locked-down home folder or a sandbox is not a reason to play no games, so
:func:`njit` tries, for each function:

1. numba's own places (as before: an existing cache is found there);
2. this package's folder in the user's cache (:func:`user_folder`: ``$XDG_CACHE_HOME`` or
   ``~/.cache``, then ``war_widget/numba``; macOS's and Windows' own cache folders);
3. no cache: the function is compiled in every process that calls it, and a one-line
   warning says so, once.

:data:`PLACES` records which of the three each compiled function got (``python -m
war_widget warm`` reports it).
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .once import warn_once

#: How many functions were given each place: ``"numba"`` (numba's own), the user folder's
#: path, or ``"none"`` (compiled without a cache).
PLACES: Counter[str] = Counter()

_LOCK = threading.Lock()


def _fresh_lock() -> None:
    """A forked child's own lock (a thread of the parent may have held it at the fork)."""
    global _LOCK
    _LOCK = threading.Lock()


if hasattr(os, "register_at_fork"):  # not on Windows, which spawns its workers
    os.register_at_fork(after_in_child=_fresh_lock)


def user_folder() -> Path | None:
    """This package's numba cache in the user's cache folder (not checked for writing), or
    None when there is no home folder to find it in."""
    try:
        if sys.platform == "win32":
            base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
            return base / "war_widget" / "Cache" / "numba"
        if sys.platform == "darwin":
            return Path.home() / "Library" / "Caches" / "war_widget" / "numba"
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    except (RuntimeError, KeyError):  # no home folder (no $HOME, no password entry)
        return None
    return base / "war_widget" / "numba"


def writable(folder: Path | None) -> bool:
    """Whether ``folder`` exists (or can be made) and a file can be written in it."""
    if folder is None:
        return False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryFile(dir=folder).close()
    except OSError:
        return False
    return True


def _no_place(error: Exception) -> bool:
    """numba's refusal to cache a function for want of a folder (its RuntimeError)."""
    return isinstance(error, RuntimeError) and "cannot cache" in str(error)


def _cached(numba: Any, function: Callable[..., Any], options: dict[str, Any]) -> Any:
    """numba's compile of ``function`` cached where numba now looks, or None where it finds
    no folder to cache in."""
    try:
        return numba.njit(cache=True, **options)(function)
    except RuntimeError as err:
        if not _no_place(err):
            raise
        return None


def njit(function: Callable[..., Any], **options: Any) -> Any:
    """``numba.njit(cache=True, **options)(function)`` with its cache where one can be written
    (see the module's docs), or without one."""
    import numba

    compiled = _cached(numba, function, options)
    if compiled is not None:
        PLACES["numba"] += 1
        return compiled
    folder = user_folder()
    if writable(folder):
        config: Any = numba.config
        with _LOCK:  # numba reads its CACHE_DIR as the function is decorated
            before = config.CACHE_DIR
            config.CACHE_DIR = str(folder)
            try:
                compiled = _cached(numba, function, options)
            finally:
                config.CACHE_DIR = before
        if compiled is not None:
            PLACES[str(folder)] += 1
            return compiled
    warn_once(
        "numba cannot write its cache anywhere (the package's folder, NUMBA_CACHE_DIR, "
        f"~/.cache: {folder or 'no home folder'}): the kernel is compiled again in every process",
        __name__,
    )
    PLACES["none"] += 1
    return numba.njit(cache=False, **options)(function)


def where() -> str:
    """Where the compiled kernel is cached, in a few words (for ``warm``)."""
    if PLACES["none"]:
        return "nowhere: no cache folder can be written, so every process compiles anew"
    folders = [place for place in PLACES if place not in ("numba", "none")]
    if folders:
        return ", ".join(folders)
    return "numba's own places (beside the package, NUMBA_CACHE_DIR or ~/.cache/numba)"
