"""site_load.py's WebKit row: a child's page in WebKitGTK, Safari's engine, until Flip is enabled.

Debian's WebKitGTK driver, driven by Selenium (``selenium`` is pinned in the project's dev
extra) in a virtual X display::

    apt-get install -y webkit2gtk-driver xvfb

``webkit_visits(url)`` runs this file as ``xvfb-run -a python site_webkit.py URL`` (WebKitGTK
needs a display) and reads the seconds it prints; it returns why, in words, when a part is
missing or fails, so the report says so instead of leaving the row out.  Each run is a fresh
WebKit session (WebKitWebDriver's sessions keep no website data): a first visit of
``play/01_play.html?lang=pl`` (``driver.get`` start to Flip visible and enabled, polled every
50 ms), then, in the same session once its service worker has kept the runtime and Python's
snapshot (up to 60 s), a return visit.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

DRIVER = "/usr/bin/WebKitWebDriver"
PAGE = "play/01_play.html?lang=pl"
TIMEOUT = 180.0
READY_JS = """
const stage = document.querySelector('.site-stage[data-ready="true"]');
const flip = document.querySelector('.site-table [data-testid="flip"]');
if (!stage || !flip || flip.disabled || flip.closest('fieldset[disabled]')) return false;
const box = flip.getBoundingClientRect();
return box.width > 0 && box.height > 0 && getComputedStyle(flip).visibility === 'visible';
"""
KEPT_JS = "return [document.body.dataset.offline || '', document.body.dataset.snapshot || '']"
ALL_KEPT_JS = (
    "return document.body.dataset.offline === 'ready' && document.body.dataset.snapshot === 'kept'"
)


@dataclass
class WebKitVisits:
    first: list[float] = field(default_factory=list)
    again: list[float] = field(default_factory=list)
    snapshot: list[bool] = field(default_factory=list)  # the return visit started from it
    version: str = ""
    why: str = ""  # why a part could not run ("" when all ran)


def missing() -> str:
    """What WebKit's row needs and this machine lacks, in words ("" when nothing)."""
    needs = []
    if not os.access(DRIVER, os.X_OK):
        needs.append(f"{DRIVER} (apt-get install webkit2gtk-driver)")
    if not shutil.which("xvfb-run"):
        needs.append("xvfb-run (apt-get install xvfb)")
    try:
        import selenium  # noqa: F401
    except ImportError:
        needs.append("selenium (pip install -e '.[dev]')")
    return ", ".join(needs)


def webkit_visits(url: str, runs: int) -> WebKitVisits:
    """`runs` fresh WebKit sessions on the site at `url`, each a first and a return visit."""
    out = WebKitVisits()
    out.why = missing()
    if out.why:
        out.why = "not measured: missing " + out.why
        return out
    for _ in range(runs):
        try:
            done = subprocess.run(
                ["xvfb-run", "-a", sys.executable, str(Path(__file__).resolve()), url],
                capture_output=True, text=True, timeout=2 * TIMEOUT + 120, check=False,
            )  # fmt: skip
        except subprocess.TimeoutExpired:
            out.why = "WebKit did not finish in time"
            continue
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if not lines:
            tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
            out.why = f"WebKit failed (exit {done.returncode}): {tail[0][:160]}"
            continue
        got = json.loads(lines[-1])
        out.version = got.get("version", "")
        if got.get("error"):
            out.why = f"WebKit: {got['error'][:160]}"
        if got.get("first") is not None:
            out.first.append(got["first"])
        if got.get("again") is not None:
            out.again.append(got["again"])
            out.snapshot.append(bool(got.get("snapshot")))
    return out


def _until(driver: object, script: str, timeout: float) -> float | None:
    """Seconds until `script` is true (polled every 50 ms), None past `timeout`."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if driver.execute_script(script):  # type: ignore[attr-defined]
            return time.monotonic() - started
        time.sleep(0.05)
    return None


def _visit(driver: object, url: str) -> float | None:
    started = time.monotonic()
    driver.get(f"{url}/{PAGE}")  # type: ignore[attr-defined]
    left = _until(driver, READY_JS, TIMEOUT)
    return None if left is None else time.monotonic() - started


def main(url: str) -> None:
    """One WebKit session (run under xvfb-run): prints one JSON line."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()  # WebKitWebDriver starts WebKitGTK's MiniBrowser
    result: dict[str, object] = {}
    driver = webdriver.WebKitGTK(options=options, service=Service(executable_path=DRIVER))
    try:
        result["version"] = str(driver.capabilities.get("browserVersion", ""))
        result["first"] = _visit(driver, url)
        if result["first"] is None:
            result["error"] = f"the first visit did not reach an enabled Flip in {TIMEOUT:.0f} s"
        else:
            if _until(driver, ALL_KEPT_JS, 60) is None:
                kept = driver.execute_script(KEPT_JS)
                result["error"] = f"not all kept for the next visit after 60 s: {kept}"
            result["again"] = _visit(driver, url)
            timings = driver.execute_script("return window.warTimings || {}")
            result["snapshot"] = bool(timings.get("snapshot"))
    except Exception as error:  # the report says why
        result["error"] = str(error).split("\n")[0]
    finally:
        driver.quit()
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1])
