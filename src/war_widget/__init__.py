"""war_widget: teach with the card game War, in a notebook cell or a terminal.

The engine (``Rules``, ``Game``, ``simulate``) is pure Python and imports
nothing from Jupyter; the widgets (``WarWidget``, ``SimulationWidget``) mirror
it into a notebook front-end and are loaded only when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._old_paths import install as _install_old_paths
from .explain import explain
from .game.cards import Card
from .game.decisions import Pending
from .game.engine import END_REASONS, Game, GameOverError, Result, Round, Summary, TableCard
from .game.events import EVENT_KINDS, Event
from .game.rules import PRESETS, Rules
from .simulation import Simulation, simulate

if TYPE_CHECKING:
    from .classroom.room import Classroom
    from .lessons.export_html import export_html
    from .play.widget import WarWidget
    from .simulation.widget import SimulationWidget
    from .tally.widget import ClassTally

# war_widget.engine, .speak, ._fast... (the paths before issue 44) name the new
# modules; installed before any old path can be imported (each imports this first).
_install_old_paths()

__all__ = [
    "END_REASONS",
    "EVENT_KINDS",
    "PRESETS",
    "Card",
    "ClassTally",
    "Classroom",
    "Event",
    "Game",
    "GameOverError",
    "Pending",
    "Result",
    "Round",
    "Rules",
    "Simulation",
    "SimulationWidget",
    "Summary",
    "TableCard",
    "WarWidget",
    "explain",
    "export_html",
    "simulate",
]

__version__ = "0.1.0"

# Loaded on first use, so `import war_widget` stays free of Jupyter.
_LAZY = {
    "WarWidget": "play.widget",
    "SimulationWidget": "simulation.widget",
    "ClassTally": "tally.widget",
    "Classroom": "classroom.room",
    "export_html": "lessons.export_html",  # nbconvert, imported when it runs
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'war_widget' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
