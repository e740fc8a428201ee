"""Chance as steps: the round yields a Chance step wherever chance decides, and the outcome it
receives is what happens (a coin answered the other way gives the other pick-up order)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from war_widget import Game, Rules
from war_widget.game.cards import parse_deal
from war_widget.game.chance import CHANCE_KINDS, Chance, Outcome, drawn, shuffle_step, shuffled
from war_widget.game.decisions import Pending
from war_widget.game.records import Round
from war_widget.game.rng import SplitMix64
from war_widget.game.round_steps import Ending, play_round
from war_widget.game.table import Table
from war_widget.lessons.tiny_decks import transitions


def _round(rules: Rules, hands: list[list[str]], answer: dict[str, Outcome]) -> tuple:
    """One round on a fresh table, each chance step answered from ``answer`` by kind:
    (the steps yielded, the round's events, the table after it)."""
    table = Table(rules, parse_deal(hands, rules.players, rules.numbers, rules.copies))
    table.round = Round(1)
    flow = play_round(table)
    steps = []
    step = next(flow)
    try:
        while True:
            assert isinstance(step, Chance), step
            steps.append(step)
            step = flow.send(answer[step.kind])
    except StopIteration as stop:
        assert isinstance(stop.value, Ending)
    return steps, table.round.events, table


def _kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def test_coin_is_a_step_and_its_outcome_orders_the_pickup() -> None:
    rules = Rules(pickup="random_order")
    hands = [["KS", "3S"], ["2H", "4H"]]
    steps, _, winner_first = _round(rules, hands, {"coin": (0,)})
    assert steps == [Chance("coin", (2,))]
    _, _, loser_first = _round(rules, hands, {"coin": (1,)})
    assert [c.code for c in winner_first.draw[0]] == ["3S", "KS", "2H"]
    assert [c.code for c in loser_first.draw[0]] == ["3S", "2H", "KS"]


def test_shuffle_is_a_step_and_its_outcome_is_the_order() -> None:
    rules = Rules(pickup="shuffled")
    hands = [["KS", "3S"], ["2H", "4H"]]
    steps, _, kept = _round(rules, hands, {"shuffle": (1,)})  # item 1 swaps with itself
    assert steps == [Chance("shuffle", (2,))]
    _, _, swapped = _round(rules, hands, {"shuffle": (0,)})
    assert [c.code for c in kept.draw[0]] == ["3S", "KS", "2H"]
    assert [c.code for c in swapped.draw[0]] == ["3S", "2H", "KS"]


def test_reshuffle_is_a_step_when_a_won_pile_turns_over() -> None:
    rules = Rules(pickup="won_pile")
    hands = [["2S"], ["KH", "4H"]]
    table = Table(rules, parse_deal(hands, 2))
    table.won[0] = parse_deal([["5S", "6S", "7S"], ["3H"]], 2)[0]
    table.round = Round(1)
    # Seat 0's draw pile is empty after its flip; its next lay turns the won pile over.
    flow = play_round(table)
    with pytest.raises(StopIteration):
        next(flow)  # K beats 2: no chance in this round (the won pile is not needed yet)
    table.round = Round(2)
    flow = play_round(table)
    step = next(flow)
    assert step == Chance("reshuffle", (3, 2))
    with pytest.raises(StopIteration):
        flow.send((0, 0))  # 5 6 7 -> (swap 2<->0) 7 6 5 -> (swap 1<->0) 6 7 5
    events = table.round.events
    assert _kinds(events)[:2] == ["reshuffle", "flip"]
    assert events[1].cards[0].code == "6S"


@pytest.mark.parametrize(("draw", "ends"), [((0,), "peace"), ((99,), "war")])
def test_peace_draw_is_a_step_and_its_outcome_decides(draw: Outcome, ends: str) -> None:
    rules = Rules(peace=0.25, pickup="winner_first")
    hands = [["KS", "2S", "3S", "4S", "5S"], ["KH", "2H", "3H", "4H", "6H"]]
    steps, events, _ = _round(rules, hands, {"peace": draw})
    assert steps == [Chance("peace", (100,), 25)]
    assert ends in _kinds(events)
    assert ("peace" if ends == "war" else "war") not in _kinds(events)


def test_every_kind_is_named() -> None:
    assert set(CHANCE_KINDS) == {"shuffle", "reshuffle", "coin", "peace"}


def test_a_shuffle_steps_outcomes_are_every_order_once() -> None:
    step = shuffle_step("shuffle", 4)
    outcomes = step.outcomes()
    assert step.n_outcomes == len(outcomes) == 24
    orders = set()
    for outcome, chance in outcomes:
        assert chance == Fraction(1, 24)
        items = list("abcd")
        shuffled(items, outcome)
        orders.add("".join(items))
    assert orders == {"".join(p) for p in itertools.permutations("abcd")}


def test_a_peace_draws_two_outcomes_carry_its_chance() -> None:
    step = Chance("peace", (100,), 30)
    assert step.outcomes() == [((0,), Fraction(3, 10)), ((99,), Fraction(7, 10))]


def test_the_games_answer_draws_what_the_generator_draws() -> None:
    for size in range(1, 9):
        mine, theirs = SplitMix64(size), SplitMix64(size)
        items = list(range(size))
        shuffled(items, drawn(mine, shuffle_step("shuffle", size)))
        expected = list(range(size))
        theirs.shuffle(expected)
        assert items == expected
        assert mine.state == theirs.state


def test_a_game_passes_every_chance_step_to_its_answerer() -> None:
    seen: list[Chance] = []
    rng = SplitMix64(7)

    def answer(step: Chance) -> Outcome:
        seen.append(step)
        return drawn(rng, step)

    rules = Rules(pickup="random_order", peace=0.5)
    game = Game(rules, seed=7, chance=answer)
    for _ in range(40):
        if game.over:
            break
        game.step()
    assert {s.kind for s in seen} == {"coin", "peace"}
    assert sum(1 for s in seen if s.kind == "coin") == sum(
        1 for r in range(1, game.round + 1) if game.history()[r].winner is not None
    )


def test_a_decision_is_not_a_chance_step() -> None:
    rules = Rules(peace="ask")
    hands = [["KS", "2S", "3S", "4S", "5S"], ["KH", "2H", "3H", "4H", "6H"]]
    table = Table(rules, parse_deal(hands, 2))
    table.round = Round(1)
    assert isinstance(next(play_round(table)), Pending)


def test_exact_answers_every_chance_step_each_way() -> None:
    # A tie, then (war: 7 in 10) a tie again: two peace draws, each answered both ways.
    rules = Rules(numbers=2, copies=2, pickup="winner_first", peace=0.3, face_down=1)
    one, two, one_again, two_again = rules.new_deck()
    moves = transitions(rules, ((one, two), (one_again, two_again)))
    assert moves == {
        ((two, one), (two_again, one_again)): Fraction(3, 10),  # peace at once
        ((one, two), (one_again, two_again)): Fraction(7, 10) * Fraction(3, 10),  # war, peace
        None: Fraction(7, 10) * Fraction(7, 10),  # war, then war: the game ends
    }
    # A shuffle of the two cards won: both orders, half each.
    rules = Rules(numbers=3, pickup="shuffled")
    low, middle, high = rules.new_deck()
    assert transitions(rules, ((high,), (low, middle))) == {
        ((low, high), (middle,)): Fraction(1, 2),
        ((high, low), (middle,)): Fraction(1, 2),
    }
