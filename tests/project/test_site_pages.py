"""The website's classroom pages as tools/lite_site.py builds them, without building the site
(the end-to-end test tests/e2e/test_lite_site.py opens the real one)."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from war_widget import locale
from war_widget.play.words import labels

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("lite_site", ROOT / "tools" / "lite_site.py")
assert spec is not None and spec.loader is not None
lite_site = importlib.util.module_from_spec(spec)
sys.modules["lite_site"] = lite_site  # its dataclass looks itself up there
spec.loader.exec_module(lite_site)
WORDS = json.loads(lite_site.WORDS.read_text(encoding="utf-8"))


def notebook(path: Path, heading: str, **header: str) -> None:
    """A lesson notebook whose first heading is `heading` and whose metadata header is `header`
    (lesson and lang from the file name; none when `header` is empty)."""
    match = lite_site.NAME.match(path.name)
    assert match is not None
    cell = {"cell_type": "markdown", "metadata": {}, "source": [f"# {heading}\n", "\n", "Text."]}
    meta = {"war_widget": {"lesson": match["id"], "lang": match["lang"] or "en", **header}}
    path.write_text(
        json.dumps({"cells": [cell], "metadata": meta if header else {}}), encoding="utf-8"
    )


def facts(
    title: str, age: str = "6–9", time: str = "15 min", goal: str = "To play."
) -> dict[str, str]:
    """A header's title, age, time and goal."""
    return {"title": title, "age": age, "time": time, "goal": goal}


def test_every_lesson_with_its_header_per_language_and_an_english_fall_back(
    tmp_path: Path,
) -> None:
    # The first headings say something else: the header is what the cards show.
    notebook(tmp_path / "01_play_pl.ipynb", "Stary tytuł", **facts(
        "Zagrajmy w Wojnę!", "6–9 lat", "15–20 min", "Porównywać liczby do 14."))  # fmt: skip
    notebook(tmp_path / "01_play.ipynb", "Old heading", **facts(
        "Let's play War!", "6–9 (with a grown-up)", "15–20 min", "Compare numbers."))  # fmt: skip
    notebook(tmp_path / "04_rules_tour.ipynb", "A tour", **facts("A tour of the rules"))
    notebook(tmp_path / "07_new_lesson.ipynb", "New", **facts("Something new", time="5 min"))
    notebook(tmp_path / "08_orphan_es.ipynb", "Sin", **facts("Sin inglés"))  # no English: left out
    (tmp_path / "notes.ipynb").write_text("{}", encoding="utf-8")  # not a lesson
    lessons = lite_site.catalogue(tmp_path, list(locale.LANGUAGES))
    assert [lesson["id"] for lesson in lessons] == ["01_play", "04_rules_tour", "07_new_lesson"]
    play, tour, new = lessons
    assert play["versions"] == {
        "en": {"file": "01_play.ipynb", "title": "Let's play War!", "age": "6–9 (with a grown-up)",
               "time": "15–20 min", "goal": "Compare numbers."},
        "pl": {"file": "01_play_pl.ipynb", "title": "Zagrajmy w Wojnę!", "age": "6–9 lat",
               "time": "15–20 min", "goal": "Porównywać liczby do 14."},
    }  # fmt: skip
    assert list(play["versions"]) == ["en", "pl"]  # English first: the page falls back on it
    assert play["audience"] == "children" and "ages" not in play and "minutes" not in play
    assert tour["play"] is None and tour["audience"] == "teachers"
    assert new["audience"] == "teachers" and new["play"] is None  # listed, opened in JupyterLab
    assert new["versions"]["en"]["time"] == "5 min"
    # The child's page runs the table in the learner's language (the light host runs the code);
    # the second language is the page's to fill from its address (js/host/address.ts).
    code = "from war_widget import WarWidget\n"
    code += 'WarWidget(speak=True, lang="sk", second_lang="{also}")'
    assert play["play"]["sk"] == code


NO_TIME = {"title": "T", "age": "8", "goal": "G."}
WRONG_HEADERS = [
    ("01_play.ipynb", {}, "01_play.ipynb has no metadata 'war_widget' header"),
    ("01_play_pl.ipynb", {**facts("T"), "lang": "sk"}, "'lang' is 'sk', the file name says 'pl'"),
    ("03_x.ipynb", {**facts("T"), "lesson": "01_play"}, "'lesson' is '01_play', the file name"),
    ("01_play.ipynb", facts("T", goal=" "), "01_play.ipynb: its header's 'goal' must be a non-"),
    ("01_play.ipynb", NO_TIME, "its header's 'time' must be a non-empty string"),
    ("01_play.ipynb", {**facts("T"), "age": 8}, "its header's 'age' must be a non-empty string"),
]


@pytest.mark.parametrize(("name", "header", "says"), WRONG_HEADERS)
def test_a_missing_or_wrong_header_is_named(
    tmp_path: Path, name: str, header: dict[str, object], says: str
) -> None:
    match = lite_site.NAME.match(name)
    assert match is not None
    meta = {"lesson": match["id"], "lang": match["lang"] or "en", **header}
    cell = {"cell_type": "markdown", "metadata": {}, "source": ["# A heading"]}
    notebook = {"cells": [cell], "metadata": {"war_widget": meta} if header else {}}
    (tmp_path / name).write_text(json.dumps(notebook), encoding="utf-8")
    with pytest.raises(SystemExit, match=re.escape(says)):
        lite_site.catalogue(tmp_path, list(locale.LANGUAGES))


def test_the_lessons_of_this_checkout_are_listed_with_their_headers() -> None:
    lessons = lite_site.catalogue(ROOT / "notebooks", list(locale.LANGUAGES))
    shown = {(lesson["id"], lang): version for lesson in lessons
             for lang, version in lesson["versions"].items()}  # fmt: skip
    files = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    assert len(shown) == len(files)
    for path in files:
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]["war_widget"]
        version = shown[meta["lesson"], meta["lang"]]
        assert version == {"file": path.name, **{k: meta[k] for k in lite_site.HEADER}}, path.name
    assert set(lite_site.LESSONS) <= {lesson["id"] for lesson in lessons}, (
        "a lesson in LESSONS has no notebook"
    )


def test_the_site_speaks_every_language_of_the_widgets_each_named_in_itself() -> None:
    site = lite_site.site_words()
    assert list(site) == list(locale.LANGUAGES)
    keys = set(site["en"])
    for lang, words in site.items():
        assert set(words) == keys, lang
        assert all(isinstance(v, str) and v.strip() for v in words.values()), lang
        assert words["language"] == locale.LANGUAGE_NAMES[lang]
    # Each language is named once, in its record (war_widget/locale/_languages.py).
    assert all("language" not in words for words in WORDS.values())


def test_the_site_refuses_words_a_language_lacks_or_no_language_has(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    partial = {lang: words for lang, words in WORDS.items() if lang != "nb"}
    path = tmp_path / "words.json"
    path.write_text(json.dumps({**partial, "xx": WORDS["en"]}), encoding="utf-8")
    monkeypatch.setattr(lite_site, "WORDS", path)
    with pytest.raises(SystemExit, match=r"missing \['nb'\], not a language \['xx'\]"):
        lite_site.site_words()


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_childrens_instructions_name_the_buttons_they_see(lang: str) -> None:
    words, buttons = WORDS[lang], labels(lang)
    for lesson, meta in lite_site.LESSONS.items():
        if meta.play:
            assert f"**{buttons['flip']}**" in words[f"play.{lesson}"], (lang, lesson)
    assert f"**{buttons['same']}**" in words["play.02_counting"]
    assert buttons["table.settings"] in words["teacher_note"]
    assert buttons["play_code"] in words["teacher_note"]


def test_the_landing_page_has_a_copy_in_play_that_the_service_worker_keeps(tmp_path: Path) -> None:
    """A child's page's "← All lessons" opens play/index.html: the landing page inside the
    children's service worker's scope (JupyterLite's owns the root), kept with the child's
    pages so that it opens offline too (the root's index.html stays JupyterLite's, for teachers).
    """
    out, host = tmp_path / "site", tmp_path / "host"
    (out / "pyodide").mkdir(parents=True)
    host.mkdir()
    config = '<script id="jupyter-config-data" type="application/json">{"x": 1}</script>'
    (out / "index.html").write_text(f"<html>{config}</html>", encoding="utf-8")
    (out / "icon-120x120.png").write_bytes(b"png")
    for name in ("host-page.js", "host-worker.js", "sw.js"):
        (host / name).write_text(f"/* {name} */", encoding="utf-8")
    for name in ["pyodide.mjs", "pyodide.asm.mjs", *lite_site.PYODIDE_FETCHED, "w-1.whl"]:
        (out / "pyodide" / name).write_text(name, encoding="utf-8")
    runtime = lite_site.runtime_of(out, "pyodide/", ["w-1.whl"])
    pages = lite_site.write_site(out, ROOT / "notebooks", host, runtime)
    assert "play/index.html" not in pages  # the child's pages only
    root = (out / "index.html").read_text(encoding="utf-8")
    home = (out / "play" / "index.html").read_text(encoding="utf-8")
    assert config in root and 'src="site/landing.js"' in root and "data-up" not in root
    # Its scripts and styles one folder up; its links written from play/ (data-up); no
    # JupyterLite configuration, since it opens no app.
    assert 'src="../site/landing.js"' in home and 'href="../site/site.css"' in home
    assert 'src="../site/lessons.js"' in home and 'src="../site/shared.js"' in home
    assert '<body class="ww-site" data-up="../">' in home and "jupyter-config-data" not in home
    text = (out / "play" / "sw.js").read_text(encoding="utf-8")
    shell = json.loads(text[text.index("{") : text.index("};") + 1])["shell"]
    assert {"play/index.html", "site/landing.js", "site/lessons.js", "site/shared.js",
            "site/site.css", *pages} <= set(shell)  # fmt: skip
    assert not [path for path in shell if path.startswith(("index.html", "lab/"))]
    # Everything it keeps resolves to a written file (the service worker's install adds them all).
    assert all((out / path).is_file() for path in shell), shell
