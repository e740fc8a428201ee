"""The children's pages' Python files as one bundle: every file of their compiled wheels.

`tools/build_lite.py` writes it from the wheels tools/lite/child_wheels.mjs compiled; a child's
page's Web Worker (js/host/worker.ts, its reader js/host/files.ts) fetches it and writes each
file into Pyodide's file system where `pyodide.unpackArchive(wheel, "wheel")` put them (Python's
working folder, first on its path), each wheel's `.dist-info` with them (importlib.metadata
finds the packages there). Writing 300 files takes a few milliseconds where unzipping the seven
wheels in Python took two seconds on a slow Chromebook (issue 42).

The file, `packages-DIGEST.bundle` (DIGEST: the first 16 hex digits of its SHA-256, so a new
release has a new address, which no cache answers with the old one):

    4 bytes   b"WWF1"
    4 bytes   the index's length in bytes, a little-endian u32
    the index, JSON in UTF-8: {"files": [[path, offset, size], ...]}, the paths relative
              (POSIX, no "..") and the offsets counted from the end of the index
    the files' bytes, one after the other, uncompressed (the server sends its brotli copy,
              tools/precompress.py: 1.1 MB where the wheels were 1.7 MB)
"""

from __future__ import annotations

import hashlib
import json
import struct
import zipfile
from pathlib import Path

MAGIC = b"WWF1"
HEAD = struct.Struct("<4sI")


def _outside(name: str) -> bool:
    """Whether `name` is no plain relative path (absolute, ".", "..", an empty part)."""
    return any(part in ("", ".", "..") for part in name.split("/"))


def wheel_files(wheels: list[Path]) -> dict[str, bytes]:
    """Every file of the `wheels` (no folders), by path; SystemExit naming a missing wheel or
    a path two wheels both hold (the second would silently replace the first)."""
    files: dict[str, bytes] = {}
    owner: dict[str, str] = {}
    for wheel in wheels:
        if not wheel.is_file():
            raise SystemExit(f"child_files: no wheel at {wheel}")
        with zipfile.ZipFile(wheel) as archive:
            for info in archive.infolist():
                if info.is_dir():
                    continue
                name = info.filename
                if _outside(name):
                    raise SystemExit(
                        f"child_files: {wheel.name} has a file outside its folder: {name!r}"
                    )
                if name in files:
                    raise SystemExit(
                        f"child_files: {name} is in both {owner[name]} and {wheel.name}"
                    )
                files[name] = archive.read(info)
                owner[name] = wheel.name
    return files


def bundle(files: dict[str, bytes]) -> bytes:
    """The bundle of `files` (path -> bytes), in their order."""
    entries, offset = [], 0
    for name, data in files.items():
        if _outside(name):
            raise ValueError(f"a bundle's paths are relative, inside its folder: not {name!r}")
        entries.append([name, offset, len(data)])
        offset += len(data)
    index = json.dumps({"files": entries}, separators=(",", ":")).encode()
    return HEAD.pack(MAGIC, len(index)) + index + b"".join(files.values())


def write_bundle(wheels: list[Path], folder: Path, apart: frozenset[str] = frozenset()) -> Path:
    """`folder`/packages-DIGEST.bundle of the `wheels`' files, but those in `apart`; its path."""
    files = {name: data for name, data in wheel_files(wheels).items() if name not in apart}
    return _write(bundle(files), folder, "packages")


def write_fresh_bundle(wheels: list[Path], folder: Path, loaded: frozenset[str]) -> Path:
    """`folder`/fresh-DIGEST.bundle: the compiled modules (`.pyc`) of the `wheels` that are in
    `loaded`, the files Python read to make the shipped snapshot. A page whose Python starts
    from a snapshot never reads them (those modules are in its memory already); one that starts
    Python anew fetches them too. Its path; SystemExit naming a loaded file no wheel holds."""
    files = wheel_files(wheels)
    missing = sorted(name for name in loaded if name not in files)
    if missing:
        raise SystemExit(f"child_files: the snapshot read files no wheel holds: {missing[:5]}")
    return _write(
        bundle({n: d for n, d in files.items() if n in fresh_files(loaded)}), folder, "fresh"
    )


def fresh_files(loaded: frozenset[str]) -> frozenset[str]:
    """Of the files Python read for the snapshot, those only a fresh start needs: compiled
    modules. A module's source (`.py`) stays with the others: a lesson may read it as text."""
    return frozenset(name for name in loaded if name.endswith(".pyc"))


def _write(data: bytes, folder: Path, kind: str) -> Path:
    path = folder / f"{kind}-{hashlib.sha256(data).hexdigest()[:16]}.bundle"
    folder.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def read_bundle(data: bytes, where: str = "the bundle") -> dict[str, bytes]:
    """The files of a bundle, by path (what the worker writes); ValueError naming what is wrong:
    another format, an index cut short, a file whose bytes are missing."""
    if len(data) < HEAD.size or data[:4] != MAGIC:
        raise ValueError(f"{where} is not a bundle of files (no {MAGIC!r} at its start)")
    _, length = HEAD.unpack_from(data)
    start = HEAD.size + length
    if start > len(data):
        raise ValueError(f"{where}: its index ({length} bytes) is cut short")
    files = {}
    for name, offset, size in json.loads(data[HEAD.size : start])["files"]:
        if _outside(name):
            raise ValueError(f"{where}: a file outside its folder: {name!r}")
        if offset < 0 or size < 0 or start + offset + size > len(data):
            raise ValueError(
                f"{where}: the bytes of {name} ({size} at {offset}) are missing: "
                f"the data is {len(data) - start} bytes"
            )
        files[name] = data[start + offset : start + offset + size]
    return files
