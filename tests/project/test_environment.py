"""No crash for the environment (issue 33, part 8): the fast engine where the WebAssembly
module is missing, broken or cannot start.

A missing or broken ``kernel.wasm``, or a WebAssembly runtime that cannot start, made every
simulation fail while ``fast_available()`` said True.  Now the engine plays the same games
(since issue 44 retired numba's and plain Python's kernels, the only other way to play them),
``fast_available()`` says False, and one warning line says why.  (numba's cache folders, the
other half of issue 33's findings, went with numba's kernel.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kernel_check import reference
from war_widget import Rules
from war_widget import kernel as _fast
from war_widget.kernel import once, wasm
from war_widget.kernel.options import pack
from war_widget.simulation import fast_available, run, simulate

needs_wasmtime = pytest.mark.skipif(not wasm.available(), reason="wasmtime is not installed")


@pytest.fixture
def once_more(monkeypatch: pytest.MonkeyPatch) -> None:
    """Warnings said once a process are said again in this test (and counted afresh)."""
    monkeypatch.setattr(once, "_WARNED", set())


# -- the WebAssembly module ------------------------------------------------------------------
@pytest.fixture
def broken_module(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, once_more: None) -> Path:
    """``kernel.wasm`` replaced by a file that is not WebAssembly, nothing loaded yet."""
    broken = tmp_path / "kernel.wasm"
    broken.write_bytes(b"<html>not found</html>")
    monkeypatch.setattr(wasm, "_resource", lambda: broken)
    monkeypatch.setattr(wasm, "_HOSTS", {})
    monkeypatch.delenv(run.KERNEL_VARIABLE, raising=False)
    return broken


@needs_wasmtime
def test_a_broken_module_plays_on_the_engine_and_says_so(broken_module: Path) -> None:
    with pytest.warns(RuntimeWarning, match="WebAssembly kernel cannot run here") as said:
        assert not fast_available()  # the truth: the engine plays
        sim = simulate(Rules(), 30, seed=5, progress=False)
        simulate(Rules(), 30, seed=5, progress=False)
    assert len(said) == 1
    message = str(said[0].message)
    assert str(broken_module) in message and "the engine plays" in message
    assert "\n" not in message
    assert sim.kernel == "python"
    assert [int(r) for r in sim.rounds] == [reference(Rules(), 5 + i)[0] for i in range(30)]


@needs_wasmtime
def test_a_missing_module_plays_on_the_engine(broken_module: Path) -> None:
    broken_module.unlink()
    with pytest.warns(RuntimeWarning, match="missing.*the engine plays"):
        assert run.default_kernel() == "python"


@needs_wasmtime
def test_a_runtime_that_cannot_start_is_no_crash(
    monkeypatch: pytest.MonkeyPatch, once_more: None
) -> None:
    class NoMemory:
        def __init__(self, data: bytes) -> None:
            raise MemoryError("cannot reserve the module's memory")

    monkeypatch.setattr(wasm, "_HOSTS", {})
    monkeypatch.setattr(wasm, "_Wasmtime", NoMemory)
    monkeypatch.delenv(run.KERNEL_VARIABLE, raising=False)
    with pytest.warns(RuntimeWarning, match="cannot reserve the module's memory"):
        assert not fast_available()
        assert simulate(Rules(), 5, seed=1, progress=False).kernel == "python"


@needs_wasmtime
def test_the_class_tally_and_the_widget_run_on_a_broken_module(
    broken_module: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from war_widget.simulation.widget import SimulationWidget
    from war_widget.tally.widget import ClassTally

    monkeypatch.chdir(tmp_path)  # where the tally keeps its file
    with pytest.warns(RuntimeWarning, match="WebAssembly kernel cannot run here"):
        ClassTally("rounds", games=40)
        w = SimulationWidget(games=60).run(wait=True)
    assert w.error == "" and w.state != "error"


@needs_wasmtime
def test_the_module_asked_for_by_name_stays_an_error(
    broken_module: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``WAR_WIDGET_KERNEL=wasm`` asks for the module itself: no other kernel in its place."""
    monkeypatch.setenv(run.KERNEL_VARIABLE, "wasm")
    with pytest.raises(wasm.KernelFileError, match="broken"):
        simulate(Rules(), 5, seed=1, progress=False)
    with pytest.raises(wasm.KernelFileError):
        _fast.run("wasm", 0, 3, *pack(Rules()))
