"""The rules' arithmetic, function by function, and the promise that it is written once: the
engine calls it, the C kernel's loops call its twins in ``csrc/kernel/common.h``, and the loops
hold no rule arithmetic of their own."""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

import pytest

from war_widget import END_REASONS, Rules
from war_widget.game import arithmetic
from war_widget.game.arithmetic import (
    ALL_CARDS,
    ANNULLED,
    COMBINE_DIFFERENCE,
    COMBINE_PRODUCT,
    COMBINE_SUM,
    FACE_DOWN_BY_RANK,
    GOES_ON,
    PICKUP_LOSER_FIRST,
    PICKUP_RANDOM_ORDER,
    PICKUP_TABLE,
    PICKUP_WINNER_FIRST,
    ROUND_LIMIT,
    SAFETY_CAP,
    beats,
    combine,
    ending,
    greedy_steals,
    highest,
    highest_pair,
    is_short,
    opponents,
    out_of_war,
    peace_drawn,
    pile_risk,
    play_gain,
    ranked,
    refills,
    safer_top,
    short_face_down,
    steal_or_play,
    war_size,
    winner_first,
)
from war_widget.game.rules import COMBINES, PICKUPS

#: The C kernel's sources (its arithmetic in common.h).
CSRC = Path(__file__).resolve().parents[2] / "csrc" / "kernel"


def test_the_codes_are_the_indices_of_the_words() -> None:
    assert [COMBINES.index(w) for w in ("sum", "difference", "product")] == [
        COMBINE_SUM,
        COMBINE_DIFFERENCE,
        COMBINE_PRODUCT,
    ]
    assert PICKUPS[PICKUP_WINNER_FIRST] == "winner_first"
    assert PICKUPS[PICKUP_RANDOM_ORDER] == "random_order"
    assert PICKUPS[PICKUP_TABLE] == "table"
    codes = {ALL_CARDS, ROUND_LIMIT, ANNULLED, arithmetic.REPEATED_POSITION, SAFETY_CAP}
    assert [END_REASONS[c] for c in sorted(codes)] == list(END_REASONS)


@pytest.mark.parametrize(
    ("tied", "size"),
    [(2, 1), (8, 7), (10, 9), (11, 9), (13, 9), (14, 10), (15, 10), (1, 0)],
)
def test_war_size_by_rank_is_the_tied_worth_less_one(tied: int, size: int) -> None:
    """Război: J, Q, K count 10, an ace (high, 14) or a joker (15) 11, an ace low 1."""
    assert war_size(FACE_DOWN_BY_RANK, tied) == size


@pytest.mark.parametrize("face_down", [0, 1, 3, 10])
def test_war_size_is_the_count_otherwise(face_down: int) -> None:
    assert {war_size(face_down, tied) for tied in range(1, 16)} == {face_down}


def test_rules_war_size_is_the_arithmetics() -> None:
    for face_down in (1, 3, "by_rank"):
        rules = Rules(face_down=face_down, pickup="table")
        code = FACE_DOWN_BY_RANK if face_down == "by_rank" else face_down
        assert [rules.war_size(v) for v in range(1, 16)] == [
            war_size(code, v)  # type: ignore[arg-type]
            for v in range(1, 16)
        ]


def test_combine() -> None:
    assert combine(9, 4, COMBINE_SUM) == 13
    assert combine(4, 9, COMBINE_DIFFERENCE) == combine(9, 4, COMBINE_DIFFERENCE) == 5
    assert combine(9, 4, COMBINE_PRODUCT) == 36


def test_the_higher_number_beats() -> None:
    assert beats(10, 9) and not beats(9, 10) and not beats(7, 7)


def test_highest_counts_the_seats_at_the_top_and_names_the_first() -> None:
    showing = [9, 3, 9, 14]
    assert highest(showing, [0, 1, 2], 3) == (9, 2, 0)
    assert highest(showing, [1, 2, 3], 3) == (14, 1, 3)
    assert highest(showing, [1, 2, 3, 0], 2) == (9, 1, 2)  # only the first n seats


def test_ranked_adds_one_flip_to_the_highest_so_far() -> None:
    assert ranked(5, 0, 0) == (5, 1)  # the first flip is the highest, whatever it shows
    assert ranked(0, 9, 0) == (0, 1)
    assert ranked(9, 5, 1) == (9, 1)  # higher: the new highest, once
    assert ranked(5, 5, 1) == (5, 2)  # as high: one more shows it
    assert ranked(3, 5, 2) == (5, 2)  # lower: nothing changes
    top, count = 0, 0
    for v in [9, 3, 9, 14, 14]:
        top, count = ranked(v, top, count)
    assert (top, count) == (14, 2)


def test_highest_pair_is_the_highest_shared_number() -> None:
    assert highest_pair([9, 3, 3], [0, 1, 2], 3) == 3  # 9-3-3: the threes (war is superior)
    assert highest_pair([9, 9, 3, 3], [0, 1, 2, 3], 4) == 9
    assert highest_pair([9, 8, 2], [0, 1, 2], 3) == -1


def test_refills_only_when_the_draw_pile_is_short_and_a_won_pile_waits() -> None:
    assert refills(2, 3, 5) and not refills(3, 3, 5) and not refills(0, 3, 0)
    assert refills(0, 0, 1) and not refills(1, 0, 1)  # a look (0 cards): an empty pile only


def test_shortage() -> None:
    assert is_short(3, 3, 1) and not is_short(4, 3, 1)
    assert out_of_war(3, 3, 1, True) and not out_of_war(3, 3, 1, False)
    assert out_of_war(0, 3, 1, False) and not out_of_war(1, 3, 1, False)
    assert [short_face_down(held, 1) for held in range(4)] == [0, 0, 1, 2]
    assert [short_face_down(held, 2) for held in range(5)] == [0, 0, 0, 1, 2]


def test_collect_order() -> None:
    assert winner_first(PICKUP_WINNER_FIRST, 1)
    assert not winner_first(PICKUP_LOSER_FIRST, 0)
    assert winner_first(PICKUP_RANDOM_ORDER, 0) and not winner_first(PICKUP_RANDOM_ORDER, 1)


def test_peace_draw() -> None:
    assert [d for d in range(100) if peace_drawn(d, 25)] == list(range(25))


def test_ending_in_order() -> None:
    assert ending(True, 1, 5, 5, 10) == ANNULLED
    assert ending(False, 1, 5, 5, 10) == ALL_CARDS
    assert ending(False, 2, 5, 5, 10) == ROUND_LIMIT
    assert ending(False, 2, 5, 0, 5) == SAFETY_CAP
    assert ending(False, 2, 4, 5, 10) == GOES_ON


# -- Steal War's policies ---------------------------------------------------------------------
def test_a_policy_reckons_with_one_opponent_at_least() -> None:
    assert [opponents(n) for n in range(5)] == [1, 1, 1, 2, 3]


def test_the_safer_top_card_has_fewer_copies_out_then_the_higher_worth() -> None:
    assert safer_top(1, 5, 2, 14) and not safer_top(2, 14, 1, 5)
    assert safer_top(2, 14, 2, 5) and not safer_top(2, 5, 2, 14) and not safer_top(2, 9, 2, 9)


def test_greedy_steals_more_than_the_card_could_win_at_once() -> None:
    assert greedy_steals(3, 1, 1) and not greedy_steals(2, 1, 1)


def test_play_gain_weighs_winning_against_losing() -> None:
    assert play_gain(0, 0, 0, 1, 0, 0) == 0.0  # nothing unseen
    assert play_gain(10, 0, 10, 1, 0, 0) == 1.0  # every unseen card lower: wins one card
    assert play_gain(0, 10, 10, 1, 3, 0) == -4.0  # every one higher: loses the card and 3
    assert play_gain(4, 6, 10, 1, 0, 2) == 0.4 * 3 - 0.6 * 1
    # Two opponents: wins only if both are lower, loses if either is higher.
    assert play_gain(5, 5, 10, 2, 0, 0) == 0.25 * 2 - 0.75 * 1


def test_pile_risk_is_the_chance_an_opponent_matches_the_top_times_the_pile() -> None:
    assert pile_risk(2, 10, 1, 5) == 0.2 * 5
    assert pile_risk(6, 10, 2, 5) == 5.0  # a chance capped at one
    assert pile_risk(3, 10, 1, 0) == 0.0 and pile_risk(3, 0, 1, 4) == 0.0


def test_steal_or_play_is_what_each_is_worth() -> None:
    assert steal_or_play(4, 0.5, 1.5, 0.25, 0.25) == (3.0, 0.0)


# -- written once ------------------------------------------------------------------------------
def _c_source(name: str) -> str:
    return (CSRC / name).read_text(encoding="utf-8")


def test_every_function_has_its_c_twin_beside_the_kernel() -> None:
    """The module's functions are all in ``FUNCTIONS``, and each has its twin ``a_<name>`` in
    ``csrc/kernel/common.h`` (the C kernel's loops call those; the differential tests hold the
    two to the same games)."""
    functions = {
        name
        for name, value in vars(arithmetic).items()
        if inspect.isfunction(value) and value.__module__ == arithmetic.__name__
    }
    assert functions == set(arithmetic.FUNCTIONS)
    header = _c_source("common.h")
    twins = set(re.findall(r"static inline \w+ a_(\w+)\(", header))
    assert twins == set(arithmetic.FUNCTIONS)


#: Numbers that only rule arithmetic would write in a game loop: Război's 10 and 14.
_RULE_NUMBERS = {"10", "14"}
#: Names a loop may not read: the codes of rules whose arithmetic is written in common.h.
_RULE_CODES = {"FACE_DOWN_BY_RANK", "COMBINE_SUM", "COMBINE_DIFFERENCE", "COMBINE_PRODUCT"}
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def _loop_code(name: str) -> str:
    """A C file without its comments and its ``#define`` lines (the sizes of its tables)."""
    code = _COMMENT.sub(" ", _c_source(name))
    return "\n".join(line for line in code.splitlines() if not line.lstrip().startswith("#"))


@pytest.mark.parametrize("loop", ["many.c", "two.c", "duel.c", "steal.c", "cycle.c"])
def test_the_kernel_loops_keep_only_control_flow(loop: str) -> None:
    """No war size by rank, no combination of two cards, no ``held < need`` in a C loop: the
    loops call common.h's arithmetic (a rule option's numbers are computed in one place)."""
    code = _loop_code(loop)
    words = set(re.findall(r"\b\w+\b", code))
    assert words & _RULE_NUMBERS == set(), loop
    assert words & _RULE_CODES == set(), loop
    assert "need" not in words and "abs" not in words and "llabs" not in words, loop


def test_the_loop_check_sees_rule_arithmetic_written_in_a_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The control: the check above catches a loop that works out Război's size itself."""
    written = _c_source("duel.c") + "\nstatic i64 size(i64 t) { return t >= 10 ? 14 - t : t; }\n"
    monkeypatch.setattr(sys.modules[__name__], "_c_source", lambda name: written)
    with pytest.raises(AssertionError):
        test_the_kernel_loops_keep_only_control_flow("duel.c")


def test_the_engine_calls_the_arithmetic() -> None:
    """The engine's round (the game and its table) reads the same functions (so its games
    are the kernel's)."""
    from war_widget.game import engine, table

    source = inspect.getsource(engine) + inspect.getsource(table)
    for name in ("war_size", "highest", "highest_pair", "out_of_war", "is_short", "ending"):
        assert f"{name}(" in source, name
    assert "abs(" not in source and "max(shown)" not in source
