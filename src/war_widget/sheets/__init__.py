"""Printable sheets: a game's rounds on paper, for a class with pencils.

``sheet(code, activity, lang=..., paper=...)`` replays the game a code names on the engine and
makes the print-ready HTML pages (A4 or US Letter, black on white):

1. the worksheet: the first rounds' cards drawn as SVG, with boxes to write in;
2. the exit ticket (the next rounds, solved alone) and the real-card version of the activity;
3. the answer key, a document of its own (``Sheet.answers``: printing the pupils' pages 1 and
   2, ``Sheet.html``, never prints the answers), from the engine's own comparisons and sums.

Activities (:data:`ACTIVITIES`): ``"win"`` who wins each round; ``"sign"`` <, > or = between
the two cards; ``"sum"`` each player's two cards added (a game with ``flip=2``,
``combine="sum"``: Guerra de sumas); ``"product"`` multiplied (``flip=2,
combine="product"``: Product War, the times tables); ``"difference"`` the smaller taken from
the larger (``flip=2, combine="difference"``); ``"record"`` lesson 03's record sheet, one
page with a row per deal whose columns are a live class's ``game`` record (:mod:`.record`;
its answer key says it has none to check).  Each lesson's sheets are in :data:`LESSON_SHEETS`;
``links(lesson, lang=...)`` shows them in a notebook as links that download them, and
``for_game(game, lang=...)`` is the sheet the play widget's Settings offers.

``cards(numbers=10, copies=4, style="dots", lang=..., paper=...)`` is a deck to print and cut
out for a room without real decks (:mod:`.cards`): the numbers 1 to ``numbers`` (with dots or
ten-frames for the youngest), or ``numbers=None`` the full deck of 52; each lesson's decks
are in :data:`LESSON_CARDS`, offered beside its sheets by ``links``, and
``cards_for_game(game, lang=...)`` is the deck Settings offers beside the sheet.

    >>> from war_widget import Game, Rules, sheets
    >>> page = sheets.sheet(Game(Rules(numbers=10, copies=4), seed=7).code, "sign", lang="pl")
    >>> page.save("sheet.html")  # doctest: +SKIP
"""

from __future__ import annotations

from .cut_out import Cards, cards
from .layout import PAPERS
from .lessons import (
    LESSON_CARDS,
    LESSON_SHEETS,
    LessonCards,
    LessonSheet,
    cards_for_lesson,
    for_lesson,
)
from .link import SheetLinks, activity_for, cards_for_game, data_url, for_game, links
from .make import EXIT_ROUNDS, ROUNDS, Answers, Sheet, sheet
from .rounds import ACTIVITIES

__all__ = [
    "ACTIVITIES",
    "EXIT_ROUNDS",
    "LESSON_CARDS",
    "LESSON_SHEETS",
    "PAPERS",
    "ROUNDS",
    "Answers",
    "Cards",
    "LessonCards",
    "LessonSheet",
    "Sheet",
    "SheetLinks",
    "activity_for",
    "cards",
    "cards_for_game",
    "cards_for_lesson",
    "data_url",
    "for_game",
    "for_lesson",
    "links",
    "sheet",
]
