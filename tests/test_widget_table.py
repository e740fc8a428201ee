"""What the play table says about a round: the banner's numbers, who is "you", the
Settings lock and the quiz's feedback about the cards, all decided here in Python."""

from __future__ import annotations

from typing import Any

import pytest

from war_widget import Rules
from war_widget.play.widget import WarWidget


def rounds_until(w: WarWidget, want: Any, limit: int = 400) -> dict[str, Any]:
    """Flip until a round's view matches ``want``; that view."""
    for _ in range(limit):
        w.flip()
        view = w.last_round
        assert view is not None
        if want(view):
            return view
    raise AssertionError("no such round in the game")


def test_the_banner_names_the_winner_with_the_numbers_compared() -> None:
    w = WarWidget(seed=3)
    view = rounds_until(w, lambda v: v["wars"] == 0 and v["winner"] is not None)
    banner = view["banner"]
    assert banner["how"] == "win"
    (math,) = banner["math"]
    high, low = (int(x) for x in math.split(" > "))
    values = [plays[0][2] for plays in view["plays"]]
    assert high == values[view["winner"]] and low == min(values) and high > low


def test_a_war_shows_each_tie_then_the_deciding_flip() -> None:
    w = WarWidget(seed=3)
    view = rounds_until(w, lambda v: v["wars"] >= 1 and v["winner"] is not None)
    math = view["banner"]["math"]
    assert len(math) == view["wars"] + 1
    first = [int(x) for x in math[0].split(" = ")]
    assert first[0] == first[1] == view["plays"][0][0][2]
    # Each seat laid 3 cards face down before the war's flip (classic rules).
    assert all(plays[1][0] == 3 for plays in view["plays"] if len(plays) > 1)


def test_the_sum_war_banner_shows_the_sum() -> None:
    w = WarWidget(preset="guerra_de_sumas", seed=5)
    view = rounds_until(w, lambda v: v["wars"] == 0 and v["winner"] is not None)
    (math,) = view["banner"]["math"]
    winner = view["winner"]
    total = view["plays"][winner][0][2]
    assert " + " in math and math.split(" > ")[0].endswith(f"= {total}")


def test_the_look_ahead_carries_the_banner_too() -> None:
    w = WarWidget(seed=9)
    ahead = w.ahead[0]
    assert ahead["banner"]["how"] in ("win", "out", "peace", "annulled")
    w.flip()
    assert w.last_round is not None and w.last_round["banner"] == ahead["banner"]


def test_you_is_the_learner_addressed_by_the_default_name() -> None:
    assert WarWidget(seed=1).you is True
    assert WarWidget(seed=1, names=["Ana"]).you is False
    # Three or four players: seat 0 is "Player 1" in the labels and the explanations, so the
    # table tags it "you" instead (the front-end shows the tag when `you` is false).
    three = WarWidget(rules=Rules(players=3), seed=1)
    assert three.you is False and three.seat_names[0] == "Player 1"
    three.rules = {"players": 2}
    assert three.you is True
    w = WarWidget(seed=1)
    w.mode = "two_players"
    assert w.you is False
    with pytest.raises(Exception, match="you is read-only"):
        w.you = True


def test_a_teacher_can_lock_the_settings() -> None:
    assert WarWidget(seed=1).settings is True
    w = WarWidget(seed=1, settings=False)
    assert w.settings is False
    w.settings = True
    assert w.settings is True


@pytest.mark.parametrize("lang, words", [("en", "is more than"), ("es", "es mayor que")])
def test_quiz_feedback_says_the_numbers_of_the_cards(lang: str, words: str) -> None:
    w = WarWidget(rules=Rules(), seed=11, quiz=True, lang=lang)
    for _ in range(40):
        assert w.question is not None
        cards = w.ahead[0]["plays"]
        values = sorted((p[0][2] for p in cards), reverse=True)
        fb = w.answer("tie")  # wrong twice when the cards differ: the answer, with its numbers
        if fb["outcome"] == "again":
            fb = w.answer("tie")
        if values[0] != values[1]:
            assert fb["outcome"] == "wrong"
            # The wrong answer's text says the cards and why; the detail does not repeat it.
            assert f"{values[0]} {words} {values[1]}" in fb["text"]
            assert fb["detail"] == ""
            w.flip()
            assert w.question is not None
            plays = w.ahead[0]["plays"]
            seat_values = [p[0][2] for p in plays]
            if seat_values[0] != seat_values[1]:
                best = max(range(2), key=lambda s: seat_values[s])
                fb = w.answer(best)
                assert fb["outcome"] == "right"
                high, low = sorted(seat_values, reverse=True)
                assert fb["detail"] == f"{high} {words} {low}."
            return
    raise AssertionError("no round with different cards")
