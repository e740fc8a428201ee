"""What the lesson site's build gives the children's pages, without building the site: the wheels
a child's page installs (no IPython) and the service worker's release version
(the real site in Chromium: tests/e2e/test_lite_child.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tool(name: str) -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))  # build_lite imports its neighbours by name
    try:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "tools"))


build_lite = tool("build_lite")
lite_site = tool("lite_site")


def lock(path: Path, depends: dict[str, list[str]]) -> Path:
    packages = {
        name: {"name": name, "file_name": f"{name.replace('-', '_')}-1-py3-none-any.whl",
               "depends": deps}
        for name, deps in depends.items()
    }  # fmt: skip
    path.write_text(json.dumps({"info": {}, "packages": packages}), encoding="utf-8")
    return path


def test_a_childs_page_installs_war_widget_and_its_needs_but_not_ipython(tmp_path: Path) -> None:
    found = build_lite.child_wheels(lock(tmp_path / "lock.json", {
        "war-widget": ["anywidget"],
        "anywidget": ["ipywidgets", "psygnal", "typing-extensions"],
        "ipywidgets": ["comm", "ipython", "traitlets"],
        "ipython": ["jedi", "pygments", "traitlets"],
        "jedi": ["parso"], "parso": [], "pygments": [], "comm": [], "traitlets": [],
        "psygnal": [], "typing-extensions": [], "micropip": [],
    }))  # fmt: skip
    names = [wheel.split("-")[0] for wheel in found]
    assert names[-1] == "war_widget"  # dependencies first
    assert names.index("comm") < names.index("ipywidgets") < names.index("anywidget")
    assert set(names) == {"war_widget", "anywidget", "ipywidgets", "comm", "traitlets",
                          "psygnal", "typing_extensions"}  # fmt: skip


def test_a_dependency_missing_from_the_lock_is_named(tmp_path: Path) -> None:
    path = lock(tmp_path / "lock.json", {"war-widget": ["anywidget"]})
    with pytest.raises(SystemExit, match="need anywidget, which the lock file lacks"):
        build_lite.child_wheels(path)


def site(tmp_path: Path) -> tuple[Path, Path, dict[str, object]]:
    """A built site's files the service worker keeps, and the host's scripts."""
    out, host = tmp_path / "site", tmp_path / "host"
    runtime_files = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                     "pyodide-lock.json", "w-1-py3-none-any.whl"]  # fmt: skip
    pages = ["play/01_play.html", "site/site.css", "site/shared.js", "site/lessons.js",
             "site/landing.js", "icon-120x120.png", "play/host-page.js",
             "play/host-worker.js"]  # fmt: skip
    for path in [*pages, *[f"static/pyodide/{name}" for name in runtime_files]]:
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(f"the file {path}", encoding="utf-8")
    host.mkdir()
    (host / "sw.js").write_text("/* the service worker */", encoding="utf-8")
    (out / "static/pyodide/child").mkdir()
    (out / "static/pyodide/child/fresh-1.bundle").write_text("fresh start", encoding="utf-8")
    runtime = lite_site.runtime_of(
        out, "static/pyodide/", ["w-1-py3-none-any.whl"], ["child/fresh-1.bundle"]
    )
    return out, host, runtime


def test_the_runtime_counts_the_bytes_the_worker_fetches(tmp_path: Path) -> None:
    out, _, runtime = site(tmp_path)
    fetched = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "w-1-py3-none-any.whl"]
    assert runtime["bytes"] == sum(
        (out / "static/pyodide" / name).stat().st_size for name in fetched
    )
    assert runtime["files"] == [  # the service worker keeps the fresh start's bundle too
        f"static/pyodide/{n}"
        for n in ["pyodide.mjs", "pyodide.asm.mjs", *fetched, "child/fresh-1.bundle"]
    ]
    assert runtime["fresh"] == ["child/fresh-1.bundle"]  # not in the bytes: a fresh start's only


def test_the_snapshots_address_names_the_runtime(tmp_path: Path) -> None:
    """Python's memory snapshot (kept by the service worker, js/host/sw.ts) is named by the
    runtime's files: a release with another wheel never restores an older release's."""
    out, _, runtime = site(tmp_path)
    name = str(runtime["snapshot"])
    assert name.startswith("play/python-") and name.endswith(".snapshot")
    again = ["w-1-py3-none-any.whl"], ["child/fresh-1.bundle"]
    assert lite_site.runtime_of(out, "static/pyodide/", *again) == runtime
    (out / "static/pyodide/child/fresh-1.bundle").write_text("other modules", encoding="utf-8")
    assert lite_site.runtime_of(out, "static/pyodide/", *again)["snapshot"] != name
    (out / "static/pyodide/w-1-py3-none-any.whl").write_text("a new wheel", encoding="utf-8")
    changed = lite_site.runtime_of(out, "static/pyodide/", ["w-1-py3-none-any.whl"])
    assert changed["snapshot"] != name


def test_a_new_release_has_a_new_service_worker(tmp_path: Path) -> None:
    out, host, runtime = site(tmp_path)
    first = lite_site.write_service_worker(out, host, ["play/01_play.html"], runtime)
    text = (out / "play" / "sw.js").read_text(encoding="utf-8")
    config = json.loads(text[text.index("{") : text.index("};") + 1])
    assert config["version"] == first and text.endswith("/* the service worker */")
    assert "play/01_play.html" in config["shell"] and "play/host-worker.js" in config["shell"]
    assert "static/pyodide/pyodide.asm.wasm" in config["runtime"]
    assert lite_site.write_service_worker(out, host, ["play/01_play.html"], runtime) == first
    (out / "static/pyodide/w-1-py3-none-any.whl").write_text("a new wheel", encoding="utf-8")
    assert lite_site.write_service_worker(out, host, ["play/01_play.html"], runtime) != first


def test_pythons_library_is_stored_whole_and_still_imports(tmp_path: Path) -> None:
    source = tmp_path / "python_stdlib.zip"
    modules = {"cards.py": "RANKS = 13\n" * 200, "pkg/__init__.py": "", "pkg/war.py": "SIZE = 3\n"}
    with zipfile.ZipFile(source, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in modules.items():
            member = zipfile.ZipInfo(name, (2026, 12, 7, 9, 0, 0))
            member.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(member, text)
    stored = tmp_path / "out.zip"
    build_lite.store_library(source, stored)
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(stored) as new:
        assert [m.filename for m in new.infolist()] == list(modules)
        assert [m.date_time for m in new.infolist()] == [m.date_time for m in old.infolist()]
        assert all(m.compress_type == zipfile.ZIP_DEFLATED for m in old.infolist())
        assert all(m.compress_type == zipfile.ZIP_STORED for m in new.infolist())
        assert all(new.read(name).decode() == text for name, text in modules.items())
    assert stored.stat().st_size > source.stat().st_size  # one copy of the whole packs it now
    code = f"import sys; sys.path[:0] = [{str(stored)!r}]; import pkg.war; print(pkg.war.SIZE)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "3\n"  # zipimport reads it as Pyodide's Python will
