"""Build the kernel's WebAssembly module: csrc/kernel/ -> src/war_widget/kernel/kernel.wasm.

    python tools/build_wasm.py            # build it
    python tools/build_wasm.py --if-stale # only if its sources changed (make, the build hook)
    python tools/build_wasm.py --check    # build it apart and compare: the same bytes? (CI)

One translation unit, ``csrc/kernel/entry.c`` (it includes the game loops), compiled for
``wasm32-freestanding`` by the C compiler of the ``ziglang`` wheel (PyPI; pinned in the ``dev``
extra and in the wheel's build hook), so no system compiler is needed: no libc, no imports, no
entry point, the exports ``entry.c`` marks.  ``-ffp-contract=off``: Steal War's float arithmetic
rounds each operation as CPython does (no fused multiply-add).

The module is committed, with :data:`DIGEST` beside it (a SHA-256 of what it is built from: the
compiler's pin, the flags and every source's name and bytes), so a contributor who never touches
the C installs no compiler (issue 46): it is rebuilt only when that digest changes, and then,
when the running Python has no ``ziglang``, with the pinned wheel in an environment of its own
(:data:`COMPILER_ENV`, made on first need).  The build is reproducible: ``--check`` (``make
wasm-check``, run by CI) builds it apart with the pinned compiler and fails unless the bytes are
the committed module's.  The wheel carries it (``tools/hatch_build.py``).

The module is checked before it is written: it must import nothing and export every name of
:data:`EXPORTS`, so a broken build never replaces a good module.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The C compiler's wheel (the wheel's build hook asks for the same when it must build).
ZIGLANG = "ziglang==0.17.0"
SOURCES = ROOT / "csrc" / "kernel"
ENTRY = SOURCES / "entry.c"
TARGET = ROOT / "src" / "war_widget" / "kernel" / "kernel.wasm"
#: What the committed module was built from (:func:`digest`), one line.
DIGEST = TARGET.with_name("kernel.wasm.sha256")
#: Where the pinned compiler is installed when the running Python has none.
COMPILER_ENV = ROOT / ".venv-wasm"

#: The allocator's exports and the game loops' (the host's names: war_widget.kernel.wasm).
ALLOCATOR = ("ww_abi", "ww_options_layout", "ww_reset", "ww_alloc")
LOOPS = ("ww_play_duel", "ww_play_two", "ww_play_games", "ww_play_steal")
#: The position hashes, exported for tests/kernel/test_kernel_hash.py.
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


def digest() -> str:
    """A SHA-256 of what the module is built from: the compiler's pin, the flags, and each
    source's name and bytes (not their times: a fresh clone's are whatever git wrote)."""
    h = hashlib.sha256()
    h.update(f"{ZIGLANG}\n{' '.join(FLAGS)}\n".encode())
    for path in sources():
        h.update(f"{path.name}\n{len(path.read_bytes())}\n".encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def stale(target: Path = TARGET) -> bool:
    """Whether ``target`` is missing or was built from other sources than today's."""
    if not target.exists():
        return True
    recorded = target.with_name(target.name + ".sha256")
    return not recorded.exists() or recorded.read_text("utf-8").strip() != digest()


def compiler() -> list[str]:
    """The C compiler: ``$WAR_WIDGET_CC`` when set (e.g. ``clang`` with ``lld``: Debian's
    ``clang lld`` packages), else the ``ziglang`` wheel's ``zig cc``: the running Python's, or
    the one in :data:`COMPILER_ENV` (installed there, pinned, the first time it is needed)."""
    chosen = os.environ.get("WAR_WIDGET_CC")
    if chosen:
        return chosen.split()
    try:
        import ziglang  # noqa: F401
    except ImportError:
        return [str(_compiler_env()), "-m", "ziglang", "cc"]
    return [sys.executable, "-m", "ziglang", "cc"]


def _compiler_env() -> Path:
    """The Python of :data:`COMPILER_ENV`, with :data:`ZIGLANG` installed (once)."""
    python = COMPILER_ENV / "bin" / "python"
    done = (
        subprocess.run([str(python), "-c", "import ziglang"], check=False, capture_output=True)
        if python.exists()
        else None
    )
    if done is None or done.returncode != 0:
        print(f"tools/build_wasm.py: installing the C compiler ({ZIGLANG}) in {COMPILER_ENV}...")
        steps = [[sys.executable, "-m", "venv", str(COMPILER_ENV)],
                 [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                  ZIGLANG]]  # fmt: skip
        for step in steps:
            if subprocess.run(step, check=False).returncode != 0:
                sys.exit(
                    "tools/build_wasm.py: the kernel's WebAssembly module needs a C compiler for "
                    f"wasm32 and {' '.join(step)} failed (or set WAR_WIDGET_CC, e.g. to clang "
                    "with lld)"
                )
    return python


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
        target.with_name(target.name + ".sha256").write_text(digest() + "\n", "utf-8")
    return target


def same_build() -> int:
    """Build the module apart with the pinned compiler and compare it with the committed one:
    0 when the bytes and the digest are the same, else 1 with what differs."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = build(Path(tmp) / "kernel.wasm").read_bytes()
    wrong = []
    if not TARGET.exists() or fresh != TARGET.read_bytes():
        wrong.append(f"{TARGET.relative_to(ROOT)} is not what its sources build")
    if stale():
        wrong.append(f"{DIGEST.relative_to(ROOT)} does not match the sources")
    for line in wrong:
        print(f"tools/build_wasm.py: {line}: run python tools/build_wasm.py and commit both")
    if not wrong:
        print(f"tools/build_wasm.py: {TARGET.relative_to(ROOT)} is what its sources build")
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TARGET, help="where (default: %(default)s)")
    parser.add_argument("--if-stale", action="store_true", help="only when a source changed")
    parser.add_argument("--check", action="store_true", help="compare a fresh build (CI)")
    args = parser.parse_args(argv)
    if args.check:
        return same_build()
    if args.if_stale and not stale(args.out):
        return 0
    out = build(args.out)
    print(f"tools/build_wasm.py: {out} ({out.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
