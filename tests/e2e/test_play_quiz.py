"""The quiz in a real Chromium against a real JupyterLab.

Runs on the `lab` fixture's notebook after test_play.py (file order): it deals its own game,
and leaves the quiz off and the language English for whatever runs next. The right answer is
read from Python (where the quiz keeps it) only to choose what the test clicks.
"""

from __future__ import annotations

from typing import Any

from conftest import wait_until

Lab = Any  # the `lab` fixture of conftest.py


def text(lab: Lab, testid: str) -> str:
    return str(lab.testid(testid).inner_text())


def ask(lab: Lab, round_: int) -> Any:
    """Press Flip and wait for the question about `round_`; returns Python's right answer."""
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == round_,
        what=f"the question about round {round_}",
    )
    lab.testid("flip").wait_for(state="visible")
    lab.testid("flip").click()
    lab.testid("quiz-prompt").wait_for(state="visible")
    return lab.kernel.value("w._answer")


def test_quiz_compare_a_miss_a_second_try_then_the_round(lab: Lab) -> None:
    lab.kernel.run(
        "w.names = []\nw.lang = 'en'\nw.quiz_kind = 'auto'\nw.new_game(seed=7)\n"
        "w.score = {}\nw.quiz = True"  # the score as a teacher resets it
    )
    good = ask(lab, 1)
    assert text(lab, "quiz-prompt").startswith("Which card is bigger?")
    # Nothing is resolved before the answer: each pile without the card it shows (25 + 25 + 2).
    assert lab.counts() == [25, 25]
    assert lab.testid("explanation").is_hidden(), "no empty Round heading before the round"
    wrong = 1 - good if good in (0, 1) else 0
    lab.testid(f"option-{wrong}").click()
    wait_until(lambda: "Not yet" in text(lab, "quiz-feedback"), what="the first feedback")
    assert lab.python_round() == 0, "a first miss leaves a second try"
    target = "quiz-same" if good == "tie" else f"option-{good}"
    lab.testid(target).click()
    wait_until(lambda: "second try" in text(lab, "quiz-feedback"), what="the second feedback")
    lab.wait_python_round(1)
    assert lab.kernel.value("w.score") == {"right": 0, "retry": 1, "wrong": 0}
    if good != "tie":  # the feedback is about the cards, the right one outlined in green
        assert "is more than" in text(lab, "quiz-feedback")
        right = lab.testid(f"laid-{good}")
        wait_until(lambda: "ww-right" in (right.get_attribute("class") or ""), what="the outline")
    wait_until(lambda: "…" not in text(lab, "explanation"), what="the explanation")
    assert text(lab, "score").startswith("Right first time: 0")
    assert lab.counts() == lab.kernel.value("w.counts")


def test_quiz_from_the_keyboard(lab: Lab) -> None:
    # After an answer the focus is on Flip: Enter asks, the focus lands on the first card.
    good = ask_by_keyboard(lab, 2)
    page = lab.page
    focused = page.evaluate("document.activeElement.dataset.testid")
    assert focused == "option-0"
    if good == "tie":
        page.keyboard.press("Tab")
        page.keyboard.press("Tab")  # option-1, then Same
    elif good == 1:
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    lab.wait_python_round(2)
    assert lab.kernel.value("w.score") == {"right": 1, "retry": 1, "wrong": 0}
    # The answer judged, the focus is on Flip: Enter asks the next question.
    wait_until(
        lambda: page.evaluate("document.activeElement.dataset.testid") == "flip",
        what="the focus back on Flip",
    )
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == 3,
        what="the question about round 3",
    )
    page.keyboard.press("Enter")
    lab.testid("quiz-prompt").wait_for(state="visible")
    assert page.evaluate("document.activeElement.dataset.testid") == "option-0"


def ask_by_keyboard(lab: Lab, round_: int) -> Any:
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == round_,
        what=f"the question about round {round_}",
    )
    lab.testid("flip").focus()
    lab.page.keyboard.press("Enter")
    lab.testid("quiz-prompt").wait_for(state="visible")
    return lab.kernel.value("w._answer")


def test_quiz_sum_war_typed_in_spanish(lab: Lab) -> None:
    lab.kernel.run("w.rules = {**w.rules, 'flip': 2}\nw.lang = 'es'")
    wait_until(
        lambda: lab.testid("flip").inner_text() == "Dar la vuelta", what="the Spanish labels"
    )
    good = ask(lab, 1)
    assert text(lab, "quiz-prompt").startswith("¿Cuánto suman")
    assert lab.widget.locator(".ww-seat.ww-marked").count() == 1
    box = lab.testid("quiz-input")
    box.fill(str(int(good) + 1))
    box.press("Enter")
    wait_until(lambda: "Todavía no" in text(lab, "quiz-feedback"), what="the Spanish feedback")
    box.fill(str(good))
    lab.testid("quiz-check").click()
    lab.wait_python_round(1)
    wait_until(lambda: "a la segunda" in text(lab, "quiz-feedback"), what="the feedback")
    assert lab.kernel.value("w.score") == {"right": 1, "retry": 2, "wrong": 0}
    answers = lab.kernel.value("w.answers")
    assert [a["outcome"] for a in answers][-3:] == ["retry", "right", "retry"]
    lab.kernel.run("w.quiz = False\nw.lang = 'en'\nw.rules = {**w.rules, 'flip': 1}")
    wait_until(lambda: lab.testid("flip").inner_text() == "Flip", what="English again")
    assert lab.testid("quiz").is_hidden()


def test_quiz_lowest_card_wins_said_when_missed_and_on_the_banner(lab: Lab) -> None:
    """The house rule lowest_wins: the question asks which card wins, a second miss says why
    with the cards' real numbers, and the banner names the rule."""
    lab.kernel.run(
        "w.names = []\nw.lang = 'en'\nw.quiz_kind = 'compare'\n"
        "w.rules = {**w.rules, 'lowest_wins': True}\nw.new_game(seed=3)\nw.quiz = True"
    )
    good = ask(lab, 1)
    assert text(lab, "quiz-prompt").startswith("The lowest card wins! Which card wins?")
    assert good in (0, 1), "seed 3 opens with two different cards"
    lab.testid(f"option-{1 - good}").click()
    wait_until(lambda: "Not yet" in text(lab, "quiz-feedback"), what="the first feedback")
    lab.testid(f"option-{1 - good}").click()
    wait_until(lambda: "and the lowest card wins" in text(lab, "quiz-feedback"), what="the reason")
    lab.wait_python_round(1)
    low, high = sorted(lab.kernel.value("[p[0][2] for p in w.last_round['plays']]"))
    assert f"{low} is less than {high}" in text(lab, "quiz-feedback")
    wait_until(
        lambda: text(lab, "banner").endswith(f"{low} < {high}. The lowest card wins!"),
        what="the banner",
    )
    lab.kernel.run(
        "w.quiz = False\nw.quiz_kind = 'auto'\nw.rules = {**w.rules, 'lowest_wins': False}"
    )
    assert lab.kernel.value("w.rules['lowest_wins']") is False
