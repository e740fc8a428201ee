"""Every lesson is in every language, written by tools/make_notebooks.py from one source.

The code of a lesson is the same in every language (``tools/notebook_*.py``); its words are
one Markdown file per language in ``lessons/<lang>/``.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location(
    "make_notebooks", ROOT / "tools" / "make_notebooks.py"
)
assert spec is not None and spec.loader is not None
make_notebooks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_notebooks)

CASES = [(name, lang) for name in make_notebooks.NOTEBOOKS for lang in make_notebooks.LANGS]


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_notebook_is_up_to_date(name: str, lang: str) -> None:
    path = ROOT / "notebooks" / make_notebooks.filename(name, lang)
    assert path.read_text("utf-8") == make_notebooks.render(name, lang), (
        f"{path.name} differs from its sources: run `python tools/make_notebooks.py`"
    )


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_every_lesson_has_a_header_for_the_website(name: str, lang: str) -> None:
    path = ROOT / "notebooks" / make_notebooks.filename(name, lang)
    meta = json.loads(path.read_text("utf-8"))["metadata"]["war_widget"]
    assert meta["lesson"] == name and meta["lang"] == lang
    for key in make_notebooks.HEADER:
        assert isinstance(meta[key], str) and meta[key].strip(), (path.name, key)


@pytest.mark.parametrize(("name", "lang"), [c for c in CASES if c[1] != "en"])
def test_every_cell_is_translated(name: str, lang: str) -> None:
    """Each text cell differs from the English one, and says as much: a cell left in English
    or cut to a line is caught."""
    _, english = make_notebooks.words(name, "en")
    header, theirs = make_notebooks.words(name, lang)
    assert header["title"] != make_notebooks.words(name, "en")[0]["title"]
    for key, text in english.items():
        assert theirs[key] != text, f"lessons/{lang}/{name}.md: cell {key} is the English"
        ratio = len(theirs[key]) / len(text)
        assert 0.6 < ratio < 1.8, f"lessons/{lang}/{name}.md: cell {key} is {ratio:.0%} as long"


def test_only_the_lessons_are_in_notebooks() -> None:
    """Every notebook in notebooks/ is a lesson in one of the languages (none left over)."""
    expected = {make_notebooks.filename(n, lang) for n, lang in CASES}
    assert {p.name for p in (ROOT / "notebooks").glob("*.ipynb")} == expected


def test_the_readme_agrees_with_the_lessons() -> None:
    """The README's list gives each lesson's time as the lesson's header does, the website's
    notebook count is the number of notebooks, and the tour has as many scenes as it says."""
    import re

    readme = (ROOT / "README.md").read_text("utf-8")
    for name in make_notebooks.NOTEBOOKS:
        header, _ = make_notebooks.words(name, "en")
        # The lesson's item: "- **Title** `NN_name` · who · time. What it does…"
        flat = " ".join(readme.split())
        item = flat.split(f"** `{name}` · ", 1)[1].split(" - **", 1)[0]
        assert item.split(" · ")[1].startswith(header["time"] + ". "), (name, item)
        assert f"<!-- open: {name} -->" in item, name
    count = len(list((ROOT / "notebooks").glob("*.ipynb")))
    assert f"the {count} notebooks" in readme
    _, tour = make_notebooks.words("04_rules_tour", "en")
    scenes = [key for key in tour if key.isdigit()]
    assert f"all {len(scenes)}" in make_notebooks.words("04_rules_tour", "en")[0]["time"]
    assert re.search(rf"\b{len(scenes)}\b", tour["intro"])


@pytest.mark.parametrize("name", list(make_notebooks.NOTEBOOKS))
def test_every_lesson_shows_its_printable_sheet(name: str) -> None:
    """Each lesson has a sheet in LESSON_SHEETS and a code cell that shows its links."""
    from war_widget.sheets import LESSON_SHEETS

    assert any(s.lesson == name for s in LESSON_SHEETS), f"{name} has no LESSON_SHEETS entry"
    code = [source for kind, source in make_notebooks.NOTEBOOKS[name] if kind == "code"]
    assert any(f'sheets.links("{name}", lang=LANG)' in source for source in code), name


def test_the_youngest_start_on_the_ladder() -> None:
    """01_play and 02_counting show the number ladder's first step before the full deck,
    read aloud."""
    for name in ("01_play", "02_counting"):
        code = [source for kind, source in make_notebooks.NOTEBOOKS[name] if kind == "code"]
        widgets = [source for source in code if "WarWidget(" in source]
        assert 'Rules.preset("ladder_5")' in widgets[0], name
        assert "speak=True" in widgets[0], name
        assert any("ladder" not in source for source in widgets[1:]), name  # the full deck


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_the_lessons_heading_is_its_title(name: str, lang: str) -> None:
    """The website's card says the header's title; the lesson it opens starts with it."""
    header, cells = make_notebooks.words(name, lang)
    first = cells[next(key for kind, key in make_notebooks.NOTEBOOKS[name] if kind == "md")]
    assert first.splitlines()[0] == f"# {header['title']}"


def _code_cells(name: str) -> list[str]:
    return [source for kind, source in make_notebooks.NOTEBOOKS[name] if kind == "code"]


def test_lesson_03_reads_a_live_classs_games_or_the_typed_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 41: 03_probability's tallies read a live class's own games from its room when
    LIVE is set, and take typed results otherwise.  The cell that starts a room starts none
    while LIVE is False (as the notebook is run by the tests and the lesson website)."""
    from war_widget import ClassTally
    from war_widget.classroom.db import ClassStore

    monkeypatch.chdir(tmp_path)  # the typed-in tallies keep their files in the folder
    cells = _code_cells("03_probability")
    (live,) = [c for c in cells if "LIVE = False" in c]
    first, lengths = [c for c in cells if "ClassTally.from_room(room" in c]
    assert 'Classroom(lesson="03_probability", lang=LANG)' in live
    assert 'from_room(room, "first_war"' in first and 'from_room(room, "rounds"' in lengths
    names: dict[str, object] = {"LANG": "es", "GAMES": 20, "SEED": 1, "ClassTally": ClassTally}
    exec(live, names)
    assert names["room"] is None and "Classroom" not in names  # on paper: nothing started
    exec(first, names)
    exec(lengths, names)
    on_paper = names["first"]
    assert isinstance(on_paper, ClassTally) and on_paper.file is not None  # typed in, kept
    # Live: the room's store holds two pairs' finished games (a Classroom's results() alike).
    room = ClassStore(tmp_path / "class-03_probability.sqlite", lesson="03_probability")
    games = [
        {"id": "a-1", "kind": "game", "lesson": "03_probability", "data": {"first_war": False,
         "rounds": 213, "wars": 14, "winner": 0}},
        {"id": "b-1", "kind": "game", "lesson": "03_probability", "data": {"first_war": True,
         "rounds": 88, "wars": 6, "winner": 1}},
    ]  # fmt: skip
    room.add("d1", "Ana & Ben", games[:1])
    room.add("d2", "Eva & Jan", games[1:])
    names["room"] = room
    exec(first, names)
    exec(lengths, names)
    assert names["first"].results == [0, 1] and names["first"].lang == "es"
    assert names["lengths"].results == [213, 88]
    room.close()
