"""Write gzip and brotli copies of the website's files, for servers that send them as they are.

    python tools/precompress.py build/lite

Beside every file of at least 1 KiB whose kind compresses (:data:`COMPRESSIBLE`: scripts, web
assembly, JSON, notebooks, pages, styles, uncompressed fonts and icons, and zips whose members are
stored uncompressed, as the build stores Python's library; not wheels, other zips, images or woff
fonts, which are compressed already), :func:`precompress` writes `NAME.gz` (gzip level 9,
with no time or name in its header, so the same file always gives the same bytes) and `NAME.br`
(brotli quality 11). A copy that would not be smaller than 95 % of the file is not written: the
server sends the file itself. `tools/serve.py` (`make serve`) sends the `.br` or the `.gz` copy to
a browser that accepts it; so do hosts set up for precompressed files (nginx's `gzip_static` and
`brotli_static`, Caddy's `precompressed`).

Running it again is safe and quick: a copy that still decompresses to its file is kept as it is,
a stale one is replaced, and a copy whose file is gone, or now too small or too hard to compress,
is removed. Each copy gets its file's modification time, so a server can tell a copy that is older
than its file (the file was changed after this ran) and send the file instead.

Brotli at quality 11 is slow (some 20 s for Pyodide's 10 MB web assembly), so files are compressed
on every core at once (the compressors let go of Python's lock while they work).
"""

from __future__ import annotations

import argparse
import gzip
import os
import sys
import zipfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli  # type: ignore[import-untyped]

#: The kinds of file (suffixes, lower case) worth compressing.
COMPRESSIBLE = frozenset(
    {".js", ".mjs", ".cjs", ".wasm", ".json", ".map", ".ipynb", ".webmanifest", ".html", ".htm",
     ".css", ".svg", ".txt", ".md", ".py", ".xml", ".ttf", ".eot", ".ico", ".snapshot",
     ".bundle"}
)  # fmt: skip
#: Files smaller than this are sent as they are (a copy would save next to nothing).
MIN_SIZE = 1024
#: A copy is kept only if it is smaller than this share of its file.
MAX_RATIO = 0.95


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def _brotli(data: bytes) -> bytes:
    packed: bytes = brotli.compress(data, quality=11)
    return packed


def _unbrotli(data: bytes) -> bytes:
    unpacked: bytes = brotli.decompress(data)
    return unpacked


#: Each copy's suffix, how it is made and how it is read back.
CODECS: dict[str, tuple[Callable[[bytes], bytes], Callable[[bytes], bytes]]] = {
    ".gz": (_gzip, gzip.decompress),
    ".br": (_brotli, _unbrotli),
}


def compressible(path: Path) -> bool:
    """Whether `path`'s kind of file is worth a compressed copy (its size aside): a zip only if
    every member is stored as it is (or if it is gone, so its copies are found as orphans)."""
    suffix = path.suffix.lower()
    if suffix == ".zip":
        return not path.exists() or stored_zip(path)
    return suffix in COMPRESSIBLE


def stored_zip(path: Path) -> bool:
    """Whether `path` is a zip whose members are all stored uncompressed (one compressed copy of
    the whole packs it far smaller than a zip of members compressed one by one)."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
    except (OSError, zipfile.BadZipFile):
        return False
    return all(m.compress_type == zipfile.ZIP_STORED for m in members)


def precompress(folder: Path, *, workers: int | None = None) -> tuple[int, int]:
    """Write (or refresh) the `.gz` and `.br` copies of the files under `folder`.

    Returns how many files have a copy, and how many bytes their brotli copies save (the sizes of
    the files that have a `.br` copy, less the sizes of those copies). `workers` threads compress
    (default: one per core).
    """
    _remove_orphans(folder)
    files = sorted(
        (path for path in _walk(folder) if compressible(path)),
        key=lambda path: path.stat().st_size,
        reverse=True,  # the longest first, so no core is left with a big one at the end
    )
    with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
        results = list(pool.map(_refresh, files))
    return sum(1 for kept, _ in results if kept), sum(saved for _, saved in results)


def sent_size(path: Path) -> int:
    """The bytes a server sends for `path` to a browser that takes brotli (tools/serve.py and
    most hosts): its `.br` copy's size (made, or checked, now), or the file's own."""
    kept, _ = _refresh(path)
    copy = path.with_name(path.name + ".br")
    return copy.stat().st_size if kept and copy.is_file() else path.stat().st_size


def _walk(folder: Path) -> Iterator[Path]:
    """Every file under `folder`, in a stable order."""
    for parent, dirs, names in os.walk(folder):
        dirs.sort()
        for name in sorted(names):
            yield Path(parent, name)


def _remove_orphans(folder: Path) -> None:
    """Remove the copies whose file is gone (`x.js.br` without `x.js`); `data.tar.gz` and other
    compressed files that are no copies of a compressible file are left alone."""
    for path in _walk(folder):
        original = path.with_suffix("")
        if path.suffix in CODECS and compressible(original) and not original.exists():
            path.unlink()


def _refresh(path: Path) -> tuple[bool, int]:
    """Bring `path`'s copies up to date: whether it has one now, and the bytes its `.br` saves."""
    data = path.read_bytes()
    stat = path.stat()
    kept, saved = False, 0
    for suffix, (pack, unpack) in CODECS.items():
        copy = path.with_name(path.name + suffix)
        size = _refresh_copy(copy, data, pack, unpack)
        if size is None:
            continue
        os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        kept = True
        if suffix == ".br":
            saved = len(data) - size
    return kept, saved


def _refresh_copy(
    copy: Path, data: bytes, pack: Callable[[bytes], bytes], unpack: Callable[[bytes], bytes]
) -> int | None:
    """Make `copy` the compressed `data`, or remove it if it would not be worth having: the copy's
    size, or None when there is none."""
    if len(data) < MIN_SIZE:
        copy.unlink(missing_ok=True)
        return None
    if copy.is_file():
        old = copy.read_bytes()
        if len(old) < MAX_RATIO * len(data) and _unpacks_to(old, data, unpack):
            return len(old)
    packed = pack(data)
    if len(packed) >= MAX_RATIO * len(data):
        copy.unlink(missing_ok=True)
        return None
    part = copy.with_name(copy.name + ".part")
    try:  # written aside, then renamed: a server running meanwhile never sends half a copy
        part.write_bytes(packed)
        part.replace(copy)
    finally:
        part.unlink(missing_ok=True)
    return len(packed)


def _unpacks_to(packed: bytes, data: bytes, unpack: Callable[[bytes], bytes]) -> bool:
    try:
        return unpack(packed) == data
    except Exception:  # a damaged copy (each library raises its own kind of error)
        return False


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="the website's folder, e.g. build/lite")
    args = parser.parse_args()
    if not args.folder.is_dir():
        sys.exit(f"precompress: {args.folder} is not a folder")
    total = sum(path.stat().st_size for path in _walk(args.folder) if path.suffix not in CODECS)
    files, saved = precompress(args.folder)
    print(
        f"precompress: {files} files in {args.folder} have compressed copies; "
        f"brotli saves {_megabytes(saved)} of the {_megabytes(total)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
