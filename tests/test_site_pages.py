"""The website's classroom pages as tools/lite_site.py builds them, without building the site
(the end-to-end test tests/e2e/test_lite_site.py opens the real one)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from war_widget import locale
from war_widget.play.words import labels

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("lite_site", ROOT / "tools" / "lite_site.py")
assert spec is not None and spec.loader is not None
lite_site = importlib.util.module_from_spec(spec)
sys.modules["lite_site"] = lite_site  # its dataclass looks itself up there
spec.loader.exec_module(lite_site)
WORDS = json.loads(lite_site.WORDS.read_text(encoding="utf-8"))


def notebook(path: Path, heading: str) -> None:
    cell = {"cell_type": "markdown", "metadata": {}, "source": [f"# {heading}\n", "\n", "Text."]}
    path.write_text(json.dumps({"cells": [cell], "metadata": {}}), encoding="utf-8")


def test_every_lesson_with_its_languages_and_an_english_fall_back(tmp_path: Path) -> None:
    notebook(tmp_path / "01_play.ipynb", "Let's play War!")
    notebook(tmp_path / "01_play_pl.ipynb", "Zagrajmy w wojnę!")
    notebook(tmp_path / "04_rules_tour.ipynb", "A tour of the rules")
    notebook(tmp_path / "07_new_lesson.ipynb", "Something new")
    notebook(tmp_path / "08_orphan_es.ipynb", "Sin inglés")  # no English lesson: left out
    (tmp_path / "notes.ipynb").write_text("{}", encoding="utf-8")  # not a lesson
    lessons = lite_site.catalogue(tmp_path, list(WORDS))
    assert [lesson["id"] for lesson in lessons] == ["01_play", "04_rules_tour", "07_new_lesson"]
    play, tour, new = lessons
    assert play["versions"] == {
        "en": {"file": "01_play.ipynb", "title": "Let's play War!"},
        "pl": {"file": "01_play_pl.ipynb", "title": "Zagrajmy w wojnę!"},
    }
    assert play["audience"] == "children" and play["ages"] == (6, 9)
    assert tour["play"] is None and tour["audience"] == "teachers"
    assert new["ages"] is None and new["play"] is None  # listed, opened in JupyterLab
    # The child's page runs the table in the learner's language, code hidden.
    query = parse_qs(urlparse(play["play"]["sk"]).query)
    assert query["hideCodeInput"] == ["1"] and query["kernel"] == ["python"]
    assert query["code"] == ['from war_widget import WarWidget\nWarWidget(lang="sk")']


def test_the_lessons_of_this_checkout_are_all_listed() -> None:
    ids = {lesson["id"] for lesson in lite_site.catalogue(ROOT / "notebooks", list(WORDS))}
    assert ids == {p.stem[:-3] if p.stem[-3] == "_" and p.stem[-2:] in WORDS else p.stem
                   for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}  # fmt: skip
    assert set(lite_site.LESSONS) <= ids, "a lesson in LESSONS has no notebook"


def test_the_site_speaks_every_language_of_the_widgets() -> None:
    assert list(WORDS) == list(locale.LANGUAGES)
    keys = set(WORDS["en"])
    for lang, words in WORDS.items():
        assert set(words) == keys, lang
        assert all(isinstance(v, str) and v.strip() for v in words.values()), lang
        assert "{low}" in words["ages"] and "{high}" in words["ages"], lang


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_childrens_instructions_name_the_buttons_they_see(lang: str) -> None:
    words, buttons = WORDS[lang], labels(lang)
    for lesson, meta in lite_site.LESSONS.items():
        if meta.play:
            assert f"**{buttons['flip']}**" in words[f"play.{lesson}"], (lang, lesson)
    assert f"**{buttons['same']}**" in words["play.02_counting"]
    assert buttons["table.settings"] in words["teacher_note"]
    assert buttons["play_code"] in words["teacher_note"]
