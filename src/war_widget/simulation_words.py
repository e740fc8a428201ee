"""Old import path of :mod:`war_widget.simulation.words`, kept while branches written
before the move still import it; the lead removes it after the merge."""

from .simulation.words import (
    closest_preset,
    differences,
    first_war,
    first_war_note,
    front_end_words,
    number,
    percent,
    running_point,
    say,
    series_name,
    table,
)

__all__ = [
    "closest_preset",
    "differences",
    "first_war",
    "first_war_note",
    "front_end_words",
    "number",
    "percent",
    "running_point",
    "say",
    "series_name",
    "table",
]
