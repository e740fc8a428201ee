"""The package's set-up promises: few dependencies, a built front-end bundle."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import tomllib  # the development set-up needs Python >= 3.11 (see the Makefile)

ROOT = Path(__file__).resolve().parents[2]


def test_required_dependencies_are_only_the_widget_ones_and_the_kernels_runtime() -> None:
    """The widget's two, and wasmtime, which runs the kernel's WebAssembly module in CPython
    (not in Pyodide: the browser runs it there, and no wasmtime wheel is built for it)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    names = sorted(dep.split(">")[0].split("=")[0].strip() for dep in project["dependencies"])
    assert names == ["anywidget", "traitlets", "wasmtime"]
    (wasmtime,) = [dep for dep in project["dependencies"] if dep.startswith("wasmtime")]
    assert wasmtime.endswith("; sys_platform != 'emscripten'")
    assert project["requires-python"] == ">=3.10"


def test_dev_and_play_extras_are_pinned_exactly() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
        "optional-dependencies"
    ]
    assert "war_widget[play]" in extras["dev"], "make test installs what make play does"
    for dep in extras["play"] + extras["dev"]:
        assert "==" in dep or dep == "war_widget[play]", f"{dep!r} is not pinned with =="


def test_front_end_bundle_is_built() -> None:
    static = ROOT / "src" / "war_widget" / "static"
    assert (static / "widget.js").stat().st_size > 0
    assert (static / "widget.css").exists()


@pytest.mark.slow
def test_the_release_wheel_installs_in_a_clean_environment_and_renders(tmp_path: Path) -> None:
    """What `make dist` does (the release workflow): the sdist, the wheel built from it (npm
    builds the bundle inside), twine's check; then the wheel in a new virtual environment."""
    dist = tmp_path / "dist"
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)])
    (wheel,) = dist.glob("war_widget-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert {f"war_widget/static/{f}" for f in BUNDLE} <= set(names)
    # The kernel's WebAssembly module, built from csrc/ by the wheel's hook: one wheel for all.
    assert "war_widget/kernel/kernel.wasm" in names and wheel.name.endswith("-py3-none-any.whl")
    run(
        [str(Path(sys.executable).parent / "twine"), "check", "--strict", *map(str, dist.iterdir())]
    )
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)])
    shown = run([python, "-c", RENDER], cwd=tmp_path)
    assert json.loads(shown.splitlines()[-1]) == {
        "view": True,
        "installed": str(venv),
        "bundle": True,
        "round": 1,
        "kernel": "wasm",
    }


BUNDLE = [
    *("widget.js", "widget.css", "simulation.js", "simulation.css", "tally.js", "tally.css"),
    "exported.js",  # the loader war_widget.export_html inlines in a notebook's web page
]
#: In the new environment: the widget's view, its front-end from the installed package, a flip.
RENDER = """
import json, pathlib, sys
from war_widget import WarWidget
w = WarWidget()
bundle, _ = w._repr_mimebundle_()
here = pathlib.Path(sys.modules["war_widget"].__file__).parent
esm = here / "static" / "widget.js"
w.flip()
from war_widget.simulation import simulate
sim = simulate(games=50, seed=1, progress=False)
print(json.dumps({
    "view": "application/vnd.jupyter.widget-view+json" in bundle,
    "installed": sys.prefix,
    "bundle": esm.stat().st_size > 10_000 and w._esm == esm.read_text(),
    "round": w.round,
    "kernel": sim.kernel,
}))
"""


def run(cmd: list[str], cwd: Path = ROOT) -> str:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{' '.join(cmd)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done.stdout


def test_the_kernels_compiler_is_pinned_once_and_not_in_the_contributors_venv() -> None:
    """The ziglang wheel that compiles the kernel's WebAssembly module is pinned in one place
    (tools/build_wasm.py's ZIGLANG, which the wheel's build hook asks for), and the developer
    set-up does not install it: the module is committed (issue 46)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_wasm", ROOT / "tools" / "build_wasm.py")
    assert spec is not None and spec.loader is not None
    build_wasm = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_wasm)
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
        "optional-dependencies"
    ]
    assert build_wasm.ZIGLANG.startswith("ziglang==")
    assert not any(dep.startswith("ziglang") for deps in extras.values() for dep in deps)
    assert any(dep.startswith("wasmtime==") for dep in extras["dev"])
