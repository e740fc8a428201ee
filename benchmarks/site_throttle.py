"""The slow Chromebook's CPU for site_load.py: Chromium's processes, their stop-and-go, the check.

``Emulation.setCPUThrottlingRate`` slows only the page's main thread in Chromium; the check
(``cpu_check``) measures a busy loop on the page and in a dedicated worker without throttling,
with it (on the page, then sent to the worker's own target too) and with every renderer process
stopped (CPU_RATE - 1)/CPU_RATE of the time.  That stop-and-go is a process of its own:
``slow_renderers`` starts ``site_load.py --throttle-renderers PID RATE`` (the script run
again, with this folder on its path), which runs ``throttle_renderers``.  Also the CPU seconds
Chromium's processes use (from /proc).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from site_server import Server
from site_transfers import Attached

#: The script that runs `throttle_renderers` as a process of its own (--throttle-renderers).
ENTRY = Path(__file__).resolve().with_name("site_load.py")
CPU_RATE = 4
#: One cycle of the renderer processes' stop-and-go (--cpu process), seconds.
PERIOD = 0.010

# A busy loop, its best of 3 in ms: on the page and in a dedicated worker (the CPU check).
BUSY = (
    "function busy(){const t=performance.now();let x=0;for(let i=0;i<4e7;i++){x+=Math.sqrt(i)}"
    "self.sink=x;return performance.now()-t}"
    "function best(){let m=1e9;for(let k=0;k<3;k++)m=Math.min(m,busy());return m}"
)
BUSY_MAIN = f"(() => {{ {BUSY}; return best(); }})()"
MAKE_WORKER = (
    "window.busyWorker = new Worker(URL.createObjectURL(new Blob("
    f"[`{BUSY}; onmessage = () => postMessage(best());`], {{type: 'text/javascript'}}))); 1"
)
BUSY_WORKER = (
    "new Promise((done) => { busyWorker.onmessage = (e) => done(e.data); "
    "busyWorker.postMessage(1); })"
)


# -- Chromium's processes ---------------------------------------------------------------------


def _processes(root: int) -> dict[int, tuple[bytes, float]]:
    """Chromium's processes under `root` (this script): pid -> (command line, CPU seconds)."""
    parents: dict[int, list[int]] = {}
    stats: dict[int, str] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as file:
                stat = file.read()
        except OSError:
            continue
        rest = stat.rsplit(")", 1)[1].split()
        parents.setdefault(int(rest[1]), []).append(int(name))
        stats[int(name)] = stat
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, tuple[bytes, float]] = {}
    todo = [root]
    while todo:
        for pid in parents.get(todo.pop(), []):
            todo.append(pid)
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as file:
                    command = file.read()
            except OSError:
                continue
            if b"chromium" in command.split(b"\0")[0]:
                rest = stats[pid].rsplit(")", 1)[1].split()
                found[pid] = (command, (int(rest[11]) + int(rest[12])) / tick)
    return found


def renderers(root: int) -> list[int]:
    """The renderer processes of the Chromium under `root` (site_memory.py's tab, too)."""
    return [pid for pid, (cmd, _) in _processes(root).items() if b"--type=renderer" in cmd]


def _signal(pids: list[int], sig: int) -> None:
    for pid in pids:
        with suppress(OSError):
            os.kill(pid, sig)


def cpu_seconds(root: int) -> dict[int, tuple[bool, float]]:
    """pid -> (is a renderer, CPU seconds so far) of Chromium's processes."""
    return {pid: (b"--type=renderer" in cmd, cpu) for pid, (cmd, cpu) in _processes(root).items()}


def cpu_used(before: dict[int, tuple[bool, float]], root: int) -> tuple[float, float]:
    """CPU seconds Chromium's renderers and its other processes used since `before`."""
    renderer = other = 0.0
    for pid, (is_renderer, cpu) in cpu_seconds(root).items():
        used = cpu - before.get(pid, (is_renderer, 0.0))[1]
        if is_renderer:
            renderer += used
        else:
            other += used
    return renderer, other


# -- the renderers' stop-and-go ---------------------------------------------------------------


def throttle_renderers(root: int, rate: float) -> None:
    """Run as a process of its own (`--throttle-renderers`): stop the renderer processes under
    `root` for (rate - 1) / rate of the time, in cycles of PERIOD; the pauses are lengthened or
    shortened so that, over the run, exactly 1/rate of the time is spent running. Stops on
    SIGTERM or when `root` is gone, letting every renderer run on."""
    stopping = False

    def stop(*_: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    pids: list[int] = []
    scanned = ran = paused = 0.0
    stopped_at: float | None = None
    try:
        while not stopping and os.getppid() == root:
            if time.monotonic() - scanned > 0.1:
                pids = renderers(root)
                scanned = time.monotonic()
            if stopped_at is not None:
                left = (rate - 1) * ran - paused - (time.monotonic() - stopped_at)
                if left > 0:
                    time.sleep(left)
                paused += time.monotonic() - stopped_at
            started = time.monotonic()
            _signal(pids, signal.SIGCONT)
            time.sleep(PERIOD / rate)
            _signal(pids, signal.SIGSTOP)
            stopped_at = time.monotonic()
            ran += stopped_at - started
    finally:
        _signal(renderers(root), signal.SIGCONT)


@contextmanager
def slow_renderers(rate: float) -> Iterator[None]:
    """Every renderer process of this script's Chromium runs 1/rate of the time, meanwhile."""
    me = os.getpid()
    proc = subprocess.Popen(
        [sys.executable, str(ENTRY), "--throttle-renderers", str(me), str(rate)],
        stdin=subprocess.DEVNULL,
    )
    try:
        time.sleep(0.2)
        yield
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        _signal(renderers(me), signal.SIGCONT)


# -- the CPU check ----------------------------------------------------------------------------


@dataclass
class CpuCheck:
    plain: tuple[float, float]  # busy loop ms: main thread, dedicated worker
    cdp_page: tuple[float, float]
    cdp_worker_answer: str
    cdp_both: tuple[float, float]
    process: tuple[float, float]

    def mode(self, asked: str) -> str:
        if asked != "auto":
            return asked
        reaches_workers = min(self.cdp_page[1], self.cdp_both[1]) > 0.75 * CPU_RATE * self.plain[1]
        return "cdp" if reaches_workers else "process"

    def lines(self) -> list[str]:
        def pair(name: str, ms: tuple[float, float]) -> str:
            return (
                f"  {name:<58} main thread {ms[0]:6.0f} ms (×{ms[0] / self.plain[0]:.1f}), "
                f"worker {ms[1]:6.0f} ms (×{ms[1] / self.plain[1]:.1f})"
            )

        return [
            "CPU check (a busy loop, best of 3, on the page and in a dedicated worker):",
            pair("no throttling", self.plain),
            pair(f"Emulation.setCPUThrottlingRate {CPU_RATE} on the page", self.cdp_page),
            pair("... and sent to the worker's own target too", self.cdp_both),
            f"    (the worker's target answered: {self.cdp_worker_answer})",
            pair(f"renderer processes stopped {CPU_RATE - 1}/{CPU_RATE} of the time", self.process),
        ]


def cpu_check(browser: Any) -> CpuCheck:
    server = Server()
    context = browser.new_context()
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        page.goto(f"{server.url}/site/site.css")

        def measure() -> tuple[float, float]:
            return float(page.evaluate(BUSY_MAIN)), float(page.evaluate(BUSY_WORKER))

        attached = Attached(cdp, {"worker": []})
        page.evaluate(MAKE_WORKER)
        plain = measure()
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_RATE})
        cdp_page = measure()
        # The same command sent to the worker's own target, through the page's session.
        attached.setup["worker"] = [("Emulation.setCPUThrottlingRate", {"rate": CPU_RATE})]
        page.evaluate(MAKE_WORKER)  # a new worker, attached and sent the command as it starts
        cdp_both = measure()
        answer = attached.answers.get(("worker", "Emulation.setCPUThrottlingRate"), "no answer")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        attached.setup["worker"] = []
        page.evaluate(MAKE_WORKER)
        with slow_renderers(CPU_RATE):
            process = measure()
        return CpuCheck(plain, cdp_page, answer, cdp_both, process)
    finally:
        context.close()
        server.stop()
