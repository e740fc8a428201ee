"""Lesson 03's exit ticket, on the record sheet's second page, and its answers.

Three items, each a pupil answers alone (issue 43): derive the first flip's 3/51; predict the
wars in 170 first flips (about 10, not exactly); criticise a gambler's-fallacy claim.  The
page holds the ticket twice, a dashed line between them, so that one printed page serves a
pair and each pupil hands in a half.  The answers go on the record sheet's answers page
(printing the pupils' pages never prints them).

The items are about the 52-card deck: a record sheet of other rules (a deck of numbers, jokers,
a shorter deck) has no exit ticket (:func:`has_exit`).  The numbers the answers state are the
engine's: :func:`~war_widget.simulation.exact.first_flip_war_probability` gives 1/17, and the
binomial count of wars in :data:`FLIPS` first flips (:func:`wars_in_flips`) the rest; the
catalogues' sentences say them, and tests/sheets/test_sheet_record.py checks they agree.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from ..game.rules import Rules
from .words import Words

#: The first flips item 2 asks about: 170 × 1/17 = 10.
FLIPS = 170
#: The exit ticket's items, in order (``sheet.exit.record.N``, answers ``sheet.key.exit.record.N``).
ITEMS = (1, 2, 3)


def has_exit(rules: Rules) -> bool:
    """Whether the exit ticket's items hold for these rules: a first flip of two players from
    the 52-card deck (3 of the other 51 cards match)."""
    return (
        rules.players == 2
        and rules.flip == 1
        and rules.numbers is None
        and rules.jokers == 0
        and rules.lowest_rank == 2
        and rules.peace == "never"
    )


def wars_in_flips(low: int, high: int, flips: int = FLIPS) -> Fraction:
    """The exact chance that ``flips`` first flips (each a new shuffle, a war with chance
    1/17) hold from ``low`` to ``high`` wars."""
    p = Fraction(1, 17)
    return sum(
        (comb(flips, k) * p**k * (1 - p) ** (flips - k) for k in range(low, high + 1)),
        Fraction(0),
    )


def _ticket(w: Words) -> str:
    items = "".join(
        f'<li><p>{w(f"sheet.exit.record.{n}")}</p><span class="space s{n}"></span></li>'
        for n in ITEMS
    )
    return (
        f'<div class="ticket"><h1>{w("sheet.exit.title")}</h1>'
        f'<div class="lines"><span>{w("sheet.name")}</span><span>{w("sheet.date")}</span></div>'
        f"<p>{w('sheet.exit.record.task')}</p><ol>{items}</ol></div>"
    )


def exit_page(w: Words) -> str:
    """The pupils' second page: the exit ticket twice, a line to cut between them."""
    ticket = _ticket(w)
    return f'<section class="page exit-record">{ticket}<hr class="cut">{ticket}</section>'


def exit_key(w: Words) -> str:
    """The exit ticket's answers, for the record sheet's answers page."""
    answers = "".join(f"<li>{w(f'sheet.key.exit.record.{n}')}</li>" for n in ITEMS)
    return f'<h2>{w("sheet.exit.title")}</h2><ol class="answers">{answers}</ol>'
