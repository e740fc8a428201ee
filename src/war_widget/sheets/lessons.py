"""Which sheet goes with which lesson, and why.

========================  ==========  ===================================================
lesson                    activity    the game
========================  ==========  ===================================================
``01_play``               win         the classic game: who wins a flip (numbers up to 14)
``02_counting``           sign        the youngest's deck 1–10 (four of each): <, > or =
``02_counting``           sum         Guerra de sumas with the ace as 1: adding two cards
``02_counting``           difference  two cards each, the bigger less the smaller (the plan's
                                      extension tier: ``flip=2, combine="difference"``)
``02_counting``           product     Product War with cards 1 to 12 (four of each): the times
                                      tables to 12 × 12 (England's Year 4 check)
``03_probability``        record      the class experiment's record sheet: a row per deal,
                                      the live class's ``game`` record's columns (first
                                      flip a war, rounds, wars, who won), the classic rules
``04_rules_tour``         sign        the classic game: <, > and = with the picture cards
``05_forever``            win         a deck of 1 to 6 (four of each), as the lesson's
                                      tiny decks: a game the class can play to its end
``06_probability_more``   win         one card face down in a war (the extension's first
                                      rule change), played by hand
``07_true``               record      lesson 03's record sheet: each pair's whole games
                                      (rounds and wars: claim 1's wars per round; the
                                      first flip: claim 2), the classic rules
========================  ==========  ===================================================

The seeds are fixed so that a lesson's sheet is the same every time it is printed, and each
game lasts long enough for its worksheet and exit ticket.

Each lesson also offers printable cards (:func:`~.cards.cards`) for a room without decks:

========================  ===================================================================
lesson                    the cards (:data:`LESSON_CARDS`)
========================  ===================================================================
``01_play``               1–13, four of each (the numbers alone), and the full deck of 52
``02_counting``           1–10, four of each, with dots, and the same with ten-frames: the
                          youngest count or see the number (the ladder's deck)
``03_probability``        the full deck: the experiment's 3/51 needs four of each rank
``04_rules_tour``         the full deck: the rules change the picture cards' and aces' worth
``05_forever``            1–6, four of each: the lesson's tiny deck, whose games end
``06_probability_more``   the full deck, as lesson 03
``07_true``               the full deck: the claims are tested on the classic game
========================  ===================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.engine import Game
from ..game.rules import Rules
from .cut_out import Cards, cards
from .make import Sheet, sheet


@dataclass(frozen=True)
class LessonSheet:
    """One sheet of a lesson: its activity and the game, as a code."""

    lesson: str
    activity: str
    code: str


def _code(rules: Rules, seed: int) -> str:
    return Game(rules, seed=seed).code


LESSON_SHEETS: tuple[LessonSheet, ...] = (
    LessonSheet("01_play", "win", _code(Rules(), 101)),
    LessonSheet("02_counting", "sign", _code(Rules(numbers=10, copies=4), 102)),
    LessonSheet("02_counting", "sum", _code(Rules.preset("guerra_de_sumas", ace_low=True), 103)),
    LessonSheet("02_counting", "difference", _code(Rules(flip=2, combine="difference"), 109)),
    LessonSheet(
        "02_counting", "product", _code(Rules(numbers=12, copies=4, flip=2, combine="product"), 110)
    ),
    LessonSheet("03_probability", "record", _code(Rules(), 104)),
    LessonSheet("04_rules_tour", "sign", _code(Rules(), 105)),
    LessonSheet("05_forever", "win", _code(Rules(numbers=6, copies=4), 106)),
    LessonSheet("06_probability_more", "win", _code(Rules(face_down=1), 107)),
    LessonSheet("07_true", "record", _code(Rules(), 108)),
)


@dataclass(frozen=True)
class LessonCards:
    """One deck of printable cards a lesson offers (the arguments of :func:`~.cards.cards`)."""

    lesson: str
    numbers: int | None
    style: str = "numerals"
    copies: int | None = None


LESSON_CARDS: tuple[LessonCards, ...] = (
    LessonCards("01_play", 13),
    LessonCards("01_play", None),
    LessonCards("02_counting", 10, "dots"),
    LessonCards("02_counting", 10, "ten_frames"),
    LessonCards("03_probability", None),
    LessonCards("04_rules_tour", None),
    LessonCards("05_forever", 6),
    LessonCards("06_probability_more", None),
    LessonCards("07_true", None),
)


def cards_for_lesson(lesson: str, *, lang: str = "en", paper: str = "a4") -> list[Cards]:
    """The printable cards a lesson offers (none for a lesson not in :data:`LESSON_CARDS`)."""
    return [
        cards(c.numbers, copies=c.copies, style=c.style, lang=lang, paper=paper)
        for c in LESSON_CARDS
        if c.lesson == lesson
    ]


def for_lesson(lesson: str, *, lang: str = "en", paper: str = "a4") -> list[Sheet]:
    """Every sheet of a lesson (``"02_counting"``), in ``lang`` on ``paper``."""
    found = [s for s in LESSON_SHEETS if s.lesson == lesson]
    if not found:
        allowed = ", ".join(sorted({repr(s.lesson) for s in LESSON_SHEETS}))
        raise ValueError(f"lesson={lesson!r} is not allowed: lesson must be one of {allowed}")
    return [sheet(s.code, s.activity, lang=lang, paper=paper) for s in found]
