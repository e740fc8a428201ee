"""Lesson 03's record sheet (activity ``"record"``): the class experiment on paper.

One page for a pair: the real-card steps of the experiment (five deals whose first flip is
looked at, then one game played to its end, the won cards shuffled before they go under the
pile as the simulation's ``pickup="shuffled"`` does), and a table with a row per deal whose
columns are a live class's ``game`` record (:data:`~war_widget.classroom.report.RECORD_COLUMNS`,
with the names first: the record's ``pupil``).  Rows 1 to 5 record a first flip only; row 6
is the whole game, whose rounds may be "not finished by round N" when time is up (a live
game that stops before the end is the same record: its ``rounds`` and an end ``reason`` in
:data:`~war_widget.tally.model.UNFINISHED_REASONS`; the tally takes both alike).  Under the
table, the pair's line for the class table: what the teacher types into the two tallies.
Paper and live play share this record, so a class can mix both.

On the 52-card deck a second page is the exit ticket (:mod:`.record_exit`: two copies to cut
apart, one a pupil), and the answers page its answer key; a record sheet itself has no
answers to check, and its answers page says so and what the teacher does with the rows.  The
game code only names the rules the real-card steps follow (the deck, how a war is fought,
which card wins, how won cards go under); no deal of it is printed.
"""

from __future__ import annotations

from ..classroom.report import RECORD_COLUMNS
from ..game.rules import Rules
from .page import deck_step, war_steps
from .record_exit import exit_key, exit_page, has_exit
from .words import Words

#: Rows of the table: five deals for the first flip, a sixth played to its end (the steps
#: ``sheet.record.first`` and ``sheet.record.game`` say so).
RECORD_ROWS = 6
#: The table's columns, in order: the record's ``pupil``, then its ``data``'s keys.
COLUMNS = ("pupil", *RECORD_COLUMNS)
#: The columns a first flip alone fills in (rows 1 to 5): the others are the whole game's.
FIRST_FLIP = ("pupil", "first_war")


def _steps(w: Words, rules: Rules) -> list[str]:
    pile = [w("sheet.record.pile")] if rules.pickup == "shuffled" else []
    return [
        deck_step(w, rules),
        w("sheet.real.deal"),
        w("sheet.real.flip"),
        w("sheet.record.first"),
        w("sheet.record.game"),
        w(w.rule("sheet.real.win")),
        *pile,
        *war_steps(w, rules),
        w("sheet.record.end"),
    ]


def _box(label: str) -> str:
    return f'<span class="tick"><span class="box"></span>{label}</span>'


def _cell(w: Words, column: str, game: bool) -> str:
    """A cell to write in: the first flip's holds a box for yes and one for no; a deal's
    cells that only the whole game fills are shaded; the game's rounds offer "not finished
    by round ..."."""
    if column == "first_war":
        ticks = "".join(_box(w(f"sheet.record.{word}")) for word in ("yes", "no"))
        return f'<td class="col-{column}">{ticks}</td>'
    if not game and column not in FIRST_FLIP:
        return f'<td class="col-{column} skip"></td>'
    if game and column == "rounds":
        return (
            f'<td class="col-{column}"><span class="blank"></span>'
            f'<span class="unfinished">{_box(w("sheet.record.unfinished"))}'
            f'<span class="blank short"></span></span></td>'
        )
    return f'<td class="col-{column}"></td>'


def table(w: Words, rows: int = RECORD_ROWS) -> str:
    """The record's table: a head naming each column (``data-key``: the record's key it is),
    then ``rows`` numbered rows to fill in, the last one the whole game's."""
    head = "".join(
        f'<th class="col-{c}" data-key="{c}">{w(f"sheet.record.{c}")}</th>' for c in COLUMNS
    )
    body = "".join(
        f'<tr class="{"game" if n == rows else "deal"}"><td class="n">{n}</td>'
        f"{''.join(_cell(w, c, n == rows) for c in COLUMNS)}</tr>"
        for n in range(1, rows + 1)
    )
    return (
        f'<table class="record"><thead><tr><th class="n">#</th>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def class_line(w: Words) -> str:
    """The pair's line for the class table: the six first flips in order and the game's
    rounds (or "not finished by round N"), as the teacher types them into the two tallies."""
    return (
        f'<div class="class-line"><h2>{w("sheet.record.line")}</h2>'
        f'<p><span>{w("sheet.record.line.first")}</span><span class="blank"></span></p>'
        f'<p><span>{w("sheet.record.line.rounds")}</span><span class="blank"></span></p></div>'
    )


def record_page(w: Words, rules: Rules) -> str:
    """The pupils' pages: the record (the title, the date, the task, the steps, the table,
    the pair's line) and, on the 52-card deck, the exit ticket."""
    steps = "".join(f"<li>{s}</li>" for s in _steps(w, rules))
    return (
        f'<section class="page record"><h1>{w("sheet.title.record")}</h1>'
        f'<div class="lines"><span>{w("sheet.date")}</span></div>'
        f"<p>{w('sheet.task.record')}</p><ol>{steps}</ol>{table(w)}{class_line(w)}"
        f'<p class="look">{w("sheet.record.look")}</p></section>'
        + (exit_page(w) if has_exit(rules) else "")
    )


def record_key(w: Words, rules: Rules | None = None) -> str:
    """The teacher's page beside it: no answers to check, where the rows go, how a game not
    finished is typed; on the 52-card deck, the exit ticket's answers."""
    exits = exit_key(w) if has_exit(rules or Rules()) else ""
    return (
        f'<section class="page key"><h1>{w("sheet.key.title")}</h1>'
        f"<h2>{w('sheet.title.record')}</h2><p>{w('sheet.key.record')}</p>"
        f"<p>{w('sheet.key.record.unfinished')}</p>{exits}</section>"
    )
