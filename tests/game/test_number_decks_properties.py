"""Decks of numbers and every pick-up order pass the French deck's property tests:
cards conserved after every event, replay from the code, the fast kernel = the engine."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import strategies
from kernel_check import check_same
from war_widget import END_REASONS, Game, Rules
from war_widget.game.engine import SAFETY_CAP
from war_widget.game.rules import FIXED_PICKUPS, Peace
from war_widget.kernel.options import kernel_refuses


def number_rules(peace: bool = True) -> st.SearchStrategy[Rules]:
    """Any rules with a deck of numbers (and any pick-up order), games kept short enough."""
    chances: list[Peace] = ["never", "always", 0.3] if peace else ["never"]
    return strategies.rule_sets(
        steal="off",
        more={"numbers": [1, 2, 3, 5, 16], "face_down": [0, 2], "peace": chances},
        without={"numbers": [None], "peace": ["ask"] if peace else ["always", "ask"]},
    ).map(_short_enough)


def _short_enough(rules: Rules) -> Rules:
    if (
        rules.round_limit is None
        and rules.pickup not in FIXED_PICKUPS
        and rules.peace not in ("never", "always")
    ):
        return rules.replace(round_limit=3000)  # a chance of peace can make games long
    return rules


seeds = st.integers(0, 2**64 - 1)


@pytest.mark.slow  # a long property run: make test-all
@settings(max_examples=60, deadline=None)
@given(number_rules(), seeds)
def test_cards_are_conserved_after_every_event(rules: Rules, seed: int) -> None:
    game = Game(rules, seed=seed)
    total = game.cards_in_play
    assert total + len(game.set_aside) == rules.deck_size
    while not game.over:
        rnd = game.step()
        for event in rnd.events:
            assert sum(event.counts) + event.table == total, (event, rnd.number)
        assert sum(rnd.counts) == total and game.table == []
    assert game.result is not None and game.result.reason in END_REASONS
    assert game.result.rounds <= SAFETY_CAP
    held = [int(c) for pile in game.piles + game.won_piles for c in pile]
    assert sorted(held + [int(c) for c in game.set_aside]) == sorted(map(int, rules.new_deck()))


@settings(max_examples=40, deadline=None)
@given(number_rules(), seeds)
def test_same_seed_and_code_give_the_same_game(rules: Rules, seed: int) -> None:
    a = Game(rules, seed=seed)
    c = Game.from_code(a.code)
    assert c.rules == rules and c.seed == seed
    for _ in range(150):
        if a.over:
            break
        assert a.step().events == c.step().events
    assert a.counts == c.counts and a.result == c.result


@settings(max_examples=40, deadline=None)
@given(number_rules(), seeds)
def test_explicit_number_hands_replay_from_their_code(rules: Rules, seed: int) -> None:
    dealt = Game(rules, seed=seed)
    hands = [[c.number for c in pile] for pile in dealt.piles]
    scripted = Game(rules, seed=seed, hands=hands)  # type: ignore[arg-type]
    replay = Game.from_code(scripted.code)
    assert replay.piles == scripted.piles == dealt.piles and replay.seed == seed
    for _ in range(30):
        if scripted.over:
            break
        assert scripted.step().events == replay.step().events


@settings(max_examples=30, deadline=None)
@given(number_rules(peace=False), seeds)
def test_a_repeated_position_is_a_cycle_of_a_fixed_order(rules: Rules, seed: int) -> None:
    game = Game(rules, seed=seed)
    result = game.play()
    if result.reason == "repeated_position":
        assert rules.pickup in FIXED_PICKUPS and result.cycle is not None
        cycle = result.cycle
        assert cycle.round == result.rounds and cycle.length == cycle.round - cycle.earlier > 0
        # Replayed, the game is in the same position after the earlier round.
        again = Game.from_code(game.code)
        for _ in range(cycle.earlier):
            again.step()
        assert again.piles == game.piles
    else:
        assert result.cycle is None


@pytest.mark.slow  # a long differential run: make test-all
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=number_rules(), seed=st.integers(0, 2**64 - 10))
def test_fast_kernel_matches_engine_on_number_decks(rules: Rules, seed: int) -> None:
    assume(not kernel_refuses(rules))  # lowest_wins with two cards flipped: the engine's
    check_same(rules, 4, seed=seed)


@st.composite
def french_rules_new_pickups(draw: st.DrawFn) -> Rules:
    """The French deck under the new pick-up orders, within 2,000 rounds (a 52-card game
    under a fixed order can run to the safety cap: correct, but too slow for plain Python)."""
    chances: list[Peace] = ["never", "always", 0.2]
    chance = draw(st.sampled_from(chances))
    return Rules(
        players=draw(st.integers(2, 5)),
        face_down=draw(st.sampled_from([0, 1, 3, "by_rank"])),
        pickup=draw(st.sampled_from(["winner_first", "loser_first", "random_order"])),
        multiway=draw(st.sampled_from(["tied_only", "war_is_superior"])),
        shortage=draw(st.sampled_from(["last_card_up", "lose"])),
        peace=chance,
        round_limit=draw(st.sampled_from([300, 2000])),
    )


@pytest.mark.slow  # a long differential run: make test-all
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=french_rules_new_pickups(), seed=st.integers(0, 2**64 - 10))
def test_fast_kernel_matches_engine_on_new_pickups_with_the_french_deck(
    rules: Rules, seed: int
) -> None:
    check_same(rules, 4, seed=seed)


# make test plays the first 5 games of each (the same deals), make test-slow all 30.
@pytest.mark.parametrize("games", [5, pytest.param(30, id="all", marks=pytest.mark.slow)])
def test_the_kernel_plays_the_engines_spivey_sized_games(games: int) -> None:
    """Long games of 52 different numbers under each fixed order, dealt by seed."""
    for pickup in ("winner_first", "loser_first", "random_order"):
        check_same(Rules(numbers=52, pickup=pickup), games, seed=52)
    check_same(Rules(numbers=10, copies=4, face_down=1, pickup="loser_first"), games, seed=9)
    check_same(Rules(numbers=13, copies=4, players=4, pickup="random_order"), games, seed=9)
