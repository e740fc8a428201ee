"""A real JupyterLab server on 127.0.0.1 and Debian's Chromium driven by Playwright.

The server is started by these fixtures in a temporary root directory with a
notebook they write, and stopped by its pid (terminate, wait, kill). The
browser is `/usr/bin/chromium` (never a downloaded one), with a fresh profile.
Python state is read back through a second client of the notebook's own
kernel, as a teacher's cell would print it.

`Server(root, app="notebook")` starts Jupyter Notebook 7 the same way
(test_frontends.py, which also runs marimo); `local_only(page)` keeps a page
on 127.0.0.1 and lists whatever else it asked for.
"""

from __future__ import annotations

import json
import os
import queue
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # No host name resolves but the machine's own: a page's call outside fails at once (the
    # tests record such calls from the page's request events; see local_only).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
#: A seed whose classic game lasts more than 1000 rounds (found by `long_seed`).
LONG_GAME = 1000


MEASUREMENTS = Path(tempfile.gettempdir()) / "e2e-measurements.txt"
_STARTED = time.time()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Show the latency and bytes measured by test_play.py, even when output is captured."""
    if MEASUREMENTS.exists() and MEASUREMENTS.stat().st_mtime >= _STARTED:
        terminalreporter.write_sep("-", f"e2e measurements (also in {MEASUREMENTS})")
        for line in MEASUREMENTS.read_text(encoding="utf-8").splitlines():
            terminalreporter.write_line(line)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.slow)


def wait_until(check: Any, timeout: float = 30, what: str = "condition") -> None:
    """Poll ``check`` until it is true; fail after ``timeout`` seconds naming ``what``."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def pile_counts(root: Any, timeout: float = 10) -> list[int]:
    """The numbers the piles under ``root`` show, once every counter has finished counting up.

    The winner's counter counts up while the round's cards fly to it; its true number (Python's)
    is in ``data-count`` from the start. Waits until each shown number equals it, then returns
    the shown numbers.
    """
    seen: list[list[Any]] = []

    def settled() -> bool:
        seen[:] = root.locator(".ww-count").evaluate_all(
            "els => els.map((e) => [e.textContent, e.dataset.count])"
        )
        return all(text == true for text, true in seen)

    wait_until(settled, timeout, "the pile counters to finish counting up")
    return [int(text) for text, _ in seen]


def write_notebook(path: Path, *cells: str) -> None:
    """A notebook of code cells on the python3 kernel, for a test server to open."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, path)


def shoot_sizes(page: Any, name: str, focus: str | None = None) -> None:
    """Screenshots at 1024×700 and 1366×768 (``name_1024.png``...) when
    WAR_WIDGET_SCREENSHOTS names a folder, to look at; ``focus``: a selector scrolled into
    view first."""
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        for width, height in ((1024, 700), (1366, 768)):
            page.set_viewport_size({"width": width, "height": height})
            if focus is not None:
                page.locator(focus).first.scroll_into_view_if_needed()
            page.wait_for_timeout(300)
            page.screenshot(path=str(Path(folder) / f"{name}_{width}.png"))


def run_first_cell(page: Any, server: Server, notebook: str, tries: int = 3) -> None:
    """Run the notebook's first cell in the page, once its kernel is connected and idle.

    The run is seen in the cell's prompt ("[*]:" or "[1]:"); a press the page dropped (the
    prompt still "[ ]:" after 20 s) is tried again, at most ``tries`` times.
    """
    server.wait_connected(notebook)
    run_cell(page, page.locator(".jp-Notebook .jp-Cell").first, notebook, tries)


def run_cell(page: Any, cell: Any, notebook: str, tries: int = 3) -> None:
    """Press Shift+Enter in ``cell`` until its prompt shows it ran ("[*]:" or "[1]:"); a press
    the page dropped (the prompt still "[ ]:" after 20 s) is made again, ``tries`` times."""
    from playwright.sync_api import TimeoutError as NotClicked

    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(tries):
        try:  # a page still busy starting (a dialog, a kernel on its way) may refuse a click
            cell.locator(".cm-content").click(timeout=20_000)
        except NotClicked:
            continue
        page.keyboard.press("Shift+Enter")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if prompt.inner_text().strip() not in ("", "[ ]:"):
                return
            time.sleep(0.2)
    raise AssertionError(f"the first cell of {notebook} did not run after {tries} tries")


def stop_process(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server the tests started, by its pid: SIGTERM, then SIGKILL if it lingers."""
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


def _require_chromium() -> None:
    if not os.access(CHROMIUM, os.X_OK):
        message = f"{CHROMIUM} is missing: install it with `apt-get install chromium`"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def long_seed(rounds: int = LONG_GAME) -> int:
    from war_widget import Game, Rules

    for seed in range(2000):
        g = Game(Rules(), seed=seed)
        while not g.over and g.round <= rounds + 5:
            g.step()
        if not g.over:
            return seed
    raise AssertionError("no long game found")  # pragma: no cover


class Server:
    """A Jupyter server on 127.0.0.1: JupyterLab (``app="jupyterlab"``) or Notebook 7."""

    def __init__(self, root: Path, app: str = "jupyterlab") -> None:
        self.root = root
        self.app = app
        self.port = _free_port()
        self.token = secrets.token_hex(16)
        self.runtime = root / ".runtime"
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ)
        for name, sub in [
            ("JUPYTER_CONFIG_DIR", ".config"),
            ("JUPYTER_RUNTIME_DIR", ".runtime"),
            ("IPYTHONDIR", ".ipython"),
            ("JUPYTERLAB_SETTINGS_DIR", ".settings"),
            ("JUPYTERLAB_WORKSPACES_DIR", ".workspaces"),
        ]:
            (root / sub).mkdir(exist_ok=True)
            env[name] = str(root / sub)
        # The news and update checks would reach outside this machine: off.
        settings = root / ".settings" / "@jupyterlab" / "apputils-extension"
        settings.mkdir(parents=True, exist_ok=True)
        (settings / "notification.jupyterlab-settings").write_text(
            json.dumps({"checkForUpdates": False, "fetchNews": "false"})
        )
        self.log = open(root / "server.log", "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                app,
                "--ServerApp.ip=127.0.0.1",
                f"--ServerApp.port={self.port}",
                "--ServerApp.port_retries=0",
                f"--IdentityProvider.token={self.token}",
                "--ServerApp.open_browser=False",
                "--ServerApp.allow_root=True",
                f"--ServerApp.root_dir={root}",
                *(
                    [
                        "--LabApp.extension_manager=readonly",
                        "--LabApp.news_url=None",
                        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
                    ]
                    if app == "jupyterlab"
                    else []
                ),
            ],
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self._wait_ready()

    def _wait_ready(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.app} exited: {self.log_text()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/status?token={self.token}", timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"{self.app} did not start in {timeout} s: {self.log_text()}")

    def api(self, path: str) -> Any:
        with urllib.request.urlopen(f"{self.url}{path}?token={self.token}", timeout=10) as r:
            return json.loads(r.read())

    def sessions_for(self, notebook: str) -> list[dict[str, Any]]:
        """The server's sessions of this notebook, found by path or by name.

        A session's ``path`` is sometimes an id rather than the notebook's path (Notebook 7
        opened one so on a loaded machine: path "636d…", name "play.ipynb"); its ``name``
        is then the notebook's file name.
        """
        name = Path(notebook).name
        return [
            s
            for s in self.api("/api/sessions")
            if s["path"].endswith(notebook) or s.get("name") == name
        ]

    def wait_connected(self, notebook: str, timeout: float = 90) -> None:
        """Until the page's kernel for this notebook is connected (a websocket open) and idle.

        A cell run before that is dropped: the cell moves on with an empty prompt and nothing
        runs (Notebook 7 on a loaded machine, the session seen with no connection yet).
        """
        deadline = time.monotonic() + timeout
        while True:
            kernels = [s["kernel"] for s in self.sessions_for(notebook)]
            if any(k["connections"] >= 1 and k["execution_state"] == "idle" for k in kernels):
                return
            assert time.monotonic() < deadline, f"no connected, idle kernel for {notebook}"
            time.sleep(0.3)

    def kernel_for(self, notebook: str, timeout: float = 90) -> Kernel:
        """A client of the kernel the page is connected to for this notebook.

        The id is read once that kernel is connected and idle, and read again if the kernel
        does not answer: on a loaded machine the first session's kernel was sometimes not the
        one the page kept, and a client of its connection file waited 90 s for nothing (CI).
        """
        deadline = time.monotonic() + timeout
        while True:
            self.wait_connected(notebook, max(1.0, deadline - time.monotonic()))
            ids = [
                s["kernel"]["id"]
                for s in self.sessions_for(notebook)
                if s["kernel"]["connections"] >= 1
            ]
            connection = self.runtime / f"kernel-{ids[0]}.json" if ids else None
            if connection is not None and connection.exists():
                try:
                    return Kernel(connection, timeout=min(30.0, deadline - time.monotonic()))
                except RuntimeError:
                    pass
            assert time.monotonic() < deadline, (
                f"no kernel answered for {notebook}: {self.api('/api/sessions')}"
            )
            time.sleep(0.5)

    def log_text(self) -> str:
        self.log.flush()
        return (self.root / "server.log").read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        stop_process(self.proc)
        self.log.close()


class Kernel:
    """A second client of the notebook's kernel: runs code, returns what it printed."""

    #: Called after each run: the lab's waits for its page to show what the run changed.
    after_run: Callable[[], None] | None = None

    def __init__(self, connection_file: Path, timeout: float = 30) -> None:
        from jupyter_client import BlockingKernelClient

        self.client = BlockingKernelClient(connection_file=str(connection_file))
        self.client.load_connection_file()
        # No heartbeat: its one second without a beat reads a kernel busy under load (the CI
        # machine's two cores, three test workers) as dead ("Kernel died before replying to
        # kernel_info"); a kernel that is really gone fails the wait below by its timeout.
        self.client.start_channels(hb=False)
        try:
            self.client.wait_for_ready(timeout=max(1.0, timeout))
        except RuntimeError:
            self.client.stop_channels()
            raise

    def run(self, code: str, timeout: float = 60) -> str:
        out = self._run(code, timeout)
        if self.after_run is not None:
            self.after_run()
        return out

    def _run(self, code: str, timeout: float = 60) -> str:
        out: list[str] = []

        def hook(msg: dict[str, Any]) -> None:
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            elif msg["msg_type"] == "error":
                out.append("\n".join(msg["content"]["traceback"]))

        reply = self.client.execute_interactive(code, output_hook=hook, timeout=timeout)
        if reply["content"]["status"] != "ok":
            raise AssertionError(f"kernel error running {code!r}: {''.join(out)}")
        return "".join(out)

    def start(self, code: str) -> str:
        """Run code without waiting (the kernel is busy meanwhile)."""
        return str(self.client.execute(code))

    def wait(self, msg_id: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                reply = self.client.get_shell_msg(timeout=1)
            except queue.Empty:
                continue
            if reply["parent_header"].get("msg_id") == msg_id:
                return
        raise TimeoutError(msg_id)

    def value(self, expr: str) -> Any:
        return json.loads(self._run(f"import json as _j; print(_j.dumps({expr}))"))

    def stop(self) -> None:
        self.client.stop_channels()


@pytest.fixture(scope="session")
def seed() -> int:
    return long_seed()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory, seed: int) -> Iterator[Server]:
    _require_chromium()
    root = tmp_path_factory.mktemp("lab")
    write_notebook(
        root / "play.ipynb",
        f"from war_widget import WarWidget\nw = WarWidget(seed={seed}, speed='fast')\nw",
    )
    srv = Server(root)
    try:
        yield srv
    finally:
        srv.stop()
        shutil.rmtree(root / ".runtime", ignore_errors=True)


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Any]:
    """The one Playwright of the session (its sync API allows only one at a time)."""
    from playwright.sync_api import sync_playwright

    _require_chromium()
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser_context(
    tmp_path_factory: pytest.TempPathFactory, playwright_driver: Any
) -> Iterator[Any]:
    profile = tmp_path_factory.mktemp("chromium-profile")
    context = playwright_driver.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": 1200, "height": 1000},
    )
    try:
        yield context
    finally:
        context.close()


@pytest.fixture(scope="module")
def own_browser(playwright_driver: Any) -> Iterator[Any]:
    """A browser of the module's own (the session's one Playwright), whose contexts may have
    touch, a scale factor or a colour scheme of their own."""
    b = playwright_driver.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    try:
        yield b
    finally:
        b.close()


class Lab:
    """The open notebook: the page, the widget in it, the kernel behind it and the dialogs seen."""

    kernel: Kernel

    def __init__(self, page: Any) -> None:
        self.page = page
        self.dialogs: list[str] = []
        #: (bytes, is the widget's state update) of each widget frame received
        self.frames: list[tuple[int, bool]] = []
        #: what the page's console said (type, text), from the start
        self.console: list[tuple[str, str]] = []
        page.on("dialog", self._on_dialog)
        page.on("websocket", self._on_websocket)
        page.on("console", lambda message: self.console.append((message.type, message.text)))

    def _on_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def _on_websocket(self, ws: Any) -> None:
        def count(payload: str | bytes) -> None:
            data = payload.encode() if isinstance(payload, str) else payload
            # Only the widget's traffic: comm messages and the kernel's status replies to them
            # (their parent is a comm_msg); the test's own kernel client adds other frames.
            if b'"msg_type": "comm_msg"' in data:
                self.frames.append((len(data), b'"method": "update"' in data))

        ws.on("framereceived", count)

    @property
    def widget(self) -> Any:
        return self.page.locator(".ww-root").first

    def testid(self, name: str) -> Any:
        return self.widget.locator(f'[data-testid="{name}"]')

    def counts(self) -> list[int]:
        return pile_counts(self.widget)

    def python_round(self) -> int:
        return int(self.kernel.value("w.round"))

    def caught_up(self) -> None:
        """Wait until the page shows the deal Python is on, quiz on or off as in Python.

        A click the test makes right after changing the widget in Python would otherwise race
        the state update on its way to the page (a Flip pressed before the page knew of the
        quiz plays a round instead of asking; CI saw it under load)."""
        game, quiz = self.kernel.value("(w.game_id, bool(w.quiz))")

        def shown() -> bool:
            root = self.widget
            on = "ww-quiz-on" in (root.get_attribute("class") or "").split()
            return root.get_attribute("data-game") == str(game) and on == quiz

        wait_until(shown, what=f"the page on deal {game} with the quiz {'on' if quiz else 'off'}")

    def wait_python_round(self, n: int, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while self.python_round() != n:
            if time.monotonic() > deadline:
                raise AssertionError(f"Python stayed at round {self.python_round()}, expected {n}")
            time.sleep(0.1)


@pytest.fixture
def lab(lab_page: Lab) -> Lab:
    """The session's play widget in JupyterLab, its page in front: a page left behind another
    tab of the same browser (opened by a later test) is not laid out again, so its notebook
    may show no cells and take no clicks."""
    lab_page.page.bring_to_front()
    return lab_page


def open_lab(page: Any, server: Server, notebook: str) -> Lab:
    """Open ``notebook`` of ``server`` in ``page``, run its first cell and wait for the play
    table's Flip: the Lab (page, widget, a second client of the notebook's kernel)."""
    page.set_default_timeout(60_000)
    lab = Lab(page)  # listens to dialogs and websocket frames from the start
    page.goto(f"{server.url}/lab/tree/{notebook}?reset&token={server.token}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    # Wait for the kernel, then run the widget's cell.
    deadline = time.monotonic() + 90
    sessions: list[dict[str, Any]] = []
    while not sessions and time.monotonic() < deadline:
        sessions = server.sessions_for(notebook)
        time.sleep(0.3)
    assert sessions, f"no kernel session started for {notebook}"
    kernel_id = sessions[0]["kernel"]["id"]
    connection = server.runtime / f"kernel-{kernel_id}.json"
    while not connection.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    lab.kernel = Kernel(connection)
    run_first_cell(page, server, notebook)
    lab.testid("flip").wait_for(state="visible", timeout=90_000)
    lab.kernel.after_run = lab.caught_up
    return lab


@pytest.fixture(scope="session")
def lab_page(server: Server, browser_context: Any) -> Iterator[Lab]:
    page = browser_context.new_page()
    lab = open_lab(page, server, "play.ipynb")
    try:
        yield lab
    finally:
        lab.kernel.stop()
        page.close()


LOCAL_URLS = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")


def local_only(page: Any) -> list[str]:
    """The list, filled as the page runs, of every URL it asked for outside 127.0.0.1.

    Recorded from the page's request events, not intercepted: a route handler of Playwright's
    sync API runs only while the test is inside a Playwright call, so a test waiting in
    Python (for a kernel, say) held every request of the page meanwhile (a Notebook 7 page
    never opened its kernel session). Such a request cannot leave anyway: no host name
    resolves in this browser but 127.0.0.1 (CHROMIUM_ARGS).
    """
    asked: list[str] = []

    def seen(request: Any) -> None:
        if not request.url.startswith(LOCAL_URLS):
            asked.append(request.url)

    page.on("request", seen)
    return asked
