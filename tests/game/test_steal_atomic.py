"""A Steal War step is atomic: a policy that raises or answers badly leaves the game as it
was before the step (a decision that waited still waits), the error names the policy and the
allowed answers, and the record always replays.

Regression: the round was left half-played (cards on the table, no pending decision), the
next step began a new round on top of it and the record no longer replayed.
"""

from __future__ import annotations

import re

import pytest

from war_widget import Game, Rules
from war_widget.game.policies import PolicyError, named


def _state(game: Game) -> tuple[object, ...]:
    return (
        game.round, game.counts, game.piles, game.won_piles, game.table, game.pending,
        list(game.choices), game.result, game.history(), game._rng.state,
    )  # fmt: skip


def _fails_at(n: int, answer: object = None):
    """A policy that answers as 'estimate' does, and raises (or answers ``answer``) at its
    ``n``-th decision."""
    inner = named("estimate")
    asked = [0]

    def flaky(game, pending):
        asked[0] += 1
        if asked[0] == n:
            if answer is None:
                return 1 / 0
            return answer
        return inner(game, pending)

    return flaky


@pytest.mark.timeout(60)
def test_the_issue_reproducer_replays():
    g = Game(Rules.preset("steal_war"), seed=0)
    before = _state(g)
    with pytest.raises(PolicyError, match=r"ZeroDivisionError.*allowed answers"):
        g.step(lambda game, p: 1 / 0)
    assert _state(g) == before
    g.step("never")
    g.step("never")
    back = Game.replay(g.record())
    assert _state(back) == _state(g)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("answer", [None, "maybe", 7])
def test_a_policy_failing_at_its_38th_decision_leaves_the_game_as_before(answer):
    g = Game(Rules.preset("steal_war"), seed=11)
    flaky = _fails_at(38, answer)
    failed = False
    while not g.over and g.round < 3000:
        before = _state(g)
        try:
            g.step(flaky)
        except PolicyError as err:
            assert "policy flaky" in str(err)
            assert re.search("(allowed answers:|must be) .8D", str(err))
            assert _state(g) == before
            failed = True
            g.step("never")  # used to die in engine.combine
    assert failed
    assert _state(Game.replay(g.record())) == _state(g)


@pytest.mark.timeout(60)
def test_a_failing_policy_after_a_players_answer_leaves_that_decision_waiting():
    g = Game(Rules.preset("steal_war"), seed=3)
    never = named("never")
    checked = 0
    while not g.over:  # seat 0 answers by hand, seat 1 is a policy
        if g.pending is None:
            g.step([None, never])
            continue
        before = _state(g)
        answer = g.pending.options[0]
        g._driver.answer_for[1] = lambda game, p: 1 / 0  # the computer fails from now on
        try:
            g.choose(answer)
        except PolicyError:
            assert _state(g) == before  # the same decision still waits
            checked += 1
        if g._driver is not None:
            g._driver.answer_for[1] = never
        if g.pending is not None and _state(g) == before:
            g.choose(answer)
        assert _state(Game.replay(g.record()))[:7] == _state(g)[:7]
    assert checked >= 2


def test_a_bad_policy_argument_does_not_begin_a_round():
    g = Game(Rules.preset("steal_war"), seed=5)
    with pytest.raises(ValueError, match="policy="):
        g.step("sometimes")
    assert g.round == 0 and g.table == []
    g.step("never")
    assert g.round == 1
