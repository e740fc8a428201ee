"""The play table's layout at a school laptop's and a Chromebook's size, in a real Chromium
inside JupyterLab: Flip holds still under the finger (a war, a double war, the game's end),
one screen shows the felt, Flip, the banner and the explanation, Settings opens in view.

Runs on the `lab` fixture's notebook (its viewport is put back afterwards); each test deals
its own game. Screenshots go to $WAR_WIDGET_SCREENSHOTS (default: the temporary directory).
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import wait_until
from war_widget import Game, Rules

Lab = Any  # the `lab` fixture of conftest.py

SHOTS = Path(os.environ.get("WAR_WIDGET_SCREENSHOTS") or tempfile.gettempdir())
SIZES = [(1366, 768), (1024, 700)]
#: Wars (face-down cards laid) per round of the scripted deal: a war in round 2, a double war
#: in round 4, and the learner's opponent out of cards in round 12.
SCRIPT_WARS = [0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]


#: Text on screen under 16 px (words for screen readers and the chart's SVG aside).
SMALL_TEXT = """root => [...root.querySelectorAll('*')].filter(e =>
  [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
  && e.getBoundingClientRect().width > 0 && !e.closest('.ww-sr-only, svg')
  && parseFloat(getComputedStyle(e).fontSize) < 16).map(e => [e.className, e.textContent])"""


def scripted_hands() -> list[list[str]]:
    """Two hands, top card first: seat 0 wins every round; round 2 is a war, round 4 a double
    war (three cards face down each time), and seat 1's last card goes in round 12."""
    high = [f"{r}{s}" for r in "AKQ" for s in "SHDC"]
    low = [f"{r}{s}" for r in "234" for s in "SHDC"]
    ties = [("8S", "8H"), ("7S", "7H"), ("7D", "7C")]
    down = [f"{r}{s}" for r in ("5", "6", "9", "10", "J") for s in "SHDC"]
    hands: list[list[str]] = [[], []]
    for wars in SCRIPT_WARS:
        for _ in range(wars):
            tie = ties.pop()
            for seat in (0, 1):
                hands[seat] += [tie[seat], down.pop(), down.pop(), down.pop()]
        hands[0].append(high.pop())
        hands[1].append(low.pop())
    return hands


def scripted_code() -> str:
    game = Game(Rules(), hands=scripted_hands())
    wars = []
    while not game.over:
        wars.append(game.step().wars)
    assert wars == SCRIPT_WARS, wars  # the deal plays as the test expects
    return Game(Rules(), hands=scripted_hands()).code


@pytest.fixture
def sized(lab: Lab) -> Iterator[Any]:
    """Set the page's size; the `lab` fixture's own size comes back after the test."""
    before = lab.page.viewport_size

    def size(width: int, height: int) -> None:
        lab.page.set_viewport_size({"width": width, "height": height})
        time.sleep(0.3)

    try:
        yield size
    finally:
        lab.page.set_viewport_size(before)


def to_top(lab: Lab) -> None:
    """Scroll the notebook so that the widget's top is at the top of the notebook area."""
    lab.page.evaluate(
        """() => {
          const root = document.querySelector('.ww-root');
          const scroller = root.closest('.jp-WindowedPanel-outer');
          const top = scroller.getBoundingClientRect().top;
          scroller.scrollTop += root.getBoundingClientRect().top - top;
        }"""
    )
    time.sleep(0.3)


def area(lab: Lab) -> dict[str, float]:
    """The visible notebook area (inside the viewport, under the toolbars, above the status bar)."""
    box: dict[str, float] = lab.page.evaluate(
        """() => {
          const root = document.querySelector('.ww-root');
          const r = root.closest('.jp-WindowedPanel-outer').getBoundingClientRect();
          const right = Math.min(r.right, innerWidth);
          return {left: r.left, top: r.top, right, bottom: Math.min(r.bottom, innerHeight)};
        }"""
    )
    return box


def inside(box: dict[str, float] | None, outer: dict[str, float], what: str) -> None:
    assert box is not None, f"{what} is not shown"
    right, bottom = box["x"] + box["width"], box["y"] + box["height"]
    assert box["x"] >= outer["left"] - 1 and right <= outer["right"] + 1, (what, box, outer)
    assert box["y"] >= outer["top"] - 1 and bottom <= outer["bottom"] + 1, (what, box, outer)


def deal(lab: Lab, code: str = "", players: int = 2, seed: int = 3) -> None:
    """A new game on the table (the scripted deal's code, or a seed), in English, fast."""
    setup = "from war_widget import Rules\nw.quiz = False\nw.lang = 'en'\nw.dots = False\n"
    setup += "w.names = []\nw.speed = 'fast'\n"
    game = f"code={code!r}" if code else f"rules=Rules(players={players}), seed={seed}"
    lab.kernel.run(f"{setup}w.new_game({game})")
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "0", what="a new deal")


#: The widest laid card and the widest flying copy of one (none while no copy flies).
SIZES_IN_FLIGHT = """root => {
  const w = (sel) => Math.max(0, ...[...root.querySelectorAll(sel)].map(
    (e) => e.getBoundingClientRect().width));
  return {card: w('.ww-laid .ww-card'), copy: w('.ww-ghost')};
}"""


def copies_as_small_as_the_cards(lab: Lab) -> None:
    """A double war's cards are drawn smaller to fit; their flying copies are no bigger."""
    sizes: dict[str, float] = {}

    def flying() -> bool:
        sizes.update(lab.widget.evaluate(SIZES_IN_FLIGHT))
        return sizes["copy"] > 0

    wait_until(flying, timeout=10, what="the copies flying")
    assert sizes["card"] < 100, sizes  # the double war's row is drawn smaller
    assert sizes["copy"] <= sizes["card"] + 1, sizes


# make test: the smaller screen (1024 x 700); the larger one is marked heavy (make test-slow).
@pytest.mark.parametrize(
    ("width", "height"),
    [pytest.param(*size, marks=pytest.mark.heavy) if size == SIZES[0] else size for size in SIZES],
)
def test_flip_holds_still_through_wars_and_the_end_of_the_game(
    lab: Lab, sized: Any, width: int, height: int
) -> None:
    sized(width, height)
    deal(lab, code=scripted_code())
    to_top(lab)
    flip = lab.testid("flip")
    start = flip.bounding_box()
    assert start is not None
    inside(start, area(lab), "Flip at round 0")
    for n in range(1, len(SCRIPT_WARS) + 1):
        flip.click()
        shown = lambda n=n: lab.widget.get_attribute("data-shown-round") == str(n)  # noqa: E731
        wait_until(shown, what=f"round {n}")
        if SCRIPT_WARS[n - 1] == 2:
            copies_as_small_as_the_cards(lab)
        for moment in ("shown", "collected"):
            if moment == "collected":
                time.sleep(1.0)  # the fast speed's copies have flown, the counter counted up
            box = flip.bounding_box()
            assert box is not None
            for key in ("x", "y", "width", "height"):
                assert abs(box[key] - start[key]) <= 2, (n, moment, key, box, start)
        wars = SCRIPT_WARS[n - 1]
        if wars or n == len(SCRIPT_WARS):
            name = {1: "war", 2: "double-war"}.get(wars, "game-over")
            lab.page.screenshot(path=str(SHOTS / f"e2e-layout-{name}-{width}.png"))
    assert lab.kernel.value("w.over")
    assert flip.is_disabled() and flip.inner_text() == "Game over"
    lab.testid("game-over").wait_for(state="visible")
    assert "Game over" not in lab.testid("game-over").inner_text()  # said once, on Flip


def test_one_screen_at_a_school_laptops_size(lab: Lab, sized: Any) -> None:
    sized(1366, 768)
    deal(lab)
    to_top(lab)
    lab.testid("flip").click()
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "1", what="round 1")
    wait_until(lambda: lab.testid("banner").inner_text() != "", what="the banner")
    first = lab.testid("explanation").locator("li").first
    wait_until(lambda: first.inner_text() not in ("", "…"), what="the explanation")
    seen = area(lab)
    inside(lab.testid("flip").bounding_box(), seen, "Flip")
    inside(lab.testid("banner").bounding_box(), seen, "the banner")
    inside(first.bounding_box(), seen, "the explanation's first step")
    lab.page.screenshot(path=str(SHOTS / "e2e-layout-one-screen-1366.png"))
    assert lab.widget.evaluate(SMALL_TEXT) == []
    # Four players: seats in two columns, Flip still on screen.
    deal(lab, players=4)
    to_top(lab)
    lab.testid("flip").click()
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "1", what="round 1")
    inside(lab.testid("flip").bounding_box(), area(lab), "Flip with four players")
    lab.page.screenshot(path=str(SHOTS / "e2e-layout-four-players-1366.png"))
    lab.kernel.run("w.new_game(rules=Rules(), seed=3)")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_settings_open_in_view_and_escape_closes_them_from_a_menu(
    lab: Lab, sized: Any, width: int, height: int
) -> None:
    sized(width, height)
    lab.kernel.run("w.settings = True")
    to_top(lab)
    lab.testid("settings-toggle").click()
    settings = lab.testid("settings")
    settings.wait_for(state="visible")
    box = settings.bounding_box()
    viewport = {"left": 0, "top": 0, "right": width, "bottom": height}
    inside(box, viewport, "Settings")
    lab.page.screenshot(path=str(SHOTS / f"e2e-layout-settings-{width}.png"))
    lab.testid("lang").focus()
    lab.page.keyboard.press("Escape")
    settings.wait_for(state="hidden")
    assert lab.testid("settings-toggle").get_attribute("aria-expanded") == "false"


def still(lab: Lab) -> dict[str, float]:
    """The felt's box and the top of the row of buttons under it."""
    table, controls = lab.testid("table").bounding_box(), lab.testid("controls").bounding_box()
    assert table is not None and controls is not None
    return {**table, "controls": controls["y"]}


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_quiz_asks_in_view_and_nothing_moves_when_it_is_answered(
    lab: Lab, sized: Any, width: int, height: int
) -> None:
    sized(width, height)
    deal(lab)
    lab.kernel.run("w.quiz_kind = 'compare'\nw.quiz = True")
    wait_until(lambda: lab.kernel.value("(w.question or {}).get('round')") == 1, what="a question")
    to_top(lab)
    before = still(lab)
    lab.testid("flip").click()
    lab.testid("quiz-prompt").wait_for(state="visible")
    seen = area(lab)
    for name in ("quiz-prompt", "quiz-same", "option-0", "option-1"):
        inside(lab.testid(name).bounding_box(), seen, name)
    asked = still(lab)
    lab.page.screenshot(path=str(SHOTS / f"e2e-layout-quiz-asked-{width}.png"))
    good = lab.kernel.value("w._answer")
    lab.testid("quiz-same" if good == "tie" else f"option-{good}").click()
    lab.wait_python_round(1)
    lab.testid("quiz-feedback").wait_for(state="visible")
    time.sleep(0.5)
    answered = still(lab)
    lab.page.screenshot(path=str(SHOTS / f"e2e-layout-quiz-answered-{width}.png"))
    for when, box in (("asked", asked), ("answered", answered)):
        for key, value in before.items():
            assert abs(box[key] - value) <= 2, (when, key, before, box)
    lab.kernel.run("w.quiz = False\nw.quiz_kind = 'auto'")
