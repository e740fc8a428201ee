"""The compiled kernel's cache: next to the package, or in the user's cache folder when the
package's folder cannot be written (a JupyterHub image), and a fresh process finds it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from war_widget.simulation.run import KERNEL_VARIABLE, numba_available

pytestmark = pytest.mark.skipif(not numba_available(), reason="the compiled kernel needs numba")

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "war_widget"
RUN = """
import time
from war_widget import Rules
from war_widget.simulation import simulate
started = time.perf_counter()
sim = simulate(Rules(), 200, seed=1, engine="fast", progress=False)
print(sum(sim.rounds), time.perf_counter() - started)
"""


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_a_read_only_package_caches_in_the_users_folder(tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "war_widget", ignore=shutil.ignore_patterns("__pycache__"))
    # The package's folders cannot hold a cache: even as root (where permissions do not
    # stop writes), a file where numba's __pycache__ folder would go makes it unusable.
    (site / "war_widget" / "_fast" / "__pycache__").write_text("read-only image\n")
    for folder, _, files in os.walk(site):
        for name in files:
            os.chmod(Path(folder) / name, 0o444)
        os.chmod(folder, 0o555)
    cache = tmp_path / "cache"
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env.update(PYTHONPATH=str(site), XDG_CACHE_HOME=str(cache), HOME=str(tmp_path / "home"))
    env[KERNEL_VARIABLE] = "numba"  # numba's kernel, asked for (WebAssembly's is the default)

    def run() -> list[str]:
        out = subprocess.run(
            [sys.executable, "-c", RUN], env=env, capture_output=True, text=True, check=True
        )
        return out.stdout.split()

    try:
        first = run()
        stored = sorted(p.name for p in cache.rglob("*.nbi"))
        assert any(name.startswith("duel.play_duel") for name in stored), stored
        again = run()  # a fresh process loads the cache instead of compiling
        assert again[0] == first[0]
        assert not any(p.suffix in (".nbi", ".nbc") for p in site.rglob("*"))
    finally:
        for folder, _, _ in os.walk(site):
            os.chmod(folder, 0o755)


def test_every_compiled_function_comes_from_a_stamped_file() -> None:
    """numba checks only the file a function is written in; the cached names carry a digest
    of every file the compiled code comes from (inlined callees and constants included)."""
    import ast

    from war_widget._fast import compiled

    stamped = set(compiled.SOURCE_FILES)
    functions = [f for f in compiled._SPACE.values() if hasattr(f, "py_func")]
    assert functions
    for dispatcher in functions:
        assert Path(dispatcher.py_func.__code__.co_filename) in stamped, dispatcher
        assert dispatcher.py_func.__qualname__.endswith("." + compiled.SOURCES)
    # What the compiled functions' modules import from the package is stamped too (its
    # constants are frozen into the machine code).
    for path in {Path(f.py_func.__code__.co_filename) for f in functions}:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level > 0 and node.module:
                base = path.parents[node.level - 1]
                found = base / (node.module.replace(".", "/") + ".py")
                assert found in stamped, f"{path.name} imports {found}"


def test_a_change_to_an_inlined_file_compiles_anew(tmp_path: Path) -> None:
    """Editing only the rules' arithmetic (inlined into the loops) changes every cached name."""
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "war_widget", ignore=shutil.ignore_patterns("__pycache__"))
    probe = "from war_widget._fast import compiled; print(compiled.SOURCES)"
    env = {**os.environ, "PYTHONPATH": str(site)}

    def stamp() -> str:
        run = [sys.executable, "-c", probe]
        return subprocess.run(run, env=env, capture_output=True, text=True, check=True).stdout

    before = stamp()
    with (site / "war_widget" / "arithmetic.py").open("a", encoding="utf-8") as f:
        f.write("\n# an edit\n")
    assert stamp() != before
