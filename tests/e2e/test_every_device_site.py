"""Every child's device, on the lesson site (issue 34): the child's page and the landing page on
a tablet held either way with touch, at 200 % zoom (device scale factor 2 at half the CSS size),
and the round at a glance at a laptop's, a tablet's and a Chromebook's size, light and dark.

The site is built by `make lite` and served on 127.0.0.1 (test_lite.py's fixtures). The same
checks as in JupyterLab (device_checks.py): Flip's width and what a finger at its centre
touches, every visible control's size (the page's links too), what is in view after a double
war, nothing clipped or overlapping.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import test_lite as lite
from conftest import wait_until
from device_checks import (
    DOUBLE_WAR,
    GLANCE,
    TABLETS,
    ZOOMED,
    drawn_whole,
    flip_problems,
    small_controls,
    wholly_seen,
)
from test_every_device import SHOTS
from test_lite import Site

browser, lite_notes, site_url = lite.browser, lite.lite_notes, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]


@pytest.fixture
def device(site_url: str, browser: Any) -> Iterator[Any]:
    """Open the child's page of lesson 01 in a new context of the given kind: a Site."""
    opened: list[Any] = []

    def open_page(**context: Any) -> Site:
        ctx = browser.new_context(**context)
        opened.append(ctx)
        site = Site(ctx, site_url)
        site.page.goto(f"{site.url}/play/01_play.html?lang=en")
        site.page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
        return site

    try:
        yield open_page
    finally:
        for ctx in opened:
            ctx.close()


def table(site: Site) -> Any:
    return site.page.locator(".site-table .ww-root")


def find(site: Site, name: str) -> Any:
    return table(site).locator(f'[data-testid="{name}"]')


def play_double_war(site: Site) -> None:
    """The double war's code typed in Settings (as a teacher does), then one flip."""
    find(site, "settings-toggle").click()
    find(site, "code-input").fill(DOUBLE_WAR)
    find(site, "code-play").click()
    wait_until(lambda: "7B92" in find(site, "code").inner_text(), what="the double war dealt")
    if find(site, "settings").is_visible():
        site.page.keyboard.press("Escape")
    find(site, "settings").wait_for(state="hidden")
    scroll(site, top=True)
    find(site, "flip").click()
    wait_until(lambda: table(site).get_attribute("data-shown-round") == "1", what="round 1")
    steps = find(site, "explanation").locator("li")
    wait_until(lambda: steps.count() > 3 and steps.last.inner_text() not in ("", "…"), what="steps")
    time.sleep(1.5)  # the cards have flown, the counters counted


def scroll(site: Site, top: bool) -> None:
    """The widget's top at the top of the page's table area, or Flip at its bottom."""
    site.page.evaluate(
        """(top) => {
          const area = document.querySelector('.site-table');
          if (top) { area.scrollTop = 0; return; }
          const flip = area.querySelector('[data-testid="flip"]');
          const bottom = area.getBoundingClientRect().bottom;
          area.scrollTop += flip.getBoundingClientRect().bottom - bottom + 8;
        }""",
        top,
    )
    time.sleep(0.4)


def page_controls(site: Site) -> list[str]:
    """The page's own links (back to the lessons, open with the code) are finger-sized."""
    top = site.page.locator(".site-top")
    return [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(top)]


def test_a_tablet_either_way_with_touch(device: Any) -> None:
    site = device(has_touch=True, viewport={"width": 1024, "height": 768})
    for width, height in TABLETS:
        site.page.set_viewport_size({"width": width, "height": height})
        play_double_war(site)
        name = f"site-tablet-{width}x{height}"
        wrong = flip_problems(find(site, "flip")) + wholly_seen(find(site, "flip"), "Flip")
        wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(table(site))]
        wrong += page_controls(site) + drawn_whole(table(site))
        site.page.screenshot(path=str(SHOTS / f"e2e-device-{name}.png"))
        find(site, "flip").tap()
        wait_until(lambda: table(site).get_attribute("data-shown-round") == "2", what="a tap flips")
        assert wrong == [], (name, wrong)
    # The landing page: every card's buttons and links, and the language menu.
    site.page.goto(f"{site.url}/index.html?lang=en")
    site.page.locator(".ww-landing").wait_for()
    body = site.page.locator("body")
    wrong = [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(body)]
    site.page.screenshot(path=str(SHOTS / "e2e-device-site-landing-768x1024.png"))
    assert wrong == [], ("the landing page", wrong)


def test_200_percent_zoom(device: Any) -> None:
    width, height = ZOOMED[0]
    site = device(device_scale_factor=2, viewport={"width": width, "height": height})
    for width, height in ZOOMED:
        site.page.set_viewport_size({"width": width, "height": height})
        play_double_war(site)
        scroll(site, top=False)
        wrong = flip_problems(find(site, "flip")) + wholly_seen(find(site, "flip"), "Flip")
        wrong += wholly_seen(find(site, "banner"), "the banner")
        wrong += page_controls(site) + drawn_whole(table(site))
        wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(table(site))]
        site.page.screenshot(path=str(SHOTS / f"e2e-device-site-zoom-{width}x{height}.png"))
        assert wrong == [], (f"zoom {width}x{height}", wrong)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_round_at_a_glance(device: Any, scheme: str) -> None:
    site = device(color_scheme=scheme, viewport={"width": 1366, "height": 768})
    for width, height in GLANCE:
        site.page.set_viewport_size({"width": width, "height": height})
        play_double_war(site)
        scroll(site, top=True)
        wrong = flip_problems(find(site, "flip")) + wholly_seen(find(site, "flip"), "Flip")
        wrong += wholly_seen(find(site, "banner"), "the banner")
        wrong += wholly_seen(find(site, "explanation").locator("li").last, "the newest step")
        wrong += drawn_whole(table(site)) + page_controls(site)
        wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(table(site))]
        shot = f"e2e-device-site-glance-{scheme}-{width}x{height}.png"
        site.page.screenshot(path=str(SHOTS / shot))
        assert wrong == [], (f"{scheme} {width}x{height}", wrong)
