"""A notebook as one web page whose war_widget tables work with no kernel and no internet.

``jupyter nbconvert --to html`` writes a page that fetches its widget manager (require.js and
``@jupyter-widgets/html-manager``, which then fetches anywidget) from CDNs: offline, its
widgets' outputs are empty.  :func:`export_html` runs the same nbconvert export with a
template of its own that leaves those scripts out and inlines instead a loader of 2.7 kB
(``static/exported.js``, built from ``js/host/exported.ts`` with the light host's model): it
draws each war_widget view from the widget state saved in the page, with the module saved
in that state.  The page asks nothing of any server.
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path
from typing import Any

from ..locale import say

__all__ = ["NotebookError", "export_html"]

STATE_MIME = "application/vnd.jupyter.widget-state+json"
VIEW_MIME = "application/vnd.jupyter.widget-view+json"
#: The loader inlined in the page (npm run build: js/host/exported_page.ts).
LOADER = Path(__file__).parent.parent / "static" / "exported.js"

# lab's page without require.js, the html-manager's embed script and mermaid's (a diagram
# stays its text); MathJax only when the notebook has maths; the loader at the end.
_TEMPLATE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}
{%- if resources.war_widget.maths -%}{{ super() }}{%- endif -%}
{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block footer_js -%}
<script type="module">
{{ resources.war_widget.loader }}
</script>
{%- endblock footer_js -%}
"""
_TEMPLATE_NAME = "war_widget_offline.html.j2"
_MATHS = re.compile(r"\$\$|\\\(|\\\[|\\begin\{|(?<![\\$\w])\$[^$\s][^$\n]*?(?<!\s)\$")


class NotebookError(ValueError):
    """A notebook :func:`export_html` cannot make into a page: ``reason`` (``missing``,
    ``not_notebook``, ``no_state``, ``cell``) and ``values``, which the command line says in
    the teacher's language (message ``export.error.<reason>``)."""

    def __init__(self, reason: str, **values: str) -> None:
        self.reason = reason
        self.values = values
        super().__init__(say("en", f"export.error.{reason}", **values))


class MissingNotebook(NotebookError, FileNotFoundError):
    """No file at the path given (a :class:`FileNotFoundError` too)."""


def export_html(
    notebook: str | os.PathLike[str],
    out: str | os.PathLike[str] | None = None,
    *,
    execute: bool = True,
    timeout: int = 600,
) -> str:
    """The notebook as one HTML page that shows and replays its war_widget tables offline.

    ``execute=True`` runs the notebook first (nbclient, its kernel, in the notebook's
    folder, at most ``timeout`` seconds a cell) so the widgets' state is saved in it
    (``application/vnd.jupyter.widget-state+json``); ``execute=False`` exports the outputs
    and state it has (saved by JupyterLab with *Save Widget State Automatically*).  The
    page is nbconvert's lab page, light theme, minus every script it would fetch from
    elsewhere; each war_widget view (the play table, a simulation, a tally) is drawn by the
    inlined loader with no kernel: the play table as a still picture whose rounds the cell
    played can be stepped through.  Returns the page; ``out``: also written there (UTF-8).

    Not made offline: widgets that are not war_widget's (ipywidgets' sliders, other
    anywidgets) show their text (``IntSlider(value=3)``) instead; maths keeps MathJax from its
    CDN (shown as TeX offline); a mermaid diagram shows its text; an image linked from the
    web stays a link.  Needs nbconvert (and nbclient to execute), which JupyterLab installs.

    Raises :class:`NotebookError` (a ``ValueError``) naming the path for a file that is not
    a notebook or, with ``execute=False``, one with no saved widget state; its subclass
    :class:`MissingNotebook` (also a ``FileNotFoundError``) when there is no file; an
    ``ImportError`` naming the package that is missing; nbclient's ``CellExecutionError``
    when a cell fails.
    """
    path = Path(notebook)
    nb = _read(path)
    if execute:
        nb = _execute(nb, path, timeout)
    state = nb.metadata.get("widgets", {}).get(STATE_MIME, {}).get("state") or {}
    if not execute and not state:
        raise NotebookError("no_state", path=str(path))
    page = _page(_foreign_as_text(nb, state), path.stem)
    if out is not None:
        Path(out).write_text(page, encoding="utf-8")
    return page


def _need(module: str, package: str) -> Any:
    from importlib import import_module

    try:
        return import_module(module)
    except ImportError:
        raise ImportError(say("en", "export.error.needs", package=package), name=package) from None


def _read(path: Path) -> Any:
    """The notebook at ``path`` (nbformat 4), or a NotebookError naming it."""
    nbformat = _need("nbformat", "nbformat")
    if not path.is_file():
        if path.exists():  # a folder
            raise NotebookError("not_notebook", path=str(path))
        raise MissingNotebook("missing", path=str(path))
    try:
        nb = nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)
        nbformat.validate(nb)
    except Exception:  # not UTF-8, not JSON, not a notebook's JSON: nbformat's many errors
        raise NotebookError("not_notebook", path=str(path)) from None
    return nb


def _execute(nb: Any, path: Path, timeout: int) -> Any:
    """The notebook run by its kernel in its folder, the widgets' state saved in it."""
    _need("nbconvert", "nbconvert")
    nbclient = _need("nbclient", "nbclient")
    client = nbclient.NotebookClient(
        nb,
        timeout=timeout,
        resources={"metadata": {"path": str(path.resolve().parent)}},
        store_widget_state=True,
    )
    client.execute()
    return nb


def _ours(model: Any) -> bool:
    """One of war_widget's anywidgets (its ``_anywidget_id``: its Python class's name)."""
    if not isinstance(model, dict) or model.get("model_module") != "anywidget":
        return False
    return str(model.get("state", {}).get("_anywidget_id", "")).startswith("war_widget.")


def _foreign_as_text(nb: Any, state: dict[str, Any]) -> Any:
    """A copy whose outputs keep a widget view only where the loader draws it (one of ours,
    in the saved state): any other widget output shows its text instead."""
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(VIEW_MIME)
            if view is not None and not _ours(state.get(view.get("model_id"))):
                del output["data"][VIEW_MIME]
    return nb


def _has_maths(nb: Any) -> bool:
    """Whether MathJax has anything to typeset: TeX in a Markdown cell, or a LaTeX output."""
    for cell in nb.cells:
        if cell.cell_type == "markdown" and _MATHS.search(cell.source):
            return True
        for output in cell.get("outputs", []):
            if "text/latex" in output.get("data", {}):
                return True
    return False


def _page(nb: Any, name: str) -> str:
    """nbconvert's lab page of ``nb`` with our template: no outside script, the loader in."""
    nbconvert = _need("nbconvert", "nbconvert")
    from jinja2 import DictLoader

    loader = LOADER.read_text(encoding="utf-8")
    assert "</script" not in loader.lower(), "the loader would end its <script> early"
    exporter = nbconvert.HTMLExporter(
        template_name="lab",
        extra_loaders=[DictLoader({_TEMPLATE_NAME: _TEMPLATE})],
        template_file=_TEMPLATE_NAME,
        embed_images=True,
    )
    resources = {
        "metadata": {"name": name},
        "war_widget": {"loader": loader, "maths": _has_maths(nb)},
    }
    page, _ = exporter.from_notebook_node(nb, resources=resources)
    return str(page)
