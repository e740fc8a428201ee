"""Getting the fast engine ready before the first Run: the simulation widget's kernel compiled
(or loaded from numba's cache) in the background while the learner looks at the widget."""

from __future__ import annotations

import logging
import threading
from typing import Any, Protocol

from ..rules import PICKUPS, PRESETS, Rules
from .run import _fast_loop, _kind, _resolve_engine, _run_fast


class Preparing(Protocol):
    """What :func:`prepare` needs of the simulation widget (which imports this module, so
    this module names what it uses instead of importing the widget)."""

    preparing: Any
    running: Any
    _engine_choice: Any
    _preparer: threading.Thread | None

    @property
    def rule_sets(self) -> list[Rules]: ...


log = logging.getLogger(__name__)

#: The kernel's game loops compiled (or loaded) in this process (``run._fast_loop``).
_PREPARED: set[str] = set()


def prepare(w: Preparing) -> None:
    """Compile the loops ``w``'s rules need on a thread (``w.preparing`` meanwhile); nothing
    to do without numba, or when they are ready or being prepared."""
    if _kind(_resolve_engine(w._engine_choice)) != "numba":
        return
    needed = {_fast_loop(r) for r in w.rule_sets} - _PREPARED
    if not needed or w._preparer is not None:
        return
    rules = {loop: r for r in w.rule_sets for loop in [_fast_loop(r)] if loop in needed}
    w.preparing = True

    def compile_all() -> None:
        try:
            for loop, r in rules.items():
                _run_fast(r.to_dict(), 0, 0, 0, compiled=True)
                _PREPARED.add(loop)
        except Exception:  # the run itself will report it
            log.exception("war_widget: could not prepare the fast engine")
        finally:
            w._preparer = None
            if not w.running:
                w.preparing = False

    thread = threading.Thread(target=compile_all, daemon=True, name="war-simulation-prepare")
    w._preparer = thread
    try:
        thread.start()
    except RuntimeError:  # no thread here: the first run compiles
        w._preparer, w.preparing = None, False


def every_loop() -> dict[str, Rules]:
    """One rule set for each game loop the compiled kernel has (``run._fast_loop``): the
    presets', more players' and the two-player loop's with each pick-up."""
    found: dict[str, Rules] = {}
    more = [Rules(players=3), *(Rules(pickup=pickup) for pickup in PICKUPS)]
    for rules in [*(Rules.preset(name) for name in PRESETS), *more]:
        if rules.steal == "off":
            found.setdefault(_fast_loop(rules), rules)
    return found


def fast_kernel() -> str:
    """What runs the fast engine here: ``"wasm"``, ``"numba"`` or ``"plain"`` (only numba's
    kernel has anything to warm)."""
    return _kind("fast")


def cache_place() -> str:
    """Where numba keeps the compiled loops (:func:`war_widget._fast.numba_cache.where`): its
    own places, the user's cache folder, or nowhere (then every process compiles anew)."""
    from .._fast import numba_cache

    return numba_cache.where()


def warm(report: Any = None) -> list[str]:
    """Compile every game loop of the kernel into numba's cache (next to the package when
    its folder can be written, else the user's cache folder; where no folder can be written,
    compiled for this process only: :func:`cache_place` says which), so that no first simulation
    compiles: for an image or a class's machines, once after installing.  Calls
    ``report(loop, seconds)`` after each; returns the loops (none unless the kernel is
    numba's: the WebAssembly one is built with the package, plain Python is not compiled)."""
    if _kind("fast") != "numba":
        return []
    import time

    done = []
    for loop, rules in every_loop().items():
        started = time.perf_counter()
        _run_fast(rules.to_dict(), 0, 0, 0, compiled=True)
        _PREPARED.add(loop)
        done.append(loop)
        if report is not None:
            report(loop, time.perf_counter() - started)
    return done
