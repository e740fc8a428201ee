"""Two players face to face on one phone or tablet (issue 42, item 2), on the lesson site's
child page in Chromium with touch: turned on in Settings, as a teacher or a child does.

Each player taps their own half: after the first tap nothing turns and both halves say who is
awaited; after the second the round is played. The far half is upside down, and each Flip is
inside its own half of the screen, big, and uncovered (what a finger at its centre touches).
"""

from __future__ import annotations

from typing import Any

import pytest
import test_lite as lite
from conftest import wait_until
from test_lite import SHOTS, Site
from test_lite_child import flips_to, open_child, shown

from war_widget.play.words import labels

browser, lite_notes, site_url = lite.browser, lite.lite_notes, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]
PHONE = {"width": 360, "height": 740}
TABLETS = [({"width": 768, "height": 1024}, "dark"), ({"width": 1024, "height": 768}, "light")]

#: Each half's Flip: its box, what a finger at its centre touches, and the half's turn.
GEOMETRY = """(root) => {
  const turn = (e) => { const m = new DOMMatrix(getComputedStyle(e).transform);
                        return [Math.round(m.a), Math.round(m.d)]; };
  return [0, 1].map((seat) => {
    const flip = root.querySelector(`[data-testid="face-flip-${seat}"]`);
    const r = flip.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width,
            height: r.height, hit: Boolean(hit && flip.contains(hit)),
            half: turn(root.querySelector(`[data-testid="face-half-${seat}"]`)),
            seat: turn(root.querySelector(`[data-testid="seat-${seat}"]`))};
  });
}"""


def face_to_face(site: Site, table: Any, lang: str = "en") -> None:
    """Settings: two players, then Face to face (shown only with two players), then Close."""
    table.locator('[data-testid="settings-toggle"]').tap()
    table.locator('[data-testid="mode"]').select_option("two_players")
    facing = table.locator('[data-testid="facing"]')
    facing.wait_for(state="visible")
    assert facing.locator("xpath=..").inner_text() == labels(lang)["facing"]
    facing.check()
    site.page.locator(".ww-root.ww-facing-on").wait_for()
    table.locator('[data-testid="settings-close"]').tap()


def check_halves(table: Any, viewport: dict[str, int]) -> None:
    """The far half (seat 1) upside down above the middle, the near one upright below it; each
    Flip big, whole on the screen and the first thing a finger at its centre touches."""
    near, far = table.evaluate(GEOMETRY)
    middle = viewport["height"] / 2
    assert far["half"] == far["seat"] == [-1, -1], far  # rotate(180deg)
    assert near["half"] == near["seat"] == [1, 1], near
    assert far["top"] >= 0 and far["bottom"] <= middle, far
    assert middle <= near["top"] and near["bottom"] <= viewport["height"], near
    for flip in (near, far):
        assert flip["hit"], flip
        assert flip["height"] >= 44 and flip["width"] >= 0.8 * viewport["width"] - 40, flip
        assert flip["left"] >= 0 and flip["right"] <= viewport["width"], flip


def lines(table: Any) -> list[str]:
    return [table.locator(f'[data-testid="face-line-{seat}"]').inner_text() for seat in (0, 1)]


def test_two_players_play_a_round_by_tapping_their_own_halves(browser: Any, site_url: str) -> None:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, "01_play", "en")
        face_to_face(visit, table)
        check_halves(table, PHONE)
        start = shown(table)
        visit.page.screenshot(path=str(SHOTS / "lite-facing-360-before.png"))
        table.locator('[data-testid="face-flip-0"]').tap()
        # The tap is handled: both halves say Player 2 is awaited (drawn with the press itself,
        # which would have turned the cards in the same step had both pressed)...
        waiting = labels("en")["face.waiting"].format(name="Player 2")
        wait_until(lambda: lines(table) == [waiting, waiting], what="both halves to wait")
        # ... and nothing has turned.
        assert shown(table) == start
        assert table.locator('[data-testid="face-flip-0"]').get_attribute("aria-pressed") == "true"
        visit.page.screenshot(path=str(SHOTS / "lite-facing-360-one.png"))
        table.locator('[data-testid="face-flip-1"]').tap()
        flips_to(table, start + 1)
        said = lines(table)
        assert said[0] == said[1] and "wins" in said[0], said
        assert table.locator('[data-testid="laid-1"] [data-card]').count() >= 1
        check_halves(table, PHONE)  # a round on the table moved nothing out of its half
        # Two fingers at once (the children tap together): two presses, the cards turn.
        near, far = table.evaluate(GEOMETRY)
        cdp = context.new_cdp_session(visit.page)
        points = [
            {"x": (f["left"] + f["right"]) / 2, "y": (f["top"] + f["bottom"]) / 2, "id": i}
            for i, f in enumerate((near, far))
        ]
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        flips_to(table, start + 2)
        visit.page.screenshot(path=str(SHOTS / "lite-facing-360-both.png"))
        assert not visit.crashes and not visit.outside
    finally:
        context.close()


@pytest.mark.parametrize(("viewport", "scheme"), TABLETS)
def test_a_tablet_lying_flat_between_two(
    browser: Any, site_url: str, viewport: dict[str, int], scheme: str
) -> None:
    context = browser.new_context(
        viewport=viewport, has_touch=True, color_scheme=scheme, is_mobile=False
    )
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, "01_play", "es")
        face_to_face(visit, table, "es")
        check_halves(table, viewport)
        table.locator('[data-testid="face-flip-1"]').tap()
        waiting = labels("es")["face.waiting"].format(name=labels("es")["player"].format(number=1))
        wait_until(lambda: lines(table) == [waiting, waiting], what="both halves to wait")
        table.locator('[data-testid="face-flip-0"]').tap()
        flips_to(table, 1)
        check_halves(table, viewport)
        name = f"lite-facing-{viewport['width']}x{viewport['height']}-{scheme}.png"
        visit.page.screenshot(path=str(SHOTS / name))
        assert not visit.crashes and not visit.outside
    finally:
        context.close()
