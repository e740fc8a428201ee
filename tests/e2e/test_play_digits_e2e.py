"""Arabic-Indic digits at the table in Chromium (``WarWidget(digits="arab")``, issue 45 item 3):
a round flipped in JupyterLab shows its pile counters, its round, its banner and its
explanation in ٠-٩, while the game code stays as it is (copied from a board, it still reads);
in Arabic, Steal War's face-up piles and the game-over chart are in ٠-٩ too.  With
WAR_WIDGET_SCREENSHOTS naming a folder, the table is shot at 1366×768 and 360×740."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from conftest import wait_until
from test_dark_theme import chart_overlaps

Lab = Any  # the `lab` fixture of conftest.py
ARABIC = re.compile("[\u0660-\u0669]")
LATIN = re.compile("[0-9]")
LRM = "\u200e"
TO_ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
#: The texts of a chart drawn past its left or right side (cut off on the page).
OUTSIDE = """(svg) => {
  const box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll("text")]
    .filter((t) => {
      const r = t.getBoundingClientRect();
      return r.left < box.left - 1 || r.right > box.right + 1;
    })
    .map((t) => t.textContent);
}"""
#: Each character of ``chars`` drawn under the element, in the order written: [char, its line
#: (the box's vertical middle), its left edge].
LEFTS = """(root, chars) => {
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      if (!chars.includes(node.data[i])) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      out.push([node.data[i], Math.round((r.top + r.bottom) / 2), r.left]);
    }
  }
  return out;
}"""


def _number(text: str) -> int:
    """A number written in Arabic-Indic digits, read back (a Latin digit is not read)."""
    text = text.replace(LRM, "")
    assert text and not LATIN.search(text), text
    return int("".join(str(ord(ch) - 0x660) for ch in text))


def _read(chars: list[list[Any]]) -> list[str]:
    """The characters as a left-to-right reader meets them: line by line, left to right."""
    return [c for c, _, _ in sorted(chars, key=lambda p: (p[1], p[2]))]


def _sidebar(lab: Lab, tab: str = ".lm-mod-current") -> None:
    """Shut JupyterLab's left side bar (its current tab clicked, at a laptop's width), or
    open it again (``tab=""``: its first tab, the file browser)."""
    lab.page.locator(f".jp-SideBar.jp-mod-left .lm-TabBar-tab{tab}").first.click()


def _shoot(lab: Lab, name: str, part: str = "") -> None:
    """The table (or its ``part``, a test id, scrolled into view) at 1366×768, then at
    360×740 with JupyterLab's file browser shut (it would fill a phone's width), when
    WAR_WIDGET_SCREENSHOTS names a folder."""
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    for width, height in ((1366, 768), (360, 740)):
        if width < 500:
            _sidebar(lab)
            wait_until(lambda: lab.page.locator("#jp-left-stack").is_hidden(), what="files shut")
        lab.page.set_viewport_size({"width": width, "height": height})
        (lab.testid(part) if part else lab.widget).scroll_into_view_if_needed()
        lab.page.wait_for_timeout(600)
        lab.page.screenshot(path=str(Path(folder) / f"{name}_{width}.png"))
    lab.page.set_viewport_size({"width": 1200, "height": 1000})
    _sidebar(lab, "")  # open again, as the other tests expect
    wait_until(lambda: lab.page.locator("#jp-left-stack").is_visible(), what="files open")


def test_a_round_in_arabic_indic_digits(lab: Lab) -> None:
    lab.kernel.run(
        "w.quiz = False\nw.lang = 'en'\nw.level = 'detailed'\nw.names = []\n"
        "w.digits = 'arab'\nw.new_game(preset='classic', seed=3)"
    )
    try:
        assert lab.kernel.value("__import__('war_widget').__file__").startswith(
            str(Path(__file__).resolve().parents[2])
        ), "the kernel runs another checkout's war_widget"
        lab.caught_up()
        code = lab.kernel.value("w.code")
        assert LATIN.search(code), code  # (a code with a digit: the check below can fail)
        lab.testid("flip").click()
        lab.wait_python_round(1)
        truth = lab.kernel.value("list(w.counts)")
        # The counters count up in ٠-٩ and end on Python's numbers.
        counters = lab.widget.locator(".ww-count")

        def settled() -> bool:
            seen = counters.evaluate_all("els => els.map((e) => [e.textContent, e.dataset.count])")
            return all(ARABIC.search(t or "") and _number(t) == int(n) for t, n in seen)

        wait_until(settled, 15, "the counters in Arabic-Indic digits, on Python's numbers")
        assert [_number(t) for t in counters.all_inner_texts()] == truth
        assert lab.testid("round").inner_text().strip().endswith("١")
        assert lab.testid("code").inner_text().strip() == code
        banner = lab.testid("banner")
        shown = lambda: (banner.inner_text() or "").replace(LRM, "")  # noqa: E731
        wait_until(lambda: "١٣ > ٥" in shown(), what="the banner's ١٣ > ٥")
        # Drawn in the sentence's order, left to right: ١٣ > ٥, not ٥ < ١٣ (the bidi algorithm
        # runs " > " between two Arabic Numbers right to left without the marks after them).
        lefts = banner.evaluate(LEFTS, "١٣>٥")
        assert _read(lefts) == ["١", "٣", ">", "٥"], lefts
        steps = lab.widget.locator(".ww-steps li")
        wait_until(lambda: steps.count() > 0 and "٢٥" in steps.all_inner_texts()[-1], what="steps")
        text = " ".join(steps.all_inner_texts())
        assert ARABIC.search(text) and not LATIN.search(text), text
        # "Now you have ٢٥ cards and the computer ٢٧: ٢٥ + ٢٧ = ٥٢." in that order on the page.
        last = steps.last.evaluate(LEFTS, "+=")
        assert _read(last) == ["+", "="], last
        assert lab.kernel.value("w.last_round['spoken']") == "The computer wins: 13 is more than 5."
        _shoot(lab, "digits_arab_table")
    finally:
        lab.kernel.run("w.digits = 'latn'\nw.new_game(preset='classic', seed=3)")


def test_steal_war_and_the_game_over_chart_in_arabic_indic_digits(lab: Lab) -> None:
    # Seed 1: after 12 rounds the face-up piles hold 16 and 9 cards.
    lab.kernel.run(
        "w.quiz = False\nw.lang = 'ar'\nw.names = []\nw.digits = 'arab'\n"
        "w.new_game(preset='steal_war', seed=1)\nfor _ in range(12):\n    w.flip()"
    )
    try:
        wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "12", what="round 12")
        sizes = [size for _, size in lab.kernel.value("w.steal")["faceup"]]
        assert max(sizes) >= 10, sizes  # a number of two digits
        for seat, size in enumerate(sizes):
            shown = lab.testid(f"faceup-size-{seat}")
            wait_until(
                lambda shown=shown, size=size: shown.inner_text() == str(size).translate(TO_ARABIC),
                what=f"the face-up pile of seat {seat} in ٠-٩",
            )
        _shoot(lab, "digits_arab_steal")
        lab.kernel.run("w.play_to_end()")
        chart = lab.testid("summary-chart")
        chart.wait_for(state="visible")
        total = lab.kernel.value("w.total")
        ticks = chart.locator(".ww-tick").all_text_contents()  # SVG: no inner text
        assert ticks[:2] == ["٠", str(total).translate(TO_ARABIC)], ticks
        rounds = str(lab.kernel.value("w.round")).translate(TO_ARABIC)
        assert rounds in ticks[2] and not LATIN.search(chart.text_content() or ""), ticks
        stats = lab.testid("summary").locator(".ww-stat dd").all_inner_texts()
        assert stats and all(ARABIC.search(x) and not LATIN.search(x) for x in stats), stats
        # Left to right in Arabic too: no tick nor legend cut off at the sides, none on another.
        assert chart.evaluate(OUTSIDE) == []
        assert chart_overlaps(lab.page, ".ww-root [data-testid=summary-chart] text") == []
        # The explanation's steps and the session's games are numbered in ٠-٩ too.
        style = "(e) => getComputedStyle(e).listStyleType"
        assert lab.widget.locator(".ww-steps").evaluate(style) == "arabic-indic"
        assert lab.widget.locator(".ww-session").evaluate(style) == "arabic-indic"
        _shoot(lab, "digits_arab_game_over", "summary-chart")
    finally:
        lab.kernel.run(
            "from war_widget import Rules\nw.digits = 'latn'\nw.lang = 'en'\n"
            "w.new_game(rules=Rules(), seed=2026)"
        )
