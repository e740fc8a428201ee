"""Both widgets read in JupyterLab Light and Dark: every text against what is behind it.

In a real JupyterLab and Chromium, every text the simulation widget and the play widget show
(text nodes, the values and placeholders of their fields, the selected option of each menu,
the charts' SVG text) is measured in the page from computed styles, nothing assumed: its
colour, drawn over the background of each element from it up to the page (the first opaque one
hides the rest; every colour stop of a gradient is tried) and faded with each element's
opacity, against that background alone; a chart label with a halo is measured against its halo
too. Each must reach 4.5:1. Text clipped to a pixel (for screen readers only) is not shown.
No two labels of a chart may overlap, and the simulation charts' text is at least 14 px.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import wait_until
from test_play_access import close_settings, open_settings, set_theme
from test_simulate_e2e import OVERLAPS_JS, SimPage, open_sim

THEMES = ("JupyterLab Dark", "JupyterLab Light")
MIN_CONTRAST = 4.5

CELL = """\
from war_widget import Rules
from war_widget.simulation.widget import SimulationWidget
sw = SimulationWidget(
    Rules.preset("guerra_de_cartas", round_limit=40),
    compare=Rules.preset("guerra_de_cartas", round_limit=None),
    games=20_000,
    seed=1,
)
sw"""

#: Run in the page with [selector, minimum]: {bad: [texts below minimum], measured: count}.
CONTRAST_JS = (Path(__file__).parent / "contrast.js").read_text("utf-8")

#: The font size of each SVG text in the simulation charts, as drawn (the SVG's scale with it).
SIM_FONT_SIZES_JS = """() => [...document.querySelectorAll('.ww-sim svg')].flatMap((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].map((t) =>
    [t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
})"""


def assert_readable(page: Any, selector: str, where: str, at_least: int) -> None:
    result = page.evaluate(CONTRAST_JS, [selector, MIN_CONTRAST])
    assert result["measured"] >= at_least, f"{where}: only {result['measured']} texts measured"
    assert result["bad"] == [], f"{where}: texts below {MIN_CONTRAST}:1: {result['bad']}"


def chart_overlaps(page: Any, selector: str) -> list[str]:
    return list(page.evaluate(OVERLAPS_JS.replace(".ww-sim svg text", selector)))


@pytest.fixture(scope="module")
def sim(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(server, browser_context, "theme_sim", CELL)


def test_the_simulation_widget_reads_in_both_themes(sim: SimPage) -> None:
    page = sim.page
    try:
        for theme in THEMES:
            set_theme(sim, theme)
            assert_readable(page, ".ww-sim", f"{theme}: before a run", 20)
        sim.testid("run").click()
        page.wait_for_function(
            "() => document.querySelectorAll('.ww-sim [data-testid=summary] tbody tr').length > 5",
            timeout=180_000,
        )
        assert sim.python("sw.histogram['requested']") == [20_000, 20_000]
        assert sim.testid("progress-text").text_content() == (
            "20,000 of 20,000 games · 20,000 of 20,000 games"
        )
        for theme in THEMES:
            set_theme(sim, theme)
            assert_readable(page, ".ww-sim", f"{theme}: after a run", 60)
            assert chart_overlaps(page, ".ww-sim svg text") == []
            small = [(t, s) for t, s in page.evaluate(SIM_FONT_SIZES_JS) if s < 13.9]
            assert small == [], f"chart text under 14 px: {small}"
        clipped = sim.testid("histogram").locator('[data-testid="clipped"]')
        assert clipped.count() >= 1 and "limit 40" in sim.testid("histogram").text_content()
        sim.testid("games").select_option("1000000")
        wait_until(lambda: sim.python("sw.games") == 1_000_000, what="games=1,000,000")
        sim.testid("run").click()
        page.wait_for_function(
            "() => /^[1-9][0-9,]* of 1,000,000 games/.test("
            "document.querySelector('.ww-sim [data-testid=progress-text]').textContent)",
            timeout=60_000,
        )
        assert sim.testid("run").is_disabled()
        assert_readable(page, ".ww-sim", "Light: during a run (Run disabled)", 60)
        set_theme(sim, "JupyterLab Dark")
        if sim.python("sw.state") == "running":
            assert_readable(page, ".ww-sim", "Dark: during a run (Run disabled)", 60)
        sim.testid("cancel").click()
        wait_until(lambda: sim.python("sw.state") != "running", timeout=60, what="the cancel")
    finally:
        if sim.python("sw.state") == "running":
            sim.python("sw.cancel() or 0")
        set_theme(sim, "JupyterLab Light")


def test_the_play_widget_reads_in_both_themes(lab: Any, seed: int) -> None:
    page = lab.page
    lab.kernel.run("w.quiz = False\nw.hide_explanation = False\nw.new_game(seed=7)")
    for _ in range(3):
        n = lab.python_round()
        lab.testid("flip").click()
        lab.wait_python_round(n + 1)
    try:
        for theme in THEMES:
            set_theme(lab, theme)
            time.sleep(0.3)
            assert_readable(page, ".ww-root", f"{theme}: the table", 20)
            open_settings(lab)
            assert_readable(page, ".ww-root", f"{theme}: the table and its settings", 30)
            close_settings(lab)  # a modal dialog: closed by its own button, not the toggle
        lab.kernel.run("w.play_to_end()")
        lab.testid("summary-chart").wait_for(state="visible")
        for theme in THEMES:
            set_theme(lab, theme)
            assert_readable(page, ".ww-root", f"{theme}: the game's end", 20)
            assert chart_overlaps(page, ".ww-root svg text") == []
    finally:
        close_settings(lab)
        set_theme(lab, "JupyterLab Light")
        # The session's long deal back: the tests that follow share this widget and play it.
        lab.kernel.run(f"w.new_game(seed={seed})")
