"""The play widget's old address: :class:`WarWidget` now lives in :mod:`war_widget.play.widget`.

Kept so that ``from war_widget.widget import WarWidget`` goes on working.
"""

from __future__ import annotations

from .play.widget import AHEAD, MODES, QUIZ_KINDS, SPEEDS, WarWidget

__all__ = ["AHEAD", "MODES", "QUIZ_KINDS", "SPEEDS", "WarWidget"]
