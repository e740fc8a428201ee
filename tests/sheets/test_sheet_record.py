"""Lesson 03's record sheet (activity "record", issues 41 and 43): its columns are a live
class's ``game`` record's, so paper and live play share one record; five first flips, then the
game, whose rounds may be "not finished by round N" (typed back into the tally as it is
printed); the pair's line for the class table; the pile rule with real cards; the exit ticket
(three items) on a second page and its answers on the answers page; every word in the sheet's
language on both papers.  Printed in Chromium by tests/e2e/test_sheets_print.py."""

from __future__ import annotations

import re
from fractions import Fraction
from html import unescape

import pytest

from war_widget import Game, Rules, locale, sheets
from war_widget.classroom.report import RECORD_COLUMNS, Reporter, game_data
from war_widget.cli.commands import main
from war_widget.game.names import plain
from war_widget.locale import MESSAGES
from war_widget.sheets.record import COLUMNS, FIRST_FLIP, RECORD_ROWS
from war_widget.sheets.record_exit import FLIPS, has_exit, wars_in_flips
from war_widget.sheets.words import Words
from war_widget.simulation.exact import first_flip_war_probability
from war_widget.tally.model import Tally

LESSON = next(s for s in sheets.LESSON_SHEETS if s.lesson == "03_probability")
CLASSIC = Game(Rules(), seed=104).code
#: Every word the record sheet prints (the real-card steps' too, classic rules).
RECORD_WORDS = [
    key
    for key in MESSAGES
    if key.startswith(
        ("sheet.record.", "sheet.title.record", "sheet.task.record", "sheet.exit.record.")
    )
]
#: The answers page's words (the exit ticket's answers, how a game not finished is typed).
KEY_WORDS = ["sheet.key.record", "sheet.key.record.unfinished"] + [
    key for key in MESSAGES if key.startswith("sheet.key.exit.record.")
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
    assert f'<html lang="{lang}"' in made.html  # (and dir="rtl" in ar)
    assert re.findall(r'<section class="page ([\w-]+)">', made.html) == ["record", "exit-record"]
    assert re.findall(r'<section class="page (\w+)">', made.key_html) == ["key"]
    size = sheets.PAPERS[paper][0]
    assert f"@page {{ size: {size}; margin: 12mm; }}" in made.html
    body = made.html.split('<section class="page record">')[1]
    rows = re.findall(r'<tr class="\w+"><td class="n">(\d+)</td>', body)
    assert rows == [str(n) for n in range(1, RECORD_ROWS + 1)]
    # yes and no in each row, and "not finished by round" in the game's
    assert body.count('<span class="tick">') == 2 * RECORD_ROWS + 1
    assert "<svg" not in body  # no card: the pupils' own games
    text = _text(made.html)
    for key in RECORD_WORDS:
        assert w.plain(key) in text, (lang, key)
    for key in ("sheet.real.deal", "sheet.real.flip", "sheet.real.win", "sheet.date"):
        assert w.plain(key) in text, (lang, key)
    assert w.plain("sheet.real.deck", count=52) in text
    assert w.plain("sheet.real.war", count=3) in text
    assert w.plain("sheet.real.end") not in text  # "play ten rounds": not this sheet's
    for key in KEY_WORDS:  # the teacher's page is apart
        assert w.plain(key) not in text, (lang, key)


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_no_english_is_left_on_the_record_sheet(lang: str) -> None:
    english = Words("en")
    made = sheets.sheet(LESSON.code, "record", lang=lang)
    for html in (made.html, made.key_html):
        text = _text(html)
        for key in [*RECORD_WORDS, *KEY_WORDS, "sheet.key.title"]:
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
    key = plain(_text(made.key_html.split("<body>")[1]))  # (rtl: signs isolated)
    assert key.strip().startswith(w.plain("sheet.key.title"))
    assert w.plain("sheet.title.record") in key
    for word in KEY_WORDS:
        assert w.plain(word) in key, (lang, word)
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
    assert sheets.sheet(short, "record").html.count("<tr") == RECORD_ROWS + 1
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


def _rows(html: str) -> list[str]:
    return re.findall(r'<tr class="\w+">.*?</tr>', html.split('<table class="record">')[1])


def test_five_first_flips_then_the_game_whose_rounds_may_be_not_finished() -> None:
    """Rows 1 to 5 are first flips: only the names and the tick are to fill, the game's
    cells shaded; row 6 is the game, every cell open, its rounds with "not finished by
    round" to tick."""
    made = sheets.sheet(LESSON.code, "record")
    rows = _rows(made.html)
    assert len(rows) == RECORD_ROWS
    for row in rows[:-1]:
        shaded = re.findall(r'<td class="col-(\w+) skip">', row)
        assert shaded == [c for c in COLUMNS if c not in FIRST_FLIP]
        assert "not finished" not in row
    game = rows[-1]
    assert game.startswith('<tr class="game">') and " skip" not in game
    assert Words("en").plain("sheet.record.unfinished") in _text(game)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_not_finished_as_printed_is_typed_back_into_the_tally(lang: str) -> None:
    """What the sheet prints beside the game's rounds, with the round written after it, is a
    result the rounds tally takes: a game longer than that round; and the tally says it back
    in the sheet's words."""
    w = Words(lang)
    printed = w.plain("sheet.record.unfinished")
    assert w.plain("tally.unfinished.word") in printed
    tally = Tally("rounds", lang=lang)
    assert tally.add(f"{printed} 150") == [-150]
    assert tally.add(w.plain("tally.unfinished", round=90)) == [-90]
    assert tally.unfinished() == [150, 90]


def test_the_pairs_line_for_the_class_table() -> None:
    """Under the table, what the teacher types: the first flips in order, then the game's
    rounds or "not finished by round …"."""
    made = sheets.sheet(LESSON.code, "record")
    line = made.html.split('<div class="class-line">')[1].split("</div>")[0]
    w = Words("en")
    for key in ("sheet.record.line", "sheet.record.line.first", "sheet.record.line.rounds"):
        assert w(key) in line
    assert line.count('class="blank"') == 2


def test_the_pile_rule_is_the_simulations() -> None:
    """With real cards the won cards are shuffled before they go under the pile, as the
    classic rules the simulation plays (pickup="shuffled"); rules that keep table order do
    not get that step."""
    assert Rules.preset("classic").pickup == "shuffled"
    pile = Words("en").plain("sheet.record.pile")
    assert pile in _text(sheets.sheet(LESSON.code, "record").html)
    table_order = Game(Rules.preset("vojna"), seed=1).code
    assert pile not in _text(sheets.sheet(table_order, "record").html)


def test_the_exit_tickets_items_and_the_numbers_its_answers_state() -> None:
    """Three items, printed twice on the second page (a pair's two halves); the answers'
    numbers are the engine's: 3/51 = 1/17, 170 × 1/17 = 10, exactly 10 about 13 %, 4 to 16
    about 97 % (binomial, each first flip a new shuffle)."""
    made = sheets.sheet(LESSON.code, "record")
    page = made.html.split('<section class="page exit-record">')[1]
    assert page.count('<div class="ticket">') == 2 and page.count('<hr class="cut">') == 1
    assert page.count("<li>") == 6
    p = first_flip_war_probability(Rules())
    assert p == Fraction(3, 51) == Fraction(1, 17)
    assert FLIPS * p == 10
    key = _text(made.key_html)
    assert "3/51 = 1/17 ≈ 5.9 %" in key and f"{float(p):.1%}" == "5.9%"
    assert "1/169" in key and Fraction(1, 13) ** 2 == Fraction(1, 169)
    assert "1/221" in key and Fraction(4, 52) * Fraction(3, 51) == Fraction(1, 221)
    assert "exactly 10 comes in about 13 %" in key.replace("Exactly", "exactly")
    assert round(100 * float(wars_in_flips(10, 10))) == 13
    assert "between 4 and 16 in about 97 %" in key
    assert round(100 * float(wars_in_flips(4, 16))) == 97


def test_the_exit_ticket_is_for_the_52_card_deck_only() -> None:
    """3 of the other 51 match on the 52-card deck alone: a record sheet of a deck of numbers
    has no exit ticket and no exit answers."""
    assert has_exit(Rules()) and has_exit(Rules(face_down=1))
    assert not has_exit(Rules(numbers=10, copies=4)) and not has_exit(Rules(jokers=2))
    numbers = sheets.sheet(Game(Rules(numbers=10, copies=4), seed=1).code, "record")
    assert "exit-record" not in numbers.html
    assert Words("en").plain("sheet.key.exit.record.1") not in _text(numbers.key_html)
