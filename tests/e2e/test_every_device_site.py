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


#: A classic deal whose first round lays a 10 (seed 1: a 10 ♣ against an 8 ♣).
TEN = "23B"
#: The 10's corner index inside its card (CSS px from the card's top left) and the card's width.
INDEX = """(card) => {
  const c = card.getBoundingClientRect();
  const i = card.querySelector('.ww-index').getBoundingClientRect();
  return {top: i.top - c.top, bottom: i.bottom - c.top, right: i.right - c.left, width: c.width};
}"""


def ink_columns(png: bytes, top: float, bottom: float, right: float, scale: float) -> list[range]:
    """The runs of device-pixel columns, from a card's left edge to `right`, with ink (dark or
    red) between `top` and `bottom` (CSS px): a corner index's digits, each its own run when
    apart. The card's grey edge (#999) is no ink."""
    from io import BytesIO

    from PIL import Image

    im = Image.open(BytesIO(png)).convert("RGB")
    rows = range(max(0, int(top * scale)), min(im.height, int(bottom * scale)))

    def ink(x: int) -> bool:
        pixels = (im.getpixel((x, y)) for y in rows)
        return any(sum(p) / 3 < 110 or (p[0] > 150 and p[1] < 110 and p[2] < 110) for p in pixels)

    columns = [ink(x) for x in range(min(im.width, int(right * scale) + 2))]
    runs, start = [], None
    for x, on in enumerate([*columns, False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            runs.append(range(start, x))
            start = None
    return runs


def test_the_tens_corner_index_has_room_at_every_card_size(device: Any) -> None:
    """The "10" in a card's corner: its two digits apart, and clear of the card's left edge by
    at least 4 % of the card's width, at the sizes the table draws cards (a war on a phone
    draws them as small as 0.3), read from the pixels Chromium draws (device scale 2)."""
    site = device(device_scale_factor=2, viewport={"width": 1366, "height": 768})
    find(site, "settings-toggle").click()
    find(site, "code-input").fill(TEN)
    find(site, "code-play").click()
    wait_until(lambda: TEN in find(site, "code").inner_text(), what="the deal with a 10")
    site.page.keyboard.press("Escape")
    find(site, "flip").click()
    card = table(site).locator('.ww-laid .ww-card[data-rank="10"]').first
    card.wait_for()
    time.sleep(1.5)  # the cards have flown
    wrong = []
    for zoom in (1, 0.8, 0.6, 0.3):
        card.evaluate("(c, z) => { c.closest('.ww-laid-cards').style.zoom = String(z); }", zoom)
        box = card.evaluate(INDEX)
        png = card.screenshot(animations="disabled")
        (SHOTS / f"e2e-device-site-ten-{zoom}.png").write_bytes(png)
        runs = ink_columns(png, box["top"], box["bottom"], box["right"], 2)
        runs = [r for r in runs if r.start > 2]  # the felt showing past the round corner
        edge = runs[0].start / 2 if runs else 0  # CSS px from the card's edge to the "1"
        if len(runs) < 2:
            ink = [(r.start, r.stop) for r in runs]
            wrong.append(f"at {zoom}: the digits of 10 touch (ink columns {ink})")
        if edge < 0.04 * box["width"]:
            width = round(box["width"])
            wrong.append(f"at {zoom}: the 10 is {edge} px from the edge of a {width} px card")
    assert wrong == [], wrong


#: What each "+18" on a pile (the cards it won) lies on: the cards laid, a war's stacks, a
#: seat's name or its pile's dots.
PLUS_COVERS = """() => [...document.querySelectorAll('.site-table .ww-plus')].flatMap((p) => {
  const r = p.getBoundingClientRect();
  const parts = '.ww-laid .ww-card:not(.ww-ghost), .ww-laid .ww-stack, .ww-who-name, '
    + '.ww-who .ww-dots';
  return [...document.querySelectorAll(parts)].filter((c) => {
    const q = c.getBoundingClientRect();
    return q.width > 0 && r.left < q.right - 1 && r.right > q.left + 1
      && r.top < q.bottom - 1 && r.bottom > q.top + 1;
  }).map((c) => `"${p.textContent}" lies on ${c.className} (${c.textContent.trim().slice(0, 12)})`);
})"""


def test_200_percent_zoom(device: Any) -> None:
    width, height = ZOOMED[0]
    site = device(device_scale_factor=2, viewport={"width": width, "height": height})
    for width, height in ZOOMED:
        site.page.set_viewport_size({"width": width, "height": height})
        play_double_war(site)
        wait_until(lambda: table(site).locator(".ww-plus").count() > 0, what="the +18 badge")
        covers = site.page.evaluate(PLUS_COVERS)  # the war's cards are seen whole, counted
        scroll(site, top=False)
        wrong = covers + flip_problems(find(site, "flip")) + wholly_seen(find(site, "flip"), "Flip")
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
