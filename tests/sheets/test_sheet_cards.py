"""Printable cards (sheets.cards, issue 43): a deck a pair cuts out when the room has no real
decks: the engine's own deck for the rules (numbers and copies, or the full deck), dots or
ten-frames for the youngest, 16 cards a page with cut lines on A4 and Letter, the words in
the lesson's language; offered in each lesson's links and in the play widget's Settings.
Printed in Chromium by tests/e2e/test_sheets_print.py."""

from __future__ import annotations

import base64
import math
import re
from collections import Counter
from html import unescape

import pytest

from war_widget import Rules, WarWidget, locale, sheets
from war_widget.sheets.cut_out import COLUMNS, ROWS
from war_widget.sheets.words import Words


def _faces(html: str) -> list[str]:
    """Each card's face, as a screen reader reads it, in print order."""
    return re.findall(r'<svg class="face"[^>]*aria-label="([^"]+)"', html)


def _pages(html: str) -> list[str]:
    return re.findall(r'<section class="page cards">(.*?)</section>', html, re.S)


def _cards_svgs(html: str) -> list[str]:
    return re.findall(r'<svg class="face".*?</svg>', html, re.S)


def _text(html: str) -> str:
    return unescape(re.sub(r"<style>.*?</style>|<[^>]+>", " ", html, flags=re.S))


@pytest.mark.parametrize(
    ("kwargs", "rules"),
    [
        ({}, Rules(numbers=10, copies=4)),
        ({"numbers": 13}, Rules(numbers=13, copies=4)),
        ({"numbers": 6, "copies": 2}, Rules(numbers=6, copies=2)),
        ({"numbers": 20, "copies": 3}, Rules(numbers=20, copies=3)),
        ({"numbers": None}, Rules()),
    ],
)
@pytest.mark.parametrize("paper", sorted(sheets.PAPERS))
def test_the_deck_is_the_rules_deck(kwargs, rules, paper) -> None:
    deck = sheets.cards(**kwargs, paper=paper)
    wanted = [str(card) for card in rules.new_deck()]
    faces = _faces(deck.html)
    assert Counter(faces) == Counter(wanted) and deck.count == len(wanted) == len(faces)
    if rules.numbers is not None:
        assert Counter(faces) == {str(n): rules.copies for n in range(1, rules.numbers + 1)}
    else:
        assert len(set(faces)) == 52 and {f[-1] for f in faces} == set("♠♥♦♣")
    # no card is ever split across pages: 16 a page, the rest on the last
    pages = _pages(deck.html)
    per_page = [len(_faces(page)) for page in pages if "<table" in page]
    assert per_page == [ROWS * COLUMNS] * (len(per_page) - 1) + [per_page[-1]]
    assert len(per_page) == math.ceil(len(wanted) / (ROWS * COLUMNS))
    assert f"@page {{ size: {sheets.PAPERS[paper][0]}; margin: 12mm; }}" in deck.html


def test_the_full_deck_says_its_suits_and_letters() -> None:
    deck = sheets.cards(None, lang="en", paper="letter")
    text = _text(deck.html)
    assert Words("en").plain("sheet.cards.deck") in text
    assert "J = 11, Q = 12, K = 13, A = 14." in text
    svgs = _cards_svgs(deck.html)
    assert all("<circle" not in svg and "<rect" not in svg for svg in svgs)
    # hearts and diamonds as outlines (black on white), the corners' suit too
    assert sum("♡" in svg for svg in svgs) == 13 and sum("♢" in svg for svg in svgs) == 13


@pytest.mark.parametrize("numbers", [5, 10])
def test_dots_and_ten_frames_show_each_number(numbers: int) -> None:
    dots = sheets.cards(numbers, style="dots")
    for face, svg in zip(_faces(dots.html), _cards_svgs(dots.html), strict=True):
        assert svg.count("<circle") == int(face) and "<rect" not in svg
    frames = sheets.cards(numbers, style="ten_frames")
    for face, svg in zip(_faces(frames.html), _cards_svgs(frames.html), strict=True):
        assert svg.count("<rect") == 10 and svg.count("<circle") == int(face)
    plain = sheets.cards(numbers)
    assert all("<circle" not in svg for svg in _cards_svgs(plain.html))


def test_six_and_nine_are_told_apart() -> None:
    for svg in _cards_svgs(sheets.cards(10).html):
        face = re.search(r'aria-label="(\d+)"', svg).group(1)  # type: ignore[union-attr]
        assert ('text-decoration="underline"' in svg) == (face in ("6", "9")), face


def test_cut_lines_around_every_card_and_none_around_an_empty_place() -> None:
    deck = sheets.cards(6)  # 24 cards: the second page has 2 rows, no empty place
    assert deck.html.count('<td class="empty">') == 0
    odd = sheets.cards(5, copies=3)  # 15 cards: one empty place in the last row
    assert odd.html.count('<td class="empty">') == 1
    assert "border: 0.45mm dashed #000" in odd.html and "td.empty { border: 0; }" in odd.html
    assert odd.html.count("<td>") == 15


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("paper", sorted(sheets.PAPERS))
def test_the_words_are_in_the_lessons_language(lang: str, paper: str) -> None:
    w = Words(lang)
    deck = sheets.cards(10, style="dots", lang=lang, paper=paper)
    assert f'<html lang="{lang}"' in deck.html and deck.lang == lang  # (and dir="rtl" in ar)
    text = _text(deck.html)
    for key in ("sheet.title.cards", "sheet.cards.cut", "sheet.cards.play", "sheet.cards.print"):
        assert w.plain(key) in text, (lang, key)
    assert w.plain("sheet.cards.numbers", top=10, copies=4, count=40) in text
    for key in ("sheet.real.deal", "sheet.real.flip", "sheet.real.win", "sheet.real.end"):
        assert w.plain(key) in text, (lang, key)
    assert w.plain("sheet.real.war", count=3) in text
    full = _text(sheets.cards(None, lang=lang, paper=paper).html)
    assert w.plain("sheet.cards.deck") in full
    if lang != "en":
        english = Words("en")
        for key in ("sheet.title.cards", "sheet.cards.cut", "sheet.cards.play", "sheet.cards.deck"):
            assert w.plain(key) != english.plain(key) and english.plain(key) not in text + full


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"numbers": 0}, r"^numbers=0 is not allowed"),
        ({"numbers": 65}, r"^numbers=65 is not allowed"),
        ({"numbers": "10"}, r"^numbers='10' is not allowed"),
        ({"numbers": True}, r"^numbers=True is not allowed"),
        ({"copies": 9}, r"^copies=9 is not allowed"),
        ({"numbers": 40, "copies": 2}, r"numbers=40 with copies=2 makes 80 cards"),
        ({"numbers": None, "copies": 4}, r"^copies=4 is not allowed: the full deck"),
        ({"style": "stars"}, r"^style='stars' is not allowed: .*'numerals', 'dots', 'ten_frames'"),
        ({"numbers": 13, "style": "dots"}, r"^style='dots' is not allowed: .*1 to 10"),
        ({"numbers": None, "style": "ten_frames"}, r"^style='ten_frames' is not allowed"),
        ({"paper": "a5"}, r"^paper='a5' is not allowed: .*'a4', 'letter'"),
        ({"lang": "xx"}, r"lang='xx' is not supported"),
    ],
)
def test_bad_arguments_name_the_field(kwargs, message) -> None:
    with pytest.raises(ValueError, match=message):
        sheets.cards(**kwargs)


def test_save_and_the_notebooks_cell(tmp_path) -> None:
    deck = sheets.cards(13, lang="sk", paper="letter")
    path = deck.save(tmp_path / "karty.html")
    assert path.read_text(encoding="utf-8") == deck.html
    cell = deck._repr_html_()
    assert cell.startswith('<div class="war-widget-sheet" lang="sk"')
    assert Words("sk").plain("sheet.title.cards") in unescape(cell)
    assert sheets.link.filename(deck) == "war-sheet-cards-sk-letter-1-13x4.html"


@pytest.mark.parametrize("lesson", sorted({c.lesson for c in sheets.LESSON_CARDS}))
def test_each_lessons_links_offer_its_cards_on_both_papers(lesson: str) -> None:
    shown = sheets.links(lesson, lang="nb")
    html = shown._repr_html_()
    _, _, decks = html.partition(f"<b>{Words('nb').plain('ui.sheet.cards')}</b>: ")  # ui.labelled
    assert decks, html[:200]
    found = re.findall(
        r'<a download="([^"]+)" href="data:text/html;charset=utf-8;base64,([^"]+)">([^<]+)</a>',
        decks,
    )
    wanted = [c for c in sheets.LESSON_CARDS if c.lesson == lesson]
    assert len(found) == 2 * len(wanted)
    for i, (name, data, words) in enumerate(found):
        c, paper = wanted[i // 2], ("a4", "letter")[i % 2]
        made = sheets.cards(c.numbers, copies=c.copies, style=c.style, lang="nb", paper=paper)
        assert base64.b64decode(data).decode("utf-8") == made.html
        assert name == sheets.link.filename(made)
        assert unescape(words) == sheets.link.cards_label(made)
        assert unescape(words).endswith("(A4)" if paper == "a4" else "(Letter)")
    assert "Tallkort til utskrift" in repr(shown)


def test_the_lessons_decks() -> None:
    """The table in sheets/lessons.py: lesson 01 the numbers 1–13 and the full deck, lesson
    02 the youngest's 1–10 with dots and with ten-frames."""
    decks = {(c.lesson, c.numbers, c.style) for c in sheets.LESSON_CARDS}
    assert {("01_play", 13, "numerals"), ("01_play", None, "numerals")} <= decks
    assert {("02_counting", 10, "dots"), ("02_counting", 10, "ten_frames")} <= decks
    lessons = {s.lesson for s in sheets.LESSON_SHEETS}
    assert lessons <= {c.lesson for c in sheets.LESSON_CARDS}


@pytest.mark.parametrize(
    ("preset", "label"),
    [
        ("classic", "full deck (52 cards) (A4)"),
        ("ladder_5", "1–5 with dots (A4)"),
        ("ladder_10", "1–10 with dots (A4)"),
        ("steal_war", "full deck (52 cards) (A4)"),
    ],
)
def test_the_widgets_settings_offer_the_decks_cards(preset: str, label: str) -> None:
    w = WarWidget(seed=3)
    w.new_game(preset=preset)
    assert w.cards is not None and w.cards["label"] == label
    rules = Rules.preset(preset)
    if rules.numbers is None:
        wanted = sheets.cards(None)
    else:
        wanted = sheets.cards(rules.numbers, copies=rules.copies, style="dots")
    assert w.cards["html"] == wanted.html and w.cards["name"] == sheets.link.filename(wanted)
    if preset == "steal_war":
        assert w.sheet is None  # no sheet fits: the cards are still offered
    w.lang = "pl"
    assert w.cards["html"] == sheets.cards_for_game(w._session.game, lang="pl").html
    assert Words("pl").plain("sheet.title.cards") in w.cards["html"]
    assert w.labels["sheet.cards"] == "Karty z liczbami do wydruku"


def test_the_cards_trait_is_read_only() -> None:
    w = WarWidget()
    with pytest.raises(Exception, match="cards is read-only"):
        w.cards = None
