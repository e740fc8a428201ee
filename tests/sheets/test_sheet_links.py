"""Sheets as links: a lesson's cell (sheets.links), the play widget's Settings (the `sheet`
trait, sheets.for_game).  The click that opens it in Chromium is tests/e2e/test_play_sheet.py."""

from __future__ import annotations

import base64
import re
from html import unescape

import pytest

from war_widget import Game, Rules, WarWidget, sheets


def _pages(html: str) -> list[tuple[str, str, str]]:
    """Each link's file name, its page (decoded from the data: URL) and its words."""
    link = r'<a download="([^"]+)" href="data:text/html;charset=utf-8;base64,([^"]+)">([^<]+)</a>'
    return [
        (name, base64.b64decode(data).decode("utf-8"), unescape(words))
        for name, data, words in re.findall(link, html)
    ]


@pytest.mark.parametrize("lesson", sorted({s.lesson for s in sheets.LESSON_SHEETS}))
def test_a_lessons_links_carry_each_of_its_sheets_on_both_papers(lesson):
    shown = sheets.links(lesson, lang="pl")
    wanted = [s for s in sheets.LESSON_SHEETS if s.lesson == lesson]
    # the sheets' links; the printable cards' follow (tests/sheets/test_sheet_cards.py)
    pages = _pages(shown._repr_html_().partition("<br>")[0])
    assert len(pages) == 2 * 2 * len(wanted)  # each sheet's link, then its answer key's
    for i, ((name, page, words), (key_name, key, key_words)) in enumerate(
        zip(pages[::2], pages[1::2], strict=True)
    ):
        sheet = wanted[i // 2]
        paper = ("a4", "letter")[i % 2]
        made = sheets.sheet(sheet.code, sheet.activity, lang="pl", paper=paper)
        assert page == made.html and key == made.answers.html
        assert name.startswith(f"war-sheet-{sheet.activity}-pl-{paper}-") and name.endswith(".html")
        assert key_name == name.removesuffix(".html") + "-answers.html"
        assert words.endswith("(A4)" if paper == "a4" else "(Letter)")
        assert key_words == "Odpowiedzi" and "Odpowiedzi" not in page
    assert "Karta pracy do wydruku" in shown._repr_html_()
    assert repr(shown).startswith("Karta pracy do wydruku: ")


@pytest.mark.parametrize(
    ("rules", "activity"),
    [
        (Rules(), "win"),
        (Rules.preset("ladder_5"), "sign"),
        (Rules.preset("ladder_10"), "sign"),
        (Rules.preset("guerra_de_sumas"), "sum"),
        (Rules.preset("steal_war"), None),
        (Rules(players=3), None),
        (Rules(flip=2, combine="difference"), "difference"),
        (Rules(flip=2, combine="product"), "product"),
        (Rules(flip=2, combine="product", numbers=10, copies=4), "product"),
    ],
)
def test_the_activity_follows_the_rules(rules, activity):
    assert sheets.activity_for(rules) == activity
    page = sheets.for_game(Game(rules, seed=4), lang="es")
    assert (page and page.activity) == activity


def test_a_deal_too_short_for_a_sheet_gives_way_to_the_next_long_enough():
    short = Game(Rules.preset("ladder_5"), seed=4)
    assert short.play().rounds < sheets.ROUNDS["sign"] + sheets.EXIT_ROUNDS
    page = sheets.for_game(Game(Rules.preset("ladder_5"), seed=4), lang="en")
    assert page is not None and page.code == Game(Rules.preset("ladder_5"), seed=5).code
    # A deck whose every game is too short has no sheet.
    assert sheets.for_game(Game(Rules(numbers=2, copies=1), seed=1), lang="en") is None


def test_the_widget_offers_its_deals_sheet_in_the_learners_language():
    w = WarWidget(seed=11, lang="sk")
    assert w.sheet is not None
    assert w.sheet["html"] == sheets.sheet(w.code, "win", lang="sk").html
    assert w.sheet["label"] == "Kto vyhrá? (A4)"
    assert w.sheet["name"].startswith("war-sheet-win-sk-a4-")
    w.lang = "nb"
    assert w.sheet["html"] == sheets.sheet(w.code, "win", lang="nb").html
    w.new_game(preset="ladder_10")
    assert w.sheet["html"] == sheets.sheet(w.code, "sign", lang="nb").html
    w.new_game(preset="steal_war")
    assert w.sheet is None
    assert w.labels["sheet.none"].startswith("Ingen arbeidsark")


def test_the_sheet_is_the_deals_whatever_round_the_game_is_at():
    w = WarWidget(seed=12)
    before = w.sheet
    for _ in range(5):
        w.flip()
    assert w.sheet == before


def test_the_sheet_trait_is_read_only():
    w = WarWidget()
    with pytest.raises(Exception, match="sheet is read-only"):
        w.sheet = None
