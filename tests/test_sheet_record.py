"""Lesson 03's record sheet (activity "record", issue 41): its columns are a live class's
``game`` record's, so paper and live play share one record; every word in the sheet's
language on both papers; no answers to check, and its answer key says so.  Printed in
Chromium by tests/e2e/test_sheets_print.py."""

from __future__ import annotations

import re
from html import unescape

import pytest

from war_widget import Game, Rules, locale, sheets
from war_widget.classroom.report import RECORD_COLUMNS, Reporter, game_data
from war_widget.cli import main
from war_widget.locale import MESSAGES
from war_widget.sheets.record import COLUMNS, RECORD_ROWS
from war_widget.sheets.words import Words

LESSON = next(s for s in sheets.LESSON_SHEETS if s.lesson == "03_probability")
CLASSIC = Game(Rules(), seed=104).code
#: Every word the record sheet prints (the real-card steps' too, classic rules).
RECORD_WORDS = [
    key
    for key in MESSAGES
    if key.startswith(("sheet.record.", "sheet.title.record", "sheet.task.record"))
]


def _text(html: str) -> str:
    return unescape(re.sub(r"<style>.*?</style>|<[^>]+>", " ", html, flags=re.S))


def test_lesson_03s_sheet_is_the_record_sheet() -> None:
    assert LESSON.activity == "record"
    assert [s.activity for s in sheets.for_lesson("03_probability")] == ["record"]


def test_the_sheets_columns_are_the_game_records() -> None:
    """The table's head names, in order, the record's pupil and the game record's data keys
    it represents; a game a pupil's table reports has every one of them."""
    made = sheets.sheet(LESSON.code, "record")
    keys = re.findall(r'<th class="col-\w+" data-key="(\w+)">', made.html)
    assert tuple(keys) == COLUMNS == ("pupil", *RECORD_COLUMNS)
    assert RECORD_COLUMNS == ("first_war", "rounds", "wars", "winner")
    game = Game(Rules(), seed=3)
    game.play()
    data = game_data(game, 1)
    assert set(RECORD_COLUMNS) <= set(data)
    # ... and so does the record a reporter makes of it (what the room keeps).
    reporter = Reporter("03_probability", "dev1")
    reporter("game", {"game": game, "number": 1})
    (record,) = reporter.take()
    assert record["kind"] == "game" and set(RECORD_COLUMNS) <= set(record["data"])


@pytest.mark.parametrize("paper", sorted(sheets.PAPERS))
@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_record_sheet_in_every_language_and_paper(lang: str, paper: str) -> None:
    made = sheets.sheet(LESSON.code, "record", lang=lang, paper=paper)
    w = Words(lang)
    assert made.activity == "record" and made.lang == lang and made.paper == paper
    assert f'<html lang="{lang}">' in made.html
    assert re.findall(r'<section class="page (\w+)">', made.html) == ["record"]
    assert re.findall(r'<section class="page (\w+)">', made.key_html) == ["key"]
    size = sheets.PAPERS[paper][0]
    assert f"@page {{ size: {size}; margin: 12mm; }}" in made.html
    body = made.html.split('<section class="page record">')[1]
    rows = re.findall(r'<tr><td class="n">(\d+)</td>', body)
    assert rows == [str(n) for n in range(1, RECORD_ROWS + 1)]
    assert body.count('<span class="tick">') == 2 * RECORD_ROWS  # yes and no in each row
    assert "<svg" not in body  # no card: the pupils' own games
    text = _text(made.html)
    for key in RECORD_WORDS:
        assert w.plain(key) in text, (lang, key)
    for key in ("sheet.real.deal", "sheet.real.flip", "sheet.real.win", "sheet.date"):
        assert w.plain(key) in text, (lang, key)
    assert w.plain("sheet.real.deck", count=52) in text
    assert w.plain("sheet.real.war", count=3) in text
    assert w.plain("sheet.real.end") not in text  # "play ten rounds": not this sheet's
    assert w.plain("sheet.key.record") not in text  # the teacher's page is apart


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_no_english_is_left_on_the_record_sheet(lang: str) -> None:
    english = Words("en")
    made = sheets.sheet(LESSON.code, "record", lang=lang)
    for html in (made.html, made.key_html):
        text = _text(html)
        for key in [*RECORD_WORDS, "sheet.key.record", "sheet.key.title"]:
            theirs = Words(lang).plain(key)
            assert theirs != english.plain(key) or len(theirs) <= 3, (lang, key)  # "no" in es
            if theirs != english.plain(key):
                said = rf"(?<!\w){re.escape(english.plain(key))}(?!\w)"
                assert not re.search(said, text), (lang, key)
        assert "Record sheet" not in text and "Who won" not in text and "Names" not in text


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_key_says_there_are_no_answers_to_check(lang: str) -> None:
    """A record sheet keeps the sheets' contract (an answer key apart, linked on a screen)
    and its key says it has nothing to check, and where the rows go."""
    made = sheets.sheet(LESSON.code, "record", lang=lang)
    w = Words(lang)
    assert made.answers.html == made.key_html
    key = _text(made.key_html.split("<body>")[1])
    assert key.strip().startswith(w.plain("sheet.key.title"))
    assert w.plain("sheet.key.record") in key and w.plain("sheet.title.record") in key
    assert "ClassTally.from_room" in key
    assert w("sheet.key.download") in made.html  # the screen-only link to it
    assert sheets.link.filename(made.answers).startswith(f"war-sheet-record-{lang}-a4-")


def test_the_steps_follow_the_rules() -> None:
    lowest = sheets.sheet(Game(Rules(lowest_wins=True), seed=1).code, "record").html
    assert Words("en").plain("sheet.real.win.lowest") in _text(lowest)
    one = _text(sheets.sheet(Game(Rules(face_down=1), seed=1).code, "record").html)
    assert "each player lays 1 card face down" in one
    numbers = _text(sheets.sheet(Game(Rules(numbers=10, copies=4), seed=1).code, "record").html)
    assert "from the ace (it counts 1) to 10: 4 of each" in numbers


def test_any_deal_of_the_rules_makes_the_same_page() -> None:
    """The code names the rules only: no deal of it is printed (a short game is fine)."""
    short = Game(Rules(numbers=2, copies=1), seed=1).code
    assert sheets.sheet(short, "record").html.count("<tr>") == RECORD_ROWS + 1
    a, b = (sheets.sheet(Game(Rules(), seed=s).code, "record").html for s in (1, 2))
    assert re.sub(r"war-sheet-record-en-a4-[\w-]+|base64,[^\"]+", "", a) == re.sub(
        r"war-sheet-record-en-a4-[\w-]+|base64,[^\"]+", "", b
    )


def test_a_game_of_two_cards_a_flip_is_refused() -> None:
    code = Game(Rules.preset("guerra_de_sumas"), seed=1).code
    with pytest.raises(ValueError, match=r"activity='record' .*flip=1\)$"):
        sheets.sheet(code, "record")


def test_the_command_line_writes_the_record_sheet_and_its_key(tmp_path) -> None:
    out = tmp_path / "record.html"
    args = ["sheet", CLASSIC, "--activity", "record", "--lang", "sk", "--paper", "letter"]
    assert main([*args, "-o", str(out)]) == 0
    made = sheets.sheet(CLASSIC, "record", lang="sk", paper="letter")
    assert out.read_text(encoding="utf-8") == made.html
    assert (tmp_path / "record-answers.html").read_text(encoding="utf-8") == made.key_html
