"""The play notebook as a web page: no kernel, no internet, yet the table shows and replays.

``war_widget.export_html`` executes lesson 01 and writes its page (nbconvert's, without the
widget manager a CDN would send: our loader is inlined). The page is opened from a test
HTTP server on 127.0.0.1 and from file://, as a teacher opens a file, with every other
request refused by the browser (``page.route``), and each request recorded: none may leave.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import local_only, pile_counts
from war_widget import Game, export_html
from war_widget.locale import say

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "01_play.ipynb"
#: Rounds the notebook's last cell plays from Python.
PLAYED = 5
#: The notebook's tables: the ladder's, the child's, Guerra de sumas and Python's.
TABLES = 4


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Lesson 01 executed and exported, as `python -m war_widget export-html` does."""
    work = tmp_path_factory.mktemp("export")
    shutil.copy(NOTEBOOK, work / NOTEBOOK.name)
    page = work / "site" / "play.html"
    page.parent.mkdir()
    export_html(work / NOTEBOOK.name, page)
    return page


@pytest.fixture(scope="module")
def page_url(exported: Path) -> Iterator[str]:
    handler = functools.partial(Quiet, directory=str(exported.parent))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/{exported.name}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=10)


class Offline:
    """A page whose requests outside 127.0.0.1, data:, blob: and file: are refused, and
    recorded (``outside``) with the console's errors and the page's uncaught errors."""

    def __init__(self, context: Any) -> None:
        self.page = context.new_page()
        self.page.set_default_timeout(30_000)
        self.outside = local_only(self.page)
        self.refused: list[str] = []
        self.errors: list[str] = []
        self.page.route("**/*", self._route)
        self.page.on("pageerror", lambda err: self.errors.append(str(err)))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(("http://127.0.0.1:", "data:", "blob:", "file://")):
            route.continue_()
        else:
            self.refused.append(url)
            route.abort()

    def open(self, url: str) -> Any:
        self.page.goto(url)
        self.page.locator(f'body[data-war-widgets="{TABLES}"]').wait_for()
        return self.page

    def close(self) -> None:
        self.page.close()
        assert [u for u in self.outside if not u.startswith("file://")] == []
        assert self.refused == [], f"the page asked for something outside: {self.refused}"
        assert self.errors == [], self.errors


def test_the_exported_page_shows_the_table_and_steps_through_the_recorded_rounds(
    page_url: str, browser_context: Any
) -> None:
    offline = Offline(browser_context)
    page = offline.open(page_url)
    bar = page.locator('.ww-root [data-testid="replay"]:visible')
    bar.wait_for()
    assert bar.count() == 1, "only the table the last cell played on has recorded rounds"
    assert page.locator(".ww-root").count() == TABLES  # the others as they were dealt
    table = page.locator(".ww-root").filter(has=page.locator('[data-testid="replay"]:visible'))

    def testid(name: str) -> Any:
        return table.locator(f'[data-testid="{name}"]')

    game = Game.from_code(testid("code").inner_text())
    expected = {0: list(game.counts)}
    for n in range(1, PLAYED + 1):
        expected[n] = list(game.step().counts)

    def on_table(n: int) -> None:
        assert testid("round").inner_text().startswith(f"Round {n}")
        assert pile_counts(table) == expected[n]
        assert testid("replay-pos").inner_text().startswith(f"Round {n} ")
        assert testid("explanation").inner_text().startswith(f"Round {n}")
        assert table.locator(".ww-steps li").count() >= 2, "the round is explained"

    # It opens where the notebook left the game, Flip hidden: nothing can be played.
    on_table(PLAYED)
    assert testid("flip").is_hidden()
    for n in range(PLAYED - 1, 0, -1):
        testid("replay-prev").click()
        on_table(n)
    assert testid("replay-prev").is_disabled()
    testid("replay-next").click()
    on_table(2)
    testid("replay-first").click()
    on_table(1)
    for n in range(2, PLAYED + 1):
        testid("replay-next").click()
        on_table(n)
    assert testid("replay-next").is_disabled()
    # Every table says what it is on this page (no cell to run), and none asks for a Flip.
    still = page.locator('.ww-root [data-testid="still"]')
    assert still.all_inner_texts() == [say("en", "ui.still_page")] * TABLES
    assert say("en", "ui.start") not in page.locator("body").inner_text()
    offline.close()


def test_the_page_opened_as_a_file_draws_every_table(exported: Path, browser_context: Any) -> None:
    """A teacher double-clicks the file: no server at all."""
    offline = Offline(browser_context)
    page = offline.open(exported.as_uri())
    table = page.locator(".ww-root").filter(has=page.locator('[data-testid="replay"]:visible'))
    assert table.locator('[data-testid="round"]').inner_text().startswith(f"Round {PLAYED}")
    table.locator('[data-testid="replay-prev"]').click()
    assert (
        table.locator('[data-testid="replay-pos"]').inner_text().startswith(f"Round {PLAYED - 1} ")
    )
    offline.close()
