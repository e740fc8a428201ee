"""The sign quiz (<, = or >) in a real Chromium against a real JupyterLab.

The teacher picks the number ladder's "Numbers 1–10" in Settings, the child taps a sign
between the two cards and reads the feedback.  Runs on the `lab` fixture's notebook and
leaves the quiz off, the classic rules and English for whatever runs next.  Screenshots of
the question at two screen sizes go to a temporary folder.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from conftest import wait_until
from test_dark_theme import assert_readable
from test_play import close_settings, open_settings
from test_play_access import set_theme

Lab = Any  # the `lab` fixture of conftest.py
SHOTS = Path(tempfile.gettempdir()) / "quiz-signs-screenshots"
SIZES = ((1366, 768), (1024, 700))


def text(lab: Lab, testid: str) -> str:
    return str(lab.testid(testid).inner_text())


def question_about(lab: Lab, round_: int, answer_box: str = "quiz-signs") -> None:
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == round_,
        what=f"the question about round {round_}",
    )
    lab.testid("flip").wait_for(state="visible")
    lab.testid("flip").click()
    lab.testid(answer_box).wait_for(state="visible")


def test_a_child_taps_less_than_and_reads_why(lab: Lab) -> None:
    lab.kernel.run("w.quiz = False\nw.names = []\nw.lang = 'en'\nw.quiz_kind = 'symbol'")
    open_settings(lab)
    rules = lab.testid("rules")
    if rules.get_attribute("open") is None:
        rules.locator("summary").click()
    preset = lab.testid("preset")
    names = preset.evaluate("s => [...s.options].map(o => o.textContent)")
    assert {"Numbers 1–5", "Numbers 1–10", "Numbers 1–10, sums to 20"} <= set(names)
    preset.select_option("ladder_10")
    wait_until(lambda: lab.kernel.value("w.rules['numbers']") == 10, what="the 1-10 deck")
    close_settings(lab)
    # Seed 1 on the 1-10 deck: round 1 is "<" (6 against 9), round 2 is ">" (7 against 4).
    lab.kernel.run("w.new_game(seed=1)\nw.score = {}\nw.dots = True\nw.quiz = True")
    question_about(lab, 1)
    assert text(lab, "quiz-prompt").startswith("Which sign goes in the box: 6 ☐ 9?")
    assert lab.kernel.value("w._answer") == "<"
    signs = lab.testid("quiz-signs").locator("button").all_inner_texts()
    assert signs == ["<", "=", ">"]
    assert lab.widget.locator(".ww-option").count() == 0, "no card to tap: the sign answers"
    SHOTS.mkdir(exist_ok=True)
    page = lab.page
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        lab.testid("quiz").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"signs-question-{width}x{height}.png"))
    set_theme(lab, "JupyterLab Dark")  # the signs read in the dark theme too
    try:
        assert_readable(page, ".ww-quiz", "Dark: the sign question", 4)
        page.screenshot(path=str(SHOTS / "signs-question-dark-1024x700.png"))
    finally:
        set_theme(lab, "JupyterLab Light")
    lab.testid("quiz-sign-<").click()
    wait_until(lambda: "Right" in text(lab, "quiz-feedback"), what="the feedback")
    lab.wait_python_round(1)
    assert "is less than" in text(lab, "quiz-feedback")
    # Round 2 is ">": the child taps "<" twice and reads why.
    question_about(lab, 2)
    lab.testid("quiz-sign-<").click()
    wait_until(lambda: "Not yet" in text(lab, "quiz-feedback"), what="the first miss")
    assert lab.python_round() == 1, "a first miss leaves a second try"
    lab.testid("quiz-sign-<").click()
    wait_until(lambda: "open side of >" in text(lab, "quiz-feedback"), what="the reason")
    lab.wait_python_round(2)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        # Answered: the question (testid quiz) has given Flip its place back; the feedback
        # with its reason is said beside the table.
        lab.testid("quiz-feedback").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"signs-explained-{width}x{height}.png"))
    assert lab.kernel.value("dict(w.score)") == {"right": 1, "retry": 0, "wrong": 1}
    assert lab.kernel.value("w.score.kinds") == {"symbol": [2, 1, 0]}
    # How many more: the child types the difference; the dots under each card can be matched.
    lab.kernel.run("w.quiz_kind = 'more'")
    question_about(lab, 3, "quiz-input")
    assert text(lab, "quiz-prompt").startswith("How many more does the bigger card have?")
    assert lab.testid("quiz-signs").is_hidden()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        lab.testid("quiz").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"more-question-{width}x{height}.png"))
    lab.testid("quiz-input").fill(str(lab.kernel.value("w._answer")))
    lab.testid("quiz-check").click()
    wait_until(lambda: "has" in text(lab, "quiz-feedback"), what="the difference said")
    lab.wait_python_round(3)
    page.set_viewport_size({"width": 1200, "height": 1000})
    lab.kernel.run(
        "w.quiz = False\nw.dots = False\nw.quiz_kind = 'auto'\nfrom war_widget import Rules\n"
        "w.rules = Rules().to_dict()"
    )


#: Where the first "6" and "9" of an element's text stand on the screen (their left edges).
WHERE = """(e, wanted) => {
  const out = {};
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (let i = 0; i < n.data.length; i++) {
      const c = n.data[i];
      if (!wanted.includes(c) || c in out) continue;
      const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
      out[c] = r.getBoundingClientRect().left;
    }
  }
  return out;
}"""


def test_in_arabic_the_sign_question_reads_left_to_right_and_its_signs_as_themselves(
    lab: Lab,
) -> None:
    """Right to left, "6 ☐ 9" was drawn "9 ☐ 6" and a lone "<" mirrored as ">": the child
    would tap the other sign than the one meant. The question's numbers stand as written and
    each sign's button is left to right."""
    lab.kernel.run(
        "w.quiz = False\nw.names = []\nw.lang = 'ar'\nw.quiz_kind = 'symbol'\n"
        "from war_widget import Rules\nw.rules = Rules.preset('ladder_10').to_dict()"
    )
    try:
        wait_until(lambda: lab.kernel.value("w.rules['numbers']") == 10, what="the 1-10 deck")
        lab.kernel.run("w.new_game(seed=1)\nw.score = {}\nw.quiz = True")
        question_about(lab, 1)  # 6 against 9: "<"
        assert lab.widget.get_attribute("dir") == "rtl"
        prompt = lab.testid("quiz-prompt")
        at = prompt.evaluate(WHERE, "69")
        assert at["6"] < at["9"], (at, prompt.inner_text())
        buttons = lab.testid("quiz-signs").locator("button")
        assert (
            buttons.evaluate_all("bs => bs.map(b => getComputedStyle(b).direction)") == ["ltr"] * 3
        )
        SHOTS.mkdir(exist_ok=True)
        lab.testid("quiz").scroll_into_view_if_needed()
        lab.page.screenshot(path=str(SHOTS / "signs-question-ar.png"))
        lab.testid("quiz-sign-<").click()
        wait_until(lambda: lab.kernel.value("w.score['right']") == 1, what="'<' judged right")
    finally:
        lab.kernel.run(
            "w.quiz = False\nw.lang = 'en'\nw.quiz_kind = 'auto'\nfrom war_widget import Rules\n"
            "w.rules = Rules().to_dict()"
        )
