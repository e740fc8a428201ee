"""What the native reviewers of session 15 checked in the face-to-face quiz's prompts, the
children's page's first line and the command line's help without numba (es, pl, sk, nb):
each phrase they chose, held so a later edit that loses it is seen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from war_widget.locale import say

ROOT = Path(__file__).resolve().parents[2]
WORDS = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))

FACE = ("quiz.compare.face", "quiz.compare.lowest.face")
FACE_PAIRS = ("quiz.compare.pairs.face", "quiz.compare.pairs.lowest.face")

#: Each language: (the phrase of the single-card prompts, of the two-card prompts).
ON_YOUR_SIDE = {
    "es": ("Tócala en tu lado", "Tócalas en tu lado"),
    "pl": ("Wybierz ją po swojej stronie", "Wybierz je po swojej stronie"),
    "sk": ("na ňu na svojej strane", "na ne na svojej strane"),
    "nb": ("på det på din side", "på dem på din side"),
}

#: (language, message, a phrase it holds).
CATALOGUE = [
    ("es", "cli.help.warm", "nada que compilar"),
    ("es", "cli.help.engine", "si no puede funcionar"),
    ("pl", "cli.help.warm", "nie ma czego kompilować"),
    ("pl", "cli.help.engine", "silnik w Pythonie"),
    ("sk", "cli.help.warm", "nie je čo kompilovať"),
    ("sk", "cli.help.engine", "ktoré jadro hrá"),
    ("nb", "cli.help.warm", "ingenting å kompilere"),
    ("nb", "cli.help.engine", "Python-motoren"),
]

#: (language, key in words.json, a phrase it holds).
SITE = [
    ("es", "keys.space", " (o la barra espaciadora)"),
    ("es", "play.01_play", "Pulsa **Dar la vuelta**{keys}."),
    ("pl", "keys.space", " (albo spację)"),
    ("pl", "play.01_play", "Naciśnij **Odkryj**{keys}."),
    ("sk", "keys.space", " (alebo medzerník)"),
    ("sk", "play.01_play", "berie obe"),
    ("nb", "keys.space", " (eller mellomromstasten)"),
    ("nb", "play.01_play", "største kortet tar"),
    ("nb", "play.01_play", "Like kort?"),
]


@pytest.mark.parametrize("lang", sorted(ON_YOUR_SIDE))
def test_each_child_is_told_to_tap_on_their_own_side(lang: str) -> None:
    one, two = ON_YOUR_SIDE[lang]
    for key in FACE:
        assert one in say(lang, key), (lang, key)
    for key in FACE_PAIRS:
        assert two in say(lang, key), (lang, key)


@pytest.mark.parametrize(("lang", "key", "phrase"), CATALOGUE)
def test_the_command_line_help_reads_as_the_reviewer_wrote_it(
    lang: str, key: str, phrase: str
) -> None:
    text = say(lang, key)
    assert phrase in text and "numba" not in text


@pytest.mark.parametrize(("lang", "key", "phrase"), SITE)
def test_the_childrens_first_line_reads_as_the_reviewer_wrote_it(
    lang: str, key: str, phrase: str
) -> None:
    assert phrase in WORDS[lang][key]
