"""The command line names the engine that really ran (issue 36): `simulate` says "engine fast
(wasm)" (the kernel the fast engine ran, as Simulation.kernel says it), or "engine python"
where the engine played, asked for or because no WebAssembly runtime runs here (issue 44:
numba's and plain Python's kernels were retired)."""

from __future__ import annotations

import io

import pytest

from war_widget.cli.commands import main_simulate
from war_widget.simulation import run
from war_widget.simulation.run import KERNEL_VARIABLE, default_kernel


def simulated(*argv: str) -> str:
    out = io.StringIO()
    assert main_simulate(["--games", "30", "--seed", "3", "--no-progress", *argv], out=out) == 0
    return out.getvalue()


def test_the_default_run_names_the_kernel_that_played(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(KERNEL_VARIABLE, raising=False)
    assert f", engine fast ({default_kernel()}), " in simulated()


def test_the_kernel_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KERNEL_VARIABLE, "wasm")
    assert ", engine fast (wasm), " in simulated("--engine", "fast")
    assert "(wasm)" in simulated("--lang", "es")


def test_the_engine_is_named_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KERNEL_VARIABLE, "wasm")
    text = simulated("--engine", "python")
    assert ", engine python, " in text and "(wasm)" not in text


def test_without_a_runtime_the_engine_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """No WebAssembly runtime: the engine played, and the line says so (not "fast")."""
    monkeypatch.delenv(KERNEL_VARIABLE, raising=False)
    monkeypatch.setattr(run, "default_kernel", lambda: "python")
    text = simulated("--engine", "fast")
    assert ", engine python, " in text and "engine fast" not in text
