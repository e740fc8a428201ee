"""The visits site_load.py times: each host's child page opened until Flip is enabled.

A first visit, a return visit and one with the server stopped (``visits``), and a first visit on
the slow Chromebook (``slow_visit``), each with a server of its own.  A visit's bytes count the
responses that arrived by its ``cutoff``: the moment the light host's page drew the table
(``window.warTimings.drawn``), else the moment Flip was seen enabled.  The light host's first
visit is over once its service worker has kept the runtime (``body[data-offline="ready"]``) and
Python's memory snapshot (``body[data-snapshot="kept"]``, js/host/worker.ts), as when a child
comes back another day.  The tab's memory (site_memory.py) is taken after each first and return
visit, once the page has been quiet for a second.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from site_memory import TabMemory, renderers_now, tab_memory
from site_server import Server
from site_throttle import CPU_RATE, cpu_seconds, cpu_used, slow_renderers
from site_transfers import Attached, Moved, Transfers

#: A classroom Chromebook's screen.
CHROMEBOOK = {"width": 1024, "height": 700}
NETWORK = {  # CDP Network.emulateNetworkConditions: 40 ms, 10 Mbit/s down and up
    "offline": False,
    "latency": 40,
    "downloadThroughput": 1_250_000,
    "uploadThroughput": 1_250_000,
}
LIGHT, REFERENCE = "light host", "JupyterLite REPL (reference)"
REPL_CODE = 'from war_widget import WarWidget\nWarWidget(speak=True, lang="pl")'
TIMEOUT = {LIGHT: 180.0, REFERENCE: 180.0}
SLOW_TIMEOUT = {LIGHT: 300.0, REFERENCE: 400.0}
OFFLINE_TIMEOUT = {LIGHT: 60.0, REFERENCE: 30.0}
STEPS = ("python", "imported", "made", "drawn")

#: Which page each host opens, and what "ready" means there.
PAGES = {
    LIGHT: "play/01_play.html?lang=pl",
    REFERENCE: "repl/index.html?kernel=python&showBanner=0&hideCodeInput=1&code="
    + quote(REPL_CODE, safe=""),
}
STAGE = {LIGHT: '.site-stage[data-ready="true"]', REFERENCE: None}
FLIP = {LIGHT: '.site-table [data-testid="flip"]', REFERENCE: '.ww-root [data-testid="flip"]'}
#: Playwright's "visible" and "enabled", checked at once in the page every 50 ms; the answer is
#: [ms since the page opened, the page's time origin in ms since 1970].
READY_JS = """([stage, flip]) => {
  if (stage && !document.querySelector(stage)) return false;
  const el = document.querySelector(flip);
  if (!el || el.disabled || el.closest('fieldset[disabled]')
      || el.getAttribute('aria-disabled') === 'true') return false;
  const box = el.getBoundingClientRect();
  if (!(box.width > 0 && box.height > 0) || getComputedStyle(el).visibility !== 'visible')
    return false;
  return [performance.now(), performance.timeOrigin];
}"""


@dataclass
class Visit:
    seconds: float | None = None  # goto start -> Flip enabled; None: not ready in time
    error: str = ""
    timings: dict[str, float] = field(default_factory=dict)  # the light host's steps, ms
    moved: Moved | None = None  # by the cutoff
    cpu: tuple[float, float] | None = None  # renderer, other CPU seconds
    played: bool | None = None
    crashes: list[str] = field(default_factory=list)
    opened: float = 0.0  # goto's start, ms since 1970
    origin: float = 0.0  # the page's time origin, ms since 1970
    ready_at: float = 0.0  # Flip enabled, ms since 1970 (the page's clock)
    kept: Moved | None = None  # the light host: moved after the table (the service worker's copy)
    memory: TabMemory | None = None  # the tab's renderer processes, after the visit
    waited: str = ""  # the light host's first visit: what was not kept for the next one in time

    @property
    def cutoff(self) -> float:
        """The table drawn (the page's warTimings.drawn), else Flip seen enabled; ms since 1970."""
        drawn = self.timings.get("drawn")
        if drawn is not None and self.origin > 0:
            return min(self.origin + drawn, self.ready_at)
        return self.ready_at


def open_table(page: Any, url: str, host: str, timeout: float) -> Visit:
    """Open the host's child page; seconds from goto to Flip visible and enabled."""
    visit = Visit()
    page.on("pageerror", lambda error: visit.crashes.append(str(error)[:200]))
    started = time.monotonic()
    visit.opened = time.time() * 1000
    try:
        page.goto(f"{url}/{PAGES[host]}", wait_until="commit", timeout=timeout * 1000)
        left = max(1.0, timeout - (time.monotonic() - started))
        handle = page.wait_for_function(
            READY_JS, arg=[STAGE[host], FLIP[host]], polling=50, timeout=left * 1000
        )
        visit.seconds = time.monotonic() - started
        now, visit.origin = handle.json_value()
        visit.ready_at = visit.origin + now
    except Exception as error:  # a timeout, or the page could not load
        visit.error = str(error).split("\n")[0][:120]
        return visit
    if host == LIGHT:
        visit.timings = page.evaluate("window.warTimings") or {}
    return visit


def plays(page: Any) -> bool:
    """One click on Flip shows round 1."""
    try:
        page.locator('.ww-root [data-testid="flip"]').first.click(timeout=10_000)
        page.wait_for_function(
            "() => document.querySelector('.ww-root')?.dataset.shownRound === '1'",
            timeout=10_000,
        )
        return True
    except Exception:
        return False


def _first_visit(context: Any, transfers: Transfers, url: str, host: str) -> Visit:
    """A first visit; once the light host's service worker has kept the runtime, its bytes:
    by the cutoff, and after it (`kept`)."""
    me = os.getpid()
    running = renderers_now()
    page = context.new_page()
    before = cpu_seconds(me)
    first = open_table(page, url, host, TIMEOUT[host])
    if first.seconds is not None:
        first.cpu = cpu_used(before, me)
        if host == LIGHT:
            first.waited = _kept(page)
        transfers.settle(page)
        time.sleep(1)
        first.memory = tab_memory(running)
        first.moved = transfers.moved(first.opened, first.cutoff)
        first.kept = transfers.moved(first.opened, time.time() * 1000, after=first.cutoff)
    page.close()
    return first


def _kept(page: Any) -> str:
    """Wait until the light host's service worker has kept the runtime and Python's snapshot
    (up to 120 s in all); what was not kept in time, in words ("" when both were)."""
    missing = []
    for name, script in (
        ("the runtime", "() => document.body.dataset.offline === 'ready'"),
        ("Python's snapshot", "() => document.body.dataset.snapshot === 'kept'"),
    ):
        try:
            page.wait_for_function(script, timeout=60_000)
        except Exception:
            missing.append(name)
    return " and ".join(missing)


def visits(browser: Any, host: str, offline: bool) -> dict[str, Visit]:
    """A first visit (fresh context), a return visit and, if `offline`, a return visit with the
    server stopped; a server of their own."""
    out: dict[str, Visit] = {}
    server = Server()
    context = browser.new_context(viewport=CHROMEBOOK)
    transfers = Transfers(context)
    try:
        out["first"] = _first_visit(context, transfers, server.url, host)
        if out["first"].seconds is None:
            return out

        running = renderers_now()
        page = context.new_page()
        again = out["return"] = open_table(page, server.url, host, TIMEOUT[host])
        if again.seconds is not None:
            transfers.settle(page, quiet=0.5, limit=10)
            again.moved = transfers.moved(again.opened, again.cutoff)
            time.sleep(1)
            again.memory = tab_memory(running)
        page.close()

        if offline:
            server.stop()
            page = context.new_page()
            off = out["offline"] = open_table(page, server.url, host, OFFLINE_TIMEOUT[host])
            if off.seconds is not None:
                off.played = plays(page)
            page.close()
    finally:
        transfers.close()
        context.close()
        server.stop()
    return out


def _slow_setup(cdp: Any, cpu_mode: str) -> Attached:
    """The slow Chromebook's network on the page and its service workers; with `cpu_mode`
    "cdp", its CPU on the page and its dedicated workers."""
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", NETWORK)
    setup: dict[str, list[tuple[str, dict[str, Any]]]] = {
        "service_worker": [
            ("Network.enable", {}),
            ("Network.emulateNetworkConditions", NETWORK),
        ]
    }
    if cpu_mode == "cdp":
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_RATE})
        setup["worker"] = [("Emulation.setCPUThrottlingRate", {"rate": CPU_RATE})]
    return Attached(cdp, setup)


def slow_visit(browser: Any, host: str, cpu_mode: str) -> tuple[Visit, dict[str, str]]:
    """A first visit on the slow Chromebook; also the answers of the attached workers."""
    server = Server()
    context = browser.new_context(viewport=CHROMEBOOK)
    try:
        page = context.new_page()
        attached = _slow_setup(context.new_cdp_session(page), cpu_mode)
        transfers = Transfers(context)
        if cpu_mode == "process":
            with slow_renderers(CPU_RATE):
                visit = open_table(page, server.url, host, SLOW_TIMEOUT[host])
        else:
            visit = open_table(page, server.url, host, SLOW_TIMEOUT[host])
        if visit.seconds is not None:
            transfers.settle(page, quiet=0.5, limit=5)  # the responses' last events
            visit.moved = transfers.moved(visit.opened, visit.cutoff)
        transfers.close()
        answers = {f"{kind} {method}": a for (kind, method), a in attached.answers.items()}
        if not attached.seen:
            answers["(attached)"] = "none"
        return visit, answers
    finally:
        context.close()
        server.stop()
