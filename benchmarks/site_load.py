"""How long a child's lesson table takes to open: the light host against the JupyterLite REPL.

    .venv/bin/python benchmarks/site_load.py [--runs 3] [--quick] [--cpu auto|cdp|process]
        [--site FOLDER] [--webkit-runs N]

WebKit's row needs Debian's WebKitGTK driver and a virtual display (benchmarks are not run in
CI, so nothing installs them there): ``apt-get install -y webkit2gtk-driver xvfb``, and
Selenium (the dev extra pins it); without them the row says what is missing.

Serves build/lite/ the README's way (``tools/serve.py``, which sends the precompressed .br/.gz
copies; ``make lite`` is run first only when the site is missing), a server of its own for
each visit sequence on a free port of 127.0.0.1, and opens lesson 01 in Polish in Debian's
Chromium (/usr/bin/chromium, headless, driven by Playwright; no other host resolves):

* light host (new) -- ``play/01_play.html?lang=pl``: Pyodide in a Web Worker, the widget's own
  front-end on the page, a service worker (``play/sw.js``) that keeps everything.  Ready when
  ``.site-stage[data-ready="true"]`` exists and ``.site-table [data-testid="flip"]`` is visible
  and enabled; ``window.warTimings`` then has the page's steps (ms since the page opened:
  Python started, the package imported, the widget made, the table drawn).
* JupyterLite REPL (the reference: the old children's page) --
  ``repl/index.html?kernel=python&showBanner=0&hideCodeInput=1&code=...`` running
  ``WarWidget(speak=True, lang="pl")``; ready when ``.ww-root [data-testid="flip"]`` is
  visible and enabled.

Measured, each host in turn (interleaved, the order swapped every run):

1. first visit -- a fresh browser context: ``goto`` start to Flip enabled, seconds;
2. the same on a slow Chromebook -- network: CDP ``Network.emulateNetworkConditions`` (40 ms,
   10 Mbit/s down and up) on the page (its dedicated workers' requests follow the page's) and
   on its service workers (attached as they start, through the page's session); CPU 4x
   slower: CDP ``Emulation.setCPUThrottlingRate`` slows only the page's main thread in
   Chromium (the check at the start measures a busy loop on the page and in a worker, and
   whether a worker target takes the command).  ``--cpu auto`` (the default) uses CDP when
   it reaches the workers, otherwise stops every renderer process of the browser (the page,
   its workers, its service worker, V8's compiler threads) for 3/4 of each 10 ms
   (SIGSTOP/SIGCONT from a small process of its own); ``--cpu cdp`` or ``process`` forces one.
   The output says which was used and what it slowed;
3. return visit -- the same context, a new page, once the first visit is over (the light
   host: once its service worker has kept the runtime, ``body[data-offline="ready"]``);
4. bytes on a first visit as transferred, until the table is there: every response of the
   page, its workers and service workers that came over the network and arrived (its last
   byte) by the moment the light host's page drew the table (``window.warTimings.drawn``, ms
   since the page's time origin), for the reference by the moment Flip was seen enabled
   (encoded body + headers, from Playwright's ``request.sizes()``; responses a service worker
   answered are counted where it fetched them); the number of responses (and of them the 304s,
   with no body), of files (the addresses of responses with a body) and the files'
   uncompressed sizes; the network's last byte is the last of those responses'.  The light
   host's service worker revalidates the runtime right after the table (304s): those are
   counted apart, "after the table".  Playwright gives the worker scripts' bodies
   (``play/sw.js``, ``play/host-worker.js``) as 0: their size is taken from the file on disk
   that tools/serve.py sent (its .br copy), and the output names them;
5. return visit with the server stopped (its own server, stopped by pid): plays = the table is
   ready and one click on Flip makes ``.ww-root[data-shown-round]`` "1".  Every run for the
   light host; the reference is tried once (last run) with a short timeout;
6. the memory of a lesson tab: the private memory (RSS and PSS beside it) of the page's
   renderer process, where its Web Worker (Python) runs: the renderer whose memory grew the
   most during the visit, after a first visit and after a return visit; and an empty tab's,
   measured the same way, as the anchor (``site_memory.py`` says why private);
7. WebKit (WebKitGTK, Safari's engine): a first visit of the light host's page, and a return
   visit, each run a fresh session of Debian's ``WebKitWebDriver`` under ``xvfb-run``, driven by
   Selenium (``site_webkit.py``).

The light host's return visit starts Python from the memory snapshot its first visit took
(``warTimings.snapshot`` is 1 then; js/host/worker.ts): the first visit is over once the service
worker has kept it.  ``--site FOLDER`` measures another build of the site (an earlier one, to
compare beside it).

Also the light host's step timings, the network's last byte and the browser's CPU seconds on a
first visit (where the time goes), the cores, load average and Chromium's version.  ``--quick``:
one run, without the reference's slow-Chromebook visit (about 70 s).  The goals in the table
are the light host's; they are printed, not checked.  Prints; asserts nothing.

Split by job: ``site_server.py`` (build/lite and its server), ``site_transfers.py`` (the bytes
and the CDP attachment of workers), ``site_throttle.py`` (the slow Chromebook's CPU: the
renderers' stop-and-go, run as ``site_load.py --throttle-renderers PID RATE``, and the CPU
check), ``site_visits.py`` (the visits), ``site_memory.py`` (a tab's memory), ``site_webkit.py``
(WebKit's visits), ``site_report.py`` (the printed report); run this
file as a script (its folder is then on Python's path, as for the other benchmarks).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import site_server
from site_memory import blank_tab
from site_report import Results, report
from site_server import ROOT, Server
from site_throttle import cpu_check, throttle_renderers
from site_visits import LIGHT, REFERENCE, Visit, slow_visit, visits
from site_webkit import WebKitVisits, webkit_visits

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
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="first visits of each kind (3)")
    parser.add_argument(
        "--quick", action="store_true", help="1 run, without the reference's slow-Chromebook visit"
    )
    parser.add_argument(
        "--cpu",
        choices=("auto", "cdp", "process"),
        default="auto",
        help="how the slow Chromebook's CPU is made (see the docstring)",
    )
    parser.add_argument(
        "--site", type=os.path.abspath, help="the built site to measure (default: build/lite)"
    )
    parser.add_argument(
        "--webkit-runs", type=int, default=None, help="WebKit sessions (default: as --runs)"
    )
    parser.add_argument("--throttle-renderers", nargs=2, type=float, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    if args.throttle_renderers:  # site_throttle.slow_renderers runs this file with it
        root, rate = args.throttle_renderers
        throttle_renderers(int(root), rate)
        return 0
    runs = 1 if args.quick else max(1, args.runs)

    from playwright.sync_api import sync_playwright

    if not os.access(CHROMIUM, os.X_OK):
        sys.exit(f"{CHROMIUM} is missing: install it with `apt-get install chromium`")
    if args.site:
        site_server.SITE = Path(args.site)
    site = site_server.SITE
    if not (site / "play" / "01_play.html").is_file() or not (site / "repl").is_dir():
        if args.site:
            sys.exit(f"{site} is not a built lesson site (make lite)")
        print("build/lite is missing: running `make lite`", flush=True)
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)

    began = time.monotonic()
    load_before = os.getloadavg()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            version = browser.version
            check = cpu_check(browser)
            mode = check.mode(args.cpu)
            print(f"CPU check done (below); the slow Chromebook's CPU: --cpu {mode}", flush=True)
            results = Results(runs, args.quick, check, mode)
            _run(browser, results)
        finally:
            browser.close()
    results.webkit = _webkit(runs if args.webkit_runs is None else args.webkit_runs)

    print()
    report(results)
    print()
    _machine(load_before, version, runs, time.monotonic() - began)
    return 0


def _run(browser: Any, results: Results) -> None:
    """Each run: both hosts' visits, then their slow first visits (the order swapped every run;
    the reference's visit with the server stopped only in the last run)."""
    for run in range(results.runs):
        blank = blank_tab(browser)
        if blank:
            results.blank.append(blank)
        order = (LIGHT, REFERENCE) if run % 2 == 0 else (REFERENCE, LIGHT)
        for host in order:
            last = run == results.runs - 1
            got = visits(browser, host, offline=host == LIGHT or last)
            for kind, into in (
                ("first", results.first),
                ("return", results.again),
                ("offline", results.offline),
            ):
                if kind in got:
                    into[host].append(got[kind])
            _progress(run, host, got)
        for host in order:
            if results.quick and host == REFERENCE:
                continue
            visit, said = slow_visit(browser, host, results.mode)
            results.slow[host].append(visit)
            results.answers.update(said)
            _progress(run, host, {"slow": visit})


def _webkit(runs: int) -> WebKitVisits:
    """WebKit's visits of the light host's page, with a server of their own."""
    if runs <= 0:
        return WebKitVisits(why="not measured (--webkit-runs 0)")
    server = Server()
    try:
        got = webkit_visits(server.url, runs)
    finally:
        server.stop()
    first = ", ".join(f"{s:.1f} s" for s in got.first) or "—"
    again = ", ".join(f"{s:.1f} s" for s in got.again) or "—"
    print(f"WebKit: first {first}, return {again}" + (f" ({got.why})" if got.why else ""))
    return got


def _progress(run: int, host: str, got: dict[str, Visit]) -> None:
    parts = []
    for kind, visit in got.items():
        parts.append(
            f"{kind} {visit.seconds:.1f} s"
            if visit.seconds is not None
            else f"{kind} failed ({visit.error[:70]})"
        )
    print(f"run {run + 1}, {host}: " + ", ".join(parts), flush=True)


def _load(values: tuple[float, float, float]) -> str:
    return " ".join(f"{v:.2f}" for v in values)


def _machine(load_before: tuple[float, float, float], version: str, runs: int, took: float) -> None:
    print(
        f"machine: {os.cpu_count()} cores, {platform.machine()}, {platform.system()} "
        f"{platform.release()}; load average before {_load(load_before)}, "
        f"after {_load(os.getloadavg())}"
    )
    print(
        f"Chromium {version} ({CHROMIUM}, headless), Playwright "
        f"{importlib.metadata.version('playwright')}, Python {platform.python_version()}; "
        f"{runs} run(s), {took:.0f} s in all"
    )


if __name__ == "__main__":
    sys.exit(main())
