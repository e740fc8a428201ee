"""Lesson scenes: a scripted deal drawn as cards beside its explanation, grouped to read."""

from __future__ import annotations

import re

import pytest

from war_widget import Game, Rules, explain
from war_widget.game.cards import Card
from war_widget.game.rules import PRESETS
from war_widget.lessons.scene import PresetTable, Scene, card_svg

WAR = [["9H", "KS", "2C", "3C", "5C", "4H"], ["5D", "KH", "6C", "7C", "8C", "QS"]]


def test_a_scene_draws_every_card_laid_and_explains_each_round() -> None:
    scene = Scene(Rules(face_down=3), WAR, rounds=2, lang="es", title="Una guerra")
    assert [r.number for r in scene.rounds] == [1, 2]
    html = scene._repr_html_()
    # Round 2: each player's king, 3 cards face down (one back, "×3") and the new card.
    titles = re.findall(r"<title>([^<]*)</title>", html)
    assert titles[:2] == ["9 de corazones", "5 de diamantes"]
    assert titles[2:] == [
        "rey de picas",
        "boca abajo",
        "4 de corazones",
        "rey de corazones",
        "boca abajo",
        "reina de picas",
    ]
    assert html.count("×3") == 2
    assert "Ronda 2" in html and "La máquina gana las 10 cartas" in html
    assert ">Tú<" in html and ">La máquina<" in html
    assert scene.code == Game(Rules(face_down=3), hands=WAR).code


def test_a_scene_as_text_groups_the_lines() -> None:
    text = str(Scene(Rules(face_down=3), WAR, rounds=2))
    assert text.splitlines()[0] == "Round 1"
    round_2 = text.split("Round 2\n")[1].splitlines()
    assert len(round_2) == 4, "flips, the war, what is won, the counts"
    assert round_2[1].strip().startswith("War! Each lays 3 cards face down")
    assert round_2[2].strip().startswith("The computer wins the 10 cards")
    assert round_2[3].strip() == "Now you have 2 cards and the computer 10: 2 + 10 = 12."


def test_groups_keep_every_step_in_order() -> None:
    game = Game(
        Rules(face_down=1), hands=[["KS", "2S", "5S", "3S", "AS"], ["KH", "2H", "5H", "3H", "7H"]]
    )
    exp = explain(game.step(), game.rules)
    groups = exp.groups()
    assert [part for part, _ in groups] == ["flips", "war", "war", "won", "count"]
    assert [s for _, steps in groups for s in steps] == list(exp.steps)


def test_three_players_are_labelled_as_the_widget_labels_seats() -> None:
    three = [["9S", "2S"], ["3H", "4S"], ["3D", "6S"]]
    html = Scene(Rules(players=3), three, lang="pl")._repr_html_()
    assert ">Gracz 1<" in html and ">Gracz 3<" in html


def test_a_back_and_a_joker_are_drawn() -> None:
    assert "<title>face down</title>" in card_svg(None)
    assert "★" in card_svg(Card.parse("JOKER")) and "<title>joker</title>" in card_svg(
        Card.parse("JOKER")
    )


def test_bad_rounds_are_refused_with_the_field_named() -> None:
    with pytest.raises(ValueError, match="rounds: expected a whole number of at least 1"):
        Scene(Rules(), WAR, rounds=0)


def test_the_preset_table_uses_display_names_and_translated_endings() -> None:
    table = PresetTable(seed=2026, lang="es")
    assert len(table.rows) == len(PRESETS)
    names = [row[0] for row in table.rows]
    assert "Clásica" in names and "Wojna (Polonia)" in names
    assert "classic" not in names and "cardgames_zone" not in str(table)
    endings = {row[3] for row in table.rows}
    assert endings <= {
        "un jugador tiene todas las cartas",
        "al llegar al límite de rondas, gana quien tiene más cartas",
        "se detiene porque se repetiría para siempre",
        "se detiene en el límite de seguridad",
        "tras una ronda que no cuenta, gana quien tiene más cartas",
    }
    assert str(table).splitlines()[0].split() == [
        "Variante",
        "Rondas",
        "Guerras",
        "Cómo",
        "termina",
    ]
    html = table._repr_html_()
    assert html.count("<tr>") == len(PRESETS) + 1


def test_a_number_card_is_drawn_and_titled_as_its_number() -> None:
    from war_widget.game.cards import make_number

    svg = card_svg(make_number(47), "es")
    assert "<title>47</title>" in svg and ">47</text>" in svg and "♠" not in svg
    scene = Scene(Rules(numbers=52), [[47, 2], [12, 3]], lang="en")
    assert "You flip a 47. The computer flips a 12." in str(scene)


def test_the_ladder_is_drawn_as_settings_names_its_steps_first_at_the_bottom() -> None:
    from war_widget.game.rules import LADDER
    from war_widget.lessons.scene import Ladder
    from war_widget.locale import preset_name

    ladder = Ladder("sk")
    lines = str(ladder).splitlines()
    assert [line.strip().split(". ", 1)[0] for line in lines] == ["4", "3", "2", "1"]
    for line, name in zip(lines, reversed(LADDER), strict=True):
        assert preset_name(name, "sk") in line
    assert lines[-1].endswith("1 ... 5") and lines[0].endswith("2 ... A")
    assert lines[1].endswith("1+1 ... 10+10")  # sums: two cards each
    html = ladder._repr_html_()
    assert html.count("<svg") == 2 + 2 + 4 + 2
    assert html.index(preset_name("classic", "sk")) < html.index(preset_name("ladder_5", "sk"))
