"""The house rule ``few_cards`` ("a player with few cards lays at most 2 face down"), added
end to end through the newcomer's checklist (docs/architecture.md) as the proof that a rule
option lives in four places: its field, its arithmetic, its kernel slot, its words."""

from __future__ import annotations

import pytest

from war_widget import Game, Rules, explain
from war_widget import locale as loc
from war_widget.game import arithmetic, codes
from war_widget.game.rules import rule_choices
from war_widget.kernel import options as kernel_options


def test_it_lives_in_its_four_places() -> None:
    # 1. its field: validated, in the game code, in the menus
    assert Rules(few_cards=5).few_cards == 5 and Rules().few_cards == 0
    assert "few_cards" in dict(codes.MORE) and 5 in rule_choices()["few_cards"]
    # 2. its arithmetic, which the kernel inlines
    assert "war_face_down" in arithmetic.FUNCTIONS
    # 3. its kernel slot
    assert kernel_options.CARRIED_BY["few_cards"] == ("few_cards",)
    assert kernel_options.pack(Rules(few_cards=5)).options[kernel_options.OPT_FEW_CARDS] == 5
    # 4. its words, in every language
    english = loc.MESSAGES["few_cards"]
    assert "{count}" in english.text and "{size}" in english.text
    for lang in loc.LANGUAGES[1:]:
        text = loc.translation(lang).npgettext("few_cards", english.text, english.plural or "", 4)
        assert text != english.plural and "{count}" in text and "{size}" in text, lang


@pytest.mark.parametrize("bad", [-1, 21, 2.5, True, "5"])
def test_a_bad_value_is_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match=r"few_cards=.*0 \(off\) or a whole number from 1 to 20"):
        Rules(few_cards=bad)  # type: ignore[arg-type]


def test_the_arithmetic() -> None:
    assert arithmetic.war_face_down(3, 5, 5) == 2  # few cards: at most 2
    assert arithmetic.war_face_down(3, 6, 5) == 3  # enough cards
    assert arithmetic.war_face_down(1, 2, 5) == 1  # a war of 1 stays 1
    assert arithmetic.war_face_down(3, 2, 0) == 3  # off


def test_a_player_with_few_cards_lays_two_face_down_and_plays_on() -> None:
    rules = Rules(face_down=3, few_cards=5, pickup="table")
    g = Game(rules, hands=[["9", "2", "3", "4", "K"], ["9", "3", "4", "5", "6", "7", "8", "Q"]])
    rnd = g.step()
    few = [e for e in rnd.events if e.kind == "few"]
    assert [(e.seat, e.count, e.size) for e in few] == [(0, 4, 2)]
    down = {e.seat: e.count for e in rnd.events if e.kind == "face_down"}
    assert down == {0: 2, 1: 3}
    assert not [e for e in rnd.events if e.kind == "short"]
    flips = [e for e in rnd.events if e.kind == "flip" and e.count == 1]
    assert [(e.seat, e.value) for e in flips] == [(0, 4), (1, 6)]  # seat 0 flips its 4th card
    assert rnd.winner == 1 and g.counts == (1, 12)


def test_it_is_explained_in_every_language() -> None:
    rules = Rules(face_down=3, few_cards=5, pickup="table")
    g = Game(rules, hands=[["9", "2", "3", "4", "K"], ["9", "3", "4", "5", "6", "7", "8", "Q"]])
    rnd = g.step()
    for lang in loc.LANGUAGES:
        steps = explain(rnd, rules, lang)
        assert any("4" in s.text and "2" in s.text for s in steps.steps if s.kind == "short")


def test_a_code_replays_it() -> None:
    g = Game(Rules(few_cards=5, face_down=3), seed=7)
    again = Game.from_code(g.code)
    assert again.rules.few_cards == 5
    assert g.play() == again.play()
