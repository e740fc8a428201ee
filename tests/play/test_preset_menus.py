"""Variant names in children's menus in the child's language (issue 35): the sum war is
called by a name of each language's own in Settings' menus (the preset menu, the check box,
the notice, the child's pages, which draw the same widget), and by that name with the game's
own Spanish name beside it where a teacher reads it (the rules tour's table of presets)."""

from __future__ import annotations

import pytest

from war_widget import WarWidget, locale
from war_widget.game.rules import Rules
from war_widget.lessons.scene import Ladder, PresetTable
from war_widget.play.words import labels, rules_notice

#: The sum war's name as each language's native reviewer pinned it; a new language is held to
#: its own catalogue's name (the same in every place) until its reviewer adds it here.
PINNED = {
    "en": "Sum War",
    "es": "Guerra de sumas",
    "pl": "Wojna na sumy",
    "sk": "Vojna súčtov",
    "nb": "Sumkrig",
    "uk": "Війна сум",
    "de": "Summenkrieg",
    "fr": "Bataille des additions",  # the classroom name (CP–CE1), not « des sommes »
    "ar": "حرب المجموع",  # the sum war; the teacher's table adds «Guerra de sumas»
}
SUM_WAR = {
    lang: PINNED.get(lang, locale.translation(lang).pgettext(key, locale.MESSAGES[key].text))
    for lang in locale.LANGUAGES
    for key in ["ui.preset.guerra_de_sumas"]
}


def test_the_pinned_names_are_languages_there_are() -> None:
    assert set(PINNED) <= set(locale.LANGUAGES)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_childrens_menus_name_the_sum_war_in_the_childs_language(lang: str) -> None:
    name = SUM_WAR[lang]
    assert locale.preset_name("guerra_de_sumas", lang) == name
    words = labels(lang)
    assert words["preset.guerra_de_sumas"] == name
    assert words["sums"].startswith(name)
    assert name in rules_notice(Rules.preset("guerra_de_sumas"), lang)
    # (the error names the check box, declined in Polish and Slovak: "wyłącz Wojnę na sumy")
    assert SUM_WAR[lang].split()[-1] in words["error.rules.by_rank"]
    if lang != "es":  # the Spanish name is for the teacher's places only
        shown = [words["preset.guerra_de_sumas"], words["sums"], words["error.rules.by_rank"]]
        assert not any("Guerra de sumas" in text for text in shown), shown
        assert "Guerra de sumas" not in rules_notice(Rules.preset("guerra_de_sumas"), lang)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_teachers_places_keep_the_games_own_name_beside(lang: str) -> None:
    teacher = locale.preset_name("guerra_de_sumas", lang, own=True)
    if lang == "es":
        assert teacher == "Guerra de sumas"  # its own name already: not twice
    else:
        assert teacher == f"{SUM_WAR[lang]} (Guerra de sumas)"
    table = PresetTable(seed=7, lang=lang)
    assert teacher in [row[0] for row in table.rows]
    # Other presets keep their names either way.
    assert locale.preset_name("wojna", lang, own=True) == locale.preset_name("wojna", lang)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_widget_and_the_ladder_show_the_childs_name(lang: str) -> None:
    w = WarWidget(lang=lang, seed=1)
    w.rules = Rules.preset("guerra_de_sumas").to_dict()
    assert w.labels["preset.guerra_de_sumas"] == SUM_WAR[lang]
    assert SUM_WAR[lang] in w.notice
    assert all("(Guerra de sumas)" not in name for name, _, _ in Ladder(lang).steps)
