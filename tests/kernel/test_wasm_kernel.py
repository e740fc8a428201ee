"""The kernel compiled to WebAssembly (``src/war_widget/kernel/kernel.wasm``, run by wasmtime):
its exports, the errors of a missing or broken module, its memory, its columns (numpy or not,
into the caller's arrays or not), the engine's games on a few rule families, and where
``simulate()`` sends the fast engine.

The differential tests of every family (kernel_check.check_same and the files using it,
test_kernel_cycle.py, test_kernel_steal.py, test_kernel_hash.py) hold the module to the
engine game by game; here its columns are compared with the engine's games
(:func:`engine_columns`).
"""

from __future__ import annotations

import array
import sys
from pathlib import Path

import pytest

from kernel_check import check_same, reference, rows
from war_widget import END_REASONS, Rules
from war_widget import kernel as _fast
from war_widget.kernel import wasm
from war_widget.kernel.options import pack
from war_widget.simulation import fast_available, run, simulate

pytestmark = pytest.mark.skipif(not wasm.available(), reason="wasmtime is not installed")

ROOT = Path(__file__).resolve().parents[2]


def engine_columns(rules: Rules, first_seed: int, games: int) -> _fast.Columns:
    """Games ``first_seed`` .. on the engine, as the kernel's columns without numpy
    (array.array columns, a tuple of counts per game)."""
    played = [reference(rules, first_seed + i) for i in range(games)]
    ints = [array.array("q", (int(g[k]) for g in played)) for k in range(4)]
    reasons = array.array("q", (END_REASONS.index(str(g[4])) for g in played))
    return _fast.Columns(*ints, reasons, [tuple(g[5]) for g in played])


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """No module loaded yet in this process (put back after the test)."""
    monkeypatch.setattr(wasm, "_HOSTS", {})


def test_the_module_exports_its_contract_and_imports_nothing() -> None:
    import wasmtime

    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_wasm
    finally:
        sys.path.remove(str(ROOT / "tools"))
    data = Path(wasm.path()).read_bytes()
    module = wasmtime.Module(wasmtime.Engine(), data)
    assert module.imports == []
    names = [e.name for e in module.exports]
    assert sorted(names) == sorted(build_wasm.EXPORTS)
    assert set(wasm.EXPORTS.values()) == set(build_wasm.LOOPS)
    assert wasm.host().call("ww_abi") == wasm.ABI


def test_a_missing_module_is_an_error_naming_it(
    fresh: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(wasm, "_resource", lambda: tmp_path / "kernel.wasm")
    with pytest.raises(wasm.KernelFileError, match="missing") as caught:
        _fast.run("wasm", 0, 3, *pack(Rules()))
    assert str(tmp_path / "kernel.wasm") in str(caught.value)
    assert "tools/build_wasm.py" in str(caught.value)
    # simulate() says so in one warning and the engine plays the same games (issue 33, issue
    # 44; tests/project/test_environment.py); fast_available() says so
    with pytest.warns(RuntimeWarning, match="WebAssembly kernel cannot run here.*missing"):
        sim = simulate(Rules(), 10, seed=1, progress=False)
    assert sim.kernel == "python" and sim.engine == "python" and not fast_available()


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"", "broken"),
        (b"<html>not found</html>", "broken"),
        (b"\0asm\1\0\0\0\x07\x05", "broken"),  # cut short
        (b"\0asm\1\0\0\0", "other sources"),  # sound, but exports nothing
    ],
    ids=["empty", "text", "truncated", "empty module"],
)
def test_a_broken_module_is_an_error_naming_it(
    fresh: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, data: bytes, says: str
) -> None:
    broken = tmp_path / "kernel.wasm"
    broken.write_bytes(data)
    monkeypatch.setattr(wasm, "_resource", lambda: broken)
    with pytest.raises(wasm.KernelFileError, match=says) as caught:
        _fast.run("wasm", 0, 3, *pack(Rules()))
    assert str(broken) in str(caught.value) and "build_wasm.py" in str(caught.value)


def test_the_allocator_zeroes_aligns_grows_and_says_when_it_cannot() -> None:
    host = wasm.host()
    with wasm._LOCK:
        host.call("ww_reset")
        first = host.call("ww_alloc", 3)
        second = host.call("ww_alloc", 16)
        assert first > 0 and second % 8 == 0 and second >= first + 3
        host.write(second, b"\xff" * 16)
        host.call("ww_reset")
        host.call("ww_alloc", 3)
        assert host.call("ww_alloc", 16) == second
        assert host.read(second, 16) == b"\0" * 16  # a reused block is zeroed again
        before = host.memory.data_len(host.store)
        big = host.call("ww_alloc", before + (1 << 20))
        assert big > 0 and host.memory.data_len(host.store) > before + (1 << 20)
        assert host.call("ww_alloc", wasm._i32(0xFFFF0000)) == 0  # past 4 GiB: 0, no trap
        host.call("ww_reset")


def test_a_big_chunk_grows_the_memory_and_plays_the_same_games() -> None:
    rules = Rules(players=3)
    games = 60_000  # its columns alone (8 numbers a game) are over 3 MB
    host = wasm.host()
    before = host.memory.data_len(host.store)
    big = _fast.run("wasm", 77, games, *pack(rules))
    assert host.memory.data_len(host.store) >= before
    assert host.memory.data_len(host.store) > 8 * 8 * games
    for start in (0, games // 2, games - 5):
        small = engine_columns(rules, 77 + start, 5)
        assert big.rounds[start : start + 5].tolist() == list(small.rounds)
        assert [tuple(c) for c in big.counts[start : start + 5].tolist()] == small.counts


def test_a_chunk_played_in_several_calls_is_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules(pickup="won_pile", face_down=1)
    whole = _fast.run("wasm", 5, 50, *pack(rules))
    monkeypatch.setattr(wasm, "GAMES_PER_CALL", 7)
    parts = _fast.run("wasm", 5, 50, *pack(rules))
    for a, b in zip(whole, parts, strict=True):
        assert a.tolist() == b.tolist()


def test_the_columns_are_numpys_and_written_into_the_callers_arrays() -> None:
    np = pytest.importorskip("numpy")
    rules = Rules(players=4, face_down=1, pickup="table")
    got = _fast.run("wasm", 9, 40, *pack(rules))
    assert all(isinstance(c, np.ndarray) and c.dtype == np.int64 for c in got)
    assert got.counts.shape == (40, 4)
    got.rounds[0] = -1  # the caller's to keep and change
    store = [np.zeros(40, np.int64) for _ in range(5)]
    counts = np.zeros((40, 4), np.int64)
    out = _fast.Columns(*store, counts.reshape(-1))
    into = _fast.run("wasm", 9, 40, *pack(rules), out=out)
    assert into.rounds is store[0] and into.counts.base is counts
    engine = engine_columns(rules, 9, 40)
    assert store[0].tolist() == list(engine.rounds) and store[4].tolist() == list(engine.reasons)
    assert [tuple(c) for c in counts.tolist()] == engine.counts


def test_without_numpy_the_columns_are_arrays(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.preset("guerra_de_sumas")
    monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy fails
    got = _fast.run("wasm", 3, 25, *pack(rules))
    assert got == engine_columns(rules, 3, 25)  # array.array columns, a tuple of counts a game


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("classic"),
        Rules.preset("razboi"),  # the duel loop with positions (Brent's cycle watch)
        Rules.preset("guerra_de_cartas"),  # won piles
        Rules.preset("guerra_de_sumas"),  # two cards flipped: the two-player loop
        Rules(peace=0.3, face_down=1),  # peace
        Rules(players=3, pickup="random_order"),  # the general loop, a fixed order
        Rules(players=4, face_down=1, pickup="table"),  # ... positions hashed
        Rules(lowest_wins=True, numbers=10, copies=4, players=4, shortage="lose"),
        Rules(round_limit=40, pickup="won_pile", face_down=1),
    ],
    ids=str,
)
def test_the_module_plays_the_engines_games(rules: Rules) -> None:
    check_same(rules, 30, seed=4242, ways=["wasm"])


@pytest.mark.parametrize("policies", [("estimate", "greedy"), ("always", "never", "estimate")])
def test_the_module_plays_steal_wars_games(policies: tuple[str, ...]) -> None:
    rules = Rules.preset("steal_war").replace(players=len(policies))
    fast = simulate(rules, 15, seed=8, policies=list(policies), progress=False)
    python = simulate(rules, 15, seed=8, engine="python", policies=list(policies), progress=False)
    assert fast.kernel == "wasm" and python.kernel == "python"
    for column in ("rounds", "winners", "wars", "first_wars", "reason_codes"):
        assert list(getattr(fast, column)) == list(getattr(python, column)), column
    assert [tuple(c) for c in fast.counts] == [tuple(c) for c in python.counts]


def test_the_largest_seeds() -> None:
    rules = Rules(face_down=1, pickup="won_pile")
    assert rows(rules, 4, 2**64 - 4, "wasm") == [reference(rules, 2**64 - 4 + i) for i in range(4)]


# -- routing --------------------------------------------------------------------------------
def test_the_fast_engine_runs_the_module_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(run.KERNEL_VARIABLE, raising=False)
    assert run.default_kernel() == "wasm" and fast_available()
    sim = simulate(Rules(), 20, seed=2, progress=False)
    assert sim.kernel == "wasm" and "engine fast (wasm)" in repr(sim)
    assert simulate(Rules(), 5, seed=2, engine="python", progress=False).kernel == "python"


def test_the_environment_asks_for_the_module_or_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """WAR_WIDGET_KERNEL=wasm runs the module; the retired kernels (numba's, plain Python's)
    and any other name are a ValueError naming the variable and what it may be."""
    monkeypatch.setenv(run.KERNEL_VARIABLE, "wasm")
    sim = simulate(Rules(), 20, seed=2, progress=False)
    assert sim.kernel == "wasm"
    assert list(sim.rounds) == [reference(Rules(), 2 + i)[0] for i in range(20)]
    for retired in ("numba", "plain"):
        monkeypatch.setenv(run.KERNEL_VARIABLE, retired)
        with pytest.raises(ValueError, match=f"WAR_WIDGET_KERNEL='{retired}'.*retired.*'wasm'"):
            simulate(Rules(), 20, seed=2, progress=False)
    monkeypatch.setenv(run.KERNEL_VARIABLE, "fortran")
    with pytest.raises(ValueError, match="WAR_WIDGET_KERNEL"):
        simulate(Rules(), 20, seed=2, progress=False)
    with pytest.raises(ValueError, match="retired"):
        _fast.run("numba", 0, 3, *pack(Rules()))


def test_without_wasmtime_the_engine_plays_and_one_line_says_so(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No wasmtime (no wheel for this Python, or an import that fails): simulate() plays the
    same games with the engine, and says so once, in one line."""
    from war_widget.kernel import once

    monkeypatch.setattr(once, "_WARNED", set())  # said once a process: said here afresh
    monkeypatch.delenv(run.KERNEL_VARIABLE, raising=False)
    monkeypatch.setitem(sys.modules, "wasmtime", None)  # import wasmtime fails
    assert not wasm.available()
    with pytest.warns(RuntimeWarning) as said:
        assert run.default_kernel() == "python" and not fast_available()
        sim = simulate(Rules(players=3), 30, seed=2, progress=False)
        again = simulate(Rules(), 10, seed=2, engine="fast", progress=False)
    lines = [str(w.message) for w in said]
    assert len(lines) == 1 and "\n" not in lines[0], lines
    assert "no WebAssembly runtime" in lines[0] and "engine plays the same games" in lines[0]
    assert sim.kernel == sim.engine == "python" and again.kernel == "python"
    assert "engine python" in repr(sim)
    want = [reference(Rules(players=3), 2 + i) for i in range(30)]
    assert list(sim.rounds) == [w[0] for w in want] and list(sim.winners) == [w[1] for w in want]
    monkeypatch.setenv(run.KERNEL_VARIABLE, "wasm")  # asked for by name: an error instead
    with pytest.raises(ValueError, match="no WebAssembly runtime"):
        simulate(Rules(), 10, seed=2, progress=False)


def test_a_pool_of_processes_runs_the_module_once_each() -> None:
    sim = simulate(Rules(players=3), 400, seed=6, workers=2, chunk_size=100, progress=False)
    alone = simulate(Rules(players=3), 400, seed=6, workers=1, progress=False)
    assert sim.kernel == "wasm" and list(sim.rounds) == list(alone.rounds)
    assert list(sim.rounds)[:20] == [reference(Rules(players=3), 6 + i)[0] for i in range(20)]


# -- the browser's host (Pyodide), against a stand-in for the JavaScript API -------------------
def test_the_exports_a_browser_calls_take_and_give_only_i32() -> None:
    """A JavaScript caller passes an i64 as a BigInt, and Pyodide makes a small Python int a
    Number: so the exports the host calls have no i64 parameter or result."""
    import wasmtime

    module = wasmtime.Module(wasmtime.Engine(), Path(wasm.path()).read_bytes())
    called = {"ww_abi", "ww_reset", "ww_alloc", *wasm.EXPORTS.values()}
    for export in module.exports:
        if export.name in called:
            kinds = [str(t) for t in [*export.type.params, *export.type.results]]
            assert set(kinds) <= {"i32"}, (export.name, kinds)


class _JsStandIn:
    """What _Browser uses of Pyodide's ``js`` module, over wasmtime: typed arrays over the
    memory's buffer, WebAssembly.Module/Instance, Reflect.has, and export functions that
    take only numbers (as JavaScript's WebAssembly API without BigInts)."""

    def __init__(self) -> None:
        import wasmtime

        store = wasmtime.Store()
        js = self

        class Buffer:
            def __init__(self, memory: object) -> None:
                self.memory = memory

        class Uint8Array:
            def __init__(self, data: bytearray | None, memory: object, at: int, n: int) -> None:
                self.data, self.memory, self.at, self.n = data, memory, at, n

            @staticmethod
            def new(*args: object) -> Uint8Array:
                if len(args) == 1:
                    return Uint8Array(bytearray(args[0]), None, 0, args[0])  # type: ignore[arg-type]
                buffer, at, n = args
                return Uint8Array(None, buffer.memory, at, n)  # type: ignore[attr-defined,arg-type]

            def assign(self, data: bytes) -> None:
                assert len(data) == self.n
                if self.data is not None:
                    self.data[:] = data
                else:
                    self.memory.write(store, data, self.at)  # type: ignore[attr-defined]

            def to_bytes(self) -> bytes:
                return bytes(self.memory.read(store, self.at, self.at + self.n))  # type: ignore[attr-defined]

        class Exports:
            def __init__(self, instance: object) -> None:
                self.found = instance.exports(store)  # type: ignore[attr-defined]
                self.memory = type("Memory", (), {"buffer": Buffer(self.found["memory"])})()

            def __getattr__(self, name: str) -> object:
                function = self.found[name]

                def call(*args: object) -> object:
                    assert all(type(a) is int and -(2**31) <= a < 2**32 for a in args), args
                    js.calls.append(name)
                    return function(store, *args)

                return call

        class WebAssembly:
            class Module:
                @staticmethod
                def new(code: Uint8Array) -> object:
                    return wasmtime.Module(store.engine, bytes(code.data or b""))

            class Instance:
                @staticmethod
                def new(module: object) -> object:
                    instance = wasmtime.Instance(store, module, [])  # type: ignore[arg-type]
                    return type("Instance", (), {"exports": Exports(instance)})()

        class Reflect:
            @staticmethod
            def has(exports: Exports, name: str) -> bool:
                return name in exports.found

        self.Uint8Array, self.WebAssembly, self.Reflect = Uint8Array, WebAssembly, Reflect
        self.calls: list[str] = []


def test_the_browsers_host_plays_the_same_games(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import types

    families = (Rules(), Rules(players=3, pickup="table"), Rules.preset("steal_war"))
    # wasmtime's games first (held to the engine's by the differential tests), then the
    # browser's host from nothing loaded
    wanted = [_fast.run("wasm", 2**63 + 11, 12, *pack(rules)) for rules in families]
    monkeypatch.setattr(wasm, "_HOSTS", {})
    js = _JsStandIn()
    ffi = types.SimpleNamespace(JsException=RuntimeError)
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setattr(wasm, "emscripten", lambda: True)
    assert wasm.available()
    for rules, want in zip(families, wanted, strict=True):
        got = _fast.run("wasm", 2**63 + 11, 12, *pack(rules))
        assert got.rounds.tolist() == want.rounds.tolist()
        assert got.counts.tolist() == want.counts.tolist()
    assert list(wanted[0].rounds) == list(engine_columns(families[0], 2**63 + 11, 12).rounds)
    assert isinstance(wasm.host(), wasm._Browser) and "ww_play_steal" in js.calls


def test_the_fast_extra_is_kept_empty_and_numba_is_nowhere() -> None:
    """``pip install "war_widget[fast]"`` still installs (issue 44 kept the extra, empty);
    numba is in no requirement list or pin, and the package has none of its loops."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert extras["fast"] == []
    every = [*project["dependencies"], *(dep for deps in extras.values() for dep in deps)]
    assert not [dep for dep in every if dep.lower().startswith(("numba", "llvmlite"))]
    left = {p.name for p in Path(wasm.__file__).parent.glob("*.py")}
    assert left == {"__init__.py", "options.py", "once.py", "wasm.py"}
