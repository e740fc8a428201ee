"""The rules tour notebooks are the ones tools/make_tour.py writes, in both languages."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("make_tour", ROOT / "tools" / "make_tour.py")
assert spec is not None and spec.loader is not None
make_tour = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_tour)


@pytest.mark.parametrize("lang", sorted(make_tour.FILES))
def test_tour_notebook_is_up_to_date(lang):
    path = ROOT / "notebooks" / make_tour.FILES[lang]
    assert path.read_text("utf-8") == make_tour.render(lang), (
        f"{path.name} differs from tools/make_tour.py: run `python tools/make_tour.py`"
    )


def test_both_languages_tell_every_scene():
    for scene in make_tour.SCENES:
        assert scene["en"].startswith("## ") and scene["es"].startswith("## ")
        assert scene["en"] != scene["es"]
