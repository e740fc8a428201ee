"""Printable cards: a deck a pair cuts out and plays with when the room has no real decks.

``cards(numbers=10, copies=4, style="dots", lang="pl", paper="a4")`` is the deck the rules
``Rules(numbers=10, copies=4)`` deal (the engine's own
:meth:`~war_widget.game.rules.Rules.new_deck`), laid out four cards across on A4 or US Letter with
dashed cut lines between them; no card is ever split across two pages.  ``numbers=None`` is the full
French deck (52 cards, with suits).  The first page says, in the lesson's language, which deck it
is, how to cut it and how to play; every page is print-ready HTML like the sheets (:class:`Cards`
has ``html`` and
:meth:`Cards.save`).

    >>> from war_widget import sheets
    >>> deck = sheets.cards(10, style="ten_frames", lang="nb", paper="letter")
    >>> deck.count
    40
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import ClassVar

from ..game.cards import Card
from ..game.rules import Rules
from ..locale import normalize_language
from .card_faces import MAX_COUNTED, STYLES, face
from .cell import cell_html
from .layout import MARGIN, PAPERS
from .page import document, war_steps
from .words import Words

#: Cards across and down a page: 16 a page, none ever split across two.
COLUMNS, ROWS = 4, 4
#: A card's height in mm on each paper (its width is the page's width shared by 4 columns):
#: A4 46.5 × 58 mm, Letter 48 × 53 mm, as near as the paper allows to a patience card, with
#: room above them for the page's words.
CARD_HEIGHT = {"a4": 58.0, "letter": 53.0}
#: The activity a cards page is, for the file name and a notebook's cell.
CARDS = "cards"

CARDS_CSS = """
table.cut { border-collapse: collapse; table-layout: fixed; width: %(width)gmm; }
table.cut td { width: %(card_w)gmm; height: %(card_h)gmm; padding: 1.5mm; text-align: center;
  vertical-align: middle; border: 0.45mm dashed #000; }
table.cut td.empty { border: 0; }
table.cut tr { break-inside: avoid; }
svg.face { width: 100%%; height: %(face_h)gmm; display: block; }
svg.face text { font-family: inherit; fill: #000; }
.cards-head { display: flex; justify-content: space-between; align-items: baseline;
  font-size: 9pt; margin: 0 0 2mm; }
.scissors { font-size: 14pt; }
.how-to { break-inside: avoid; margin-top: 4mm; }
.how-to ol { font-size: 10.5pt; }
.how-to ol li { margin-bottom: 0.8mm; }
"""


@dataclass(frozen=True)
class Cards:
    """A printable deck: ``html`` is its pages, :meth:`save` writes them; a notebook shows
    them in a frame with buttons to print, open and download (as a sheet's)."""

    numbers: int | None
    copies: int
    style: str
    lang: str
    paper: str
    html: str
    count: int
    activity: ClassVar[str] = CARDS
    part: ClassVar[str] = "sheet"

    @property
    def code(self) -> str:
        """The deck in a file's name: ``1-10x4-dots``, ``deck``."""
        if self.numbers is None:
            return "deck"
        tail = "" if self.style == "numerals" else f"-{self.style.replace('_', '-')}"
        return f"1-{self.numbers}x{self.copies}{tail}"

    def save(self, path: str | Path) -> Path:
        """Write the pages (UTF-8) and return their path."""
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        return cell_html(self)


def _fail(field: str, value: object, allowed: str) -> ValueError:
    return ValueError(f"{field}={value!r} is not allowed: {allowed}")


def _rules(numbers: int | None, copies: int | None) -> Rules:
    """The rules whose deck is printed (their checks name ``numbers`` or ``copies``)."""
    if numbers is None:
        if copies not in (None, 1) or isinstance(copies, bool):
            raise _fail(
                "copies",
                copies,
                "the full deck (numbers=None) has one card of each rank in each suit: "
                "leave copies out, or give numbers=... with it",
            )
        return Rules()
    if isinstance(numbers, bool) or isinstance(copies, bool):
        field, value = ("numbers", numbers) if isinstance(numbers, bool) else ("copies", copies)
        raise _fail(field, value, "a whole number")
    return Rules(numbers=numbers, copies=4 if copies is None else copies)


def _style(style: str, numbers: int | None) -> str:
    if style not in STYLES:
        raise _fail("style", style, "style must be one of " + ", ".join(map(repr, STYLES)))
    if style != "numerals" and (numbers is None or numbers > MAX_COUNTED):
        raise _fail(
            "style",
            style,
            f"dots and ten-frames show the numbers 1 to {MAX_COUNTED} (numbers={numbers}): "
            "use style='numerals'",
        )
    return style


def _paper(paper: str) -> str:
    if isinstance(paper, str) and paper.strip().lower() in PAPERS:
        return paper.strip().lower()
    allowed = ", ".join(repr(p) for p in PAPERS)
    raise _fail("paper", paper, f"paper must be one of {allowed}")


def cards(
    numbers: int | None = 10,
    *,
    copies: int | None = None,
    style: str = "numerals",
    lang: str = "en",
    paper: str = "a4",
) -> Cards:
    """The printable deck of the numbers 1 to ``numbers``, ``copies`` of each (4 unless
    given), or with ``numbers=None`` the full deck of 52 cards with suits.

    ``style``: ``"numerals"`` (the number alone), ``"dots"`` or ``"ten_frames"`` (the number
    and its dots, or a ten-frame, for the youngest: numbers up to 10).  ``lang``: the
    language of the words on the first page; ``paper``: ``"a4"`` or ``"letter"``.

    ``ValueError`` naming the field and what it allows for a deck the rules do not allow
    (``numbers`` 1 to 64, ``copies`` 1 to 8, at most 64 cards), an unknown style or one that
    does not fit the numbers, a language or paper size that is not supported.
    """
    rules = _rules(numbers, copies)
    style = _style(style, numbers)
    lang = normalize_language(lang)
    paper = _paper(paper)
    html = _pages(rules, style, lang, paper)
    return Cards(numbers, rules.copies, style, lang, paper, html, rules.deck_size)


def label(deck: Cards) -> str:
    """What a link to the deck says: ``1–10 with dots (A4)``, in its language."""
    w = Words(deck.lang)
    paper = {"a4": "A4", "letter": "Letter"}[deck.paper]
    if deck.numbers is None:
        return f"{w.plain('sheet.cards.label.deck')} ({paper})"
    if deck.style == "numerals":
        return f"1–{deck.numbers} ({paper})"
    return f"{w.plain(f'sheet.cards.label.{deck.style}', top=deck.numbers)} ({paper})"


# -- the pages ------------------------------------------------------------------------------
def _what(w: Words, rules: Rules) -> str:
    """Which deck this is, in a sentence."""
    if rules.numbers is None:
        worth = {name: rules.value(rank) for name, rank in (("j", 11), ("q", 12), ("k", 13))}
        return f"{w('sheet.cards.deck')} {w('sheet.values', a=rules.value(14), **worth)}"
    return w("sheet.cards.numbers", top=rules.numbers, copies=rules.copies, count=rules.deck_size)


def _head(w: Words, rules: Rules, number: int, pages: int) -> str:
    """Above the cards: on the first page the title, the deck and how to cut it; on the
    others the title and the page's number."""
    scissors = '<span class="scissors" aria-hidden="true">✂</span>'
    if number > 1:
        return (
            f'<div class="cards-head"><span>{scissors} {w("sheet.title.cards")}</span>'
            f"<span>{number} / {pages}</span></div>"
        )
    return (
        f"<h1>{w('sheet.title.cards')}</h1><p>{_what(w, rules)}</p>"
        f"<p>{scissors} {w('sheet.cards.cut')}</p>"
    )


def _how(w: Words, rules: Rules) -> str:
    """How to play, with the sheets' real-card steps, and the teacher's line."""
    steps = [
        w("sheet.real.deal"),
        w("sheet.real.flip"),
        w("sheet.real.win"),
        *war_steps(w, rules),
        w("sheet.real.end"),
    ]
    items = "".join(f"<li>{s}</li>" for s in steps)
    return (
        f'<div class="how-to"><h2>{w("sheet.cards.play")}</h2><ol>{items}</ol>'
        f'<p class="small">{w("sheet.cards.print")}</p></div>'
    )


def _table(deck: list[Card], style: str) -> str:
    """Up to :data:`ROWS` rows of :data:`COLUMNS` cards; a short last row's empty places
    have no cut line."""
    cells = [f"<td>{face(card, style, str(card))}</td>" for card in deck]
    cells += ['<td class="empty"></td>'] * (-len(cells) % COLUMNS)
    body = "".join(
        f"<tr>{''.join(cells[i : i + COLUMNS])}</tr>" for i in range(0, len(cells), COLUMNS)
    )
    return f'<table class="cut">{body}</table>'


@lru_cache(maxsize=32)
def _pages(rules: Rules, style: str, lang: str, paper: str) -> str:
    """Every page: :data:`ROWS` × :data:`COLUMNS` cards a page; how to play below the last
    cards when a row is free there, else on a page of its own."""
    w = Words(lang)
    deck = rules.new_deck()
    per_page = ROWS * COLUMNS
    tables = [_table(deck[i : i + per_page], style) for i in range(0, len(deck), per_page)]
    if 0 < len(deck) % per_page <= per_page - COLUMNS:  # a row or more free on the last page
        tables[-1] += _how(w, rules)
    else:
        tables.append(_how(w, rules))
    sections = "".join(
        f'<section class="page cards">{_head(w, rules, n, len(tables))}{body}</section>'
        for n, body in enumerate(tables, 1)
    )
    title = escape(w.plain("sheet.title.cards"))
    html = document(sections, title, lang, paper)
    return html.replace("</style>", _css(paper) + "</style>", 1)


def _css(paper: str) -> str:
    _, width, _ = PAPERS[paper]
    inside = width - 2 * MARGIN
    height = CARD_HEIGHT[paper]
    return CARDS_CSS % {
        "width": inside,
        "card_w": inside / COLUMNS,
        "card_h": height,
        "face_h": height - 3.5,
    }


__all__ = ["CARDS", "STYLES", "Cards", "cards", "label"]
