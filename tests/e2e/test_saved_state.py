"""A notebook saved after playing reopens showing the same table, as a still picture.

JupyterLab writes the widgets' state into the notebook's metadata on save when
"Save Widget State Automatically" is on (the ``saveState`` setting of
``@jupyter-widgets/jupyterlab-manager``, set here in the server's settings
directory). The notebook is played by clicks, saved, its kernel shut down, and
opened again in a new page without running any cell: the table comes back
from the saved state alone. No Python is behind it, so it never plays ahead of
Python: the rounds computed ahead, saved with it, stay hidden, Flip is off and a
line says to run the cell (issue 33). Uses the ``server`` and ``browser_context``
fixtures of conftest.py, with a notebook and a workspace of its own.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import nbformat

from conftest import pile_counts, run_first_cell, shoot_sizes, wait_until, write_notebook

NAME = "saved.ipynb"
STATE = "application/vnd.jupyter.widget-state+json"
FLIPS = 3


def saved_table(server: Any) -> dict[str, Any] | None:
    """The WarWidget's state as saved in the notebook file, if any."""
    try:
        nb = nbformat.read(server.root / NAME, as_version=4)
    except (OSError, ValueError):
        return None
    states = nb.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    for model in states.values():
        if "code" in model.get("state", {}) and "last_round" in model["state"]:
            return dict(model["state"])
    return None


def table_of(page: Any) -> tuple[str, list[int], str]:
    root = page.locator(".ww-root").first
    return (
        root.locator('[data-testid="round"]').inner_text(),
        pile_counts(root),
        root.locator('[data-testid="code"]').inner_text(),
    )


def test_a_notebook_saved_after_playing_reopens_with_the_same_table(
    server: Any, browser_context: Any
) -> None:
    settings = server.root / ".settings" / "@jupyter-widgets" / "jupyterlab-manager"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "plugin.jupyterlab-settings").write_text(json.dumps({"saveState": True}))
    write_notebook(
        server.root / NAME,
        "from war_widget import WarWidget\nw = WarWidget(seed=11, speed='fast')\nw",
    )

    # Play three rounds by clicking, then save (the toolbar's Save button).
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{server.url}/lab/workspaces/saved/tree/{NAME}?reset&token={server.token}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    kernel = server.kernel_for(NAME)
    try:
        run_first_cell(page, server, NAME)
        flip = page.locator('.ww-root [data-testid="flip"]').first
        flip.wait_for(state="visible", timeout=90_000)
        for n in range(1, FLIPS + 1):
            flip.click()
            wait_until(lambda n=n: kernel.value("w.round") == n, what=f"Python at round {n}")
        counts = kernel.value("w.counts")
        wait_until(lambda: table_of(page)[1] == counts, what="the table to catch up")
        before = table_of(page)
        assert before == (f"Round {FLIPS}", counts, kernel.value("w.code"))
        page.locator('.jp-NotebookPanel-toolbar [data-jp-item-name="save"]').first.click()
        wait_until(
            lambda: (saved_table(server) or {}).get("round") == FLIPS,
            what="the widget state saved in the notebook",
        )
    finally:
        kernel.stop()
        page.close()
    saved = saved_table(server)
    assert saved is not None and saved["counts"] == counts and saved["last_round"]["n"] == FLIPS
    assert saved["ahead"][0]["n"] == FLIPS + 1, "the saved look-ahead holds the next rounds"

    # Shut the kernel down: nothing of the game is left in Python.
    for session in server.sessions_for(NAME):
        request = urllib.request.Request(
            f"{server.url}/api/sessions/{session['id']}",
            method="DELETE",
            headers={"Authorization": f"token {server.token}"},
        )
        urllib.request.urlopen(request, timeout=10).close()

    # Reopen in a new page; no cell is run.
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{server.url}/lab/workspaces/reopened/tree/{NAME}?reset&token={server.token}")
        page.locator(".ww-root").first.wait_for(timeout=90_000)
        wait_until(lambda: table_of(page) == before, what="the saved table")
        explanation = page.locator('.ww-root [data-testid="explanation"]').first.inner_text()
        assert explanation.startswith(f"Round {FLIPS}"), explanation
        assert page.locator(".ww-root .ww-laid .ww-card").count() >= 2, "the last cards are shown"
        # A still picture: the line says what to do, Flip is off, no key plays the look-ahead.
        root = page.locator(".ww-root").first
        still = root.locator('[data-testid="still"]')
        still.wait_for(state="visible", timeout=30_000)
        assert still.inner_text() == "Run the cell to play on."
        assert root.get_attribute("data-kernel") == "none"
        assert root.locator('[data-testid="flip"]').is_disabled()
        root.focus()
        for _ in range(3):
            page.keyboard.press("Space")
        page.wait_for_timeout(1000)
        assert table_of(page) == before, "nothing played ahead of Python"
        assert root.get_attribute("data-shown-round") == str(FLIPS)
        shoot_sizes(page, "saved_still", focus='.ww-root [data-testid="still"]')
    finally:
        page.close()
