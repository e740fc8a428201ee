"""Slovak a native teacher signs (issue 35): the reviewer's corrections stay corrected.

Each test pins one fix: the wrong form is gone from the Slovak catalogue (the .po a translator
edits and the compiled .mo the package reads), the Slovak lessons and their notebooks, and the
corrected form is there.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from war_widget import Game, Rules, locale
from war_widget.lessons.say import Say

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons" / "sk").glob("*.md"))
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*_sk.ipynb"))
PO = locale.LOCALE_DIR / "sk" / "LC_MESSAGES" / f"{locale.DOMAIN}.po"


def _flat(text: str) -> str:
    """Markdown as it reads: no emphasis marks, every run of white space one space."""
    return re.sub(r"\s+", " ", text.replace("*", ""))


def _lesson(stem: str) -> str:
    return _flat((ROOT / "lessons" / "sk" / f"{stem}.md").read_text("utf-8"))


def _notebook(path: Path) -> str:
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return _flat("\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown"))


def _catalogue() -> dict[str, list[str]]:
    sys.path.insert(0, str(ROOT / "tools"))
    from catalogues import parse_po  # type: ignore[import-not-found]

    return {e.msgctxt: e.msgstr for e in parse_po(PO.read_text("utf-8")) if e.msgctxt}


def _every_text() -> dict[str, str]:
    """Every Slovak text a reader meets: lessons, notebooks, catalogue entries (every form)."""
    texts = {p.name: _flat(p.read_text("utf-8")) for p in LESSONS}
    texts |= {p.name: _notebook(p) for p in NOTEBOOKS}
    for key, forms in _catalogue().items():
        for i, form in enumerate(forms):
            texts[f"{key}[{i}]"] = form
    return texts


def test_the_lessons_and_notebooks_are_there() -> None:
    assert len(LESSONS) == 7 and len(NOTEBOOKS) == 7


def test_remove_the_last_cancels_a_typo() -> None:
    text = _lesson("03_probability")
    assert "vráti preklep" not in text
    assert "Odstrániť posledný zruší preklep" in text
    assert locale.say("sk", "tally.undo") == "Odstrániť posledný"  # the button the lesson names


def test_the_bigger_sum_is_vacsi_never_vyssi() -> None:
    wrong = [where for where, text in _every_text().items() if "vyšší súčet" in text]
    assert not wrong, wrong
    for stem in ("01_play", "02_counting", "04_rules_tour"):
        assert "vyhrá väčší súčet" in _lesson(stem), stem
    assert "vyhráva väčší súčet" in locale.say("sk", "sheet.task.sum")


def test_the_exit_ticket_has_one_name() -> None:
    wrong = [where for where, text in _every_text().items() if "kartičk" in text.lower()]
    assert not wrong, wrong
    assert locale.say("sk", "sheet.exit.title") == "Výstupný lístok"
    text = _lesson("03_probability")
    # (on the back of lesson 03's record sheet since issue 41; its second page since issue 43)
    assert "výstupný lístok |" in text and "Výstupný lístok (druhá strana" in text


def test_two_piles_of_the_same_size() -> None:
    wrong = [where for where, text in _every_text().items() if "rovnaké kôpky" in text]
    assert not wrong, wrong
    assert "na dve rovnako veľké kôpky." in locale.say("sk", "sheet.real.deal")


def test_a_share_of_games_ends_on_its_own() -> None:
    text = _lesson("06_probability_more")
    assert "sa sama skončí len 0,2 %" not in text
    assert "s krátkym limitom 40 kôl sa samo skončí len 0,2 % hier" in text


def test_for_whom_is_accusative() -> None:
    """«Pre koho» takes the accusative: «učiteľa», «učiteľov», «žiakov», never «učiteľ, ktorý»."""
    text = _lesson("01_play")
    assert "a učiteľ, ktorý" not in text
    assert "a učiteľa, ktorý hru ukazuje triede" in text
    nominative = re.compile(r"^(?:učitel|žiac|\d)", re.IGNORECASE)
    for path in LESSONS:
        raw = path.read_text("utf-8")
        row = re.search(r"^\| \*\*Pre koho\*\* \| (.+?) \|$", raw, re.MULTILINE)
        assert row and not nominative.search(row[1]), (path.name, row and row[1])
        # The header's age is shown after the label «Pre koho» on the lessons' website.
        age = re.search(r"^age: (.+)$", raw, re.MULTILINE)
        assert age and not nominative.search(age[1]), (path.name, age and age[1])


def test_no_middle_dot_as_a_separator() -> None:
    """«·» is the multiplication sign in Slovak schools: it stands only between two numbers."""
    catalogue = _catalogue()
    assert catalogue["sign.times"] == ["·"]
    wrong = [
        f"{key}: {form}"
        for key, forms in catalogue.items()
        if key != "sign.times"
        for form in forms
        if "·" in form
    ]
    assert not wrong, wrong
    assert "·" not in locale.say("sk", "ui.score", right=1, retry=2, wrong=3)
    for path in LESSONS:
        text = _flat(path.read_text("utf-8"))
        assert text.count("·") == len(re.findall(r"\d · \d", text)), path.name


#: Words that keep their capital after a colon: a preset's name, the deck's card letters.
_CAPITAL_KEPT = ("Čísla ", "A K Q J")
#: A colon, maybe inside bold, then a capital letter: what it begins.
_CAPITAL_AFTER_COLON = re.compile(r"[^\s*]\*{0,2}:\*{0,2} \*{0,2}([A-ZÁÄČĎÉÍĽĹŇÓÔŔŠŤÚÝŽ].{0,6})")


def test_lower_case_after_a_colon_in_the_lessons() -> None:
    wrong = []
    for path in LESSONS:
        for line in path.read_text("utf-8").splitlines():
            if re.match(r"(title|goal|age|time):|#", line):
                continue  # the header's fields and the headings, not sentences
            for m in _CAPITAL_AFTER_COLON.finditer(line):
                if not m[1].startswith(_CAPITAL_KEPT):
                    wrong.append(f"{path.name}: {line}")
    assert not wrong, "\n".join(wrong)


def test_the_order_of_won_cards_is_its_own_sentence() -> None:
    """lesson.forever.order puts a whole sentence after the order: no capital after a colon."""
    result = Game(Rules(numbers=4, pickup="table"), hands=[[3, 2], [1, 4]]).play()
    say = Say("sk")
    line = say("forever.order", order=say.pickup("table"), ending=say.ending(result))
    assert line.startswith("Vyhraté karty idú pod kôpku, v poradí zo stola. ")
    assert not re.search(r": [A-ZÁÄČĎÉÍĽĹŇÓÔŔŠŤÚÝŽ]", line), line


def test_the_live_class_has_one_name_and_one_code() -> None:
    """The live class is «hodina naživo» (never «živá hodina»); its code is «kód triedy» on the
    teacher's dashboard and command line, as on the pupils' join page (never «miestnosť»: in
    Slovak a «miestnosť triedy» is the classroom itself)."""
    catalogue = _catalogue()
    wrong = [
        where
        for where, text in _every_text().items()
        if re.search(r"\bživ(?:á|ú|ej|ou) hodin|miestnos", text, re.IGNORECASE)
    ]
    assert not wrong, wrong
    assert catalogue["dash.title"] == ["Hodina naživo"]
    assert catalogue["dash.code"] == ["Kód triedy"]
    assert catalogue["cli.class.code"] == ["Kód triedy: {code}"]
    assert catalogue["cli.help.class"] == ["spusti hodinu naživo na tomto počítači ({command})"]
    assert "Bunka spustí hodinu naživo na tomto počítači a ukáže kód triedy" in _lesson(
        "03_probability"
    )


def test_the_dashboard_is_not_the_tally() -> None:
    """«Prehľad» is the class tally (ClassTally); the teacher's dashboard is «panel učiteľa»."""
    teacher = _catalogue()["cli.class.teacher"][0]
    assert "prehľad" not in teacher.lower()
    assert teacher.startswith("Tvoj panel učiteľa (")


def test_open_to_the_network_is_spristupnit() -> None:
    """«Otvoriť pre sieť» is a calque; the button is «Sprístupniť v sieti triedy», and the hint
    above it quotes it exactly."""
    catalogue = _catalogue()
    wrong = [
        f"{key}: {form}"
        for key, forms in catalogue.items()
        for form in forms
        if re.search(r"otvor\w* pre sieť", form, re.IGNORECASE)
    ]
    assert not wrong, wrong
    button = catalogue["dash.open"][0]
    assert button == "Sprístupniť v sieti triedy"
    assert f"„{button}“" in catalogue["dash.join.local"][0]


def test_numbers_in_the_help_rule_agree_with_any_count() -> None:
    """dash.help.rule has no plural forms: «{wrong} zlé odpovede», «{minutes} minúty» were right
    only for 2 to 4; «-krát» and «min» fit every number."""
    rule = _catalogue()["dash.help.rule"][0]
    assert "{wrong}-krát za sebou nesprávna odpoveď" in rule
    assert "{minutes} min " in rule
    assert "minúty" not in rule and "zlé" not in rule
    assert _catalogue()["dash.col.wrong"] == ["Nesprávne"]


def test_a_file_is_in_a_file() -> None:
    """«v {file}» (a bare name after «v») reads «v súbore {file}»."""
    wrong = [
        f"{key}: {form}"
        for key, forms in _catalogue().items()
        if key.startswith("cli.class")
        for form in forms
        if re.search(r"\bv \{file\}", form)
    ]
    assert not wrong, wrong
    assert _catalogue()["cli.class.stop"] == [
        "Ctrl+C hodinu zastaví; záznamy zostanú v súbore {file}."
    ]


def test_the_record_sheet_says_a_mark_for_each_war() -> None:
    """«počet vojen (za každú čiarku)» lacked its noun: a mark for each war."""
    end = _catalogue()["sheet.record.end"][0]
    assert "za každú čiarku" not in end
    assert "počet vojen (za každú vojnu jednu čiarku)" in end
    assert "a slovo „nedokončená“." in end


@pytest.mark.parametrize(
    ("key", "fields", "said"),
    [
        ("quiz.more.detail", {"big": 8, "small": 5, "difference": 3}, "8 je o 3 väčšie."),
        ("value.joker", {"value": 15}, "porazí každú inú kartu"),
        ("sheet.real.deck.numbers", {"top": 5, "copies": 4}, "od esa (počíta sa za 1) po 5"),
        ("dash.code", {}, "Kód triedy"),
        ("cli.class.stop", {"file": "trieda.sqlite"}, "v súbore trieda.sqlite"),
    ],
)
def test_smaller_fixes_are_compiled(key: str, fields: dict[str, int], said: str) -> None:
    """The package reads the compiled catalogue: the .mo carries the .po's corrections."""
    assert said in locale.say("sk", key, **fields)


# --- the site's offline words (tools/lite/site/words.json, session 12's native review) ---------

OFFLINE_FIXES = [
    # «nie je uložené» agreed with no noun and said what is stored, not what works:
    # «offline nefunguje»
    ("needs_network", "nie je uložené offline", "vyžaduje internet (offline nefunguje)"),
    # the site says «ty» to its reader (otvor lekciu a hraj), and «vyžadovať» as above
    (
        "offline_home",
        "Ste offline",
        "Si offline: lekcie pre deti fungujú ďalej; lekcie s kódom (JupyterLab) vyžadujú internet.",
    ),
]


@pytest.mark.parametrize(("key", "wrong", "right"), OFFLINE_FIXES)
def test_the_sites_offline_words_keep_the_reviewers_fix(key: str, wrong: str, right: str) -> None:
    import json

    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))
    assert wrong not in words["sk"][key] and right in words["sk"][key]


# --- issue 42's words (session 14's native review) ----------------------------------------------


def test_the_command_lines_sheet_is_a_list() -> None:
    """The command line calls the printed sheet «(pracovný) list» (--lang's «jazyk listu», the
    -o errors): never «hárok», which is only the record sheet's own name («Záznamový hárok»)."""
    catalogue = _catalogue()
    wrong = [
        f"{key}: {form}"
        for key, forms in catalogue.items()
        if key.startswith("cli.")
        for form in forms
        if re.search(r"\bhár(?:ok|ku|kom|ky)\b", form, re.IGNORECASE)
    ]
    assert not wrong, wrong
    assert "list sa cezeň nikdy nezapisuje" in catalogue["cli.error.output.symlink"][0]


def test_without_asking_is_bez_opytania() -> None:
    assert locale.say("sk", "cli.help.force") == (
        "ak súbory zadané cez -o už existujú, nahraď ich bez opýtania"
    )


def test_a_menu_item_in_english_agrees_through_its_noun() -> None:
    """An English menu name has no gender in Slovak: «so zapnutou voľbou Settings → …»."""
    error = locale.say("sk", "export.error.no_state", path="a.ipynb")
    assert "so zapnutou voľbou Settings → Save Widget State Automatically" in error


def test_the_pairs_count_is_the_subject_not_a_value() -> None:
    """«má rovnakú hodnotu 73» read as a card of value 73: the count leads its clause."""
    line = locale.say("sk", "lesson.true.left", value=7, cards=50, same=73, pairs="1 225")
    assert line.endswith("zostáva 50 kariet a 73 z ich 1 225 dvojíc má rovnakú hodnotu.")


def test_the_loading_times_say_next_time() -> None:
    """«potom 2 s» could be later in the same wait: a return visit is «nabudúce»."""
    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))["sk"]
    assert "nabudúce" in words["loading"] and "potom" not in words["loading"]
    assert re.search(r"asi za \d+ sek\w*, nabudúce asi za \d+ ", words["teacher_note"])
