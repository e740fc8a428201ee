"""war_widget: teach with the card game War, in a notebook cell or a terminal.

The engine (``Rules``, ``Game``) is pure Python; the widgets mirror it into a
notebook front-end.
"""

from __future__ import annotations

from .cards import Card
from .engine import END_REASONS, Game, GameOverError, Pending, Result, Round, Summary, TableCard
from .events import EVENT_KINDS, Event
from .rules import PRESETS, Rules

__all__ = [
    "END_REASONS",
    "EVENT_KINDS",
    "PRESETS",
    "Card",
    "Event",
    "Game",
    "GameOverError",
    "Pending",
    "Result",
    "Round",
    "Rules",
    "Summary",
    "TableCard",
]

__version__ = "0.1.0"
