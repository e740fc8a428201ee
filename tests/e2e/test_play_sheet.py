"""The printable sheet from a real JupyterLab in Chromium: Settings' link opens this deal's
sheet in a new tab (a blob of the page Python made), in the learner's language, and says why
there is none under Steal War; a lesson's cell (sheets.links) downloads its sheet.  Uses the
``server`` and ``browser_context`` fixtures of conftest.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import shoot_sizes, wait_until
from test_dark_theme import THEMES, assert_readable
from test_play_access import set_theme
from test_simulate_e2e import SimPage, open_sim

CELL = """\
from war_widget import WarWidget, sheets
w = WarWidget(seed=21, lang="pl")
w"""


@pytest.fixture(scope="module")
def table(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(
        server, browser_context, "play_sheet", CELL, ready='.ww-root [data-testid="flip"]'
    )


def tid(page: SimPage, name: str) -> Any:
    return page.page.locator(f'.ww-root [data-testid="{name}"]').first


def test_the_settings_link_opens_this_deals_sheet_in_a_new_tab(table: SimPage) -> None:
    page = table.page
    link = tid(table, "sheet-link")
    for theme in THEMES:  # dark, then back to light
        set_theme(table, theme)
        tid(table, "settings-toggle").click()
        link.wait_for(state="visible")
        assert link.text_content() == "Karta pracy do wydruku: Kto wygrywa? (A4)"
        assert tid(table, "sheet-none").is_hidden()
        assert_readable(page, ".ww-settings .ww-sheet", theme, 1)
        shoot_sizes(page, f"settings_sheet_link_{theme.split()[-1].lower()}")
        tid(table, "settings-close").click()
    tid(table, "settings-toggle").click()
    code = table.python("w.code")
    with page.context.expect_page() as opened:
        link.click()
    sheet = opened.value
    sheet.wait_for_load_state()
    assert sheet.url.startswith("blob:")
    assert sheet.title() == "Kto wygrywa?"
    assert sheet.locator("section.page").count() == 2  # worksheet, exit ticket + real cards
    assert sheet.locator("section.key").count() == 0  # the answer key: a page of its own
    with sheet.expect_download() as got:  # linked from the note above (on a screen only)
        sheet.locator(".teacher a[download]").click()
    key = Path(got.value.path()).read_text(encoding="utf-8")
    assert got.value.suggested_filename.endswith("-answers.html")
    assert 'class="page key"' in key and code in key
    heading = sheet.locator("h1").first.text_content()
    assert heading == "Kto wygrywa?"
    sheet.close()


def test_the_settings_second_link_opens_the_decks_cards_to_print(table: SimPage) -> None:
    """Beside the sheet, the deck's cards to cut out (issue 43): the full deck of 52 here."""
    page = table.page
    if page.locator(".ww-root dialog.ww-settings[open]").count() == 0:
        tid(table, "settings-toggle").click()
    table.python('(setattr(w, "lang", "pl"), w.new_game(seed=21), 0)[2]')
    link = tid(table, "cards-link")
    link.wait_for(state="visible")
    assert link.text_content() == "Karty z liczbami do wydruku: pełna talia (52 karty) (A4)"
    assert tid(table, "sheet-link").is_visible()  # both, side by side
    shoot_sizes(page, "settings_cards_link", focus=".ww-settings .ww-sheet")
    with page.context.expect_page() as opened:
        link.click()
    cards = opened.value
    cards.wait_for_load_state()
    assert cards.url.startswith("blob:")
    assert cards.title() == "Karty do wycięcia"
    assert cards.locator("section.page").count() == 4  # 16 cards a page: 16, 16, 16, 4
    assert cards.locator("svg.face").count() == 52
    cards.close()


def test_the_link_follows_the_language_and_the_rules(table: SimPage) -> None:
    if table.page.locator(".ww-root dialog.ww-settings[open]").count() == 0:
        tid(table, "settings-toggle").click()
    table.python('(setattr(w, "lang", "nb"), 0)[1]')
    link = tid(table, "sheet-link")
    wait_until(lambda: "Arbeidsark til utskrift" in (link.text_content() or ""))
    table.python('(w.new_game(preset="ladder_10"), 0)[1]')
    wait_until(lambda: (link.text_content() or "").endswith("<, > eller =? (A4)"))
    cards = tid(table, "cards-link")
    wait_until(lambda: cards.text_content() == "Tallkort til utskrift: 1–10 med prikker (A4)")
    table.python('(w.new_game(preset="steal_war"), 0)[1]')
    none = tid(table, "sheet-none")
    wait_until(lambda: none.is_visible())
    assert link.is_hidden()
    assert (none.text_content() or "").startswith("Ingen arbeidsark")
    # no sheet fits Steal War, but its deck's cards are still offered
    wait_until(lambda: (cards.text_content() or "").endswith("hel kortstokk (52 kort) (A4)"))
    assert cards.is_visible()


def test_a_lessons_cell_downloads_its_sheet(server: Any, browser_context: Any) -> None:
    cell = 'from war_widget import sheets\nsheets.links("01_play", lang="es")'
    ready = ".war-widget-sheets a"
    for lesson in open_sim(server, browser_context, "lesson_sheet", cell, ready=ready):
        links = lesson.page.locator(".war-widget-sheets a")
        # A4 and Letter, each with its answer key; then the cards 1–13 and the full deck,
        # each on A4 and Letter
        assert links.count() == 4 + 4
        assert links.first.text_content() == "¿Quién gana? (A4)"
        with lesson.page.expect_download() as got:
            links.first.click()
        path = got.value.path()
        assert got.value.suggested_filename.startswith("war-sheet-win-es-a4-")
        assert "¿Quién gana?" in Path(path).read_text(encoding="utf-8")
