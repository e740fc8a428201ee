"""French as a primary-school teacher reads it: the native-level review of issue 45 (session 16).

Each wrong form the review found is absent from the catalogue and the lessons, the corrected
form is where it belongs, and a few whole sentences, with their numbers filled in, read
exactly so (French typography: U+202F before ! ? ; and %, U+00A0 before : and inside « »).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import native_review
from war_widget import Game, Rules, explain, locale

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons" / "fr"
NB, NN = "\u00a0", "\u202f"


def _catalogue() -> dict[str, list[str]]:
    """Every fr msgstr form by key, read from the .po as translators edit it."""
    return native_review.catalogue("fr")


def _flat(text: str) -> str:
    """Markdown as read: a line break inside a paragraph is a space."""
    return re.sub(r"\s+", " ", text)


def _lesson(name: str) -> str:
    return _flat((LESSONS / name).read_text("utf-8"))


def _everything() -> str:
    return native_review.everything("fr")


# (wrong form, anywhere in the catalogue or the lessons)
WRONG = [
    r"\bde \{wars\} bataille\b",  # «les cartes de 1 bataille»: the war is «la bataille numéro 1»
    r"\{count\} carte sur la table retourne",  # «1 carte sur la table retourne…»
    r"\{count\} carte retourne",
    r"avait \{before\} cartes",  # «Le tas avait 1 cartes»: the count may be 1
    r"\{(?:done|played|wars)\} parties",  # «1 parties sur 1000»: no plural form there
    r"\{count\} parties de",
    r"Bataille des sommes",  # the classroom's name is «la bataille des additions»
    r"Bataille des produits",
    r"à côté de l’ordinateur",  # a chart compares: «comparée à l’ordinateur»
    r"Vu pour la dernière fois",
    r"papier épais",  # thin card is «bristol fin»
    r"\bR \+ R\b|\bAs \+ As\b",  # the letters R and As were on no card of the table
    r"\[w\] bataille",  # w stands for nothing in French: [b] bataille
    r"La paix : (?:\{count\}|les)",  # «Tour 3 : la paix : …»: one colon
    r"toutes les cartes \(\{count\}\)",  # «a toutes les cartes (1)»
]


@pytest.mark.parametrize("pattern", WRONG)
def test_the_wrong_form_never_comes_back(pattern: str) -> None:
    text = _everything().replace(NB, " ").replace(NN, " ")
    found = re.findall(rf".{{0,40}}{pattern}.{{0,40}}", text)
    assert not found, found


# (key, corrected text that every msgstr form contains)
RIGHT = [
    ("ui.preset.guerra_de_sumas", "Bataille des additions"),
    ("ui.error.rules.by_rank", "décoche d’abord la Bataille des additions"),
    ("collect.parts", "bataille"),
    ("lesson.ending", "Fin de la partie"),
    ("dash.lengths.title", "Notre classe comparée à l’ordinateur"),
    ("dash.col.last", "Dernière activité"),
    ("sheet.cards.print", "bristol fin"),
    ("cli.war_or_peace", "[b] bataille ou [p] paix"),
    ("quiz.option", "{cards}, la carte de {name}"),
    ("quiz.option.pair", "{cards}, les cartes de {name}"),
    # The worksheet is the pupil's own: «Écris», as French exercise books say it.
    ("sheet.title.sum", "Additionne les cartes"),
    ("sheet.task.win", "Écris le numéro du joueur"),
    ("sheet.task.sum", "Additionne-les et écris la somme"),
    ("sheet.task.difference", "Enlève la plus petite carte"),
    ("sheet.task.product.lowest", "Multiplie-les"),
]


@pytest.mark.parametrize(("key", "text"), RIGHT)
def test_the_corrected_form_is_in_the_catalogue(key: str, text: str) -> None:
    forms = _catalogue()[key]
    assert all(text in form for form in forms), forms


def test_the_pupils_worksheet_never_says_vous() -> None:
    cat = _catalogue()
    keys = [
        k for k in cat if k.startswith(("sheet.task.", "sheet.title.")) and k != "sheet.task.record"
    ]
    wrong = [f"{k}: {f}" for k in keys for f in cat[k] if re.search(r"\b\w+ez\b|\bvous\b", f)]
    assert not wrong, wrong


def say(key: str, n: int, **fields: object) -> str:
    msg = locale.MESSAGES[key]
    cat = locale.translation("fr")
    form = cat.npgettext(key, msg.text, msg.plural or "", n) if msg.plural else msg.text
    return form.format(count=n, **fields)


# Whole sentences with the numbers filled in, singular and plural (French: 0 and 1 are singular).
SENTENCES = [
    ("peace", 1, {}, f"La paix{NN}! Il y a 1 carte sur la table{NB}: elle retourne"),
    (
        "peace",
        2,
        {},
        f"La paix{NN}! Les 2 cartes sur la table retournent à ceux qui les ont posées",
    ),
    ("end.all_cards", 1, {"name": "Léa", "round": 9}, "Léa a 1 carte, la seule du jeu, et gagne"),
    ("end.all_cards", 52, {"name": "Léa", "round": 9}, "Léa a les 52 cartes et gagne la partie"),
    ("brief.peace", 1, {"score": "1–1"}, "La paix, 1 carte revient (1–1)."),
    ("brief.peace", 22, {"score": "11–11"}, "La paix, les 22 cartes reviennent (11–11)."),
    ("tally.count", 21, {}, "21 résultats pour l’instant"),
    ("dash.help.wrong", 1, {}, "1 mauvaise réponse d’affilée"),
    ("dash.help.wrong", 5, {}, "5 mauvaises réponses d’affilée"),
    ("ui.pile", 100, {}, "100 cartes"),
    ("ui.pile", 0, {}, "0 carte"),
]


@pytest.mark.parametrize(("key", "n", "fields", "text"), SENTENCES)
def test_a_sentence_reads_so_with_its_number(
    key: str, n: int, fields: dict[str, object], text: str
) -> None:
    assert text in say(key, n, **fields)


def test_one_war_is_war_number_one_and_two_are_the_two_wars() -> None:
    game = Game(
        Rules(pickup="table"),
        hands=[["9", "K", "2", "3", "5", "4"], ["5", "K", "6", "7", "8", "Q"]],
    )
    game.step()
    text = " ".join(s.text for s in explain(game.step(), game.rules, lang="fr").steps)
    assert (
        f"Cela fait 2 + 6 + 2 = 10{NB}: les premières cartes, "
        "puis les cartes de la bataille numéro 1." in text
    )
    assert "L’ordinateur gagne les 10 cartes et les met sous son tas." in text


def test_the_quiz_counts_cards_without_a_plural_to_get_wrong() -> None:
    said = locale.say("fr", "quiz.count.less", before=1, change=1, after=0)
    assert said == f"Le tas en avait 1 et en a perdu 1{NB}: 1 − 1 = 0."


def test_the_brief_line_keeps_one_colon() -> None:
    game = Game(Rules(peace="always", pickup="table"), hands=[["9", "3"], ["9", "2"]])
    line = explain(game.step(), game.rules, lang="fr", level="brief").steps[0].text
    assert line == "Tour 1 : la paix, les 2 cartes reviennent (2–2).".replace(" :", f"{NB}:")


def test_the_cli_asks_war_or_peace_with_french_letters() -> None:
    """The CLI reads anything but p as war: [b] bataille, [p] paix."""
    assert locale.say("fr", "cli.war_or_peace").endswith(f"[b] bataille ou [p] paix{NN}? ")


# --- the lessons --------------------------------------------------------------------------------


def test_the_highest_and_lowest_sums_name_the_cards_in_words() -> None:
    text = _lesson("02_counting.md")
    assert "**roi + roi = 13 + 13 = 26**, la plus petite **as + as = 1 + 1 = 2**" in text


def test_the_french_one_card_war_is_offered_where_the_rules_are_taught() -> None:
    """In France a war is usually one card face down: lesson 01 says where to choose it."""
    cat = _catalogue()
    text = _lesson("01_play.md")
    assert (
        f"choisis 1 dans *{cat['ui.face_down'][0]}*, dans les **{cat['ui.table.settings'][0]}**"
        in text
    )


def test_the_sum_war_has_its_classroom_name_in_every_lesson() -> None:
    name = _catalogue()["ui.preset.guerra_de_sumas"][0]
    for lesson in ("01_play.md", "02_counting.md", "04_rules_tour.md"):
        assert name in _lesson(lesson), lesson


# --- the site's words (tools/lite/site/words.json) ----------------------------------------------

SITE_FIXES = [
    ("needs_network", "pas gardé pour un usage hors ligne", "ne marche pas hors ligne"),
    ("class.status.kept", "sera revenu", "répondra de nouveau"),
]


@pytest.mark.parametrize(("key", "wrong", "right"), SITE_FIXES)
def test_the_sites_words_keep_the_reviewers_fix(key: str, wrong: str, right: str) -> None:
    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))
    assert wrong not in words["fr"][key] and right in words["fr"][key]
