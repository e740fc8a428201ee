"""Lesson 07's child's page ("Is it true?") on the lesson site, in Chromium: the light host
(Pyodide in a Web Worker) as a pair meets it on a phone and on a laptop.

The pairs play whole games at once (the page's own "To the end") and write down each game's
rounds and wars for claim 1; they replay the game codes the notebook prints (Settings, "Play
with a code"). The numbers the table shows are checked against the engine here, in CPython:
the same code gives the same game, whatever plays it.

The site is built by `make lite` and served from 127.0.0.1 (test_lite.py's fixtures).
"""

from __future__ import annotations

import json
import re
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import test_lite as lite
from conftest import wait_until
from test_lite import SHOTS, SIMULATION_TIMEOUT_S, Site, note
from test_lite_child import flips_to, open_child, shown
from war_widget import Game, Rules
from war_widget.play.words import labels
from war_widget.simulation import simulate

browser, lite_notes, site, site_url = lite.browser, lite.lite_notes, lite.site, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]
ROOT = Path(__file__).resolve().parents[2]
WORDS = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text(encoding="utf-8"))
LESSON = "07_true"
PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1366, "height": 768}


@cache
def shortest_game() -> tuple[str, int, int]:
    """The notebook's shortest game (tools/notebook_true.py: 20,000 classic games, seed 2024,
    sorted by length): its code, rounds and wars, as the lesson prints them."""
    sim = simulate(Rules.preset("classic"), 20_000, seed=2024)
    i = min(range(len(sim)), key=lambda i: (int(sim.rounds[i]), i))
    return sim.game(i).code, int(sim.rounds[i]), int(sim.wars[i])


def engine_game(code: str) -> tuple[int, int]:
    """The rounds and the wars of the game `code` deals, played to its end by the engine."""
    game = Game.from_code(code)
    result = game.play()
    return result.rounds, sum(row.wars for row in game.history())


def title(lang: str) -> str:
    name = f"{LESSON}.ipynb" if lang == "en" else f"{LESSON}_{lang}.ipynb"
    notebook = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
    return str(notebook["metadata"]["war_widget"]["title"])


def stat(table: Any, lang: str, key: str) -> int:
    """A number of the end screen's first player's list (`stat.rounds`, `stat.wars`)."""
    rows = table.locator('[data-testid="summary"] .ww-stats[data-seat="0"] .ww-stat')
    found = rows.filter(has=table.page.locator("dt", has_text=re.compile(
        f"^{re.escape(labels(lang)[key])}$")))  # fmt: skip
    assert found.count() == 1, (key, rows.all_inner_texts())
    return int(found.locator("dd").inner_text())


def to_the_end(visit: Site, table: Any) -> None:
    """The page's "To the end": the whole game at once, then its end screen."""
    button = visit.page.locator('[data-testid="to-end"]')
    wait_until(lambda: button.is_enabled(), timeout=30, what="To the end to be on")
    button.click()
    table.locator('[data-testid="game-over"]').wait_for(state="visible", timeout=60_000)
    table.locator('[data-testid="summary"]').wait_for(state="visible")
    wait_until(lambda: button.is_disabled(), timeout=10, what="To the end to be off")


def play_code(visit: Site, table: Any, code: str) -> None:
    """Settings, then "Play with a code", as the pairs do with a code from the board."""
    table.locator('[data-testid="settings-toggle"]').click()
    table.locator('[data-testid="code-input"]').fill(code)
    table.locator('[data-testid="code-play"]').click()
    wait_until(lambda: table.locator('[data-testid="code"]').inner_text() == code,
               timeout=30, what=f"the game {code} dealt")  # fmt: skip
    if table.locator('[data-testid="settings"]').is_visible():
        visit.page.keyboard.press("Escape")
    table.locator('[data-testid="settings"]').wait_for(state="hidden")
    assert shown(table) == 0


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_pair_plays_whole_games_and_replays_the_notebooks_code(
    browser: Any, site_url: str, lang: str
) -> None:
    context = browser.new_context(viewport=LAPTOP)
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, LESSON, lang)
        page = visit.page
        assert page.locator(".site-top h1").inner_text() == title(lang)
        instructions = page.locator('[data-testid="instructions"]').inner_text()
        assert instructions == WORDS[lang]["play.07_true"].replace("**", "")
        # Every word in bold is one the pair sees: a button, the end screen's numbers, Settings.
        bold = re.findall(r"\*\*(.+?)\*\*", WORDS[lang]["play.07_true"])
        named = ["flip", "stat.rounds", "stat.wars", "new_game", "table.settings", "play_code"]
        to_end = page.locator('[data-testid="to-end"]').inner_text().removeprefix("▶▶").strip()
        assert set(bold) == {to_end, *(labels(lang)[key] for key in named)}, bold
        # The first flip (claim 2), then the rest of the game at once (claim 1's numbers).
        table.locator('[data-testid="flip"]').click()
        flips_to(table, 1)
        to_the_end(visit, table)
        rounds, wars = engine_game(table.locator('[data-testid="code"]').inner_text())
        assert (stat(table, lang, "stat.rounds"), stat(table, lang, "stat.wars")) == (rounds, wars)
        assert shown(table) == rounds
        page.screenshot(path=str(SHOTS / f"lite-07-{lang}-1366-game.png"))
        # The notebook's shortest game, typed in from the board: the same game, card by card.
        code, rounds, wars = shortest_game()
        play_code(visit, table, code)
        to_the_end(visit, table)
        assert (stat(table, lang, "stat.rounds"), stat(table, lang, "stat.wars")) == (rounds, wars)
        assert engine_game(code) == (rounds, wars)
        page.screenshot(path=str(SHOTS / f"lite-07-{lang}-1366-code.png"))
        assert not visit.crashes and not visit.outside, (visit.crashes, visit.outside)
    finally:
        context.close()


def test_the_page_fits_a_phone_and_plays_a_whole_game(browser: Any, site_url: str) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, LESSON, "en")
        page = visit.page
        button = page.locator('[data-testid="to-end"]')
        box = button.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        page.screenshot(path=str(SHOTS / "lite-07-en-360-start.png"))
        to_the_end(visit, table)
        rounds, wars = engine_game(table.locator('[data-testid="code"]').inner_text())
        assert (stat(table, "en", "stat.rounds"), stat(table, "en", "stat.wars")) == (rounds, wars)
        # Nothing wider than the phone: the page never scrolls sideways.
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        table.locator('[data-testid="game-over"]').scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / "lite-07-en-360-over.png"))
        page.screenshot(path=str(SHOTS / "lite-07-en-360-full.png"), full_page=True)
        assert not visit.crashes and not visit.outside, (visit.crashes, visit.outside)
    finally:
        context.close()


def test_the_teachers_notebook_runs_in_the_browser(site: Site) -> None:
    """The notebook of lesson 07 in JupyterLite: every cell runs in the browser's Python, with
    the lesson's 20,000 games a rule set (the kernel in WebAssembly), and prints what CPython
    prints: the shortest game's code and the ace's deal."""
    site.open(f"lab/index.html?path={LESSON}.ipynb")
    started = time.monotonic()
    site.menu("Run", "Run All Cells")
    site.wait_executed(timeout=SIMULATION_TIMEOUT_S)
    note(f"lite: {LESSON} ran every cell in {time.monotonic() - started:.1f} s")
    assert site.value("[GAMES, FAST]") == [20_000, True]
    code, rounds, wars = shortest_game()
    shortest = "[classic.game(by_length[0]).code, rounds[by_length[0]], wars[by_length[0]]]"
    assert site.value(shortest) == [code, rounds, wars]
    ace_low = simulate(Rules.preset("classic", ace_low=True), 20_000, seed=2024)
    assert site.value("sum(map(int, ace_low.rounds))") == sum(int(r) for r in ace_low.rounds)
