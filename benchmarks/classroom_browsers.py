"""A live class's pupils in real Chromium: join, reach an enabled Flip, flip once (issue 41).

    .venv/bin/python benchmarks/classroom_browsers.py [--pupils 5] [--quick] [--timeout 120]

The class server is ``Classroom(lesson="01_play", file=..., port=0, site=build/lite)`` in a
process of its own (``_class_common.Server``; ``make lite`` is run first only when build/lite
is missing). The pupils are Debian's Chromium (/usr/bin/chromium, headless, driven by
Playwright's async API), one browser, each pupil a browser context of its own (its own cache,
storage and renderer, as its own tablet would have), all opened at once as a class does. The
browser maps ``class.test`` to 127.0.0.1 and no other name resolves (the e2e tests' flags), so
each page is plain http on a name that is not loopback: no secure context, no service worker,
as on a school's network. Each pupil, at once:

1. opens ``http://class.test:PORT/r/CODE`` (the server answers with the lesson's page and the
   room code), types a first name in ``[data-testid="join-name"]``, presses
   ``[data-testid="join-go"]``;
2. is ready when ``.site-stage[data-ready="true"]`` exists and ``.site-table
   [data-testid="flip"]`` is visible and enabled (site_visits.READY_JS, as site_load.py);
   the seconds from opening (``goto``'s start) to then are the figure (goal: each <= 10 s), and
   ``window.warTimings`` the page's steps (ms since the page opened);
3. flips once (round 1 drawn: ``.site-table .ww-root[data-shown-round="1"]``), and the round
   must reach the room: ``room.results()`` has a round of that pupil, and the server's
   ``subscribe`` callback (the dashboard) saw it: click -> dashboard seconds.

Also: the browser's CPU seconds (its renderers and the rest) while the pupils joined, requests
of the pages to anywhere but the class server (none expected), the cores and load average.
Every wait is bounded (``--timeout`` a pupil); only loopback is used; the server is stopped by
its pid, the browser closed and, if its process lingers, killed by its pid. ``--quick``: 2
pupils. Prints; asserts nothing (the figures are printed against their goal).
``classroom_load.py`` puts this row in its table too (its full run, or ``--only browsers``).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _class_common import Server, read_seen
from site_server import ROOT, SITE
from site_throttle import cpu_seconds, cpu_used
from site_visits import CHROMEBOOK, READY_JS

LESSON = "01_play"
CHROMIUM = "/usr/bin/chromium"
#: tests/e2e/conftest.py's CHROMIUM_ARGS, with the pupils' host rule (tests/e2e/test_class_e2e.py).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP class.test 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
NAMES = ("Ana", "Ben", "Chloe", "Dan", "Eva", "Finn", "Gita", "Hugo", "Ida", "Jon")
GOAL = 10.0  # seconds from opening to an enabled Flip, each pupil
STAGE = '.site-stage[data-ready="true"]'
FLIP = '.site-table [data-testid="flip"]'
SHOWN_1 = "() => document.querySelector('.site-table .ww-root')?.dataset.shownRound === '1'"
ARRIVE = 30.0  # the longest wait for every pupil's round in the room, after the flips


async def pupil(browser: Any, name: str, address: str, timeout: float) -> dict[str, Any]:
    """One pupil's tablet: join, Flip enabled, one flip; what was measured (seconds)."""
    context = await browser.new_context(locale="en-GB", viewport=CHROMEBOOK)
    got: dict[str, Any] = {"name": name, "elsewhere": [], "crashes": []}
    try:
        page = await context.new_page()
        prefix = address.split("/r/")[0] + "/"
        page.on("request", lambda r: _elsewhere(got, r.url, prefix))
        page.on("pageerror", lambda e: got["crashes"].append(str(e)[:160]))
        got["opened"] = opened = time.monotonic()

        def left() -> float:
            return max(1.0, timeout - (time.monotonic() - opened)) * 1000

        await page.goto(address, wait_until="commit", timeout=left())
        await page.locator('[data-testid="join-name"]').fill(name, timeout=left())
        got["form"] = time.monotonic() - opened
        await page.locator('[data-testid="join-go"]').click(timeout=left())
        got["joined"] = time.monotonic() - opened
        await page.wait_for_function(READY_JS, arg=[STAGE, FLIP], polling=50, timeout=left())
        got["ready"] = time.monotonic() - opened
        got["timings"] = await page.evaluate("window.warTimings") or {}
        got["clicked"] = time.monotonic()
        await page.locator(FLIP).click(timeout=10_000)
        await page.wait_for_function(SHOWN_1, polling=50, timeout=10_000)
        got["drawn"] = time.monotonic() - got["clicked"]
    except Exception as error:  # a timeout, or the page could not load
        got["error"] = str(error).split("\n")[0][:160]
    got["context"] = context
    return got


def _elsewhere(got: dict[str, Any], url: str, prefix: str) -> None:
    if not url.startswith((prefix, "blob:", "data:")):
        got["elsewhere"].append(url[:100])


async def _class(
    server: Server, count: int, timeout: float, one_at_a_time: bool = False
) -> dict[str, Any]:
    """Every pupil at once (or one after another: each with the machine to itself, as each
    tablet of a class has its own processor), then their rounds in the room; the figures."""
    from playwright.async_api import async_playwright

    address = f"http://class.test:{server.port}/r/{server.code}"
    me = os.getpid()
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        mains = _browser_pids(me)
        try:
            before = cpu_seconds(me)
            began = time.monotonic()
            names = [
                NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else str(i)) for i in range(count)
            ]
            if one_at_a_time:
                pupils = [
                    await asyncio.wait_for(pupil(browser, n, address, timeout), timeout + 60)
                    for n in names
                ]
            else:
                pupils = await asyncio.wait_for(
                    asyncio.gather(*(pupil(browser, n, address, timeout) for n in names)),
                    timeout + 60,
                )
            cpu = cpu_used(before, me)
            took = time.monotonic() - began
            arrived = _arrivals(server, pupils)
            for got in pupils:
                await got.pop("context").close()
            version = browser.version
        finally:
            try:
                await asyncio.wait_for(browser.close(), 30)
            finally:
                _kill(mains)
    return {"pupils": pupils, "cpu": cpu, "seconds": took, "arrived": arrived, "version": version}


def _arrivals(server: Server, pupils: list[dict[str, Any]]) -> dict[str, float]:
    """Each flipped pupil's first round in the room: name -> click -> dashboard seconds (NaN:
    in the room, not seen by the dashboard); a pupil missing from it is missing here."""
    flipped = {got["name"]: got["clicked"] for got in pupils if "drawn" in got}
    deadline = time.monotonic() + ARRIVE
    rounds: dict[str, str] = {}
    while time.monotonic() < deadline:
        rounds = {}
        for record in server.records():
            if record["kind"] == "round":
                rounds.setdefault(record["pupil"], record["id"])
        if set(flipped) <= set(rounds):
            break
        time.sleep(0.2)
    seen, _ = read_seen(server.seen)
    return {name: seen.get(rounds[name], float("nan")) - flipped[name]
            for name in flipped if name in rounds}  # fmt: skip


def _browser_pids(root: int) -> list[int]:
    """The pids of Chromium's browser processes under `root` (not its helpers, `--type=...`)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                stat = Path(f"/proc/{name}/stat").read_text()
            except OSError:
                continue
            children.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(name))
    found, todo = [], [root]
    for _ in range(10_000):
        if not todo:
            break
        for pid in children.get(todo.pop(), []):
            todo.append(pid)
            try:
                argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"chromium" in argv[0] and not any(a.startswith(b"--type=") for a in argv):
                found.append(pid)
    return found


def _kill(pids: list[int]) -> None:
    """Kill each of `pids` that is still there (the browser did not close)."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            continue


def measure(count: int = 5, timeout: float = 120.0, one_at_a_time: bool = False) -> dict[str, Any]:
    """`count` pupils against a fresh class server: the figures."""
    if not os.access(CHROMIUM, os.X_OK):
        sys.exit(f"{CHROMIUM} is missing: install it with `apt-get install chromium`")
    if not (SITE / "play" / f"{LESSON}.html").is_file():
        print("build/lite is missing: running `make lite`", flush=True)
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory(prefix="classroom_browsers-") as tmp:
        server = Server(Path(tmp), LESSON, SITE)
        try:
            result = asyncio.run(_class(server, count, timeout, one_at_a_time))
            result["server"] = server.status()
        finally:
            server.stop()
    return result


def summary(result: dict[str, Any]) -> str:
    """The table's cell: each pupil's seconds to an enabled Flip, the slowest, the rounds."""
    pupils = result["pupils"]
    times = [got["ready"] for got in pupils if "ready" in got]
    each = ", ".join(f"{got['ready']:.1f}" if "ready" in got else "failed" for got in pupils)
    arrived = result["arrived"]
    verdict = "all within" if len(times) == len(pupils) and max(times) <= GOAL else "NOT all within"
    slowest = f"max {max(times):.1f} s" if times else "none ready"
    return (f"{each} s ({slowest}: {verdict} {GOAL:g} s); each flipped once: "
            f"{len(arrived)} of {len(pupils)} rounds in the room")  # fmt: skip


def report(result: dict[str, Any]) -> None:
    """Per pupil, then the class."""
    for got in result["pupils"]:
        t = got.get("timings", {})
        steps = ", ".join(f"{k} {t[k] / 1000:.1f}" for k in ("python", "imported", "made", "drawn")
                          if k in t)  # fmt: skip
        if "ready" in got:
            line = (f"  {got['name']}: join form {got['form']:.2f} s, joined "
                    f"{got['joined']:.2f} s, Flip enabled {got['ready']:.2f} s (page steps, s "
                    f"since it opened: {steps})")  # fmt: skip
            if "drawn" in got:
                dash = result["arrived"].get(got["name"])
                line += f"; flip -> round drawn {got['drawn']:.2f} s, -> room's dashboard " + (
                    f"{dash:.2f} s" if dash is not None else "never (not in the room)"
                )
        else:
            line = f"  {got['name']}: failed: {got.get('error', '?')}"
        print(line)
        if got["elsewhere"] or got["crashes"]:
            print(
                f"    requests elsewhere {got['elsewhere'][:5]}; page errors {got['crashes'][:3]}"
            )
    renderer, other = result["cpu"]
    server = result["server"]
    print(f"  all {len(result['pupils'])}: {result['seconds']:.1f} s; Chromium's CPU "
          f"{renderer:.1f} s in renderers, {other:.1f} s in its other processes; requests "
          f"elsewhere {sum(len(g['elsewhere']) for g in result['pupils'])}; the class server's CPU "
          f"{server.get('cpu', 0) / os.sysconf('SC_CLK_TCK'):.1f} s, peak RSS "
          f"{server.get('VmHWM', 0) / 1024:.1f} MB")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--pupils", type=int, default=None, help="pupils at once (5)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 pupils")
    parser.add_argument("--timeout", type=float, default=120.0, help="a pupil's longest wait (s)")
    parser.add_argument(
        "--one-at-a-time",
        action="store_true",
        help="each pupil opens once the one before has Flip (a tablet each: no shared CPU)",
    )
    args = parser.parse_args(argv)
    count = max(1, args.pupils if args.pupils is not None else (2 if args.quick else 5))
    load = os.getloadavg()
    print(f"classroom_browsers: load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, "
          f"{os.cpu_count()} cores; {count} pupil(s) in Chromium "
          f"{'one after another' if args.one_at_a_time else 'at once'}", flush=True)  # fmt: skip
    result = measure(count, args.timeout, args.one_at_a_time)
    title = f"{count} real Chromium pupil{'s' * (count > 1)} join and reach an enabled Flip"
    print(f"\n| measure | goal | measured |\n|---|---|---|\n"
          f"| {title} | each <= {GOAL:g} s | {summary(result)} |\n")  # fmt: skip
    report(result)
    print(f"Chromium {result['version']} ({CHROMIUM}, headless), Playwright "
          f"{importlib.metadata.version('playwright')}; load average at the end "
          f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
