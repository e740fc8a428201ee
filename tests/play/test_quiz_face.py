"""The quiz face to face (issue 42, item 2): with ``facing=True`` and two players each child
answers the question on their own half; each answer is judged on its own, each child gets their
own feedback, and the round is played once both have answered for good
(:mod:`war_widget.play.quiz_face`)."""

from __future__ import annotations

from typing import Any

import pytest

from war_widget import locale
from war_widget.play.widget import WarWidget


def send(w: WarWidget, content: Any) -> None:
    """What the front-end's ``model.send(content)`` arrives as."""
    w._handle_custom_msg(content, [])


def facing(**kw: Any) -> WarWidget:
    return WarWidget(seed=5, mode="two_players", names=["Ana", "Ben"], facing=True, quiz=True, **kw)


def wrong(w: WarWidget) -> Any:
    """An answer that is not the right one (a compare question: another seat, or "tie")."""
    right = w._answer
    return next(v for v in [0, 1, "tie"] if v != right)


def answer(w: WarWidget, value: Any, seat: int) -> None:
    q = w.question
    assert q is not None
    send(
        w, {"type": "answer", "game": w.game_id, "round": q["round"], "answer": value, "seat": seat}
    )


def test_each_seat_has_its_own_try_and_no_feedback_before_answering() -> None:
    w = facing()
    assert w.question is not None and w.question["kind"] == "compare"
    assert w.question["each"] == [{"try": 1, "feedback": None}, {"try": 1, "feedback": None}]
    # One player, or the quiz face to face off: one answer for the table, as before.
    assert "each" not in WarWidget(seed=5, mode="two_players", quiz=True).question
    w.facing = False
    assert "each" not in w.question
    w.facing = True
    assert w.question["each"][0]["feedback"] is None


def test_the_round_waits_for_both_and_each_sees_their_own_feedback() -> None:
    w = facing()
    right, n = w._answer, w.question["round"]
    answer(w, right, 1)  # the far child answers first, right
    assert w.round == n - 1  # nothing is played yet
    each = w.question["each"]
    assert each[1]["feedback"]["outcome"] == "right" and each[1]["feedback"]["seat"] == 1
    assert each[0]["feedback"] is None
    answer(w, right, 1)  # a second tap of a child already done changes nothing
    assert w.round == n - 1 and w.score["right"] == 1
    miss = wrong(w)
    answer(w, miss, 0)  # the near child misses: a second try, still waiting
    assert w.round == n - 1
    assert w.question["each"][0] == {"try": 2, "feedback": w.question["each"][0]["feedback"]}
    assert w.question["each"][0]["feedback"]["outcome"] == "again"
    answer(w, miss, 0)  # a second miss: both are done, the round is played
    assert w.round == n
    fb = w.feedback
    assert [e["outcome"] for e in fb["each"]] == ["wrong", "right"]
    assert fb["round"] == n and fb["answer"] == right and fb["outcome"] == "wrong"
    assert fb["each"][0]["text"] and fb["each"][0]["text"] != fb["each"][1]["text"]
    assert w.score["right"] == 1 and w.score["wrong"] == 1
    # The teacher's record: one entry per child, with its seat and its answers.
    mine = {a["seat"]: a for a in w.answers}
    assert mine[1]["answers"] == [right] and mine[1]["outcome"] == "right"
    assert mine[0]["answers"] == [miss, miss]
    assert mine[0]["outcome"] == "wrong"
    # The next question starts fresh for both.
    assert w.question["round"] == n + 1
    assert [e["feedback"] for e in w.question["each"]] == [None, None]


def test_interleaved_second_tries_go_in_each_childs_own_record() -> None:
    w = facing()
    right = w._answer
    answer(w, wrong(w), 0)
    answer(w, wrong(w), 1)
    answer(w, right, 0)
    answer(w, right, 1)
    assert {a["seat"]: (a["answers"][-1], a["outcome"]) for a in w.answers} == {
        0: (right, "retry"),
        1: (right, "retry"),
    }
    assert w.score["retry"] == 2 and len(w.answers) == 2


def test_an_answer_face_to_face_says_whose_it_is() -> None:
    w = facing()
    with pytest.raises(ValueError, match="seat"):
        w.answer(w._answer)
    send(w, {"type": "answer", "game": w.game_id, "round": w.question["round"], "answer": 0})
    assert w.round == 0 and w.question["each"][0]["feedback"] is None  # ignored, logged
    w.answer(w._answer, seat=0)
    assert w.question["each"][0]["feedback"]["outcome"] == "right"


def test_each_child_has_their_own_score_on_their_half() -> None:
    """Face to face the score is each child's (each half shows its own, turned to its child);
    the table's score still counts every answer."""
    w = facing()
    assert w.face_scores == []  # nothing answered yet: each half shows nothing scored
    right = w._answer
    answer(w, right, 1)
    answer(w, wrong(w), 0)
    answer(w, wrong(w), 0)  # the near child's second miss: the round is played
    zero = {"right": 0, "retry": 0, "wrong": 0}
    assert w.face_scores == [{**zero, "wrong": 1}, {**zero, "right": 1}]
    right = w._answer
    answer(w, wrong(w), 1)
    answer(w, right, 1)  # right at the second try
    answer(w, right, 0)
    assert w.face_scores == [{**zero, "right": 1, "wrong": 1}, {**zero, "right": 1, "retry": 1}]
    assert (w.score["right"], w.score["retry"], w.score["wrong"]) == (2, 1, 1)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_question_face_to_face_says_each_child_taps_on_their_own_side(lang: str) -> None:
    """On a shared table "tap it" means the felt's card; face to face each child taps the
    buttons on their own half: the question says so, in every language."""
    from war_widget.play.words import say

    w = facing(lang=lang)
    assert w.question["prompt"] == say(lang, "quiz.compare.face")
    alone = WarWidget(seed=5, mode="two_players", quiz=True, lang=lang)
    assert alone.question["prompt"] == say(lang, "quiz.compare")
    assert say(lang, "quiz.compare.face") != say(lang, "quiz.compare")
    if lang != "en":  # translated, not English left standing
        assert say(lang, "quiz.compare.face") != say("en", "quiz.compare.face")
    w.facing = False  # back to one table: asked as before
    assert w.question["prompt"] == say(lang, "quiz.compare")
