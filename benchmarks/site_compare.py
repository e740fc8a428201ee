"""Two builds of the lesson site side by side: the slow Chromebook's first visit of each, in turn.

    .venv/bin/python benchmarks/site_compare.py OLD_SITE NEW_SITE [--runs 3] [--cpu auto]

site_load.py measures one build against the JupyterLite REPL; this one measures two builds of
the light host (a copy of build/lite before a change, and after it) in one browser and one
process, so that both see the same machine: each run opens lesson 01 in Polish on the slow
Chromebook (site_visits.py: CPU 4x slower, 10 Mbit/s, 40 ms; ``--cpu`` as in site_load.py)
from each build in turn, the order swapped every run, each build served by tools/serve.py on a
port of its own. Prints, for every visit: seconds to Flip enabled, the load average, the bytes
as transferred by the table, the page's steps (``window.warTimings``, ms since the page
opened) and when each response over 100 kB arrived (started-arrived, ms since the page
opened); then each build's median. Asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

import site_server
import site_transfers
from site_load import CHROMIUM, CHROMIUM_ARGS
from site_throttle import CPU_RATE, cpu_check, slow_renderers
from site_visits import CHROMEBOOK, LIGHT, SLOW_TIMEOUT, Visit, _slow_setup, open_table


def slow_visit(browser: Any, mode: str) -> tuple[Visit, list[str]]:
    """site_visits.slow_visit of the light host, with each large response's arrival."""
    server = site_server.Server()
    context = browser.new_context(viewport=CHROMEBOOK)
    try:
        page = context.new_page()
        _slow_setup(context.new_cdp_session(page), mode)
        transfers = site_transfers.Transfers(context)
        if mode == "process":
            with slow_renderers(CPU_RATE):
                visit = open_table(page, server.url, LIGHT, SLOW_TIMEOUT[LIGHT])
        else:
            visit = open_table(page, server.url, LIGHT, SLOW_TIMEOUT[LIGHT])
        arrivals = []
        if visit.seconds is not None:
            transfers.settle(page, quiet=0.5, limit=5)
            visit.moved = transfers.moved(visit.opened, visit.cutoff)
            for r in transfers.responses():
                if r.body > 100_000 and r.arrived <= visit.cutoff:
                    arrivals.append(
                        f"{r.name[:16]} {r.body / 1e6:.2f} MB "
                        f"{r.started - visit.origin:.0f}-{r.arrived - visit.origin:.0f}"
                    )
        transfers.close()
        return visit, arrivals
    finally:
        context.close()
        server.stop()


def _line(run: int, name: str, visit: Visit) -> str:
    took = f"{visit.seconds:.2f} s" if visit.seconds is not None else f"failed ({visit.error})"
    sent = visit.moved.transferred / 1e6 if visit.moved else 0.0
    steps = {k: round(v) for k, v in visit.timings.items()}
    return (
        f"run {run + 1}, {name}: {took}, load {os.getloadavg()[0]:.2f}, sent {sent:.2f} MB, "
        f"steps {steps}" + (f", page errors {visit.crashes}" if visit.crashes else "")
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("old", type=Path, help="a built site (a copy of build/lite)")
    parser.add_argument("new", type=Path, help="another built site")
    parser.add_argument("--runs", type=int, default=3, help="visits of each build (3)")
    parser.add_argument("--cpu", choices=("auto", "cdp", "process"), default="auto")
    args = parser.parse_args()
    sites = {"old": args.old.resolve(), "new": args.new.resolve()}
    for site in sites.values():
        if not (site / "play" / "01_play.html").is_file():
            sys.exit(f"{site} is not a built lesson site (make lite)")
    from playwright.sync_api import sync_playwright

    got: dict[str, list[Visit]] = {name: [] for name in sites}
    print("load average before:", " ".join(f"{v:.2f}" for v in os.getloadavg()), flush=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            check = cpu_check(browser)
            mode = check.mode(args.cpu)
            print(
                "\n".join(check.lines()), f"\nthe slow Chromebook's CPU: --cpu {mode}", flush=True
            )
            for run in range(max(1, args.runs)):
                for name in ("old", "new") if run % 2 == 0 else ("new", "old"):
                    # The server serves, and the bytes on disk are read from, this build.
                    site_server.SITE = site_transfers.SITE = sites[name]
                    visit, arrivals = slow_visit(browser, mode)
                    got[name].append(visit)
                    print(_line(run, name, visit), flush=True)
                    print("    arrived (ms):", "; ".join(arrivals), flush=True)
        finally:
            browser.close()
    for name, visits in got.items():
        seconds = [v.seconds for v in visits if v.seconds is not None]
        if seconds:
            print(f"{name} ({sites[name]}): median {statistics.median(seconds):.2f} s of "
                  f"{', '.join(f'{s:.2f}' for s in seconds)}")  # fmt: skip
    print("load average after:", " ".join(f"{v:.2f}" for v in os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
