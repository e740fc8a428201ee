"""The answer key printable on its own, a separator with no meaning in arithmetic, and the sum
sheet's war about sums (issue 35).  The key is a page of its own (``Sheet.answers``), never
in the pupils' pages (``Sheet.html``) that are printed for a class; every entry point offers
both: ``Sheet.save`` and the command line write ``NAME-answers.html`` beside the sheet, a
notebook's cell shows the key in a frame of its own, a lesson's links and the pupils' page
(on a screen only) link to it."""

from __future__ import annotations

import base64
import re
from html import unescape
from pathlib import Path

import pytest

from war_widget import Game, Rules, locale, sheets
from war_widget.cli.commands import main
from war_widget.sheets.words import Words

CLASSIC = Game(Rules(), seed=101).code
SUMS = Game(Rules.preset("guerra_de_sumas"), seed=3).code
LOWEST_SUMS = Game(Rules.preset("guerra_de_sumas", lowest_wins=True), seed=3).code
SIGNS = Game(Rules(numbers=10, copies=4), seed=102).code
#: Signs of arithmetic that a separator between two players must not be (· and : are
#: multiplication and division in Polish, Slovak and Norwegian schools).
ARITHMETIC = re.compile(r"[·×∙⋅*:÷/]")
CASES = [(CLASSIC, "win"), (CLASSIC, "sign"), (SIGNS, "sign"), (SUMS, "sum")]


def _cells(key_html: str) -> list[tuple[str, str]]:
    rows = re.findall(r"<tr><td>\d+</td><td>(.*?)</td><td>(.*?)</td></tr>", key_html)
    return [(unescape(cards), unescape(re.sub(r"</?bdi>", "", answer))) for cards, answer in rows]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize(("code", "activity"), CASES)
def test_the_key_separates_players_with_no_sign_of_arithmetic(lang, code, activity) -> None:
    made = sheets.sheet(code, activity, lang=lang)
    cells = _cells(made.key_html)
    assert len(cells) == sheets.ROUNDS[activity] + sheets.EXIT_ROUNDS
    for cards, answer in cells:
        assert not ARITHMETIC.search(cards) and not ARITHMETIC.search(answer), (cards, answer)
        assert cards.count("; ") == 1  # the two players' cards
        if activity == "sum":
            assert answer.split(" → ")[0].count("; ") == 1  # the two players' sums
    # Nothing the pupils read uses a dot or a cross as a separator either.
    printed = re.sub(r'<p class="teacher">.*?</p>', "", made.html)
    text = re.sub(r"<[^>]+>|data:[^\"]+", " ", printed.split("<body>")[1])
    assert not re.search(r"[·×∙⋅]", unescape(text))


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_sum_sheets_war_is_about_sums(lang) -> None:
    w = Words(lang)
    cards = [w.plain("sheet.real.war", count=n) for n in (1, 3)]
    sums = [w.plain("sheet.real.war.sum", count=n) for n in (1, 3)]
    made = sheets.sheet(SUMS, "sum", lang=lang).html
    assert sums[1] in unescape(made) and cards[1] not in unescape(made)
    win = unescape(sheets.sheet(CLASSIC, "win", lang=lang).html)
    assert cards[1] in win and sums[1] not in win
    lowest = unescape(sheets.sheet(LOWEST_SUMS, "sum", lang=lang).html)
    assert w.plain("sheet.real.war.sum.lowest", count=3) in lowest
    assert sums != cards
    if lang == "en":
        assert "Equal sums make a war" in sums[1] and "The bigger sum takes them all." in sums[1]
        assert "card takes" not in sums[1]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize(("code", "activity"), CASES)
def test_the_key_is_a_page_of_its_own(lang, code, activity) -> None:
    made = sheets.sheet(code, activity, lang=lang)
    w = Words(lang)
    assert 'class="page key"' not in made.html and w("sheet.key.title") not in made.html
    assert made.html.count('<section class="page ') == 2
    assert made.answers.html == made.key_html
    assert made.key_html.count('<section class="page ') == 1
    assert 'class="page key"' in made.key_html and code in made.key_html
    assert made.key_html.startswith("<!DOCTYPE html>") and "@page" in made.key_html
    # On a screen (never in print) the pupils' page says so and links to the key.
    note = re.search(r'<p class="teacher">(.*?)</p>', made.html, re.S)
    assert note and w("sheet.key.apart") in note.group(1)
    data = re.search(
        r'download="([^"]+)" href="data:text/html;charset=utf-8;base64,([^"]+)"', note.group(1)
    )
    assert data and data.group(1) == sheets.link.filename(made.answers)
    assert base64.b64decode(data.group(2)).decode("utf-8") == made.key_html
    assert ".teacher { display: none; }" in made.html  # shown only in @media screen


def test_save_and_the_command_line_write_the_key_beside_the_sheet(tmp_path: Path) -> None:
    made = sheets.sheet(SUMS, "sum", lang="pl")
    saved = made.save(tmp_path / "kartka.html")
    assert saved.read_text(encoding="utf-8") == made.html
    assert (tmp_path / "kartka-answers.html").read_text(encoding="utf-8") == made.key_html
    out = tmp_path / "sheet.html"
    assert main(["sheet", SUMS, "--activity", "sum", "--lang", "sk", "-o", str(out)]) == 0
    sk = sheets.sheet(SUMS, "sum", lang="sk")
    assert out.read_text(encoding="utf-8") == sk.html
    assert (tmp_path / "sheet-answers.html").read_text(encoding="utf-8") == sk.key_html
    key = tmp_path / "key.html"
    assert main(["sheet", SUMS, "--activity", "sum", "--answers", "-o", str(key)]) == 0
    assert key.read_text(encoding="utf-8") == sheets.sheet(SUMS, "sum").key_html


def test_the_command_line_prints_the_sheet_or_its_key(capsys) -> None:
    assert main(["sheet", CLASSIC, "--activity", "win", "--lang", "nb"]) == 0
    assert capsys.readouterr().out == sheets.sheet(CLASSIC, "win", lang="nb").html
    assert main(["sheet", CLASSIC, "--activity", "win", "--lang", "nb", "--answers"]) == 0
    assert capsys.readouterr().out == sheets.sheet(CLASSIC, "win", lang="nb").key_html


def test_file_names_of_the_sheet_and_its_key() -> None:
    made = sheets.sheet(CLASSIC, "win", lang="es", paper="letter")
    name = sheets.link.filename(made)
    assert name.startswith("war-sheet-win-es-letter-") and name.endswith(".html")
    assert sheets.link.filename(made.answers) == name.removesuffix(".html") + "-answers.html"
    assert sheets.files.answers_path(Path("a/b.html")) == Path("a/b-answers.html")
