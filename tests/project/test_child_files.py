"""The bundle of the children's pages' Python files (tools/child_files.py): what the build writes
is what the worker reads (js/host/files.ts, its own tests in js/host/files.test.ts); the real
site's bundle in Chromium: tests/e2e/test_lite_child.py."""

from __future__ import annotations

import json
import struct
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import child_files  # tools/child_files.py
import precompress  # tools/precompress.py

sys.path.pop(0)


def wheel(path: Path, files: dict[str, bytes], folders: tuple[str, ...] = ()) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for folder in folders:
            archive.writestr(zipfile.ZipInfo(folder), b"")
        for name, data in files.items():
            archive.writestr(name, data)
    return path


def test_the_index_and_the_bytes_agree_for_every_file_of_every_wheel(tmp_path: Path) -> None:
    first = wheel(tmp_path / "a-1-py3-none-any.whl", {
        "a/__init__.pyc": b"\x00code" * 100, "a/empty.txt": b"",
        "a-1.dist-info/METADATA": b"Name: a\nVersion: 1\n",
    }, folders=("a/",))  # fmt: skip
    second = wheel(tmp_path / "b-2-py3-none-any.whl", {
        "b.pyc": bytes(range(256)), "b-2.dist-info/METADATA": b"Name: b\nVersion: 2\n",
    })  # fmt: skip
    path = child_files.write_bundle([first, second], tmp_path / "site")
    data = path.read_bytes()
    assert path.name.startswith("packages-") and path.suffix == ".bundle"
    files = child_files.read_bundle(data)
    expected: dict[str, bytes] = {}
    for archive in (first, second):
        with zipfile.ZipFile(archive) as z:
            expected.update({n: z.read(n) for n in z.namelist() if not n.endswith("/")})
    assert files == expected  # the folder entry "a/" is no file
    assert list(files)[:3] == ["a/__init__.pyc", "a/empty.txt", "a-1.dist-info/METADATA"]
    # The layout the worker reads: magic, index length, index, then the bytes in its order.
    magic, length = struct.unpack_from("<4sI", data)
    index = json.loads(data[8 : 8 + length])["files"]
    assert magic == b"WWF1" and index[0] == ["a/__init__.pyc", 0, 500]
    assert sum(size for _, _, size in index) == len(data) - 8 - length


def test_the_name_changes_with_the_files_so_a_new_release_is_fetched(tmp_path: Path) -> None:
    one = wheel(tmp_path / "a.whl", {"a.pyc": b"1"})
    path = child_files.write_bundle([one], tmp_path / "v1")
    name = path.name
    assert precompress.compressible(path)  # sent as its brotli copy: stored uncompressed
    assert child_files.write_bundle([one], tmp_path / "again").name == name
    two = wheel(tmp_path / "a.whl", {"a.pyc": b"2"})
    assert child_files.write_bundle([two], tmp_path / "v2").name != name


def test_what_the_snapshot_read_goes_apart_for_a_fresh_start_only(tmp_path: Path) -> None:
    one = wheel(tmp_path / "a-1-py3-none-any.whl", {
        "a/__init__.pyc": b"init", "a/game.pyc": b"game", "a/later.pyc": b"later",
        "a/source.py": b"TEXT = 1\n", "a/words.mo": b"words",
        "a-1.dist-info/METADATA": b"Name: a\n",
    })  # fmt: skip
    loaded = frozenset({"a/__init__.pyc", "a/game.pyc", "a/source.py"})
    assert child_files.fresh_files(loaded) == {"a/__init__.pyc", "a/game.pyc"}  # a source stays
    start = child_files.write_bundle(
        [one], tmp_path / "site", apart=child_files.fresh_files(loaded)
    )
    fresh = child_files.write_fresh_bundle([one], tmp_path / "site", loaded)
    assert start.name.startswith("packages-") and fresh.name.startswith("fresh-")
    in_start = child_files.read_bundle(start.read_bytes())
    in_fresh = child_files.read_bundle(fresh.read_bytes())
    assert sorted(in_start) == [
        "a-1.dist-info/METADATA",
        "a/later.pyc",
        "a/source.py",
        "a/words.mo",
    ]
    assert in_fresh == {"a/__init__.pyc": b"init", "a/game.pyc": b"game"}
    with pytest.raises(
        SystemExit, match=r"the snapshot read files no wheel holds: \['b/gone.pyc'\]"
    ):
        child_files.write_fresh_bundle([one], tmp_path / "site", frozenset({"b/gone.pyc"}))


def test_a_missing_wheel_or_a_file_in_two_wheels_is_named(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match=r"no wheel at .*gone\.whl"):
        child_files.write_bundle([tmp_path / "gone.whl"], tmp_path / "out")
    one = wheel(tmp_path / "a.whl", {"x/__init__.pyc": b"a"})
    two = wheel(tmp_path / "b.whl", {"x/__init__.pyc": b"b"})
    with pytest.raises(SystemExit, match=r"x/__init__.pyc is in both a\.whl and b\.whl"):
        child_files.write_bundle([one, two], tmp_path / "out")
    bad = wheel(tmp_path / "c.whl", {"../evil.pyc": b"c"})
    with pytest.raises(SystemExit, match=r"c\.whl has a file outside its folder: '\.\./evil\.pyc'"):
        child_files.write_bundle([bad], tmp_path / "out")


def test_a_file_whose_bytes_are_missing_is_a_clear_error() -> None:
    data = child_files.bundle({"a.pyc": b"12345", "b/c.mo": b"678"})
    assert child_files.read_bundle(data) == {"a.pyc": b"12345", "b/c.mo": b"678"}
    with pytest.raises(ValueError, match=r"the bytes of b/c\.mo \(3 at 5\) are missing"):
        child_files.read_bundle(data[:-1], "the bundle")
    with pytest.raises(ValueError, match="is not a bundle of files"):
        child_files.read_bundle(b"PK\x03\x04 a zip")
    with pytest.raises(ValueError, match=r"its index \(\d+ bytes\) is cut short"):
        child_files.read_bundle(data[:12])
    with pytest.raises(ValueError, match="relative, inside its folder: not '/etc/x'"):
        child_files.bundle({"/etc/x": b""})
