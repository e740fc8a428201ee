"""The kernel as plain Python (no numba: the browser's path) runs the loops' own source over a
namespace of its own, with the generator's shuffle and the rules' arithmetic written in line:
the same draws, the same games (``tests/test_simulate_engines*.py`` hold it to the engine
game by game)."""

from __future__ import annotations

import ast
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from war_widget import Rules, _fast, arithmetic
from war_widget._fast import duel, kernel, many, plain, two
from war_widget._fast.options import options, pack
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


def test_the_plain_loops_are_the_modules_code_with_the_arithmetic_in_line() -> None:
    for module, name in ((duel, "play_duel"), (two, "play_two"), (many, "play_games")):
        copy, source = getattr(plain, name), getattr(module, name)
        assert copy is not source and copy.__code__.co_filename == source.__code__.co_filename
        assert copy.__code__.co_firstlineno == source.__code__.co_firstlineno
        assert set(copy.__code__.co_varnames) - set(source.__code__.co_varnames) <= {"_plain_z"}
        assert copy.__globals__["_shuffle"] is plain._shuffle_inline
        called = set(copy.__code__.co_names)
        assert not called & {"_u64", "_i64", "beats", "ending", "war_size", "is_short"}
    # A round's shuffle of the table: two cards drawn in line, more by the call.
    assert "_plain_z" in plain.play_duel.__code__.co_varnames
    assert "_plain_z" in plain.play_two.__code__.co_varnames
    assert plain.play_two.__globals__["_take"].__name__ == "_take"
    assert "refills" not in plain.play_two.__globals__["_take"].__code__.co_names


INPUTS = [-1, 0, 1, 2, 3, 5, 9, 10, 11, 13, 14, 16, 40]


@pytest.mark.parametrize("name", arithmetic.FUNCTIONS)
def test_each_function_written_as_one_expression_computes_the_same(name: str) -> None:
    """What the plain loops put in line for a call is the function's own result."""
    function = getattr(arithmetic, name)
    found = plain._as_expression(function)
    if found is None:  # a loop, or statements before the result: called, not put in line
        assert name in ("highest", "highest_pair", "power", "play_gain")
        return
    params, expr = found
    code = compile(ast.Expression(ast.fix_missing_locations(expr)), "<inline>", "eval")
    grid = list(itertools.product(INPUTS[:8], repeat=len(params)))
    grid += [tuple(itertools.islice(itertools.cycle(INPUTS[k:]), len(params))) for k in range(9)]
    for args in grid:
        assert eval(code, vars(arithmetic), dict(zip(params, args, strict=True))) == function(
            *args
        ), (name, args)


def test_without_numba_the_fast_engine_runs_the_plain_loops() -> None:
    for rules in (Rules(), Rules.preset("guerra_de_sumas"), Rules(players=4)):
        chosen = _fast.play_function(False, options(rules))
        assert chosen is getattr(plain, _fast.loop_name(options(rules)))


def test_without_sources_the_plain_loops_are_the_code_as_it_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where no source can be read (a frozen build), the loops run as compiled, unchanged."""

    def no_source(_: object) -> str:
        raise OSError("could not get source code")

    monkeypatch.setattr(plain.inspect, "getsource", no_source)
    space = plain._build()
    assert space["play_duel"].__code__ is duel.play_duel.__code__
    rules = Rules(round_limit=80)
    with monkeypatch.context() as patch:
        patch.setattr(plain, "play_duel", space["play_duel"])
        frozen = _fast.run(False, 3, 20, *pack(rules))
    assert list(frozen.rounds) == list(_fast.run(False, 3, 20, *pack(rules)).rounds)
