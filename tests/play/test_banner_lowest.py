"""The banner under "lowest wins" says the rule that decided: the lowest card, or, with two
cards combined (Sum War), the smaller number; never "the lowest card" under sums."""

from __future__ import annotations

from war_widget import Game, Rules
from war_widget.locale import say
from war_widget.play.views import banner


def first_win(rules: Rules) -> dict[str, object]:
    game = Game(rules, seed=11)
    while True:
        rnd = game.step()
        b = banner(rnd, rules.combine, rules.lowest_wins)
        if rnd.winner is not None and not rnd.wars:
            return b


def test_one_card_the_lowest_card_wins() -> None:
    assert first_win(Rules(lowest_wins=True))["how"] == "lowest"


def test_two_cards_summed_the_smaller_number_wins() -> None:
    b = first_win(Rules(lowest_wins=True, flip=2))
    assert b["how"] == "lowest_total"
    assert "+" in b["math"][-1] and "<" in b["math"][-1]


def test_highest_wins_is_said_as_a_plain_win() -> None:
    assert first_win(Rules(flip=2))["how"] == "win"


def test_every_language_says_the_number_not_the_card() -> None:
    card = {"en": "card", "es": "carta", "pl": "karta", "sk": "karta", "nb": "kort"}
    for lang, word in card.items():
        text = say(lang, "ui.table.banner.lowest.total", name="Ana", math="5 < 10")
        assert word not in text.lower(), (lang, text)
        assert "5 < 10" in text
