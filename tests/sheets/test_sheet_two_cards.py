"""Product War's and the difference's sheets (issue 43): each player's two cards multiplied
or the smaller taken from the larger, the answers the engine's own (its ``compare`` of the
round), in every language with its own times sign; the activity the play widget's Settings
picks for those rules; a code that does not fit refused, naming the field."""

from __future__ import annotations

import re
from html import unescape

import pytest

from war_widget import Game, Rules, WarWidget, locale, sheets
from war_widget.game.names import plain
from war_widget.sheets.words import Words

PRODUCT = Game(Rules(flip=2, combine="product", numbers=10, copies=4), seed=1).code
PRODUCT_CLASSIC = Game(Rules(flip=2, combine="product"), seed=6).code
DIFFERENCE = Game(Rules(flip=2, combine="difference"), seed=1).code
LOWEST = Game(Rules(flip=2, combine="difference", lowest_wins=True), seed=2).code
CASES = [(PRODUCT, "product"), (PRODUCT_CLASSIC, "product"), (DIFFERENCE, "difference")]


def _rows(key_html: str) -> list[tuple[int, str]]:
    rows = re.findall(r"<tr><td>(\d+)</td><td>.*?</td><td>(.*?)</td></tr>", key_html)
    # (an rtl language's arithmetic is isolated left to right: plain takes the isolates out)
    return [(int(n), plain(unescape(re.sub(r"</?bdi>", "", answer)))) for n, answer in rows]


def _engine(code: str, count: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Round number -> per seat its flipped worths and the number the engine compared, then
    the winners, for the rounds whose opening flip shows two cards a player."""
    game = Game.from_code(code)
    found: dict[int, tuple[tuple[int, ...], ...]] = {}
    while len(found) < count:
        rnd = game.step()
        flips = {ev.seat: ev for ev in rnd.events if ev.kind == "flip" and ev.count == 0}
        compare = next(ev for ev in rnd.events if ev.kind == "compare")
        if all(len(flips[s].values) == 2 for s in (0, 1)):
            found[rnd.number] = (flips[0].values, flips[1].values, compare.values, compare.winners)
    return found


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize(("code", "activity"), CASES)
def test_the_answers_are_the_engines(code: str, activity: str, lang: str) -> None:
    made = sheets.sheet(code, activity, lang=lang)
    rows = _rows(made.key_html)
    assert len(rows) == sheets.ROUNDS[activity] + sheets.EXIT_ROUNDS
    engine = _engine(code, len(rows))
    assert [n for n, _ in rows] == sorted(engine)
    w = Words(lang)
    sign = w.plain("sign.times") if activity == "product" else "−"
    ties = 0
    for number, answer in rows:
        first, second, compared, winners = engine[number]
        numbers, winner = answer.split(" → ")
        for seat, part in enumerate(numbers.split("; ")):
            terms, total = part.split(" = ")
            a, b = (int(t) for t in terms.split(f" {sign} "))
            assert int(total) == compared[seat]  # the engine's number, not the sheet's own
            assert sorted((a, b)) == sorted((first, second)[seat])
            if activity == "product":
                assert a * b == int(total)
            else:
                assert a >= b and a - b == int(total)  # the larger first
        if len(winners) > 1:
            ties += 1
            assert winner == w.plain("sheet.key.tie")
        else:
            assert winner == w.plain("ui.player", number=winners[0] + 1)
    assert ties < len(rows)


@pytest.mark.parametrize(("code", "activity"), CASES)
def test_the_sheets_pages_cards_and_boxes(code: str, activity: str) -> None:
    made = sheets.sheet(code, activity, paper="letter")
    pages = re.findall(r'<section class="page (\w+)">(.*?)</section>', made.html, re.S)
    assert [name for name, _ in pages] == ["worksheet", "exit"]
    body = dict(pages)
    assert body["worksheet"].count('<svg class="card"') == sheets.ROUNDS[activity] * 4
    assert body["exit"].count('<svg class="card"') == sheets.EXIT_ROUNDS * 4
    # a box for each player's product (difference) and one for who wins, each round
    rounds = sheets.ROUNDS[activity]
    assert body["worksheet"].count('<span class="box"></span>') == rounds * 3
    sign = "×" if activity == "product" else "−"
    assert body["worksheet"].count(f'<span class="op">{sign}</span>') == rounds * 2
    assert f'class="rounds {activity}"' in body["worksheet"]
    assert "@page { size: letter;" in made.html


def test_the_difference_writes_the_larger_card_first() -> None:
    made = sheets.sheet(DIFFERENCE, "difference")
    worksheet = made.html.split('<section class="page worksheet">')[1]
    cells = re.findall(r'<div class="cards">(.*?)</div>', worksheet)
    assert cells
    letters = {"J": 11, "Q": 12, "K": 13, "A": 14}  # the classic rules' worths
    for cell in cells:
        faces = re.findall(r'aria-label="(\d+|[JQKA])', cell)
        worths = [letters.get(face) or int(face) for face in faces]
        assert len(worths) == 2 and worths[0] >= worths[1], cell


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
@pytest.mark.parametrize(("code", "activity"), CASES[1:])
def test_every_word_is_in_the_learners_language(code: str, activity: str, lang: str) -> None:
    w, english = Words(lang), Words("en")
    made = sheets.sheet(code, activity, lang=lang)
    text = unescape(re.sub(r"<style>.*?</style>|<[^>]+>", " ", made.html, flags=re.S))
    for key in (f"sheet.title.{activity}", f"sheet.task.{activity}", f"sheet.real.{activity}"):
        assert w.plain(key) in text and w.plain(key) != english.plain(key), (lang, key)
        assert english.plain(key) not in text
    war = w.plain(f"sheet.real.war.{activity}", count=3)
    assert war in text and war != english.plain(f"sheet.real.war.{activity}", count=3)
    assert w.plain("sheet.real.war.sum", count=3) not in text
    times = w.plain("sign.times")
    if activity == "product":
        assert f'<span class="op">{times}</span>' in made.html  # · in pl, sk, nb; × in es


def test_the_lowest_wins_rule_is_said() -> None:
    made = unescape(sheets.sheet(LOWEST, "difference").html)
    w = Words("en")
    assert w.plain("sheet.task.difference.lowest") in made
    assert w.plain("sheet.real.difference.lowest") in made
    assert w.plain("sheet.real.war.difference.lowest", count=3) in made
    assert w.plain("sheet.task.difference") not in made


@pytest.mark.parametrize(
    ("code", "activity", "message"),
    [
        (
            DIFFERENCE,
            "product",
            r"activity='product' .*flip=2, combine='product'.*use 'difference'",
        ),
        (PRODUCT, "difference", r"activity='difference' .*combine='difference'.*use 'product'"),
        (
            PRODUCT,
            "sum",
            r"activity='sum' .*combine='sum'.*this code has flip=2, combine='product'",
        ),
        (Game(Rules(), seed=1).code, "product", r"activity='product' .*has flip=1: use 'win' or"),
        (PRODUCT, "win", r"activity='win' .*flip=1.*use 'product'"),
        (PRODUCT, "sign", r"activity='sign' .*flip=1.*use 'product'"),
    ],
)
def test_a_code_that_does_not_fit_is_refused_naming_the_field(code, activity, message) -> None:
    with pytest.raises(ValueError, match=message):
        sheets.sheet(code, activity)


@pytest.mark.parametrize("combine", ["product", "difference"])
def test_the_widget_offers_the_sheet_of_its_rules(combine: str) -> None:
    rules = Rules(flip=2, combine=combine)
    assert sheets.activity_for(rules) == combine
    w = WarWidget(seed=5, lang="es")
    w.new_game(rules, seed=5)
    assert w.sheet is not None
    page = sheets.for_game(Game(rules, seed=5), lang="es")
    assert page is not None and page.activity == combine
    assert w.sheet["html"] == page.html
    assert w.sheet["label"] == f"{Words('es').plain(f'sheet.title.{combine}')} (A4)"
