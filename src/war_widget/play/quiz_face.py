"""The quiz face to face (``facing=True`` with two players): each child answers on their half.

Two children across one phone or a tablet lying flat both see the question, each on their own
half turned to them, and each answers it there: each answer is judged on its own (a first wrong
one leaves that child a second try, as the quiz does for one learner), each child's feedback is
theirs, and the round is played when both have answered for good (as Flip waits for both
presses).  The question's ``each`` says, per seat, which try it is on and the feedback it got
(None before its first answer); the front-end draws from it and decides nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .quiz import SCORE_KEYS, Question

#: The seats that answer face to face: seat 0 at the near edge, seat 1 across the device.
SEATS = (0, 1)


def fresh() -> list[dict[str, Any]]:
    """Each seat's state before anyone has answered: its first try, no feedback."""
    return [{"try": 1, "feedback": None} for _ in SEATS]


def each_of(shown: dict[str, Any], previous: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The seats' state for the question ``shown``: kept from ``previous`` when it asked about
    the same round of the same game (asked again in other words), else fresh."""
    same = (
        previous is not None
        and previous.get("each") is not None
        and previous["game"] == shown["game"]
        and previous["round"] == shown["round"]
    )
    return [dict(e) for e in previous["each"]] if same and previous is not None else fresh()


def final(entry: dict[str, Any]) -> bool:
    """This seat has answered for good (right, or a second miss)."""
    fb = entry.get("feedback")
    return fb is not None and fb["outcome"] != "again"


def as_seat(question: Question, seat: int) -> Question:
    """The question as ``seat`` answers it: on its own try."""
    return replace(question, shown={**question.shown, "try": question.shown["each"][seat]["try"]})


def answered(question: Question, seat: int, feedback: dict[str, Any]) -> Question:
    """The question after ``seat``'s answer earned ``feedback`` (a miss: its second try)."""
    each = [dict(e) for e in question.shown["each"]]
    again = feedback["outcome"] == "again"
    each[seat] = {"try": 2 if again else each[seat]["try"], "feedback": {**feedback, "seat": seat}}
    return replace(question, shown={**question.shown, "each": each})


def scored(scores: list[dict[str, int]], seat: int, outcome: str) -> list[dict[str, int]]:
    """Each seat's own score (``right``, ``retry``, ``wrong``) after ``seat``'s answer for
    good earned ``outcome``: each half of the screen shows its own child's."""
    each = [dict(scores[s]) if s < len(scores) else dict.fromkeys(SCORE_KEYS, 0) for s in SEATS]
    each[seat][outcome] = each[seat].get(outcome, 0) + 1
    return each


def together(question: Question) -> dict[str, Any]:
    """The feedback on the round once both have answered for good: each seat's own (``each``),
    the right answer (the table marks it), and ``outcome`` "right" when both were right."""
    shown = question.shown
    mine = [e["feedback"] for e in shown["each"]]
    both = all(fb["outcome"] in ("right", "retry") for fb in mine)
    return {
        "game": shown["game"],
        "round": shown["round"],
        "given": [fb["given"] for fb in mine],
        "outcome": "right" if both else "wrong",
        "text": "",
        "detail": "",
        "answer": question.answer,
        "each": mine,
    }
