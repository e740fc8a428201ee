"""The play widget in the other notebook front-ends: Jupyter Notebook 7 and marimo.

Each front-end gets one server of its own for this module (stopped by its pid)
and one smoke test: the table renders, a click on Flip turns the cards, and the
Python side has played that round. JupyterLab is covered by test_play.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    Server,
    _free_port,
    local_only,
    pile_counts,
    run_first_cell,
    stop_process,
    wait_until,
    write_notebook,
)

SEED = 3


def counts(page: Any) -> list[int]:
    return pile_counts(page.locator(".ww-root"))


# -- Jupyter Notebook 7 -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("notebook7")
    write_notebook(
        root / "play.ipynb",
        f"from war_widget import WarWidget\nw = WarWidget(seed={SEED}, speed='fast')\nw",
    )
    srv = Server(root, app="notebook")
    try:
        yield srv
    finally:
        srv.stop()


def test_notebook7_renders_flips_and_python_plays_the_round(
    notebook7: Server, browser_context: Any
) -> None:
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    outside = local_only(page)
    try:
        page.goto(f"{notebook7.url}/notebooks/play.ipynb?token={notebook7.token}")
        page.locator(".jp-Notebook .jp-Cell").first.wait_for()
        kernel = notebook7.kernel_for("play.ipynb")
        try:
            run_first_cell(page, notebook7, "play.ipynb")
            flip = page.locator('.ww-root [data-testid="flip"]')
            flip.wait_for(state="visible", timeout=90_000)
            assert counts(page) == [26, 26]
            assert page.locator('.ww-root [data-testid="code"]').inner_text() == kernel.value(
                "w.code"
            )
            flip.click()
            wait_until(lambda: kernel.value("w.round") == 1, what="Python to play round 1")
            wait_until(lambda: counts(page) == kernel.value("w.counts"), what="the table's counts")
            assert page.locator(".ww-root .ww-laid .ww-card").count() >= 2
        finally:
            kernel.stop()
    finally:
        page.close()
    assert outside == [], outside


# -- marimo -------------------------------------------------------------------------------------

MARIMO_APP = """\
import marimo

app = marimo.App()


@app.cell
def _():
    import json
    import pathlib

    import marimo as mo

    from war_widget import WarWidget

    w = WarWidget(seed={seed}, speed="fast")
    seen = pathlib.Path(__file__).with_name("seen.json")

    def _tell(change):
        # What Python knows after each round, for the test to read.
        seen.write_text(json.dumps({{"round": w.round, "counts": w.counts, "code": w.code}}))

    w.observe(_tell, names="last_round")
    table = mo.ui.anywidget(w)
    table
    return


if __name__ == "__main__":
    app.run()
"""


class Marimo:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1")
        for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[name] = str(root / f".{name.lower()}")
        self.log = open(root / "server.log", "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "marimo",
                "run",
                "--headless",
                "--host=127.0.0.1",
                f"--port={self.port}",
                "--no-token",
                "--no-sandbox",
                "app.py",
            ],
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 90
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"marimo exited: {self.log_text()}")
            try:
                with urllib.request.urlopen(f"{self.url}/health", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"marimo did not start: {self.log_text()}") from None
                time.sleep(0.3)

    def log_text(self) -> str:
        self.log.flush()
        return (self.root / "server.log").read_text(errors="replace")[-4000:]

    def seen(self) -> dict[str, Any] | None:
        path = self.root / "seen.json"
        try:
            return dict(json.loads(path.read_text()))
        except (OSError, ValueError):
            return None

    def stop(self) -> None:
        stop_process(self.proc)
        self.log.close()


@pytest.fixture(scope="module")
def marimo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Marimo]:
    root = tmp_path_factory.mktemp("marimo")
    (root / "app.py").write_text(textwrap.dedent(MARIMO_APP).format(seed=SEED))
    srv = Marimo(root)
    try:
        yield srv
    finally:
        srv.stop()


def test_marimo_renders_flips_and_python_plays_the_round(
    marimo: Marimo, browser_context: Any
) -> None:
    from war_widget import Game, Rules

    game = Game(Rules(), seed=SEED)
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    outside = local_only(page)
    try:
        page.goto(marimo.url)
        flip = page.locator('.ww-root [data-testid="flip"]')
        flip.wait_for(state="visible", timeout=90_000)
        assert counts(page) == [26, 26]
        assert page.locator('.ww-root [data-testid="code"]').inner_text() == game.code
        for n in (1, 2):
            flip.click()
            game.step()
            wait_until(
                lambda n=n: (marimo.seen() or {}).get("round") == n,
                what=f"Python (in marimo's kernel) to play round {n}",
            )
            seen = marimo.seen()
            assert seen == {"round": n, "counts": list(game.counts), "code": game.code}
            wait_until(lambda: counts(page) == list(game.counts), what="the table's counts")
    finally:
        page.close()
    assert outside == [], outside
