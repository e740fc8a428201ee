"""The small ones of the hardening issue, each a regression test.

``repr(Card(0))`` raised ``KeyError`` (and so did a deal or a choice holding it);
``WarWidget(names=5)`` said "'int' object is not iterable"; ``Rules(copies=np.True_)`` was
accepted; a deeply nested message raised ``RecursionError``; malformed messages were logged
in full; codes whose deal cannot be played raised a plain ``ValueError``.
"""

from __future__ import annotations

import json
import logging

import numpy as np
import pytest
import traitlets

from war_widget import Game, Rules, WarWidget
from war_widget.front_state import MAX_LOGGED, short
from war_widget.game.cards import Card
from war_widget.game.codes import CodeError, encode
from war_widget.simulation.widget import SimulationWidget


@pytest.mark.parametrize("number", [0, 1, 7, 15 * 8 + 1, 10_000])
def test_a_number_that_is_no_card_has_a_repr_and_is_refused_by_name(number):
    card = Card(number)
    assert repr(card) == f"Card({number})" and str(card) == f"Card({number})"
    with pytest.raises(ValueError, match=rf"Card\({number}\) is not a card"):
        _ = card.code
    with pytest.raises(ValueError, match=r"hands\[0\]\[0\]: Card"):
        Game(Rules(numbers=10), hands=[[card], [3]])
    with pytest.raises(ValueError, match=r"hands\[0\]\[0\]: Card"):
        Game(hands=[[card], ["K"]])


def test_choosing_a_number_that_is_no_card_names_the_allowed_answers():
    g = Game(Rules.preset("steal_war"), seed=0)
    g.step()
    assert g.pending is not None and g.pending.kind == "top"
    with pytest.raises(ValueError, match=r"decision=Card\(0\) is not allowed: decision must be"):
        g.choose(Card(0))
    assert g.pending is not None


@pytest.mark.parametrize("names", [5, 2.5, {"a": 1}, object()])
def test_names_that_are_no_list_are_refused_by_name(names):
    with pytest.raises(traitlets.TraitError, match=r"names: expected a list of names"):
        WarWidget(names=names)


@pytest.mark.parametrize(
    "options",
    [{"copies": np.True_}, {"numbers": 4, "copies": np.True_}, {"copies": True}],
)
def test_a_numpy_bool_is_no_number_of_copies(options):
    with pytest.raises(ValueError, match="copies="):
        Rules(**options)


def test_numpy_numbers_are_kept_as_plain_ones_and_the_widget_state_serialises():
    rules = Rules(players=np.int64(3), numbers=np.int8(9), copies=np.int64(2))
    assert [type(v) for v in (rules.players, rules.numbers, rules.copies)] == [int] * 3
    json.dumps(WarWidget(rules=rules).get_state())


def _nested(depth: int) -> list[object]:
    root: list[object] = []
    inner = root
    for _ in range(depth):
        child: list[object] = []
        inner.append(child)
        inner = child
    return root


@pytest.mark.timeout(30)
@pytest.mark.parametrize("widget", [WarWidget, SimulationWidget])
@pytest.mark.parametrize("depth", [960, 5_000])
def test_a_deeply_nested_message_is_ignored_and_logged(widget, depth, caplog):
    w = widget()
    deep = _nested(depth)
    for message in [
        {"type": deep},
        {"type": "set_rules", "changes": {"peace": deep}},
        {"type": "set", "games": deep},
        {"type": "new_game", "code": deep},
        deep,
    ]:
        with caplog.at_level(logging.WARNING):
            w._on_msg(w, message, [])  # never raises
    assert all(len(r.getMessage()) < 2 * MAX_LOGGED for r in caplog.records)


@pytest.mark.timeout(30)
@pytest.mark.parametrize("widget", [WarWidget, SimulationWidget])
def test_a_huge_malformed_message_is_logged_in_short_form(widget, caplog):
    w = widget()
    with caplog.at_level(logging.WARNING):
        for _ in range(2):
            w._on_msg(w, {"type": "x" * 10_000_000}, [])
        w.set_state({"round": "y" * 10_000_000, "question": 1})
    logged = sum(len(r.getMessage()) for r in caplog.records)
    assert 0 < logged < 3 * 2 * MAX_LOGGED


def test_short_cuts_long_text_and_says_how_long_it_was():
    assert short("abc") == "abc"
    cut = short("z" * 1000)
    assert cut.startswith("z" * MAX_LOGGED) and "1,000 characters" in cut
    assert "nested too deep" in short(_nested(100_000))


@pytest.mark.parametrize(
    ("hands", "rules"),
    [
        ([["KS", "KS"], ["2H"]], Rules()),
        ([["KS"], []], Rules()),
        ([["#3"] * 3, ["#1"]], Rules(numbers=3)),
        ([["#1"], ["#2"], ["#3"]], Rules()),
        ([["K"] * 150, ["Q"] * 150], Rules()),
    ],
)
def test_a_code_of_a_deal_no_game_can_have_raises_the_code_error(hands, rules):
    code = encode(0, rules, [[Card.parse(c) for c in h] for h in hands])
    with pytest.raises(CodeError, match="code: "):
        Game.from_code(code)


BAD = [5, 2.5, "x", None, [1], {"a": 1}, object(), True]
ARGUMENTS = {
    WarWidget: [
        *("rules", "preset", "seed", "code", "lang", "names", "mode", "level", "speed", "quiz"),
        *("quiz_kind", "hide_explanation", "dots", "four_colours", "settings"),
    ],
    SimulationWidget: ["rules", "compare", "games", "seed", "engine", "lang", "policies"],
}


@pytest.mark.parametrize(
    ("widget", "name"), [(w, n) for w, names in ARGUMENTS.items() for n in names]
)
def test_a_widget_argument_of_the_wrong_kind_is_refused_naming_it(widget, name):
    for value in BAD:
        try:
            widget(**{name: value})
        except (ValueError, traitlets.TraitError) as err:
            assert name in str(err), (name, value, err)
