"""Exact answers for tiny decks (``war_widget.lessons.tiny_decks``): by hand, and against
simulation."""

from __future__ import annotations

import math
import statistics
from fractions import Fraction

import pytest

from war_widget import Rules, simulate
from war_widget.lessons.tiny_decks import deals, endless_share, expected_length, transitions


# -- by hand: two and three cards ----------------------------------------------------------------
def test_two_cards_end_in_one_round() -> None:
    """Numbers 1 and 2, one each: the 2 takes the 1 in round 1, whatever the pick-up order."""
    for pickup in ("random_order", "shuffled", "winner_first", "loser_first", "table"):
        rules = Rules(numbers=2, pickup=pickup)
        assert expected_length(rules) == 1
        assert sum(deals(rules).values()) == 2
    share = endless_share(Rules(numbers=2, pickup="winner_first"))
    assert (share.deals, share.endless, share.share, share.mean_rounds) == (
        2,
        0,
        Fraction(0),
        Fraction(1),
    )


def test_three_cards_dealt_one_each_end_in_one_round() -> None:
    """Three cards, two players: one card each and one set aside, no tie: 1 round; each of
    the 3 x 2 = 6 deals comes from one ordering of the deck."""
    rules = Rules(numbers=3, pickup="random_order")
    counted = deals(rules)
    assert sum(counted.values()) == 6 and len(counted) == 6
    assert expected_length(rules) == 1
    assert endless_share(rules.replace(pickup="loser_first")).share == 0


def test_three_cards_two_against_one_by_hand() -> None:
    """Seat 0 holds 2, seat 1 holds 1 then 3.

    Round 1: 2 beats 1; seat 0 holds 2 1 or 1 2 (a coin).  From 2 1 | 3: 3 beats 2, then 1
    loses to whatever seat 1 shows: 2 more rounds.  From 1 2 | 3: 3 beats 1, seat 1 holds
    3 1 or 1 3; 3 1: 2 loses, 1 more round; 1 3: back to the deal.  With E the expected
    length from the deal: E = 1 + 1/2 * 2 + 1/2 * (1 + 1/2 * 1 + 1/2 * E), so E = 11/3.
    """
    hands = [[2], [1, 3]]
    rules = Rules(numbers=3, pickup="random_order")
    assert expected_length(rules, hands) == Fraction(11, 3)
    # With two cards on the table, a shuffle is a coin too.
    assert expected_length(rules.replace(pickup="shuffled"), hands) == Fraction(11, 3)
    # Winner first: 2 1 | 3, then 1 | 3 2, then seat 1 has all three: 3 rounds.
    assert expected_length(rules.replace(pickup="winner_first"), hands) == 3
    # Loser first always takes the coin's second way: the deal comes back, forever.
    with pytest.raises(ValueError, match="expected length is infinite"):
        expected_length(rules.replace(pickup="loser_first"), hands)


def test_one_round_goes_where_the_coin_says() -> None:
    rules = Rules(numbers=3, pickup="random_order")
    moves = transitions(rules, ((rules.new_deck()[1],), (rules.new_deck()[0], rules.new_deck()[2])))
    assert sorted(moves.values()) == [Fraction(1, 2), Fraction(1, 2)]
    assert sorted([c.number for c in p] for state in moves if state for p in state) == [
        [1, 2],
        [2, 1],
        [3],
        [3],
    ]


def test_a_war_that_empties_both_hands_is_annulled_in_round_one() -> None:
    """Two 1s: a war, and neither player has a card left: round 1 is annulled."""
    assert expected_length(Rules(numbers=1, copies=2, pickup="random_order")) == 1


# -- enumeration ---------------------------------------------------------------------------------
def test_endless_share_of_six_numbers() -> None:
    """720 deals of 1-6: under table order 381 never end (all in cycles of 12 rounds); under
    loser first 72; under winner first none."""
    table = endless_share(Rules(numbers=6, pickup="table"))
    assert (table.deals, table.endless, table.share) == (720, 381, Fraction(127, 240))
    assert table.cycle_lengths == {12: 381}
    loser = endless_share(Rules(numbers=6, pickup="loser_first"))
    assert (loser.endless, loser.share, loser.cycle_lengths) == (72, Fraction(1, 10), {12: 72})
    assert endless_share(Rules(numbers=6, pickup="winner_first")).endless == 0


def test_endless_share_counts_deals_by_their_orderings_with_copies() -> None:
    """1-4 twice, one card face down: 8! = 40,320 orderings, 2,520 distinct deals."""
    rules = Rules(numbers=4, copies=2, face_down=1, pickup="winner_first")
    assert sum(deals(rules).values()) == 40_320 and len(deals(rules)) == 2_520
    share = endless_share(rules)
    assert share.share == Fraction(1, 36) and share.cycle_lengths == {8: 1_120}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"numbers": 6, "pickup": "shuffled"}, r"pickup='shuffled' is not allowed here"),
        ({"numbers": 6, "pickup": "table", "peace": 0.5}, r"peace=0.5 is not allowed here"),
        ({"numbers": 6, "pickup": "table", "round_limit": 9}, r"round_limit=9 is not allowed"),
        ({"numbers": 9, "pickup": "table"}, r"a deck of 9 cards has too many deals"),
        ({"pickup": "table"}, r"a deck of 52 cards has too many deals"),
    ],
)
def test_endless_share_refuses_what_it_cannot_count(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        endless_share(Rules(**options))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"numbers": 6, "players": 3}, r"players=3 is not allowed here"),
        ({"numbers": 6, "pickup": "won_pile"}, r"pickup='won_pile' is not allowed here"),
        ({"numbers": 6, "peace": "ask"}, r"peace='ask' is not allowed here"),
        ({"numbers": 6, "round_limit": 5}, r"round_limit=5 is not allowed here"),
        ({"numbers": 8}, r"a deck of 8 cards has too many deals"),
    ],
)
def test_expected_length_refuses_what_it_cannot_solve(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        expected_length(Rules(**options))  # type: ignore[arg-type]


# -- exact against simulated ---------------------------------------------------------------------
def check_within_interval(rules: Rules, exact: Fraction, games: int, seed: int) -> None:
    """The simulated mean length lies within its 99.9% confidence interval of the exact one."""
    sim = simulate(rules, games, seed=seed, progress=False)
    rounds = [int(r) for r in sim.rounds]
    mean = statistics.fmean(rounds)
    half = 3.29 * statistics.stdev(rounds) / math.sqrt(len(rounds))
    assert abs(mean - float(exact)) < half, (rules, mean, float(exact), half)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("options", "exact"),
    [
        ({"numbers": 4, "pickup": "random_order"}, Fraction(4)),
        ({"numbers": 5, "pickup": "shuffled"}, Fraction(4)),
        ({"numbers": 6, "pickup": "random_order"}, Fraction(9)),
        ({"numbers": 3, "copies": 2, "face_down": 1, "pickup": "random_order"}, None),
        ({"numbers": 3, "copies": 2, "face_down": 1, "pickup": "shuffled"}, None),
        ({"numbers": 2, "copies": 3, "face_down": 1, "pickup": "shuffled", "peace": 0.5}, None),
    ],
)
def test_exact_expected_length_matches_simulation(
    options: dict[str, object], exact: Fraction | None
) -> None:
    rules = Rules(**options)  # type: ignore[arg-type]
    value = expected_length(rules)
    if exact is not None:
        assert value == exact
    check_within_interval(rules, value, 20_000, seed=11)


def test_exact_mean_of_ending_deals_matches_the_engine_game_by_game() -> None:
    """The mean length of the deals that end, against simulate() of the same rules: every
    deal of 1-5 ends under winner first, so the simulated mean estimates it."""
    rules = Rules(numbers=5, pickup="winner_first")
    share = endless_share(rules)
    assert share.endless == 0 and share.mean_rounds is not None
    check_within_interval(rules, share.mean_rounds, 20_000, seed=3)
