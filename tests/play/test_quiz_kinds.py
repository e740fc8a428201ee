"""The sign quiz (<, > or =) and the how-many-more quiz: asked, judged and explained."""

from __future__ import annotations

import re

import pytest

from war_widget import WarWidget, locale
from war_widget.game.rules import Rules
from war_widget.play.quiz import SIGNS
from war_widget.play.quiz_text import wrong_answer

LEFTOVER = re.compile(r"\{\w*\}")


def _widget(kind: str, lang: str = "en", seed: int = 3, **rules: object) -> WarWidget:
    base = Rules.preset("ladder_10").replace(**rules) if rules else Rules.preset("ladder_10")
    return WarWidget(base, quiz=True, quiz_kind=kind, lang=lang, seed=seed)


def _left_right(w: WarWidget) -> tuple[int, int]:
    (left,), (right,) = w.question["cards"]
    return int(left.lstrip("#")), int(right.lstrip("#"))


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_sign_question_is_judged_by_the_left_and_the_right_card(lang: str) -> None:
    w = _widget("symbol", lang)
    seen = set()
    for _ in range(40):
        q = w.question
        if q is None:
            break
        assert q["kind"] == "symbol" and q["options"] == list(SIGNS) and q["seat"] is None
        left, right = _left_right(w)
        assert f"{left} ☐ {right}" in q["prompt"] and not LEFTOVER.search(q["prompt"])
        sign = "<" if left < right else (">" if left > right else "=")
        seen.add(sign)
        wrong = next(s for s in SIGNS if s != sign)
        assert w.answer(wrong)["outcome"] == "again"
        feedback = w.answer(wrong)
        assert feedback["outcome"] == "wrong" and feedback["answer"] == sign
        assert f"{left} {sign} {right}" in feedback["text"]
        assert not LEFTOVER.search(feedback["text"])
    assert seen == set(SIGNS)  # the seed deals all three
    assert w.score["wrong"] == len(w.answers)


def test_a_right_sign_gets_the_numbers_behind_it() -> None:
    w = _widget("symbol")
    for _ in range(30):
        left, right = _left_right(w)
        feedback = w.answer(w._answer)  # type: ignore[arg-type]
        assert feedback["outcome"] == "right"
        if left < right:
            assert feedback["detail"] == f"{left} is less than {right}."
        elif left > right:
            assert feedback["detail"] == f"{left} is more than {right}."
        else:
            assert feedback["detail"] == f"{left} and {right} are the same."


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_how_many_more_is_the_difference_and_explained_by_counting_on(lang: str) -> None:
    w = _widget("more", lang, seed=5)
    for _ in range(30):
        q = w.question
        assert q["kind"] == "more" and q["options"] == []
        left, right = _left_right(w)
        difference = abs(left - right)
        assert w.answer(difference + 1)["outcome"] == "again"
        feedback = w.answer(difference + 2)
        assert feedback["answer"] == difference
        text = feedback["text"]
        assert not LEFTOVER.search(text)
        if difference:
            assert f"{max(left, right)} − {min(left, right)} = {difference}" in text
        else:
            assert "0" in text
    right = _widget("more", lang, seed=5)
    left, right_card = _left_right(right)
    feedback = right.answer(abs(left - right_card))
    assert feedback["outcome"] == "right"
    assert f"= {abs(left - right_card)}" in feedback["detail"]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_every_missed_sign_and_difference_is_explained(lang: str) -> None:
    rules = Rules.preset("ladder_10")
    for left, right in ((3, 7), (7, 3), (5, 5)):
        opening = [[0, [f"#{left}"], left], [0, [f"#{right}"], right]]
        sign = "<" if left < right else (">" if left > right else "=")
        said = wrong_answer("symbol", sign, opening, rules, None, lang)
        assert f"{left} {sign} {right}" in said and not LEFTOVER.search(said)
        said = wrong_answer("more", abs(left - right), opening, rules, None, lang)
        assert str(abs(left - right)) in said and not LEFTOVER.search(said)
    english = wrong_answer("more", 4, [[0, ["#3"], 3], [0, ["#7"], 7]], rules, None, "en")
    assert english == "Not this time. 7 has 4 more than 3: count on from 3 to 7, 7 − 3 = 4."


def test_a_sign_or_a_difference_needs_two_players_with_one_card_each() -> None:
    sums = WarWidget(Rules.preset("ladder_10_sums"), quiz=True, quiz_kind="symbol", seed=1)
    assert sums.question["kind"] == "compare"
    three = WarWidget(Rules(players=3), quiz=True, quiz_kind="more", seed=1)
    assert three.question["kind"] == "compare"


def test_an_answer_that_is_no_sign_or_no_number_is_refused_by_name() -> None:
    w = _widget("symbol")
    with pytest.raises(ValueError, match=r"answer='≤' is not allowed: answer one of the signs <"):
        w.answer("≤")
    with pytest.raises(ValueError, match="answer=1 is not allowed"):
        w.answer(1)
    more = _widget("more")
    with pytest.raises(ValueError, match="answer='<' is not allowed: answer a whole number"):
        more.answer("<")
    assert w.answers == [] and more.answers == []


def test_a_round_that_opens_with_a_decision_is_not_asked_about() -> None:
    # Steal War, seed 1: round 13 opens with a steal-or-play decision, no card turned up yet.
    # The quiz asks nothing then (it raised an IndexError), and asks again when cards show.
    w = WarWidget(quiz=True, quiz_kind="symbol", dots=True)
    w.new_game(preset="steal_war", seed=1)
    assert w.question is not None and w.question["kind"] == "symbol"  # round 1 turns up cards
    for _ in range(12):
        w.flip()
    assert w.round == 12 and w.question is None


@pytest.mark.parametrize("preset", ["ladder_10", "ladder_10_sums", "classic"])
def test_while_a_question_shows_the_cards_the_piles_are_without_them(preset: str) -> None:
    """The counters a question is asked under (lesson 02: "20 and 20" while each child's card
    lay on the table, 42 of 40) are each pile without the cards shown: with them, the deck."""
    w = WarWidget(rules=Rules.preset(preset), seed=3, quiz=True)
    for _ in range(4):
        q = w.question
        assert q is not None
        laid = [len(cards) for cards in q["cards"]]
        assert q["counts"] == [held - n for held, n in zip(w.counts, laid, strict=True)]
        assert sum(q["counts"]) + sum(laid) == sum(w.counts)
        while w.question is not None and w.question["round"] == q["round"]:  # two tries
            w.answer("tie" if q["kind"] == "compare" else q["options"][0] if q["options"] else 0)
