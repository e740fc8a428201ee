"""Printable sheets (war_widget.sheets): their content, their answers (the engine's), their
words (the catalogues'), the command line, and the errors.  The print itself is checked in
Chromium by tests/e2e/test_sheets_print.py."""

from __future__ import annotations

import re
from html import unescape

import pytest

from war_widget import Game, Rules, locale, sheets
from war_widget.cli.commands import main
from war_widget.locale import MESSAGES
from war_widget.sheets.rounds import TWO_CARDS
from war_widget.sheets.words import Words

CLASSIC = Game(Rules(), seed=101).code
SUMS = Game(Rules.preset("guerra_de_sumas"), seed=3).code


def _sections(html: str) -> list[str]:
    return re.findall(r'<section class="page (\w+)">(.*?)</section>', html, re.S)


def _key_rows(html: str) -> list[tuple[str, str, str]]:
    key = dict(_sections(html))["key"]
    rows = re.findall(r"<tr><td>(\d+)</td><td>(.*?)</td><td>(.*?)</td></tr>", key)
    return [(n, unescape(cards), unescape(_text(answer))) for n, cards, answer in rows]


def _text(html: str) -> str:
    """A cell's words: its names' ``<bdi>`` tags (isolated for direction) left out."""
    return re.sub(r"</?bdi>", "", html)


ROUNDS_SHEETS = [s for s in sheets.LESSON_SHEETS if s.activity != "record"]


def test_a_lessons_sheet_is_a_rounds_sheet_or_the_record_sheet():
    """Lesson 03's is the record sheet (tests/sheets/test_sheet_record.py), and lesson 07's the same
    (the pairs' whole games: rounds and wars); every other asks about a game's rounds."""
    records = [s.lesson for s in sheets.LESSON_SHEETS if s.activity == "record"]
    assert records == ["03_probability", "07_true"]


@pytest.mark.parametrize("lesson", ROUNDS_SHEETS, ids=lambda s: f"{s.lesson}-{s.activity}")
def test_every_lessons_sheet_has_the_worksheet_the_exit_ticket_and_the_key(lesson):
    made = sheets.sheet(lesson.code, lesson.activity)
    sections = _sections(made.html) + _sections(made.key_html)
    # the pupils' pages, and the answer key apart (issue 35: printing them never prints it)
    assert [name for name, _ in _sections(made.html)] == ["worksheet", "exit"]
    assert [name for name, _ in _sections(made.key_html)] == ["key"]
    rounds, exits = sheets.ROUNDS[lesson.activity], sheets.EXIT_ROUNDS
    cards = 2 if lesson.activity in TWO_CARDS else 1
    body = dict(sections)
    assert body["worksheet"].count('<svg class="card"') == rounds * 2 * cards
    assert body["exit"].count('<svg class="card"') == exits * 2 * cards
    assert "<svg" not in body["key"]
    assert len(_key_rows(made.key_html)) == rounds + exits
    assert "<ol>" in body["exit"]  # the real-card version
    assert "@page { size: A4; margin: 12mm; }" in made.html


def test_who_wins_is_the_engines_winner_of_each_round_without_a_war():
    made = sheets.sheet(CLASSIC, "win")
    replay = Game.from_code(CLASSIC)
    rounds = [replay.step() for _ in range(10)]
    ties = 0
    for (number, _, answer), rnd in zip(_key_rows(made.key_html), rounds, strict=True):
        assert int(number) == rnd.number
        if rnd.wars:
            ties += 1
            assert answer == "= (a war)"
        else:
            assert answer == f"Player {rnd.winner + 1}"
    assert ties < len(rounds)


def test_the_sign_agrees_with_the_cards_worths():
    rules = Rules(numbers=10, copies=4)
    code = Game(rules, seed=102).code
    for _, cards, answer in _key_rows(sheets.sheet(code, "sign").key_html):
        first, sign, second = answer.split()
        assert cards == f"{first}; {second}"
        a, b = int(first), int(second)
        assert sign == ("<" if a < b else ">" if a > b else "=")


def test_the_sums_add_up_and_the_bigger_sum_wins():
    for _, _, answer in _key_rows(sheets.sheet(SUMS, "sum").key_html):
        sums, winner = answer.split(" → ")
        totals = []
        for part in sums.split("; "):
            terms, total = part.split(" = ")
            assert sum(int(t) for t in terms.split(" + ")) == int(total)
            totals.append(int(total))
        if totals[0] == totals[1]:
            assert winner == "= (a war)"
        else:
            assert winner == f"Player {1 + (totals[1] > totals[0])}"


def test_picture_cards_worths_follow_the_rules():
    low = sheets.sheet(Game(Rules(ace_low=True), seed=4).code, "win").html
    high = sheets.sheet(CLASSIC, "win").html
    assert "J = 11, Q = 12, K = 13, A = 1." in low
    assert "J = 11, Q = 12, K = 13, A = 14." in high
    numbers = sheets.sheet(Game(Rules(numbers=10, copies=4), seed=5).code, "win").html
    assert "J = " not in numbers and "from the ace (it counts 1) to 10: 4 of each" in numbers


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_every_word_is_in_the_learners_language(lang):
    english = Words("en")
    for lesson in sheets.LESSON_SHEETS:
        html = sheets.sheet(lesson.code, lesson.activity, lang=lang).html
        assert f'<html lang="{lang}"' in html  # (and dir="rtl" in ar)
        text = unescape(re.sub(r"<style>.*?</style>|<[^>]+>", " ", html, flags=re.S))
        for key in MESSAGES:
            if (
                key.startswith("sheet.")
                and MESSAGES[key].plural is None
                and not MESSAGES[key].fields
            ):
                own = Words(lang).plain(key)
                if own != english.plain(key):  # a whole word ("no" is in "noen", "nothing")
                    said = rf"(?<!\w){re.escape(english.plain(key))}(?!\w)"
                    assert not re.search(said, text), (lang, key)
        assert "Player" not in text and "Who wins" not in text


def test_the_real_card_version_follows_the_rules():
    classic = sheets.sheet(CLASSIC, "win").html
    assert "Take a deck of 52 cards." in classic
    assert "each player lays 3 cards face down" in classic
    one = sheets.sheet(Game(Rules(face_down=1), seed=2).code, "win").html
    assert "each player lays 1 card face down" in one
    peace = sheets.sheet(Game(Rules(peace="always"), seed=2).code, "win").html
    assert "face down and turns one more" not in peace
    assert "the two top cards" in sheets.sheet(SUMS, "sum").html


def test_save_writes_the_page(tmp_path):
    made = sheets.sheet(CLASSIC, "sign", lang="sk", paper="letter")
    path = made.save(tmp_path / "sheet.html")
    assert path.read_text(encoding="utf-8") == made.html
    assert "@page { size: letter;" in made.html
    # A notebook shows the page in a frame (tests/sheets/test_sheet_in_cell.py); the file is the
    # page.
    assert made._repr_html_().startswith('<div class="war-widget-sheet"')


def test_for_lesson_gives_each_of_its_sheets():
    two = sheets.for_lesson("02_counting", lang="nb", paper="letter")
    assert [s.activity for s in two] == ["sign", "sum", "difference", "product"]
    assert all(s.lang == "nb" and s.paper == "letter" for s in two)
    with pytest.raises(ValueError, match=r"lesson='06_x' is not allowed: .*'01_play'"):
        sheets.for_lesson("06_x")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"code": CLASSIC, "activity": "add"},
            r"activity='add' .*'win', 'sign', 'sum', 'product', 'difference'",
        ),
        ({"code": CLASSIC, "activity": "sum"}, r"activity='sum' .*flip=2, combine='sum'"),
        ({"code": SUMS, "activity": "sign"}, r"activity='sign' .*flip=1"),
        ({"code": "75G2-X", "activity": "win"}, r"code='75G2-X' is not a game code"),
        ({"code": 42, "activity": "win"}, r"code=42 .*a game code"),
        ({"code": Game(Rules(players=3), seed=1).code, "activity": "win"}, r"code=.*2 players"),
        ({"code": CLASSIC, "activity": "win", "paper": "a5"}, r"paper='a5' .*'a4', 'letter'"),
        ({"code": CLASSIC, "activity": "win", "lang": "xx"}, r"lang='xx' is not supported"),
    ],
)
def test_bad_input_names_the_field_and_what_is_allowed(kwargs, message):
    with pytest.raises(ValueError, match=message):
        sheets.sheet(**kwargs)


def test_a_game_too_short_for_the_sheet_is_refused():
    code = Game(Rules(numbers=2, copies=1), seed=1).code
    with pytest.raises(ValueError, match=r"code=.*ends after \d+ rounds.*needs 10"):
        sheets.sheet(code, "win")


def test_steal_war_is_refused():
    rules = Rules.preset("steal_war")
    with pytest.raises(ValueError, match=r"code=.*steal='off'"):
        sheets.sheet(Game(rules, seed=1).code, "win")


def test_the_command_line_writes_the_sheet(tmp_path, capsys):
    out = tmp_path / "s.html"
    args = ["sheet", SUMS, "--activity", "sum", "--lang", "pl", "--paper", "letter", "-o", str(out)]
    assert main(args) == 0
    assert (
        out.read_text(encoding="utf-8") == sheets.sheet(SUMS, "sum", lang="pl", paper="letter").html
    )
    assert main(["sheet", CLASSIC, "--activity", "win"]) == 0
    assert capsys.readouterr().out == sheets.sheet(CLASSIC, "win").html


def test_the_command_line_refuses_bad_input_in_one_line(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["sheet", CLASSIC, "--activity", "add"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "activity='add'" in err


def test_number_cards_show_their_dots_to_count():
    from war_widget.game.cards import Card
    from war_widget.sheets.svg import card_svg

    assert card_svg(Card.parse("#7"), "7").count("<circle") == 7
    assert card_svg(Card.parse("#10"), "10").count("<circle") == 10
    assert card_svg(Card.parse("#12"), "12").count("<circle") == 0
    assert card_svg(Card.parse("7H"), "7♡").count("<circle") == 0


def test_a_game_that_asks_war_or_peace_is_fought_as_a_war():
    rules = Rules(peace="ask", pickup="table")
    code = Game(rules, seed=8).code
    made = sheets.sheet(code, "sign")
    replay = Game.from_code(code)
    numbers, asked = [], 0
    while len(numbers) < 10:
        numbers.append(replay.step().number)
        while replay.pending is not None:
            asked += 1
            replay.choose("war")
    assert asked  # seed 8 asks within the sheet's rounds
    assert [int(n) for n, _, _ in _key_rows(made.key_html)] == numbers
    assert "face down and turns one more" not in made.html  # the class's own rule for ties


def test_jokers_are_drawn_and_counted_in_the_deck():
    code = next(
        c
        for c in (Game(Rules(jokers=2), seed=s).code for s in range(200))
        if "★" in sheets.sheet(c, "win").html
    )
    assert "Take a deck of 54 cards." in sheets.sheet(code, "win").html
