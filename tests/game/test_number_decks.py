"""Decks of numbers, the fixed pick-up orders, and cycles reported (docs/rules.md § 1 and § 4)."""

from __future__ import annotations

import numpy as np
import pytest

from war_widget import Card, Game, Rules
from war_widget.game.cards import make_number, parse_hand
from war_widget.game.engine import Cycle

# Spivey, "Cycles in War", INTEGERS 10 (2010) G2, and his MathOverflow answer (question
# 40777): a 52-card deal, player 1's pile on the first line, top card first.  In the paper
# card 1 is the best card and card 52 the worst.
SPIVEY_1 = [26, 46, 1, 7, 8, 27, 9, 28, 29, 47, 2, 10, 11, 30, 12, 31, 32, 48, 3, 13, 14, 33]
SPIVEY_1 += [15, 34, 35, 49]
SPIVEY_2 = [16, 36, 17, 37, 38, 50, 4, 18, 19, 39, 20, 40, 41, 51, 5, 21, 22, 42, 23, 43, 44]
SPIVEY_2 += [52, 6, 24, 25, 45]


def spivey_deal() -> list[list[int]]:
    """Spivey's deal in our numbers, where the higher number wins: his card k is 53 - k."""
    return [[53 - k for k in SPIVEY_1], [53 - k for k in SPIVEY_2]]


# -- cards ---------------------------------------------------------------------------------------
def test_a_number_card_is_written_as_its_number() -> None:
    seven = make_number(7)
    assert seven.number == 7 and str(seven) == "7" and seven.code == "#7"
    assert Card.parse("#7") == seven and Card.parse(" #7 ") == seven
    assert seven.suit is None and not seven.is_joker
    assert Card.parse("7").number is None  # a French seven stays a French seven
    assert make_number(64).number == 64
    with pytest.raises(ValueError, match="numbers run from 1 to 64"):
        make_number(65)


def test_a_deck_of_numbers_holds_each_number_copies_times() -> None:
    rules = Rules(numbers=10, copies=4)
    assert rules.deck_size == 40 and rules.hand_size == 20
    deck = rules.new_deck()
    assert [c.number for c in deck[:11]] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]
    assert sorted(int(c) for c in deck) == sorted(
        int(make_number(n)) for n in list(range(1, 11)) * 4
    )
    game = Game(rules, seed=3)
    dealt = sorted(int(c) for pile in game.piles for c in pile)
    assert dealt == sorted(int(c) for c in deck) and game.counts == (20, 20)
    assert rules.value(make_number(9).rank) == 9


def test_hands_of_numbers_take_integers_and_digits() -> None:
    hand = parse_hand([7, "3", "#10", np.int64(2), make_number(5)], 0, numbers=10)
    assert [c.number for c in hand] == [7, 3, 10, 2, 5]
    game = Game(Rules(numbers=5), hands=[[1, 2], [5, 3, 4]])
    assert [[c.number for c in p] for p in game.piles] == [[1, 2], [5, 3, 4]]


@pytest.mark.parametrize(
    ("rules", "hands", "message"),
    [
        (Rules(numbers=10), [[11], [1]], r"hands\[0\]\[0\]: 11 is not a card of this deck"),
        (Rules(numbers=10), [[1], [0]], r"hands\[1\]\[0\]: 0 is not a card of this deck"),
        (Rules(numbers=10), [[1], ["KS"]], r"hands\[1\]\[0\]: 'KS' is not a card of this deck"),
        (Rules(numbers=10), [[1], [True]], r"hands\[1\]\[0\]: True is not a card of this deck"),
        (Rules(), [[5], ["K"]], r"hands\[0\]\[0\]: 5 is a number card.*Rules\(numbers=\.\.\.\)"),
        (Rules(), [["#5"], ["K"]], r"hands\[0\]\[0\]: '#5' is a number card"),
        (Rules(numbers=4), [[1, 2], [2]], r"the number 2 is dealt 2 times.*once \(copies=1\)"),
        (Rules(numbers=4, copies=2), [[2, 2], [2]], r"number 2 is dealt 3 times.*2 times"),
    ],
)
def test_a_bad_card_of_a_number_deck_is_named(
    rules: Rules, hands: list[list[object]], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Game(rules, hands=hands)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"numbers": 0}, r"numbers=0 is not allowed: numbers must be None .* from 1 to 64"),
        ({"numbers": 65}, r"numbers=65 is not allowed"),
        ({"numbers": "10"}, r"numbers='10' is not allowed"),
        ({"numbers": True}, r"numbers=True is not allowed"),
        ({"numbers": 10, "copies": 0}, r"copies=0 is not allowed: .* from 1 to 8"),
        ({"numbers": 10, "copies": 9}, r"copies=9 is not allowed"),
        ({"numbers": 20, "copies": 4}, r"makes 80 cards: a number deck holds at most 64"),
        ({"numbers": 1, "players": 3}, r"makes 1 cards, too few for 3 players"),
        ({"copies": 2}, r"copies=2 is not allowed: copies must be 1 with the French deck"),
        ({"numbers": 10, "jokers": 1}, r"jokers=1 is not allowed with numbers=10"),
        ({"numbers": 10, "ace_low": True}, r"ace_low=True is not allowed with numbers=10"),
        ({"numbers": 10, "lowest_rank": 6}, r"lowest_rank=6 is not allowed with numbers=10"),
        ({"numbers": 10, "face_down": "by_rank"}, r"face_down='by_rank' is not allowed with"),
        ({"pickup": "winner"}, r"pickup='winner' is not allowed: .*'random_order'"),
    ],
)
def test_bad_number_deck_options_are_refused_clearly(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**options)  # type: ignore[arg-type]


def test_numpy_integers_are_accepted_for_numbers_and_copies() -> None:
    rules = Rules(numbers=np.int64(10), copies=np.int32(2))
    assert rules.numbers == 10 and type(rules.numbers) is int and rules.copies == 2


# -- codes ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [
        {"numbers": 10, "copies": 4},
        {"numbers": 52},
        {"numbers": 64},
        {"numbers": 8, "copies": 8},
        {"pickup": "winner_first"},
        {"pickup": "loser_first", "players": 3, "round_limit": 123},
        {"pickup": "random_order", "peace": 0.25, "numbers": 13, "copies": 4},
    ],
)
def test_number_decks_and_new_pickups_travel_in_codes(options: dict[str, object]) -> None:
    rules = Rules(**options)  # type: ignore[arg-type]
    game = Game(rules, seed=4242)
    again = Game.from_code(game.code)
    assert again.rules == rules and again.seed == 4242 and again.piles == game.piles


def test_earlier_codes_read_as_before() -> None:
    """Options added later take digits after the old ones: codes written before number decks
    and the new pick-ups (by the package as it was) read as the same games."""
    assert Game.from_code("74N2-C").rules == Rules() and Game.from_code("74N2-C").seed == 77
    old = Rules(pickup="table", players=3, round_limit=777, peace=0.3, jokers=2)
    assert Game.from_code("Y3C2-B3JF-4KHQ-M8N2-U").rules == old
    assert Game(old, seed=9).code == "Y3C2-B3JF-4KHQ-M8N2-U"
    scripted = Game.from_code("Y333-2C2W-3PPB-T75T-CEX")
    assert scripted.rules == Rules(pickup="won_pile", face_down="by_rank")
    assert [[c.code for c in p] for p in scripted.piles] == [["KS", "2H"], ["3", "JOKER"]]


def test_scripted_number_hands_travel_in_codes() -> None:
    game = Game(Rules(numbers=52, pickup="winner_first"), hands=spivey_deal())
    again = Game.from_code(game.code)
    assert again.piles == game.piles and again.rules == game.rules


# -- pick-up orders, by hand ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("pickup", "after"),
    [
        ("table", [2, 5, 4]),  # as laid: seat 0's 5, then seat 1's 4
        ("winner_first", [2, 5, 4]),
        ("loser_first", [2, 4, 5]),
    ],
)
def test_the_winner_puts_the_cards_under_in_the_chosen_order(pickup: str, after: list[int]) -> None:
    game = Game(Rules(numbers=5, pickup=pickup), hands=[[5, 2], [4, 1]])
    game.step()
    assert [c.number for c in game.piles[0]] == after
    assert [c.number for c in game.piles[1]] == [1]


def test_in_a_war_the_winner_takes_their_own_cards_first_then_seat_by_seat() -> None:
    """Three players, 1 face down: 3-3-2 starts a war between seats 0 and 1, which lay 1 and 2
    face down and flip 5 and 4; seat 0 wins all seven cards."""
    hands = [[3, 1, 5], [3, 2, 4], [2, 4]]
    rules = Rules(numbers=5, copies=2, players=3, face_down=1)
    orders = {
        "table": [3, 3, 2, 1, 5, 2, 4],
        "winner_first": [3, 1, 5, 3, 2, 4, 2],
        "loser_first": [3, 2, 4, 2, 3, 1, 5],
    }
    for pickup, want in orders.items():
        game = Game(rules.replace(pickup=pickup), hands=hands)
        rnd = game.step()
        assert rnd.winner == 0 and rnd.wars == 1
        assert [c.number for c in game.piles[0]] == want, pickup


def test_random_order_puts_the_cards_under_winner_first_or_loser_first() -> None:
    seen = set()
    for seed in range(20):
        game = Game(Rules(numbers=6, copies=2, face_down=1, pickup="random_order"), seed=seed)
        for rnd in game.rounds():
            laid: list[tuple[int, Card]] = []
            for event in rnd.events:
                if event.kind in ("flip", "face_down", "out") and event.cards:
                    laid += [(event.seat, c) for c in event.cards]  # type: ignore[misc]
                if event.kind == "collect":
                    who = event.seat
                    mine = [c for s, c in laid if s == who]
                    others = [c for t, c in laid if t != who]
                    got = list(event.cards)
                    assert got in (mine + others, others + mine)
                    if mine != others:
                        seen.add("winner_first" if got == mine + others else "loser_first")
    assert seen == {"winner_first", "loser_first"}


# -- cycles --------------------------------------------------------------------------------------
def test_a_three_card_cycle_is_reported_with_its_rounds() -> None:
    """Loser first: 2 beats 1, seat 0 puts 1 then 2 under (piles 1 2 | 3); 3 beats 1, seat 1
    puts 1 then 3 under (piles 2 | 1 3): the deal again, after 2 rounds."""
    game = Game(Rules(numbers=3, pickup="loser_first"), hands=[[2], [1, 3]])
    result = game.play()
    assert result.reason == "repeated_position"
    assert result.cycle == Cycle(round=2, earlier=0, length=2)
    assert result.rounds == 2 and result.counts == (1, 2) and result.winner == 1


def test_a_game_that_ends_has_no_cycle() -> None:
    result = Game(Rules(numbers=3, pickup="winner_first"), hands=[[2], [1, 3]]).play()
    assert result.reason == "all_cards" and result.cycle is None and result.rounds == 3


def test_spiveys_deal_cycles_back_to_the_deal_under_winner_first() -> None:
    """Spivey: "it takes over 30,000 battles for the deck to return to this ordering"."""
    game = Game(Rules(numbers=52, pickup="winner_first"), hands=spivey_deal())
    result = game.play()
    assert result.reason == "repeated_position"
    assert result.cycle == Cycle(round=31_920, earlier=0, length=31_920)
    assert result.cycle.length > 30_000
    assert game.piles == Game(game.rules, hands=spivey_deal()).piles  # back to the deal


def test_spiveys_deal_as_written_cycles_later_under_loser_first() -> None:
    """Read with the higher number winning, the same deal under loser_first enters a cycle
    after 26 rounds and repeats every 1,440."""
    game = Game(Rules(numbers=52, pickup="loser_first"), hands=[SPIVEY_1, SPIVEY_2])
    assert game.play().cycle == Cycle(round=1_466, earlier=26, length=1_440)


def test_random_order_and_shuffled_never_report_a_cycle() -> None:
    for pickup in ("random_order", "shuffled"):
        game = Game(Rules(numbers=52, pickup=pickup), hands=spivey_deal(), seed=1)
        result = game.play()
        assert result.reason == "all_cards" and result.cycle is None
