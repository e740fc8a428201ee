"""A deck of numbers in a real Chromium against a real JupyterLab: the cards show their
numbers (with dots), and a game that cycles says so on its game-over card.

Its own server and notebook (the other browser tests share one table). With
``WAR_WIDGET_SCREENSHOTS=DIR`` the table is saved as ``DIR/number_cards.png`` and
``DIR/number_cards_cycle.png``.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import Server, pile_counts, run_first_cell, wait_until, write_notebook
from war_widget import Game, Rules

#: Four cards under table order: after 4 rounds the piles are as dealt (docs/rules.md § 4).
GAME = Game(Rules(numbers=4, pickup="table"), hands=[[3, 2], [1, 4]])


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory, browser_context: Any) -> Iterator[Any]:
    root = tmp_path_factory.mktemp("numbers")
    cell = (
        "from war_widget import WarWidget\n"
        f"w = WarWidget(code={GAME.code!r}, dots=True, speed='fast')\nw"
    )
    write_notebook(root / "numbers.ipynb", cell)
    server = Server(root)
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{server.url}/lab/tree/numbers.ipynb?reset&token={server.token}")
        page.locator(".jp-Notebook .jp-Cell").first.wait_for()
        run_first_cell(page, server, "numbers.ipynb")
        root_el = page.locator(".ww-root").first
        root_el.locator('[data-testid="flip"]').wait_for(state="visible", timeout=90_000)
        yield root_el
    finally:
        page.close()
        server.stop()
        shutil.rmtree(root / ".runtime", ignore_errors=True)


def shot(el: Any, name: str) -> None:
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        el.screenshot(path=str(Path(folder) / name))


def test_number_cards_show_their_numbers_and_dots(table: Any) -> None:
    table.locator('[data-testid="flip"]').click()
    cards = table.locator('[data-testid="table-card"][data-face="up"]')
    wait_until(lambda: cards.count() == 2, what="both flipped cards")
    assert [cards.nth(i).get_attribute("data-rank") for i in range(2)] == ["#3", "#1"]
    assert [cards.nth(i).get_attribute("aria-label") for i in range(2)] == ["3", "1"]
    assert cards.nth(0).locator(".ww-body").inner_text() == "3"
    dots = table.locator('[data-testid="value-dots"]')
    wait_until(lambda: dots.count() == 2, what="the dots under the cards")
    assert [dots.nth(i).locator(".ww-dot").count() for i in range(2)] == [3, 1]
    wait_until(
        lambda: "You flip a 3" in table.locator('[data-testid="explanation"]').inner_text(),
        what="the explanation names the number",
    )
    wait_until(lambda: pile_counts(table) == [3, 1], what="the piles after round 1")
    shot(table, "number_cards.png")


def test_a_game_that_cycles_says_so_when_it_stops(table: Any) -> None:
    for n in range(2, 5):
        table.locator('[data-testid="flip"]').click()
        wait_until(lambda n=n: table.get_attribute("data-shown-round") == str(n), what=f"round {n}")
    over = table.locator('[data-testid="game-over"]')
    over.wait_for(state="visible")
    assert table.locator('[data-testid="game-over-cycle"]').inner_text() == (
        "This game would never end!"
    )
    assert "Cycle: the deal → round 4 (length 4)" in over.inner_text()
    words = table.locator('[data-testid="explanation"]').inner_text()
    assert "from here the game repeats every 4 rounds" in words
    wait_until(lambda: pile_counts(table) == [2, 2], what="the piles after round 4")
    over.scroll_into_view_if_needed()
    shot(table, "number_cards_cycle.png")


def test_the_rule_controls_offer_the_deck_and_the_orders(table: Any) -> None:
    """Settings: the deck menu shows this game's numbers, its copies and the pick-up order."""
    if table.locator('[data-testid="settings"]').is_hidden():
        table.locator('[data-testid="settings-toggle"]').click()
    rules = table.locator('[data-testid="rules"]')
    rules.wait_for(state="visible")
    if rules.get_attribute("open") is None:
        rules.locator("summary").click()
    numbers = table.locator('[data-testid="numbers"]')
    numbers.wait_for(state="visible")
    assert numbers.evaluate("s => s.options[s.selectedIndex].textContent") == "numbers 1 to 4"
    assert table.locator('[data-testid="copies"]').is_visible()
    pickup = table.locator('[data-testid="pickup"]')
    assert pickup.evaluate("s => s.value") == "table"
    offered = pickup.evaluate("s => [...s.options].map(o => o.value)")
    assert {"winner_first", "loser_first", "random_order"} <= set(offered)
    rules.scroll_into_view_if_needed()
    shot(table, "number_cards_rules.png")
