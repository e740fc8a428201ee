"""A live class in real Chromium (issue 41): the teacher's `Classroom` in JupyterLab, pupils'
pages served by it under a host name that is not a secure context, as a school's network is.

The pupils' browser maps `class.test` to 127.0.0.1 (`--host-resolver-rules`) and every other
name to nothing; their pages are opened at `http://class.test:PORT/r/CODE`: plain http on a
name that is not loopback, so `isSecureContext` is false and no service worker runs. Three
pupils in two languages join and flip; the dashboard in JupyterLab shows them; one pupil
offline for three flips catches up once back, nothing counted twice; the server restarted on
the same file keeps everything and the same code; a wrong room code adds nothing; no request
of a pupil's page goes anywhere but the class server. The site is `make lite`'s build/lite.
"""

from __future__ import annotations

import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    Kernel,
    Server,
    run_first_cell,
    shoot_sizes,
    wait_until,
    write_notebook,
)

pytestmark = [pytest.mark.e2e, pytest.mark.heavy, pytest.mark.timeout(900)]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
#: The pupils' browser: class.test is the teacher's computer; nothing else resolves.
PUPIL_ARGS = [
    *[a for a in CHROMIUM_ARGS if not a.startswith("--host-resolver-rules")],
    "--host-resolver-rules=MAP class.test 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
PUPILS = [("Ana", "en-GB"), ("Bea", "es-ES"), ("Carlos", "es-ES")]


@pytest.fixture(scope="module")
def built_site() -> Path:
    """make lite's site (up to date: make test-slow builds it first)."""
    done = subprocess.run(["make", "lite"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"make lite failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return SITE


class Teacher:
    """The teacher's notebook in JupyterLab: the page, the dashboard, the kernel."""

    def __init__(self, page: Any, kernel: Kernel) -> None:
        self.page, self.kernel = page, kernel

    @property
    def dashboard(self) -> Any:
        return self.page.locator('[data-testid="classroom"]').first

    def records(self) -> list[dict[str, Any]]:
        return list(self.kernel.value("room.results()"))

    def rounds_of(self, pupil: str) -> int:
        return sum(1 for r in self.records() if r["pupil"] == pupil and r["kind"] == "round")


@pytest.fixture(scope="module")
def teacher(server: Server, browser_context: Any, built_site: Path) -> Iterator[Teacher]:
    write_notebook(
        server.root / "class.ipynb",
        "from war_widget import Classroom\n"
        f'room = Classroom(lesson="01_play", file="class.sqlite", port=0, site=r"{built_site}")\n'
        "room",
    )
    page = browser_context.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{server.url}/lab/tree/class.ipynb?reset&token={server.token}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    deadline = time.monotonic() + 90
    sessions: list[dict[str, Any]] = []
    while not sessions and time.monotonic() < deadline:
        sessions = server.sessions_for("class.ipynb")
        time.sleep(0.3)
    assert sessions, "no kernel for class.ipynb"
    connection = server.runtime / f"kernel-{sessions[0]['kernel']['id']}.json"
    wait_until(connection.exists, timeout=60, what="the kernel's connection file")
    kernel = Kernel(connection)
    run_first_cell(page, server, "class.ipynb")
    t = Teacher(page, kernel)
    t.dashboard.locator('[data-testid="code"]').wait_for(timeout=90_000)
    try:
        yield t
    finally:
        kernel.run("room.close()")
        kernel.stop()
        page.close()


@pytest.fixture(scope="module")
def pupils_browser(playwright_driver: Any) -> Iterator[Any]:
    b = playwright_driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=PUPIL_ARGS)
    try:
        yield b
    finally:
        b.close()


class Pupil:
    def __init__(self, browser: Any, name: str, locale: str) -> None:
        self.name = name
        self.context = browser.new_context(locale=locale, viewport={"width": 1024, "height": 700})
        self.page = self.context.new_page()
        self.page.set_default_timeout(60_000)
        #: every address the page asked for
        self.asked: list[str] = []
        self.page.on("request", lambda request: self.asked.append(request.url))

    @property
    def table(self) -> Any:
        return self.page.locator(".site-table .ww-root")

    def join(self, address: str) -> None:
        self.page.goto(address)
        self.page.locator('[data-testid="join-name"]').fill(self.name)
        self.page.locator('[data-testid="join-go"]').click()
        self.page.locator('.site-stage[data-ready="true"]').wait_for(timeout=180_000)
        self.table.locator('[data-testid="flip"]').wait_for(state="visible")

    def shown(self) -> int:
        return int(self.table.get_attribute("data-shown-round") or 0)

    def flip(self, times: int) -> None:
        for _ in range(times):
            before = self.shown()
            self.table.locator('[data-testid="flip"]').click()
            wait_until(lambda b=before: self.shown() > b, timeout=30, what="the round drawn")

    def status(self) -> str:
        return str(self.page.locator('[data-testid="class-status"]').get_attribute("data-state"))


def test_a_class_joins_plays_reports_catches_up_and_survives_a_restart(
    teacher: Teacher, pupils_browser: Any
) -> None:
    code, port = teacher.kernel.value("[room.code, room.port]")
    address = f"http://class.test:{port}/r/{code}"
    pupils = [Pupil(pupils_browser, name, locale) for name, locale in PUPILS]
    for pupil in pupils:
        pupil.join(address)
    ana, bea, carlos = pupils
    assert ana.page.evaluate("window.isSecureContext") is False
    assert ana.page.evaluate("document.documentElement.lang") == "en"
    assert bea.page.evaluate("document.documentElement.lang") == "es"
    for pupil in pupils:
        pupil.flip(3)
    wait_until(
        lambda: all(teacher.rounds_of(p.name) == 3 for p in pupils),
        timeout=30,
        what="three rounds of each pupil in the teacher's room",
    )
    # The dashboard in JupyterLab names them, with their rounds.
    board = teacher.dashboard
    wait_until(
        lambda: all(p.name in board.inner_text() for p in pupils),
        timeout=10,
        what="every pupil on the dashboard",
    )
    shoot_sizes(teacher.page, "class-dashboard", focus='[data-testid="classroom"]')

    # Offline for three flips: the table plays on, the records wait on the device.
    carlos.context.set_offline(True)
    carlos.flip(3)
    wait_until(lambda: carlos.status() == "kept", timeout=20, what="the records kept on the device")
    assert teacher.rounds_of("Carlos") == 3
    carlos.context.set_offline(False)
    wait_until(lambda: teacher.rounds_of("Carlos") == 6, timeout=60, what="Carlos caught up")

    # A wrong room code: one line saying so, nothing added.
    before = len(teacher.records())
    wrong = "Z" * 6 if code != "Z" * 6 else "Y" * 6
    stray = bea.context.new_page()
    stray.goto(f"http://class.test:{port}/r/{wrong}")
    assert "ninguna clase abierta" in stray.locator("body").inner_text()
    stray.close()
    assert len(teacher.records()) == before

    # The server restarted on the same file: the same room, code and records.
    teacher.kernel.run(
        "room.close()\n"
        f'room = Classroom(lesson="01_play", file="class.sqlite", port={port}, site=r"{SITE}")'
    )
    assert teacher.kernel.value("room.code") == code
    assert len(teacher.records()) == before
    ana.flip(1)
    wait_until(lambda: teacher.rounds_of("Ana") == 4, timeout=60, what="a round after the restart")

    records = teacher.records()
    ids = Counter(r["id"] for r in records)
    assert max(ids.values()) == 1, "a record counted twice"
    for pupil in pupils:
        elsewhere = [
            u
            for u in pupil.asked
            if not u.startswith((f"http://class.test:{port}/", "blob:", "data:"))
        ]
        assert not elsewhere, f"{pupil.name}'s page asked elsewhere: {elsewhere}"
        pupil.context.close()
