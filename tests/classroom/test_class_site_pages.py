"""The lessons' website's pages for a live class (tools/lite_site.py, tools/lite/site/): a child's
page for every lesson with a class activity, lesson 03's and 06's "To the end", the landing page's
link to the pupils' table (its cards: js/host/pupil.test.ts), and the class's words in every
language. Without building the site."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from war_widget import locale
from war_widget.play.words import labels

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
try:
    spec = importlib.util.spec_from_file_location("lite_site", ROOT / "tools" / "lite_site.py")
    assert spec is not None and spec.loader is not None
    lite_site = importlib.util.module_from_spec(spec)
    sys.modules["lite_site"] = lite_site
    spec.loader.exec_module(lite_site)
finally:
    sys.path.remove(str(ROOT / "tools"))
WORDS = json.loads(lite_site.WORDS.read_text(encoding="utf-8"))
CLASS_LESSONS = ("01_play", "02_counting", "03_probability", "06_probability_more")
#: The class's words and the fields each must keep in every language.
CLASS_WORDS = {
    "class.join.title": set(), "class.join.room": {"room"}, "class.join.name": set(),
    "class.join.go": set(), "class.join.wait": set(), "class.join.empty": set(),
    "class.join.long": set(), "class.join.offline": set(), "class.status.who": {"pupil", "room"},
    "class.status.sent": set(), "class.status.sending": set(), "class.status.kept": {"n"},
    "class.status.paused": set(), "class.paused": set(), "to_end": set(), "pupils_page": set(),
}  # fmt: skip


def made(code: str) -> Any:
    """The widget a page's code makes (its last line), as the light host runs it."""
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    scope: dict[str, Any] = {}
    exec(compile(tree, "<page>", "exec"), scope)
    return eval(compile(ast.Expression(last.value), "<page>", "eval"), scope)


def test_every_lesson_with_a_class_activity_has_a_childs_page() -> None:
    for lesson in CLASS_LESSONS:
        assert lite_site.LESSONS[lesson].play, lesson
    assert lite_site.LESSONS["03_probability"].to_end
    assert lite_site.LESSONS["06_probability_more"].to_end
    assert not lite_site.LESSONS["01_play"].to_end
    # Teachers' lessons stay the teachers' (their card opens the notebook).
    assert lite_site.LESSONS["03_probability"].audience == "teachers"


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_experiments_pages_make_a_fast_table_in_the_learners_language(lang: str) -> None:
    three = made(lite_site.LESSONS["03_probability"].play.format(lang=lang, also=""))
    assert three.lang == lang and three.speed == "fast" and three.second_lang == ""
    assert three.game.rules.face_down == 3
    six = made(lite_site.LESSONS["06_probability_more"].play.format(lang=lang, also="uk"))
    assert six.lang == lang and six.game.rules.face_down == 1
    assert six.second_lang == "uk"  # the page fills {also} from its address (?also=uk)
    assert six.game.rules.pickup == three.game.rules.pickup  # one rule changed, no more


def test_the_catalogue_carries_to_the_end() -> None:
    lessons = {
        lesson["id"]: lesson
        for lesson in lite_site.catalogue(ROOT / "notebooks", list(locale.LANGUAGES))
    }
    assert lessons["03_probability"]["to_end"] is True
    assert lessons["01_play"]["to_end"] is False
    assert set(lessons["06_probability_more"]["play"]) == set(WORDS)


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_class_words_are_in_every_language_with_their_fields(lang: str) -> None:
    words = WORDS[lang]
    for key, fields in CLASS_WORDS.items():
        assert set(re.findall(r"\{(\w+)\}", words[key])) == fields, (lang, key)
        if lang != "en":
            assert words[key] != WORDS["en"][key], (lang, key)  # translated
    # The experiments' instructions name the buttons the pupil sees: Flip, To the end, New game.
    buttons = labels(lang)
    to_end = words["to_end"].removeprefix("▶▶").strip()
    for lesson in ("03_probability", "06_probability_more", "07_true"):
        text = words[f"play.{lesson}"]
        for name in (buttons["flip"], to_end, buttons["new_game"]):
            assert f"**{name}**" in text, (lang, lesson, name)


def built(tmp_path: Path) -> tuple[Path, list[str]]:
    """The site's pages written into a stand-in of JupyterLite's build."""
    out, host = tmp_path / "site", tmp_path / "host"
    out.mkdir()
    host.mkdir()
    (out / "index.html").write_text(
        '<html><script id="jupyter-config-data" type="application/json">{}</script></html>',
        encoding="utf-8",
    )
    (out / "icon-120x120.png").write_bytes(b"png")
    for name in ("host-page.js", "host-worker.js", "sw.js"):
        (host / name).write_text(f"/* {name} */", encoding="utf-8")
    files = ["pyodide.mjs", "pyodide.asm.mjs", *lite_site.PYODIDE_FETCHED, "w-1.whl"]
    for name in files:
        (out / "pyodide" / name).parent.mkdir(exist_ok=True)
        (out / "pyodide" / name).write_text(name, encoding="utf-8")
    runtime = lite_site.runtime_of(out, "pyodide/", ["w-1.whl"])
    return out, lite_site.write_site(out, ROOT / "notebooks", host, runtime)


def test_the_build_writes_the_class_pages_and_tells_them_about_to_the_end(tmp_path: Path) -> None:
    out, pages = built(tmp_path)
    for lesson in CLASS_LESSONS:
        assert f"play/{lesson}.html" in pages
        page = (out / "play" / f"{lesson}.html").read_text(encoding="utf-8")
        assert f'data-lesson="{lesson}"' in page and 'src="host-page.js"' in page
    data = (out / "site" / "lessons.js").read_text(encoding="utf-8")
    site = json.loads(data.removeprefix("window.WAR_SITE = ").rstrip().rstrip(";"))
    to_end = {lesson["id"] for lesson in site["lessons"] if lesson["to_end"]}
    assert to_end == {"03_probability", "06_probability_more", "07_true"}
    # The service worker keeps the new pages too.
    assert "play/03_probability.html" in (out / "play" / "sw.js").read_text(encoding="utf-8")
