"""Nothing a teacher typed is lost (issue 33), in a real JupyterLab and Chromium.

Thirty results typed into a ClassTally, then (a) the cell run again, (b) the kernel
restarted and the cell run, (c) the page reloaded and the cell run, (d) the notebook closed
(its kernel shut down) and opened again and run: each time all thirty are still there, in
Python and on the page, read back from ``tally-rounds.csv`` beside the notebook (a folder
of its own under the server's root).  Then "Clear all" asks in the widget, and "Yes, clear"
keeps the old file as a backup.  Uses the ``server`` and ``browser_context`` fixtures of
conftest.py.
"""

from __future__ import annotations

import csv
import io
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import Kernel, Server, run_first_cell, shoot_sizes, wait_until, write_notebook
from test_dark_theme import chart_overlaps

FOLDER = "keep"
NOTEBOOK = f"{FOLDER}/keep.ipynb"
CELL = """\
from war_widget import ClassTally
t = ClassTally("rounds", games=50, seed=1, engine="python")
t"""
#: Twenty lines, thirty results: one or two a line, as a teacher types them.
LINES = {
    "120": [120], "95 300": [95, 300], "48": [48], "75, 210": [75, 210], "1,204": [1204],
    "330;150": [330, 150], "88": [88], "62 41": [62, 41], "400": [400], "260 180": [260, 180],
    "57": [57], "99, 101": [99, 101], "143": [143], "77;230": [77, 230], "310": [310],
    "64 85": [64, 85], "512": [512], "43 190": [43, 190], "266": [266], "71, 38": [71, 38],
}  # fmt: skip
EXPECTED = [n for results in LINES.values() for n in results]
SHOTS = Path("/tmp/tally-keep-shots")


def _request(server: Server, method: str, path: str) -> None:
    req = urllib.request.Request(
        f"{server.url}{path}?token={server.token}",
        method=method,
        data=b"" if method == "POST" else None,
    )
    with urllib.request.urlopen(req, timeout=60):
        pass


class KeepPage:
    """The notebook's page, a client of its kernel, and the file the tally keeps."""

    def __init__(self, server: Server, context: Any) -> None:
        self.server = server
        self.context = context
        self.file = server.root / FOLDER / "tally-rounds.csv"
        self.page: Any = None
        self.kernel: Kernel | None = None

    def open(self) -> None:
        self.page = self.context.new_page()
        self.page.set_default_timeout(60_000)
        self.page.goto(
            f"{self.server.url}/lab/workspaces/keep/tree/{NOTEBOOK}?reset&token={self.server.token}"
        )
        self.page.locator(".jp-Notebook .jp-Cell").first.wait_for()
        self.connect()

    def connect(self) -> None:
        if self.kernel is not None:
            self.kernel.stop()
        self.kernel = self.server.kernel_for(NOTEBOOK)

    def run(self) -> None:
        """Run the cell (again), wait for its widget: the last one drawn."""
        before = self.page.locator(".ww-tally").count()
        run_first_cell(self.page, self.server, NOTEBOOK)
        wait_until(
            lambda: self.page.locator(".ww-tally").count() >= max(before, 1), 90, "the tally drawn"
        )
        self.testid("add").wait_for(state="visible", timeout=90_000)

    def testid(self, name: str) -> Any:
        return self.page.locator(f'.ww-tally [data-testid="{name}"]').last

    def python(self) -> list[int]:
        assert self.kernel is not None
        return list(self.kernel.value("t.results"))

    def on_disk(self) -> list[int]:
        rows = list(csv.reader(io.StringIO(self.file.read_text(encoding="utf-8"))))
        return [int(r[2]) for r in rows[1:]]

    def shows(self, n: int) -> None:
        text = f"{n} result so far" if n == 1 else f"{n} results so far"
        wait_until(lambda: self.testid("count").text_content() == text, 60, f"{n} results shown")

    def assert_thirty(self, when: str) -> None:
        self.shows(30)
        assert self.python() == EXPECTED, when
        assert self.on_disk() == EXPECTED, when
        assert self.testid("file").text_content() == "Saved in tally-rounds.csv.", when
        assert self.testid("notice").text_content() == "Carried on from tally-rounds.csv.", when

    def close(self) -> None:
        if self.kernel is not None:
            self.kernel.stop()
            self.kernel = None
        if self.page is not None:
            self.page.close()
            self.page = None


@pytest.fixture(scope="module")
def keep(server: Server, browser_context: Any) -> Iterator[KeepPage]:
    (server.root / FOLDER).mkdir(exist_ok=True)
    write_notebook(server.root / NOTEBOOK, CELL)
    page = KeepPage(server, browser_context)
    page.open()
    page.run()
    try:
        yield page
    finally:
        page.close()


def test_thirty_results_typed_survive_rerun_restart_reload_and_reopening(keep: KeepPage) -> None:
    assert len(EXPECTED) == 30 and not keep.file.exists()
    field = keep.testid("input")
    total = 0
    for line, results in LINES.items():
        field.fill(line)
        field.press("Enter")
        total += len(results)
        keep.shows(total)
    assert keep.python() == EXPECTED and keep.on_disk() == EXPECTED
    assert keep.testid("notice").text_content() == "Added: 71, 38"
    assert keep.testid("file").get_attribute("data-state") == "saved"
    assert keep.testid("file").get_attribute("title") == str(keep.file)
    assert chart_overlaps(keep.page, ".ww-tally svg text") == []  # "1,000–1,199" on two lines
    SHOTS.mkdir(exist_ok=True)
    keep.page.set_viewport_size({"width": 1366, "height": 768})
    keep.testid("file").scroll_into_view_if_needed()
    keep.page.screenshot(path=str(SHOTS / "tally_saved_1366.png"))
    shoot_sizes(keep.page, "tally_keep_saved", focus=".ww-tally")

    # (a) the cell run again: a new ClassTally reads the file back
    keep.run()
    keep.assert_thirty("after the cell was run again")

    # (b) the kernel restarted, then the cell run
    kernel_id = keep.server.sessions_for(NOTEBOOK)[0]["kernel"]["id"]
    _request(keep.server, "POST", f"/api/kernels/{kernel_id}/restart")
    keep.connect()
    assert keep.kernel is not None and keep.kernel.value("'t' in globals()") is False
    keep.run()
    keep.assert_thirty("after a kernel restart")

    # (c) the page reloaded (the notebook saved first, as JupyterLab asks), then the cell run
    keep.page.keyboard.press("Control+s")
    time.sleep(1)
    keep.page.reload()
    keep.page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    keep.run()
    keep.assert_thirty("after the page was reloaded")

    # (d) the notebook closed, its kernel shut down, opened again and run: a new kernel
    keep.page.keyboard.press("Control+s")
    time.sleep(1)
    before = keep.server.sessions_for(NOTEBOOK)[0]["kernel"]["id"]
    keep.close()
    for session in keep.server.sessions_for(NOTEBOOK):
        _request(keep.server, "DELETE", f"/api/sessions/{session['id']}")
    wait_until(lambda: not keep.server.sessions_for(NOTEBOOK), 60, "the notebook's session closed")
    keep.open()
    assert keep.server.sessions_for(NOTEBOOK)[0]["kernel"]["id"] != before  # a new kernel
    keep.run()
    keep.assert_thirty("after the notebook was closed and opened again")


def test_clear_all_asks_in_the_widget_and_keeps_a_backup(keep: KeepPage) -> None:
    dialogs: list[str] = []
    keep.page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    keep.testid("clear").click()
    confirm = keep.testid("confirm")
    confirm.wait_for(state="visible")
    assert keep.testid("confirm-text").text_content() == (
        "Clear all 30 results? A copy of tally-rounds.csv is kept."
    )
    keep.page.set_viewport_size({"width": 1366, "height": 768})
    confirm.scroll_into_view_if_needed()
    keep.page.screenshot(path=str(SHOTS / "tally_clear_confirm_1366.png"))
    shoot_sizes(keep.page, "tally_keep_confirm", focus=".ww-tally")
    keep.testid("clear-no").click()  # Cancel keeps everything
    assert confirm.is_hidden() and keep.python() == EXPECTED
    keep.testid("clear").click()
    keep.testid("clear-yes").click()
    wait_until(lambda: keep.testid("count").text_content() == "No results yet: type the first one.")
    assert keep.python() == [] and keep.on_disk() == []
    backups = [p for p in keep.file.parent.iterdir() if p.name.startswith("tally-rounds-backup-")]
    assert len(backups) == 1
    rows = list(csv.reader(io.StringIO(backups[0].read_text(encoding="utf-8"))))
    assert [int(r[2]) for r in rows[1:]] == EXPECTED
    assert (
        keep.testid("notice").text_content()
        == f"Cleared. The old results are kept in {backups[0].name}."
    )
    assert dialogs == []  # asked in the widget, not with the browser's confirm()


# -- the lesson site (JupyterLite: the Pyodide kernel's folder is the notebook's, in the
# browser's drive) ------------------------------------------------------------------------
import test_lite as lite  # noqa: E402

Site = lite.Site
browser, lite_notes, site, site_url = lite.browser, lite.lite_notes, lite.site, lite.site_url

#: Six answers on four lines, typed into lesson 03's first tally.
LITE_LINES = {"no": [0], "yes no": [1, 0], "no, no": [0, 0], "yes": [1]}


def _run_to_the_tally(site: Site) -> Any:
    """Run lesson 03's cells down to its first tally (not the simulations after it)."""
    cell = site.page.locator(".jp-CodeCell", has_text='first = ClassTally("first_war"').first
    cell.locator(".cm-content").click()
    site.page.keyboard.press("Escape")
    site.menu("Run", "Run All Above Selected Cell")
    site.menu("Run", "Run Selected Cell")
    tally = site.page.locator(".ww-tally").first
    tally.locator('[data-testid="add"]').wait_for(state="visible", timeout=180_000)
    return tally


@pytest.mark.heavy
@pytest.mark.timeout(900)
def test_the_lesson_site_keeps_the_results_in_the_browsers_drive(site: Site) -> None:
    site.page.on("dialog", lambda dialog: dialog.accept())  # "leave the page?" on reload
    site.open("lab/index.html?path=03_probability.ipynb")
    tally = _run_to_the_tally(site)
    expected: list[int] = []
    for line, results in LITE_LINES.items():
        tally.locator('[data-testid="input"]').fill(line)
        tally.locator('[data-testid="input"]').press("Enter")
        expected += results
        count = f"{len(expected)} result{'s' if len(expected) > 1 else ''} so far"
        wait_until(lambda c=count: tally.locator('[data-testid="count"]').inner_text() == c)
    saved = tally.locator('[data-testid="file"]')
    wait_until(lambda: saved.inner_text() == "Saved in tally-first_war.csv.", what="saved")
    site.page.keyboard.press("Control+s")
    site.page.wait_for_timeout(1000)

    site.page.reload()  # a new page: a new Pyodide kernel, the drive kept by the browser
    site.open("lab/index.html?path=03_probability.ipynb")
    tally = _run_to_the_tally(site)
    count = tally.locator('[data-testid="count"]')
    wait_until(lambda: count.inner_text() == "6 results so far", what="the six results back")
    assert tally.locator('[data-testid="notice"]').inner_text() == (
        "Carried on from tally-first_war.csv."
    )
    assert site.value("first.results") == expected
    folder, text = site.value("[__import__('os').getcwd(), open('tally-first_war.csv').read()]")
    assert folder.startswith("/drive")
    assert text.splitlines()[1:] == [
        f"{i},first_war,{'yes' if r else 'no'}" for i, r in enumerate(expected, 1)
    ]
