"""Write the notebooks offered in English and Spanish, each from one list of scenes.

    python tools/make_notebooks.py

* ``04_rules_tour`` (words and code in ``tools/notebook_tour.py``): each scene is a rule of
  RULES.md on a scripted deal, drawn as cards with the explanation beside them
  (:class:`war_widget.lesson.Scene`), with a question for the class; answers at the end.
* ``02_counting`` (``tools/notebook_counting.py``): counting practice for children from 5 to
  9, from the youngest activity to the oldest (quiz mode, dots, sums, counts, differences).
* ``05_forever`` (``tools/notebook_forever.py``): can War last forever?  Number decks, fixed
  pick-up orders and cycles, Spivey's 52-card deal, exact shares of endless deals, and the
  exact expected length under a random order next to a simulated one.

Both languages share the code of every scene, so the two versions never drift apart. A scene
without ``"code"`` is a text cell only. A test checks the committed notebooks match this
script.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

import notebook_counting  # noqa: E402
import notebook_forever  # noqa: E402
import notebook_tour  # noqa: E402

NOTEBOOKS = {
    "04_rules_tour": (notebook_tour.INTRO, notebook_tour.SETUP, notebook_tour.SCENES),
    "02_counting": (notebook_counting.INTRO, notebook_counting.SETUP, notebook_counting.SCENES),
    "05_forever": (notebook_forever.INTRO, notebook_forever.SETUP, notebook_forever.SCENES),
}
LANGS = ("en", "es")


def filename(name: str, lang: str) -> str:
    return f"{name}.ipynb" if lang == "en" else f"{name}_{lang}.ipynb"


def _q(text: str) -> str:
    """A Python string literal in double quotes, as ruff format writes it."""
    return json.dumps(text, ensure_ascii=False)


def cell(kind: str, source: str, index: int) -> dict[str, object]:
    out: dict[str, object] = {
        "cell_type": kind,
        "id": f"{kind[:2]}{index:02d}",
        "metadata": {},
        "source": source.splitlines(keepends=True),
    }
    if kind == "code":
        out["execution_count"] = None
        out["outputs"] = []
    return out


def notebook(name: str, lang: str) -> dict[str, object]:
    intro, setup, scenes = NOTEBOOKS[name]
    cells = [cell("markdown", intro[lang], 0), cell("code", setup.format(lang=_q(lang)), 0)]
    for i, scene in enumerate(scenes, start=1):
        cells.append(cell("markdown", scene[lang], i))
        code = scene.get(f"code_{lang}", scene.get("code"))
        if code is not None:
            cells.append(cell("code", code, i))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def render(name: str, lang: str) -> str:
    return json.dumps(notebook(name, lang), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    for name in NOTEBOOKS:
        for lang in LANGS:
            path = ROOT / "notebooks" / filename(name, lang)
            path.write_text(render(name, lang), "utf-8")
            print("wrote", path.name, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
