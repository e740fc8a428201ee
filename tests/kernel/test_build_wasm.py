"""The kernel's WebAssembly module is committed with what it was built from (issue 46): it is
rebuilt only when its sources change (not when git gives them new times), and a source changed
without rebuilding is caught here, before CI's byte-for-byte rebuild (make wasm-check)."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_wasm", ROOT / "tools" / "build_wasm.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_module_is_built_from_todays_sources() -> None:
    build_wasm = load()
    assert build_wasm.TARGET.exists() and build_wasm.DIGEST.exists()
    assert not build_wasm.stale(), (
        "csrc/kernel/ changed since kernel.wasm was built: run python tools/build_wasm.py "
        "and commit kernel.wasm with kernel.wasm.sha256"
    )
    build_wasm.check(build_wasm.TARGET.read_bytes())  # imports nothing, exports every name


@pytest.fixture
def copy(tmp_path: Path) -> ModuleType:
    """build_wasm pointed at a copy of the sources and the committed module."""
    build_wasm = load()
    shutil.copytree(build_wasm.SOURCES, tmp_path / "kernel")
    for path in (build_wasm.TARGET, build_wasm.DIGEST):
        shutil.copy(path, tmp_path / path.name)
    build_wasm.SOURCES = tmp_path / "kernel"
    build_wasm.TARGET = tmp_path / "kernel.wasm"
    return build_wasm


def test_new_times_alone_leave_it_fresh(copy: ModuleType) -> None:
    for path in copy.sources():
        os.utime(path, (2_000_000_000, 2_000_000_000))  # newer than the module, as after a clone
    assert not copy.stale(copy.TARGET)


def test_a_changed_source_or_a_lost_digest_makes_it_stale(copy: ModuleType) -> None:
    source = copy.sources()[0]
    source.write_bytes(source.read_bytes() + b"\n/* a change */\n")
    assert copy.stale(copy.TARGET)
    source.write_bytes(source.read_bytes().removesuffix(b"\n/* a change */\n"))
    assert not copy.stale(copy.TARGET)
    (copy.TARGET.parent / "kernel.wasm.sha256").unlink()
    assert copy.stale(copy.TARGET)
