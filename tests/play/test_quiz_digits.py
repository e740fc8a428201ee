"""The quiz's own words with ``digits="arab"`` (issue 45, item 3): the question, the answers'
names, the feedback and its numbers reach the screen in Arabic-Indic digits; the cards'
codes, the options and the answers kept for the teacher stay as they are.  And the Settings
menu of the digits: offered where the language has two (Arabic), sent as a choice that
Python checks."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from war_widget import WarWidget, locale
from war_widget.play.checks import menu_choices, offered_digits

LATIN = re.compile("[0-9]")
ARABIC = re.compile("[\u0660-\u0669]")
#: The entries a learner reads; the rest (cards, options, answers) is for a program.
READ = ("prompt", "labels", "text", "detail")


def _read(value: dict[str, Any] | None) -> str:
    return json.dumps([value.get(k) for k in READ] if value else [], ensure_ascii=False)


@pytest.mark.parametrize("lang", ["ar", "en"])
@pytest.mark.parametrize("kind", ["compare", "count", "symbol", "more"])
def test_the_quizs_words_are_in_the_digits(lang: str, kind: str) -> None:
    arab = WarWidget(lang=lang, digits="arab", quiz=True, quiz_kind=kind, seed=3)
    latn = WarWidget(lang=lang, quiz=True, quiz_kind=kind, seed=3)
    assert arab.question is not None and latn.question is not None
    for key in ("cards", "options", "kind", "round", "counts"):  # a program's, as they are
        assert arab.question.get(key) == latn.question.get(key), key
    wrong = 99 if kind in ("count", "more") else ("=" if kind == "symbol" else "tie")
    if wrong == latn._answer:
        wrong = 98
    for w in (arab, latn):
        w.answer(wrong)  # a first wrong answer: "try again", the question stays
        w.answer(w._answer)  # then right: the feedback with its numbers
    shown, plain = _read(arab.question) + _read(arab.feedback), _read(latn.feedback)
    assert not LATIN.search(shown), shown
    if LATIN.search(plain):
        assert ARABIC.search(shown)
    assert arab.answers == latn.answers  # the teacher's record, as it is


def test_the_face_to_face_quiz_is_in_the_digits_too() -> None:
    w = WarWidget(lang="ar", digits="arab", quiz=True, quiz_kind="more", seed=3, mode="two_players")
    w.facing = True
    q = w.question
    assert q is not None and q.get("each") is not None
    w.answer(w._answer, seat=0)
    w.answer(w._answer, seat=1)
    assert not LATIN.search(_read(w.question) + _read(w.feedback))


def test_changing_the_digits_says_the_question_and_the_feedback_again() -> None:
    w = WarWidget(lang="en", quiz=True, quiz_kind="symbol", seed=3)
    w.answer(w._answer)
    assert LATIN.search(_read(w.question)) and LATIN.search(_read(w.feedback))
    w.digits = "arab"
    assert not LATIN.search(_read(w.question)) and not LATIN.search(_read(w.feedback))
    w.digits = "latn"
    assert not ARABIC.search(_read(w.question) + _read(w.feedback))


def test_settings_offer_the_digits_where_the_language_has_two() -> None:
    assert offered_digits("ar") == ["latn", "arab"]
    assert all(offered_digits(lang) == ["latn"] for lang in locale.LANGUAGES if lang != "ar")
    assert menu_choices()["settings"]["digits"] == ["latn"]
    w = WarWidget(lang="fr")
    assert w.choices["settings"]["digits"] == ["latn"]
    w.lang = "ar"
    assert w.choices["settings"]["digits"] == ["latn", "arab"]
    assert w.labels["digits"] == "الأرقام"


def test_the_digits_menu_sends_a_choice_that_python_checks() -> None:
    w = WarWidget(lang="ar", seed=15)
    for _ in range(3):
        w.flip()
    w._handle_custom_msg({"type": "settings", "digits": "arab"}, [])
    assert w.digits == "arab" and not LATIN.search(" ".join(w.last_round["steps"]))
    w._handle_custom_msg({"type": "settings", "digits": "hindi"}, [])  # refused, logged
    assert w.digits == "arab"
    w._handle_custom_msg({"type": "settings", "digits": "latn"}, [])
    assert w.digits == "latn" and LATIN.search(" ".join(w.last_round["steps"]))


def test_every_catalogue_names_the_digits_menu() -> None:
    english = locale.MESSAGES["ui.digits"].text
    for lang in locale.LANGUAGES:
        if lang != "en":
            said = locale.say(lang, "ui.digits")
            assert said and said != english, lang
