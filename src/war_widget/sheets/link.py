"""A sheet as a link: a lesson's cell shows its sheets (and its printable cards) as links that
download them, and the play widget's Settings offers the current game's sheet
(:func:`activity_for` picks the activity) and its deck's cards (:func:`cards_for_game`).

A link carries the whole page as a ``data:`` URL, so it needs no server and no file: it works
in JupyterLab, in the offline lessons' website (Python in the browser) and in a saved
notebook's output alike.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from html import escape

from ..game.engine import Game
from ..game.rules import Rules
from ..locale import normalize_language, say
from .card_faces import MAX_COUNTED
from .cut_out import Cards, cards
from .cut_out import label as cards_label
from .files import Page, data_url, filename
from .lessons import cards_for_lesson, for_lesson
from .make import Sheet, sheet
from .words import Words

__all__ = [
    "SheetLinks",
    "activity_for",
    "cards_for_game",
    "cards_label",
    "data_url",
    "filename",
    "for_game",
    "label",
    "links",
]

#: How a link names each paper size.
_PAPER_NAMES = {"a4": "A4", "letter": "Letter"}


def label(page: Sheet) -> str:
    """What a link to the page says: ``Who wins? (A4)``, in the page's language."""
    return f"{Words(page.lang).plain(f'sheet.title.{page.activity}')} ({_PAPER_NAMES[page.paper]})"


def _labelled(lang: str, label: str, value: str) -> str:
    """``label: value`` with the colon as the language writes it (``ui.labelled``); both
    parts as given (already HTML where the caller writes HTML)."""
    return say(lang, "ui.labelled", label=label, value=value)


def _link(page: Page, words: str) -> str:
    return f'<a download="{escape(filename(page))}" href="{data_url(page)}">{escape(words)}</a>'


@dataclass(frozen=True)
class SheetLinks:
    """Sheets (each with its answer key) and printable cards shown as download links in a
    notebook (``_repr_html_``), or listed as text."""

    sheets: tuple[Sheet, ...]
    lang: str
    cards: tuple[Cards, ...] = ()

    def _repr_html_(self) -> str:
        w = Words(self.lang)
        items = " | ".join(
            f"{_link(s, label(s))} ({_link(s.answers, Words(s.lang).plain('sheet.key.title'))})"
            for s in self.sheets
        )
        html = _labelled(self.lang, f"<b>{escape(w.plain('ui.sheet'))}</b>", items)
        if self.cards:
            decks = " | ".join(_link(c, cards_label(c)) for c in self.cards)
            html += "<br>" + _labelled(
                self.lang, f"<b>{escape(w.plain('ui.sheet.cards'))}</b>", decks
            )
        return f'<p class="war-widget-sheets">{html}</p>'

    def __repr__(self) -> str:
        w = Words(self.lang)
        text = _labelled(
            self.lang,
            w.plain("ui.sheet"),
            ", ".join(f"{label(s)} [{filename(s)}, {filename(s.answers)}]" for s in self.sheets),
        )
        if self.cards:
            text += "\n" + _labelled(
                self.lang,
                w.plain("ui.sheet.cards"),
                ", ".join(f"{cards_label(c)} [{filename(c)}]" for c in self.cards),
            )
        return text


def links(
    lesson: str, *, lang: str = "en", papers: tuple[str, ...] = ("a4", "letter")
) -> SheetLinks:
    """The sheets of ``lesson`` (see :data:`LESSON_SHEETS`) on each paper, as links."""
    lang = normalize_language(lang)
    per_paper = [for_lesson(lesson, lang=lang, paper=paper) for paper in papers]
    decks = [cards_for_lesson(lesson, lang=lang, paper=paper) for paper in papers]
    return SheetLinks(
        tuple(page for pages in zip(*per_paper, strict=True) for page in pages),
        lang,
        tuple(deck for pages in zip(*decks, strict=True) for deck in pages),
    )


def activity_for(rules: Rules) -> str | None:
    """The activity a sheet of a game under ``rules`` asks for, or None when none fits: with
    two cards a player, what the rules do with them (the sum for Guerra de sumas, the product
    for Product War, the difference); the sign for the number decks (the ladder), else who
    wins."""
    if rules.players != 2 or rules.steal != "off":
        return None
    if rules.flip == 2:
        return rules.combine  # "sum", "product" or "difference": an activity each
    if rules.flip != 1:
        return None
    return "sign" if rules.numbers is not None else "win"


def cards_for_game(game: Game, *, lang: str, paper: str = "a4") -> Cards:
    """The printable cards of ``game``'s deck, as the play widget's Settings offers them: the
    full deck for a French deck (whatever its ranks and jokers: the 52 to sort from), else
    its numbers and copies, with dots up to 10."""
    rules = game.rules
    if rules.numbers is None:
        return cards(None, lang=lang, paper=paper)
    style = "dots" if rules.numbers <= MAX_COUNTED else "numerals"
    return cards(rules.numbers, copies=rules.copies, style=style, lang=lang, paper=paper)


def for_game(
    game: Game, *, lang: str, paper: str = "a4", tries: int = 20, digits: str = "latn"
) -> Sheet | None:
    """The sheet of ``game``'s deal (from its first round), its numbers in ``digits``, or None
    when no activity fits its rules.  A deal that ends before the sheet's rounds (a small
    deck's game can) gives way to the next deal under the same rules that lasts long enough
    (seeds ``seed + 1``, ...): the sheet's answer key names the code it was made from."""
    activity = activity_for(game.rules)
    if activity is None:
        return None
    # The next deals are dealt only when one is needed (most deals last long enough).
    codes = itertools.chain(
        [game.code], (Game(game.rules, seed=game.seed + k).code for k in range(1, tries))
    )
    for code in codes:
        try:
            return sheet(code, activity, lang=lang, paper=paper, digits=digits)
        except ValueError:  # this deal ends before the sheet's rounds
            continue
    return None
