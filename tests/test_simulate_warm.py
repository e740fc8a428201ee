"""``python -m war_widget warm``: every game loop of the compiled kernel into numba's cache,
so that no first simulation compiles (an image, a class's machines)."""

from __future__ import annotations

import importlib
import io

import pytest

from war_widget import Rules, _fast
from war_widget._fast.options import options
from war_widget.cli import main, main_warm
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


def test_warm_compiles_each_loop_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, bool | None]] = []

    def fake_run(rules_dict: dict[str, object], seed: int, start: int, count: int,
                 compiled: bool | None = None) -> None:  # fmt: skip
        assert count == 0
        calls.append((run_module._fast_loop(Rules.from_dict(rules_dict)), compiled))

    monkeypatch.setattr(prepare, "_run_fast", fake_run)
    monkeypatch.setattr(prepare, "_kind", lambda engine: "numba")
    monkeypatch.setattr(prepare, "_PREPARED", set())
    out = io.StringIO()
    assert main_warm(out) == 0
    assert sorted(calls) == sorted((loop, True) for loop in prepare.every_loop())
    assert set(prepare.every_loop()) == prepare._PREPARED
    lines = out.getvalue().splitlines()
    assert len(lines) == 9 and all(line.endswith(" s") for line in lines[:8])
    assert lines[8].startswith("numba's cache: ")  # where: or that nowhere could be written


def test_a_bad_kernel_variable_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(run_module.KERNEL_VARIABLE, "fortran")
    with pytest.raises(SystemExit) as stop:
        main(["warm"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert err.startswith("error: WAR_WIDGET_KERNEL='fortran'")


def test_without_numba_there_is_nothing_to_warm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prepare, "_kind", lambda engine: "plain")
    out = io.StringIO()
    assert main_warm(out) == 0 and "numba is not installed" in out.getvalue()


def test_with_the_webassembly_kernel_there_is_nothing_to_warm(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(prepare, "_kind", lambda engine: "wasm")
    out = io.StringIO()
    assert main_warm(out) == 0 and "WebAssembly kernel" in out.getvalue()


def test_the_command_line_offers_it(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "warm" in capsys.readouterr().out
