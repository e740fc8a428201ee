"""The quiz's score: the totals the widget draws, and a labelled table per kind for the teacher."""

from __future__ import annotations

import re

import pytest

from war_widget import WarWidget, locale
from war_widget.game.rules import Rules
from war_widget.play.score import Score


def _played() -> WarWidget:
    w = WarWidget(Rules.preset("ladder_10"), quiz=True, quiz_kind="symbol", seed=3)
    for _ in range(3):
        w.answer(w._answer)  # type: ignore[arg-type]  # right at the first try
    w.answer("=" if w._answer != "=" else "<")
    w.answer(w._answer)  # type: ignore[arg-type]  # right at the second
    w.quiz_kind = "more"
    for _ in range(2):
        wrong = int(w._answer) + 1  # type: ignore[arg-type]
        w.answer(wrong)
        w.answer(wrong)  # missed twice
    return w


def test_the_score_counts_each_kind_and_keeps_the_totals_the_widget_draws() -> None:
    w = _played()
    assert w.score == {"right": 3, "retry": 1, "wrong": 2}  # the trait the front-end reads
    assert isinstance(w.score, Score)
    assert w.score.kinds == {"symbol": (4, 3, 1), "more": (2, 0, 0)}
    assert str(w.score).splitlines() == [
        "Question       Asked  Right at first try  Right at second try",
        "<, > or =          4                   3                    1",
        "How many more      2                   0                    0",
        "All                6                   3                    1",
    ]
    html = w.score._repr_html_()
    assert html.count("<tr>") == 4 and "&lt;, &gt; or =" in html and "<th" in html


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_table_is_in_the_learners_language(lang: str) -> None:
    w = _played()
    w.lang = lang
    text = str(w.score)
    assert locale.say(lang, "quiz.score.first") in text
    assert locale.say(lang, "quiz.score.more") in text
    assert not re.search(r"\{\w*\}", text)
    assert w.score == {"right": 3, "retry": 1, "wrong": 2}
    for kind in ("compare", "combine", "count", "symbol", "more"):
        assert locale.say(lang, f"quiz.score.{kind}")


def test_a_teacher_resets_the_score_and_a_bad_one_is_refused() -> None:
    w = _played()
    w.score = {}
    assert w.score == {"right": 0, "retry": 0, "wrong": 0} and w.score.kinds == {}
    assert str(w.score).splitlines()[-1].split() == ["All", "0", "0", "0"]
    with pytest.raises(Exception, match="score has the keys"):
        w.score = {"right": -1}
    assert w.score == {"right": 0, "retry": 0, "wrong": 0}
