"""Property tests of Steal War: no card is lost or made, and a record replays the game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import strategies
from war_widget import Game, Rules
from war_widget.game.policies import POLICY_NAMES


def steal_rules() -> st.SearchStrategy[Rules]:
    """Steal War with any of the menus' other options its rules allow."""
    return strategies.rule_sets(
        pickup="won_pile",
        flip=1,
        peace="never",
        multiway="tied_only",
        more={"round_limit": [60, 400]},
        without={"steal": ["off"]},
    )


def random_policy(seed: int):
    """Answers every decision at random (a child pressing buttons): any choice must work."""
    rng = random.Random(seed)

    def chance(game, pending):
        return rng.choice(pending.options)

    return chance


policies = st.sampled_from(POLICY_NAMES) | st.integers(0, 1000).map(random_policy)


@settings(max_examples=60, deadline=None)
@given(steal_rules(), st.integers(0, 2**64 - 1), st.data())
def test_every_card_stays_in_play_and_a_record_replays_the_game(rules, seed, data):
    chosen = [data.draw(policies) for _ in range(rules.players)]
    g = Game(rules.replace(round_limit=rules.round_limit or 600), seed=seed)
    total = g.cards_in_play
    while g.result is None:
        rnd = g.step(policy=chosen)
        assert rnd.finished and g.pending is None
        for e in rnd.events:
            assert sum(e.counts) + e.table == total, e
        # A face-up pile's top card is the one its owner chose or the stealing card.
        for e in rnd.events:
            if e.kind == "steal":
                assert e.value == rules.value(e.cards[0].rank)
    assert sum(g.counts) == total and g.table == []
    assert sum(map(len, g.piles)) + sum(map(len, g.won_piles)) == total
    again = Game.replay(g.record())
    assert again.result == g.result
    assert (again.piles, again.won_piles, again.choices) == (g.piles, g.won_piles, g.choices)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 1000), st.integers(1, 40))
def test_a_game_stopped_at_any_decision_replays_to_that_decision(seed, chooser, stop):
    pick = random_policy(chooser)
    g = Game(Rules.preset("steal_war"), seed=seed)
    decisions = 0
    while g.result is None and decisions < stop:
        g.step() if g.pending is None else g.choose(pick(g, g.pending))
        decisions += g.pending is not None
    again = Game.replay(g.record())
    assert (again.pending, again.round, again.counts) == (g.pending, g.round, g.counts)
    assert (again.piles, again.won_piles, again.table) == (g.piles, g.won_piles, g.table)
    # ... and both go on the same way.
    if g.pending is not None:
        answer = pick(g, g.pending)
        assert again.choose(answer).events == g.choose(answer).events


def test_fixed_policies_replay_from_the_code_alone():
    a = Game(Rules.preset("steal_war"), seed=77)
    a.play(policy=["always", "estimate"])
    b = Game.from_code(a.code)
    b.play(policy=["always", "estimate"])
    assert (b.result, b.choices) == (a.result, a.choices)
