"""Every question heard: the words a screen reader gets at the quiz table, in every language.

A compare question names each card to tap with whose it is (``question["labels"]``: "7, your
card", "5, the computer's card"; js/panels/table.ts makes them the buttons' names), and the
live region's line for a round says whose each count is ("(you: 21, the computer: 31)" where
the screen shows "(21–31)").
"""

from __future__ import annotations

import re

import pytest

from war_widget import WarWidget, locale
from war_widget.game.rules import Rules
from war_widget.play.quiz import option_labels, sign_labels

LEFTOVER = re.compile(r"\{\w*\}")

#: Per language: the learner's card, the computer's card, two cards of the learner, a given
#: name's card; then the score of the live region's line ("you: 21, the computer: 31").
EXPECTED = {
    "en": (
        "7, your card",
        "5, the computer's card",
        "5 and 7, your cards",
        "5, \u2068Ana\u2069's card",
        "you: 21, the computer: 31",
    ),
    "es": (
        "7, tu carta",
        "5, la carta que ha jugado la máquina",
        "5 y 7, tus cartas",
        "5, la carta que ha jugado \u2068Ana\u2069",
        "tú: 21, la máquina: 31",
    ),
    "pl": (
        "7, twoja karta",
        "5, karta: komputer",
        "5 i 7, twoje karty",
        "5, karta: \u2068Ana\u2069",
        "ty: 21, komputer: 31",
    ),
    "sk": (
        "7, tvoja karta",
        "5, karta: počítač",
        "5 a 7, tvoje karty",
        "5, karta: \u2068Ana\u2069",
        "ty: 21, počítač: 31",
    ),
    "nb": (
        "7, kortet ditt",
        "5, kortet til datamaskinen",
        "5 og 7, kortene dine",
        "5, kortet til \u2068Ana\u2069",
        "du: 21, datamaskinen: 31",
    ),
    "fr": (
        "7, ta carte",
        "5, la carte de l’ordinateur",
        "5 et 7, tes cartes",
        "5, la carte de \u2068Ana\u2069",
        "toi\u00a0: 21, l’ordinateur\u00a0: 31",
    ),
    "uk": (
        "7, твоя карта",
        "5, карта, яку має комп’ютер",
        "5 і 7, твої карти",
        "5, карта, яку має \u2068Ana\u2069",
        "ти: 21, комп’ютер: 31",
    ),
    "de": (
        "7, deine Karte",
        "5, diese Karte hat der Computer",
        "5 und 7, deine Karten",
        "5, diese Karte hat \u2068Ana\u2069",
        "du: 21, der Computer: 31",
    ),
    "ar": (
        "7، بطاقتك",
        "5، بطاقة الحاسوب",
        "5 و7، بطاقتاك",
        "5، بطاقة \u2068Ana\u2069",
        "أنت: 21, الحاسوب: 31",
    ),
}


def filled(template: str | None, *cards: str) -> str:
    """A label as the front-end names the button: each ``{cardN}`` the card's own words."""
    assert template is not None
    text = re.sub(r"\{card(\d)\}", lambda m: cards[int(m[1])], template)
    assert not LEFTOVER.search(text), text
    return text


def test_every_language_is_expected() -> None:
    """A language a native reviewer read pins its words here; a new one (adding a language
    is one step: CONTRIBUTING.md) is held to what every language's words must do."""
    assert set(EXPECTED) <= set(locale.LANGUAGES)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_a_card_to_tap_is_named_with_whose_it_is(lang: str) -> None:
    rules = Rules.preset("ladder_10")
    mine, theirs = option_labels([["#7"], ["#5"]], [0, 1], rules, None, lang)
    if lang not in EXPECTED:  # not yet pinned: each names its card, then whose, its own way
        said = (filled(mine, "7"), filled(theirs, "5"))
        assert said[0].startswith("7") and said[1].startswith("5") and said[0][1:] != said[1][1:]
        return
    you, computer, pair, named, _ = EXPECTED[lang]
    assert (filled(mine, "7"), filled(theirs, "5")) == (you, computer)
    two, none = option_labels([["#5", "#7"], []], [0], rules, None, lang)
    assert filled(two, "5", "7") == pair and none is None
    names = ["Bo", "Ana"]
    assert filled(option_labels([["#7"], ["#5"]], [1], rules, names, lang)[1], "5") == named


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_question_at_the_table_carries_its_cards_names(lang: str) -> None:
    w = WarWidget(preset="ladder_10", quiz=True, lang=lang, seed=5)
    w.flip()
    q = w.question
    assert q is not None and q["kind"] == "compare"
    labels = q["labels"]
    assert len(labels) == 2 and all(isinstance(label, str) for label in labels)
    for seat, label in enumerate(labels):
        # Each names its card by the card's own words (the front-end's), then whose it is
        # (after the language's comma: Arabic's is "،").
        assert re.match(r"\{card0\}[,،] ", label) and filled(label, "7")
        key = "quiz.option.you" if seat == 0 else "quiz.option"
        if lang != "en":  # in the language's own words
            assert label != locale.say("en", key, cards="{card0}", name="the computer")
    assert labels[0] != labels[1]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_live_regions_score_says_whose_each_count_is(lang: str) -> None:
    w = WarWidget(preset="ladder_10", lang=lang, seed=5)
    w.flip()
    said = w.last_round["said"]
    mine, theirs = w.last_round["counts"]
    if lang in EXPECTED:
        whose = EXPECTED[lang][4].replace("21", str(mine)).replace("31", str(theirs))
        assert f"({whose})" in said, said
    else:  # not yet pinned: both counts said, apart
        assert said.count(str(mine)) >= 1 and said.count(str(theirs)) >= 1, said
    assert f"({mine}–{theirs})" not in said
    # The explanation the learner reads keeps its short score.
    w.level = "brief"
    w.flip()
    assert "–" in " ".join(w.last_round["steps"]) and "–" not in w.last_round["said"]


def test_named_players_scores_are_said_with_their_names() -> None:
    w = WarWidget(
        names=["Ana", "Bo", "Cy"], rules=Rules.preset("ladder_10").replace(players=3), seed=2
    )
    w.flip()
    counts = w.last_round["counts"]
    listed = ", ".join(
        f"\u2068{n}\u2069: {c}" for n, c in zip(["Ana", "Bo", "Cy"], counts, strict=True)
    )
    assert f"({listed})" in w.last_round["said"]


#: Per language: the names of <, = and > between a 7 and a 4 (the signs first, as shown).
SIGN_NAMES = {
    "en": ("<, 7 is less than 4", "=, 7 is the same as 4", ">, 7 is more than 4"),
    "es": ("<, 7 es menor que 4", "=, 7 es igual a 4", ">, 7 es mayor que 4"),
    "pl": ("<, 7 jest mniejsze od 4", "=, 7 jest równe 4", ">, 7 jest większe od 4"),
    "sk": ("<, 7 je menšie ako 4", "=, 7 sa rovná 4", ">, 7 je väčšie ako 4"),
    "nb": ("<, 7 er mindre enn 4", "=, 7 er lik 4", ">, 7 er større enn 4"),
    "fr": ("<, 7 est plus petit que 4", "=, 7 est égal à 4", ">, 7 est plus grand que 4"),
    "uk": ("<, 7 менше від 4", "=, 7 дорівнює 4", ">, 7 більше за 4"),
    "de": ("<, 7 ist kleiner als 4", "=, 7 ist gleich 4", ">, 7 ist größer als 4"),
    "ar": ("<, 7 أصغر من 4", "=, 7 يساوي 4", ">, 7 أكبر من 4"),
}


def test_every_language_names_its_signs() -> None:
    """As EXPECTED: a reviewed language's names are pinned, a new one's checked for shape."""
    assert set(SIGN_NAMES) <= set(locale.LANGUAGES) and set(EXPECTED) <= set(SIGN_NAMES)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_a_sign_to_tap_is_named_with_what_it_says_of_the_two_cards(lang: str) -> None:
    names = tuple(sign_labels(7, 4, lang))
    if lang in SIGN_NAMES:
        assert names == SIGN_NAMES[lang]
    else:  # each sign first, then what it says of the 7 and the 4, in the language's words
        assert [n[:3] for n in names] == ["<, ", "=, ", ">, "] and all("7" in n for n in names)
        assert names != tuple(sign_labels(7, 4, "en"))
    w = WarWidget(preset="ladder_10", quiz=True, quiz_kind="symbol", lang=lang, seed=3)
    w.flip()
    q = w.question
    assert q is not None and q["kind"] == "symbol"
    left, right = (int(cards[0].lstrip("#")) for cards in q["cards"])
    # One name per sign offered, in the order shown, each starting with its sign.
    assert q["labels"] == sign_labels(left, right, lang)
    assert [label.split(",")[0] for label in q["labels"]] == q["options"]
    for label in q["labels"]:
        assert f"{left} " in label and label.endswith(f" {right}"), label
    assert len(set(q["labels"])) == 3


@pytest.mark.parametrize("kind", ["combine", "count", "more"])
def test_a_typed_answer_has_no_names_to_send(kind: str) -> None:
    """A typed answer's field is named by the question itself (js/panels/quiz.ts)."""
    rules = Rules.preset("guerra_de_sumas") if kind == "combine" else Rules.preset("ladder_10")
    w = WarWidget(rules=rules, quiz=True, quiz_kind=kind, seed=4)
    w.flip()
    assert w.question is not None and w.question["kind"] == kind
    assert "labels" not in w.question and w.question["prompt"]
