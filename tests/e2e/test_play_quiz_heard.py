"""Every question heard: the accessibility tree of a quiz table after a flip, in Chromium.

Lesson 02's table (``preset="ladder_10"``, ``quiz=True``) in JupyterLab, in English and in
Polish: after Flip the tree holds the question as the name of the answers' group, the cards
to tap named with whose they are ("7, your card"), and the live region saying the question;
after the answer, the round's line says whose each count is. Runs on the `lab` fixture's
notebook and leaves it as it found it (quiz off, English, its rules).
"""

from __future__ import annotations

import re
from typing import Any

from conftest import wait_until

Lab = Any  # the `lab` fixture of conftest.py

#: Per language: the question's start, the learner's card, the computer's card, "Same", the
#: learner's count in the round's line.
WORDS = {
    "en": ("Which card is bigger?", ", your card", ", the computer's card", "Same", "you "),
    "pl": ("Która karta jest większa?", ", twoja karta", ", karta: komputer", "Równe", "ty "),
}


def test_the_question_and_the_named_cards_are_in_the_accessibility_tree(lab: Lab) -> None:
    before = lab.kernel.value("dict(w.rules)")
    try:
        for n, lang in enumerate(WORDS):
            heard(lab, lang, seed=11 + n)
    finally:
        lab.kernel.run(f"w.quiz = False\nw.lang = 'en'\nw.rules = {before!r}")


def heard(lab: Lab, lang: str, seed: int) -> None:
    question, yours, theirs, same, you = WORDS[lang]
    lab.kernel.run(
        f"w.names = []\nw.lang = {lang!r}\nw.quiz_kind = 'auto'\n"
        f"w.new_game(preset='ladder_10', seed={seed})\nw.quiz = True"
    )
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == 1,
        what="the question about round 1",
    )
    templates = lab.kernel.value("w.question['labels']")
    lab.testid("flip").wait_for(state="visible")
    lab.page.keyboard.press("Escape")
    lab.testid("flip").focus()
    lab.page.keyboard.press("Space")  # as a child with a screen reader flips
    lab.testid("quiz-prompt").wait_for(state="visible")
    wait_until(lambda: lab.testid("quiz-live").inner_text().startswith(question), what="said")

    # Python's words around each card's own ("7", "king of spades (13)"): what it shows.
    labels = []
    for seat, template in enumerate(templates):
        card = lab.testid(f"option-{seat}").locator("[data-card]").first.get_attribute("aria-label")
        assert template.startswith("{card0}, ") and card
        labels.append(template.replace("{card0}", card))
    tree = lab.widget.aria_snapshot()
    # The answers: a group named by the question, holding Same; the cards named by Python.
    assert re.search(rf'- group "{re.escape(question)}[^"]*":', tree), tree
    assert f'button "{same}"' in tree, tree
    assert f'button "{labels[0]}"' in tree and labels[0].endswith(yours), tree
    assert f'button "{labels[1]}"' in tree and labels[1].endswith(theirs), tree
    # The live region says the question; the round's line of the last deal is not left behind.
    assert re.search(rf"- status: {re.escape(question)}", tree), tree
    assert lab.testid("live").inner_text() == "", "a new deal leaves no old line to be read"
    focused = lab.page.evaluate("document.activeElement.dataset.testid")
    assert focused == "option-0", "the keyboard lands on the first card"
    assert lab.page.locator(":focus").get_by_text(labels[0]).count() == 1, "named with its meaning"
    # Chromium's own tree (what a screen reader reads) names the focused button the same way.
    cdp = lab.page.context.new_cdp_session(lab.page)
    try:
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    names = {str((node.get("name") or {}).get("value", "")) for node in nodes}
    assert labels[0] in names and labels[1] in names
    assert any(name.startswith(question) for name in names)

    # The answer played, the round's line says whose each count is.
    good = lab.kernel.value("w._answer")
    lab.testid("quiz-same" if good == "tie" else f"option-{good}").click()
    lab.wait_python_round(1)
    wait_until(lambda: lab.testid("live").inner_text() != "", what="the round's line")
    mine, theirs_count = lab.kernel.value("w.counts")
    line = lab.testid("live").inner_text()
    assert f"{you}{mine}, " in line and line.rstrip(".").endswith(f" {theirs_count})"), line
    assert lab.testid("quiz-live").inner_text() == "", "the question leaves when answered"
