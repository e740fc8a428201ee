"""The live class's dashboard right to left (issue 45): the direction is Python's (the words'
``dir``, the teacher page's ``<html dir>``), and the figures in its Arabic sentences are
isolated left to right ("1/17 = 5.9%", "من 0.0% إلى 79.3%", "95%") while its numbers and
the CSV stay plain.  Every other language gets exactly what it got before."""

from __future__ import annotations

import re
from typing import Any

import pytest

from test_classroom_widget import REFERENCE, FakeRoom, game
from war_widget import locale
from war_widget.classroom import teacher_page
from war_widget.classroom.dashboard import Dashboard
from war_widget.classroom.figures import chart_text, figures_left_to_right
from war_widget.classroom.stats_view import front_end_words
from war_widget.game.names import FSI, LRI, PDI

ISOLATES = re.compile("[\u2066-\u2069]")


def answer(i: int, right: bool) -> dict[str, Any]:
    data = {"right": right, "tries": 2, "quiz": "symbol", "question": "7 ☐ 4"}
    t = "2026-12-06T10:06:00.000Z"
    return {"id": f"a-{i}", "pupil": "Bea", "kind": "answer", "lesson": "03_probability",
            "data": data, "time": t, "sent": t}  # fmt: skip


def traits(lang: str) -> dict[str, Any]:
    room = FakeRoom([game(1, war=True), *(game(i) for i in range(2, 18)), answer(1, False)])
    d = Dashboard(room, lang=lang, reference=REFERENCE)
    d.take(room.results())
    return d.traits()


def texts(value: Any) -> list[str]:
    """Every string in the traits, at every level."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in texts(v)]
    return []


def outside_isolates(text: str) -> str:
    return re.sub(f"{LRI}[^{PDI}]*{PDI}", "", text)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_dashboard_gets_its_direction_from_python(lang: str) -> None:
    assert front_end_words(lang)["dir"] == locale.direction(lang)
    html = teacher_page.page(lang)
    if locale.direction(lang) == "rtl":
        assert f'<html lang="{lang}" dir="rtl">' in html
    else:  # as it was: no dir, the browser's left to right
        assert f'<html lang="{lang}">' in html and "dir=" not in html


def test_the_figures_are_isolated_left_to_right_in_arabic_only() -> None:
    exact = "الإجابة الدقيقة: 1/17 = 5.9%"
    assert figures_left_to_right(exact, "ar") == f"الإجابة الدقيقة: {LRI}1/17 = 5.9%{PDI}"
    assert figures_left_to_right(exact, "en") == exact
    band = "شريط 95%: من 0.0% إلى 79.3%."
    assert figures_left_to_right(band, "ar") == (
        f"شريط {LRI}95%{PDI}: من {LRI}0.0%{PDI} إلى {LRI}79.3%{PDI}."
    )
    # A bare number, a clock, a grouped number lay out as written: left alone.
    plain = "(1 من 17) عند 06:50، 1,100 لعبة"
    assert figures_left_to_right(plain, "ar") == plain
    # A range, a sign question, a lone sign; what is isolated already is not isolated again.
    assert figures_left_to_right("0–19", "ar") == f"{LRI}0–19{PDI}"
    assert figures_left_to_right("7 ☐ 4: مرة", "ar") == f"{LRI}7 ☐ 4{PDI}: مرة"
    assert figures_left_to_right("<، > أو =", "ar") == f"{LRI}<{PDI}، {LRI}>{PDI} أو ="
    once = f"{LRI}9 > 5{PDI} و 5%"
    assert figures_left_to_right(once, "ar") == f"{LRI}9 > 5{PDI} و {LRI}5%{PDI}"


def test_a_charts_label_keeps_its_own_direction_in_arabic() -> None:
    assert chart_text("1,200 أو أكثر", "ar") == f"{FSI}1,200 أو أكثر{PDI}"
    assert chart_text("0–19", "ar") == f"{FSI}{LRI}0–19{PDI}{PDI}"
    assert chart_text("1,200 or more", "en") == "1,200 or more"


def test_every_figure_the_arabic_dashboard_shows_is_isolated_and_its_numbers_are_plain() -> None:
    t = traits("ar")
    assert t["words"]["dir"] == "rtl" and t["words"]["band"] == f"شريط {LRI}95%{PDI}"
    fw = t["view"]["first_war"]
    assert fw["exact_text"] == f"الإجابة الدقيقة: {LRI}1/17 = 5.9%{PDI}"
    assert f"{LRI}5.9%{PDI}" in fw["text"] and f"{LRI}95%{PDI}" in fw["text"]
    for text in texts(t):
        bare = outside_isolates(text)
        assert not re.search(r"[0-9][%/=<>☐–]|[%/=<>☐–][0-9]|^[<>]|\s[<>]", bare), text
    # What is counted stays numbers; the CSV is the room's, not the view's.
    assert (fw["n"], fw["wars"]) == (17, 1) and isinstance(fw["share"], float)
    bars = t["view"]["lengths"]["bars"]
    assert all(isinstance(b["low"], int) for b in bars)
    assert bars[0]["label"].startswith(FSI) and not ISOLATES.search(FakeRoom().to_csv())


@pytest.mark.parametrize("lang", [c for c in locale.LANGUAGES if locale.direction(c) == "ltr"])
def test_a_left_to_right_dashboard_has_no_isolate(lang: str) -> None:
    t = traits(lang)
    assert t["words"]["dir"] == "ltr"
    assert [text for text in texts(t) if ISOLATES.search(text)] == []


def test_a_failed_open_keeps_the_systems_words_in_their_direction_in_arabic() -> None:
    room = FakeRoom()
    room.fail_open = OSError(98, "Address already in use")
    d = Dashboard(room, lang="ar", reference=REFERENCE)
    d.intent({"type": "open"})
    assert d.notice.endswith(f"{FSI}Address already in use{PDI}")
