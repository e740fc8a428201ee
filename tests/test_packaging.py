"""The package's set-up promises: few dependencies, a built front-end bundle."""

from __future__ import annotations

from pathlib import Path

import tomllib  # the development set-up needs Python >= 3.11 (see the Makefile)

ROOT = Path(__file__).resolve().parents[1]


def test_required_dependencies_are_only_the_widget_ones() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    names = sorted(dep.split(">")[0].split("=")[0].strip() for dep in project["dependencies"])
    assert names == ["anywidget", "traitlets"]
    assert project["requires-python"] == ">=3.10"


def test_dev_extra_is_pinned_exactly() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    for dep in project["optional-dependencies"]["dev"]:
        assert "==" in dep, f"dev dependency {dep!r} is not pinned with =="


def test_front_end_bundle_is_built() -> None:
    static = ROOT / "src" / "war_widget" / "static"
    assert (static / "widget.js").stat().st_size > 0
    assert (static / "widget.css").exists()
