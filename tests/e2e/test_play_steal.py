"""Steal War at the play table, in a real Chromium against a real JupyterLab.

The learner sees their next card and every face-up pile (top card and size) before laying;
when the next card can steal, the table asks Steal or Play, by buttons and by keys, and the
explanation says what was chosen.  The widget ``w`` is put back to classic rules at the end.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from conftest import wait_until

Lab = Any  # the `lab` fixture of conftest.py

SHOTS = Path(os.environ.get("WAR_WIDGET_SCREENSHOTS") or tempfile.gettempdir())


def shown_round(lab: Lab) -> int:
    return int(lab.widget.get_attribute("data-shown-round") or 0)


def boxes(lab: Lab) -> dict[str, float]:
    """The felt's box and the top of the row of buttons under it, measured from the widget's
    own top-left corner (JupyterLab may scroll the notebook when a button takes the focus)."""
    root = lab.widget.bounding_box()
    table, controls = lab.testid("table").bounding_box(), lab.testid("controls").bounding_box()
    assert root is not None and table is not None and controls is not None
    return {
        "x": table["x"] - root["x"],
        "y": table["y"] - root["y"],
        "width": table["width"],
        "height": table["height"],
        "controls": controls["y"] - root["y"],
    }


def held(before: dict[str, float], after: dict[str, float], when: str) -> None:
    for key, value in before.items():
        assert abs(after[key] - value) <= 2, (when, key, before, after)


def test_steal_war_shows_the_piles_and_asks_steal_or_play(lab: Lab) -> None:
    # Seed 1: after 12 rounds the learner's next card (a 7) matches the computer's pile.
    lab.kernel.run(
        "w.quiz = False\nw.names = []\nw.new_game(preset='steal_war', seed=1)\n"
        "for _ in range(12):\n    w.flip()"
    )
    wait_until(lambda: shown_round(lab) == 12, what="round 12 on the table")
    steal = lab.kernel.value("w.steal")
    for seat, (top, size) in enumerate(steal["faceup"]):
        wait_until(
            lambda seat=seat, size=size: (
                lab.testid(f"faceup-size-{seat}").inner_text() == str(size)
            ),
            what="the pile's size",
        )
        cards = lab.testid(f"faceup-{seat}").locator(".ww-card")
        assert cards.count() == (1 if top else 0)
        if top:
            assert cards.first.get_attribute("data-card") == top
    next_card = lab.testid("next-card").locator(".ww-card")
    assert next_card.get_attribute("data-card") == steal["next"] == "7C"
    lab.widget.screenshot(path=str(SHOTS / "e2e-steal-before.png"))
    still = boxes(lab)

    lab.testid("flip").click()
    lab.testid("choose-steal").wait_for(state="visible")
    assert lab.testid("flip").is_hidden()
    question = lab.testid("steal-question").inner_text()
    assert question.startswith("You can put a 7") and question.endswith("Steal, or play the card?")
    assert lab.testid("choose-play").is_visible()
    # On the felt: the question's buttons inside the table's box, the pile it could take marked.
    table = lab.testid("table").bounding_box()
    assert table is not None
    for name in ("steal-question", "choose-steal", "choose-play"):
        box = lab.testid(name).bounding_box()
        assert box is not None
        assert table["x"] <= box["x"] and box["x"] + box["width"] <= table["x"] + table["width"]
        assert table["y"] <= box["y"] and box["y"] + box["height"] <= table["y"] + table["height"]
    pending = lab.kernel.value("w.pending")
    for seat in pending["piles"]:
        assert "ww-stealable" in (lab.testid(f"faceup-{seat}").get_attribute("class") or "")
    assert "ww-match" in (lab.testid("next-card").get_attribute("class") or "")
    assert lab.testid("explanation").is_hidden(), "no empty Round heading before the round"
    held(still, boxes(lab), "asked")  # the felt and the buttons under it do not jump
    lab.widget.screenshot(path=str(SHOTS / "e2e-steal-question.png"))

    lab.widget.press("s")  # the S key steals
    # (asked as a bool: a Pending still waiting is not JSON, and a poll may come before the key)
    wait_until(lambda: lab.kernel.value("w.game.pending is None"), what="Python to steal")
    assert lab.kernel.value("'steal' in w.game.choices")
    wait_until(lambda: shown_round(lab) == 13, what="round 13 on the table")
    wait_until(
        lambda: "You put a 7" in lab.testid("explanation").inner_text(), what="the steal told"
    )
    after = lab.kernel.value("w.steal")
    for seat, (_, size) in enumerate(after["faceup"]):
        wait_until(
            lambda seat=seat, size=size: (
                lab.testid(f"faceup-size-{seat}").inner_text() == str(size)
            ),
            what="the piles after the steal",
        )
    assert after["faceup"][0][1] > steal["faceup"][0][1]  # the stolen pile is the learner's now
    held(still, boxes(lab), "answered")
    lab.widget.screenshot(path=str(SHOTS / "e2e-steal-after.png"))
    lab.kernel.run("from war_widget import Rules\nw.new_game(rules=Rules(), seed=2026)")
    wait_until(
        lambda: lab.widget.locator('[data-testid="faceup-0"]').count() == 0, what="classic rules"
    )
