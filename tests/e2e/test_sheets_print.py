"""The printable sheets in Chromium's print: one PDF per lesson's sheet, language and paper.

Each sheet is set in a page (`page.set_content`, nothing fetched), printed with `page.pdf()`
and read back with pypdf: the pupils' pages (worksheet; exit ticket and real cards) print on
two pages with no answer on them, the answer key (a page of its own, ``Sheet.answers``) on
one; the screen-only note above the pupils' pages is not printed.  In print media, at the
printable width, each page's section must fit the printable height and hold every card and
box it draws: then no card is cut by a page edge (and the PDF has one page per section).
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import pypdf
import pytest

from war_widget import locale, sheets
from war_widget.sheets.layout import printable
from war_widget.sheets.rounds import TWO_CARDS
from war_widget.sheets.words import Words

MM = 96 / 25.4  # CSS pixels per millimetre
FIRST = next(iter(sheets.LESSON_SHEETS))


def _quick(lesson: str, lang: str, paper: str) -> bool:
    """make test prints every lesson's sheet in English on A4 and the first lesson's in every
    language on Letter; make test-slow (``heavy``) every other lesson, language and paper."""
    return (lang == "en" and paper == "a4") or (lesson == FIRST and paper == "letter")


CASES = [
    pytest.param(s, lang, paper, marks=() if _quick(s, lang, paper) else pytest.mark.heavy)
    for s in sheets.LESSON_SHEETS
    for lang in locale.LANGUAGES
    for paper in sheets.PAPERS
]

MEASURE = """() => {
  const box = (el) => el.getBoundingClientRect();
  return [...document.querySelectorAll("section.page")].map((sec) => {
    const s = box(sec);
    const outside = [...sec.querySelectorAll("svg.card, .box, .round, tr")]
      .map(box)
      .filter((r) => r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5).length;
    return { height: s.height, outside, cards: sec.querySelectorAll("svg.card").length };
  });
}"""


def _id(value: object) -> str:
    if isinstance(value, sheets.LessonSheet):
        return f"{value.lesson}-{value.activity}"
    return str(value)


@pytest.fixture(scope="module")
def page(browser_context: Any) -> Iterator[Any]:
    page = browser_context.new_page()
    yield page
    page.close()


def measure(page: Any, html: str, paper: str, script: str = MEASURE) -> list[dict[str, float]]:
    """Each section's height and the drawn elements outside it, laid out as printed
    (``script``: what is measured; test_cards_print.py measures the cards too)."""
    width, _ = printable(paper)
    page.set_viewport_size({"width": round(width * MM), "height": 800})
    page.emulate_media(media="print")
    page.set_content(html)
    sections: list[dict[str, float]] = page.evaluate(script)
    return sections


def printed(page: Any, html: str) -> list[str]:
    """The text of each page of the PDF Chromium prints (NFKC: the font's ligatures, "ﬀ",
    read as letters)."""
    page.set_content(html)
    pdf = page.pdf(prefer_css_page_size=True)
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return [unicodedata.normalize("NFKC", p.extract_text()) for p in reader.pages]


def words(lang: str, key: str) -> str:
    """A message as the printed page's text reads it (NFKC too: French's narrow no-break space
    before "?" is a space there)."""
    return unicodedata.normalize("NFKC", Words(lang).plain(key))


def _flat(text: str) -> str:
    """Text as compared: NFKC, no direction marks, one space between words (a header cell's
    words wrap onto two lines in the PDF's text)."""
    text = re.sub("[\u200e\u200f\u2066-\u2069]", "", unicodedata.normalize("NFKC", text))
    return " ".join(text.split())


def count(lang: str, text: str, phrase: str) -> int:
    """How often ``phrase`` is on a printed page.  The PDF's text of a right-to-left line comes
    out in visual pieces (the words whole, their order and the signs between them not), so
    there each of its words is counted and the rarest one's count is the phrase's."""
    text, phrase = _flat(text), _flat(phrase)
    if locale.direction(lang) != "rtl":
        return text.count(phrase)
    found = re.findall(r"\w+", text)
    return min((found.count(word) for word in re.findall(r"\w+", phrase)), default=0)


def has(lang: str, text: str, phrase: str) -> bool:
    return count(lang, text, phrase) > 0


@pytest.mark.parametrize(("lesson", "lang", "paper"), CASES, ids=_id)
def test_a_lessons_sheet_prints_on_two_pages_and_its_key_on_one_with_no_card_cut(
    page: Any, lesson: sheets.LessonSheet, lang: str, paper: str
) -> None:
    made = sheets.sheet(lesson.code, lesson.activity, lang=lang, paper=paper)
    _, height = printable(paper)
    sections = measure(page, made.html, paper) + measure(page, made.key_html, paper)
    # lesson 03's record sheet: a page with its table, then the exit ticket (twice)
    record = lesson.activity == "record"
    assert len(sections) == 3
    for i, sec in enumerate(sections):
        assert sec["height"] <= height * MM, f"section {i} is taller than a {paper} page"
        assert sec["outside"] == 0, f"section {i} has elements outside it"
    if record:
        assert [s["cards"] for s in sections] == [0, 0, 0]
    else:
        rounds = sheets.ROUNDS[lesson.activity]
        per_round = 2 * (2 if lesson.activity in TWO_CARDS else 1)
        exits = sheets.EXIT_ROUNDS * per_round
        assert [s["cards"] for s in sections] == [rounds * per_round, exits, 0]

    pages = printed(page, made.html)
    assert len(pages) == 2
    key = printed(page, made.key_html)
    assert len(key) == 1
    key_title = words(lang, "sheet.key.title")
    assert has(lang, key[0][: len(key_title) + 40], key_title), key[0][:80]
    assert all(not has(lang, text, key_title) for text in pages)
    assert all(not has(lang, text, words(lang, "sheet.key.download")) for text in pages)
    assert has(lang, pages[0], words(lang, f"sheet.title.{lesson.activity}"))
    if record:  # every row of the table on the page, its columns named; the exit ticket
        assert has(lang, pages[0], words(lang, "sheet.record.winner"))
        assert has(lang, pages[0], words(lang, "sheet.record.line"))
        assert has(lang, pages[0], words(lang, "sheet.record.look").split()[0])
        assert count(lang, pages[1], words(lang, "sheet.exit.title")) == 2
        assert has(lang, pages[1], words(lang, "sheet.exit.record.task"))
        return
    assert has(lang, pages[1], words(lang, "sheet.exit.title"))
    assert has(lang, pages[1], words(lang, "sheet.real.title"))


def test_the_measure_catches_a_sheet_too_long_for_its_page(
    page: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check can fail: twice the rounds overflow the worksheet's page and the PDF."""
    monkeypatch.setitem(sheets.make.ROUNDS, "win", 16)
    lesson = sheets.LESSON_SHEETS[0]
    made = sheets.sheet(lesson.code, "win", paper="letter")
    _, height = printable("letter")
    sections = measure(page, made.html, "letter")
    assert sections[0]["height"] > height * MM
    assert len(printed(page, made.html)) > 2
