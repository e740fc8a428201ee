"""The quiz: :func:`ask` a question about the next round, :meth:`Quiz.judge` an answer.

With ``quiz=True`` the learner answers before a round is resolved.  Python
computes the question about the next round (``question``: its prompt in the
learner's language and the cards of the opening flip, never the answer) and
keeps the answer; the front-end shows the cards and sends an ``answer``
message; Python judges it, sets ``feedback``, counts it in ``score`` and, on a
right answer or a second miss, plays the round.  What is asked (``quiz_kind``):
``"compare"`` which card is bigger (under ``lowest_wins`` which card wins: the lowest; tap
it, or *Same*), ``"combine"`` the sum,
difference or product of the learner's two cards under *Guerra de sumas*,
``"count"`` how many cards the learner's pile has after the round, ``"symbol"``
which sign goes between the left and the right card (tap ``<``, ``>`` or ``=``),
``"more"`` how many more the bigger card has (the difference); ``"auto"``
(the default) asks ``"combine"`` under two-card flips, else ``"compare"``.
When a kind cannot be asked about a round (nothing to combine with one card;
the counts of a round waiting for war or peace are not known yet; a sign or a
difference needs two players with one card each) the quiz asks ``"compare"`` instead.

The answer stays in Python, in a :class:`Question`; :class:`Quiz` keeps the teacher's
record of the answers given (the latest :data:`ANSWERS_KEEP`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..explain.sentences import Writer
from ..explain.speech import in_words, isolate_arithmetic
from ..game.rules import Rules
from .quiz_text import wrong_answer
from .words import say

#: What the quiz asks: ``"auto"`` picks ``"combine"`` under Guerra de sumas, else ``"compare"``.
QUIZ_KINDS = ("auto", "compare", "combine", "count", "symbol", "more")
#: The signs a ``"symbol"`` question offers, in the order they are shown.
SIGNS = ("<", "=", ">")
SCORE_KEYS = ("right", "retry", "wrong")
#: Face to face each child taps the cards on their own half: the questions that say "tap it"
#: say where (face to face is two players: no "many" question).
FACE_PROMPTS = {
    key: f"{key}.face"
    for key in (
        "quiz.compare",
        "quiz.compare.lowest",
        "quiz.compare.pairs",
        "quiz.compare.pairs.lowest",
    )
}
#: Largest number a quiz answer may be (a product of two jokers is 225).
MAX_ANSWER = 10_000
#: Quiz answers kept in ``WarWidget.answers`` (the latest; ``score`` counts them all).
ANSWERS_KEEP = 1000


@dataclass(frozen=True)
class Question:
    """A question: what the front-end shows (``shown``, the ``question`` trait) and what
    stays in Python: the right answer, the plays it is about, the numbers behind it."""

    shown: dict[str, Any]
    answer: int | str
    opening: list[Any]
    detail: str


def ask(
    view: dict[str, Any],
    rules: Rules,
    *,
    kind: str,
    game_id: int,
    previous: dict[str, Any] | None,
    lang: str,
    before: Sequence[int] = (),
    names: Sequence[str] | None = None,
    face: bool = False,
) -> Question | None:
    """The question about the round ``view`` (the next one); ``previous`` is the question
    shown before (a question about the same round keeps its try); ``before`` the cards each
    seat holds before that round (a count's answer is explained from them).  None when the
    round turns up no card to ask about (a Steal War round that opens with a decision).
    ``names`` are the players' names as written mid-sentence (None: the learner is "you"):
    a compare question's ``labels`` name each card to tap with whose it is ("{card0}, your
    card": :func:`option_labels`), a sign question's each sign with what it says of the two
    cards ("<, 7 is less than 4": :func:`sign_labels`): what a screen reader says for it.
    ``face``: two children face to face, each answering on their own half, where a card to
    tap is tapped (:data:`FACE_PROMPTS`)."""
    n = view["n"]
    again = previous is not None and previous["game"] == game_id and previous["round"] == n
    opening = [plays[0] if plays else None for plays in view["plays"]]
    cards = [list(p[1]) if p else [] for p in opening]
    seats = [s for s, p in enumerate(opening) if p is not None and p[1]]
    if not seats:
        return None
    marked = 0 if 0 in seats else seats[0]
    kind = _kind(kind, rules, view, len(cards[marked]), len(seats))
    answer, key, seat, options = _answer(kind, rules, view, opening, seats, marked)
    shown = {
        "game": game_id,
        "round": n,
        "kind": kind,
        "prompt": isolate_arithmetic(
            say(
                lang,
                FACE_PROMPTS.get(key, key) if face else key,
                **_prompt_fields(kind, opening, seats),
            ),
            lang,
        ),
        "cards": cards,
        "seat": seat,
        "options": options,
        "try": previous["try"] if again and previous is not None else 1,
    }
    if before:  # each pile without the cards shown: what the counters say while the cards lie
        shown["counts"] = [
            max(0, held - len(laid)) for held, laid in zip(before, cards, strict=True)
        ]
    if kind == "compare":
        shown["labels"] = option_labels(cards, options, rules, names, lang)
    elif kind == "symbol":
        shown["labels"] = sign_labels(**_prompt_fields(kind, opening, seats), lang=lang)
    if kind == "count" and seat is not None and seat < len(before):
        detail = _count_detail(before[seat], int(answer), lang)
    elif kind in ("symbol", "more"):
        detail = _pair_detail(kind, [int(p[2]) for p in opening if p is not None and p[1]], lang)
    else:
        detail = _detail(kind, opening, lang, rules.lowest_wins)
    return Question(shown, answer, opening, isolate_arithmetic(detail, lang))


def option_labels(
    cards: Sequence[Sequence[str]],
    options: Sequence[Any],
    rules: Rules,
    names: Sequence[str] | None,
    lang: str,
) -> list[str | None]:
    """Per seat, the name of its cards as an answer to tap ("{card0}, your card", "{card0},
    the computer's card", "{card0} and {card1}, your cards"); None for a seat not to tap.
    The front-end puts in each ``{cardN}`` the words its card is already named by ("7",
    "king of spades (13)"), so the button's name holds what the card shows (WCAG's label in
    name) and says whose it is."""
    writer = Writer(lang, rules, None if names is None else list(names), 0, [])
    labels: list[str | None] = []
    for seat, codes in enumerate(cards):
        if seat not in options or not codes:
            labels.append(None)
            continue
        shown = writer.join([f"{{card{i}}}" for i in range(len(codes))])
        key = "quiz.option.pair" if len(codes) > 1 else "quiz.option"
        if writer.you and seat == 0:
            key += ".you"
        # The card fields stay for the front-end: the message is filled around them.
        labels.append(str(writer.phrase(key, cards=shown, name=writer.names[seat])))
    return labels


def sign_labels(left: int, right: int, lang: str) -> list[str]:
    """Per sign of :data:`SIGNS`, its name as an answer to tap: the sign, then what it says
    of the two cards in words ("<, 7 is less than 4"; ``speech.*``, as a voice reads "7 < 4"),
    so the name starts with what the button shows (WCAG's label in name)."""
    return [f"{sign}, {in_words(f'{left} {sign} {right}', lang)}" for sign in SIGNS]


def _prompt_fields(kind: str, opening: list[Any], seats: list[int]) -> dict[str, int]:
    """The numbers a prompt shows: a sign question says "7 ☐ 4" (the first seat's card left)."""
    if kind != "symbol":
        return {}
    left, right = (int(opening[s][2]) for s in seats)
    return {"left": left, "right": right}


def _kind(kind: str, rules: Rules, view: dict[str, Any], marked_cards: int, seats: int) -> str:
    two = rules.flip == 2
    if kind in ("symbol", "more") and (two or seats != 2):
        kind = "compare"  # a sign or a difference is between two cards
    if kind == "auto":
        kind = "combine" if two else "compare"
    if kind == "combine" and (not two or marked_cards != 2):
        kind = "compare"  # a single card (or one left) has nothing to combine
    if kind == "count" and not view["finished"]:
        kind = "compare"  # the round waits for war or peace: its counts are not known yet
    return kind


def _answer(
    kind: str,
    rules: Rules,
    view: dict[str, Any],
    opening: list[Any],
    seats: list[int],
    marked: int,
) -> tuple[int | str, str, int | None, list[Any]]:
    """The right answer, the prompt's key, the seat asked about and the seats to tap."""
    if kind == "compare":  # which card wins: the highest, or under lowest_wins the lowest
        values = {s: opening[s][2] for s in seats}
        best = min(values.values()) if rules.lowest_wins else max(values.values())
        top = [s for s in seats if values[s] == best]
        answer: int | str = top[0] if len(top) == 1 else "tie"
        key = (
            "quiz.compare.pairs"
            if rules.flip == 2
            else ("quiz.compare" if len(seats) == 2 else "quiz.compare.many")
        )
        return answer, key + (".lowest" if rules.lowest_wins else ""), None, seats
    if kind == "symbol":
        left, right = (int(opening[s][2]) for s in seats)
        sign = "<" if left < right else (">" if left > right else "=")
        return sign, "quiz.symbol", None, list(SIGNS)
    if kind == "more":
        left, right = (int(opening[s][2]) for s in seats)
        return abs(left - right), "quiz.more", None, []
    if kind == "combine":
        return int(opening[marked][2]), f"quiz.combine.{rules.combine}", marked, []
    return int(view["counts"][marked]), "quiz.count", marked, []


def _detail(kind: str, opening: Sequence[Any], lang: str, lowest: bool = False) -> str:
    """The numbers behind a compare answer ("9 is more than 5."; under ``lowest_wins`` "3 is
    less than 5: the lowest card wins."), said with the feedback."""
    values = sorted((int(p[2]) for p in opening if p is not None and p[1]), reverse=not lowest)
    if kind != "compare" or len(values) < 2:
        return ""
    if values[0] == values[1]:
        return say(lang, "ui.table.quiz.same", big=values[0], small=values[1])
    if lowest:
        return say(lang, "quiz.less.lowest", small=values[0], big=values[1])
    return say(lang, "ui.table.quiz.more", big=values[0], small=values[1])


def _pair_detail(kind: str, values: list[int], lang: str) -> str:
    """The numbers behind a sign ("5 is less than 9.") or a difference ("9 − 5 = 4: ...")."""
    left, right = values
    big, small = max(values), min(values)
    if kind == "more":
        return say(lang, "quiz.more.detail", big=big, small=small, difference=big - small)
    if left == right:
        return say(lang, "ui.table.quiz.same", big=big, small=small)
    if left < right:
        return say(lang, "quiz.less", small=left, big=right)
    return say(lang, "ui.table.quiz.more", big=left, small=right)


def _count_detail(before: int, after: int, lang: str) -> str:
    """How a pile's size changed in the round: "The pile had 26 and lost 1: 26 − 1 = 25."."""
    if after == before:
        return say(lang, "quiz.count.same", before=before, after=after)
    key = "quiz.count.more" if after > before else "quiz.count.less"
    return say(lang, key, before=before, change=abs(after - before), after=after)


def problem(shown: dict[str, Any], value: Any) -> str:
    """Why ``value`` cannot answer the question ``shown`` (empty when it can)."""
    if shown["kind"] == "compare":
        if value == "tie" or (is_count(value) and value in shown["options"]):
            return ""
        seats = ", ".join(str(s) for s in shown["options"])
        return f"answer={value!r} is not allowed: answer a seat ({seats}) or 'tie'"
    if shown["kind"] == "symbol":
        if isinstance(value, str) and value in SIGNS:
            return ""
        return f"answer={value!r} is not allowed: answer one of the signs {', '.join(SIGNS)}"
    if is_count(value) and value <= MAX_ANSWER:
        return ""
    return f"answer={value!r} is not allowed: answer a whole number from 0 to {MAX_ANSWER}"


def is_count(value: Any) -> bool:
    """A whole number from 0 (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class Quiz:
    """The question waiting (its answer kept here) and the record of the answers given."""

    def __init__(self, keep: int = ANSWERS_KEEP) -> None:
        self.current: Question | None = None
        self.answers: deque[dict[str, Any]] = deque(maxlen=keep)

    def judge(
        self,
        value: int | str,
        *,
        code: str,
        rules: Rules,
        names: Sequence[str] | None,
        lang: str,
    ) -> dict[str, Any]:
        """The feedback on ``value`` (a valid answer to :attr:`current`), recorded in
        :attr:`answers`.  Its ``outcome`` is ``"again"`` after a first wrong answer (then
        :attr:`current` is the same question's second try), else ``"right"``, ``"retry"``
        or ``"wrong"``."""
        q = self.current
        assert q is not None
        shown = q.shown
        right = value == q.answer
        if shown["try"] == 1:
            self.answers.append(
                {
                    "code": code,
                    "round": shown["round"],
                    "kind": shown["kind"],
                    "answers": [],
                    "correct": q.answer,
                    "outcome": "",
                }
            )
        record = self.answers[-1]
        record["answers"].append(value)
        base = {"game": shown["game"], "round": shown["round"], "given": value}
        if not right and shown["try"] == 1:
            record["outcome"] = "again"
            self.current = replace(q, shown={**shown, "try": 2})
            return {**base, "outcome": "again", "text": say(lang, "quiz.again")}
        if right:
            outcome = "right" if shown["try"] == 1 else "retry"
            text = say(lang, "quiz.right" if outcome == "right" else "quiz.right.retry")
        else:
            outcome = "wrong"
            text = wrong_answer(
                shown["kind"], q.answer, q.opening, rules, names, lang, shown["seat"]
            )
        record["outcome"] = outcome
        feedback = {**base, "outcome": outcome, "text": text, "answer": q.answer}
        # A wrong answer's text already says the cards and why; a right one gets the numbers
        # here, and a count always gets them ("26 − 1 = 25": the text only says the number).
        feedback["detail"] = q.detail if outcome != "wrong" or shown["kind"] == "count" else ""
        return feedback
