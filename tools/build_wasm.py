"""Build the kernel's WebAssembly module: csrc/kernel/ -> src/war_widget/_fast/kernel.wasm.

    python tools/build_wasm.py            # build it (make setup, the wheel's build hook, make lite)
    python tools/build_wasm.py --if-stale # only if a source is newer than the module

One translation unit, ``csrc/kernel/entry.c`` (it includes the game loops), compiled for
``wasm32-freestanding`` by the C compiler of the ``ziglang`` wheel (PyPI; pinned in the ``dev``
extra and in the wheel's build hook), so no system compiler is needed: no libc, no imports, no
entry point, the exports ``entry.c`` marks.  ``-ffp-contract=off``: Steal War's float arithmetic
rounds each operation as CPython does (no fused multiply-add).  The module is a build product
(gitignored); the wheel carries it (``tools/hatch_build.py``).

The module is checked before it is written: it must import nothing and export every name of
:data:`EXPORTS`, so a broken build never replaces a good module.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The C compiler's wheel (the dev extra pins the same; the wheel's build hook asks for it).
ZIGLANG = "ziglang==0.17.0"
SOURCES = ROOT / "csrc" / "kernel"
ENTRY = SOURCES / "entry.c"
TARGET = ROOT / "src" / "war_widget" / "_fast" / "kernel.wasm"

#: The allocator's exports and the game loops' (the host's names: war_widget._fast.wasm).
ALLOCATOR = ("ww_abi", "ww_reset", "ww_alloc")
LOOPS = ("ww_play_duel", "ww_play_two", "ww_play_games", "ww_play_steal")
#: The position hashes, exported for tests/test_kernel_hash.py.
HASHES = ("ww_position", "ww_pushed", "ww_popped", "ww_key")
EXPORTS = ("memory", *ALLOCATOR, *LOOPS, *HASHES)

#: wasm32 as every browser since 2021 runs it: the first version's instructions, plus the
#: bulk memory (a block zeroed by one instruction), sign extension and saturating float
#: conversions of WebAssembly 2.0.
CPU = "mvp+bulk_memory+sign_ext+nontrapping_fptoint+mutable_globals"

FLAGS = [
    "-target", "wasm32-freestanding", f"-mcpu={CPU}",
    "-O3", "-std=c11", "-nostdlib", "-ffreestanding", "-ffp-contract=off",
    "-Wall", "-Wextra", "-Werror=implicit-function-declaration",
    "-Wl,--no-entry", "-Wl,--strip-all", "-Wl,--gc-sections",
    "-Wl,-z,stack-size=1048576",
]  # fmt: skip


def sources() -> list[Path]:
    """The files the module is built from (a change to any makes it stale)."""
    return sorted(p for p in SOURCES.iterdir() if p.suffix in (".c", ".h"))


def stale(target: Path = TARGET) -> bool:
    """Whether ``target`` is missing or older than a source (or this script)."""
    if not target.exists():
        return True
    built = target.stat().st_mtime
    return any(p.stat().st_mtime > built for p in [*sources(), Path(__file__)])


def compiler() -> list[str]:
    """The C compiler: ``$WAR_WIDGET_CC`` when set (e.g. ``clang`` with ``lld``: Debian's
    ``clang lld`` packages), else the ``ziglang`` wheel's ``zig cc``."""
    chosen = os.environ.get("WAR_WIDGET_CC")
    if chosen:
        return chosen.split()
    try:
        import ziglang  # noqa: F401
    except ImportError:
        sys.exit(
            "tools/build_wasm.py: the kernel's WebAssembly module needs a C compiler for wasm32: "
            f"pip install {ZIGLANG} (or set WAR_WIDGET_CC, e.g. to clang with lld)"
        )
    return [sys.executable, "-m", "ziglang", "cc"]


def flags(cc: list[str]) -> list[str]:
    """:data:`FLAGS`, spelled for clang when the compiler is not zig's."""
    if "ziglang" in cc:
        return FLAGS
    spelled = ["--target=wasm32", "-mcpu=mvp", "-mbulk-memory", "-msign-ext"]
    spelled += ["-mnontrapping-fptoint", "-mmutable-globals"]
    return spelled + FLAGS[3:]


def exports(module: bytes) -> tuple[list[str], int]:
    """The names a module exports, and how many things it imports (a small reader of the
    binary format: its sections' headers, the export section's entries)."""
    if module[:8] != b"\0asm\1\0\0\0":
        raise SystemExit("tools/build_wasm.py: the compiler's output is not a WebAssembly module")
    at, found, imports = 8, [], 0

    def leb() -> int:
        nonlocal at
        value = shift = 0
        while True:
            byte = module[at]
            at += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value

    while at < len(module):
        section = module[at]
        at += 1
        end = leb()
        end += at
        if section == 2:  # imports: only counted
            imports = leb()
        elif section == 7:  # exports: name, kind, index
            for _ in range(leb()):
                n = leb()
                found.append(module[at : at + n].decode())
                at += n + 1
                leb()
        at = end
    return found, imports


def check(module: bytes) -> None:
    """Refuse a module that imports anything or lacks an export."""
    found, imports = exports(module)
    if imports:
        raise SystemExit(
            f"tools/build_wasm.py: the module imports {imports} names (a libc or compiler-rt "
            "function the C code calls?): its hosts provide none"
        )
    missing = [n for n in EXPORTS if n not in found]
    if missing:
        raise SystemExit(f"tools/build_wasm.py: the module does not export {missing}")


def build(target: Path = TARGET) -> Path:
    """Compile :data:`ENTRY` to ``target`` (written only once built and checked)."""
    cc = compiler()
    with tempfile.TemporaryDirectory() as tmp:
        built = Path(tmp) / "kernel.wasm"
        command = [*cc, *flags(cc), "-I", str(SOURCES), "-o", str(built), str(ENTRY)]
        done = subprocess.run(command, cwd=ROOT, check=False)
        if done.returncode != 0:
            raise SystemExit(f"tools/build_wasm.py: the compiler failed: {' '.join(command)}")
        check(built.read_bytes())
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TARGET, help="where (default: %(default)s)")
    parser.add_argument("--if-stale", action="store_true", help="only when a source changed")
    args = parser.parse_args(argv)
    if args.if_stale and not stale(args.out):
        return 0
    out = build(args.out)
    print(f"tools/build_wasm.py: {out} ({out.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
