"""war_widget.export_html: a notebook as a web page that asks nothing of any server.

These export notebooks written here as JupyterLab saves them (outputs and widget state, no
kernel: ``execute=False``); tests/e2e/test_static_html.py executes lesson 01 and opens its
page in Chromium with every outside request refused.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import ipywidgets
import nbformat
import pytest

from war_widget import WarWidget, export_html
from war_widget.cli.commands import main
from war_widget.cli.export_page import export_parser
from war_widget.lessons.export_html import (
    LOADER,
    STATE_MIME,
    VIEW_MIME,
    MissingNotebook,
    NotebookError,
)
from war_widget.locale import LANGUAGES

WIDGET_JS = Path(__file__).resolve().parents[2] / "src" / "war_widget" / "static" / "widget.js"
#: A tag that would make the browser fetch something from another server.
OUTSIDE = re.compile(r"<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)=[\"']?(?:https?:)?//", re.I)


def saved_notebook(path: Path, *widgets: Any, markdown: str = "# A lesson") -> Path:
    """A notebook with a cell showing each widget, its state saved as JupyterLab saves it."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(markdown)]
    for n, widget in enumerate(widgets, 1):
        cell = nbformat.v4.new_code_cell("w", execution_count=n)
        data = widget._repr_mimebundle_()
        data = data[0] if isinstance(data, tuple) else data
        cell.outputs = [nbformat.v4.new_output("execute_result", data=data, execution_count=n)]
        nb.cells.append(cell)
    if widgets:
        state = ipywidgets.Widget.get_manager_state(widgets=list(widgets))
        nb.metadata["widgets"] = {STATE_MIME: state}
    nbformat.write(nb, path)
    return path


def scripts(page: str, kind: str) -> list[str]:
    return re.findall(rf'<script type="{re.escape(kind)}">\s*(.*?)\s*</script>', page, re.S)


@pytest.fixture
def table(tmp_path: Path) -> tuple[WarWidget, Path]:
    w = WarWidget(seed=7)
    w.flip()
    return w, saved_notebook(tmp_path / "lesson.ipynb", w)


def test_the_page_fetches_nothing_from_outside_and_carries_the_loader(table: Any) -> None:
    _, path = table
    page = export_html(path, execute=False)
    assert OUTSIDE.findall(page) == []
    for gone in ("require", "embed-amd.js", "html-manager", "mathjax", "mermaid"):
        assert gone not in page.lower(), gone
    assert scripts(page, "module") == [LOADER.read_text("utf-8").strip()]
    assert 'data-jp-theme-light="true"' in page  # the lab page's look, light


def test_the_saved_state_and_each_view_are_in_the_page(table: Any) -> None:
    w, path = table
    page = export_html(path, execute=False)
    (state,) = [json.loads(s) for s in scripts(page, STATE_MIME)]
    model = state["state"][w.model_id]
    assert model["state"]["_esm"] == WIDGET_JS.read_text("utf-8")  # the module, no URL
    assert model["state"]["round"] == 1 == w.round
    views = [json.loads(s) for s in scripts(page, VIEW_MIME)]
    assert [v["model_id"] for v in views] == [w.model_id]


def test_out_writes_the_page_too(table: Any, tmp_path: Path) -> None:
    _, path = table
    page = export_html(path, tmp_path / "page.html", execute=False)
    assert (tmp_path / "page.html").read_text("utf-8") == page


def test_a_widget_that_is_not_ours_shows_its_text(tmp_path: Path) -> None:
    w, slider = WarWidget(seed=1), ipywidgets.IntSlider(value=3)
    page = export_html(saved_notebook(tmp_path / "two.ipynb", w, slider), execute=False)
    views = [json.loads(s)["model_id"] for s in scripts(page, VIEW_MIME)]
    assert views == [w.model_id]  # the slider's view is gone: nothing would draw it
    assert "IntSlider(value=3" in page


def test_mathjax_stays_only_for_maths(tmp_path: Path) -> None:
    w = WarWidget(seed=1)
    plain = saved_notebook(tmp_path / "a.ipynb", w, markdown="Costs $5 or $6.")
    maths = saved_notebook(tmp_path / "b.ipynb", w, markdown="So $x^2 = 4$.")
    plain, maths = export_html(plain, execute=False), export_html(maths, execute=False)
    assert "mathjax" not in plain.lower()
    assert "mathjax" in maths.lower()  # typeset online; its TeX shows offline


def test_a_path_that_is_not_there_is_named(tmp_path: Path) -> None:
    missing = tmp_path / "nope.ipynb"
    with pytest.raises(MissingNotebook, match=re.escape(str(missing))) as err:
        export_html(missing)
    assert isinstance(err.value, FileNotFoundError) and ".ipynb" in str(err.value)


@pytest.mark.parametrize("content", ["# not a notebook\n", "[]", '{"cells": 5}', None])
def test_a_file_that_is_not_a_notebook_is_named(tmp_path: Path, content: str | None) -> None:
    path = tmp_path / "notes.ipynb"
    if content is None:
        path.mkdir()  # a folder
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(NotebookError, match=re.escape(str(path))) as err:
        export_html(path, execute=False)
    assert "is not a Jupyter notebook: expected an .ipynb file" in str(err.value)


def test_no_saved_state_says_to_execute_it(tmp_path: Path) -> None:
    path = saved_notebook(tmp_path / "never_run.ipynb")
    with pytest.raises(NotebookError, match="has no saved widget state") as err:
        export_html(path, execute=False)
    assert str(path) in str(err.value) and "execute=True" in str(err.value)


def test_without_nbconvert_the_error_names_it(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _, path = table
    monkeypatch.setitem(sys.modules, "nbconvert", None)
    with pytest.raises(ImportError, match=r"needs nbconvert .*pip install nbconvert"):
        export_html(path, execute=False)


def test_the_command_writes_the_page_and_prints_where(
    table: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, path = table
    assert main(["export-html", str(path), "--no-execute", "-o", str(tmp_path / "p.html")]) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "p.html")
    assert OUTSIDE.findall((tmp_path / "p.html").read_text("utf-8")) == []
    assert main(["export-html", str(path), "--no-execute"]) == 0  # beside it, .html
    assert path.with_suffix(".html").is_file()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["nope.ipynb"], "nope.ipynb: ese archivo no existe"),
        (["{nb}", "-o", "/no/such/folder/p.html"], "-o /no/such/folder/p.html: no se puede"),
    ],
)
def test_the_commands_errors_are_one_line_in_the_language(
    table: Any, argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, path = table
    args = [a.replace("{nb}", str(path)) for a in argv]
    with pytest.raises(SystemExit) as stop:
        main(["export-html", *args, "--no-execute", "--lang", "es"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert said in err and "\n" not in err


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_commands_help_opens_with_a_sentence(lang: str) -> None:
    """The help's description is the commands list's line made a sentence: a capital first
    (it began in lower case; a script without capitals, as Arabic, has none to add), a full
    stop last."""
    description = export_parser(lang).description or ""
    first = description[:1]
    assert first.isupper() or (first.isalpha() and not first.islower()), description
    assert description.endswith("."), description
