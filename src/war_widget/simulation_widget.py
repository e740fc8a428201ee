"""Old import path of :mod:`war_widget.simulation.widget`, kept while branches written
before the move still import it; the lead removes it after the merge."""

from .simulation.widget import SimulationWidget

__all__ = ["SimulationWidget"]
