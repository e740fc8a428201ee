"""No crash for the environment (issue 33, part 8): the fast engine where numba can write no
cache, and where the WebAssembly module is missing, broken or cannot start.

Findings pinned here:

* numba installed and no folder its cache can use (the package's ``__pycache__``,
  ``NUMBA_CACHE_DIR``, ``~/.cache``): ``simulate()`` on numba's kernel, ``python -m war_widget
  warm``, ``ClassTally("rounds")`` and the simulation widget failed with numba's "cannot cache
  function ... no locator available" while ``fast_available()`` said True.  Now the kernel is
  cached in the user's folder (``~/.cache/war_widget/numba``) or compiled without a cache,
  with one warning.
* a missing or broken ``kernel.wasm``, or a WebAssembly runtime that cannot start, made every
  simulation fail while ``fast_available()`` said True.  Now the next kernel plays (numba if
  installed, else plain Python), ``fast_available()`` says whether it is compiled, and one
  warning says why.

Even as root (whom permissions do not stop), a folder is made unusable by a file where it
would go: that is how these tests take every cache folder away.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from kernel_check import reference
from war_widget import Rules, _fast
from war_widget._fast import numba_cache, once, wasm
from war_widget._fast.options import pack
from war_widget.simulation import fast_available, run, simulate

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "war_widget"
needs_numba = pytest.mark.skipif(not run.numba_available(), reason="numba is not installed")
needs_wasmtime = pytest.mark.skipif(not wasm.available(), reason="wasmtime is not installed")


@pytest.fixture
def once_more(monkeypatch: pytest.MonkeyPatch) -> None:
    """Warnings said once a process are said again in this test (and counted afresh)."""
    monkeypatch.setattr(once, "_WARNED", set())
    monkeypatch.setattr(numba_cache, "PLACES", Counter())


# -- numba's cache ---------------------------------------------------------------------------
def _module_in(folder: Path) -> object:
    """A module with one small function, written in ``folder`` (numba caches by its file)."""
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "tiny_kernel.py"
    source.write_text("def double(x):\n    return 2 * x\n", encoding="utf-8")
    spec = importlib.util.spec_from_file_location(f"tiny_kernel_{folder.name}", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _no_numba_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Every place numba itself caches in made unusable; returns the source's folder."""
    import numba

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    source = tmp_path / "package"
    source.mkdir()
    (source / "__pycache__").write_text("read-only image\n")  # beside the source
    monkeypatch.setattr(numba.config, "CACHE_DIR", str(blocker / "numba"))  # NUMBA_CACHE_DIR
    monkeypatch.setenv("HOME", str(blocker))  # ~/.cache/numba
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    return source


@needs_numba
def test_without_any_cache_folder_numba_compiles_uncached_with_one_warning(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, once_more: None
) -> None:
    import numba

    source = _no_numba_cache(monkeypatch, tmp_path)
    module = _module_in(source)
    with pytest.raises(RuntimeError, match="cannot cache"):  # what the kernel met before
        numba.njit(cache=True)(module.double)  # type: ignore[attr-defined]
    with pytest.warns(RuntimeWarning, match="numba cannot write its cache anywhere") as said:
        double = numba_cache.njit(module.double)  # type: ignore[attr-defined]
        numba_cache.njit(module.double)  # type: ignore[attr-defined]  # said once
    assert len(said) == 1 and "\n" not in str(said[0].message)
    assert double(21) == 42
    assert Counter(none=2) == numba_cache.PLACES
    assert numba_cache.where().startswith("nowhere")


@needs_numba
def test_numba_caches_in_the_users_folder_when_its_own_places_fail(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, once_more: None
) -> None:
    source = _no_numba_cache(monkeypatch, tmp_path)
    xdg = tmp_path / "xdg"
    xdg.mkdir()
    (xdg / "numba").write_text("numba's own user folder, unusable\n")
    monkeypatch.setenv("XDG_CACHE_HOME", str(xdg))
    module = _module_in(source)
    double = numba_cache.njit(module.double)  # type: ignore[attr-defined]
    assert double(4) == 8
    ours = xdg / "war_widget" / "numba"
    assert numba_cache.user_folder() == ours
    assert Counter({str(ours): 1}) == numba_cache.PLACES
    assert list(ours.rglob("*.nbi")) and numba_cache.where() == str(ours)


def test_the_users_cache_folder_follows_the_platform(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", "/home/ana")
    if sys.platform.startswith("linux"):
        assert numba_cache.user_folder() == Path("/home/ana/.cache/war_widget/numba")
    assert not numba_cache.writable(None)


RUN_EVERYTHING = """
import sys
from war_widget import Rules, _fast
from war_widget._fast.options import pack
from war_widget.simulation import fast_available, simulate, prepare
from war_widget.simulation.widget import SimulationWidget
from war_widget.tally.widget import ClassTally
from war_widget.cli import main

assert fast_available()
sim = simulate(Rules(), 1000, seed=1, progress=False)
want = _fast.run("plain", 1, 1000, *pack(Rules()))
assert sim.kernel == "numba" and list(sim.rounds) == list(want.rounds), sim.kernel
ClassTally("rounds")
w = SimulationWidget(games=1000).run(wait=True)
assert w.state != "error" and w.error == "", (w.state, w.error)
prepare.every_loop = lambda: {"play_duel, shuffled": Rules()}  # warm one loop, not all
sys.exit(main(["warm"]))
"""


@needs_numba
@pytest.mark.slow  # half a minute, a fresh process compiling numba's kernel: make test-slow
@pytest.mark.timeout(600)
def test_the_package_with_no_writable_cache_folder_simulates_warms_and_tallies(
    tmp_path: Path,
) -> None:
    """The issue's finding as a user meets it, in a fresh process: numba's kernel asked for,
    the package's folders, NUMBA_CACHE_DIR and the home folder all unusable."""
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "war_widget", ignore=shutil.ignore_patterns("__pycache__"))
    for folder, _, _ in os.walk(site / "war_widget"):
        (Path(folder) / "__pycache__").write_text("read-only image\n")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_CACHE_HOME", "PYTHONPATH")}
    env.update(
        PYTHONPATH=str(site), HOME=str(blocker), NUMBA_CACHE_DIR=str(blocker / "numba"),
        PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8",
    )  # fmt: skip
    env[run.KERNEL_VARIABLE] = "numba"
    done = subprocess.run(
        [sys.executable, "-c", RUN_EVERYTHING], env=env, cwd=work, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "play_duel, shuffled: " in done.stdout
    assert "numba's cache: nowhere" in done.stdout
    warned = [line for line in done.stderr.splitlines() if "RuntimeWarning" in line]
    assert len(warned) == 1 and "numba cannot write its cache anywhere" in warned[0], done.stderr
    assert not list(site.rglob("*.nbi"))


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
def test_a_broken_module_plays_on_plain_python_and_says_so(
    broken_module: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(run, "numba_available", lambda: False)
    with pytest.warns(RuntimeWarning, match="WebAssembly kernel cannot run here") as said:
        assert not fast_available()  # the truth: plain Python
        sim = simulate(Rules(), 30, seed=5, progress=False)
        simulate(Rules(), 30, seed=5, progress=False)
    assert len(said) == 1
    message = str(said[0].message)
    assert str(broken_module) in message and "as plain Python" in message and "\n" not in message
    assert sim.kernel == "plain"
    assert [int(r) for r in sim.rounds] == [reference(Rules(), 5 + i)[0] for i in range(30)]


@needs_wasmtime
def test_a_missing_module_goes_to_numba_when_it_is_installed(
    broken_module: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken_module.unlink()
    monkeypatch.setattr(run, "numba_available", lambda: True)
    with pytest.warns(RuntimeWarning, match="missing.*compiled by numba"):
        assert run.default_kernel() == "numba"


@needs_wasmtime
def test_a_runtime_that_cannot_start_is_no_crash(
    monkeypatch: pytest.MonkeyPatch, once_more: None
) -> None:
    class NoMemory:
        def __init__(self, data: bytes) -> None:
            raise MemoryError("cannot reserve the module's memory")

    monkeypatch.setattr(wasm, "_HOSTS", {})
    monkeypatch.setattr(wasm, "_Wasmtime", NoMemory)
    monkeypatch.setattr(run, "numba_available", lambda: False)
    monkeypatch.delenv(run.KERNEL_VARIABLE, raising=False)
    with pytest.warns(RuntimeWarning, match="cannot reserve the module's memory"):
        assert not fast_available()
        assert simulate(Rules(), 5, seed=1, progress=False).kernel == "plain"


@needs_wasmtime
def test_the_class_tally_and_the_widget_run_on_a_broken_module(
    broken_module: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from war_widget.simulation.widget import SimulationWidget
    from war_widget.tally.widget import ClassTally

    monkeypatch.chdir(tmp_path)  # where the tally keeps its file
    monkeypatch.setattr(run, "numba_available", lambda: False)
    with pytest.warns(RuntimeWarning, match="WebAssembly kernel cannot run here"):
        ClassTally("rounds", games=200)
        w = SimulationWidget(games=300).run(wait=True)
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
