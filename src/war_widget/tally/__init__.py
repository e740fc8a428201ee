"""A class experiment: the teacher types each child's or table's result, the class's
relative frequency (a yes/no question) or histogram (a number) grows beside a reference.

:class:`Tally` (``model.py``) is the pure model, with no Jupyter: results, relative
frequency, bins, CSV; ``reading.py`` reads a line typed in, ``store.py`` keeps the CSV file
beside the notebook, ``backends.py`` where the results are kept (SQLite with the CSV as its
copy on a computer's disk, the CSV alone in the browser).  :class:`ClassTally`
(``widget.py``) mirrors it into a notebook; import it from ``war_widget.tally.widget`` (or
``war_widget.ClassTally``).
"""

from __future__ import annotations

from .model import QUESTIONS, Question, Tally, TallyError
from .store import TallyFile, TallyFileWarning

__all__ = ["QUESTIONS", "Question", "Tally", "TallyError", "TallyFile", "TallyFileWarning"]
