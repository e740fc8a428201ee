"""Right to left: one fact in the one list of languages (``Language.direction``), read by the
widget (its labels' ``dir``), the sheets (``<html dir>``), the site (its words' ``dir``) and
the notebooks (an RTL language's text cells in ``<div dir="rtl">``); the arithmetic shown in
a right-to-left language is isolated left to right (LRI ... PDI), so "9 − 5 = 4" is not
drawn "4 = 5 − 9" and "9 > 5" still reads true."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from war_widget import Game, Rules, explain, locale
from war_widget.explain.speech import isolate_arithmetic
from war_widget.game.names import LRI, PDI, plain
from war_widget.locale import Language
from war_widget.play.views import Voice, round_view
from war_widget.play.words import labels
from war_widget.sheets.make import sheet

ROOT = Path(__file__).resolve().parents[2]
#: A chain of arithmetic between numbers, as the explanations write it.
CHAIN = re.compile(r"\d+(?:[\s\u00a0]*[+−×·=<>][\s\u00a0]*\d+)+")


def test_arabic_is_the_language_written_right_to_left() -> None:
    directions = {lang.code: lang.direction for lang in locale.LANGUAGE_LIST}
    assert directions == {code: "rtl" if code == "ar" else "ltr" for code in locale.LANGUAGES}
    assert directions == locale.DIRECTIONS
    assert locale.direction("ar") == "rtl" and locale.direction("de") == "ltr"


def test_a_direction_that_is_neither_is_refused_naming_the_field() -> None:
    with pytest.raises(ValueError, match="'xx': direction must be 'ltr' or 'rtl'"):
        Language("xx", "X", "nplurals=1; plural=0;", direction="up")  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_widget_gets_its_direction_from_python(lang: str) -> None:
    assert labels(lang)["dir"] == locale.direction(lang)


def test_the_arithmetic_is_isolated_left_to_right_in_arabic_only() -> None:
    text = "13 أكبر من 5 (13 − 5 = 8)."
    shown = isolate_arithmetic(text, "ar")
    assert shown == f"13 أكبر من 5 ({LRI}13 − 5 = 8{PDI})."
    assert isolate_arithmetic(text, "en") == text
    # A lone sign is isolated too (a right-to-left line would draw < as >).
    assert isolate_arithmetic("اكتبوا <، > أو =", "ar") == f"اكتبوا {LRI}<{PDI}، {LRI}>{PDI} أو ="
    # The banner's chains hold together, but a sum's comparison may break between its sides.
    alone = isolate_arithmetic("13 > 5", "ar", together=True)
    assert alone == f"{LRI}13\u00a0>\u00a05{PDI}"
    both = isolate_arithmetic("10 + 4 = 14 > 2 + 8 = 10", "ar", together=True)
    sums = ("10\u00a0+\u00a04\u00a0=\u00a014", "2\u00a0+\u00a08\u00a0=\u00a010")
    assert both == f"{LRI}{sums[0]} >\u00a0{sums[1]}{PDI}"


@pytest.mark.parametrize("preset", ["classic", "guerra_de_sumas"])
def test_every_chain_of_an_arabic_explanation_and_banner_is_isolated(preset: str) -> None:
    game = Game(Rules.preset(preset), seed=3)
    chains = 0
    for _ in range(6):
        rnd = game.step()
        view = round_view(rnd, game, Voice("ar", "detailed", ["1", "2"], None, you=True))
        texts = [*explain(rnd, game.rules, "ar", "detailed").lines, *view["banner"]["math"]]
        for text in texts:
            for part in re.split(f"{LRI}.*?{PDI}", text):
                assert not CHAIN.search(part), f"not isolated in {text!r}"
            chains += text.count(LRI)
        # The voice gets no isolates and every sign in words.
        assert LRI not in view["spoken"] and ">" not in view["spoken"]
        english = explain(rnd, game.rules, "en", "detailed").lines
        assert not any(LRI in line for line in english)
    assert chains > 6


def test_an_arabic_sheet_is_right_to_left_and_its_card_corners_left_to_right() -> None:
    page = sheet(Game(Rules(), seed=3).code, "sign", lang="ar")
    assert '<html lang="ar" dir="rtl">' in page.html
    assert '<html lang="ar" dir="rtl">' in page.key_html
    cards = re.findall(r'<svg class="card"[^>]*>', page.html)
    assert cards and all('direction="ltr"' in c for c in cards)
    # "9 [ ] 5" to fill in reads left to right; the title's signs are isolated.
    assert '<div class="round" dir="ltr">' in page.html
    assert f"{LRI}&lt;{PDI}" in page.html
    english = sheet(Game(Rules(), seed=3).code, "sign", lang="en")
    assert '<html lang="en">' in english.html and LRI not in english.html


def test_the_sites_words_carry_each_languages_direction() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import lite_site
    finally:
        sys.path.remove(str(ROOT / "tools"))
    words = lite_site.site_words()
    assert {lang: w["dir"] for lang, w in words.items()} == locale.DIRECTIONS


def test_arabic_notebooks_text_cells_are_right_to_left() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_notebooks
    finally:
        sys.path.remove(str(ROOT / "tools"))
    for lang in ("ar", "en"):
        cells = make_notebooks.notebook("01_play", lang)["cells"]
        texts = ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]
        opened = [t.startswith('<div dir="rtl" lang="ar">\n\n') for t in texts]
        assert all(opened) if lang == "ar" else not any(opened)
        assert all(t.endswith("\n\n</div>") for t in texts) == (lang == "ar")
    assert plain(f"{LRI}9 > 5{PDI}") == "9 > 5"  # a terminal gets no isolates


def test_the_rounds_ahead_carry_a_banner_isolated_for_arabic_too() -> None:
    """The front-end draws a round ahead's banner the moment Flip is pressed: in Arabic its
    comparison is isolated left to right as Python's own view of the round is (a bare "13 > 5"
    in a right-to-left line is drawn as "13 < 5")."""
    from war_widget import WarWidget

    w = WarWidget(seed=73, lang="ar", quiz=False)
    ahead = w.ahead[0]["banner"]["math"]
    assert ahead and all(m.startswith(LRI) and m.endswith(PDI) for m in ahead), ahead
    w.flip()
    assert w.last_round["banner"]["math"] == ahead  # Python's view says the same
    w.lang = "en"
    assert not any(LRI in m for view in w.ahead for m in view["banner"]["math"])
    w.lang = "ar"
    assert all(m.startswith(LRI) for view in w.ahead for m in view["banner"]["math"])


@pytest.mark.parametrize("kind", ["symbol", "more"])
def test_the_quizs_question_and_answer_are_isolated_left_to_right_in_arabic(kind: str) -> None:
    """The sign question's "1 ☐ 4" and its "<" and ">" (drawn right to left: "4 ☐ 1", and each
    sign mirrored, the other sign than the one to tap), and the numbers behind an answer
    ("4 − 1 = 3"), isolated left to right; English as it was."""
    from war_widget import WarWidget

    for lang in ("ar", "en"):
        w = WarWidget(preset="ladder_5", quiz=True, quiz_kind=kind, lang=lang, seed=3)
        w.flip()
        prompt = w.question["prompt"]
        for _ in range(2 if kind == "symbol" else 1):  # twice wrong: the answer is shown
            w.answer("=" if kind == "symbol" else 3)
        detail = f"{w.feedback['text']} {w.feedback.get('detail', '')}"
        if lang == "en":
            assert LRI not in prompt + detail
            continue
        if kind == "symbol":
            assert f"{LRI}1 ☐ 4{PDI}" in prompt, prompt
            assert prompt.count(f"{LRI}<{PDI}") == 1 and prompt.count(f"{LRI}>{PDI}") == 1, prompt
        chains = CHAIN.findall(detail)
        assert chains and all(f"{LRI}{c}{PDI}" in detail for c in chains), detail


def test_an_arabic_list_takes_the_arabic_comma() -> None:
    """The tally's "added: 12، 15" and a simulation's series "the classic game، a round limit
    of 240" (an ASCII comma in an Arabic line reads as a foreign mark); other languages as
    they were."""
    from war_widget import ClassTally
    from war_widget.simulation.words import series_name
    from war_widget.tally.words import added_text

    assert locale.listed(["a", "b"], "ar") == "a\u060c b"
    assert locale.listed(["a", "b"], "fr") == "a, b"
    for lang, comma in (("ar", "\u060c "), ("en", ", ")):
        tally = ClassTally("rounds", lang=lang)
        assert added_text(tally._tally, [12, 15]) == f"12{comma}15"
        name = series_name(Rules.preset("classic", round_limit=240), lang)
        assert comma in name and (lang == "en" or ", " not in name), name
