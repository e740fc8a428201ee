"""site_load.py's memory of a lesson tab: the renderer process of a child's page, with its Web
Worker (Python), which runs in it.

Chromium runs a tab in a renderer process (``--type=renderer``), often one it started ahead
(a spare) or kept from the site's previous page, which may keep the service worker. The tab's
renderer is the one whose proportional memory (PSS, ``/proc/PID/smaps_rollup``: what it
shares with the browser's other processes counted in part) grew the most since ``before``
(taken just before the page opened; a new process grew from 0). Its resident memory (RSS)
and PSS are taken once the table is drawn and the page has been quiet for a second.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from site_throttle import renderers


@dataclass
class TabMemory:
    rss: float  # bytes
    pss: float  # bytes
    processes: int  # the renderers of the browser then


def renderers_now() -> dict[int, tuple[int, int]]:
    """The renderer processes of this script's Chromium now: pid -> (RSS, PSS) in bytes."""
    return {pid: _rollup(pid) for pid in renderers(os.getpid())}


def _rollup(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of a process in bytes, from /proc (0, 0 once it is gone)."""
    found = {"Rss:": 0, "Pss:": 0}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as file:
            for line in file:
                parts = line.split()
                if parts and parts[0] in found:
                    found[parts[0]] = int(parts[1]) * 1024
    except OSError:
        return 0, 0
    return found["Rss:"], found["Pss:"]


def tab_memory(before: dict[int, tuple[int, int]]) -> TabMemory | None:
    """The memory of the renderer whose PSS grew the most since `before`; None if none."""
    now = renderers_now()
    if not now:
        return None
    tab = max(now, key=lambda pid: now[pid][1] - before.get(pid, (0, 0))[1])
    return TabMemory(now[tab][0], now[tab][1], len(now))
