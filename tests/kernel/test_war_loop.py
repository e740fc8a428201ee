"""``benchmarks/war_loop.c``, the C loop the kernel's speed is measured against, plays the
kernel's games: the same rounds and winner, game by game (else its speed says nothing)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from war_widget import Rules
from war_widget.simulation import simulate

BENCHMARKS = Path(__file__).resolve().parent.parent.parent / "benchmarks"
GCC = shutil.which("gcc")


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("simulate_benchmark", BENCHMARKS / "simulate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def war_loop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if GCC is None:
        pytest.skip("no gcc on this machine: the C loop cannot be compiled")
    binary = _benchmark().build_c(tmp_path_factory.mktemp("war_loop"), GCC)
    assert binary is not None
    return binary  # type: ignore[no-any-return]


def _c_games(binary: Path, first_seed: int, games: int) -> tuple[list[int], list[int], int]:
    out = subprocess.run(
        [binary, str(first_seed), str(games), "1", "games"],
        capture_output=True, text=True, check=True,
    ).stdout.split("\n")  # fmt: skip
    total = int(out[1].split()[0])
    rows = [line.split() for line in out[2 : 2 + games]]
    return [int(r) for r, _ in rows], [int(w) for _, w in rows], total


@pytest.mark.parametrize("first_seed", [1, 90_001, 2**64 - 400])
def test_the_c_loop_plays_the_kernels_games(war_loop: Path, first_seed: int) -> None:
    games = 300
    kernel = simulate(Rules.preset("classic"), games, seed=first_seed, workers=1, progress=False)
    rounds, winners, total = _c_games(war_loop, first_seed, games)
    assert rounds == [int(r) for r in kernel.rounds]
    assert winners == [int(w) for w in kernel.winners]
    assert total == sum(rounds)
    assert any(w == 1 for w in winners) and any(w == 0 for w in winners)
