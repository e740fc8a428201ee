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


def test_the_sum_war_banner_shows_both_sides_sums() -> None:
    """ "10 + 4 = 14 > 2 + 8 = 10": the loser's cards too, not only their total."""
    w = WarWidget(preset="guerra_de_sumas", seed=5)
    view = rounds_until(w, lambda v: v["wars"] == 0 and v["winner"] is not None)
    (math,) = view["banner"]["math"]
    winner, loser = view["winner"], 1 - view["winner"]
    sides = math.split(" > ")
    for side, seat in zip(sides, (winner, loser), strict=True):
        values = [
            Rules.preset("guerra_de_sumas").value(card_rank(c)) for c in view["plays"][seat][0][1]
        ]
        assert side == f"{values[0]} + {values[1]} = {view['plays'][seat][0][2]}"


def card_rank(code: str) -> int:
    from war_widget.game.cards import Card

    return Card.parse(code).rank


def test_face_cards_carry_the_values_the_rules_give_them() -> None:
    w = WarWidget(seed=1)
    assert {r: w.card_values[r] for r in "JQKA"} == {"J": 11, "Q": 12, "K": 13, "A": 14}
    assert w.card_values["7"] == 7 and "JOKER" not in w.card_values
    w.rules = {**w.rules, "ace_low": True, "jokers": 1}
    assert w.card_values["A"] == 1 and w.card_values["JOKER"] == 15
    w.rules = {**w.rules, "jokers": 0, "ace_low": False, "numbers": 6, "copies": 2}
    assert w.card_values == {f"#{n}": n for n in range(1, 7)}


def test_a_steal_waiting_names_the_card_and_the_piles_it_could_take() -> None:
    # Seed 1: after 12 rounds the learner's next card (a 7) matches the computer's pile.
    w = WarWidget(preset="steal_war", seed=1)
    for _ in range(13):
        if w.pending is not None:
            break
        w.flip()
    pending = w.pending
    assert pending is not None and pending["kind"] == "steal"
    assert pending["card"] == w.steal["next"]
    assert pending["piles"] and all(
        w.steal["faceup"][p][1] == s
        for p, s in zip(pending["piles"], pending["sizes"], strict=True)
    )
    assert all(w.steal["faceup"][p][0][:-1] == pending["card"][:-1] for p in pending["piles"])


def test_settings_turn_the_quiz_and_the_hidden_explanation_on() -> None:
    w = WarWidget(seed=1)
    w._on_msg(w, {"type": "settings", "quiz": True, "hide_explanation": True}, [])
    assert w.quiz and w.hide_explanation and w.question is not None


@pytest.mark.parametrize(
    ("lang", "lost"),
    [
        ("en", "The pile had 26 and lost 1: 26 − 1 = 25."),
        ("es", "El montón tenía 26 y perdió 1: 26 − 1 = 25."),
        ("pl", "Stos miał 26 i stracił 1: 26 − 1 = 25."),
    ],
)
def test_a_missed_count_is_explained_with_its_subtraction(lang: str, lost: str) -> None:
    w = WarWidget(seed=3, quiz=True, quiz_kind="count", lang=lang)
    assert w.question is not None and w.question["kind"] == "count"
    right = w.ahead[0]["counts"][0]
    assert right == 25  # seed 3: the learner loses the first round
    w.answer(right + 3)
    feedback = w.answer(right + 4)
    assert feedback["outcome"] == "wrong"
    assert feedback["detail"] == lost


def test_a_right_count_is_explained_too_and_a_won_round_adds() -> None:
    w = WarWidget(seed=3, quiz=True, quiz_kind="count")
    for _ in range(40):
        assert w.question is not None
        before, after = w.counts[0], w.ahead[0]["counts"][0]
        feedback = w.answer(after)
        assert feedback["outcome"] == "right"
        if after > before:
            change = after - before
            assert (
                feedback["detail"]
                == f"The pile had {before} and won {change}: {before} + {change} = {after}."
            )
            return
    raise AssertionError("the learner never won a round")


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
