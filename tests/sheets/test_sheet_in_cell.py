"""A printable sheet shown in a notebook's cell keeps its style to itself: the page goes in an
``<iframe srcdoc>`` and nothing outside it styles the notebook's page (its body, html, :root,
every element, the printed page).  The file the command line writes stays the whole page.
In Chromium: tests/e2e/test_sheet_in_cell_e2e.py."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from war_widget import Game, Rules, locale, sheets
from war_widget.cli.commands import main
from war_widget.sheets.layout import screen_size
from war_widget.sheets.words import Words

LESSON = sheets.LESSON_SHEETS[0]
#: Selectors and rules that reach past an element of one's own: the whole page's.
PAGE_WIDE = re.compile(r"(^|[\s,{};>])(html|body|:root|\*)\s*[{,]|@page|@media|<style|<link", re.I)


def _frame(cell: str) -> tuple[str, str]:
    """The cell's HTML without its frames' pages, and the first page (unescaped): the
    pupils' pages (the answer key's frame follows: :func:`_frames`)."""
    outside, (inside, _) = _frames(cell)
    return outside, inside


def _frames(cell: str) -> tuple[str, tuple[str, str]]:
    """The cell's HTML without its frames' pages; the pupils' pages and the answer key."""
    sheet, key = re.findall(r'srcdoc="([^"]*)"', cell)
    return cell.replace(sheet, "").replace(key, ""), (unescape(sheet), unescape(key))


def test_the_page_wide_check_finds_the_pages_own_style() -> None:
    """The check can fail: the page itself is full of page-wide rules."""
    page = sheets.sheet(LESSON.code, LESSON.activity).html
    found = {m.group(0).strip(" {,") for m in PAGE_WIDE.finditer(page)}
    assert {"html", "body", "@page", "@media", "<style"} <= found


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("paper", sorted(sheets.PAPERS))
def test_a_cell_shows_the_whole_page_in_a_frame_and_styles_nothing_outside_it(
    lang: str, paper: str
) -> None:
    made = sheets.sheet(LESSON.code, LESSON.activity, lang=lang, paper=paper)
    cell = made._repr_html_()
    outside, inside = _frame(cell)
    assert inside == made.html, "the frame holds the very page the CLI writes"
    assert _frames(cell)[1][1] == made.answers.html, "the answer key in a frame of its own"
    assert PAGE_WIDE.search(outside) is None, PAGE_WIDE.search(outside)
    assert cell.startswith('<div class="war-widget-sheet"') and cell.endswith("</iframe></div>")
    assert cell.count("<iframe") == 2
    # Each frame is as tall as its pages on a screen before its document says so: the
    # pupils' two, the answer key's one.
    for pages in (2, 1):
        _, height = screen_size(paper, pages)
        assert f"height: {round(height * 96 / 25.4)}px" in outside
    w = Words(lang)
    for key in ("sheet.cell.print", "sheet.cell.open", "sheet.cell.download"):
        assert f">{w(key)}<" in outside, key
    assert f"<b>{w(f'sheet.title.{LESSON.activity}')}</b>" in outside


def test_the_buttons_reach_the_frame_and_the_link_downloads_the_page() -> None:
    made = sheets.sheet(LESSON.code, LESSON.activity)
    outside, _ = _frame(made._repr_html_())
    handlers = [unescape(h) for h in re.findall(r'onclick="([^"]*)"', outside)]
    assert any(h.endswith("querySelector('iframe').contentWindow.print()") for h in handlers)
    assert any("new window.Blob([" in h and ".srcdoc]" in h for h in handlers)
    # In an onclick attribute a bare `URL` is document.URL (a text): window.URL it must be.
    assert not any(re.search(r"(?<!window\.)\bURL\.", h) for h in handlers)
    links = re.findall(r'<a download="([^"]+)" href="([^"]+)"', outside)
    assert links == [
        (sheets.link.filename(made), sheets.data_url(made)),
        (sheets.link.filename(made.answers), sheets.data_url(made.answers)),
    ]


def test_the_command_line_still_writes_the_whole_page(tmp_path: Path) -> None:
    out = tmp_path / "sheet.html"
    assert main(["sheet", LESSON.code, "--activity", LESSON.activity, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text == sheets.sheet(LESSON.code, LESSON.activity).html
    assert text.startswith("<!DOCTYPE html>") and "<iframe" not in text
    assert "@page { size: A4; margin: 12mm; }" in text


def test_a_sum_sheet_in_a_cell_too() -> None:
    code = Game(Rules.preset("guerra_de_sumas"), seed=3).code
    made = sheets.sheet(code, "sum", lang="pl", paper="letter")
    outside, inside = _frame(made._repr_html_())
    assert inside == made.html and PAGE_WIDE.search(outside) is None
