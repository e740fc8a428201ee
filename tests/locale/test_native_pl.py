"""The Polish words a native teacher signs (issue 35): each fix of the native review pinned, the
wrong form absent and the corrected one present, in the catalogue (the .po translators edit) and
in the lessons (lessons/pl/*.md, from which the Polish notebooks are written)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from war_widget import locale

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons" / "pl"
PO = locale.LOCALE_DIR / "pl" / "LC_MESSAGES" / f"{locale.DOMAIN}.po"


def _catalogue() -> dict[str, list[str]]:
    """Every Polish msgstr (every plural form), by key."""
    sys.path.insert(0, str(ROOT / "tools"))
    from catalogues import parse_po  # type: ignore[import-not-found]

    return {e.msgctxt: e.msgstr for e in parse_po(PO.read_text("utf-8")) if e.msgctxt}


def _lesson(name: str) -> str:
    return (LESSONS / f"{name}.md").read_text("utf-8")


def _lessons() -> dict[str, str]:
    return {p.stem: p.read_text("utf-8") for p in sorted(LESSONS.glob("*.md"))}


# (key, wrong, right): the wrong text never comes back, the right one is there.
CATALOGUE = [
    ("ui.face_down", "Karty zakryte na wojnie", "Karty zakryte podczas wojny"),
    ("sim.option.face_down", "Zakryte na wojnie", "Zakryte podczas wojny"),
    ("sim.row.annulled", "karty na wojnie", "karty podczas wojny"),
    ("ui.table.banner.annulled", "W wojnie wszystkim", "Podczas wojny wszystkim"),
    ("quiz.compare", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.compare.many", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.compare.pairs", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.compare.lowest", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.compare.many.lowest", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.compare.pairs.lowest", "dotknij „Równe”", "naciśnij „Równe”"),
    ("quiz.symbol", "Stuknij <, = lub >", "Naciśnij <, = lub >"),
    ("ui.preset.guerra_de_sumas", "Guerra de sumas", "Wojna na sumy"),
    ("ui.sums", "Guerra de sumas", "Wojna na sumy"),  # a check box children read
    ("ui.error.rules.by_rank", "wyłącz Guerra de sumas", "wyłącz Wojnę na sumy"),
    ("ui.preset", "Wariant", "Odmiana gry"),  # agrees with its first choice, "Klasyczna"
    ("ui.table.auto", "Gra automatyczna", "Graj automatycznie"),  # as the lesson names it
    ("ui.notice.new_game", "Rozdano nową grę", "Rozdano karty do nowej gry"),
    ("ui.notice.rules", "rozdano nową grę", "rozdano karty do nowej gry"),
    ("ui.notice.rules.preset", "rozdano nową grę", "rozdano karty do nowej gry"),
    ("sim.choice.loser_first", "karty przegranego", "karty przegranych"),  # as ui.pickup.*
    ("sim.row.wars", "Wojny na grę", "Średnia liczba wojen w grze"),
    ("sim.busy", "naciśnij Anuluj", "naciśnij „Anuluj”"),
    ("lesson.probability.claim", "kończy się sama", "kończy się samo"),
    ("sheet.real.deck", "talię: ", "Weźcie talię {count} kart."),
    ("tally.share", "odpowiedzi to tak ", "odpowiedzi to „tak”"),
    ("value.joker.sum", "W sumie", "Przy dodawaniu joker"),  # «w sumie» reads "all in all"
    ("cli.help.sheet.description", "karta wyjścia", "bilet wyjścia"),  # as sheet.exit.title
    ("cli.error.set", "NAME=VALUE", "NAZWA=WARTOŚĆ"),  # as cli.metavar.set in the help
    # The live class: its code is the class's («Kod klasy», as the pupils' join screen says);
    # «pokój» is peace in this game, «sala» a third word for the same thing.
    ("dash.code", "Kod pokoju", "Kod klasy"),
    ("cli.class.code", "Kod sali", "Kod klasy: {code}"),
    ("cli.help.class.file", "ta sama sala", "ta sama klasa"),
    # «sieć klasy» is a calque; the lesson and the pupils' page say the school's network.
    ("dash.open", "sieci klasy", "Udostępnij w sieci szkolnej"),
    ("dash.join.local", "sieci klasy", "wybierz „Udostępnij w sieci szkolnej”"),
    ("cli.class.local", "sieci klasy", "udostępnia ją w sieci szkolnej"),
    ("cli.class.network", "sieci klasy", "dostępna w sieci szkolnej"),
    ("cli.help.class.host", "sieć klasy", "0.0.0.0: sieć szkolna"),
    # Pages *for* children, not the children's own.
    ("cli.help.class.description", "strony dzieci", "strony dla dzieci"),
    ("cli.help.class.site", "stronami dzieci", "stronami dla dzieci"),
    ("cli.class.error.no_site", "strony dzieci", "strony dla dzieci"),
    # A number without its plural form: «{minutes} minuty» is wrong from 5 on.
    ("dash.help.rule", "{minutes} minuty", "od {minutes} min"),
    ("dash.missed.row", "z {asked} razy", "błędy – {missed} z {asked}"),
    ("dash.first_war.none", "nikt nic nie odkrył", "Nie ma jeszcze pierwszych odkryć"),
    ("dash.lengths.title", "obok komputera", "Nasza klasa a komputer"),
    ("dash.band", "Pasmo", "Przedział 95%"),  # as the interval everywhere else
    ("dash.col.last", None, "Ostatnia aktywność"),
    # The words pupils tick or write are quoted, as tally.share quotes «tak».
    ("sheet.record.first", "Zaznaczcie tak albo nie", "Zaznaczcie „tak” albo „nie”"),
    ("sheet.key.record", "wpiszcie tak albo nie", "wpisz „tak” albo „nie”"),
    ("sheet.record.end", "wpiszcie rundę,", "wpiszcie numer rundy"),
    # Issue 42's words (session 14): a screen reader reads «gracz 1 21, gracz 2 19» as one
    # run of numbers; the colon parts each name from its count, as «{name}: …» does elsewhere.
    ("brief.score.seat", "{name} {count}", "{name}: {count}"),
    ("brief.score.seat.you", "ty {count}", "ty: {count}"),
    # The sheet is «karta pracy», as the sheet command's help calls it, never «arkusz».
    ("cli.error.output.symlink", "arkusz", "karty pracy nigdy nie zapisuje się przez dowiązanie"),
    ("cli.error.output.missing", None, "w którym można zapisać kartę pracy"),
    ("cli.error.output.write", None, "nie można tam zapisać karty pracy"),
    ("cli.ask.replace", None, "Plik {paths} już istnieje. Zastąpić go? [t/N]"),
    # -o names one file and writes two (the pupils' pages and the answer key).
    ("cli.help.force", "pliki podane w -o", "jeśli pliki zapisywane przez -o już istnieją"),
    # A menu item's name agrees with no adjective: «z włączoną opcją …».
    ("export.error.no_state", "z włączonym Settings", "z włączoną opcją Settings →"),
]


@pytest.mark.parametrize(("key", "wrong", "right"), CATALOGUE, ids=[c[0] for c in CATALOGUE])
def test_the_catalogue_has_the_native_form(key: str, wrong: str | None, right: str) -> None:
    forms = _catalogue()[key]
    if wrong is not None:
        assert not any(wrong in f for f in forms), (key, forms)
    assert any(right in f for f in forms), (key, forms)


def test_the_preset_menu_names_the_sum_war_in_polish() -> None:
    """A 7-year-old reads the variant's name in Polish; where a teacher reads it, the game's
    Spanish name is beside it, once."""
    assert locale.preset_name("guerra_de_sumas", "pl") == "Wojna na sumy"
    assert (
        locale.preset_name("guerra_de_sumas", "pl", own=True) == "Wojna na sumy (Guerra de sumas)"
    )


def test_a_dot_is_multiplication_only() -> None:
    """«·» means times in Polish schools: the catalogue uses it only as the times sign, never
    to separate a score or a status line."""
    cat = _catalogue()
    assert cat["sign.times"] == ["·"]
    dotted = [k for k, forms in cat.items() if k != "sign.times" and any("·" in f for f in forms)]
    assert not dotted, dotted


def test_a_dot_in_a_lesson_stands_between_two_factors() -> None:
    wrong = []
    for name, text in _lessons().items():
        for line in text.splitlines():
            if "·" in re.sub(r"\b\w+ · \w+\b", "", line):
                wrong.append(f"{name}: {line}")
    assert not wrong, wrong


def test_buttons_are_pressed_not_touched() -> None:
    """«dotknij», «stuknij» for a button read as a calque; the words say «naciśnij»."""
    pattern = re.compile(r"\b(dotkni|dotyk|stukni)\w*", re.IGNORECASE)
    cat = [(k, f) for k, forms in _catalogue().items() for f in forms if pattern.search(f)]
    lessons = [n for n, text in _lessons().items() if pattern.search(text)]
    assert not cat and not lessons, (cat, lessons)


def test_no_face_down_cards_on_the_war() -> None:
    """Cards lie face down *during* a war («podczas wojny»), not «na wojnie» (at the front)."""
    cat = [(k, f) for k, forms in _catalogue().items() for f in forms if "zakryte na wojnie" in f]
    assert not cat, cat


def _for_whom(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("| **Dla kogo** |"))


@pytest.mark.parametrize("name", sorted(p.stem for p in LESSONS.glob("*.md")))
def test_for_whom_is_in_the_genitive(name: str) -> None:
    """«Dla kogo» asks for the genitive: «dla … nauczyciela», «uczniów», «nauczycieli»."""
    row = _for_whom(_lesson(name))
    assert not re.search(r"\b(nauczyciel|nauczyciele|uczniowie)\b", row), row


def test_for_whom_rows() -> None:
    assert "i nauczyciela, który pokazuje grę klasie" in _for_whom(_lesson("01_play"))
    assert "uczniów w wieku 11–14 lat" in _for_whom(_lesson("03_probability"))
    assert "nauczycieli i uczniów od około 8 lat" in _for_whom(_lesson("04_rules_tour"))
    assert "nauczycieli i uczniów od około 10 lat" in _for_whom(_lesson("05_forever"))
    assert "nauczycieli i klas" in _for_whom(_lesson("06_probability_more"))


# (lesson, wrong, right)
LESSON_FIXES = [
    ("06_probability_more", "około **dwie na pięć**", "około **dwóch na pięć**"),
    ("05_forever", "2 karty trwają 1 rundę", "gra dwiema kartami trwa 1 rundę"),
    ("05_forever", "Symulacja 8 kart", "Symulacja gry ośmioma kartami"),
    ("03_probability", "Eksperyment klasy", "Eksperyment w klasie"),
    ("06_probability_more", "eksperyment klasy", "eksperyment w klasie"),
    ("03_probability", "z szybkością *szybko*", "z *Szybkością* ustawioną na *szybko*"),
    ("03_probability", "**Zwróćcie uwagę**", "**Zwróć uwagę**"),
    ("03_probability", "każde jako odsetek", "jedne i drugie jako odsetek"),
    ("03_probability", "otwiera pokój klasy", "uruchamia lekcję na żywo"),
    ("03_probability", "w grze na żywo", "przy grze na żywo"),
    (
        "03_probability",
        "ma 3 szanse na 51",
        "szansa na wojnę przy pierwszym odkryciu wynosi 3 na 51",
    ),
    ("01_play", "w polu *Wariant*", "w polu *Odmiana gry*"),
    ("01_play", "(zostanie rozdana nowa gra)", "(karty zostaną rozdane od nowa)"),
    ("01_play", "z innymi zasadami. *Guerra de sumas*:", "*Wojna na sumy* (*Guerra de sumas*)"),
    ("02_counting", "## 3. Dodawanie: *Guerra de sumas*", "## 3. Dodawanie: *Wojna na sumy*"),
    ("02_counting", "**Nie, sama nie wygra**", "**Nie od razu**"),
    ("04_rules_tour", "## 12. Guerra de sumas\n", "## 12. Wojna na sumy (Guerra de sumas)"),
    ("04_rules_tour", "Ile kart kładzie zakrytych", "Ile kart zakrytych kładzie"),
    (
        "06_probability_more",
        "Krig, polska Wojna i internetowa gra Guerra de Cartas kładą jedną",
        "kładzie się jedną",
    ),
]


@pytest.mark.parametrize(("name", "wrong", "right"), LESSON_FIXES)
def test_the_lesson_has_the_native_form(name: str, wrong: str, right: str) -> None:
    text = _lesson(name)
    assert wrong not in text, (name, wrong)
    assert right in text, (name, right)


def test_the_pile_word_is_one_number_and_one_noun() -> None:
    """The pile's accessible name: «35 kart», the noun once (the front-end adds nothing that
    is Polish: a doubled «kart kart» comes from the visible word being read as well)."""
    cat = _catalogue()
    assert cat["ui.pile"] == ["{count} karta", "{count} karty", "{count} kart"]


def test_the_live_class_is_a_class_not_a_room() -> None:
    """The live class's code and file name the class («klasa»): never «pokój», the peace of
    this game, nor «sala»."""
    cat = _catalogue()
    live = ("dash.", "class.", "cli.class", "cli.help.class")
    wrong = [
        (k, f)
        for k, forms in cat.items()
        if k.startswith(live)
        for f in forms
        if re.search(r"\b(pok[oó]j\w*|sal[aiię]|sal[ąe])\b", f, re.IGNORECASE)
    ]
    assert not wrong, wrong


def test_the_pupils_class_words_have_no_times_dot() -> None:
    """The pupils' join screen and status line (tools/lite/site/words.json): no «·» (a times
    sign to a Polish child), and the button pressed is quoted, as the catalogue quotes it."""
    import json

    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))["pl"]
    assert not [k for k, v in words.items() if "·" in v], words
    assert "naciśnij „Dołącz”" in words["class.join.offline"]


# --- the site's offline words (tools/lite/site/words.json, session 12's native review) ---------

OFFLINE_FIXES = [
    # «niedostępne» agreed with no noun beside the link: «nie działa offline» says it of the lesson
    ("needs_network", "niedostępne offline", "wymaga internetu (nie działa offline)"),
    # «przy kolejnych» said of no noun (session 14): the later visits are «wejścia».
    ("teacher_note", "a przy kolejnych po", "a przy kolejnych wejściach po około"),
]


@pytest.mark.parametrize(("key", "wrong", "right"), OFFLINE_FIXES)
def test_the_sites_offline_words_keep_the_reviewers_fix(key: str, wrong: str, right: str) -> None:
    import json

    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))
    assert wrong not in words["pl"][key] and right in words["pl"][key]
