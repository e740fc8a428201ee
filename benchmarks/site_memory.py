"""site_load.py's memory of a lesson tab: the renderer process of a child's page, with its Web
Worker (Python), which runs in it.

Chromium runs a tab in a renderer process (``--type=renderer``), often one it started ahead
(a spare) or kept from the site's previous page, which may keep the service worker. The tab's
renderer is the one whose proportional memory (PSS, ``/proc/PID/smaps_rollup``: what it
shares with the browser's other processes counted in part) grew the most since ``before``
(taken just before the page opened; a new process grew from 0). Its resident memory (RSS),
PSS and private memory are taken once the table is drawn and the page has been quiet for a
second.

Which figure is "a tab's memory": RSS counts every page the process has resident, about 124 MB
of them Chromium's own code (``/usr/lib/chromium/chromium``), which every renderer maps and
shares (measured with ``/proc/PID/smaps`` in session 17: 124 of a lesson tab's 256 MB, 0.3 MB of
it private). The private memory (``Private_Clean`` + ``Private_Dirty``: what no other process
shares, what closing the tab gives back) is what Chromium's task manager calls a tab's memory
footprint. ``blank_tab`` measures an empty tab the same way, as the anchor each figure stands
beside.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any

from site_throttle import renderers


@dataclass
class TabMemory:
    rss: float  # bytes
    pss: float  # bytes
    processes: int  # the renderers of the browser then
    private: float = 0.0  # bytes: Private_Clean + Private_Dirty


def renderers_now() -> dict[int, tuple[int, int, int]]:
    """The renderer processes of this script's Chromium now: pid -> (RSS, PSS, private) in
    bytes."""
    return {pid: _rollup(pid) for pid in renderers(os.getpid())}


def _rollup(pid: int) -> tuple[int, int, int]:
    """(RSS, PSS, private) of a process in bytes, from /proc (zeros once it is gone)."""
    found = {"Rss:": 0, "Pss:": 0, "Private_Clean:": 0, "Private_Dirty:": 0}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as file:
            for line in file:
                parts = line.split()
                if parts and parts[0] in found:
                    found[parts[0]] = int(parts[1]) * 1024
    except OSError:
        return 0, 0, 0
    return found["Rss:"], found["Pss:"], found["Private_Clean:"] + found["Private_Dirty:"]


def tab_memory(before: dict[int, tuple[int, int, int]]) -> TabMemory | None:
    """The memory of the renderer whose PSS grew the most since `before`; None if none."""
    now = renderers_now()
    if not now:
        return None
    tab = max(now, key=lambda pid: now[pid][1] - before.get(pid, (0, 0, 0))[1])
    rss, pss, private = now[tab]
    return TabMemory(rss, pss, len(now), private)


#: The anchor: a page with a line of text and nothing to run.
BLANK = "data:text/html,<!doctype html><title>empty</title><p>An empty tab.</p>"


def blank_tab(browser: Any) -> TabMemory | None:
    """An empty tab's memory, measured as a lesson tab's is (a fresh context, one second
    quiet after it loaded)."""
    context = browser.new_context(viewport={"width": 1024, "height": 700})
    try:
        running = renderers_now()
        page = context.new_page()
        page.goto(BLANK)
        time.sleep(1)
        return tab_memory(running)
    finally:
        context.close()
