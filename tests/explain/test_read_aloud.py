"""Read aloud (``WarWidget(speak=True)``): the text spoken is Python's, in the learner's
language, the same words as the banner on the felt; the voice languages follow ``lang``."""

from __future__ import annotations

import pytest
import traitlets

from war_widget import WarWidget, locale
from war_widget.explain.speech import in_words
from war_widget.game.names import plain
from war_widget.play.views import Voice, banner_text


def test_each_round_carries_its_banner_as_one_text() -> None:
    w = WarWidget(seed=5, speak=True)
    w.flip()
    view = w.last_round
    b = view["banner"]
    assert view["spoken"].endswith(in_words(b["math"][-1], "en") + ".")  # the signs in words
    assert view["spoken"].startswith("You win" if view["winner"] == 0 else "The computer wins")


def test_a_war_is_said_before_who_won() -> None:
    voice = Voice("en", "detailed", ["You", "Ana"], None, you=True)
    b = {"how": "win", "math": ["8 = 8", "12 > 3"]}
    said = "War! 8 is the same as 8. You win: 12 is more than 3."
    assert banner_text(b, 0, voice) == said
    assert banner_text(b, 1, voice) == said.replace("You win", "Ana wins")
    assert banner_text({"how": "peace", "math": ["7 = 7"]}, None, voice) == (
        "Peace: 7 is the same as 7. Everyone takes their cards back."
    )
    assert banner_text({"how": "none", "math": []}, None, voice) == ""


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_the_banner_is_spoken_in_the_learners_language(lang: str) -> None:
    w = WarWidget(seed=5, lang=lang, names=["Ana", "Ben"])
    w.flip()
    view = w.last_round
    name = ["Ana", "Ben"][view["winner"]]
    math = in_words(plain(view["banner"]["math"][-1]), lang)  # (shown isolated in ar)
    expected = locale.say(lang, "ui.table.banner.win", name=name, math=math)
    assert view["spoken"].endswith(expected + ".")
    assert expected != locale.say("en", "ui.table.banner.win", name=name, math="")


def test_voice_languages_follow_the_language_and_are_read_only() -> None:
    w = WarWidget(seed=1)
    assert w.voice_langs == ["en"] and w.speak is False
    w.lang = "nb"
    assert w.voice_langs == ["nb", "no"]
    with pytest.raises(traitlets.TraitError, match="set lang instead"):
        w.voice_langs = ["de"]
    w.speak = True
    assert w.speak is True
