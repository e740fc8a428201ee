"""The lessons as a static website (JupyterLite: Python in the browser) in Chromium.

`make lite` builds build/lite/ from this checkout (make skips it when nothing changed since the
last build; a fresh clone builds it from nothing). The test serves that folder as `make serve`
does (tools/serve.py) on 127.0.0.1 (started here, stopped by its pid), and fails if the page,
its workers or the kernel ask for anything anywhere else: the Pyodide runtime and every wheel
must come from the site. Timings are printed and written to $TMPDIR/e2e-measurements.txt,
never asserted.
"""

from __future__ import annotations

import fcntl
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    _free_port,
    _require_chromium,
    pile_counts,
    stop_process,
    wait_until,
)

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
MEASUREMENTS = Path(tempfile.gettempdir()) / "e2e-measurements.txt"
LOCAL = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")
#: The simulation of notebook 03 (the kernel's module on the browser's WebAssembly) gets a
#: generous time: a loaded CI machine runs the whole lesson site beside it.
SIMULATION_TIMEOUT_S = 300
SHOTS = Path(tempfile.gettempdir()) / "lite-screenshots"
#: A classroom Chromebook's screen.
CHROMEBOOK = {"width": 1024, "height": 700}
SHOTS.mkdir(exist_ok=True)


# Building the site from nothing (a fresh clone) and Pyodide's pure-Python simulation take longer
# than the suite's default of 300 s per test.
# The built site in the browser: make test-slow runs it (heavy), make test does not.
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]
NOTES: list[str] = []


def note(line: str) -> None:
    print(line)
    NOTES.append(line)


@pytest.fixture(scope="session")
def lite_notes() -> Iterator[None]:
    """Adds the timings to the e2e measurements at the end of the session, after test_play.py
    (which starts that file afresh) has written its own; conftest.py shows them."""
    yield
    old = MEASUREMENTS.read_text(encoding="utf-8").splitlines() if MEASUREMENTS.exists() else []
    lines = [line for line in old if not line.startswith("lite:")] + NOTES
    MEASUREMENTS.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


@pytest.fixture(scope="module")
def site_url(tmp_path_factory: pytest.TempPathFactory, lite_notes: None) -> Iterator[str]:
    _require_chromium()
    log = tmp_path_factory.mktemp("lite") / "make-lite.log"
    started = time.monotonic()
    # One build at a time in this tree: two pytest workers (-n 2) once built it together and
    # emptied build/lite/play under each other. The other waits, then finds it up to date.
    (ROOT / "build").mkdir(exist_ok=True)
    with log.open("wb") as out, (ROOT / "build" / "lite.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = subprocess.run(
            ["make", "lite"], cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, check=False
        )
    text = log.read_text(errors="replace")
    assert done.returncode == 0, f"make lite failed:\n{text[-4000:]}"
    built = "The lessons' website is in" in text
    note(f"lite: make lite {'built the site' if built else 'found it up to date'} "
         f"in {time.monotonic() - started:.1f} s")  # fmt: skip
    url, server = serve(SITE)
    try:
        yield url
    finally:
        stop_process(server)


def serve(folder: Path) -> tuple[str, subprocess.Popen[bytes]]:
    """The site served the README's way (`make serve`: tools/serve.py, which sends the
    precompressed copies), on a free port of 127.0.0.1; stop it with stop_process."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "serve.py"), str(folder), "--bind", "127.0.0.1",
         "--port", str(port), "--quiet"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: _answers(url), timeout=20, what="the static server")
    except BaseException:
        stop_process(server)
        raise
    return url, server


def _answers(url: str) -> bool:
    import urllib.request

    try:
        with urllib.request.urlopen(f"{url}/index.html", timeout=2):
            return True
    except OSError:
        return False


class Site:
    """The site in one Chromium tab, with every request that tried to leave 127.0.0.1."""

    def __init__(self, context: Any, url: str) -> None:
        self.url = url
        self.outside: list[str] = []
        self.errors: list[str] = []
        #: bytes of each file fetched, as the server announced them (the service worker passes
        #: most requests on, so they arrive twice: each file is counted once)
        self.sizes: dict[str, int] = {}
        # Recorded, not intercepted (see conftest.local_only): no outside host resolves.
        context.on("request", self._request)
        context.on("response", self._response)
        self.page = context.new_page()
        self.page.set_default_timeout(60_000)
        self.page.on("console", self._console)
        #: uncaught exceptions in the page (a widget that failed to draw, for one)
        self.crashes: list[str] = []
        self.page.on("pageerror", lambda error: self.crashes.append(str(error)))

    def _request(self, request: Any) -> None:
        if not request.url.startswith(LOCAL):
            self.outside.append(request.url)

    def _response(self, response: Any) -> None:
        self.sizes[response.url.split("?")[0]] = int(response.headers.get("content-length") or 0)

    def _console(self, message: Any) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def open(self, path: str) -> float:
        """Open a lesson; returns the seconds from page load to the kernel ready (idle)."""
        started = time.monotonic()
        self.page.goto(f"{self.url}/{path}")
        self.page.locator(".jp-Notebook .jp-Cell").first.wait_for()
        # The status bar: "Python (Pyodide) | Connecting", "| Starting", then "| Idle".
        status = self.page.locator(".jp-StatusBar-TextItem", has_text="Python (Pyodide) |")
        wait_until(
            lambda: status.count() and "Idle" in status.first.inner_text(),
            timeout=180,
            what="the kernel",
        )
        return time.monotonic() - started

    def menu(self, menu: str, item: str) -> None:
        self.page.locator(".lm-MenuBar-itemLabel", has_text=menu).click()
        self.page.locator(".lm-Menu-itemLabel", has_text=item).first.click()

    def wait_executed(self, cells: Any = None, timeout: float = 120) -> None:
        """The code cells (all, or those given) have run and none wrote an error."""
        cells = cells or self.page.locator(".jp-CodeCell")

        def done() -> bool:
            prompts = cells.locator(".jp-InputPrompt").all_text_contents()
            return all(p.strip() not in ("[ ]:", "[*]:", "") for p in prompts)

        wait_until(done, timeout=timeout, what="every code cell to run")
        self.assert_no_errors()

    def assert_no_errors(self) -> None:
        errors = self.page.locator('.jp-OutputArea-output[data-mime-type*="stderr"]')
        texts = [t for t in errors.all_inner_texts() if "Traceback" in t or "Error" in t]
        assert not texts, f"a cell failed:\n{texts[0][-2000:]}"

    def python(self, code: str, timeout: float = 60) -> str:
        """Run code in a new cell at the end of the lesson, as a teacher would; its output."""
        page = self.page
        page.locator(".jp-Notebook .jp-Cell").last.click()
        page.keyboard.press("Escape")
        page.keyboard.press("b")
        cell = page.locator(".jp-Notebook .jp-Cell").last
        cell.locator(".cm-content").click()
        page.keyboard.insert_text(code)
        page.keyboard.press("Control+Enter")  # runs it and stays on it
        output = cell.locator(".jp-OutputArea-output")
        output.first.wait_for(timeout=timeout * 1000)
        self.assert_no_errors()
        return str(output.first.text_content())

    def value(self, expr: str) -> Any:
        return json.loads(self.python(f"import json; print(json.dumps({expr}))"))


@pytest.fixture(scope="module")
def browser(playwright_driver: Any) -> Iterator[Any]:
    chromium = playwright_driver.chromium.launch(
        executable_path=CHROMIUM,
        headless=True,
        # Names other than 127.0.0.1 resolve nowhere: what the routes miss cannot leave either.
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
    )
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture
def site(site_url: str, browser: Any) -> Iterator[Site]:
    """A fresh browser profile for each lesson, as on a learner's first visit."""
    context = browser.new_context(viewport=CHROMEBOOK)
    site = Site(context, site_url)
    try:
        yield site
        assert not site.outside, f"the site asked for {site.outside}"
        assert not site.crashes, f"uncaught errors in the page: {site.crashes}"
    finally:
        context.close()


def widget(site: Site, n: int = 0) -> Any:
    return site.page.locator(".ww-root").nth(n)


def shown_round(table: Any) -> int:
    return int(table.get_attribute("data-shown-round") or 0)


def counts(table: Any) -> list[int]:
    """The piles' numbers as the table shows them, once the winner's has finished counting up."""
    return pile_counts(table)


def test_play_lesson_runs_in_the_browser(site: Site) -> None:
    ready = site.open("lab/index.html?path=01_play.ipynb")  # the teacher's JupyterLab
    current = site.page.locator(
        ".jp-mod-current .lm-TabBar-tabLabel, .lm-mod-current .lm-TabBar-tabLabel"
    )
    assert "01_play.ipynb" in current.all_inner_texts()
    mb = sum(site.sizes.values()) / 1e6
    note(f"lite: JupyterLab, page load to kernel ready: {ready:.1f} s, {mb:.1f} MB downloaded")
    started = time.monotonic()
    site.menu("Run", "Run All Cells")
    ladder = widget(site)  # the youngest start on the ladder: the numbers 1 to 5
    ladder.locator('[data-testid="flip"]').wait_for(state="visible", timeout=120_000)
    note(f"lite: Run All to the first widget drawn: {time.monotonic() - started:.1f} s")
    site.wait_executed()
    assert counts(ladder) == [10, 10]
    table = widget(site, 1)  # then the full deck
    # Run All leaves the child's table at round 0: Python's five flips are on the last table,
    # dealt the same cards (the lesson's last widget).
    python_table = widget(site, site.page.locator(".ww-root").count() - 1)
    wait_until(lambda: shown_round(python_table) == 5, what="round 5 on Python's table")
    assert shown_round(table) == 0
    before = counts(table)
    assert before == [26, 26]

    started = time.monotonic()
    table.locator('[data-testid="flip"]').click()
    wait_until(lambda: shown_round(table) == 1, what="round 1 on the table")
    note(f"lite: flip latency (click to the new round drawn): {time.monotonic() - started:.2f} s")
    wait_until(lambda: counts(table) != before, what="the counts to change")  # a round moves cards
    assert sum(counts(table)) == 52
    state = site.value('{"round": table.round, "counts": list(table.counts)}')
    assert state == {"round": 1, "counts": counts(table)}
    table.scroll_into_view_if_needed()
    site.page.screenshot(path=str(SHOTS / "lite-01-play.png"))

    # A request for another address never leaves: the page's own Content-Security-Policy
    # (tools/serve.py) refuses it before it is sent, so the record of requests (site.outside,
    # which would see one the policy let through) stays empty.
    assert not site.outside, f"the site asked for {site.outside}"
    blocked = site.page.evaluate(
        """() => new Promise((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(e.blockedURI));
          fetch("https://example.invalid/x.whl").catch(() => null);
          setTimeout(() => resolve(null), 10000);
        })"""
    )
    assert blocked == "https://example.invalid/x.whl"
    site.page.wait_for_timeout(200)  # (Playwright delivers the page's events while it is called)
    assert not site.outside, f"the site asked for {site.outside}"


def test_counting_lesson_quiz(site: Site) -> None:
    site.open("lab/index.html?path=02_counting.ipynb")
    site.menu("Run", "Run All Cells")
    site.wait_executed()
    table = widget(site, 2)  # after the ladder's two tables (1-5, then 1-10)
    question = site.value("bigger.question")
    assert question["round"] == 1 and question["kind"] == "compare"
    table.locator('[data-testid="flip"]').click()
    # The question's cards are on the table, as buttons to tap, under the question. (Pyodide's
    # kernel sends Python's None as undefined: the widget once crashed on it and lost the prompt.)
    table.locator(".ww-option").first.wait_for(state="visible")
    prompt = table.locator('[data-testid="quiz-prompt"]')
    prompt.wait_for(state="visible")
    assert prompt.inner_text().startswith("Which card is bigger?")
    assert table.locator('[data-testid="quiz-same"]').is_visible()
    answer = site.value("bigger._answer")
    target = "quiz-same" if answer == "tie" else f"option-{answer}"
    table.locator(f'[data-testid="{target}"]').click()
    wait_until(lambda: site.value("bigger.round") == 1, what="Python to play the round")
    assert site.value("bigger.score") == {"right": 1, "retry": 0, "wrong": 0}
    wait_until(lambda: shown_round(table) == 1, what="round 1 on the table")
    table.screenshot(path=str(SHOTS / "lite-02-quiz.png"))


def test_probability_lesson_simulates(site: Site) -> None:
    site.open("lab/index.html?path=06_probability_more.ipynb")
    cell = site.page.locator(
        ".jp-CodeCell", has_text='simulate(Rules.preset("classic"), GAMES'
    ).first
    cell.locator(".cm-content").click()
    site.page.keyboard.press("Escape")
    started = time.monotonic()
    site.menu("Run", "Run All Above Selected Cell")
    site.menu("Run", "Run Selected Cell")
    output = cell.locator(".jp-OutputArea-output").first
    output.wait_for(timeout=SIMULATION_TIMEOUT_S * 1000)
    site.wait_executed(cell, timeout=SIMULATION_TIMEOUT_S)
    games = site.value("classic.summary().games")
    note(f"lite: 06_probability_more's first simulation ({games:,} games) ran in "
         f"{time.monotonic() - started:.1f} s")  # fmt: skip
    mean = site.value("round(classic.summary().mean_rounds)")
    assert games > 0 and f"Average {mean} rounds" in (output.text_content() or "")


def test_the_class_experiment_runs_in_the_browser(site: Site) -> None:
    """03_probability in the browser's Python: every cell runs (the printable sheet's links,
    the tallies, as many simulated games as on a computer: the kernel runs in WebAssembly
    there too), a result typed into the first tally is counted, the
    sheet's link downloads the page, and the table's Settings link opens its deal's sheet."""
    site.open("lab/index.html?path=03_probability.ipynb")
    started = time.monotonic()
    site.menu("Run", "Run All Cells")
    site.wait_executed(timeout=SIMULATION_TIMEOUT_S)
    note(f"lite: 03_probability ran every cell in {time.monotonic() - started:.1f} s")
    assert site.value("[GAMES, FAST]") == [20_000, True]
    tally = site.page.locator(".ww-tally").first
    count = tally.locator('[data-testid="count"]')
    for i, answer in enumerate(("no", "yes", "no", "no"), 1):
        tally.locator('[data-testid="input"]').fill(answer)
        tally.locator('[data-testid="input"]').press("Enter")
        wait_until(lambda i=i: count.inner_text().startswith(f"{i} result"), what=f"result {i}")
    share = tally.locator('[data-testid="share"]')
    wait_until(lambda: "(1 of 4)" in share.inner_text(), what="the class's share drawn")
    links = site.page.locator(".war-widget-sheets a")
    links.first.scroll_into_view_if_needed()
    # the record sheet on two papers, each with its answer key apart; then the full deck to
    # cut out (sheets.LESSON_CARDS), on two papers
    assert links.count() == 4 + 2
    with site.page.expect_download() as got:
        links.first.click()
    assert got.value.suggested_filename.startswith("war-sheet-record-en-a4-")
    assert "answers" not in got.value.suggested_filename
    with site.page.expect_download() as got:
        links.nth(1).click()
    assert got.value.suggested_filename.startswith("war-sheet-record-en-a4-")
    assert "answers" in got.value.suggested_filename
    # The table's Settings link opens its deal's sheet in a new tab, from the browser's Python.
    table = widget(site)
    table.scroll_into_view_if_needed()
    table.locator('[data-testid="settings-toggle"]').click()
    link = table.locator('[data-testid="sheet-link"]')
    assert link.inner_text() == "Printable sheet: Who wins? (A4)"
    with site.page.context.expect_page() as opened:
        link.click()
    sheet = opened.value
    sheet.wait_for_load_state()
    assert sheet.url.startswith("blob:") and sheet.title() == "Who wins?"
    assert sheet.locator("section.page").count() == 2  # the pupils' pages; the key is apart
    assert sheet.locator("section.page.key").count() == 0
    sheet.close()
    table.locator('[data-testid="settings-close"]').click()
    # (Last: a cell run at the end scrolls the notebook, and cells out of view are not drawn.)
    assert site.value("first.results") == [0, 1, 0, 0]
