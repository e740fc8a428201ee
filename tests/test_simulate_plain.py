"""The kernel as plain Python (no numba: the browser's path) runs the loops' own code over a
namespace of its own, with the generator's shuffle written in line: the same draws, the same
games (``tests/test_simulate_engines.py`` holds it to the engine game by game)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from war_widget import Rules, _fast
from war_widget._fast import duel, kernel, many, plain, two
from war_widget._fast.options import options
from war_widget.rng import SplitMix64


@given(
    items=st.lists(st.integers(0, 127), min_size=0, max_size=110),
    off=st.integers(0, 10),
    seed=st.integers(0, 2**64 - 1),
)
def test_the_inline_shuffle_is_the_kernels(items: list[int], off: int, seed: int) -> None:
    n = max(0, len(items) - off)
    ours, theirs = items[:], items[:]
    assert plain._shuffle_inline(ours, off, n, seed) == kernel._shuffle(theirs, off, n, seed)
    assert ours == theirs


@given(seed=st.integers(0, 2**64 - 1))
def test_two_items_swap_as_the_generator_says(seed: int) -> None:
    """The shortcut for two items (most rounds) draws as ``SplitMix64.shuffle`` does."""
    ours, theirs = [3, 9], [3, 9]
    rng = SplitMix64(seed)
    rng.shuffle(theirs)
    assert plain._shuffle_inline(ours, 0, 2, seed) == rng.state and ours == theirs


def test_the_plain_loops_are_the_modules_code_in_their_own_namespace() -> None:
    for module, name in ((duel, "play_duel"), (two, "play_two"), (many, "play_games")):
        copy, source = getattr(plain, name), getattr(module, name)
        assert copy is not source and copy.__code__ is source.__code__
        assert copy.__globals__["_shuffle"] is plain._shuffle_inline
    assert plain.play_two.__globals__["_take"].__code__ is kernel._take.__code__


def test_without_numba_the_fast_engine_runs_the_plain_loops() -> None:
    for rules in (Rules(), Rules.preset("guerra_de_sumas"), Rules(players=4)):
        chosen = _fast.play_function(False, options(rules))
        assert chosen is getattr(plain, _fast.loop_name(options(rules)))
