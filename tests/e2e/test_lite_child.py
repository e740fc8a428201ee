"""The children's pages of the lesson site in Chromium: the light host (Pyodide in a Web Worker,
the widget's own front-end on the page, no JupyterLab), as a child meets it.

The site is built by `make lite` and served the README's way (tools/serve.py) on 127.0.0.1
(test_lite.py's fixtures); nothing may be asked of any other address. Times and bytes are
printed and noted, never asserted (benchmarks/site_load.py measures them against JupyterLite).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

import test_lite as lite
from conftest import stop_process, wait_until
from test_lite import CHROMEBOOK, SHOTS, SITE, Site, note
from war_widget import locale
from war_widget.play.words import labels

browser, lite_notes, site, site_url = lite.browser, lite.lite_notes, lite.site, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]
ROOT = Path(__file__).resolve().parents[2]
WORDS = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text(encoding="utf-8"))
#: What no child's page may load: the Jupyter app and the kernel's own packages.
NOT_FOR_CHILDREN = ("/lab/", "/repl/", "/build/", "ipython-", "jedi-", "pygments-", "ipykernel")


def open_child(site: Site, lesson: str = "01_play", lang: str = "en") -> tuple[Any, float]:
    """A child's page, from opening to its table drawn: the table and the seconds it took."""
    page = site.page
    started = time.monotonic()
    page.goto(f"{site.url}/play/{lesson}.html?lang={lang}")
    page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
    seconds = time.monotonic() - started
    table = page.locator(".site-table .ww-root")
    assert table.count() == 1
    return table, seconds


def shown(table: Any) -> int:
    return int(table.get_attribute("data-shown-round") or 0)


def flips_to(table: Any, n: int) -> None:
    wait_until(lambda: shown(table) == n, timeout=30, what=f"round {n} drawn")


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_a_childs_page_plays_in_every_language_with_no_jupyter(site: Site, lang: str) -> None:
    table, seconds = open_child(site, "01_play", lang)
    page = site.page
    flip = table.locator('[data-testid="flip"]')
    assert flip.inner_text() == labels(lang)["flip"]
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator(".site-instructions strong").first.inner_text() == labels(lang)["flip"]
    assert page.locator('[data-testid="loading"]').is_hidden()
    assert not [u for u in site.sizes if any(part in u for part in NOT_FOR_CHILDREN)], site.sizes
    text = page.locator("body").inner_text()
    assert "WarWidget" not in text and "import" not in text and "undefined" not in text
    transferred = sum(site.sizes.values())
    note(f"lite: child's page 01_play ({lang}), first visit to the table: {seconds:.1f} s, "
         f"{transferred / 1e6:.1f} MB as transferred, {len(site.sizes)} files")  # fmt: skip
    flip.click()
    flips_to(table, 1)
    assert "undefined" not in table.inner_text()
    if lang == "pl":
        page.screenshot(path=str(SHOTS / "lite-child-table.png"))


def test_a_pupil_learning_polish_reads_each_step_in_ukrainian_too(site: Site) -> None:
    """``?lang=pl&also=uk`` (issue 45 item 4): the page in Polish, each step of the round's
    explanation again in Ukrainian under it, marked as Ukrainian; an address asking for a
    language the site does not speak, or for Python, shows one language and plays."""
    page = site.page
    started = time.monotonic()
    page.goto(f"{site.url}/play/01_play.html?lang=pl&also=uk")
    page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
    table = page.locator(".site-table .ww-root")
    table.locator('[data-testid="flip"]').click()
    flips_to(table, 1)
    steps = table.locator(".ww-steps li")
    wait_until(lambda: steps.count() > 0 and "…" not in steps.first.inner_text(), what="steps")
    also = table.locator('[data-testid="step-also"]')
    assert also.count() == steps.count() > 0
    assert {also.nth(i).get_attribute("lang") for i in range(also.count())} == {"uk"}
    first = also.first.inner_text()
    assert any("\u0400" <= ch <= "\u04ff" for ch in first), first  # Cyrillic, under Polish
    polish = steps.first.locator("span").first.inner_text()
    assert not any("\u0400" <= ch <= "\u04ff" for ch in polish), polish
    page.screenshot(path=str(SHOTS / "lite-child-pl-uk.png"))
    note(f"lite: child's page 01_play, pl with uk: {time.monotonic() - started:.1f} s to round 1")
    page.goto(f"{site.url}/play/01_play.html?lang=pl&also=uk%22)%0Aimport%20os")
    page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
    table.locator('[data-testid="flip"]').click()
    flips_to(table, 1)
    assert table.locator('[data-testid="step-also"]').count() == 0


def test_the_table_answers_enter_space_and_a_tap_at_flips_edge(site: Site) -> None:
    table, _ = open_child(site, "01_play", "en")
    page = site.page
    # Focus is on Flip when the table appears: Enter and Space flip at once.
    assert page.evaluate("document.activeElement.dataset.testid") == "flip"
    page.keyboard.press("Enter")
    flips_to(table, 1)
    page.keyboard.press("Space")
    flips_to(table, 2)
    # With nothing focused (a click on the page's blank edge), Space still flips.
    page.evaluate("document.activeElement.blur()")
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("Space")
    flips_to(table, 3)
    # A tap 8 px inside Flip's left edge flips (nothing covers it).
    flip = table.locator('[data-testid="flip"]')
    box = flip.bounding_box()
    assert box is not None
    x, y = box["x"] + 8, box["y"] + box["height"] / 2
    hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('[data-testid]')"
                        "?.dataset.testid", [x, y])  # fmt: skip
    assert hit == "flip"
    page.mouse.click(x, y)
    flips_to(table, 4)


def test_the_page_follows_the_systems_dark_mode(browser: Any, site_url: str) -> None:
    for scheme, light in (("dark", "false"), ("light", "true")):
        context = browser.new_context(viewport=CHROMEBOOK, color_scheme=scheme)
        visit = Site(context, site_url)
        try:
            table, _ = open_child(visit, "02_counting", "nb")
            page = visit.page
            assert page.locator("body").get_attribute("data-jp-theme-light") == light
            background = page.evaluate(
                "getComputedStyle(document.querySelector('.site-table')).backgroundColor"
            )
            red, green, blue = (int(v) for v in background[4:-1].split(", ")[:3])
            assert (red + green + blue < 150) == (scheme == "dark"), background
            text = table.evaluate("el => getComputedStyle(el).color")
            assert (sum(int(v) for v in text[4:-1].split(", ")[:3]) > 450) == (scheme == "dark")
            page.screenshot(path=str(SHOTS / f"lite-child-{scheme}.png"))
            assert not visit.outside and not visit.crashes
        finally:
            context.close()


def test_a_class_that_opened_a_lesson_once_plays_it_offline(browser: Any, site_url: str) -> None:
    url, server = lite.serve(SITE)  # a server of its own, to be stopped mid-test
    context = browser.new_context(viewport=CHROMEBOOK)
    try:
        visit = Site(context, url)
        table, _ = open_child(visit, "01_play", "es")
        wait_until(
            lambda: visit.page.locator("body").get_attribute("data-offline") == "ready",
            timeout=60,
            what="the service worker to keep the page and its runtime",
        )
        stop_process(server)  # the network is gone: nothing answers on that port any more
        visit.page.close()
        again = Site(context, url)
        table, seconds = open_child(again, "01_play", "es")
        note(f"lite: child's page 01_play, a return visit with the server stopped: {seconds:.1f} s")
        table.locator('[data-testid="flip"]').click()
        flips_to(table, 1)
        assert not again.crashes
    finally:
        stop_process(server)
        context.close()


def _kept_for_next_time(page: Any) -> None:
    """Wait until the service worker keeps the runtime and Python's memory snapshot."""
    for data, value in (("data-offline", "ready"), ("data-snapshot", "kept")):
        wait_until(
            lambda data=data, value=value: page.locator("body").get_attribute(data) == value,
            timeout=60,
            what=f"the service worker: body[{data}={value}]",
        )


def test_every_visit_starts_python_from_the_shipped_snapshot_asking_the_network_nothing_again(
    browser: Any, site_url: str
) -> None:
    """The first visit starts Python from the memory snapshot shipped with the site (made by the
    build: tools/lite/snapshot.mjs; js/host/worker.ts) and the service worker keeps it; a
    return visit starts Python from it too, and neither the runtime nor the snapshot comes from
    the network. Each visit deals a new game, and the table plays."""
    url, server = lite.serve(SITE)
    context = browser.new_context(viewport=CHROMEBOOK)
    from_network: list[str] = []

    def finished(request: Any) -> None:
        response = request.response()
        if response is not None and not response.from_service_worker:
            from_network.append(request.url)

    try:
        visit = Site(context, url)
        table, _ = open_child(visit, "01_play", "pl")
        assert visit.page.evaluate("window.warTimings.snapshot") == 1  # the site's snapshot
        codes = [table.locator('[data-testid="code"]').inner_text()]
        _kept_for_next_time(visit.page)
        visit.page.close()
        context.on("requestfinished", finished)
        for _ in range(2):
            again = Site(context, url)
            table, seconds = open_child(again, "01_play", "pl")
            timings = again.page.evaluate("window.warTimings")
            note(f"lite: child's page 01_play, a return visit from the snapshot: {seconds:.1f} s, "
                 f"Python started at {timings['python'] / 1000:.2f} s")  # fmt: skip
            assert timings["snapshot"] == 1, timings
            codes.append(table.locator('[data-testid="code"]').inner_text())
            table.locator('[data-testid="flip"]').click()
            flips_to(table, 1)
            assert not again.crashes and not again.errors, again.errors
            again.page.close()
        runtime = [u for u in from_network if "/static/pyodide/" in u or u.endswith(".snapshot")]
        assert runtime == []
        assert len(set(codes)) == 3, codes
    finally:
        stop_process(server)
        context.close()


def test_the_site_ships_pythons_snapshot_named_by_its_runtime(site_url: str) -> None:
    """The build writes Python's memory snapshot (tools/lite/snapshot.mjs) at the address the
    pages and the service worker are told, with its compressed copies, and counts its bytes in
    the page's progress bar (they are most of what the worker reads: 37 MB of 52)."""
    lessons = (SITE / "site" / "lessons.js").read_text(encoding="utf-8")
    data = json.loads(lessons.removeprefix("window.WAR_SITE = ").rstrip().removesuffix(";"))
    runtime = data["runtime"]
    snapshot = SITE / runtime["snapshot"]
    assert snapshot.is_file(), runtime["snapshot"]
    # A delta against the module's own memory (js/host/delta.ts): "WWD1", then Pyodide's magic
    # number, which the snapshot inside holds as zero until the page undoes the delta.
    with snapshot.open("rb") as file:
        head = file.read(20)
    assert head[:4] == b"WWD1" and head[4:8] != bytes(4) and head[16:20] == bytes(4), head
    for copy in (".br", ".gz"):
        assert snapshot.with_name(snapshot.name + copy).stat().st_size < snapshot.stat().st_size / 3
    wasm = SITE / runtime["base"] / "pyodide.asm.wasm"
    assert runtime["bytes"] > snapshot.stat().st_size + wasm.stat().st_size
    # The bar's megabytes are those that travel: the brotli copies of what the worker reads.
    brotli = snapshot.with_name(snapshot.name + ".br").stat().st_size
    assert brotli < runtime["sent"] < runtime["bytes"] / 2, runtime
    sw = (SITE / "play" / "sw.js").read_text(encoding="utf-8")
    assert json.loads(sw[sw.index("{") : sw.index("};") + 1])["snapshot"] == runtime["snapshot"]


def _spoiled(body: bytes, how: str) -> bytes:
    """The shipped snapshot spoiled: its heap zeroed, or its delta's hash of the module's memory
    changed (the delta would be undone against another memory: js/host/delta.ts refuses it)."""
    if how == "zeros":
        return body[:4096] + bytes(len(body) - 4096)
    assert body[:4] == b"WWD1", "the shipped snapshot is not a delta (tools/lite/snapshot.mjs)"
    return body[:8] + bytes([body[8] ^ 1]) + body[9:]


@pytest.mark.parametrize("how", ["zeros", "delta"])
def test_a_snapshot_that_does_not_restore_is_set_aside_for_one_of_the_pages_own(
    browser: Any, site_url: str, how: str
) -> None:
    """A shipped snapshot that does not restore (here: its bytes spoiled on the way, or its
    delta's base not this runtime's) is set aside: Python starts anew and the table plays; the
    worker takes a snapshot of its own, the service worker keeps it in the shipped one's place,
    and the next visit starts from it."""
    url, server = lite.serve(SITE)
    context = browser.new_context(viewport=CHROMEBOOK)
    spoiled: list[str] = []

    def spoil(route: Any) -> None:
        spoiled.append(route.request.url)
        body = route.fetch().body()
        route.fulfill(status=200, body=_spoiled(body, how),
                      headers={"Content-Type": "application/octet-stream"})  # fmt: skip

    try:
        context.route("**/*.snapshot", spoil)
        visit = Site(context, url)
        table, _ = open_child(visit, "01_play", "en")
        assert spoiled, "the page never asked for the shipped snapshot"
        assert visit.page.evaluate("window.warTimings.snapshot") == 0  # set aside: anew
        table.locator('[data-testid="flip"]').click()
        flips_to(table, 1)
        _kept_for_next_time(visit.page)
        visit.page.close()
        context.unroute("**/*.snapshot")
        again = Site(context, url)
        table, _ = open_child(again, "01_play", "en")
        assert again.page.evaluate("window.warTimings.snapshot") == 1  # its own, kept
        table.locator('[data-testid="flip"]').click()
        flips_to(table, 1)
        assert not again.crashes and not again.errors, again.errors
    finally:
        stop_process(server)
        context.close()


def test_all_lessons_opens_the_landing_page_offline(browser: Any, site_url: str) -> None:
    """The landing page's copy in play/ is kept with the child's pages: with the server stopped,
    "← All lessons" opens it, its links to JupyterLab say they need the internet instead of
    leading to the browser's error page, and another child's page plays from there."""
    url, server = lite.serve(SITE)  # a server of its own, to be stopped mid-test
    context = browser.new_context(viewport=CHROMEBOOK)
    try:
        visit = Site(context, url)
        page = visit.page
        open_child(visit, "02_counting", "pl")
        wait_until(
            lambda: page.locator("body").get_attribute("data-offline") == "ready",
            timeout=60,
            what="the service worker to keep the page and its runtime",
        )
        stop_process(server)  # the network is gone: nothing answers on that port any more
        with page.expect_navigation():
            page.locator(".site-back").click()
        assert page.url == f"{url}/play/index.html?lang=pl"
        children = page.locator(".ww-children .ww-card")
        children.first.wait_for()
        shown = children.evaluate_all("cards => cards.map(card => card.dataset.lesson)")
        assert {"01_play", "02_counting"} <= set(shown), shown
        assert page.locator("html").get_attribute("lang") == "pl"
        assert page.locator(".ww-top h1").inner_text() == WORDS["pl"]["title"]
        # A teachers' lesson (JupyterLab, never kept): the tap stays here and says why.
        assert page.locator('[data-testid="needs-network"]').first.is_hidden()
        page.locator('[data-lesson="04_rules_tour"] [data-testid="open"]').click()
        note = page.locator('[data-lesson="04_rules_tour"] [data-testid="needs-network"]')
        note.wait_for(state="visible")
        assert note.inner_text() == WORDS["pl"]["needs_network"]
        assert page.locator('[data-testid="offline-line"]').is_visible()
        assert page.url == f"{url}/play/index.html?lang=pl"
        page.screenshot(path=str(SHOTS / "lite-landing-offline.png"))
        # Another child's page, never opened on this device: kept too, and it plays.
        with page.expect_navigation():
            page.locator('[data-lesson="01_play"] [data-testid="open"]').click()
        page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
        table = page.locator(".site-table .ww-root")
        table.locator('[data-testid="flip"]').click()
        flips_to(table, 1)
        assert not visit.crashes and not visit.outside
    finally:
        stop_process(server)
        context.close()


def test_the_teachers_link_opens_the_lesson_with_its_code_in_jupyterlite(site: Site) -> None:
    open_child(site, "02_counting", "sk")
    page = site.page
    with page.expect_navigation():
        page.locator(".site-open-lab").click()
    assert "/lab/index.html?path=02_counting_sk.ipynb" in page.url
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=120_000)
    page.locator(".jp-CodeCell .cm-content", has_text="WarWidget").first.wait_for()
