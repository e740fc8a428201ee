"""Lesson 03's record sheet (activity ``"record"``): the class experiment on paper.

One page for a pair: the real-card steps of the experiment (five deals whose first flip is
looked at, then one game played to its end), and a table with a row per deal whose columns
are a live class's ``game`` record (:data:`~war_widget.classroom.report.RECORD_COLUMNS`, with
the names first: the record's ``pupil``).  Paper and live play share this record, so a class
can mix both, and the teacher types the rows into the same tallies.

A record sheet has no answers to check: the pupils write down their own games.  Its
``answers`` page (the sheets' contract: every sheet has one) says so, and what the teacher
does with the rows.  The game code only names the rules the real-card steps follow (the
deck, how a war is fought, which card wins); no deal of it is printed.
"""

from __future__ import annotations

from ..classroom.report import RECORD_COLUMNS
from ..rules import Rules
from .page import deck_step, war_steps
from .words import Words

#: Rows of the table: five deals for the first flip, a sixth played to its end (the steps
#: ``sheet.record.first`` and ``sheet.record.game`` say so).
RECORD_ROWS = 6
#: The table's columns, in order: the record's ``pupil``, then its ``data``'s keys.
COLUMNS = ("pupil", *RECORD_COLUMNS)


def _steps(w: Words, rules: Rules) -> list[str]:
    return [
        deck_step(w, rules),
        w("sheet.real.deal"),
        w("sheet.real.flip"),
        w("sheet.record.first"),
        w("sheet.record.game"),
        w(w.rule("sheet.real.win")),
        *war_steps(w, rules),
        w("sheet.record.end"),
    ]


def _cell(w: Words, column: str) -> str:
    """An empty cell to write in; the first flip's cell holds a box for yes and one for no."""
    if column != "first_war":
        return f'<td class="col-{column}"></td>'
    ticks = "".join(
        f'<span class="tick"><span class="box"></span>{w(f"sheet.record.{word}")}</span>'
        for word in ("yes", "no")
    )
    return f'<td class="col-{column}">{ticks}</td>'


def table(w: Words, rows: int = RECORD_ROWS) -> str:
    """The record's table: a head naming each column (``data-key``: the record's key it is),
    then ``rows`` numbered rows to fill in."""
    head = "".join(
        f'<th class="col-{c}" data-key="{c}">{w(f"sheet.record.{c}")}</th>' for c in COLUMNS
    )
    body = "".join(
        f'<tr><td class="n">{n}</td>{"".join(_cell(w, c) for c in COLUMNS)}</tr>'
        for n in range(1, rows + 1)
    )
    return (
        f'<table class="record"><thead><tr><th class="n">#</th>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def record_page(w: Words, rules: Rules) -> str:
    """The pupils' page: the title, the date, the task, the steps, the table."""
    steps = "".join(f"<li>{s}</li>" for s in _steps(w, rules))
    return (
        f'<section class="page record"><h1>{w("sheet.title.record")}</h1>'
        f'<div class="lines"><span>{w("sheet.date")}</span></div>'
        f"<p>{w('sheet.task.record')}</p><ol>{steps}</ol>{table(w)}"
        f'<p class="look">{w("sheet.record.look")}</p></section>'
    )


def record_key(w: Words) -> str:
    """The teacher's page beside it: no answers to check, and where the rows go."""
    return (
        f'<section class="page key"><h1>{w("sheet.key.title")}</h1>'
        f"<h2>{w('sheet.title.record')}</h2><p>{w('sheet.key.record')}</p></section>"
    )
