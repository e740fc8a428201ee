"""Every lesson runs top to bottom in a real kernel, in every language.

The English lessons run in the default test run; the other languages are marked ``slow``.
A lesson in another language must not print a sentence of the package's English.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from war_widget import locale
from war_widget.game.rules import PRESETS
from war_widget.lessons.say import Say

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def _lang(path: Path) -> str:
    stem = path.stem.rsplit("_", 1)
    return stem[1] if len(stem) == 2 and stem[1] in locale.LANGUAGES else "en"


def _marks(path: Path) -> list[pytest.MarkDecorator]:
    return [] if _lang(path) == "en" else [pytest.mark.slow]


def _texts(cell: nbformat.NotebookNode) -> str:
    """Everything a cell's outputs show, as one text (streams, markdown, html)."""
    parts = []
    for out in cell.get("outputs", []):
        parts.append("".join(out.get("text", "")))
        for kind in ("text/markdown", "text/html"):
            parts.append("".join(out.get("data", {}).get(kind, "")))
    return "\n".join(parts)


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name, marks=_marks(p)) for p in NOTEBOOKS])
def test_notebook_runs(path: Path, tmp_path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    errors = [
        out
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.get("outputs", [])
        if out.get("output_type") == "error"
    ]
    assert not errors, errors

    lang = _lang(path)
    lesson = path.stem if lang == "en" else path.stem[:-3]
    check = CHECKS.get(lesson)
    if check is not None:
        check(nb, lang)
    if lang != "en":
        _speaks_no_english(nb, path.name, lang)


def _english_phrases() -> set[str]:
    """Every stretch of three words or more of the package's English messages, between
    their placeholders."""
    phrases = set()
    for msg in locale.MESSAGES.values():
        for text in (msg.text, msg.plural or ""):
            for part in re.split(r"\{[a-z_]+\}", text):
                part = part.strip(" .,:;!?()“”–-")
                if len(re.findall(r"[A-Za-z]+", part)) >= 3:
                    phrases.add(part)
    return phrases


def _own_words(lang: str) -> str:
    """Every message of the language's catalogue: names such as "Guerra de Cartas" are the
    same in English and are not English there."""
    catalogue = locale.translation(lang)
    forms = []
    for key, msg in locale.MESSAGES.items():
        forms.append(catalogue.pgettext(key, msg.text))
        if msg.plural is not None:
            forms += [catalogue.npgettext(key, msg.text, msg.plural, n) for n in (1, 2, 5)]
    return "\n".join(forms)


def _speaks_no_english(nb: nbformat.NotebookNode, name: str, lang: str) -> None:
    shown = "\n".join(_texts(c) for c in nb.cells if c.cell_type == "code")
    own = _own_words(lang)
    english = sorted(p for p in _english_phrases() if p in shown and p not in own)
    assert not english, f"{name} prints English: {english[:10]}"


def _play_agrees(nb: nbformat.NotebookNode, lang: str) -> None:
    """01_play after Run All: the child's table is still at round 0 and the line under it says
    so; Python's five flips are on a second table, whose line says round 5."""
    say = Say(lang)
    code = [c for c in nb.cells if c.cell_type == "code"]
    state = next(_texts(c) for c in code if "display_id=True" in c.source and "state" in c.source)
    names = {"en": ("you", "the computer")}.get(lang)
    # The bold round ("**Round 0**"), whatever separates it from the rest in the language.
    assert say("play.state", round=0, cards="", code="").split("**")[1] in state, state
    assert "26" in state, state
    last = _texts(code[-1])
    head = say("play.python", round=5, cards="")
    assert head in last, (head, last)
    match = re.search(r"(\d+)\D+(\d+)\s*$", last.strip())
    assert match and int(match[1]) + int(match[2]) == 52, last
    if names is not None:
        assert names[0] in state.lower() and names[1] in state.lower(), state


def _tour_draws_cards(nb: nbformat.NotebookNode, lang: str) -> None:
    """04_rules_tour: every scene cell draws its cards (SVG) beside the explanation."""
    code = [c for c in nb.cells if c.cell_type == "code"]
    scenes = [c for c in code if "Scene(" in c.source]
    assert len(scenes) >= 14
    for c in scenes:
        html = _texts(c)
        assert "<svg" in html and "<title>" in html, c.source
    table = next(_texts(c) for c in code if "PresetTable(" in c.source)
    assert table.count("<tr>") == len(PRESETS) + 1, "a header and one row per preset"


CHECKS = {
    "01_play": _play_agrees,
    "04_rules_tour": _tour_draws_cards,
}


def test_the_english_check_finds_english() -> None:
    """The check above catches a package sentence left in English, and lets the language's
    own words through (a control for the notebook test, without a kernel)."""
    say = Say("en")
    english = nbformat.v4.new_code_cell(source="print(...)")
    english.outputs = [
        nbformat.v4.new_output("stream", text=say("forever.back", count=2, back=True))
    ]
    nb = nbformat.v4.new_notebook(cells=[english])
    with pytest.raises(AssertionError, match="prints English"):
        _speaks_no_english(nb, "fake_es.ipynb", "es")
    english.outputs[0]["text"] = Say("es")("forever.back", count=2, back=True)
    _speaks_no_english(nb, "fake_es.ipynb", "es")
