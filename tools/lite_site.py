"""The classroom pages of the lessons' website: a landing page and a child's page per play lesson.

`tools/build_lite.py` calls :func:`write_site` after `jupyter lite build`. Everything is built from
whatever lessons `notebooks/` holds: `NN_name.ipynb` (English) and `NN_name_xx.ipynb` (another
language). A lesson's title, age, time and goal are its notebook's header, in each language it
exists in: `metadata["war_widget"]`, written by `tools/make_notebooks.py` from `lessons/`. Only
what the notebooks do not say is in :data:`LESSONS`: who the card is for and the child's page's
code (a lesson missing there is still listed, for teachers, opened in JupyterLab).

- `index.html`: the landing page, in the language of `?lang=xx` or of the browser (switchable);
  it loads no Python. Its words, in every language, are in `tools/lite/site/words.json`.
- `play/NN_name.html`: the child's page of a lesson that has :attr:`Lesson.play` code. It shows
  JupyterLite's REPL app in a frame: the REPL runs the code given in its address when Python is
  ready and hides the code (`hideCodeInput`); the page covers it with a loading message until
  the table is drawn, and hides the REPL's empty prompt.
- Other lessons open in JupyterLab (`lab/index.html?path=...`), as does "Open with the code".
"""

from __future__ import annotations

import html
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
ASSETS = HERE / "lite" / "site"
WORDS = ASSETS / "words.json"
NAME = re.compile(r"^(?P<id>\d\d_[a-z0-9_]+?)(?:_(?P<lang>[a-z]{2}))?\.ipynb$")


#: What a notebook's header gives, each a non-empty string in the notebook's language.
HEADER = ("title", "age", "time", "goal")


@dataclass(frozen=True)
class Lesson:
    """What the notebook does not say: whose card it is, and the child's page's code."""

    audience: str  # "children" or "teachers"
    #: Python the child's page runs (`{lang}`: the learner's language), or "" for no such page.
    play: str = ""


LESSONS = {
    "01_play": Lesson(
        "children", 'from war_widget import WarWidget\nWarWidget(speak=True, lang="{lang}")'
    ),
    # The youngest's page starts on the number ladder (1 to 10; Settings climbs it).
    "02_counting": Lesson(
        "children",
        "from war_widget import WarWidget\n"
        'WarWidget(preset="ladder_10", quiz=True, dots=True, speak=True, level="brief", '
        'lang="{lang}")',
    ),
    "03_probability": Lesson("teachers"),
    "04_rules_tour": Lesson("teachers"),
    "05_forever": Lesson("teachers"),
    "06_probability_more": Lesson("teachers"),
}


def header(notebook: Path, lesson: str, lang: str) -> dict[str, str]:
    """The notebook's header (`metadata["war_widget"]`): its title, age, time and goal.

    Raises SystemExit naming the notebook and the field when one is missing, empty or not a
    string, or when the header is another lesson's or another language's."""
    meta = json.loads(notebook.read_text(encoding="utf-8")).get("metadata", {})
    found = meta.get("war_widget")
    fix = "(tools/make_notebooks.py writes it from lessons/)"
    if not isinstance(found, dict):
        raise SystemExit(f"lite_site: {notebook.name} has no metadata 'war_widget' header {fix}")
    for key, wanted in (("lesson", lesson), ("lang", lang)):
        if found.get(key) != wanted:
            raise SystemExit(
                f"lite_site: {notebook.name}: its header's {key!r} is {found.get(key)!r}, "
                f"the file name says {wanted!r}"
            )
    for key in HEADER:
        value = found.get(key)
        if not isinstance(value, str) or not value.strip():
            raise SystemExit(
                f"lite_site: {notebook.name}: its header's {key!r} must be a non-empty string "
                f"(it gives {', '.join(HEADER)}), not {value!r} {fix}"
            )
    return {key: found[key].strip() for key in HEADER}


def catalogue(notebooks: Path, languages: list[str]) -> list[dict[str, object]]:
    """Every lesson in `notebooks`, with its header per language (English first)."""
    found: dict[str, dict[str, dict[str, str]]] = {}
    for path in sorted(notebooks.glob("*.ipynb")):
        match = NAME.match(path.name)
        if not match or (match["lang"] and match["lang"] not in languages):
            continue
        lang = match["lang"] or "en"
        versions = found.setdefault(match["id"], {})
        versions[lang] = {"file": path.name, **header(path, match["id"], lang)}
    lessons = []
    for lesson_id, versions in sorted(found.items()):
        if "en" not in versions:
            continue  # a language version needs its English lesson to fall back on
        meta = LESSONS.get(lesson_id, Lesson("teachers"))
        lessons.append(
            {
                "id": lesson_id,
                "audience": meta.audience,
                "play": {lang: repl_address(meta.play, lang) for lang in languages}
                if meta.play
                else None,
                "versions": {"en": versions.pop("en"), **versions},
            }
        )
    return lessons


def repl_address(code: str, lang: str) -> str:
    """JupyterLite's REPL, from a page one folder down: runs `code` at once, code hidden."""
    query = {
        "kernel": "python",
        "showBanner": "0",
        "hideCodeInput": "1",
        "code": code.format(lang=lang),
    }
    return "../repl/index.html?" + urlencode(query)


def config_block(index: Path) -> str:
    """JupyterLite's configuration block of the root page (every app page reads it there)."""
    text = index.read_text(encoding="utf-8")
    match = re.search(r'<script id="jupyter-config-data".*?</script>', text, re.S)
    if not match:
        raise SystemExit(f"build_lite: {index} has no jupyter-config-data: JupyterLite changed")
    return match.group(0)


PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="{up}icon-120x120.png">
{head}
<link rel="stylesheet" href="{up}site/site.css">
<script src="{up}site/lessons.js" defer></script>
<script src="{up}site/shared.js" defer></script>
<script src="{up}site/{script}" defer></script>
</head>
<body class="ww-site"{body}>
<noscript>This page needs JavaScript.</noscript>
</body>
</html>
"""


def write_site(out: Path, notebooks: Path) -> list[str]:
    """Write the landing page, the child's pages and their assets into the built site `out`;
    returns the child's pages written."""
    words = json.loads(WORDS.read_text(encoding="utf-8"))
    languages = list(words)
    lessons = catalogue(notebooks, languages)
    site = out / "site"
    site.mkdir(exist_ok=True)
    for asset in ("site.css", "shared.js", "landing.js", "play.js"):
        shutil.copy2(ASSETS / asset, site / asset)
    data = {"languages": languages, "words": words, "lessons": lessons}
    (site / "lessons.js").write_text(
        "window.WAR_SITE = " + json.dumps(data, ensure_ascii=False, indent=1) + ";\n",
        encoding="utf-8",
    )
    name = html.escape(words["en"]["title"])
    index = out / "index.html"
    head = config_block(index)
    index.write_text(
        PAGE.format(title=name, head=head, up="", script="landing.js", body=""), encoding="utf-8"
    )
    pages = []
    (out / "play").mkdir(exist_ok=True)
    for lesson in lessons:
        if lesson["play"]:
            page = f"play/{lesson['id']}.html"
            body = f' data-lesson="{html.escape(str(lesson["id"]))}"'
            (out / page).write_text(
                PAGE.format(title=name, head="", up="../", script="play.js", body=body),
                encoding="utf-8",
            )
            pages.append(page)
    return pages
