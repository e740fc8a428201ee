"""The companion package war_widget_pages (tools/pages_package.py): the children's pages and
their runtime as a wheel that pip installs and the class server finds (classroom/site.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import pages_package  # noqa: E402

SHELL = ["play/01_play.html", "site/site.css", "play/host-page.js"]
RUNTIME = ["static/pyodide/pyodide.mjs", "static/pyodide/war_widget-0.1.0-py3-none-any.whl"]


def make_site(root: Path) -> Path:
    """A tiny built site: play/sw.js names its shell and runtime, one file has a .br copy,
    and a file the pages do not need (JupyterLite's) must stay out."""
    for name in [*SHELL, *RUNTIME, "lab/index.html"]:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"contents of {name}\n")
    (root / "static/pyodide/pyodide.mjs.br").write_bytes(b"\x1b compressed")
    config = {"version": "abc", "shell": SHELL, "runtime": RUNTIME}
    (root / "play/sw.js").write_text(f"var WAR_SW = {json.dumps(config, indent=1)};\nself.x=1;\n")
    return root


def test_the_wheel_holds_what_a_childs_page_needs_and_pip_installs_it(tmp_path: Path) -> None:
    site = make_site(tmp_path / "lite")
    wheel = pages_package.build(site, tmp_path / "dist", "0.1.0")
    assert wheel.name == "war_widget_pages-0.1.0-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    inside = {n.removeprefix("war_widget_pages/site/") for n in names if "/site/" in n}
    assert inside == {*SHELL, *RUNTIME, "play/sw.js", "static/pyodide/pyodide.mjs.br"}
    twine = Path(sys.executable).with_name("twine")
    subprocess.run([str(twine), "check", "--strict", str(wheel)], check=True, capture_output=True)
    target = tmp_path / "installed"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--target", str(target), str(wheel)],
        check=True,
    )  # fmt: skip
    code = (
        "from war_widget.classroom import site; import war_widget_pages as p; "
        "print(p.__version__, site.companion() == p.path(), site.locate() == p.path())"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), str(ROOT / "src")])}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["0.1.0", "True", "True"]
    assert (target / "war_widget_pages" / "site" / "play" / "01_play.html").read_text() == (
        "contents of play/01_play.html\n"
    )


def test_a_file_linked_from_outside_the_site_is_refused(tmp_path: Path) -> None:
    site = make_site(tmp_path / "lite")
    secret = tmp_path / "secret.txt"
    secret.write_text("not the site's")
    (site / "site/site.css").unlink()
    (site / "site/site.css").symlink_to(secret)
    with pytest.raises(pages_package.PagesError, match=r"site\.css is not a file of the site"):
        pages_package.build(site, tmp_path / "dist", "0.1.0")


def test_no_built_site_says_to_build_it(tmp_path: Path) -> None:
    with pytest.raises(pages_package.PagesError, match="run `make lite` first"):
        pages_package.build(tmp_path, tmp_path / "dist", "0.1.0")


def test_its_version_is_war_widgets_and_the_class_extra_pins_it() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert pages_package.project_version() == project["version"]
    assert f"war_widget_pages=={project['version']}" in project["optional-dependencies"]["class"]
