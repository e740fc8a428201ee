"""The command line names the engine that really ran (issue 36): `simulate` says "engine fast
(wasm)", "fast (numba)" or "fast (plain)" (the kernel the fast engine ran, as
Simulation.kernel says it), never a bare "fast" that reads as numba where numba is missing."""

from __future__ import annotations

import io

import pytest

from war_widget.cli import main_simulate
from war_widget.simulation.run import KERNEL_VARIABLE, default_kernel


def simulated(*argv: str) -> str:
    out = io.StringIO()
    assert main_simulate(["--games", "30", "--seed", "3", "--no-progress", *argv], out=out) == 0
    return out.getvalue()


def test_the_default_run_names_the_kernel_that_played(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(KERNEL_VARIABLE, raising=False)
    assert f", engine fast ({default_kernel()}), " in simulated()


@pytest.mark.parametrize("kernel", ["plain", "wasm"])
def test_each_kernel_is_named(monkeypatch: pytest.MonkeyPatch, kernel: str) -> None:
    """plain: what a machine without numba nor a WebAssembly runtime runs."""
    monkeypatch.setenv(KERNEL_VARIABLE, kernel)
    assert f", engine fast ({kernel}), " in simulated("--engine", "fast")
    assert f"({kernel})" in simulated("--lang", "es")


def test_the_engine_is_named_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KERNEL_VARIABLE, "plain")
    text = simulated("--engine", "python")
    assert ", engine python, " in text and "(plain)" not in text
