"""What the lessons print comes from the catalogues, numbers written as each language writes
them (war_widget.lessons.say)."""

from __future__ import annotations

import pytest

from war_widget import Game, Rules
from war_widget.lessons.say import Say


def test_numbers_plurals_and_answers_in_the_language() -> None:
    assert Say("pl")("forever.back", count=31920, back=True) == (
        "Cykl trwa 31\u00a0920 rund, a stosy znów są takie jak w rozdaniu: tak."
    )
    assert Say("pl")("forever.back", count=3, back=False).startswith("Cykl trwa 3 rundy,")
    assert Say("en")("forever.back", count=1, back=True) == (
        "The cycle is 1 round long, and the piles are the deal again: yes."
    )
    es = Say("es")
    assert es.n(1234.5, 1) == "1234,5" and es.n(12345) == "12\u00a0345"
    assert es.pct(0.345) == "34,5 %"


def test_a_line_starts_with_a_capital_even_with_a_field() -> None:
    say = Say("sk")
    line = say(
        "probability.match",
        first=say.policy("always"),
        second=say.policy("never"),
        share="1",
        low="0",
        high="2",
    )
    assert line.startswith("Vždy kradne proti nikdy nekradne")


def test_a_float_must_be_formatted_and_a_key_must_exist() -> None:
    with pytest.raises(TypeError, match=r"mean=270\.5: show a float with say\.n"):
        Say("en")("probability.lengths", mean=270.5, median="1", shortest=1, longest=2)
    with pytest.raises(ValueError, match=r"key='nope': there is no message 'lesson\.nope'"):
        Say("en")("nope")


def test_how_a_game_ended_cycle_or_not() -> None:
    cycling = Game(Rules(numbers=4, pickup="table"), hands=[[3, 2], [1, 4]]).play()
    assert Say("en").ending(cycling) == (
        "After round 4 the piles are as they were after round 0 (0 is the deal): "
        "from there the same 4 rounds come back forever."
    )
    ended = Game(Rules.preset("classic"), seed=1).play()
    text = Say("nb").ending(ended)
    assert text.startswith(f"Spillet slutter etter runde {ended.rounds}")


def test_a_table_as_text_and_html() -> None:
    table = Say("en").table(["deck", "share"], [["1-4", "1/3"]])
    assert str(table) == "deck  share\n1-4     1/3"
    assert "<th" in table._repr_html_() and "1/3" in table._repr_html_()
