"""A label and what it labels ("Game code: 25X") are joined by the language's own colon
(``ui.labelled``): French writes a no-break space before it, which no code may drop."""

from __future__ import annotations

import io

import pytest

from war_widget import Game, Rules
from war_widget.cli.commands import play
from war_widget.locale import LANGUAGES, say
from war_widget.sheets.link import links

NBSP = "\u00a0"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_joins_a_label_and_its_value(lang: str) -> None:
    text = say(lang, "ui.labelled", label="«L»", value="«V»")
    assert text.startswith("«L»") and text.endswith("«V»") and ":" in text
    assert (f"{NBSP}:" in text) == (lang == "fr"), text


def test_french_keeps_its_space_before_the_colon_in_the_terminal_and_the_sheets() -> None:
    game = Game(Rules(), seed=3)
    out = io.StringIO()
    play(game, auto=True, lang="fr", out=out)
    code = say("fr", "ui.code")
    assert f"{code}{NBSP}: {game.code}" in out.getvalue()
    sheets = links("01_play", lang="fr", papers=("a4",))
    assert f"{say('fr', 'ui.sheet')}{NBSP}: " in repr(sheets)
    assert f"</b>{NBSP}: " in sheets._repr_html_()
    english = links("01_play", papers=("a4",))
    assert f"{say('en', 'ui.sheet')}: " in repr(english) and "</b>: " in english._repr_html_()
