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
from war_widget.speak import Say

ROOT = Path(__file__).resolve().parents[1]
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
    assert len(LESSONS) == 6 and len(NOTEBOOKS) == 6


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
    # (on the back of lesson 03's record sheet since issue 41)
    assert "výstupný lístok |" in text and "Výstupný lístok (na zadnej strane" in text


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


@pytest.mark.parametrize(
    ("key", "fields", "said"),
    [
        ("quiz.more.detail", {"big": 8, "small": 5, "difference": 3}, "8 je o 3 väčšie."),
        ("value.joker", {"value": 15}, "porazí každú inú kartu"),
        ("sheet.real.deck.numbers", {"top": 5, "copies": 4}, "od esa (počíta sa za 1) po 5"),
    ],
)
def test_smaller_fixes_are_compiled(key: str, fields: dict[str, int], said: str) -> None:
    """The package reads the compiled catalogue: the .mo carries the .po's corrections."""
    assert said in locale.say("sk", key, **fields)
