"""tools/serve.py's content security policies in a real Chromium (Debian's, never a downloaded
one) on 127.0.0.1: the children's pages' policy lets the light host's ways through and refuses
eval; JupyterLite's lets its inline scripts and eval through (its LAB_POLICY says what the built
site needs). The pages are test_serve_safety.py's BROWSER_SITE.

Here, not beside the server's other tests: the session's one Playwright (``playwright_driver``,
tests/e2e/conftest.py) drives it, since Playwright's sync API allows one at a time in a process
(a second one, started while an end-to-end file's is alive on the same worker, is refused).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from conftest import CHROMIUM
from serve_site import serving
from test_serve_safety import BROWSER_SITE, WASM

EXPECTED = {
    "/play/page.html": "blob 7, worker 3 wasm 42, eval refused.",
    "/lab/index.html": "inline ran, eval 5.",
}


@pytest.mark.slow
def test_the_policies_allow_what_the_pages_do_in_chromium(
    tmp_path: Path, playwright_driver: Any
) -> None:
    for name, text in BROWSER_SITE.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / "play" / "k.wasm").write_bytes(WASM)
    with serving(tmp_path, "--quiet", log=tmp_path / "serve.log") as (_, port):
        browser = playwright_driver.chromium.launch(executable_path=CHROMIUM)
        try:
            page = browser.new_page()
            for path, title in EXPECTED.items():
                page.goto(f"http://127.0.0.1:{port}{path}")
                deadline = time.monotonic() + 20  # no wait_for_function: it needs eval
                while not page.title().endswith(".") and time.monotonic() < deadline:
                    time.sleep(0.05)
                assert page.title() == title, path
        finally:
            browser.close()
