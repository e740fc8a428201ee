"""Refresh the README's picture of the play widget: the game's first war, mid-game.

    .venv/bin/python tools/screenshots.py [--out docs/images]

Starts a JupyterLab server on 127.0.0.1 (the end-to-end tests' harness), opens
a notebook in Debian's Chromium (`/usr/bin/chromium`, driven by Playwright),
plays to the first war by clicking Flip, and saves a PNG of the widget. The
server is stopped by its pid at the end. (The simulation widget's picture comes
from its end-to-end test: ``WAR_WIDGET_SCREENSHOTS=DIR``, ``during_run.png``.)
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    Server,
    run_first_cell,
    write_notebook,
)

#: The play widget's game: the picture shows its first war (3 cards face down each).
PLAY: dict[str, object] = {"seed": 2026, "names": ["Ana"], "speed": "slow"}


def first_war() -> int:
    """The round of the game's first war, found by playing it here (the engine decides)."""
    sys.path.insert(0, str(ROOT / "src"))
    from war_widget import WarWidget

    w = WarWidget(**PLAY)  # type: ignore[arg-type]
    while True:
        rnd = w.flip()
        if rnd.wars == 1 and rnd.winner is not None:
            return rnd.number


CELLS = [
    "from war_widget import WarWidget\n"
    f"w = WarWidget(**{PLAY!r})\n"
    "for _ in range(ROUNDS_BEFORE):\n    w.flip()\nw",
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    war = first_war()

    from playwright.sync_api import sync_playwright

    root = Path(tempfile.mkdtemp(prefix="war-shots-"))
    play_cell = CELLS[0].replace("ROUNDS_BEFORE", str(war - 1))
    write_notebook(root / "shots.ipynb", play_cell, *CELLS[1:])
    server = Server(root)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1000, "height": 1500})
            page.set_default_timeout(90_000)
            page.goto(f"{server.url}/lab/tree/shots.ipynb?reset&token={server.token}")
            page.locator(".jp-Notebook .jp-Cell").first.wait_for()
            # Fold the file browser away: more room for the widget.
            tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
            if tab.count():
                tab.first.click()
            run_first_cell(page, server, "shots.ipynb")  # once its kernel is connected
            play = page.locator(".ww-root").first
            flip = play.locator('[data-testid="flip"]')
            flip.wait_for(state="visible")
            flip.click()  # the war: both stacks of three face down, the banner says who won
            play.locator('[data-testid="war-stack"]').first.wait_for()
            play.locator(".ww-steps li").nth(2).wait_for()  # the explanation has come
            time.sleep(3.5)  # the copies of the cards have flown to the winner's pile
            play.screenshot(path=str(args.out / "widget.png"))
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)
    for name in ("widget.png",):
        path = args.out / name
        print(
            f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
            f"{path.stat().st_size // 1024} KiB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
