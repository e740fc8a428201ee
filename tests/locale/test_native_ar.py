"""Arabic (Modern Standard Arabic) a teacher signs: the native-level review of issue 45 stays fixed.

The child is addressed in the masculine singular («أنت تكشف»), the class in the plural
(«اكتبوا») and a pair in the dual («اكتبا»). Numbers follow the six plural forms (0, 1, 2,
3–10, 11–99, 100+) with the noun after a number as a textbook writes it («5 بطاقات»,
«21 بطاقة», «100 بطاقة»). Where a message has no plural form, a number stands where its noun
needs no agreement («توقفت بعد الجولة 7», «عدد البطاقات الباقية 50»). The arithmetic of an
explanation reads left to right inside the Arabic sentence (LRI ... PDI, added by the code).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import native_review
from lesson_numbers import scan
from war_widget import Game, Rules, WarWidget, explain, locale
from war_widget.play.quiz import sign_labels

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons" / "ar"
LRI, PDI = "\u2066", "\u2069"


def _catalogue() -> dict[str, list[str]]:
    """Every ar msgstr form by key, read from the .po as translators edit it."""
    return native_review.catalogue("ar")


def _lesson(name: str) -> str:
    return re.sub(r"\s+", " ", (LESSONS / name).read_text("utf-8"))


def _everything() -> str:
    forms = [form for msgs in _catalogue().values() for form in msgs]
    lessons = [_lesson(p.name) for p in sorted(LESSONS.glob("*.md"))]
    return "\n".join(forms + lessons)


def _say(key: str, n: int, **values: object) -> str:
    msg = locale.MESSAGES[key]
    return locale.translation("ar").npgettext(key, msg.text, msg.plural or "", n).format(**values)


# The wrong forms the review found: none comes back anywhere.
WRONG = [
    # A number in a message without plural forms took one noun form for every number:
    # «بعد 5 جولة», «12 بطاقات مقلوبة», «1225 زوجًا», «2000 توزيعًا».
    r"بعد \{rounds\} جولة",
    r"\{worth\} − 1 = \{size\} بطاقات",
    r"\{size\} مقلوبة على الأكثر",
    r"\{deals\} توزيعًا",
    r"\{pairs\} زوجًا",
    r"قليلة: 2 مقلوبتان",
    # The four-colour deck is a «رزمة», as everywhere else, not «ورق».
    r"ورق بأربعة ألوان",
    # «Not on its own» was a calque («ليس وحدها»); the war decides the round.
    r"ليس وحدها",
    # Lessons 03–07, read closely (session 17).  «و» is joined to its word: a line that ended
    # in «و» left it standing alone once the paragraph was joined («و كثير منها»).
    r"(?:^|\s)و\s",
    # "It depends" is «هذا يعتمد», not the half sentence «يعتمد على» (depends on...).
    r"\*يعتمد على\*",
    # "Pick-up order": «الجمع» is addition in a mathematics lesson.
    r"ترتيب الجمع",
    # "Expect an expected number" said twice; "the same cards" are «البطاقات», not «الأوراق».
    r"يتوقعوا عددًا متوقعًا",
    r"الأوراق (?:نفسها|المخلوطة)",
    # Face down is «مقلوبة» (the glossary), not «مخفية».
    r"موضوعة مخفية",
    # "Across deals" was a calque («عبر التوزيعات»): «من توزيع إلى آخر».
    r"عبر التوزيعات",
    # 204 takes the plural, as 4 does («204 جولات»).
    r"204 جولة",
    # A verb after a seat's name took the masculine whatever the name («ليلى يفوز»): the
    # banners and the game's end say «فوز ...», which any name reads.
    r"\{name\} يفوز",
    r"فاز \{name\}",
    r"\{name\}: جاهز",
]


@pytest.mark.parametrize("pattern", WRONG)
def test_the_wrong_form_never_comes_back(pattern: str) -> None:
    found = re.findall(rf".{{0,40}}{pattern}.{{0,40}}", _everything())
    assert not found, found


# (key, text every form of the msgstr contains)
RIGHT = [
    ("ui.notice.stopped", "توقفت بعد الجولة {rounds}"),
    ("razboi.face", "عدد البطاقات المقلوبة {worth} − 1 = {size}"),
    ("razboi.A", "عدد البطاقات المقلوبة {worth} − 1 = {size}"),
    ("razboi.joker", "عدد البطاقات المقلوبة {worth} − 1 = {size}"),
    ("few_cards", "فلا يضع منها مقلوبةً أكثر من {size}"),
    ("few_cards.you", "فلا تضع منها مقلوبةً أكثر من {size}"),
    ("lesson.true.after_war", "(عددها {deals})"),
    ("lesson.true.left", "وعدد أزواجها {pairs}، {same} منها لها القيمة نفسها"),
    ("ui.four_colours", "رزمة بأربعة ألوان"),
    ("ui.few_cards", "بطاقتان (2) مقلوبتان"),
    # The game, the cards and the suits as a child hears them at home and at school.
    ("ui.game", "«حرب»"),
    ("ui.rank.J", "ولد"),
    ("ui.rank.Q", "ملكة"),
    ("ui.rank.K", "ملك"),
    ("ui.rank.A", "آس"),
    ("ui.suit.S", "بستوني"),
    ("ui.suit.H", "قلوب"),
    ("ui.suit.D", "ديناري"),
    ("ui.suit.C", "سباتي"),
    ("speech.card.H", "{card} من القلوب"),
    # The child is «أنت», masculine singular; the class «اكتبوا»; a pair «اكتبا».
    ("flip.you", "أنت تكشف {card}."),
    ("sheet.task.sign", "اكتبوا <، > أو ="),
    ("sheet.record.game", "وزّعا مرة أخرى والعبا"),
    # Words any seat's name reads (a girl's name too): a noun, not a verb, after the name.
    ("ui.table.banner.win", "فوز {name}: {math}"),
    ("ui.table.banner.lowest", "فوز {name}: {math}."),
    ("ui.table.banner.lowest.total", "فوز {name}: {math}."),
    ("ui.table.banner.out", "البطاقات إلى {name}:"),
    ("ui.table.over.win", "فوز {name} باللعبة!"),
    ("ui.session.won", "فوز {name}"),
    ("ui.ready", "{name}: على استعداد ✓"),
]


@pytest.mark.parametrize(("key", "text"), RIGHT)
def test_the_corrected_form_is_in_the_catalogue(key: str, text: str) -> None:
    forms = _catalogue()[key]
    assert all(text in form for form in forms), forms


def test_plural_forms_with_real_numbers() -> None:
    numbers = (1, 2, 5, 21, 22, 25, 100, 111)
    piles = [_say("ui.pile", n, count=n) for n in numbers]
    assert piles == [
        "1 بطاقة",
        "بطاقتان",
        "5 بطاقات",
        "21 بطاقة",
        "22 بطاقة",
        "25 بطاقة",
        "100 بطاقة",
        "111 بطاقة",
    ]
    wars = [_say("brief.wars", n, count=n) for n in numbers]
    assert wars == [
        "حرب!",
        "حربان!",
        "5 حروب!",
        "21 حربًا!",
        "22 حربًا!",
        "25 حربًا!",
        "100 حرب!",
        "111 حربًا!",
    ]
    rounds = [_say("cli.over", n, count=n, ending="…") for n in (2, 5, 25)]
    assert rounds == [
        "انتهت اللعبة بعد جولتين: ….",
        "انتهت اللعبة بعد 5 جولات: ….",
        "انتهت اللعبة بعد 25 جولة: ….",
    ]
    # The dual keeps its number in brackets where the sentence shows how many.
    assert _say("collect.table.you", 2, count=2) == "أنت تربح البطاقتين (2) وتضعهما تحت كومتك."


def test_a_round_explained_in_arabic() -> None:
    game = Game(Rules(pickup="table"), hands=[["K", "2"], ["5", "3"]])
    lines = explain(game.step(), game.rules, lang="ar").lines
    assert lines[:3] == [
        "أنت تكشف ملكًا. الحاسوب يكشف بطاقة 5.",
        "الملك يساوي 13.",
        f"13 أكبر من 5 ({LRI}13 − 5 = 8{PDI}).",
    ]
    low = Game(Rules(pickup="table", lowest_wins=True), hands=[["4", "2"], ["9", "3"]])
    assert "4 أصغر من 9: أصغر بطاقة تفوز." in explain(low.step(), low.rules, lang="ar").lines


def test_a_war_explained_with_its_arithmetic_left_to_right() -> None:
    """Seed 73's third round: the sums a child checks read as written, left to right."""
    w = WarWidget(seed=73, lang="ar", quiz=False)
    for _ in range(3):
        w.flip()
    steps = w.last_round["steps"]
    assert steps[1].startswith("حرب! كل لاعب يضع 3 بطاقات مقلوبة، ثم بطاقة مكشوفة.")
    assert steps[2] == (
        f"أنت تربح 10 بطاقات، وتخلطها وتضعها تحت كومتك. أي {LRI}2 + 6 + 2 = 10{PDI}: "
        "البطاقات الأولى، ثم بطاقات الحرب."
    )
    assert steps[3] == f"الآن معك 31 بطاقة ومع الحاسوب 21: {LRI}31 + 21 = 52{PDI}."


def test_the_signs_are_named_as_a_teacher_reads_them() -> None:
    assert sign_labels(7, 4, "ar") == ["<, 7 أصغر من 4", "=, 7 يساوي 4", ">, 7 أكبر من 4"]


def test_the_lesson_answers_in_arabic() -> None:
    assert "**لا تفوز وحدها**" in _lesson("02_counting.md")
    assert "وعندها تحسم الحربُ الجولة." in _lesson("02_counting.md")
    assert "(21: 31 + 21 = 52)" in _lesson("01_play.md")


def test_a_pile_of_one_says_its_number_once() -> None:
    """The pile's number is drawn large and its word under it; a screen reader reads both:
    «بطاقة واحدة» under a 1 said the number twice («1 بطاقة واحدة»)."""
    words = locale.pile_words("ar")
    assert words["pile.1"] == "{count} بطاقة"
    under = {int(k.split(".")[1]): w.replace("{count}", "").strip() for k, w in words.items()}
    assert [under[n] for n in (1, 2, 5, 11, 64)] == [
        "بطاقة",
        "بطاقتان",
        "بطاقات",
        "بطاقة",
        "بطاقة",
    ]
    assert not [n for n, word in under.items() if re.search(r"واحد|اثن", word)]


def test_a_girls_name_in_the_banner_and_at_the_end() -> None:
    """«ليلى يفوز» was wrong: the banner and the game's end put a noun after the name."""
    assert locale.say("ar", "ui.table.banner.win", name="ليلى", math="9 > 5") == "فوز ليلى: 9 > 5"
    assert locale.say("ar", "ui.table.over.win", name="ليلى") == "فوز ليلى باللعبة!"
    assert locale.say("ar", "ui.session.won", name="الحاسوب") == "فوز الحاسوب"


# Lessons 03–07 as a teacher reads them (whitespace folded): sentences that must read so.
LESSON_SENTENCES = [
    (
        "03_probability.md",
        "تتفاوت ألعاب الصف القليلة في طولها كثيرًا، كما تتفاوت آلاف ألعاب الحاسوب: بعضها قصير، "
        "وقليل منها طويل جدًا.",
    ),
    ("03_probability.md", "**3/51 = 1/17 ≈ 5.9%** — أقل من مرة في كل عشر مرات."),
    ("03_probability.md", "ونحو 1 من كل 75 لعبة تتجاوز 1,000 جولة (خمسة أضعاف الوسيط)"),
    ("03_probability.md", "- أن يحسبوا العدد المتوقع (170 كشفًا أول: نحو 10 حروب)"),
    (
        "04_rules_tour.md",
        "**اسأل الصف:** في الجولة 2 يكشف كلٌّ من اللاعبَين ملكًا. كم بطاقة يربح الفائز بالحرب؟",
    ),
    ("04_rules_tour.md", "J وQ وK تساوي 10، والآس 11."),
    ("05_forever.md", "ليس في «حرب» أي اختيار، لذلك من هنا تعود الجولات الأربع"),
    (
        "05_forever.md",
        "- **ترتيب البطاقات الرابحة** — الترتيب الذي يضع به الفائز البطاقات الرابحة تحت الكومة",
    ),
    ("06_probability_more.md", "أما ترتيب الطاولة فأمر آخر:"),
    ("06_probability_more.md", "لـ100,000 لعبة محاكاة وسيط قدره 204 جولات ومتوسط قدره 270."),
    ("06_probability_more.md", "بأقل من 2 من كل 100 لعبة ضد من يخطف دائمًا."),
    ("07_true.md", "**ما لا تُظهره.** الارتباط لا يعني السببية:"),
    ("07_true.md", "(B: 24 حربًا مقابل 8؛ A: 8 مقابل 6.)"),
    ("07_true.md", "(1/17 في المرتين: إعادة الخلط تمحو ما مضى.)"),
]


@pytest.mark.parametrize(("name", "sentence"), LESSON_SENTENCES)
def test_the_lessons_read_so(name: str, sentence: str) -> None:
    assert sentence in _lesson(name)


def test_the_lesson_scanner_reads_arabic_numbers() -> None:
    """tests/lesson_numbers.py reads Arabic (Western digits, a decimal point, «من» and
    «من كل»): a number joined to «و» or «بـ» is found, a comparison («أكبر من») is not a share."""
    text = "3/51 = 1/17 ≈ 5.9%، 3 مرات من 19، و1/221، وبـ43 لعبة من 100، 98.1 – 98.6%، ±5، r = 0.96"
    assert scan(text, "ar") == [
        ("%", "5.9"),
        ("%", "98.1"),
        ("%", "98.6"),
        ("±", "5"),
        ("/", "3/51"),
        ("/", "1/17"),
        ("/", "1/221"),
        ("in", "3 in 19"),
        ("in", "43 in 100"),
        (".", "0.96"),
    ]
    shares = "12 أكبر من 9، ومرة من كل 66 ومرة من كل 44، 19 تشغيلًا من 20، 1 من كل 7,000"
    assert scan(shares, "ar") == [("in", "19 in 20"), ("in", "1 in 7,000")]
