"""Every import path of the modules before the move (issue 44) still imports, and is the
very module of its new path (war_widget/_old_paths.py)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import war_widget
from war_widget._old_paths import MOVED, new_name

OLD = sorted(MOVED)


@pytest.mark.parametrize("old", OLD)
def test_an_old_path_is_the_new_module(old: str) -> None:
    assert importlib.import_module(old) is importlib.import_module(MOVED[old])


def test_the_lessons_old_imports_work() -> None:
    """What the lessons of earlier releases import, and the command line's old entry."""
    from war_widget.cli import main  # type: ignore[attr-defined]
    from war_widget.cli.commands import main as new_main

    assert main is new_main
    for old, name in [("speak", "Say"), ("lesson", "Ladder"), ("exact", "endless_share")]:
        if f"war_widget.{old}" in MOVED:
            module = importlib.import_module(f"war_widget.{old}")
            assert getattr(module, name, None) is not None, (old, name)


def test_a_path_that_never_was_is_not_found() -> None:
    assert new_name("war_widget.no_such_module") is None
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("war_widget.no_such_module")


def test_old_and_new_paths_load_each_file_once() -> None:
    """No module file runs twice under two names (two Game classes would not be equal)."""
    code = (
        "import sys, importlib, war_widget._old_paths as o\n"
        "for old in sorted(o.MOVED):\n"
        "    importlib.import_module(old)\n"
        "ms = {id(m): m for n, m in sys.modules.items() if n.startswith('war_widget')}\n"
        "files = [f for f in (getattr(m, '__file__', None) for m in ms.values()) if f]\n"
        "assert len(files) == len(set(files)), sorted(f for f in files if files.count(f) > 1)\n"
        "print('ok')\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.stdout.strip() == "ok", run.stderr


def test_import_war_widget_imports_no_old_path_module_eagerly() -> None:
    assert war_widget.__name__ == "war_widget"
    code = (
        "import sys, war_widget\n"
        "print(sorted(n for n in sys.modules if n.startswith('war_widget.lessons')))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
