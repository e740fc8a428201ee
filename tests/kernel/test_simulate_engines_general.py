"""The fast kernel plays exactly the games of the reference engine, game by game: the rule
variants the general loops play (``csrc/kernel/two.c``: two players with two cards flipped,
peace or a fixed pick-up order; ``many.c``: three players or more), and random rules.

The duel loop's variants are in test_simulate_engines.py (split so that a parallel run
spreads them over its workers: each file runs on one).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from kernel_check import check_same, variant_params
from war_widget import Rules
from war_widget.game.rules import MAX_FACE_DOWN
from war_widget.kernel.options import kernel_refuses


@pytest.mark.parametrize(("index", "options", "games"), variant_params(duel=False))
def test_fast_kernel_plays_the_engines_games(
    index: int, options: dict[str, object], games: int
) -> None:
    check_same(Rules(**options), games, seed=1000 + 7 * index)  # type: ignore[arg-type]


def any_rules() -> st.SearchStrategy[Rules]:
    """Any rules the kernel plays, from the menus' values and a few more (lowest_wins
    with two cards flipped or Război goes to the engine: not here)."""
    return strategies.rule_sets(
        steal="off",
        more={
            "players": [5],
            "face_down": [0, 2, MAX_FACE_DOWN],
            "peace": [0.01, 0.2, 0.99],
            "round_limit": [1, 300],
        },
        without={"peace": ["ask"]},
    ).filter(lambda rules: not kernel_refuses(rules))


# Some drawn rules never end (peace always, the table's order): their games run to the safety
# cap in the engine, so the whole test may take minutes on a
# loaded machine; the suite's 300 s limit is a guard against hangs, not a speed test.
@pytest.mark.slow  # a long differential run: make test-all
@pytest.mark.timeout(1200)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), seed=st.integers(0, 2**64 - 10))
def test_fast_kernel_matches_engine_on_random_rules(rules: Rules, seed: int) -> None:
    check_same(rules, 4, seed=seed)
