"""The fast kernel plays exactly the games of the reference engine, game by game: the rule
variants the duel loop plays (``csrc/kernel/duel.c``: two players, one card flipped, no peace),
and the presets.

Rules the duel loop plays are also played by the general two-player loop, so both stay held
to the engine (``kernel_check.check_same``).  The variants the general loops play are in
test_simulate_engines_general.py; which loop plays which rules, and the endings that need
special care, in test_simulate_routing.py.
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
from war_widget.simulation.run import _fast_loop


@pytest.mark.parametrize(("index", "options", "games"), variant_params(duel=True))
def test_fast_kernel_plays_the_engines_games(
    index: int, options: dict[str, object], games: int
) -> None:
    check_same(Rules(**options), games, seed=1000 + 7 * index)  # type: ignore[arg-type]


@pytest.mark.slow  # a long differential run: make test-all
@pytest.mark.parametrize(
    "preset",
    [
        "classic",
        "krig",
        "wojna",
        "vojna",
        "razboi",
        "guerra_de_cartas",
        "guerra_de_sumas",
        "cardgames_zone",
    ],
)
def test_presets_many_seeds(preset: str) -> None:
    check_same(Rules.preset(preset), 150, seed=0)


def duel_rules() -> st.SearchStrategy[Rules]:
    """Any rules the duel loop plays: two players, one card flipped, no peace, the whole war
    laid whatever a player holds."""
    return strategies.rule_sets(
        players=2,
        flip=1,
        peace="never",
        steal="off",
        few_cards=0,
        more={"face_down": [0, 2, 5, MAX_FACE_DOWN], "round_limit": [1, 300]},
    ).filter(lambda rules: not kernel_refuses(rules))  # lowest_wins under Război: the engine's


@pytest.mark.slow  # a long differential run: make test-all
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=duel_rules(), seed=st.integers(0, 2**64 - 10))
def test_duel_loop_matches_engine_on_random_rules(rules: Rules, seed: int) -> None:
    assert _fast_loop(rules).startswith("play_duel")
    check_same(rules, 4, seed=seed)


def test_large_and_extreme_seeds() -> None:
    check_same(Rules(), 5, seed=2**64 - 5)
    check_same(Rules(face_down=1, pickup="won_pile"), 5, seed=2**63 - 2)
