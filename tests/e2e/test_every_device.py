"""Every child's device, in JupyterLab (issue 34): a tablet held either way with touch, 200 %
zoom (the device scale factor 2 at half the CSS size), and the round at a glance at a school
laptop's, a tablet's and a Chromebook's size, in the light and the dark theme.

Each case opens its own browser context (touch and the scale factor are the context's), on the
session's JupyterLab server, a notebook of its own. Each checks Flip's width and that a finger
at its centre lands on Flip, every visible control's size, and what is in view after a double
war. Screenshots go to $WAR_WIDGET_SCREENSHOTS (default: the temporary directory).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from conftest import Server, open_lab, wait_until, write_notebook
from device_checks import (
    DOUBLE_WAR,
    GLANCE,
    TABLETS,
    ZOOMED,
    drawn_whole,
    flip_problems,
    small_controls,
    wholly_seen,
)
from test_play_access import set_theme
from test_play_layout import to_top

SHOTS = Path(os.environ.get("WAR_WIDGET_SCREENSHOTS") or tempfile.gettempdir())
NOTEBOOK = "devices.ipynb"
CELL = (
    "from war_widget import WarWidget, SimulationWidget, ClassTally\n"
    "w = WarWidget(seed=3, speed='fast')\n"
    "display(w, SimulationWidget(games=200), ClassTally(question='rounds', file=None))"
)


@pytest.fixture(scope="module")
def browser(own_browser: Any) -> Any:
    return own_browser


@pytest.fixture(scope="module")
def notebook(server: Server) -> str:
    write_notebook(server.root / NOTEBOOK, CELL)
    return NOTEBOOK


def open_in(browser: Any, server: Server, notebook: str, files: bool = True, **context: Any) -> Any:
    """The devices notebook in a new context (touch, scale factor, size): a Lab. JupyterLab's
    file browser stays open as it opens (a teacher's usual view) unless ``files`` is False."""
    ctx = browser.new_context(**context)
    lab = open_lab(ctx.new_page(), server, notebook)
    lab.ctx = ctx
    if not files:  # as one does at 200 %: the left side bar closed (its tab clicked)
        lab.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
        wait_until(
            lambda: lab.page.locator("#jp-left-stack").is_hidden(), what="the side bar closed"
        )
    return lab


def close(lab: Any) -> None:
    lab.kernel.stop()
    lab.ctx.close()


def flip_at_the_bottom(lab: Any) -> None:
    """Scroll the notebook as a child does to reach Flip: its bottom at the area's bottom."""
    lab.page.evaluate(
        """() => {
          const flip = document.querySelector('.ww-root [data-testid="flip"]');
          const scroller = flip.closest('.jp-WindowedPanel-outer');
          const bottom = scroller.getBoundingClientRect().bottom;
          scroller.scrollTop += flip.getBoundingClientRect().bottom - bottom + 8;
        }"""
    )
    time.sleep(0.4)


def play_double_war(lab: Any) -> None:
    """Deal the double-war game, flip once, wait for the round and its explanation."""
    lab.kernel.run(f"w.new_game(code={DOUBLE_WAR!r})")
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "0", what="the deal")
    to_top(lab)
    lab.testid("flip").click()
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "1", what="round 1")
    steps = lab.testid("explanation").locator("li")
    wait_until(lambda: steps.count() > 3 and steps.last.inner_text() not in ("", "…"), what="steps")
    time.sleep(1.5)  # the cards have flown to the winner, the counters counted
    to_top(lab)


def everything_else(lab: Any) -> list[str]:
    """Each widget's controls are finger-sized: the simulation and the tally too."""
    wrong = []
    for root in lab.page.locator(".ww-root, .ww-sim, .ww-tally").all():
        root.scroll_into_view_if_needed()
        wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(root)]
    return wrong


def check_round_in_view(lab: Any, name: str, zoomed: bool = False) -> None:
    """Flip, the banner and (unless zoomed) the newest step of the explanation in view."""
    wrong = flip_problems(lab.testid("flip"))
    wrong += wholly_seen(lab.testid("flip"), "Flip")
    wrong += wholly_seen(lab.testid("banner"), "the banner")
    if not zoomed:
        wrong += wholly_seen(lab.testid("explanation").locator("li").last, "the newest step")
    wrong += drawn_whole(lab.widget)
    wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(lab.widget)]
    lab.page.screenshot(path=str(SHOTS / f"e2e-device-{name}.png"))
    assert wrong == [], (name, wrong)


def test_a_tablet_either_way_with_touch(browser: Any, server: Server, notebook: str) -> None:
    lab = open_in(
        browser,
        server,
        notebook,
        has_touch=True,
        is_mobile=False,
        viewport={"width": 1024, "height": 768},
    )
    try:
        for width, height in TABLETS:
            lab.page.set_viewport_size({"width": width, "height": height})
            play_double_war(lab)
            name = f"tablet-{width}x{height}"
            wrong = flip_problems(lab.testid("flip")) + wholly_seen(lab.testid("flip"), "Flip")
            wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(lab.widget)]
            wrong += drawn_whole(lab.widget)
            lab.page.screenshot(path=str(SHOTS / f"e2e-device-{name}.png"))
            lab.testid("flip").tap()
            wait_until(
                lambda: lab.widget.get_attribute("data-shown-round") == "2", what="a tap flips"
            )
            lab.testid("settings-toggle").tap()
            settings = lab.testid("settings")
            settings.wait_for(state="visible")
            rules = settings.locator('[data-testid="rules"]')
            if rules.get_attribute("open") is None:  # the rules' menus, opened by a tap
                rules.locator("summary").tap()
            settings.locator('[data-testid="preset"]').wait_for(state="visible")
            wrong += [f"Settings: {c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(settings)]
            lab.page.screenshot(path=str(SHOTS / f"e2e-device-{name}-settings.png"))
            lab.page.keyboard.press("Escape")
            settings.wait_for(state="hidden")
            wrong += everything_else(lab)
            assert wrong == [], (name, wrong)
    finally:
        close(lab)


@pytest.mark.heavy  # make test-slow: a browser context and the double war at three sizes
def test_200_percent_zoom(browser: Any, server: Server, notebook: str) -> None:
    width, height = ZOOMED[0]
    lab = open_in(
        browser,
        server,
        notebook,
        files=False,
        device_scale_factor=2,
        viewport={"width": width, "height": height},
    )
    try:
        for width, height in ZOOMED:
            lab.page.set_viewport_size({"width": width, "height": height})
            play_double_war(lab)
            flip_at_the_bottom(lab)
            check_round_in_view(lab, f"zoom-{width}x{height}", zoomed=True)
    finally:
        close(lab)


@pytest.mark.heavy  # make test-slow (make test: the tablet, with touch, above)
@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_the_round_at_a_glance(browser: Any, server: Server, notebook: str, theme: str) -> None:
    lab = open_in(browser, server, notebook, viewport={"width": 1366, "height": 768})
    try:
        set_theme(lab, theme)
        for width, height in GLANCE:
            lab.page.set_viewport_size({"width": width, "height": height})
            play_double_war(lab)
            check_round_in_view(lab, f"glance-{theme.split()[-1].lower()}-{width}x{height}")
    finally:
        if theme != "JupyterLab Light":
            set_theme(lab, "JupyterLab Light")  # the theme is the server's setting: put it back
        close(lab)
