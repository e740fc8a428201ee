"""Capitals after a colon as each language writes them (issue 35, 6), where code joins "label:"
and a sentence: the brief line ("Round 4: ..."), a lesson's "{order}: {ending}", the
simulation's "A: chance that...".  English (as the project writes it), Polish and Slovak write
small there; Spanish keeps the capital after a label (RAE); Norwegian keeps it before a whole
sentence only (Språkrådet).  A name keeps its capital everywhere.
"""

from __future__ import annotations

import re

import pytest

from war_widget import Game, Rules, locale
from war_widget.explain import explain
from war_widget.explain.words import CAPITAL_AFTER_COLON
from war_widget.lessons.say import Say
from war_widget.simulation.words import first_war

CAPITAL_AFTER = re.compile(r": [\u2068]?([A-ZÀ-ÖØ-ÞĀ-ſ])")
#: The languages that write small after a colon (``colon_case`` None in their record).
SMALL = tuple(lang for lang, rule in CAPITAL_AFTER_COLON.items() if rule is None)


def capitals_after_colon(text: str) -> list[str]:
    return CAPITAL_AFTER.findall(text)


def test_every_language_has_its_rule_from_the_one_list() -> None:
    assert list(CAPITAL_AFTER_COLON) == list(locale.LANGUAGES)
    assert set(CAPITAL_AFTER_COLON.values()) <= {None, "sentence", "unit"}
    assert {"en", "pl", "sk"} <= set(SMALL) and {"es", "nb"}.isdisjoint(SMALL)


def brief_lines(lang: str, names: list[str] | None = None) -> list[str]:
    game = Game(Rules(face_down=1), seed=11)
    lines = []
    for _ in range(30):
        if game.over:
            break
        lines += explain(game.step(), game.rules, lang=lang, level="brief", names=names).lines
    return lines


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_brief_line_after_its_round(lang: str) -> None:
    lines = brief_lines(lang)
    firsts = [line.split(": ", 1)[1][:2].lstrip("¡") for line in lines]
    if lang in SMALL:
        assert all(capitals_after_colon(line) == [] for line in lines), lines
        # Small: a lower-case letter, or a letter of a script without capitals (Arabic).
        assert any(f[:1].islower() or (f[:1].isalpha() and not f[:1].isupper()) for f in firsts)
    else:  # es, nb: a whole sentence after "Ronda 4:" / "Runde 4:" keeps its capital
        assert all(f[:1].isupper() or f[:1].isdigit() for f in firsts), firsts


@pytest.mark.parametrize("lang", SMALL)
def test_a_name_keeps_its_capital_after_the_colon(lang: str) -> None:
    lines = brief_lines(lang, names=["Ana", "Ben"])
    assert any(": \u2068Ana\u2069" in line or ": \u2068Ben\u2069" in line for line in lines)


def cycling() -> Game:
    game = Game(Rules(numbers=4, pickup="table"), hands=[[3, 2], [1, 4]])
    game.play()
    return game


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_a_lessons_order_and_its_ending(lang: str) -> None:
    say = Say(lang)
    result = cycling().result
    assert result is not None
    line = say("forever.order", order=say.pickup("loser_first"), ending=say.ending(result))
    ending = say.ending(result)
    assert line.endswith(ending[1:])
    if lang in SMALL:
        assert capitals_after_colon(line) == [], line
    else:
        assert ending in line, line  # es, nb: the sentence keeps its capital


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_simulations_first_war_after_the_rules_name(lang: str) -> None:
    from war_widget import simulate

    sim = simulate(Rules(), games=20, seed=1, engine="python")
    text = first_war(sim.rules, sim.summary(), lang, "A")["text"]
    assert text.startswith("A: ")
    unit = CAPITAL_AFTER_COLON[lang] == "unit"
    assert text[3].isupper() == unit, text  # a phrase: small but after a label in Spanish (RAE)
