"""A sheet as a link: a lesson's cell shows its sheets as links that download them, and the
play widget's Settings offers the current game's sheet (:func:`for_rules` picks the activity).

A link carries the whole page as a ``data:`` URL, so it needs no server and no file: it works
in JupyterLab, in the offline lessons' website (Python in the browser) and in a saved
notebook's output alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..engine import Game
from ..locale import normalize_language
from ..rules import Rules
from .files import data_url, filename
from .lessons import for_lesson
from .make import Sheet, sheet
from .words import Words

__all__ = ["SheetLinks", "activity_for", "data_url", "filename", "for_game", "label", "links"]

#: How a link names each paper size.
_PAPER_NAMES = {"a4": "A4", "letter": "Letter"}


def label(page: Sheet) -> str:
    """What a link to the page says: ``Who wins? (A4)``, in the page's language."""
    return f"{Words(page.lang).plain(f'sheet.title.{page.activity}')} ({_PAPER_NAMES[page.paper]})"


@dataclass(frozen=True)
class SheetLinks:
    """Sheets shown as download links in a notebook (``_repr_html_``), or listed as text."""

    sheets: tuple[Sheet, ...]
    lang: str

    def _repr_html_(self) -> str:
        items = " | ".join(
            f'<a download="{escape(filename(s))}" href="{data_url(s)}">{escape(label(s))}</a> '
            f'(<a download="{escape(filename(s.answers))}" href="{data_url(s.answers)}">'
            f"{escape(Words(s.lang).plain('sheet.key.title'))}</a>)"
            for s in self.sheets
        )
        head = escape(Words(self.lang).plain("ui.sheet"))
        return f'<p class="war-widget-sheets"><b>{head}:</b> {items}</p>'

    def __repr__(self) -> str:
        head = Words(self.lang).plain("ui.sheet")
        return f"{head}: " + ", ".join(
            f"{label(s)} [{filename(s)}, {filename(s.answers)}]" for s in self.sheets
        )


def links(
    lesson: str, *, lang: str = "en", papers: tuple[str, ...] = ("a4", "letter")
) -> SheetLinks:
    """The sheets of ``lesson`` (see :data:`LESSON_SHEETS`) on each paper, as links."""
    lang = normalize_language(lang)
    per_paper = [for_lesson(lesson, lang=lang, paper=paper) for paper in papers]
    return SheetLinks(tuple(page for pages in zip(*per_paper, strict=True) for page in pages), lang)


def activity_for(rules: Rules) -> str | None:
    """The activity a sheet of a game under ``rules`` asks for, or None when none fits: the
    sum for Guerra de sumas, the sign for the number decks (the ladder), else who wins."""
    if rules.players != 2 or rules.steal != "off":
        return None
    if rules.flip == 2 and rules.combine == "sum":
        return "sum"
    if rules.flip != 1:
        return None
    return "sign" if rules.numbers is not None else "win"


def for_game(game: Game, *, lang: str, paper: str = "a4", tries: int = 20) -> Sheet | None:
    """The sheet of ``game``'s deal (from its first round), or None when no activity fits its
    rules.  A deal that ends before the sheet's rounds (a small deck's game can) gives way to
    the next deal under the same rules that lasts long enough (seeds ``seed + 1``, ...): the
    sheet's answer key names the code it was made from."""
    activity = activity_for(game.rules)
    if activity is None:
        return None
    codes = [game.code] + [Game(game.rules, seed=game.seed + k).code for k in range(1, tries)]
    for code in codes:
        try:
            return sheet(code, activity, lang=lang, paper=paper)
        except ValueError:  # this deal ends before the sheet's rounds
            continue
    return None
