"""A probability of peace is on the code's grid (0.01 to 0.99 in steps of 0.01), or refused.

Regressions: a tiny probability (1e-11) passed validation and then computing the game's code
looped for ever; a probability just below 1 (or a hair off 0.50) encoded to a code of another
game.  Every probability the rules accept now decodes to equal rules.
"""

from __future__ import annotations

import math
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from war_widget import Game, Rules
from war_widget.game.codes import encode

GRID = "a probability from 0.01 to 0.99 in steps of 0.01"


@pytest.mark.timeout(20)
@pytest.mark.parametrize("p", [1e-11, 1e-12, 5e-324, 1e-300, 0.004, 0.9999999999999, 0.995])
def test_a_probability_off_the_grid_is_refused_naming_the_grid(p):
    with pytest.raises(ValueError, match=rf"peace=.* {GRID}"):
        Rules(peace=p)


@pytest.mark.timeout(20)
def test_a_tiny_probability_from_the_cli_is_refused_not_a_hang():
    run = subprocess.run(
        [sys.executable, "-m", "war_widget", "play", "--set", "peace=1e-11", "--auto"],
        capture_output=True,
        text=True,
        timeout=15,
        stdin=subprocess.DEVNULL,
    )
    assert run.returncode == 2
    assert "peace=1e-11" in run.stderr and "steps of 0.01" in run.stderr


@pytest.mark.timeout(20)
def test_a_code_is_never_computed_from_a_negative_number():
    with pytest.raises(ValueError, match="negative"):
        encode(-1, Rules())


@pytest.mark.parametrize(
    ("given", "kept"), [(0.5000000000001, 0.5), (0.1 + 0.2, 0.3), (0.07, 0.07), (0.99, 0.99)]
)
def test_a_probability_a_hair_off_the_grid_is_kept_as_its_grid_value(given, kept):
    rules = Rules(peace=given)
    assert rules.peace == kept and type(rules.peace) is float
    assert Game.from_code(Game(rules, seed=4).code).rules == rules


def test_a_probability_just_below_one_does_not_name_another_game():
    with pytest.raises(ValueError, match="peace="):
        Game(Rules(peace=0.9999999999999), seed=1)


def _near_boundaries() -> st.SearchStrategy[float]:
    """Floats next to every step of the grid, its ends and beyond."""
    steps = st.integers(-2, 102).map(lambda k: k / 100)
    ulps = st.integers(-3, 3)
    off = st.sampled_from([0.0, 1e-15, -1e-15, 1e-11, -1e-11, 1e-9, -1e-9, 2e-9, -2e-9, 1e-6])

    def nudge(x: float, n: int, d: float) -> float:
        for _ in range(abs(n)):
            x = math.nextafter(x, math.inf if n > 0 else -math.inf)
        return x + d

    return st.builds(nudge, steps, ulps, off) | st.floats(-0.1, 1.1) | st.floats(0, 1e-8)


@settings(max_examples=400, deadline=2000)
@given(p=_near_boundaries(), seed=st.integers(0, 2**64 - 1), limit=st.sampled_from([None, 77]))
def test_every_accepted_probability_decodes_to_equal_rules(p, seed, limit):
    try:
        rules = Rules(peace=p, round_limit=limit)
    except ValueError as err:
        assert "peace=" in str(err) and GRID in str(err)
        return
    assert 0.01 <= rules.peace <= 0.99
    assert round(rules.peace * 100) / 100 == rules.peace
    back = Game.from_code(Game(rules, seed=seed).code)
    assert back.rules == rules and back.seed == seed
