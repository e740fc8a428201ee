"""The kernel compiled to WebAssembly: ``kernel.wasm``, run by wasmtime in CPython and by the
browser's WebAssembly in Pyodide.

The module is built from the C port of the kernel (``csrc/kernel/``, one translation unit,
``entry.c``) by ``tools/build_wasm.py``, and shipped inside the package (the wheel stays
``py3-none-any``): the same bytes run everywhere, so the same games, bit for bit, as the
engine, on every machine and in every browser.  It imports
nothing; it exports its ``memory``, a bump allocator (``ww_reset``, ``ww_alloc``: zeroed
blocks, the memory grown as needed), ``ww_abi`` (:data:`ABI`) and one function per game loop
(:data:`EXPORTS`) taking the address of its arguments in the memory: an i64 each, the Python
loop's parameters in the same order, arrays as addresses (0 for None), the deck's length after
the deck.  (No i64 parameter: JavaScript would want a BigInt for it.)

:func:`run` lays a chunk out for :func:`war_widget.kernel.run` (which calls it, and makes
:class:`~war_widget.kernel.Columns` of what it returns): the inputs (deck,
values, options, Steal War's policies) copied in, the output columns and the work arrays
(:func:`war_widget.kernel.work_sizes`) zero, all in one block; it calls the loop and reads the
columns back, as numpy arrays when numpy is installed, :class:`array.array`
otherwise (numpy is optional), or into the caller's arrays (``out``).  A chunk of more than
:data:`GAMES_PER_CALL` games is played in several calls, so the memory stays small.

The module is loaded once per process (a pool's or a Dask cluster's worker loads its own),
and called under a lock (a wasmtime store is not to be shared between threads).  A missing
or broken ``kernel.wasm`` raises :class:`KernelFileError`, naming the file and how to build
it: never another kernel's games in its place.  (``simulate()``'s default kernel loads the
module first, and where it does not load, warns once and the engine plays:
``simulation.run.default_kernel``.)
"""

from __future__ import annotations

import array
import atexit
import hashlib
import importlib
import importlib.resources
import os
import struct
import sys
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .options import LAYOUT, OPT_PLAYERS

if TYPE_CHECKING:
    from importlib.abc import Traversable

#: What the module's exports take and mean (``ww_abi()``; ``WW_ABI`` in ``csrc/kernel/entry.c``).
ABI = 2

#: The module's file, inside this package.
FILE = "kernel.wasm"

#: Each game loop's export.
EXPORTS = {
    "play_duel": "ww_play_duel",
    "play_two": "ww_play_two",
    "play_games": "ww_play_games",
    "play_steal": "ww_play_steal",
}

#: At most this many games per call of a loop (their columns take 56 bytes a game for two
#: players): a larger chunk is played in parts, the module's memory stays under ~100 MB.
GAMES_PER_CALL = 1 << 20

#: How to build the module, said by every error about it.
REBUILD = (
    "build it from the C sources with `python tools/build_wasm.py` (or `make setup`) in a "
    "checkout of war_widget, or reinstall war_widget"
)


class KernelFileError(RuntimeError):
    """The kernel's WebAssembly module is missing, broken or built from other sources."""


def emscripten() -> bool:
    """Whether this is Pyodide (CPython compiled to WebAssembly, in a browser or Node)."""
    return sys.platform == "emscripten"


def available() -> bool:
    """Whether this Python has a WebAssembly runtime for the kernel: wasmtime in CPython,
    the JavaScript engine's in Pyodide.  (Whether ``kernel.wasm`` is sound is checked when
    it is loaded: a broken one is an error, not a reason to run another kernel.)"""
    if emscripten():
        try:
            js = importlib.import_module("js")
        except ImportError:
            return False
        return hasattr(js, "WebAssembly")
    try:
        import wasmtime  # noqa: F401
    except ImportError:
        return False
    return True


def _resource() -> Traversable:
    """The module's file, a resource of this package (read through importlib.resources, so
    from a zipped package too)."""
    return importlib.resources.files(__package__ or "war_widget.kernel").joinpath(FILE)


def path() -> str:
    """Where the module is, for the messages."""
    return str(_resource())


def _read() -> bytes:
    """The module's bytes, or :class:`KernelFileError` when the file is not there."""
    try:
        data = _resource().read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError) as err:
        raise KernelFileError(
            f"the kernel's WebAssembly module is missing: {path()} ({REBUILD})"
        ) from err
    if data[:4] != b"\0asm":
        raise KernelFileError(
            f"the kernel's WebAssembly module is broken: {path()} is not WebAssembly ({REBUILD})"
        )
    return data


# -- the hosts ---------------------------------------------------------------------------------
#: The module's machine code as wasmtime compiled it in this process (serialized), by the
#: digest of the module's bytes: a process forked from this one (a pool's worker) loads it in
#: milliseconds instead of compiling anew.
_MACHINE_CODE: dict[bytes, bytes] = {}


class _Wasmtime:
    """The module instantiated by wasmtime (CPython)."""

    def __init__(self, data: bytes) -> None:
        import wasmtime

        config = wasmtime.Config()
        # No compiler threads: a process forked later (a pool's worker) starts its own
        # engine, and threads do not survive a fork.
        config.parallel_compilation = False
        engine = wasmtime.Engine(config)
        try:
            wasmtime.Module.validate(engine, data)
        except wasmtime.WasmtimeError as err:
            raise KernelFileError(
                f"the kernel's WebAssembly module is broken: {path()}: "
                f"{str(err).splitlines()[0]} ({REBUILD})"
            ) from err
        digest = hashlib.sha256(data).digest()
        if digest in _MACHINE_CODE:  # compiled by the process this one was forked from
            module = wasmtime.Module.deserialize(engine, _MACHINE_CODE[digest])
        else:
            module = wasmtime.Module(engine, data)
            _MACHINE_CODE[digest] = bytes(module.serialize())
        self.store = wasmtime.Store(engine)
        instance = wasmtime.Instance(self.store, module, [])
        self.exports: Any = instance.exports(self.store)
        self.memory: Any = self.exports.get("memory")

    def has(self, name: str) -> bool:
        return name in self.exports

    def call(self, name: str, *args: int) -> int:
        import wasmtime

        try:
            result = self.exports[name](self.store, *args)
        except wasmtime.Trap as err:  # a bug of the C kernel: say where
            raise RuntimeError(f"the kernel's WebAssembly module stopped in {name}: {err}") from err
        return int(result) if result is not None else 0

    def write(self, at: int, data: bytes) -> None:
        self.memory.write(self.store, data, at)

    def read(self, at: int, n: int) -> bytearray:
        return bytearray(self.memory.read(self.store, at, at + n))


class _Browser:
    """The module instantiated by the JavaScript engine's WebAssembly (Pyodide, in a worker:
    a synchronous compile of a module over 4 kB is refused on a browser's main thread)."""

    def __init__(self, data: bytes) -> None:
        js: Any = importlib.import_module("js")
        JsException: Any = importlib.import_module("pyodide.ffi").JsException

        self.js = js
        code = js.Uint8Array.new(len(data))
        code.assign(data)
        try:
            module = js.WebAssembly.Module.new(code)
            self.instance = js.WebAssembly.Instance.new(module)
        except JsException as err:
            raise KernelFileError(
                f"the kernel's WebAssembly module could not be loaded: {path()}: {err} ({REBUILD})"
            ) from err
        self.exports: Any = self.instance.exports

    def has(self, name: str) -> bool:
        return bool(self.js.Reflect.has(self.exports, name))

    def call(self, name: str, *args: int) -> int:
        # Every parameter and result of the exports the host calls is an i32: a number in
        # JavaScript (an i64 would want a BigInt).
        result = getattr(self.exports, name)(*args)
        return 0 if result is None else int(result)

    def _bytes(self, at: int, n: int) -> Any:
        # The memory's buffer is replaced when it grows: taken anew each time.
        return self.js.Uint8Array.new(self.exports.memory.buffer, at, n)

    def write(self, at: int, data: bytes) -> None:
        self._bytes(at, len(data)).assign(data)

    def read(self, at: int, n: int) -> bytearray:
        return bytearray(self._bytes(at, n).to_bytes())


_LOCK = threading.RLock()
_HOSTS: dict[int, Any] = {}  # by process id: a forked worker loads its own


def _fresh_lock() -> None:
    """A forked child's own lock: the parent's may have been held by another thread at the
    fork (a simulation widget playing while a cell starts a pooled run), and that thread does
    not exist in the child, so the inherited lock would never be released."""
    global _LOCK
    _LOCK = threading.RLock()


if hasattr(os, "register_at_fork"):  # not on Windows, which spawns its workers
    os.register_at_fork(after_in_child=_fresh_lock)


@atexit.register
def _unload() -> None:
    """Let wasmtime's objects go while the interpreter is whole (at its very end their
    finalizers would find wasmtime's own module half gone, and say so on stderr)."""
    _HOSTS.clear()


def host() -> Any:
    """The module, loaded once per process and checked (:data:`ABI`, and the options'
    layout it was built for: :data:`war_widget.kernel.options.LAYOUT`)."""
    pid = os.getpid()
    with _LOCK:
        if pid not in _HOSTS:
            made = (_Browser if emscripten() else _Wasmtime)(_read())
            needed = ("memory", "ww_abi", "ww_options_layout", "ww_reset", "ww_alloc")
            missing = [n for n in needed if not made.has(n)]
            if missing or made.call("ww_abi") != ABI:
                raise KernelFileError(
                    f"the kernel's WebAssembly module was built from other sources: {path()} "
                    f"({'no ' + ', '.join(missing) if missing else 'another ABI'}; {REBUILD})"
                )
            built_for = made.call("ww_options_layout")
            if built_for != LAYOUT:
                raise KernelFileError(
                    f"the kernel's WebAssembly module was built for other rule options: "
                    f"{path()} reads options layout {built_for}, this war_widget writes "
                    f"{LAYOUT} (a slot or code of _fast/options.py or arithmetic.py changed "
                    f"since it was built: run python tools/kernel_header.py, then {REBUILD})"
                )
            _HOSTS.clear()
            _HOSTS[pid] = made
        return _HOSTS[pid]


# -- a run ---------------------------------------------------------------------------------
def _i64(n: int) -> int:
    """A 64-bit number as wasm's i64 takes it (signed)."""
    n &= (1 << 64) - 1
    return n - (1 << 64) if n >> 63 else n


def _i32(n: int) -> int:
    """An address as wasm's i32 takes it (signed)."""
    return n - (1 << 32) if n >> 31 else n


def _pack(numbers: Sequence[int]) -> bytes:
    return struct.pack(f"<{len(numbers)}q", *(_i64(int(x)) for x in numbers))


def run(
    name: str,
    sizes: list[int | None],
    first_seed: int,
    games: int,
    deck: Sequence[int],
    values: Sequence[int],
    options: Sequence[int],
    policies: Sequence[int],
    out: Sequence[Any] | None = None,
) -> list[Any]:
    """Games ``first_seed`` .. ``first_seed + games - 1`` on the game loop ``name`` in the
    module, with work arrays of ``sizes`` (:func:`war_widget.kernel.work_sizes`); the other
    arguments are :func:`war_widget.kernel.run`'s (``policies``: one code per seat, used by
    Steal War only).  The six columns (rounds, winners, wars, first wars, reasons, counts)."""
    players = options[OPT_PLAYERS]
    with _LOCK:
        wasm = host()
        export = EXPORTS[name]
        if not wasm.has(export):
            raise KernelFileError(
                f"the kernel's WebAssembly module has no {name} (game loop {export}): "
                f"{path()} was built without it ({REBUILD})"
            )
        parts = []
        for done in range(0, games, GAMES_PER_CALL):
            count = min(GAMES_PER_CALL, games - done)
            inputs = (deck, values, options, policies if name == "play_steal" else None)
            parts.append(_call(wasm, export, first_seed + done, count, inputs, players, sizes))
    return _columns(parts or [b""], games, players, out)


def _call(
    wasm: Any,
    export: str,
    first_seed: int,
    games: int,
    inputs: tuple[Sequence[int] | None, ...],
    players: int,
    sizes: list[int | None],
) -> bytes:
    """One call of a loop: the chunk laid out in one zeroed block (the inputs, the output
    columns, the work arrays, then the loop's arguments), the loop played, the output
    columns' bytes (rounds, winners, wars, first wars, reasons: ``games`` each; then the
    counts, ``players`` per game) read back."""
    deck = inputs[0]
    assert deck is not None
    given = [x for x in inputs if x is not None]
    arrays: list[int | None] = [len(x) for x in given]
    arrays += [games] * 5 + [games * players] + sizes
    offsets, total = [], 0
    for n in arrays:
        offsets.append(None if n is None else total)
        total += 8 * (n or 0)
    arguments = 3 + len(arrays)  # the seed, the games, the deck's length and each array
    wasm.call("ww_reset")
    base = wasm.call("ww_alloc", _i32(total + 8 * arguments)) & 0xFFFFFFFF
    if base == 0:
        raise MemoryError(
            f"the kernel's WebAssembly memory cannot grow by {total:,} bytes for "
            f"{games:,} games (play fewer games per chunk)"
        )
    for at, numbers in zip(offsets, given, strict=False):
        assert at is not None
        wasm.write(base + at, _pack(numbers))
    pointers = [0 if at is None else base + at for at in offsets]
    args = [first_seed, games, pointers[0], len(deck), *pointers[1:]]
    wasm.write(base + total, _pack(args))
    wasm.call(export, _i32(base + total))
    start = offsets[len(given)]
    assert start is not None
    columns: bytes = wasm.read(base + start, 8 * games * (5 + players))
    return columns


def _columns(parts: list[bytes], games: int, players: int, out: Sequence[Any] | None) -> list[Any]:
    """The calls' bytes as six columns: numpy arrays when numpy is installed (``counts`` one
    row per game), :class:`array.array` columns and tuples of counts otherwise; ``out``'s
    arrays written into when given (``counts`` flat there, returned as rows)."""
    try:
        np: Any = importlib.import_module("numpy")
    except ImportError:
        return _array_columns(parts, games, players)
    pieces = [np.frombuffer(part, dtype="<i8").astype(np.int64, copy=False) for part in parts]
    columns: list[list[Any]] = [[] for _ in range(6)]
    for piece in pieces:
        n = len(piece) // (5 + players)
        for k in range(5):
            columns[k].append(piece[k * n : (k + 1) * n])
        columns[5].append(piece[5 * n :])
    joined = [c[0] if len(c) == 1 else np.concatenate(c) for c in columns]
    if out is None:
        joined[5] = joined[5].reshape(games, players)
        return joined
    for column, values in zip(out, joined, strict=True):
        column[:] = values
    return [*out[:5], out[5].reshape(games, players)]


def _array_columns(parts: list[bytes], games: int, players: int) -> list[Any]:
    """Without numpy: :class:`array.array` columns and a tuple of counts per game, as the
    engine's chunks hold them."""
    columns = [array.array("q") for _ in range(6)]
    for part in parts:
        whole = array.array("q")
        whole.frombytes(part)
        if sys.byteorder == "big":
            whole.byteswap()
        n = len(whole) // (5 + players)
        for k in range(5):
            columns[k].extend(whole[k * n : (k + 1) * n])
        columns[5].extend(whole[5 * n :])
    counts = columns[5]
    held = [tuple(counts[g * players : (g + 1) * players]) for g in range(games)]
    return [*columns[:5], held]
