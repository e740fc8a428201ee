"""The notebooks offered in two languages are the ones tools/make_notebooks.py writes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location(
    "make_notebooks", ROOT / "tools" / "make_notebooks.py"
)
assert spec is not None and spec.loader is not None
make_notebooks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_notebooks)

CASES = [(name, lang) for name in make_notebooks.NOTEBOOKS for lang in make_notebooks.LANGS]


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_notebook_is_up_to_date(name, lang):
    path = ROOT / "notebooks" / make_notebooks.filename(name, lang)
    assert path.read_text("utf-8") == make_notebooks.render(name, lang), (
        f"{path.name} differs from tools/make_notebooks.py: run `python tools/make_notebooks.py`"
    )


@pytest.mark.parametrize("name", sorted(make_notebooks.NOTEBOOKS))
def test_every_scene_is_told_in_both_languages(name):
    intro, _, scenes = make_notebooks.NOTEBOOKS[name]
    assert intro["en"] != intro["es"]
    for scene in scenes:
        assert scene["en"].startswith("## ") and scene["es"].startswith("## ")
        assert scene["en"] != scene["es"]
