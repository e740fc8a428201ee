"""The quiz's score: the totals the widget shows, and for the teacher a labelled table per kind.

``WarWidget.score`` is a :class:`Score`: a dict of the totals (``right`` at the first try,
``retry`` right at the second, ``wrong``), as the front-end draws them, that also keeps
each quiz kind's own counts.  In a notebook it shows as a small table in the learner's
language (``_repr_html_``; ``print`` writes it as text): the kind, how many were asked,
how many were right at the first try and at the second.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..locale import QUIZ_KINDS
from .words import say

#: The kinds in the order the table lists them (those never asked are left out).
KIND_ORDER = QUIZ_KINDS
COLUMNS = ("quiz.score.kind", "quiz.score.asked", "quiz.score.first", "quiz.score.second")


class Score(dict[str, int]):
    """The totals (a dict: ``right``, ``retry``, ``wrong``) and, per kind, ``kinds[kind]``:
    ``(asked, right at the first try, right at the second)``; ``lang`` names the columns."""

    def __init__(
        self,
        totals: Mapping[str, int],
        kinds: Mapping[str, tuple[int, int, int]] | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__(totals)
        self.kinds: dict[str, tuple[int, int, int]] = dict(kinds or {})
        self.lang = lang

    def counted(self, kind: str, outcome: str) -> Score:
        """A new score with one more answer of ``kind`` (``right``, ``retry`` or ``wrong``)."""
        asked, first, second = self.kinds.get(kind, (0, 0, 0))
        row = (asked + 1, first + (outcome == "right"), second + (outcome == "retry"))
        totals = {**self, outcome: self.get(outcome, 0) + 1}
        return Score(totals, {**self.kinds, kind: row}, self.lang)

    def in_lang(self, lang: str) -> Score:
        """The same counts, its table in ``lang``."""
        return Score(self, self.kinds, lang)

    def rows(self) -> list[list[str]]:
        """The table: its header, one row per kind asked, then all of them together."""
        lang = self.lang
        table = [[say(lang, key) for key in COLUMNS]]
        for kind in sorted(self.kinds, key=lambda k: (*KIND_ORDER, k).index(k)):
            name = say(lang, f"quiz.score.{kind}")
            table.append([name, *(str(n) for n in self.kinds[kind])])
        right, retry, wrong = (self.get(k, 0) for k in ("right", "retry", "wrong"))
        all_row = [say(lang, "quiz.score.all"), str(right + retry + wrong), str(right), str(retry)]
        return [*table, all_row]

    def __str__(self) -> str:
        rows = self.rows()
        widths = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS))]
        lines = []
        for row in rows:
            cells = [row[0].ljust(widths[0])]
            cells += [cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)]
            lines.append("  ".join(cells).rstrip())
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head, *body = self.rows()
        cell = 'style="padding:2px 10px;text-align:{}"'
        ths = "".join(
            f"<th {cell.format('left' if i == 0 else 'right')}>{escape(h)}</th>"
            for i, h in enumerate(head)
        )
        trs = "".join(
            "<tr>"
            + "".join(
                f"<td {cell.format('left' if i == 0 else 'right')}>{escape(v)}</td>"
                for i, v in enumerate(row)
            )
            + "</tr>"
            for row in body
        )
        return f'<table class="ww-score-table"><tr>{ths}</tr>{trs}</table>'
