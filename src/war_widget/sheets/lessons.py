"""Which sheet goes with which lesson, and why.

========================  ==========  ===================================================
lesson                    activity    the game
========================  ==========  ===================================================
``01_play``               win         the classic game: who wins a flip (numbers up to 14)
``02_counting``           sign        the youngest's deck 1–10 (four of each): <, > or =
``02_counting``           sum         Guerra de sumas with the ace as 1: adding two cards
``03_probability``        record      the class experiment's record sheet: a row per deal,
                                      the live class's ``game`` record's columns (first
                                      flip a war, rounds, wars, who won), the classic rules
``04_rules_tour``         sign        the classic game: <, > and = with the picture cards
``05_forever``            win         a deck of 1 to 6 (four of each), as the lesson's
                                      tiny decks: a game the class can play to its end
``06_probability_more``   win         one card face down in a war (the extension's first
                                      rule change), played by hand
========================  ==========  ===================================================

The seeds are fixed so that a lesson's sheet is the same every time it is printed, and each
game lasts long enough for its worksheet and exit ticket.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Game
from ..rules import Rules
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
    LessonSheet("03_probability", "record", _code(Rules(), 104)),
    LessonSheet("04_rules_tour", "sign", _code(Rules(), 105)),
    LessonSheet("05_forever", "win", _code(Rules(numbers=6, copies=4), 106)),
    LessonSheet("06_probability_more", "win", _code(Rules(face_down=1), 107)),
)


def for_lesson(lesson: str, *, lang: str = "en", paper: str = "a4") -> list[Sheet]:
    """Every sheet of a lesson (``"02_counting"``), in ``lang`` on ``paper``."""
    found = [s for s in LESSON_SHEETS if s.lesson == lesson]
    if not found:
        allowed = ", ".join(sorted({repr(s.lesson) for s in LESSON_SHEETS}))
        raise ValueError(f"lesson={lesson!r} is not allowed: lesson must be one of {allowed}")
    return [sheet(s.code, s.activity, lang=lang, paper=paper) for s in found]
