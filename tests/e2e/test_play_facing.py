"""Two players face to face in JupyterLab (issue 42, item 2): a teacher's cell turns it on
(``w.mode = "two_players"; w.facing = True``) and two children at a tablet lying flat tap their
own halves of the table; the cards turn when both have tapped, as Python says.
(The lesson site's child page on a phone: test_lite_facing.py.)
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Server, open_lab, wait_until, write_notebook
from test_every_device import SHOTS

NOTEBOOK = "facing.ipynb"
CELL = (
    "from war_widget import WarWidget\nw = WarWidget(seed=3, speed='fast', names=['Ana', 'Ben'])\nw"
)

#: Each half's Flip: its box, what a finger at its centre touches, and its half's turn.
HALVES = """(root) => [0, 1].map((seat) => {
  const flip = root.querySelector(`[data-testid="face-flip-${seat}"]`);
  const felt = root.querySelector('[data-testid="table"]').getBoundingClientRect();
  const r = flip.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const m = new DOMMatrix(getComputedStyle(flip.closest('.ww-face-half')).transform);
  return {above: r.bottom <= felt.top, below: r.top >= felt.bottom, height: r.height,
          width: r.width, hit: Boolean(hit && flip.contains(hit)), turn: Math.round(m.a)};
})"""


@pytest.fixture(scope="module")
def browser(own_browser: Any) -> Any:
    return own_browser


def test_a_teachers_cell_turns_it_on_and_two_children_tap_their_halves(
    browser: Any, server: Server
) -> None:
    write_notebook(server.root / NOTEBOOK, CELL)
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    lab = open_lab(context.new_page(), server, NOTEBOOK)
    try:
        lab.kernel.run("w.mode = 'two_players'; w.facing = True")
        lab.page.locator(".ww-root.ww-facing-on").wait_for()
        lab.testid("face-flip-0").scroll_into_view_if_needed()
        near, far = lab.widget.evaluate(HALVES)
        assert far["above"] and far["turn"] == -1, far
        assert near["below"] and near["turn"] == 1, near
        for flip in (near, far):
            assert flip["height"] >= 44 and flip["width"] >= 300, flip
        lab.testid("face-flip-1").tap()
        wait_until(
            lambda: lab.testid("face-line-0").inner_text() == "Waiting for \u2068Ana\u2069…",
            what="the near half to say Ana (a name given: isolated) is awaited",
        )
        assert lab.widget.get_attribute("data-shown-round") == "0"
        assert lab.kernel.value("w.round") == 0
        lab.testid("face-flip-0").scroll_into_view_if_needed()
        assert lab.widget.evaluate(HALVES)[0]["hit"]
        lab.testid("face-flip-0").tap()
        wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "1", what="round 1")
        wait_until(lambda: lab.kernel.value("w.round") == 1, what="Python to play round 1")
        assert "wins" in lab.testid("face-line-1").inner_text()
        lab.page.screenshot(path=str(SHOTS / "e2e-facing-lab-1024x768.png"))
        lab.kernel.run("w.facing = False")
        wait_until(
            lambda: lab.page.locator(".ww-root.ww-facing-on").count() == 0, what="facing off"
        )
        assert lab.testid("face-half-0").is_hidden() and lab.testid("flip-0").is_visible()
    finally:
        lab.kernel.stop()
        context.close()
