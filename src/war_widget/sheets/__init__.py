"""Printable sheets: a game's rounds on paper, for a class with pencils.

``sheet(code, activity, lang=..., paper=...)`` replays the game a code names on the engine and
makes one print-ready HTML page (A4 or US Letter, black on white):

1. the worksheet: the first rounds' cards drawn as SVG, with boxes to write in;
2. the exit ticket (the next rounds, solved alone) and the real-card version of the activity;
3. the answer key, on a page of its own, from the engine's own comparisons and sums.

Activities (:data:`ACTIVITIES`): ``"win"`` who wins each round; ``"sign"`` <, > or = between
the two cards; ``"sum"`` each player's two cards added (a game with ``flip=2``,
``combine="sum"``: Guerra de sumas).  Each lesson's sheets are in :data:`LESSON_SHEETS`.

    >>> from war_widget import Game, Rules, sheets
    >>> page = sheets.sheet(Game(Rules(numbers=10, copies=4), seed=7).code, "sign", lang="pl")
    >>> page.save("sheet.html")  # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..locale import normalize_language
from .layout import PAPERS
from .lessons import LESSON_SHEETS, LessonSheet, for_lesson
from .page import document, exit_and_real, key, worksheet
from .rounds import ACTIVITIES, flips, game_for
from .words import Words

__all__ = [
    "ACTIVITIES",
    "LESSON_SHEETS",
    "PAPERS",
    "LessonSheet",
    "Sheet",
    "for_lesson",
    "sheet",
]

#: Rounds on the worksheet for each activity (what fits one page of A4 and of Letter), and
#: rounds on the exit ticket.
ROUNDS = {"win": 8, "sign": 8, "sum": 6}
EXIT_ROUNDS = 2


@dataclass(frozen=True)
class Sheet:
    """A printable sheet: ``html`` is the whole page; :meth:`save` writes it."""

    code: str
    activity: str
    lang: str
    paper: str
    html: str

    def save(self, path: str | Path) -> Path:
        """Write the page (UTF-8) and return its path."""
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        return self.html


def _paper(paper: str) -> str:
    if isinstance(paper, str) and paper.strip().lower() in PAPERS:
        return paper.strip().lower()
    allowed = ", ".join(repr(p) for p in PAPERS)
    raise ValueError(f"paper={paper!r} is not allowed: paper must be one of {allowed}")


def sheet(code: str, activity: str, *, lang: str = "en", paper: str = "a4") -> Sheet:
    """The printable sheet of ``activity`` on the game ``code`` names, in ``lang``.

    ``ValueError`` naming the field and what it allows for an unknown activity, a code that is
    not a game code (or not a two-player game the activity fits), a language or paper size
    that is not supported.
    """
    lang = normalize_language(lang)
    paper = _paper(paper)
    game = game_for(code, activity)
    played = flips(game, ROUNDS[activity] + EXIT_ROUNDS)
    if len(played) < ROUNDS[activity] + EXIT_ROUNDS:
        raise ValueError(
            f"code={code!r} is not allowed: its game ends after {game.round} rounds, "
            f"and a {activity!r} sheet needs {ROUNDS[activity] + EXIT_ROUNDS}"
        )
    rounds, exits = played[: ROUNDS[activity]], played[ROUNDS[activity] :]
    w = Words(lang)
    canonical = game.code
    body = (
        worksheet(rounds, w, activity, game.rules)
        + exit_and_real(exits, w, activity, game.rules)
        + key(rounds, exits, w, activity, canonical)
    )
    title = w(f"sheet.title.{activity}")
    return Sheet(canonical, activity, lang, paper, document(body, title, lang, paper))
