"""Arabic-Indic digits on the class tally and the simulator in JupyterLab and Chromium
(``digits="arab"``, issue 45 item 3), in Arabic: the page reads right to left, every number a
teacher reads is in ٠-٩ (the seed of a run stays as typed, to replay it), the charts' labels do
not overlap, and the tally takes what an Arabic keyboard types (« ١٢، ١٥ »).  With
WAR_WIDGET_SCREENSHOTS naming a folder, each widget is shot in JupyterLab Light and Dark at
1366×768 and 360×740.  Uses the ``server`` and ``browser_context`` fixtures of conftest.py."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import wait_until
from test_dark_theme import chart_overlaps
from test_play_access import set_theme
from test_simulate_e2e import SimPage, open_sim

TALLY = """\
from war_widget import ClassTally
t = ClassTally("rounds", lang="ar", digits="arab", file=None, games=300, seed=1,
               engine="python", results=[48, 120, 95, 410, 260, 180, 75, 330, 150, 220])
t"""

SEED = 4242
SIM = f"""\
from war_widget import Rules
from war_widget.simulation.widget import SimulationWidget
sw = SimulationWidget(Rules.preset("classic"), compare=Rules.preset("classic", round_limit=240),
                      games=1_000, seed={SEED}, lang="ar", digits="arab")
sw"""

LATIN = re.compile("[0-9]")
ARABIC = re.compile("[\u0660-\u0669]")


def _shoot(page: SimPage, name: str, parts: tuple[str, ...]) -> None:
    """The widget in JupyterLab Light and Dark, at 1366×768 and at 360×740 (JupyterLab's file
    browser shut: it would fill a phone's width), one shot with each of ``parts`` (selectors)
    scrolled into view: ``name_dark_360_2.png``..."""
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    p = page.page
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        set_theme(page, theme)  # type: ignore[arg-type]
        look = "dark" if "Dark" in theme else "light"
        for width, height in ((1366, 768), (360, 740)):
            side = p.locator("#jp-left-stack")
            if (width < 500) == side.is_visible():  # shut on a phone, open on a laptop
                p.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
                p.wait_for_timeout(300)
            p.set_viewport_size({"width": width, "height": height})
            for k, part in enumerate(parts, 1):
                p.locator(part).first.scroll_into_view_if_needed()
                p.wait_for_timeout(600)
                p.screenshot(path=str(Path(folder) / f"{name}_{look}_{width}_{k}.png"))
    set_theme(page, "JupyterLab Light")  # type: ignore[arg-type]
    p.set_viewport_size({"width": 1200, "height": 1000})


@pytest.fixture(scope="module")
def tally(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(
        server, browser_context, "tally_ar", TALLY, ready=".ww-tally [data-testid=add]"
    )


@pytest.fixture(scope="module")
def sim(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(server, browser_context, "simulate_ar", SIM)


def _tid(page: SimPage, widget: str, testid: str) -> Any:
    return page.page.locator(f'.{widget} [data-testid="{testid}"]').first


def test_the_tally_in_arabic_indic_digits_takes_an_arabic_line(tally: SimPage) -> None:
    root = tally.page.locator(".ww-tally").first
    assert root.get_attribute("dir") == "rtl"
    field = _tid(tally, "ww-tally", "input")
    field.fill("١٢، ١٥")  # as an Arabic keyboard types two results
    field.press("Enter")
    wait_until(lambda: tally.python("t.results[-2:]") == [12, 15], what="the two results")
    wait_until(lambda: _tid(tally, "ww-tally", "count").text_content().startswith("١٢"))
    assert field.input_value() == ""
    text = root.inner_text()
    assert ARABIC.search(text) and not LATIN.search(text), LATIN.findall(text)
    ticks = [x.text_content() for x in root.locator("svg text").all()]
    assert any("٢٥" in x or "٥٠" in x for x in ticks), ticks
    assert chart_overlaps(tally.page, ".ww-tally svg text") == []
    field.fill("١٢x")
    field.press("Enter")
    error = _tid(tally, "ww-tally", "error")
    error.wait_for(state="visible")
    assert "«١٢x»" in error.text_content() and "١٠٬٠٠٠" in error.text_content()
    assert tally.python("len(t.results)") == 12
    field.fill("")
    _shoot(tally, "tally_ar_arab", (".ww-tally", ".ww-tally-chartbox"))


def test_the_simulator_in_arabic_indic_digits(sim: SimPage) -> None:
    sim.testid("run").click()
    sim.page.wait_for_function(
        "() => document.querySelectorAll('.ww-sim [data-testid=summary] tbody tr').length > 5",
        timeout=120_000,
    )
    root = sim.page.locator(".ww-sim").first
    assert root.get_attribute("dir") == "rtl"
    text = root.inner_text()
    assert str(SEED) in sim.testid("message").text_content()  # typed back to replay the run
    rest = text.replace(str(SEED), "")
    assert ARABIC.search(rest) and not LATIN.search(rest), LATIN.findall(rest)
    chart = sim.testid("histogram")
    assert not LATIN.search(chart.text_content()) and "٢٤٠" in chart.text_content()
    assert sim.testid("progress-text").text_content().count("١٬٠٠٠") == 4  # two rule sets
    assert chart_overlaps(sim.page, ".ww-sim svg text") == []
    assert sim.testid("seed").input_value() == str(SEED)
    _shoot(sim, "sim_ar_arab", (".ww-sim", ".ww-sim-chart", ".ww-sim-mean-box", ".ww-sim-table"))
    sim.python("setattr(sw, 'digits', 'latn') or 0")  # at run time: drawn again in 0-9
    wait_until(lambda: "1,000" in sim.testid("progress-text").text_content(), what="0-9")
    # The rule sets' names come in the message after ``digits`` (Python relabels on the change).
    histogram = sim.testid("histogram")
    wait_until(lambda: not ARABIC.search(histogram.text_content()), what="the chart in 0-9")
    assert "240" in histogram.text_content()
