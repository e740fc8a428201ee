"""Printable cards and Product War's and the difference's sheets in Chromium's print (issue 43).

Each page is set in a page (`page.set_content`, nothing fetched) and laid out in print media
at the printable width: every section must fit the paper's printable height and hold every
card it draws (no card cut by a page edge), and the PDF Chromium prints has one page per
section, the cards' words on the first.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

import test_sheets_print as sheets_print
from war_widget import Game, Rules, locale, sheets
from war_widget.sheets.cut_out import COLUMNS, ROWS
from war_widget.sheets.layout import printable
from war_widget.sheets.words import Words

MM = 96 / 25.4  # CSS pixels per millimetre
#: The printable deck's module (``sheets.cards`` is its function).
cards_module = importlib.import_module("war_widget.sheets.cut_out")

MEASURE = """() => {
  const box = (el) => el.getBoundingClientRect();
  return [...document.querySelectorAll("section.page")].map((sec) => {
    const s = box(sec);
    const drawn = [...sec.querySelectorAll("svg.face, svg.card, td, .box, .round")].map(box);
    const outside = drawn.filter((r) => r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5);
    const faces = [...sec.querySelectorAll("svg.face")].map(box);
    return {
      height: s.height,
      outside: outside.length,
      faces: faces.length,
      smallest: faces.length ? Math.min(...faces.map((r) => r.height)) : 0,
      cards: sec.querySelectorAll("svg.card").length,
    };
  });
}"""


page, printed = sheets_print.page, sheets_print.printed  # the module's page, its PDF's text


def measure(page: Any, html: str, paper: str) -> list[dict[str, float]]:
    return sheets_print.measure(page, html, paper, MEASURE)


DECKS = [
    pytest.param({"numbers": 10, "style": "dots"}, "pl", id="1-10-dots-pl"),
    pytest.param({"numbers": 10, "style": "ten_frames"}, "es", id="1-10-ten-frames-es"),
    pytest.param({"numbers": 13}, "sk", id="1-13-sk"),
    pytest.param({"numbers": None}, "en", id="deck-en"),
    pytest.param({"numbers": 8, "copies": 8}, "nb", id="64-cards-nb"),
]


@pytest.mark.parametrize("paper", sorted(sheets.PAPERS))
@pytest.mark.parametrize(("kwargs", "lang"), DECKS)
def test_the_cards_print_sixteen_a_page_with_no_card_cut(
    page: Any, kwargs: dict[str, Any], lang: str, paper: str
) -> None:
    deck = sheets.cards(**kwargs, lang=lang, paper=paper)
    _, height = printable(paper)
    sections = measure(page, deck.html, paper)
    for i, sec in enumerate(sections):
        assert sec["height"] <= height * MM, f"page {i + 1} is taller than a {paper} page"
        assert sec["outside"] == 0, f"page {i + 1} has cards outside it"
    faces = [int(s["faces"]) for s in sections]
    assert sum(faces) == deck.count
    assert all(n == ROWS * COLUMNS for n in faces[:-1] if n) and max(faces) <= ROWS * COLUMNS
    # a card's face is at least 45 mm tall: a number a child reads across the table
    assert min(s["smallest"] for s in sections if s["faces"]) >= 45 * MM
    pages = printed(page, deck.html)
    assert len(pages) == len(sections)
    w = Words(lang)
    assert pages[0].lstrip().startswith(w.plain("sheet.title.cards"))
    assert w.plain("sheet.cards.play") in pages[-1]


PRODUCT = Game(Rules(flip=2, combine="product", numbers=10, copies=4), seed=1).code
DIFFERENCE = Game(Rules(flip=2, combine="difference"), seed=1).code


# make test: every language on A4 and English on Letter; the other languages on Letter are
# marked heavy (make test-slow).
LANG_PAPER = [
    pytest.param(lang, paper, marks=() if lang == "en" or paper == "a4" else pytest.mark.heavy)
    for lang in locale.LANGUAGES
    for paper in sorted(sheets.PAPERS)
]


@pytest.mark.parametrize(("lang", "paper"), LANG_PAPER)
@pytest.mark.parametrize(("code", "activity"), [(PRODUCT, "product"), (DIFFERENCE, "difference")])
def test_the_two_cards_sheets_print_on_two_pages_and_the_key_on_one(
    page: Any, code: str, activity: str, lang: str, paper: str
) -> None:
    made = sheets.sheet(code, activity, lang=lang, paper=paper)
    _, height = printable(paper)
    sections = measure(page, made.html, paper) + measure(page, made.key_html, paper)
    assert len(sections) == 3
    for i, sec in enumerate(sections):
        assert sec["height"] <= height * MM, f"section {i} is taller than a {paper} page"
        assert sec["outside"] == 0, f"section {i} has elements outside it"
    per_round = 4  # two players, two cards each
    rounds, exits = sheets.ROUNDS[activity], sheets.EXIT_ROUNDS
    assert [s["cards"] for s in sections] == [rounds * per_round, exits * per_round, 0]
    pages, key = printed(page, made.html), printed(page, made.key_html)
    assert len(pages) == 2 and len(key) == 1
    w = Words(lang)
    assert w.plain(f"sheet.title.{activity}") in pages[0]
    assert w.plain("sheet.exit.title") in pages[1]
    assert key[0].lstrip().startswith(w.plain("sheet.key.title"))


def test_the_measure_catches_cards_too_tall_for_the_page(
    page: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check can fail: cards 10 mm taller overflow the first page, and the PDF has a page
    more than its sections (a row pushed onto a page of its own)."""
    monkeypatch.setitem(cards_module.CARD_HEIGHT, "a4", 68.0)
    cards_module._pages.cache_clear()
    try:
        deck = sheets.cards(10, style="dots", lang="pl", paper="a4")
        sections = measure(page, deck.html, "a4")
        _, height = printable("a4")
        assert sections[0]["height"] > height * MM
        assert len(printed(page, deck.html)) > len(sections)
    finally:
        cards_module._pages.cache_clear()
