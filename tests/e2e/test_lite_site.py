"""The classroom website in Chromium, at a Chromebook's 1024×700: the landing page, the teacher's
simulation, and no "undefined" in any menu (the children's pages: test_lite_child.py).

The site is built by `make lite` and served from 127.0.0.1 (test_lite.py's fixtures); every other
address is refused and resolves nowhere. Bytes and times of a first visit are printed and written
to the e2e measurements, never asserted.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import test_lite as lite
from conftest import wait_until
from test_lite import CHROMEBOOK, SHOTS, SIMULATION_TIMEOUT_S, Site, note
from war_widget import Rules, locale
from war_widget.simulation import simulate

# test_lite.py's fixtures: the site built by `make lite`, served on 127.0.0.1, one Chromium.
browser, lite_notes, site, site_url = lite.browser, lite.lite_notes, lite.site, lite.site_url
# heavy: make test-slow runs these, make test does not (a first `make lite` from nothing,
# Pyodide's games).
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]
ROOT = Path(__file__).resolve().parents[2]
WORDS = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text(encoding="utf-8"))
LESSON = re.compile(r"^(\d\d_[a-z0-9_]+?)(?:_([a-z]{2}))?\.ipynb$")


def lessons() -> dict[str, dict[str, dict[str, str]]]:
    """Each lesson of notebooks/ and its header per language (the notebook's metadata)."""
    found: dict[str, dict[str, dict[str, str]]] = {}
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        match = LESSON.match(path.name)
        if match:
            header = json.loads(path.read_text(encoding="utf-8"))["metadata"]["war_widget"]
            found.setdefault(match[1], {})[match[2] or "en"] = header
    return found


def assert_card(card: Any, header: dict[str, str], lang: str) -> None:
    """A card shows the header's title, goal, age and time, after the words of `lang`."""
    assert card.locator(".ww-card-title").inner_text() == header["title"]
    assert card.locator(".ww-card-goal").inner_text() == header["goal"]
    for key in ("age", "time"):
        fact = card.locator(f".ww-fact-{key}")
        assert fact.locator("dt").inner_text() == WORDS[lang][f"fact.{key}"]
        assert fact.locator("dd").inner_text() == header[key]
    assert card.locator(".ww-open").inner_text() == WORDS[lang]["open"]


@contextmanager
def visitor(chromium: Any, url: str, **options: Any) -> Iterator[Site]:
    """A first visit in a fresh profile (a browser language, say), kept on 127.0.0.1."""
    context = chromium.new_context(viewport=CHROMEBOOK, **options)
    visit = Site(context, url)
    try:
        yield visit
        assert not visit.outside, f"the site asked for {visit.outside}"
        assert not visit.crashes, f"uncaught errors in the page: {visit.crashes}"
    finally:
        context.close()


def test_the_landing_page_lists_every_lesson_in_the_language_asked(
    site: Site, browser: Any
) -> None:
    page = site.page
    page.goto(f"{site.url}/?lang=pl")
    cards = page.locator(".ww-card")
    cards.first.wait_for()
    expected = lessons()
    assert cards.count() == len(expected)
    assert page.locator(".ww-tagline").inner_text() == WORDS["pl"]["tagline"]
    for i, (lesson, headers) in enumerate(expected.items()):
        card = cards.nth(i)
        assert card.get_attribute("data-lesson") == lesson
        assert_card(card, headers["pl"], "pl")
        assert card.get_attribute("lang") == "pl"
        assert card.locator(".ww-card-english").count() == 0
    assert not any("pyodide" in url for url in site.sizes), "the landing page loaded Python"
    page.screenshot(path=str(SHOTS / "lite-landing-pl.png"), full_page=True)

    # Each card opens its page: a child's page (its title) or the lesson in JupyterLab.
    for i, headers in enumerate(expected.values()):
        title = headers["pl"]["title"]
        page.goto(f"{site.url}/?lang=pl")
        with page.expect_navigation():
            page.locator(".ww-card").nth(i).locator(".ww-open").click()
        if "/play/" in page.url:
            heading = page.locator(".site-top h1")
            heading.wait_for()
            assert heading.inner_text() == title
        else:  # the lesson, open in JupyterLab
            page.locator(".jp-RenderedMarkdown h1", has_text=title).first.wait_for(timeout=60_000)

    # The browser's own language, and the switcher.
    with visitor(browser, site.url, locale="sk-SK") as slovak:
        slovak.page.goto(f"{site.url}/")
        tagline = slovak.page.locator(".ww-tagline")
        tagline.wait_for()
        assert tagline.inner_text() == WORDS["sk"]["tagline"]
        slovak.page.locator(".ww-lang", has_text=locale.LANGUAGE_NAMES["nb"]).click()
        assert tagline.inner_text() == WORDS["nb"]["tagline"]
        assert slovak.page.url.endswith("?lang=nb")


def test_a_lesson_missing_in_a_language_shows_its_english_header(site: Site) -> None:
    """The data the site was built with, less the Spanish version of one lesson: its card
    shows the English header, marked as English, beside the Spanish words."""
    page = site.page
    lesson = "05_forever"

    def without_spanish(route: Any) -> None:
        text = route.fetch().text()
        data = json.loads(text[text.index("{") : text.rindex("}") + 1])
        versions = next(x for x in data["lessons"] if x["id"] == lesson)["versions"]
        del versions["es"]
        route.fulfill(body=f"window.WAR_SITE = {json.dumps(data)};", content_type="text/javascript")

    page.route("**/site/lessons.js", without_spanish)
    page.goto(f"{site.url}/?lang=es")
    card = page.locator(f'.ww-card[data-lesson="{lesson}"]')
    card.wait_for()
    assert_card(card, lessons()[lesson]["en"], "es")
    assert card.get_attribute("lang") == "en"
    assert card.locator(".ww-card-english").inner_text() == WORDS["es"]["in_english"]
    other = page.locator('.ww-card[data-lesson="03_probability"]')
    assert_card(other, lessons()["03_probability"]["es"], "es")
    assert other.locator(".ww-card-english").count() == 0


def assert_no_undefined(root: Any) -> None:
    """No option, label or text of the widgets reads 'undefined' (a Python None lost)."""
    texts = root.locator("option, label, select, legend").evaluate_all(
        "els => els.map((e) => e.textContent)"
    )
    assert texts and not [t for t in texts if "undefined" in t], texts
    assert "undefined" not in root.inner_text()


def test_the_teachers_simulation_runs_in_the_browser(site: Site) -> None:
    site.open("lab/index.html?path=06_probability_more.ipynb")
    page = site.page
    for marker in ("BROWSER = sys.platform", "SimulationWidget(\n"):
        cell = page.locator(".jp-CodeCell", has_text=marker.split("\n")[0]).first
        cell.locator(".cm-content").click()
        page.keyboard.press("Escape")
        site.menu("Run", "Run Selected Cell")
        site.wait_executed(cell)
    widget = page.locator(".ww-sim").first
    widget.locator('[data-testid="run"]').wait_for(state="visible")
    assert_no_undefined(widget)  # side B has no round limit: "none", never "undefined"
    site.python(
        "import gc\nsim_w = [o for o in gc.get_objects() if type(o).__name__ == "
        "'SimulationWidget'][-1]\nprint(sim_w.games)"
    )
    widget.locator('[data-testid="games"]').select_option("1000")
    wait_until(lambda: site.value("sim_w.games") == 1000, what="1,000 games set")
    seed = site.value("SEED")
    started = time.monotonic()
    widget.locator('[data-testid="run"]').click()
    message = widget.locator('[data-testid="message"]')
    wait_until(lambda: " games in " in message.inner_text(), SIMULATION_TIMEOUT_S, "the run")
    note(f"lite: 06_probability_more's simulation widget, 2 x 1,000 games: "
         f"{time.monotonic() - started:.1f} s")  # fmt: skip
    assert site.value("[sim_w.state, sim_w.done]") == ["done", 2_000]
    means = site.value("[s.summary().mean_rounds for s in sim_w.simulations]")
    here = [
        simulate(Rules.preset("guerra_de_cartas", round_limit=limit), 1_000, seed=seed)
        for limit in (240, None)
    ]
    assert means == [s.summary().mean_rounds for s in here], sys.platform
    assert "1,000 of 1,000 games" in widget.locator('[data-testid="progress-text"]').inner_text()
    assert_no_undefined(widget)
    widget.locator('[data-testid="summary"]').scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "lite-simulation.png"))

    # A million games a side: the progress moves and the run ends (its time noted).
    widget.locator('[data-testid="games"]').select_option("1000000")
    wait_until(lambda: site.value("sim_w.games") == 1_000_000, what="1,000,000 games set")
    bar = widget.locator('[data-testid="progress-text"]')
    started = time.monotonic()
    widget.locator('[data-testid="run"]').click()
    shown: set[str] = set()
    wait_until(lambda: len(shown.add(bar.inner_text()) or shown) >= 3, 60, "the bar to move")
    wait_until(lambda: site.value("sim_w.state") == "done", 180, "both sides' million games")
    note(f"lite: 06_probability_more's simulation widget, 2 x 1,000,000 games: "
         f"{time.monotonic() - started:.1f} s, the bar showed {len(shown)} texts")  # fmt: skip
    assert site.value("[sim_w.state, sim_w.done]") == ["done", 2_000_000]

    # Cancel stops a run between two chunks.
    widget.locator('[data-testid="run"]').click()
    wait_until(lambda: 0 < site.value("sim_w.done") < 2_000_000, 60, "the run to get going")
    widget.locator('[data-testid="cancel"]').click()
    wait_until(lambda: "Cancelled" in message.inner_text(), 60, "the run to stop")
    state, played = site.value("[sim_w.state, sim_w.done]")
    assert state == "cancelled" and 0 < played < 2_000_000


#: Rule families the browser's kernel is held to the engine on (one per game loop and more).
BROWSER_FAMILIES = {
    "classic": "Rules()",
    "krig": 'Rules.preset("krig")',
    "guerra_de_cartas": 'Rules.preset("guerra_de_cartas")',
    "guerra_de_sumas": 'Rules.preset("guerra_de_sumas")',
    "4 players": 'Rules.preset("classic", players=4)',
    "peace": 'Rules(peace="always")',
    "steal war": 'Rules(steal="play_next", pickup="won_pile")',
}


def test_the_kernel_in_webassembly_plays_the_engines_games_in_the_browser(site: Site) -> None:
    """Pyodide runs the package's kernel.wasm with the browser's WebAssembly: every family's
    games are the engine's (here, in CPython), and 10,000 classic games take well under a
    second of the page's time (noted, not asserted)."""
    site.open("lab/index.html?path=06_probability_more.ipynb")
    code = (
        "import json, time\nfrom war_widget import Rules\n"
        "from war_widget.simulation import simulate\n"
        f"FAMILIES = {{{', '.join(f'{k!r}: {v}' for k, v in BROWSER_FAMILIES.items())}}}\n"
        "games = {k: (lambda s: [s.kernel, list(map(int, s.rounds)), list(map(int, s.winners))])"
        "(simulate(r, 150, seed=41)) for k, r in FAMILIES.items()}\n"
        "t = time.perf_counter(); big = simulate(Rules(), 10_000, seed=1)\n"
        "games['10000'] = [big.kernel, time.perf_counter() - t, sum(map(int, big.rounds))]\n"
        "print(json.dumps(games))"
    )
    found = json.loads(site.python(code, timeout=180))
    for name, rules_code in BROWSER_FAMILIES.items():
        rules = eval(rules_code, {"Rules": Rules})  # the test's own table
        here = simulate(rules, 150, seed=41, engine="python")
        kernel, rounds, winners = found[name]
        assert kernel == "wasm", (name, kernel)
        assert rounds == [int(r) for r in here.rounds], name
        assert winners == [int(w) for w in here.winners], name
    kernel, seconds, total = found["10000"]
    assert kernel == "wasm"
    assert total == sum(int(r) for r in simulate(Rules(), 10_000, seed=1).rounds)
    note(f"lite: the kernel in WebAssembly in the browser: 10,000 classic games in {seconds:.2f} s")
