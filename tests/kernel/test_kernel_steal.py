"""Steal War in the kernel (``csrc/kernel/steal.c``) plays exactly the engine's games.

For every named policy (and seats deciding by different ones), game ``i`` of the kernel
must be ``Game(rules, seed=seed + i).play(policy)``: the same rounds, winner, wars (in all
and in round 1), end reason and final counts, in WebAssembly (``kernel_check.kernels``; the
plain-Python and numba loops once checked beside it were retired by issue 44).  The reference
is the engine's own game, round by round, whose events also say which moves the games went
through (steals before a war's face-up card, players stolen out, annulments...), so a run
that never reached a move cannot pass for checking it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from kernel_check import kernels, loops_called, rows
from war_widget import Game, Rules
from war_widget import kernel as _fast
from war_widget.game import arithmetic
from war_widget.game.policies import POLICY_NAMES
from war_widget.kernel.options import kernel_refuses
from war_widget.kernel.options import options as kernel_options
from war_widget.simulation import simulate
from war_widget.simulation.run import _fast_loop, _run_fast

STEAL = Rules.preset("steal_war")
Row = tuple[int, int, int, int, str, tuple[int, ...]]


def reference(rules: Rules, seed: int, policies: Sequence[str], seen: set[str]) -> Row:
    """The engine's game; ``seen`` gathers the moves it made."""
    game = Game(rules, seed=seed)
    wars = first = 0
    for rnd in game.rounds(list(policies)):
        wars += rnd.wars
        if rnd.number == 1:
            first = rnd.wars
        for e in rnd.events:
            if e.kind == "steal":
                seen.add("steal in a war" if e.size else "steal")
            elif e.kind in ("keep", "top", "annul", "reshuffle"):
                seen.add(e.kind)
            elif e.kind == "out":
                seen.add(f"out: {e.reason}")
    result = game.result
    assert result is not None
    seen.add(f"end: {result.reason}")
    winner = -1 if result.winner is None else result.winner
    return result.rounds, winner, wars, first, result.reason, result.counts


def kernel(
    rules: Rules, games: int, seed: int, policies: Sequence[str], compiled: str
) -> list[tuple[object, ...]]:
    """The kernel's games (kernel_check.rows, with each seat's policy)."""
    return rows(rules, games, seed, compiled, policies=policies)


def check_same(rules: Rules, games: int, seed: int, policies: Sequence[str]) -> set[str]:
    """The kernel, every way it runs (``kernel_check.kernels``: WebAssembly), against the
    engine; the moves the engine's games made."""
    runs = {way: kernel(rules, games, seed, policies, compiled=way) for way in kernels()}
    seen: set[str] = set()
    for i in range(games):
        want = reference(rules, seed + i, policies, seen)
        for name, got in runs.items():
            assert got[i] == want, (
                f"game {i} (seed {seed + i}) of {rules} with {list(policies)}: "
                f"kernel ({name}) {got[i]} != engine {want}"
            )
    return seen


def each(policy: str, players: int) -> list[str]:
    """``policy`` for every seat, or for "mixed" the named policies round the table."""
    if policy == "mixed":
        return [POLICY_NAMES[(3 - s) % len(POLICY_NAMES)] for s in range(players)]
    return [policy] * players


POLICIES = [*POLICY_NAMES, "mixed"]


@pytest.mark.parametrize("policy", POLICIES)
def test_each_policy_plays_the_engines_games(policy: str) -> None:
    seen = check_same(STEAL, 30, seed=500, policies=each(policy, 2))
    assert "end: all_cards" in seen
    if policy != "never":
        assert "steal" in seen


# Steal War's other rules: each variant with the policies turning round the table.
VARIANTS = [
    dict(steal="end_round"),
    dict(players=3, face_down=1),
    dict(players=4, face_down=1, jokers=0),
    dict(shortage="last_card_up", few_cards=3),
    dict(face_down="by_rank", ace_low=True),
    dict(round_limit=40),
    dict(jokers=0, numbers=10, copies=4, face_down=1),
    dict(lowest_rank=10, jokers=1, players=3),
]


@pytest.mark.parametrize(
    "changes", VARIANTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items())
)
def test_steal_wars_other_rules_play_the_engines_games(changes: dict[str, object]) -> None:
    rules = STEAL.replace(**changes)
    k = VARIANTS.index(changes)
    policies = [POLICY_NAMES[(k + s) % len(POLICY_NAMES)] for s in range(rules.players)]
    check_same(rules, 12, seed=700 + 31 * k, policies=policies)


def test_the_moves_that_need_care_are_covered() -> None:
    """Steals before a war's face-up card, players whose every card is stolen, annulments,
    round limits, declined steals and the steal that ends a round all happen in these
    games, and the kernel agrees on every one."""
    seen = check_same(STEAL, 20, seed=0, policies=["greedy", "estimate"])
    seen |= check_same(STEAL.replace(steal="end_round"), 20, seed=40, policies=["always"] * 2)
    tiny = STEAL.replace(lowest_rank=10, jokers=1, players=3)
    seen |= check_same(tiny, 30, seed=0, policies=["estimate", "greedy", "always"])
    seen |= check_same(STEAL.replace(round_limit=30), 10, seed=0, policies=["never", "always"])
    assert {
        "steal",
        "steal in a war",
        "keep",
        "top",
        "reshuffle",
        "out: stolen",
        "out: cannot_complete_war",
        "annul",
        "end: annulled",
        "end: round_limit",
        "end: all_cards",
    } <= seen


def test_steal_war_goes_to_its_own_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever else the rules say (the duel loop would take two players flipping one card),
    Steal War runs on play_steal, and simulate() plays it with each seat's policy."""
    for rules in (STEAL, STEAL.replace(players=4, face_down=1), STEAL.replace(steal="end_round")):
        assert _fast_loop(rules) == "play_steal"
        assert _fast.loop_name(kernel_options(rules)) == "play_steal"
    called = loops_called(monkeypatch)
    policies = ["estimate", "never"]
    fast = simulate(STEAL, 20, seed=3, engine="fast", policies=policies, progress=False)
    python = simulate(STEAL, 20, seed=3, engine="python", policies=policies, progress=False)
    assert called == ["play_steal"]
    for column in ("rounds", "winners", "wars", "first_wars", "reason_codes"):
        assert list(getattr(fast, column)) == list(getattr(python, column)), column
    assert [tuple(c) for c in fast.counts] == [tuple(c) for c in python.counts]
    assert fast.summary().seat_wins == python.summary().seat_wins


def test_the_policy_codes_are_the_indices_of_the_names() -> None:
    codes = [
        arithmetic.POLICY_NEVER,
        arithmetic.POLICY_ALWAYS,
        arithmetic.POLICY_GREEDY,
        arithmetic.POLICY_ESTIMATE,
    ]
    assert [POLICY_NAMES[c] for c in codes] == ["never", "always", "greedy", "estimate"]
    from war_widget.game.rules import STEALS

    codes = [arithmetic.STEAL_OFF, arithmetic.STEAL_PLAY_NEXT, arithmetic.STEAL_END_ROUND]
    assert [STEALS[c] for c in codes] == ["off", "play_next", "end_round"]


def test_estimate_sums_no_floats_with_sum(monkeypatch: pytest.MonkeyPatch) -> None:
    """``sum()`` of floats compensates its rounding from Python 3.12 on (Neumaier); the
    engine's ``estimate`` adds its gains one by one, as the kernel does, so a game played by
    it is the same game on every Python (and the kernel's)."""
    import builtins

    from war_widget.game import policies

    floats: list[float] = []

    def whole_only(items: object, start: int = 0) -> object:
        items = list(items)  # type: ignore[call-overload]
        floats.extend(x for x in items if isinstance(x, float))
        return builtins.sum(items, start)

    monkeypatch.setattr(policies, "sum", whole_only, raising=False)
    seen = check_same(STEAL, 6, seed=21, policies=["estimate", "estimate"])
    assert "steal" in seen and floats == []


def test_the_kernel_defaults_to_everyone_estimating() -> None:
    """As simulate() does when no policies are named."""
    default = _run_fast(STEAL.to_dict(), 9, 0, 6)
    named = _run_fast(STEAL.to_dict(), 9, 0, 6, policies=["estimate"] * 2)
    assert list(default.rounds) == list(named.rounds)


# -- long runs ----------------------------------------------------------------------------------
@pytest.mark.slow  # a long differential run: make test-all
@pytest.mark.parametrize("policy", POLICIES)
def test_each_policy_many_seeds(policy: str) -> None:
    check_same(STEAL, 1000, seed=10**9, policies=each(policy, 2))


@pytest.mark.slow  # a long differential run: make test-all
@pytest.mark.parametrize("policy", POLICIES)
def test_each_policy_many_seeds_four_players(policy: str) -> None:
    check_same(STEAL.replace(players=4, face_down=1), 150, seed=0, policies=each(policy, 4))


def steal_rules() -> st.SearchStrategy[Rules]:
    """Any Steal War rules the kernel plays, from the menus' values and a few more (not
    ``lowest_wins``, which the kernel leaves to the engine under Steal War: kernel_refuses)."""
    return (
        st.sampled_from(["play_next", "end_round"])
        .flatmap(
            lambda steal: strategies.rule_sets(
                steal=steal, pickup="won_pile", more={"players": [5, 8], "round_limit": [1, 300]}
            )
        )
        .filter(lambda rules: not kernel_refuses(rules))
    )


@pytest.mark.slow  # a long differential run: make test-all
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=steal_rules(),
    seed=st.integers(0, 2**64 - 10),
    policies=st.lists(st.sampled_from(POLICY_NAMES), min_size=8, max_size=8),
)
def test_random_steal_rules_play_the_engines_games(
    rules: Rules, seed: int, policies: list[str]
) -> None:
    check_same(rules, 3, seed=seed, policies=policies[: rules.players])
