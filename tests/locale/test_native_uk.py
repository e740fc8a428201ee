"""The Ukrainian words a native reviewer signs (issue 45, session 16): each fix of the review
pinned, the wrong form absent and the corrected one present, in the catalogue (the .po
translators edit), the lessons (lessons/uk/*.md, from which the Ukrainian notebooks are written)
and the site's words; and a few whole sentences, with real numbers, that must read exactly so.

The words are those of a Ukrainian primary school (НУШ), read also beside the Polish catalogue:
many pupils are Ukrainian children in Polish schools."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import native_review
from war_widget import Game, Rules, explain, locale
from war_widget.play.quiz import sign_labels

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons" / "uk"
PO = locale.LOCALE_DIR / "uk" / "LC_MESSAGES" / f"{locale.DOMAIN}.po"


def _catalogue() -> dict[str, list[str]]:
    """Every uk msgstr form by key, read from the .po as translators edit it."""
    return native_review.catalogue("uk")


def _lessons() -> dict[str, str]:
    return {p.stem: p.read_text("utf-8") for p in sorted(LESSONS.glob("*.md"))}


def _say(key: str, n: int, **values: object) -> str:
    msg = locale.MESSAGES[key]
    text = locale.translation("uk").npgettext(key, msg.text, msg.plural or "", n)
    return text.format(**values)


# (key, wrong, right): the wrong text never comes back, the right one is there.
CATALOGUE = [
    # Comparing numbers as НУШ textbooks say it: «7 більше за 5», «5 менше від 7».
    ("compare.greater", "більше ніж", "{high} більше за {low}"),
    ("compare.lower", "менше ніж", "{low} менше від {high}"),
    ("quiz.wrong.more", "більше ніж", "{big} більше за {small} на {difference}"),
    ("speech.more", "більше ніж", "{left} більше за {right}"),
    ("speech.less", "менше ніж", "{left} менше від {right}"),
    ("value.joker.lowest", "більше ніж будь-яка", "більше за будь-яку іншу карту"),
    # A card is chosen and a button pressed, with a mouse too: not only «торкнися».
    ("quiz.compare", "Торкнися", "Вибери її або натисни «Однаково»"),
    ("quiz.compare.pairs", "Торкнися", "Вибери їх або натисни «Однаково»"),
    ("quiz.compare.face", "Торкнися", "Вибери її на своєму боці або натисни «Однаково»"),
    ("quiz.symbol", "Торкнися", "Натисни <, = або >"),
    # Whose card, for a screen reader: a name is never declined, «яку має» says whose it is.
    ("quiz.option", "карта: {name}", "{cards}, карта, яку має {name}"),
    ("quiz.option.pair", "карти: {name}", "{cards}, карти, які має {name}"),
    ("quiz.wrong.pairs", "Відповідь: {name}:", "Більше дають карти, які має {name}:"),
    ("quiz.wrong.pairs.lowest", "Відповідь: {name}:", "Виграють карти, які має {name}:"),
    ("quiz.wrong.same", "Відповідь: «{same}»:", "Правильна відповідь — «{same}»:"),
    # Face down *during* a war, not «у війні» (in the war, at the front).
    ("ui.face_down", "у війні", "Сорочкою догори під час війни"),
    ("sim.option.face_down", "у війні", "Сорочкою догори під час війни"),
    ("ui.table.banner.annulled", "у війні", "Під час війни в усіх скінчилися карти"),
    ("annul", "Ніхто у війні", "Жоден учасник війни не може грати далі"),
    # The speed agrees with «Швидкість»; «звичайно» also reads "of course".
    ("ui.speed.normal", "звичайно", "звичайна"),
    ("ui.speed.slow", "повільно", "повільна"),
    # Cards are dealt for a game; a game is not dealt.
    ("ui.notice.new_game", "Роздано нову гру", "Роздано карти для нової гри."),
    ("ui.notice.rules", "роздано нову гру", "роздано карти для нової гри"),
    # Steal War is a kind of war: «Війна з крадіжкою» (as Polish «Wojna z kradzieżą»), not
    # «Крадіжка війни», the theft of a war.
    ("ui.preset.steal_war", "Крадіжка війни", "Війна з крадіжкою"),
    ("ui.sheet.none", "Крадіжки війни", "без «Війни з крадіжкою»"),
    ("cli.help.policy", "Крадіжка війни", "Війна з крадіжкою:"),
    # The exit ticket is «квиток на вихід» everywhere (as the sheet's title and the lessons).
    ("cli.help.sheet.description", "картка виходу", "квиток на вихід"),
    ("sheet.exit.title", None, "Квиток на вихід"),
    # A pupil is a boy or a girl: no «сам», «знайшов» said to every child.
    ("sheet.exit.task", "Сам,", "Самостійно, перед тим як піти:"),
    ("sheet.exit.record.task", "Сам,", "Самостійно, повними реченнями."),
    ("sheet.exit.how", "знайшов", "Звідки ти знаєш відповідь?"),
    # The live class is a class, on the school's network: not a «кімната», nor «мережа класу».
    ("dash.code", "кімнат", "Код класу"),
    ("cli.class.code", "кімнат", "Код класу: {code}"),
    ("cli.help.class.file", "кімнат", "той самий клас"),
    ("dash.open", "мережі класу", "Відкрити в шкільній мережі"),
    ("cli.class.network", "мережі класу", "Слухає в шкільній мережі"),
    ("cli.help.class.host", "мережа класу", "0.0.0.0: шкільна мережа"),
    # A number with no plural form of its own: «{wrong} хибні … {minutes} хвилин» was wrong
    # at 5 answers and at 1 minute.
    ("dash.help.rule", "{minutes} хвилин", "{wrong} чи більше хибних відповідей поспіль"),
    ("dash.help.rule_quiet", "{minutes} хвилин", "нічого не надіслано {minutes} хв чи довше"),
    ("dash.missed.row", "разів", "{question}: помилки — {missed} з {asked}"),
    ("dash.band", "смуга", "95-відсотковий інтервал"),
    ("dash.col.last", "Останній раз", "Остання активність"),
    ("dash.lengths.title", "поруч із", "Наш клас і комп’ютер"),
    ("ui.dots", "Рахуй крапками", "Крапки для лічби"),
    # «·» is the times sign in a Ukrainian school, never a separator; «×» is not the school's.
    ("ui.score", "·", "Правильно з першого разу: {right}; з другої спроби: {retry}"),
    ("lesson.play.state", "·", "**Раунд {round}.** Карти: {cards}. Код гри: `{code}`"),
    ("sheet.key.exit.record.2", "×", "170 · 1/17 = 10"),
]


@pytest.mark.parametrize(("key", "wrong", "right"), CATALOGUE, ids=[c[0] for c in CATALOGUE])
def test_the_catalogue_has_the_native_form(key: str, wrong: str | None, right: str) -> None:
    forms = _catalogue()[key]
    if wrong is not None:
        assert not any(wrong in f for f in forms), (key, forms)
    assert any(right in f for f in forms), (key, forms)


def test_no_message_compares_a_number_with_nizh() -> None:
    """«{a} більше ніж {b}» is nowhere: a number compared is «більше за», «менше від»
    («більше ніж один раз» stays, as a whole phrase)."""
    pattern = re.compile(r"(?:більше|менше),? ніж \{")
    wrong = [(k, f) for k, forms in _catalogue().items() for f in forms if pattern.search(f)]
    assert not wrong, wrong


def test_buttons_are_pressed_and_cards_chosen_not_touched() -> None:
    pattern = re.compile(r"\bторкн\w*", re.IGNORECASE)
    cat = [(k, f) for k, forms in _catalogue().items() for f in forms if pattern.search(f)]
    lessons = [n for n, text in _lessons().items() if pattern.search(text)]
    assert not cat and not lessons, (cat, lessons)


def test_a_dot_is_multiplication_only() -> None:
    cat = _catalogue()
    assert cat["sign.times"] == ["·"]
    dotted = [k for k, forms in cat.items() if k != "sign.times" and " · " in " ".join(forms)]
    # the answer key's products are the only other dots, between two factors
    assert set(dotted) <= {"sheet.key.exit.record.1", "sheet.key.exit.record.2"}, dotted
    assert not [k for k, forms in cat.items() if any("×" in f for f in forms)]
    assert not [n for n, text in _lessons().items() if "×" in text]


# Whole sentences with real numbers: the plural forms (form 0 is 1, 21, 31…: it keeps its
# number), the comparisons, the quiz's names of the signs.
def test_plural_forms_with_real_numbers() -> None:
    wars = [_say("brief.wars", n, count=n) for n in (1, 2, 5, 21, 22, 25, 100)]
    assert wars == [
        "1 війна!",
        "2 війни!",
        "5 воєн!",
        "21 війна!",
        "22 війни!",
        "25 воєн!",
        "100 воєн!",
    ]
    piles = [_say("ui.pile", n, count=n) for n in (1, 2, 5, 21, 22, 25, 100)]
    assert piles == ["1 карта", "2 карти", "5 карт", "21 карта", "22 карти", "25 карт", "100 карт"]
    lay = [_say("war.lay", n, size=n) for n in (1, 3, 5)]
    assert lay == [
        "Кожен кладе 1 карту сорочкою догори, а потім одну відкриту.",
        "Кожен кладе 3 карти сорочкою догори, а потім одну відкриту.",
        "Кожен кладе 5 карт сорочкою догори, а потім одну відкриту.",
    ]
    deck = [_say("sheet.real.deck", n, count=n) for n in (21, 40, 52)]
    assert deck == [
        "Візьміть колоду з 21 карти.",
        "Візьміть колоду з 40 карт.",
        "Візьміть колоду з 52 карт.",
    ]


def test_a_round_explained_in_ukrainian() -> None:
    game = Game(Rules(pickup="table"), hands=[["K", "2"], ["5", "3"]])
    lines = explain(game.step(), game.rules, lang="uk").lines
    assert lines[:3] == [
        "Ти відкриваєш короля. Комп’ютер відкриває 5.",
        "Король — це 13.",
        "13 більше за 5 (13 − 5 = 8).",
    ]
    low = Game(Rules(pickup="table", lowest_wins=True), hands=[["4", "2"], ["9", "3"]])
    assert (
        "4 менше від 9: виграє найменша карта." in explain(low.step(), low.rules, lang="uk").lines
    )


def test_the_signs_are_named_as_a_teacher_reads_them() -> None:
    assert sign_labels(7, 4, "uk") == ["<, 7 менше від 4", "=, 7 дорівнює 4", ">, 7 більше за 4"]


def test_the_sum_war_and_steal_war_keep_their_names() -> None:
    assert locale.preset_name("guerra_de_sumas", "uk") == "Війна сум"
    assert locale.preset_name("guerra_de_sumas", "uk", own=True) == "Війна сум (Guerra de sumas)"
    assert locale.preset_name("steal_war", "uk") == "Війна з крадіжкою"
    assert not [
        n for n, text in _lessons().items() if "Крадіжк" in text.replace("Крадіжка значно", "")
    ]


# (lesson, wrong, right)
LESSON_FIXES = [
    ("01_play", "12 більше ніж 9", "**більше за / менше від** — 12 більше за 9, 9 менше від 12"),
    ("01_play", "(ти: 12 більше ніж 11)", "(ти: 12 більше за 11)"),
    ("01_play", "чисел більших за 10", "чисел, більших за 10"),
    ("01_play", "два числа карт після війни", "Скільки карт разом у двох купках після війни?"),
    ("02_counting", "3 менше ніж 5", "«3 менше від 5»"),
    ("02_counting", "На скільки 13 більше ніж 4?", "На скільки 13 більше за 4?"),
    ("02_counting", "Торкнися більшої карти", "Вибери більшу карту (або натисни *Однаково*"),
    ("02_counting", "6 × 7", "6 · 7 = ?"),
    ("02_counting", "**Сама — ні**", "**Сама по собі — ні**"),
    ("03_probability", "на швидкості *швидко*", "на швидкості *швидка*"),
    ("03_probability", "кімнату класу", "Вона відкриває клас на цьому комп’ютері"),
    ("03_probability", "частка вже близько до неї", "частка вже близька до неї"),
    ("04_rules_tour", "«Як ви граєте у «Війну» вдома?»", "«Як ви граєте у „Війну“ вдома?»"),
    (
        "04_rules_tour",
        "## 16. Крадіжка війни",
        "## 16. Війна з крадіжкою: карта може вкрасти купку",
    ),
    ("05_forever", "серед 1–4 по двічі", "серед 1–4, де кожне число є двічі"),
    ("06_probability_more", "а не доведено найкраще.", "а не доведено найкраще правило."),
    ("07_true", "Що туз ніколи не важить", "Того, що туз ніколи не має значення"),
]


@pytest.mark.parametrize(("name", "wrong", "right"), LESSON_FIXES)
def test_the_lesson_has_the_native_form(name: str, wrong: str, right: str) -> None:
    text = _lessons()[name]
    assert wrong not in text, (name, wrong)
    assert right in text, (name, right)


def test_the_sites_words_choose_a_card_and_name_the_class() -> None:
    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))["uk"]
    assert "вибери більшу карту (або натисни **Однаково**)" in words["play.02_counting"]
    assert words["title"] == "Війна: карткова гра для навчання"
    assert words["class.status.who"] == "{pupil} (код класу: {room})"
    assert not [k for k, v in words.items() if "торкн" in v.lower() or "·" in v]
