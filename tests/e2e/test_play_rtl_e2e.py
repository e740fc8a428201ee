"""The play table in Arabic, in a real Chromium inside JupyterLab: written right to left.

The widget's root takes ``dir="rtl"`` from Python (the language list's ``direction``, sent in
the labels), so the table mirrors as an Arabic reader expects: the first seat on the right, the
banner and the explanation starting on the right; the arithmetic stays left to right (LRI ...
PDI) so "9 − 5 = 4" is not drawn "4 = 5 − 9".  Screenshots at 1366×768 and 360×740, light and
dark, go to $WAR_WIDGET_SCREENSHOTS when it names a folder (to look at).
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

from conftest import wait_until
from test_play_access import close_settings, open_settings, set_theme

Lab = Any  # the `lab` fixture of conftest.py

#: Boxes of the table's parts that must not overlap one another (seats, banner, Flip).
BOXES = """root => [...root.querySelectorAll(
    '.ww-seat, [data-testid="banner"], [data-testid="flip"]')]
  .filter(e => e.getBoundingClientRect().width > 0)
  .map(e => { const r = e.getBoundingClientRect();
              return [e.className || e.dataset.testid, r.left, r.top, r.right, r.bottom]; })"""
#: Each seat's box, its name and pile's (``.ww-who``) and its laid cards', in the order of
#: the seats: [[left, top, right, bottom] of the seat, of its who, of its cards].
SEATS = """root => [...root.querySelectorAll('.ww-rows > .ww-seat')].map(e => [
  e, e.querySelector('.ww-who'), e.querySelector('.ww-laid')].map(x => {
    const r = x.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }))"""

#: The characters under an element as they stand on the screen, left to right (spaces and
#: the isolates, which are drawn with no width, left out).
SEEN = """root => {
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      const c = node.data[i];
      if (r.width > 0 && !/\\s/.test(c)) out.push([c, Math.round(r.top / 8), r.left]);
    }
  }
  return out.sort((a, b) => a[1] - b[1] || a[2] - b[2]).map((c) => c[0]).join(""); }"""


def arithmetic_as_written(where: Any) -> list[str]:
    """Each isolated chain of arithmetic under ``where`` ("13 − 5 = 8") must stand on the
    screen left to right as written; returns the chains that do not."""
    text = where.inner_text()
    chains = ["".join(c.split("\u2069")[0].split()) for c in text.split("\u2066")[1:]]
    seen = where.evaluate(SEEN)
    return [chain for chain in chains if chain not in seen]


def overlaps(boxes: list[list[Any]]) -> list[str]:
    """Pairs of boxes that overlap (by more than a pixel), neither inside the other."""
    found = []
    for a, b in itertools.combinations(boxes, 2):
        (na, la, ta, ra, ba), (nb, lb, tb, rb, bb) = a, b
        inside = (la >= lb and ra <= rb and ta >= tb and ba <= bb) or (
            lb >= la and rb <= ra and tb >= ta and bb <= ba
        )
        if not inside and min(ra, rb) - max(la, lb) > 1 and min(ba, bb) - max(ta, tb) > 1:
            found.append(f"{na} overlaps {nb}")
    return found


def assert_mirrored(seats: list[list[list[float]]]) -> None:
    """The seats read right to left: side by side, the first seat right of the second; one
    above the other, each seat's name and pile right of its cards (where English has them
    left)."""
    (seat0, _, _), (seat1, _, _) = seats[:2]
    if seat1[1] >= seat0[3] - 1:  # one above the other
        for _, who, laid in seats:
            assert who[0] >= laid[2] - 1, f"the name and pile {who} not right of the cards {laid}"
    else:
        assert seat0[0] >= seat1[2] - 1, f"seat 1 {seat0} not right of seat 2 {seat1}"


def shoot(lab: Lab, name: str) -> None:
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    sidebar = lab.page.locator(".jp-SideBar.lm-TabBar .lm-TabBar-tab.lm-mod-current").first
    for width, height in ((1366, 768), (360, 740)):
        if width < 600 and sidebar.count():  # a phone: the file browser folded away
            sidebar.click()
        lab.page.set_viewport_size({"width": width, "height": height})
        lab.widget.locator('[data-testid="banner"]').first.scroll_into_view_if_needed()
        lab.page.wait_for_timeout(400)
        lab.page.screenshot(path=str(Path(folder) / f"{name}_{width}.png"))
        assert_mirrored(lab.widget.evaluate(SEATS))
        assert overlaps(lab.widget.evaluate(BOXES)) == [], f"at {width}×{height}"
    if sidebar.count() == 0:  # folded for the phone: opened again
        lab.page.locator(".jp-SideBar.lm-TabBar .lm-TabBar-tab").first.click()
    lab.page.set_viewport_size({"width": 1200, "height": 1000})


def test_the_table_reads_right_to_left_in_arabic(lab: Lab) -> None:
    lab.kernel.run("w.quiz = False\nw.lang = 'ar'\nw.level = 'detailed'\nw.new_game(seed=3)")
    try:
        lab.caught_up()
        root = lab.widget
        wait_until(
            lambda: root.get_attribute("dir") == "rtl", what="the root written right to left"
        )
        lab.testid("flip").click()
        lab.wait_python_round(1)
        banner = lab.testid("banner")
        wait_until(lambda: bool(banner.inner_text().strip()), what="the banner")
        assert root.evaluate("r => getComputedStyle(r).direction") == "rtl"
        assert_mirrored(root.evaluate(SEATS))
        assert overlaps(root.evaluate(BOXES)) == []
        # The banner's arithmetic is isolated left to right: "9 > 5" reads as written.
        math = lab.kernel.value("w.last_round['banner']['math']")
        assert all(m.startswith("\u2066") and m.endswith("\u2069") for m in math), math
        assert arithmetic_as_written(banner) == [], banner.inner_text()
        steps = lab.widget.locator(".ww-steps li")
        # The steps wait ("…") while the counters count up: the words come after.
        wait_until(
            lambda: steps.count() > 0 and steps.first.inner_text().strip() != "…",
            what="the explanation's steps",
        )
        assert steps.first.evaluate("e => getComputedStyle(e).direction") == "rtl"
        explained = " ".join(step.inner_text() for step in steps.all())
        assert "\u2066" in explained, explained  # the round of seed 3 has arithmetic: 13 − 5 = 8
        for step in steps.all():
            assert arithmetic_as_written(step) == [], step.inner_text()
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            set_theme(lab, theme)
            shoot(lab, f"rtl_ar_{theme.split()[-1].lower()}")
        # Settings opens over the table, right to left as well (its labels before their menus).
        open_settings(lab)
        dialog = lab.testid("settings")
        assert dialog.evaluate("e => getComputedStyle(e).direction") == "rtl"
        folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
        if folder:
            lab.page.set_viewport_size({"width": 1366, "height": 768})
            lab.page.wait_for_timeout(300)
            lab.page.screenshot(path=str(Path(folder) / "rtl_ar_dark_settings_1366.png"))
            lab.page.set_viewport_size({"width": 1200, "height": 1000})
        close_settings(lab)
        set_theme(lab, "JupyterLab Light")
    finally:  # the next test in this JupyterLab finds its table in English, whatever happened
        lab.kernel.run("w.lang = 'en'\nw.new_game(seed=3)")
        wait_until(
            lambda: lab.widget.get_attribute("dir") == "ltr", what="English left to right again"
        )
