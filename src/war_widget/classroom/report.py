"""The records a pupil's table makes for the live class: :class:`Reporter`.

A play widget told to report (``WarWidget(report=reporter)``, or ``table.report = reporter``)
hands every finished round, every game over and every quiz answer to its reporter as Python
objects (:data:`war_widget.play.session.Report`); the reporter turns each into a record of
the class (the shape every part of the live class shares, docs/classroom.md):

    {"id": "k3v9q2ab-17", "kind": "round", "lesson": "03_probability", "data": {...}}

``data`` holds what the lesson needs and nothing more (no name, no card's suit):

- a round: ``{"game", "round", "cards", "winner", "war", "first", "seats"}``: the worths each
  seat turned up at the round's opening flip (seat 0 the pupil; a list of worths per seat
  when two cards are flipped), who won it (None: nobody), whether it had a war, whether it
  was the game's first flip;
- a game over: ``{"game", "rounds", "wars", "first_war", "winner", "reason", "code"}``, the
  columns of lesson 03's paper record sheet (:data:`RECORD_COLUMNS`: first flip a war, the
  game's length, its wars, the winner) with why it ended and its code (the same game can
  be dealt again from it);
- a quiz answer: ``{"quiz", "question", "right", "tries", "given"}``: the kind, the question
  as a short text of numbers ("9 ? 5", "4 + 3", "26 → ?"), whether it was answered right (on
  the first or the second try), the tries it took and the last answer given (a card's worth
  for "which is bigger?", "=" for "the same").

A record's id is ``{device}-{seq}``: the device's id and a number counted up from ``start``.
The page keeps both (the device id in localStorage; each page load reserves a block of numbers
in its IndexedDB outbox, so two loads, or two tabs, never share one): every id is unique in
the room, and a record sent twice is kept once. The page adds the pupil's name when it keeps a
record and the device's clock (``sent``) when it sends it. No Jupyter here: the light host
(:mod:`war_widget.lessons.light_host`) uses it in the browser's Python.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..game.cards import Card
from ..game.engine import Game, Round
from ..game.records import laid

#: What a lesson's id looks like ("03_probability").
LESSON = re.compile(r"^\d\d_[a-z0-9_]{1,40}$")
#: A device's id: letters, digits and "_" (the "-" parts an id from its number).
DEVICE = re.compile(r"^[A-Za-z0-9_]{1,40}$")
#: How an answer to a "which is bigger?" question that says "the same" is written.
SAME = "="
#: How a sum, a difference and a product of two cards are written in a question.
SIGNS = {"sum": "+", "difference": "-", "product": "×"}
#: The columns of lesson 03's printed record sheet (:mod:`war_widget.sheets.record`), in its
#: order: the keys of a ``game`` record's ``data`` a pair writes on paper (the sheet's first
#: column, the names, is the record's ``pupil``). Paper and live play share this record.
RECORD_COLUMNS = ("first_war", "rounds", "wars", "winner")

Send = Callable[[list[dict[str, Any]]], None]


class Reporter:
    """Makes a pupil's records from what the play widget reports, and keeps them until taken.

    ``lesson`` is the lesson's id, ``device`` the device's, ``start`` the number of the first
    record's id. With ``send``, every :meth:`flush` hands the records made since the last one
    to it as one batch; without, :meth:`take` returns them. The widget calls the reporter
    itself (``reporter(kind, details)``); a kind it does not know is ignored.
    """

    def __init__(self, lesson: str, device: str, *, start: int = 1, send: Send | None = None):
        if not isinstance(lesson, str) or not LESSON.match(lesson):
            raise ValueError(
                f"lesson={lesson!r} is not allowed: a lesson's id, e.g. '03_probability'"
            )
        if not isinstance(device, str) or not DEVICE.match(device):
            raise ValueError(f"device={device!r} is not allowed: 1 to 40 letters, digits or '_'")
        if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < 10**15:
            raise ValueError(f"start={start!r} is not allowed: a whole number from 0")
        self.lesson = lesson
        self.device = device
        self.next = start
        self.send = send
        self._made: list[dict[str, Any]] = []

    # -- the widget's hook -------------------------------------------------------------------
    def __call__(self, kind: str, details: dict[str, Any]) -> None:
        number = int(details.get("number", 1))
        if kind == "round":
            self.add("round", round_data(details["game"], details["round"], number))
        elif kind == "game":
            self.add("game", game_data(details["game"], number))
        elif kind == "answer":
            self.add(
                "answer", answer_data(details["game"], details["question"], details["feedback"])
            )

    # -- the records -------------------------------------------------------------------------
    def add(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """A record of ``kind`` with ``data``, numbered and kept until taken."""
        record = {
            "id": f"{self.device}-{self.next}",
            "kind": kind,
            "lesson": self.lesson,
            "data": data,
        }
        self.next += 1
        self._made.append(record)
        return record

    def take(self) -> list[dict[str, Any]]:
        """The records made since the last take (or flush), oldest first."""
        made, self._made = self._made, []
        return made

    def flush(self) -> int:
        """Hand the records made since the last flush to ``send`` as one batch (none: nothing
        is sent); returns how many were sent."""
        if self.send is None or not self._made:
            return 0
        batch = self.take()
        self.send(batch)
        return len(batch)


def opening_worths(game: Game, rnd: Round) -> list[Any]:
    """What each seat turned up at ``rnd``'s opening flip: its worth (two-card flips: each
    card's worth), None for a seat that turned up nothing."""
    rules = game.rules
    cards: list[Any] = []
    for plays in laid(rnd, rules.players):
        first = next((p for p in plays if p.cards), None)
        if first is None:
            cards.append(None)
        elif rules.flip == 1:
            cards.append(rules.value(first.cards[0].rank))
        else:
            cards.append([rules.value(c.rank) for c in first.cards])
    return cards


def round_data(game: Game, rnd: Round, number: int) -> dict[str, Any]:
    """A round's record data (see the module's docstring)."""
    return {
        "game": number,
        "round": rnd.number,
        "cards": opening_worths(game, rnd),
        "winner": rnd.winner,
        "war": rnd.wars > 0,
        "first": rnd.number == 1,
        "seats": game.rules.players,
    }


def game_data(game: Game, number: int) -> dict[str, Any]:
    """A finished game's record data: the columns of lesson 03's record sheet and more."""
    result = game.result
    rounds = game.history()[1:]  # round 0 is the deal
    return {
        "game": number,
        "rounds": result.rounds if result is not None else game.round,
        "wars": sum(r.wars for r in rounds),
        "first_war": bool(rounds) and rounds[0].wars > 0,
        "winner": None if result is None else result.winner,
        "reason": "" if result is None else result.reason,
        "code": game.code,
    }


def answer_data(game: Game, question: Any, feedback: dict[str, Any]) -> dict[str, Any]:
    """A quiz answer's record data, from the question (war_widget.play.quiz.Question) as it
    was asked and the feedback on its last answer."""
    shown = question.shown
    kind = str(shown["kind"])
    worths = [int(p[2]) if p is not None else None for p in question.opening]
    return {
        "quiz": kind,
        "question": question_text(game, kind, shown, worths),
        "right": feedback["outcome"] in ("right", "retry"),
        "tries": int(shown["try"]),
        "given": given_text(kind, feedback["given"], worths),
    }


def question_text(game: Game, kind: str, shown: dict[str, Any], worths: list[Any]) -> str:
    """The question in a few signs and numbers, no name: "9 ? 5", "4 + 3", "26 → ?"."""
    seat = shown.get("seat")
    if kind == "combine" and seat is not None:
        rules = game.rules
        values = [str(rules.value(Card.parse(code).rank)) for code in shown["cards"][seat]]
        return f" {SIGNS.get(rules.combine, '+')} ".join(values)
    if kind == "count" and seat is not None:
        return f"{game.counts[seat]} → ?"
    shown_worths = [str(w) for w in worths if w is not None]
    if kind == "more":
        return " - ".join(shown_worths)
    return " ? ".join(shown_worths)


def given_text(kind: str, given: Any, worths: list[Any]) -> str:
    """The answer given, as the question's text says it: a "which is bigger?" answer (a seat,
    or "tie") as the worth of the card chosen, or "=" for the same."""
    if kind == "compare":
        if given == "tie":
            return SAME
        if isinstance(given, int) and 0 <= given < len(worths) and worths[given] is not None:
            return str(worths[given])
    return str(given)
