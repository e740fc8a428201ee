"""``python -m war_widget warm``: it compiled numba's kernel into its cache before a first
simulation; since issue 44 the kernel is the WebAssembly module built with the package, so it
says there is nothing to compile (and a retired kernel asked for is one line of error).  And
every game loop of the kernel has a rule set that reaches it (``prepare.every_loop``)."""

from __future__ import annotations

import importlib
import io

import pytest

from war_widget import kernel as _fast
from war_widget.cli.commands import main, main_warm
from war_widget.kernel.options import options
from war_widget.simulation import prepare

run_module = importlib.import_module("war_widget.simulation.run")


def test_every_loop_of_the_kernel_has_a_rule_set() -> None:
    loops = prepare.every_loop()
    assert set(loops) == {
        "play_duel, shuffled",
        "play_duel, table, positions",
        "play_duel, won_pile",
        "play_duel, winner_first, positions",
        "play_duel, loser_first, positions",
        "play_duel, random_order",
        "play_two",
        "play_games",
    }
    for loop, rules in loops.items():
        assert _fast.variant(options(rules)) == loop


def test_a_bad_kernel_variable_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(run_module.KERNEL_VARIABLE, "fortran")
    with pytest.raises(SystemExit) as stop:
        main(["warm"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert err.startswith("error: WAR_WIDGET_KERNEL='fortran'")


def test_a_retired_kernel_variable_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(run_module.KERNEL_VARIABLE, "numba")
    with pytest.raises(SystemExit) as stop:
        main(["warm"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert err.startswith("error: WAR_WIDGET_KERNEL='numba'") and "retired" in err


def test_without_a_runtime_warm_prints_nothing_but_the_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(prepare, "_kind", lambda engine: "python")
    out = io.StringIO()
    assert main_warm(out) == 0 and out.getvalue() == ""


def test_with_the_webassembly_kernel_there_is_nothing_to_warm(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(run_module.KERNEL_VARIABLE, raising=False)
    out = io.StringIO()
    assert main_warm(out) == 0 and "WebAssembly kernel" in out.getvalue()


def test_the_command_line_offers_it(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "warm" in capsys.readouterr().out
