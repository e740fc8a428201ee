"""SimulationWidget in a real JupyterLab and Chromium: Run fills the chart, Cancel stops a run.

Uses the ``server`` and ``browser_context`` fixtures of conftest.py, with a notebook of
its own in a workspace of its own.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import run_first_cell, write_notebook

CELL = """\
from war_widget import Rules
from war_widget.simulation.widget import SimulationWidget
sw = SimulationWidget(Rules.preset("guerra_de_cartas", round_limit=240), games=10_000, seed=1)
sw"""

CELL_ES = """\
from war_widget import Rules
from war_widget.simulation.widget import SimulationWidget
sw = SimulationWidget(
    Rules.preset("guerra_de_cartas", round_limit=240),
    compare=Rules.preset("guerra_de_cartas", round_limit=None),
    games=10_000,
    seed=1,
    lang="es",
)
sw"""

#: Pairs of text boxes in the charts that overlap (more than a pixel each way).
OVERLAPS_JS = """() => {
  const boxes = [...document.querySelectorAll('.ww-sim svg text')]
    .map((t) => [t.textContent, t.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0);
  const hits = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, r] = boxes[i], [b, q] = boxes[j];
    const apart = r.right - 1 <= q.left || q.right - 1 <= r.left
      || r.bottom - 1 <= q.top || q.bottom - 1 <= r.top;
    if (!apart) hits.push(a + ' / ' + b);
  }
  return hits;
}"""


def shoot(page: Any, name: str) -> None:
    """A screenshot of the widget, when WAR_WIDGET_SCREENSHOTS names a folder (to look at)."""
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.set_viewport_size({"width": 900, "height": 2400})
        page.locator(".ww-sim").first.screenshot(path=str(Path(folder) / f"{name}.png"))


class SimPage:
    def __init__(self, page: Any, kernel: Any) -> None:
        self.page = page
        self.kernel = kernel

    def testid(self, name: str) -> Any:
        return self.page.locator(f'.ww-sim [data-testid="{name}"]').first

    def python(self, expr: str) -> Any:
        out: list[str] = []

        def hook(msg: dict[str, Any]) -> None:
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])

        code = f"import json as _j; print(_j.dumps({expr}))"
        self.kernel.execute_interactive(code, output_hook=hook, timeout=60)
        return json.loads("".join(out))


def open_sim(
    server: Any,
    browser_context: Any,
    name: str,
    cell: str,
    ready: str = '.ww-sim [data-testid="run"]',
    init_script: str | None = None,
) -> Iterator[SimPage]:
    write_notebook(server.root / f"{name}.ipynb", cell)
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    if init_script is not None:  # e.g. a stub of a browser API, before the page's scripts
        page.add_init_script(init_script)
    page.goto(f"{server.url}/lab/workspaces/{name}/tree/{name}.ipynb?reset&token={server.token}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    client = server.kernel_for(f"{name}.ipynb").client
    run_first_cell(page, server, f"{name}.ipynb")
    page.locator(ready).first.wait_for(state="visible", timeout=90_000)
    try:
        yield SimPage(page, client)
    finally:
        client.stop_channels()
        page.close()


@pytest.fixture(scope="module")
def sim(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(server, browser_context, "simulate", CELL)


@pytest.fixture(scope="module")
def sim_es(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(server, browser_context, "simulate_es", CELL_ES)


def test_run_fills_the_histogram_and_the_summary(sim: SimPage) -> None:
    sim.testid("run").click()
    sim.page.wait_for_function(
        "() => document.querySelectorAll('.ww-sim [data-testid=summary] tbody tr').length > 5",
        timeout=120_000,
    )
    assert sim.python("sw.state") == "done"
    assert sim.python("sw.done") == 10_000
    chart = sim.testid("histogram")
    assert chart.locator("rect").count() > 10
    assert chart.locator('[data-testid="limit"]').count() == 1
    assert "limit 240" in chart.text_content()
    first = sim.testid("first-war").text_content()
    assert "exactly 1/17 = 5.88%" in first and "of 10,000 games" in first
    assert sim.testid("progress-text").text_content() == "10,000 of 10,000 games"
    summary = sim.testid("summary").text_content()
    assert "Won with every card" in summary and "… within 240 rounds" in summary
    assert sim.page.evaluate(OVERLAPS_JS) == []
    shoot(sim.page, "end_en")


def test_cancel_stops_a_long_run_and_keeps_a_summary(sim: SimPage) -> None:
    games = sim.testid("games")
    games.select_option("1000000")
    sim.page.wait_for_function("() => true")
    deadline = time.monotonic() + 30
    while sim.python("sw.games") != 1_000_000 and time.monotonic() < deadline:
        time.sleep(0.1)
    sim.testid("run").click()
    sim.page.wait_for_function(
        "() => { const t = document.querySelector('.ww-sim [data-testid=progress-text]');"
        " return t && /^[1-9][0-9,]* of 1,000,000/.test(t.textContent); }",
        timeout=60_000,
    )
    assert sim.testid("run").is_disabled()
    shoot(sim.page, "during_run")
    sim.testid("cancel").click()
    sim.page.wait_for_function(
        "() => document.querySelector('.ww-sim [data-testid=message]').textContent"
        ".startsWith('Cancelled')",
        timeout=60_000,
    )
    assert sim.python("sw.state") == "cancelled"
    played = sim.python("len(sw.simulations[0])")
    assert 0 < played < 1_000_000
    assert f"{played:,} of 1,000,000 (cancelled)" in sim.testid("summary").text_content()
    assert not sim.testid("run").is_disabled()


def test_in_spanish_two_series_with_readable_axes(sim_es: SimPage) -> None:
    sim_es.testid("run").click()
    sim_es.page.wait_for_function(
        "() => document.querySelectorAll('.ww-sim [data-testid=summary] tbody tr').length > 5",
        timeout=180_000,
    )
    assert sim_es.python("sw.state") == "done"
    chart = sim_es.testid("histogram")
    assert chart.locator('[data-testid="y-label"]').text_content() == "partidas"
    assert chart.locator('[data-testid="x-label"]').text_content() == "rondas por partida"
    assert chart.locator('[data-testid="y-tick"]').count() >= 4
    legend = sim_es.testid("legend").text_content()
    assert "A: Guerra de Cartas, límite de 240 rondas" in legend
    assert "B: Guerra de Cartas, sin límite de rondas" in legend
    assert "límite 240" in chart.text_content()
    menus = [sim_es.testid(f"preset-{side}") for side in "ab"]
    assert [m.input_value() for m in menus] == ["guerra_de_cartas", "guerra_de_cartas"]
    assert sim_es.page.evaluate(OVERLAPS_JS) == []
    assert "Duración media (rondas)" in sim_es.testid("summary").text_content()
    assert sim_es.testid("mean").text_content().count("intervalo del 95 %") == 2
    shoot(sim_es.page, "end_es_two_series")
