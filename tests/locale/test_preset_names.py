"""Every preset has a display name in every language, used wherever a learner sees a preset."""

from __future__ import annotations

import pytest

from war_widget import WarWidget, locale
from war_widget.game.rules import PRESETS, Rules


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_every_preset_has_a_display_name(lang: str) -> None:
    names = [locale.preset_name(name, lang) for name in PRESETS]
    assert all(names), names
    assert len(set(names)) == len(PRESETS), f"two presets share a name in {lang}: {names}"
    for name, shown in zip(PRESETS, names, strict=True):
        assert "_" not in shown, (name, shown)
        if lang != "en":
            english = locale.MESSAGES[f"ui.preset.{name}"].text
            # Game names stay as they are; the rest is translated.
            if not english.startswith(("Guerra de", "Krig", "Wojna", "Vojna", "Război")):
                assert shown != english, (lang, name)


def test_preset_names_are_spelled_as_the_games_are() -> None:
    assert locale.preset_name("razboi", "en") == "Război (Romania)"
    assert locale.preset_name("wojna", "es") == "Wojna (Polonia)"
    assert locale.preset_name("classic", "pl") == "Klasyczna"
    assert locale.preset_name("guerra_de_cartas", "es-ES") == "Guerra de Cartas"


def test_a_preset_without_a_message_shows_its_name_with_spaces() -> None:
    assert locale.preset_name("no_such_preset") == "no such preset"


def test_the_widget_names_the_preset_in_the_learners_language() -> None:
    w = WarWidget(lang="pl", seed=1)
    w.rules = Rules.preset("guerra_de_cartas").to_dict()
    assert "Guerra de Cartas" in w.notice
    w.rules = Rules.preset("wojna").to_dict()
    assert "Wojna (Polska)" in w.notice
    assert w.labels["preset.classic"] == "Klasyczna"


def test_the_number_ladder_climbs_from_1_5_to_the_full_deck() -> None:
    from war_widget.game.codes import decode, encode
    from war_widget.game.rules import LADDER

    five, ten, sums, full = (Rules.preset(name) for name in LADDER)
    assert (five.numbers, five.copies, five.flip) == (5, 4, 1)
    assert (ten.numbers, ten.copies, ten.flip) == (10, 4, 1)
    assert (sums.numbers, sums.flip, sums.combine) == (10, 2, "sum")
    assert full == Rules()
    for rules in (five, ten, sums):
        seed, back, _ = decode(encode(24, rules))
        assert (seed, back) == (24, rules)
    assert locale.preset_name("ladder_10_sums", "pl") == "Liczby 1–10, sumy do 20"
    w = WarWidget(lang="nb", seed=1)
    assert {"ladder_5", "ladder_10", "ladder_10_sums"} <= set(w.presets)
    assert w.labels["preset.ladder_5"] == "Tallene 1–5"
