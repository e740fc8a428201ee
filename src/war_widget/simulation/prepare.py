"""The fast engine before the first Run: nothing to compile since issue 44.

The kernel is one WebAssembly module shipped in the package (:mod:`war_widget.kernel.wasm`),
loaded on a run's first chunk in a fraction of a second; numba's kernel, which the simulation
widget once compiled in the background while the learner looked at it, was retired.
What is left here: the rule set each game loop plays, and which kernel plays.
"""

from __future__ import annotations

from ..game.rules import PICKUPS, PRESETS, Rules
from .run import _fast_loop, _kind


def every_loop() -> dict[str, Rules]:
    """One rule set for each game loop of the kernel (``run._fast_loop``): the presets', more
    players' and the two-player loop's with each pick-up."""
    found: dict[str, Rules] = {}
    more = [Rules(players=3), *(Rules(pickup=pickup) for pickup in PICKUPS)]
    for rules in [*(Rules.preset(name) for name in PRESETS), *more]:
        if rules.steal == "off":
            found.setdefault(_fast_loop(rules), rules)
    return found


def fast_kernel() -> str:
    """What plays for the fast engine here: ``"wasm"``, or ``"python"`` (the engine) where
    no WebAssembly runtime runs."""
    return _kind("fast")
