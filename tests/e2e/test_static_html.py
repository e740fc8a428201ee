"""The play notebook as a static web page: no kernel, yet the table shows and replays.

``jupyter nbconvert --execute --to html notebooks/01_play.ipynb`` writes a page
that loads require.js, ``@jupyter-widgets/html-manager`` and the ``anywidget``
module from CDNs by default. Here they come from the npm packages in
``node_modules`` (devDependencies), served with the page by a test HTTP server
on 127.0.0.1, and the browser may reach nothing else. The notebook has no maths,
so MathJax's URL points at an empty local script.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import local_only, pile_counts

from war_widget import Game

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "01_play.ipynb"
NODE = ROOT / "node_modules"
#: Rounds the notebook's last cell plays from Python.
PLAYED = 5


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def page_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    missing = [
        p
        for p in ("requirejs", "@jupyter-widgets/html-manager", "anywidget")
        if not (NODE / p).is_dir()
    ]
    if missing:
        pytest.fail(f"npm packages missing (run `npm ci`): {missing}")
    site = tmp_path_factory.mktemp("site")
    shutil.copy(NODE / "requirejs" / "require.js", site / "require.js")
    shutil.copytree(NODE / "@jupyter-widgets" / "html-manager" / "dist", site / "html-manager")
    # require.js resolves the widget module "anywidget" to ./anywidget.js next to the page.
    shutil.copy(NODE / "anywidget" / "dist" / "index.js", site / "anywidget.js")
    (site / "no-maths.js").write_text("// The play notebook has no maths: no MathJax.\n")
    work = tmp_path_factory.mktemp("nbconvert")
    shutil.copy(NOTEBOOK, work / NOTEBOOK.name)

    handler = functools.partial(Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    url = f"http://127.0.0.1:{httpd.server_address[1]}"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "jupyter",
                "nbconvert",
                "--execute",
                "--to",
                "html",
                f"--HTMLExporter.require_js_url={url}/require.js",
                f"--HTMLExporter.widget_renderer_url={url}/html-manager/embed-amd.js",
                f"--HTMLExporter.mathjax_url={url}/no-maths.js",
                f"--output-dir={site}",
                NOTEBOOK.name,
            ],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert done.returncode == 0, f"nbconvert failed:\n{done.stderr[-4000:]}"
        yield f"{url}/{NOTEBOOK.stem}.html"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=10)


def test_the_exported_page_shows_the_table_and_steps_through_the_recorded_rounds(
    page_url: str, browser_context: Any
) -> None:
    page = browser_context.new_page()
    page.set_default_timeout(30_000)
    outside = local_only(page)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        page.goto(page_url)
        bar = page.locator('.ww-root [data-testid="replay"]:visible')
        bar.wait_for()
        assert bar.count() == 1, "only the table the last cell played on has recorded rounds"
        table = page.locator(".ww-root").filter(has=page.locator('[data-testid="replay"]:visible'))
        # The notebook's other tables (the ladder's, the child's and Guerra de sumas: no rounds
        # played) are drawn too, as they were dealt; Python's five flips are on the last one.
        assert page.locator(".ww-root").count() == 4

        def testid(name: str) -> Any:
            return table.locator(f'[data-testid="{name}"]')

        def counts() -> list[int]:
            return pile_counts(table)

        code = testid("code").inner_text()
        game = Game.from_code(code)
        expected = {0: list(game.counts)}
        for n in range(1, PLAYED + 1):
            expected[n] = list(game.step().counts)

        def on_table(n: int) -> None:
            assert testid("round").inner_text().startswith(f"Round {n}")
            assert counts() == expected[n]
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
        table.locator('[data-testid="replay-first"]').click()
        on_table(1)
        for n in range(2, PLAYED + 1):
            testid("replay-next").click()
            on_table(n)
        assert testid("replay-next").is_disabled()
    finally:
        page.close()
    assert outside == [], f"the page asked for something outside 127.0.0.1: {outside}"
    assert errors == [], errors
