"""The classroom pages of the lessons' website: a landing page and a child's page per play lesson.

`tools/build_lite.py` calls :func:`write_site` after `jupyter lite build`. Everything is built from
whatever lessons `notebooks/` holds: `NN_name.ipynb` (English) and `NN_name_xx.ipynb` (another
language). A lesson's title, age, time and goal are its notebook's header, in each language it
exists in: `metadata["war_widget"]`, written by `tools/make_notebooks.py` from `lessons/`. Only
what the notebooks do not say is in :data:`LESSONS`: who the card is for and the child's page's
code (a lesson missing there is still listed, for teachers, opened in JupyterLab).

- `index.html`: the landing page, in the language of `?lang=xx` or of the browser (switchable);
  it loads no Python. It speaks every language of the one list (`war_widget.locale.LANGUAGES`),
  each named in itself; its words, in every language, are in `tools/lite/site/words.json`.
- `play/index.html`: the same landing page inside play/, the children's service worker's scope
  (JupyterLite's owns the root), so that it is kept with the child's pages: a child's page's
  "← All lessons" opens it, online or not. Its links to JupyterLab (not kept) say, offline,
  that they need the internet.
- `play/NN_name.html`: the child's page of a lesson that has :attr:`Lesson.play` code. It runs
  that code in the light host: Pyodide in a Web Worker (`play/host-worker.js`) with only the
  lesson's wheels, and the widget's own front-end drawn on the page (`play/host-page.js`), with
  no JupyterLab, ipykernel or IPython (docs/architecture.md, "The lesson site"). `play/sw.js`,
  the service worker of the play/ folder, keeps the pages and their runtime for offline visits.
- Other lessons open in JupyterLab (`lab/index.html?path=...`), as does "Open with the code".
  A teachers' lesson with a child's page (03, 06: a live class's activity) opens in JupyterLab
  too; its card links to the pupils' page besides.
- A live class: the class server (`war_widget.classroom`) serves these same pages; opened with
  `?room=CODE` a child's page asks for a first name and reports every round, game and quiz
  answer to the teacher's computer (`js/host/pupil.ts`; docs/classroom.md). Without `room` it
  is the page above, unchanged.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from war_widget.locale import LANGUAGE_NAMES, LANGUAGES, direction  # noqa: E402

ASSETS = HERE / "lite" / "site"
WORDS = ASSETS / "words.json"
NAME = re.compile(r"^(?P<id>\d\d_[a-z0-9_]+?)(?:_(?P<lang>[a-z]{2}))?\.ipynb$")


#: What a notebook's header gives, each a non-empty string in the notebook's language.
HEADER = ("title", "age", "time", "goal")


@dataclass(frozen=True)
class Lesson:
    """What the notebook does not say: whose card it is, and the child's page's code."""

    audience: str  # "children" or "teachers"
    #: Python the child's page runs (`{lang}`: the learner's language; `{also}`: left for the
    #: page to fill with the second language its address asks for, ``?also=uk``, or ""), or ""
    #: for no such page.
    play: str = ""
    #: The page's own "To the end" button: the game played to its end at once (web.act).
    to_end: bool = False


#: Every child's page's widget takes the learner's language and the second one (``{also}``).
_LANGS = 'lang="{lang}", second_lang="{also}"'

LESSONS = {
    "01_play": Lesson(
        "children",
        "from war_widget import WarWidget\nWarWidget(speak=True, " + _LANGS + ")",
    ),
    # The youngest's page starts on the number ladder (1 to 10; Settings climbs it).
    "02_counting": Lesson(
        "children",
        "from war_widget import WarWidget\n"
        'WarWidget(preset="ladder_10", quiz=True, dots=True, speak=True, level="brief", '
        + _LANGS
        + ")",
    ),
    # The class experiment, one device per pair: the first flip (a war?), then one game to its
    # end at once; in a live class every device reports its games (first flip a war, rounds,
    # wars, winner: the paper record sheet's columns) to the teacher's dashboard.
    "03_probability": Lesson(
        "teachers",
        'from war_widget import WarWidget\nWarWidget(speed="fast", ' + _LANGS + ")",
        to_end=True,
    ),
    "04_rules_tour": Lesson("teachers"),
    "05_forever": Lesson("teachers"),
    # Section 2's question ("one card face down or three: longer or shorter games?") answered by
    # the class's own games: each device plays whole games with one card face down, the
    # dashboard pools their lengths beside the notebook's simulation of three (mean about 270).
    # The simplest of the lesson's activities that pupils play: the same page as 03's, one rule
    # changed; Steal War's policies or the 95 % intervals need the notebook, not a table.
    "06_probability_more": Lesson(
        "teachers",
        "from war_widget import Rules, WarWidget\n"
        'WarWidget(Rules.preset("classic", face_down=1), speed="fast", ' + _LANGS + ")",
        to_end=True,
    ),
    # The misconception lab: each pair plays whole games at once and writes down their rounds
    # and wars (claim 1: wars per round) and the first flip (claim 2), and replays the game
    # codes the notebook prints (Settings, "Play with a code"). Claims 3 and 4 need thousands
    # of games: the notebook's simulations, not a table.
    "07_true": Lesson(
        "teachers",
        'from war_widget import WarWidget\nWarWidget(speed="fast", ' + _LANGS + ")",
        to_end=True,
    ),
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
                "play": {lang: meta.play.format(lang=lang, also="{also}") for lang in languages}
                if meta.play
                else None,
                "to_end": meta.to_end,
                "versions": {"en": versions.pop("en"), **versions},
            }
        )
    return lessons


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
<meta name="color-scheme" content="light dark">
<title>{title}</title>
<link rel="icon" href="{up}icon-120x120.png">
{head}
<link rel="stylesheet" href="{up}site/site.css">
<script src="{up}site/lessons.js" defer></script>
<script src="{up}site/shared.js" defer></script>
<script src="{script}" {kind}></script>
</head>
<body class="ww-site"{body}>
<noscript>This page needs JavaScript.</noscript>
</body>
</html>
"""

#: What a child's page runs (files of the built site, relative to its root): `runtime` is the
#: folder of Pyodide and the wheels, `wheels` the lesson's wheels in it (no IPython, no Jupyter).
Runtime = dict[str, object]
#: The light host's scripts, from `npm run build:host` (build/host/), and where they go.
#: All three in play/, the service worker's scope: a Web Worker is its client only when its
#: script is inside that scope (a dedicated worker is matched by its own URL, not its page's).
HOST_FILES = {"host-page.js": "play/host-page.js", "host-worker.js": "play/host-worker.js",
              "sw.js": "play/sw.js"}  # fmt: skip
#: The landing page's copy inside play/, kept by the service worker with the child's pages.
HOME = "play/index.html"
#: What Pyodide fetches from its folder when it starts (its two .mjs files are imported).
PYODIDE_FETCHED = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
PYODIDE_IMPORTED = ["pyodide.mjs", "pyodide.asm.mjs"]


def runtime_of(out: Path, base: str, wheels: list[str], fresh: list[str] | None = None) -> Runtime:
    """The child's pages' runtime: where it is, its wheels, the files only a fresh start of
    Python reads (`fresh`: fetched when no snapshot restores, kept by the service worker all
    the same), the bytes the page's progress bar counts (every file the worker fetches on a
    visit from the snapshot, as decoded), and the address of Python's memory snapshot that the
    service worker keeps for a return visit (js/host/worker.ts), named by a digest of the
    runtime's files: another runtime never restores this one's snapshot."""
    fresh = fresh or []
    fetched = [*PYODIDE_FETCHED, *wheels]
    files = [base + name for name in [*PYODIDE_IMPORTED, *fetched, *fresh]]
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.encode() + b"\0" + (out / path).read_bytes())
    return {
        "base": base,
        "wheels": wheels,
        "fresh": fresh,
        "bytes": sum((out / base / name).stat().st_size for name in fetched),
        "snapshot": f"play/python-{digest.hexdigest()[:16]}.snapshot",
        "files": files,
    }


def write_service_worker(out: Path, host: Path, pages: list[str], runtime: Runtime) -> str:
    """play/sw.js: the host's service worker, told the release's version (a digest of every
    file it keeps), the pages and scripts it keeps when it installs (`pages`: the landing
    page's copy in play/ and the child's pages), the runtime's files and the address of the
    Python snapshot shipped with them (tools/lite/snapshot.mjs)."""
    shell = [*pages, "site/site.css", "site/shared.js", "site/lessons.js", "site/landing.js",
             "icon-120x120.png",
             *[dest for dest in HOST_FILES.values() if dest != "play/sw.js"]]  # fmt: skip
    files = runtime["files"]
    assert isinstance(files, list)
    digest = hashlib.sha256()
    for path in sorted([*shell, *files]):
        digest.update(path.encode() + b"\0" + (out / path).read_bytes())
    version = digest.hexdigest()[:16]
    config = {"version": version, "shell": shell, "runtime": files, "snapshot": runtime["snapshot"]}
    code = (host / "sw.js").read_text(encoding="utf-8")
    (out / "play" / "sw.js").write_text(
        f"var WAR_SW = {json.dumps(config, indent=1)};\n{code}", encoding="utf-8"
    )
    return version


def site_words() -> dict[str, dict[str, str]]:
    """The site's words in each language of the one list, in its order, each with its name in
    itself (``language``, from :data:`war_widget.locale.LANGUAGE_NAMES`) and the direction it
    is written in (``dir``: ``"ltr"`` or ``"rtl"``, from the one list of languages, for the
    pages' ``dir``); SystemExit naming what words.json lacks or has over."""
    written = json.loads(WORDS.read_text(encoding="utf-8"))
    missing = [lang for lang in LANGUAGES if lang not in written]
    unknown = [lang for lang in written if lang not in LANGUAGES]
    if missing or unknown:
        raise SystemExit(
            f"{WORDS.name}: the site's words must be in every language of "
            f"war_widget.locale.LANGUAGES and no other: missing {missing}, not a language "
            f"{unknown} (CONTRIBUTING.md, Add a language)"
        )
    return {
        lang: {"language": LANGUAGE_NAMES[lang], "dir": direction(lang), **written[lang]}
        for lang in LANGUAGES
    }


def write_site(out: Path, notebooks: Path, host: Path, runtime: Runtime) -> list[str]:
    """Write the landing page (and its copy in play/), the child's pages and their assets into
    the built site `out`, with the light host's scripts from `host` (build/host/) and the
    child's `runtime`; returns the child's pages written."""
    words = site_words()
    languages = list(words)
    lessons = catalogue(notebooks, languages)
    site = out / "site"
    site.mkdir(exist_ok=True)
    (out / "play").mkdir(exist_ok=True)
    for asset in ("site.css", "shared.js", "landing.js"):
        shutil.copy2(ASSETS / asset, site / asset)
    for name, dest in HOST_FILES.items():
        if not (host / name).is_file():
            raise SystemExit(f"build_lite: {host / name} is missing: run `npm run build:host`")
        if dest != "play/sw.js":
            shutil.copy2(host / name, out / dest)
    public = {k: v for k, v in runtime.items() if k != "files"}
    data = {"languages": languages, "words": words, "lessons": lessons, "runtime": public}
    (site / "lessons.js").write_text(
        "window.WAR_SITE = " + json.dumps(data, ensure_ascii=False, indent=1) + ";\n",
        encoding="utf-8",
    )
    name = html.escape(words["en"]["title"])
    index = out / "index.html"
    head = config_block(index)
    index.write_text(
        PAGE.format(title=name, head=head, up="", script="site/landing.js", kind="defer", body=""),
        encoding="utf-8",
    )
    # Its copy in play/ (no JupyterLite configuration: it opens no app), which the children's
    # service worker keeps: links from there are written one folder up (data-up).
    (out / HOME).write_text(
        PAGE.format(title=name, head="", up="../", script="../site/landing.js", kind="defer",
                    body=' data-up="../"'),
        encoding="utf-8",
    )  # fmt: skip
    pages = []
    for lesson in lessons:
        if lesson["play"]:
            page = f"play/{lesson['id']}.html"
            body = f' data-lesson="{html.escape(str(lesson["id"]))}"'
            (out / page).write_text(
                PAGE.format(title=name, head="", up="../", script="host-page.js",
                            kind='type="module"', body=body),
                encoding="utf-8",
            )  # fmt: skip
            pages.append(page)
    write_service_worker(out, host, [HOME, *pages], runtime)
    return pages
