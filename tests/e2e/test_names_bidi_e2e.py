"""Arabic and Hebrew names in Chromium: the sentence around them reads in its order.

Each character's box is read back from the page (a Range per character): outside the name,
the characters must stand left to right in the order they are written, line by line, and the
name's letters between the character before it and the one after.  Without the isolates the
explanations put around each name (FSI ... PDI, names.isolate) the numbers after an Arabic
name join its right-to-left run ("…and :25 ليلى 52 = 25 + 27."): the first test shows the check
catches that.  The last test plays Guerra de sumas in JupyterLab with an Arabic name and
checks the banner and the explanation as the learner sees them (and shoots them at 1024×700
and 1366×768 when WAR_WIDGET_SCREENSHOTS names a folder).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest

from conftest import shoot_sizes, wait_until
from war_widget import Game, Rules, explain
from war_widget.game.names import plain

Lab = Any  # the `lab` fixture of conftest.py
LAYLA, NOA = "ليلى", "נועה"
#: Each character under ``root`` in the order written, with its box: [char, line, left, right]
#: (the line: the box's vertical middle, rounded).  Characters drawn with no width (the
#: isolates) are left out.
CHARS = """root => {
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      const line = Math.round((r.top + r.bottom) / 2);
      if (r.width > 0) out.push([node.data[i], line, r.left, r.right]);
    }
  }
  return out;
}"""
PAGE = (
    '<!DOCTYPE html><html lang="en">'
    '<body style="font: 16px sans-serif; width: 600px">%s</body></html>'
)


def disorder(chars: list[list[Any]], names: tuple[str, ...]) -> list[str]:
    """What does not read in order: characters outside the names out of their left-to-right
    order, or a name not between its neighbours.  Empty when the text reads as written."""
    text = "".join(c[0] for c in chars)
    in_name: list[int | None] = [None] * len(text)
    for n, name in enumerate(names):
        start = text.find(name)
        while start >= 0:
            in_name[start : start + len(name)] = [n] * len(name)
            start = text.find(name, start + 1)
    problems = []
    outside = [i for i, c in enumerate(chars) if in_name[i] is None and not c[0].isspace()]
    for a, b in itertools.pairwise(outside):
        (ca, la, _, ra), (cb, lb, left_b, _) = chars[a], chars[b]
        if lb < la or (lb == la and left_b < ra - 1):
            problems.append(f"{text[: b + 1]!r}: {cb!r} stands before {ca!r}")
    for i, c in enumerate(chars):
        if in_name[i] is None:
            continue
        before = [j for j in outside if j < i]
        after = [j for j in outside if j > i]
        if before and chars[before[-1]][1] == c[1] and c[2] < chars[before[-1]][3] - 1:
            problems.append(f"{c[0]!r} of a name stands left of {chars[before[-1]][0]!r}")
        if after and chars[after[0]][1] == c[1] and c[3] > chars[after[0]][2] + 1:
            problems.append(f"{c[0]!r} of a name stands right of {chars[after[0]][0]!r}")
    return problems


@pytest.fixture(scope="module")
def page(browser_context: Any) -> Iterator[Any]:
    page = browser_context.new_page()
    yield page
    page.close()


def lines_in_page(page: Any, lines: list[str]) -> list[list[list[Any]]]:
    """``lines`` as the explanation shows them (an ``li`` each, its text as it is), read back."""
    page.set_content(PAGE % "<ol></ol>")
    page.evaluate(
        """lines => document.querySelector("ol").replaceChildren(...lines.map((t) => {
             const li = document.createElement("li"); li.textContent = t; return li; }))""",
        lines,
    )
    return [li.evaluate(CHARS) for li in page.locator("li").all()]


@pytest.mark.parametrize("name", [LAYLA, NOA])
def test_a_right_to_left_name_leaves_the_sentence_in_order(page: Any, name: str) -> None:
    game = Game(Rules.preset("guerra_de_sumas"), seed=3)
    rounds = [game.step() for _ in range(4)]
    names = ["Ben", name]
    for lang in ("en", "es", "pl"):
        for level in ("detailed", "brief"):
            lines = [
                line
                for rnd in rounds
                for line in explain(rnd, game.rules, lang, level, names).lines
            ]
            for chars in lines_in_page(page, lines):
                assert disorder(chars, (name, "Ben")) == [], "".join(c[0] for c in chars)
    # The check can fail: the same sentences without the isolates are scrambled.
    lines = [plain(line) for rnd in rounds for line in explain(rnd, game.rules, names=names).lines]
    scrambled = [c for c in lines_in_page(page, lines) if disorder(c, (name, "Ben"))]
    assert scrambled, "without isolates, numbers after the name join its run"


def test_an_arabic_name_reads_in_order_on_the_table(lab: Lab) -> None:
    lab.kernel.run(
        f"w.quiz = False\nw.lang = 'en'\nw.level = 'detailed'\nw.names = ['Ben', {LAYLA!r}]\n"
        "w.new_game(preset='guerra_de_sumas', seed=3)"
    )
    lab.caught_up()
    lab.testid("flip").click()  # round 1 of seed 3: ليلى (seat 1) wins, 16 > 7
    lab.wait_python_round(1)
    assert lab.kernel.value("w.last_round['winner']") == 1
    banner = lab.testid("banner")
    wait_until(lambda: LAYLA in (banner.inner_text() or ""), what="the banner naming ليلى")
    steps = lab.widget.locator(".ww-steps li")
    wait_until(lambda: steps.count() > 0 and LAYLA in steps.last.inner_text(), what="the steps")
    for where in [banner, *steps.all()]:
        chars = where.evaluate(CHARS)
        assert disorder(chars, (LAYLA, "Ben")) == [], "".join(c[0] for c in chars)
    shoot_sizes(lab.page, "names_arabic_table", focus='.ww-root [data-testid="banner"]')
    lab.kernel.run("w.names = []\nw.new_game(preset='classic', seed=3)")
