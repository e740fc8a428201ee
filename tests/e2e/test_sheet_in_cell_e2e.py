"""A printable sheet shown in a cell, in Chromium: the page around it keeps its own style.

The cell's HTML (``Sheet._repr_html_``) is put in a host page with a style of its own, served
by Playwright's routing (nothing fetched): the host's background, margins, box sizing and font
are the same with the sheet in it as without, the sheet shows inside its frame (three pages,
the frame as tall as its document), and its buttons print the frame, open the page in a tab
of its own and download it.  The same holds in a notebook exported by nbconvert, where the
sheet's page-wide style once turned the whole page grey; the raw page in the host shows the
check can fail.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from conftest import shoot_sizes, wait_until
from device_checks import small_controls
from war_widget import sheets

LESSON = sheets.LESSON_SHEETS[0]
HOST_URL = "http://127.0.0.1:9/host.html"
HOST = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Host</title><style>
body { background: rgb(250, 240, 200); margin: 20px; font: 15px serif; }
p.host { width: 300px; padding: 10px; border: 1px solid; }
</style></head><body><p class="host">The notebook's own text.</p>
<div id="cell">%s</div></body></html>
"""
#: What the host's own style decides, read back from the page.
LOOK = """() => {
  const css = (el) => getComputedStyle(el);
  const host = document.querySelector("p.host");
  return {
    html: css(document.documentElement).backgroundColor,
    body: css(document.body).backgroundColor,
    margin: css(document.body).margin,
    font: css(document.body).fontFamily + " " + css(host).fontSize,
    width: host.getBoundingClientRect().width,
  };
}"""


@pytest.fixture(scope="module")
def page(browser_context: Any) -> Iterator[Any]:
    page = browser_context.new_page()
    shown: dict[str, str] = {}
    page.route(HOST_URL, lambda route: route.fulfill(content_type="text/html", body=shown["html"]))
    page.shown = shown
    yield page
    page.close()


def show(page: Any, body: str) -> dict[str, Any]:
    """Load the host page with ``body`` in its cell; the host's look, read back."""
    page.shown["html"] = HOST % body
    page.goto(HOST_URL)
    look: dict[str, Any] = page.evaluate(LOOK)
    return look


def test_the_host_page_keeps_its_style_and_the_sheet_shows_in_its_frame(page: Any) -> None:
    made = sheets.sheet(LESSON.code, LESSON.activity, lang="es")
    alone = show(page, "")
    assert alone["body"] == "rgb(250, 240, 200)" and alone["width"] == 322
    assert show(page, made._repr_html_()) == alone
    frame = page.frame_locator(".war-widget-sheet iframe").first  # the pupils' pages
    assert frame.locator("section.page").count() == 2
    assert frame.locator("h1").first.inner_text() == "¿Quién gana?"
    key = page.frame_locator(".war-widget-sheet iframe").last  # the answer key, apart
    assert key.locator("section.page.key").count() == 1
    iframe = page.locator(".war-widget-sheet iframe").first

    def fitted() -> bool:
        tall = iframe.evaluate(
            "f => [f.getBoundingClientRect().height, "
            "f.contentDocument.documentElement.scrollHeight]"
        )
        return abs(tall[0] - tall[1]) <= 1 and tall[0] > 2 * 1000  # two A4 pages and more

    wait_until(fitted, 10, "the frame to be as tall as the sheet")
    assert iframe.is_visible()
    shoot_sizes(page, "sheet_in_cell")


def test_the_raw_page_would_restyle_the_host(page: Any) -> None:
    """The check can fail: the page itself, put in the cell, greys the host's background."""
    made = sheets.sheet(LESSON.code, LESSON.activity)
    alone = show(page, "")
    raw = show(page, made.html)
    assert raw["html"] == "rgb(204, 204, 204)" != alone["html"]
    assert raw["width"] != alone["width"]  # its `* { box-sizing: border-box }`


def test_the_buttons_print_open_and_download_the_sheet(page: Any) -> None:
    made = sheets.sheet(LESSON.code, LESSON.activity, lang="pl")
    show(page, made._repr_html_())
    buttons = page.locator(".war-widget-sheet").first.locator("button")
    assert buttons.all_inner_texts() == ["Drukuj", "Otwórz w nowej karcie"]
    key_buttons = page.locator(".war-widget-sheet").last.locator("button")
    assert key_buttons.all_inner_texts() == ["Drukuj", "Otwórz w nowej karcie"]
    for cell in page.locator(".war-widget-sheet").all():  # a finger's targets, 44×44 at least
        assert small_controls(cell) == []
    # Print: the frame's window prints (the sheet alone, on its @page), not the host's.
    page.evaluate("""() => {
      window.printed = [];
      window.print = () => window.printed.push("host");
      const [frame, key] = document.querySelectorAll(".war-widget-sheet iframe");
      frame.contentWindow.print = () => window.printed.push("frame");
      key.contentWindow.print = () => window.printed.push("key");
    }""")
    buttons.first.click()
    assert page.evaluate("window.printed") == ["frame"]
    key_buttons.first.click()  # the answer key prints alone, from its own frame
    assert page.evaluate("window.printed") == ["frame", "key"]
    with page.context.expect_page() as opened:
        buttons.nth(1).click()
    tab = opened.value
    tab.wait_for_load_state()
    assert tab.url.startswith("blob:")
    assert tab.title() == "Kto wygrywa?" and tab.locator("section.page").count() == 2
    tab.close()
    with page.expect_download() as got:
        page.locator(".war-widget-sheet").first.locator("a[download]").click()
    assert got.value.suggested_filename == sheets.link.filename(made)
    assert Path(got.value.path()).read_text(encoding="utf-8") == made.html
    with page.expect_download() as got:
        page.locator(".war-widget-sheet").last.locator("a[download]").click()
    assert got.value.suggested_filename == sheets.link.filename(made.answers)
    assert Path(got.value.path()).read_text(encoding="utf-8") == made.key_html


def _exported(tmp_path: Path, html: str | None) -> str:
    """A notebook with one cell, its output ``html`` (None: a plain text), as nbconvert's
    HTML page (JupyterLab's template)."""
    from nbconvert import HTMLExporter

    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("sheets.sheet(...)", execution_count=1)
    data = {"text/plain": "Sheet(...)"}
    if html is not None:
        data["text/html"] = html
    cell.outputs = [nbformat.v4.new_output("display_data", data=data)]
    nb.cells = [nbformat.v4.new_markdown_cell("The notebook's own text."), cell]
    body, _ = HTMLExporter(template_name="lab").from_notebook_node(nb)
    return body


def test_an_exported_notebook_keeps_its_background(page: Any, tmp_path: Path) -> None:
    made = sheets.sheet(LESSON.code, LESSON.activity)
    looks = {}
    for name, html in (("text", None), ("cell", made._repr_html_()), ("raw", made.html)):
        page.shown["html"] = _exported(tmp_path, html)
        page.goto(HOST_URL, wait_until="domcontentloaded")
        looks[name] = page.evaluate(
            "() => [getComputedStyle(document.documentElement).backgroundColor,"
            " getComputedStyle(document.body).backgroundColor]"
        )
    assert looks["cell"] == looks["text"]
    assert looks["raw"] != looks["text"], "the page itself greys the exported notebook"


def test_a_cell_in_jupyterlab_shows_the_sheet_and_leaves_the_page_alone(
    server: Any, browser_context: Any
) -> None:
    """In a real JupyterLab: the cell's output holds the framed sheet, and the notebook's
    own page keeps its background and box sizing."""
    from test_simulate_e2e import open_sim

    cell = f"from war_widget import sheets\nsheets.sheet({LESSON.code!r}, {LESSON.activity!r})"
    look = """() => [getComputedStyle(document.body).backgroundColor,
                     getComputedStyle(document.documentElement).backgroundColor,
                     getComputedStyle(document.querySelector(".jp-Notebook")).boxSizing]"""
    for lab in open_sim(server, browser_context, "sheet_cell", cell, ready=".war-widget-sheet"):
        page = lab.page
        frame = page.frame_locator(".war-widget-sheet iframe").first
        frame.locator("section.page").first.wait_for()
        assert frame.locator("section.page").count() == 2
        shown = page.evaluate(look)
        shoot_sizes(page, "sheet_in_jupyterlab", focus=".war-widget-sheet")
        page.evaluate("document.querySelectorAll('.war-widget-sheet').forEach(e => e.remove())")
        assert page.evaluate(look) == shown, "the page looks the same without the sheet"
