"""Write every lesson notebook in every language, each from one source per lesson.

    python tools/make_notebooks.py

A lesson is two things:

* its **code**, the same in every language: ``CELLS`` in ``tools/notebook_<lesson>.py``, a list
  of ``("code", source)`` and ``("md", key)`` items;
* its **words**, one Markdown file per language, ``lessons/<lang>/NN_name.md``, that a
  translator edits (see ``lessons/README.md``): a header block with the lesson's title, age,
  time and goal, then the text cells, each after a line ``<!-- cell: key -->``.

Code cells say ``LANG = __LANG__``; the language's code goes there, and everything a cell
prints comes from the package in that language.  ``notebooks/NN_name.ipynb`` is the English
lesson and ``notebooks/NN_name_xx.ipynb`` the lesson in language ``xx``; each notebook's
metadata holds its header under ``"war_widget"`` (``lesson``, ``lang``, ``title``, ``age``,
``time``, ``goal``) so a website can list it.  A test checks the committed notebooks match.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "src"))

import notebook_counting  # noqa: E402
import notebook_forever  # noqa: E402
import notebook_play  # noqa: E402
import notebook_probability  # noqa: E402
import notebook_probability_more  # noqa: E402
import notebook_tour  # noqa: E402
import notebook_true  # noqa: E402

from war_widget.locale import LANGUAGES, direction  # noqa: E402

NOTEBOOKS: dict[str, list[tuple[str, str]]] = {
    "01_play": notebook_play.CELLS,
    "02_counting": notebook_counting.CELLS,
    "03_probability": notebook_probability.CELLS,
    "04_rules_tour": notebook_tour.CELLS,
    "05_forever": notebook_forever.CELLS,
    "06_probability_more": notebook_probability_more.CELLS,
    "07_true": notebook_true.CELLS,
}
#: Every language has every lesson: the one list of languages (war_widget/locale/_languages.py).
LANGS = LANGUAGES
#: The header every lesson file starts with, in this order.
HEADER = ("title", "age", "time", "goal")

_HEADER = re.compile(r"\A<!-- lesson\n(?P<body>.*?)\n-->\n", re.DOTALL)
_CELL = re.compile(r"^<!-- cell: (?P<key>[a-z0-9_]+) -->$", re.MULTILINE)


def filename(name: str, lang: str) -> str:
    return f"{name}.ipynb" if lang == "en" else f"{name}_{lang}.ipynb"


def words(name: str, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """The header and the text cells (by key) of ``lessons/<lang>/<name>.md``."""
    path = LESSONS / lang / f"{name}.md"
    text = path.read_text("utf-8")
    match = _HEADER.match(text)
    if match is None:
        raise ValueError(f"{path}: must start with a '<!-- lesson' header block")
    header = dict(line.split(": ", 1) for line in match["body"].splitlines())
    if tuple(header) != HEADER:
        raise ValueError(f"{path}: the header must give {', '.join(HEADER)} in this order")
    parts = _CELL.split(text[match.end() :])
    cells = {key: body.strip() for key, body in zip(parts[1::2], parts[2::2], strict=True)}
    return header, cells


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


def directed(text: str, lang: str) -> str:
    """A text cell as JupyterLab shows it in ``lang``: in a language written right to left
    (the one list's ``direction``) inside ``<div dir="rtl">``, the blank lines around the
    text keeping it Markdown; else the text as it is."""
    if direction(lang) != "rtl":
        return text
    return f'<div dir="rtl" lang="{lang}">\n\n{text}\n\n</div>'


def notebook(name: str, lang: str) -> dict[str, object]:
    header, texts = words(name, lang)
    cells = []
    wanted = [key for kind, key in NOTEBOOKS[name] if kind == "md"]
    if sorted(wanted) != sorted(texts):
        raise ValueError(
            f"lessons/{lang}/{name}.md: its cells must be {', '.join(wanted)}; "
            f"it has {', '.join(texts)}"
        )
    for i, (kind, item) in enumerate(NOTEBOOKS[name]):
        if kind == "md":
            cells.append(cell("markdown", directed(texts[item], lang), i))
        else:
            cells.append(cell("code", item.replace("__LANG__", json.dumps(lang)), i))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "war_widget": {"lesson": name, "lang": lang, **header},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def render(name: str, lang: str) -> str:
    return json.dumps(notebook(name, lang), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    for name in NOTEBOOKS:
        for lang in LANGS:
            if not (LESSONS / lang / f"{name}.md").exists():
                print("missing", f"lessons/{lang}/{name}.md", file=sys.stderr)
                continue
            path = ROOT / "notebooks" / filename(name, lang)
            path.write_text(render(name, lang), "utf-8")
            print("wrote", path.name, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
