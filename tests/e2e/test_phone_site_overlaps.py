"""What lay on what, or went off the screen, in session 15's screenshots (issue 42), as rules.

In Chromium, on the lesson site:

- a comparison is never broken over two lines ("The computer wins: 12 >" / "9" on a 320-px
  phone): the double war's banner and explanation at 320×568 and 360×740, English and Polish;
- "+18" (the cards a pile took) lies on nothing: not on the seat's name, the pile's count, the
  dots, a card of the war, the winner's star; and stays inside its seat (1366×768, 1024×700,
  360×740, 320×568, 740×360), lesson 01's double war and lesson 02's rounds and war;
- lesson 02 at 1024×700 and 1366×768: after Flip nothing has scrolled (the table's box scrolled
  140 px to show the focused Flip, and the question went above the screen's top), the question
  and its answers are on the screen; each card sits in the middle of its band, not at the start
  of a wide, empty one;
- Settings on a short screen (320×568, 740×360, a laptop at 200 % zoom): scrolled to its end,
  its Close and its last control are on the screen, inside the dialog and uncovered.

Screenshots go to the device tests' folder (test_every_device.SHOTS), e2e-fits-*.png.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

import test_lite as lite
from conftest import wait_until
from device_checks import DOUBLE_WAR
from test_every_device import SHOTS
from test_every_device_site import find, table
from test_lite import Site

browser, lite_notes, site_url = lite.browser, lite.lite_notes, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]

#: A comparison in the table's words broken over two lines (each visible text node's
#: "number sign number" whose pieces are drawn on more than one line).
BROKEN = r"""() => {
  const root = document.querySelector('.site-table .ww-root');
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.parentElement || !n.parentElement.checkVisibility()) continue;
    for (const m of n.data.matchAll(/\S*\d\S*\s+[<>=≠≤≥]\s+\S*\d/g)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0)
        .map((r) => Math.round(r.bottom)));
      if (lines.size > 1) out.push(`"${m[0]}" broken over ${lines.size} lines in "${n.data}"`);
    }
  }
  return out;
}"""

#: "+N" on anything of the table, or out of its seat.
PLUS = """() => {
  const root = document.querySelector('.site-table .ww-root');
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const wrong = [];
  const parts = '.ww-who-name, .ww-count, .ww-dots, .ww-laid .ww-card:not(.ww-ghost), '
    + '.ww-laid .ww-stack, .ww-mark';
  for (const plus of root.querySelectorAll('.ww-plus')) {
    const r = plus.getBoundingClientRect();
    for (const part of root.querySelectorAll(parts)) {
      const b = part.getBoundingClientRect();
      if (b.width > 0 && meet(r, b))
        wrong.push(`"${plus.textContent}" lies on ${part.className.split(' ')[0]} `
                   + `"${part.textContent.trim().slice(0, 16)}"`);
    }
    const seat = plus.closest('.ww-seat').getBoundingClientRect();
    if (r.left < seat.left - 1 || r.right > seat.right + 1 || r.top < seat.top - 1)
      wrong.push(`"${plus.textContent}" reaches out of its seat`);
  }
  return wrong;
}"""

#: Each seat's cards in the middle of its band (lesson 02: one card a seat).
CENTRED = """() => {
  const root = document.querySelector('.site-table .ww-root');
  const wrong = [];
  for (const band of root.querySelectorAll('.ww-laid')) {
    const cards = [...band.querySelectorAll('.ww-card:not(.ww-ghost)')];
    if (!cards.length) continue;
    const b = band.getBoundingClientRect();
    const left = Math.min(...cards.map((c) => c.getBoundingClientRect().left));
    const right = Math.max(...cards.map((c) => c.getBoundingClientRect().right));
    const off = Math.abs((left + right) / 2 - (b.left + b.right) / 2);
    if (off > 0.1 * b.width)
      wrong.push(`a card is ${Math.round(off)} px off the middle of its `
                 + `${Math.round(b.width)}-px band`);
  }
  return wrong;
}"""

#: Settings scrolled to its end: the dialog inside the screen, Close and the last control seen.
SETTINGS_END = """() => {
  const d = document.querySelector('.site-table [data-testid="settings"]');
  d.scrollTop = d.scrollHeight;
  const r = d.getBoundingClientRect();
  const wrong = [];
  if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
    wrong.push(`the dialog is not inside the screen `
               + `(${Math.round(r.top)}–${Math.round(r.bottom)})`);
  const seen = (e, name) => {
    const b = e.getBoundingClientRect();
    if (b.top < Math.max(0, r.top) - 1 || b.bottom > Math.min(innerHeight, r.bottom) + 1)
      return wrong.push(`${name} is out of sight (${Math.round(b.top)}–${Math.round(b.bottom)} `
                        + `in a dialog at ${Math.round(r.top)}–${Math.round(r.bottom)})`);
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!hit || !(hit === e || e.contains(hit)))
      wrong.push(`${name} is covered by ${hit ? hit.className || hit.tagName : 'nothing'}`);
  };
  seen(d.querySelector('[data-testid="settings-close"]'), 'Close');
  const controls = [...d.querySelectorAll('button, select, input, a[href], summary')]
    .filter((e) => e.checkVisibility());
  const last = controls[controls.length - 1];
  seen(last, `the last control (${last.dataset.testid || last.textContent.trim().slice(0, 20)})`);
  return wrong;
}"""

#: What has scrolled (the document too).
SCROLLED = """() => [...document.querySelectorAll('*')].filter((e) => e.scrollTop > 0)
  .map((e) => `${e.className || e.tagName} scrolled by ${e.scrollTop} px`)"""

#: A part of lesson 02's question not inside the screen.
ASKED_OFF = """() => {
  const root = document.querySelector('.site-table .ww-root');
  const parts = root.querySelectorAll('[data-testid="quiz-prompt"], [data-testid="quiz-same"], '
    + '[data-testid="option-0"], [data-testid="option-1"]');
  return [...parts].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width < 1 || r.top < -1 || r.bottom > innerHeight + 1;
  }).map((e) => `${e.dataset.testid} is not on the screen `
               + `(${Math.round(e.getBoundingClientRect().top)})`);
}"""


@pytest.fixture
def opened(site_url: str, browser: Any) -> Iterator[Any]:
    """`open(lesson, lang, size, touch)`: a child's page at that size whose table has appeared
    (a touch phone: device scale factor 2, as test_phone_site's)."""
    contexts: list[Any] = []

    def open_page(lesson: str, lang: str, size: tuple[int, int], touch: bool) -> Site:
        ctx = browser.new_context(
            viewport={"width": size[0], "height": size[1]},
            has_touch=touch,
            is_mobile=touch,
            device_scale_factor=2 if touch else 1,
        )
        contexts.append(ctx)
        site = Site(ctx, site_url)
        site.page.goto(f"{site.url}/play/{lesson}.html?lang={lang}")
        site.page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
        time.sleep(0.5)
        return site

    try:
        yield open_page
    finally:
        for ctx in contexts:
            ctx.close()


def press(site: Site, name: str, touch: bool) -> None:
    button = find(site, name)
    button.tap() if touch else button.click()


def shown(site: Site) -> int:
    return int(table(site).get_attribute("data-shown-round") or 0)


def settled(site: Site) -> None:
    """The cards flown, "+N" popped up to its full size."""
    wait_until(lambda: table(site).locator(".ww-plus").count() > 0, what="'+N' on a pile")
    time.sleep(0.8)


def play_double_war(site: Site, touch: bool) -> None:
    deal(site, DOUBLE_WAR, touch)
    before = shown(site)
    press(site, "flip", touch)
    wait_until(lambda: shown(site) == before + 1, what="the double war drawn")
    settled(site)


def deal(site: Site, code: str, touch: bool) -> None:
    """A game's code typed in Settings (as a teacher does), Settings closed."""
    press(site, "settings-toggle", touch)
    find(site, "code-input").fill(code)
    press(site, "code-play", touch)
    tail = code.split("-")[-1]
    wait_until(lambda: tail in find(site, "code").inner_text(), what=f"{code} dealt")
    if find(site, "settings").is_visible():
        site.page.keyboard.press("Escape")
    find(site, "settings").wait_for(state="hidden")
    site.page.evaluate("window.scrollTo(0, 0)")


def answer(site: Site, touch: bool) -> None:
    """Lesson 02's question answered as a child might (a card, the other card, Same), until it
    is judged: Flip is back."""
    for name in ("option-0", "option-1", "quiz-same"):
        if not find(site, "quiz").is_visible():
            break
        button = find(site, name)
        if button.is_visible() and button.is_enabled():
            press(site, name, touch)
            time.sleep(0.4)
            wait_until(
                lambda b=button: not find(site, "quiz").is_visible() or b.is_enabled(),
                what="the answer judged",
            )
    wait_until(lambda: find(site, "flip").is_visible(), what="Flip back")


#: Where the double war is played: (size, touch).
WAR_SCREENS = [((320, 568), True), ((360, 740), True), ((740, 360), True), ((1366, 768), False),
               ((1024, 700), False)]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_double_war_reads_whole(opened: Any, lang: str) -> None:
    wrong: dict[str, list[str]] = {}
    for (width, height), touch in WAR_SCREENS:
        name = f"{lang}-{width}x{height}"
        site = opened("01_play", lang, (width, height), touch)
        play_double_war(site, touch)
        site.page.screenshot(path=str(SHOTS / f"e2e-fits-war-{name}.png"))
        wrong[f"{name}: the words"] = site.page.evaluate(BROKEN)
        wrong[f"{name}: +N"] = site.page.evaluate(PLUS)
        assert not site.crashes, site.crashes
        site.page.context.close()
    assert {k: v for k, v in wrong.items() if v} == {}


#: Lesson 02 on a laptop's screen and a Chromebook's, and on phones.
QUIZ_SCREENS = [((1024, 700), False), ((1366, 768), False), ((360, 740), True), ((740, 360), True)]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_02_asks_on_the_screen(opened: Any, lang: str) -> None:
    wrong: dict[str, list[str]] = {}
    for (width, height), touch in QUIZ_SCREENS:
        name = f"{lang}-{width}x{height}"
        site = opened("02_counting", lang, (width, height), touch)
        wide = width > 800
        if wide:
            wrong[f"{name}: the table appears"] = site.page.evaluate(SCROLLED)
        for n in (1, 2):
            press(site, "flip", touch)
            find(site, "quiz").wait_for(state="visible")
            time.sleep(0.6)
            site.page.screenshot(path=str(SHOTS / f"e2e-fits-02-{name}-{n}-asked.png"))
            if wide:
                wrong[f"{name}: question {n}"] = site.page.evaluate(SCROLLED)
                wrong[f"{name}: question {n} on the screen"] = site.page.evaluate(ASKED_OFF)
                wrong[f"{name}: question {n}'s cards"] = site.page.evaluate(CENTRED)
            answer(site, touch)
            settled(site)
            site.page.screenshot(path=str(SHOTS / f"e2e-fits-02-{name}-{n}-answered.png"))
            wrong[f"{name}: answer {n}: +N"] = site.page.evaluate(PLUS)
            wrong[f"{name}: answer {n}: the words"] = site.page.evaluate(BROKEN)
            if wide:
                wrong[f"{name}: answer {n}"] = site.page.evaluate(SCROLLED)
        assert not site.crashes, site.crashes
        site.page.context.close()
    assert {k: v for k, v in wrong.items() if v} == {}


#: Lesson 02's ladder (1 to 10) with a war in the first round: two 7s, three cards down each.
LADDER_WAR = "K222-2EA"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_02_war_reads_whole(opened: Any, lang: str) -> None:
    """The deal is random in test_lesson_02_asks_on_the_screen; a war there (the dots under
    each pile, "+10") once put "+10" on a card of the war at 740×360: here it is dealt, also
    at 200 % zoom on a 1024×700 and a 1366×768 laptop (on the face-down cards at 512×350)."""
    wrong: dict[str, list[str]] = {}
    for (width, height), touch in [*QUIZ_SCREENS, ((512, 350), False), ((683, 384), False)]:
        name = f"{lang}-{width}x{height}"
        site = opened("02_counting", lang, (width, height), touch)
        deal(site, LADDER_WAR, touch)
        press(site, "flip", touch)
        find(site, "quiz").wait_for(state="visible")
        answer(site, touch)
        settled(site)
        site.page.screenshot(path=str(SHOTS / f"e2e-fits-02-war-{name}.png"))
        wrong[f"{name}: +N"] = site.page.evaluate(PLUS)
        wrong[f"{name}: the words"] = site.page.evaluate(BROKEN)
        assert not site.crashes, site.crashes
        site.page.context.close()
    assert {k: v for k, v in wrong.items() if v} == {}


#: Short screens: a small phone, a phone held sideways, a laptop's 1366×768 at 200 % zoom.
SHORT_SCREENS = [(320, 568), (740, 360), (683, 384)]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_settings_end_on_a_short_screen(opened: Any, lang: str) -> None:
    wrong: dict[str, list[str]] = {}
    site = opened("01_play", lang, SHORT_SCREENS[0], True)
    for width, height in SHORT_SCREENS:
        site.page.set_viewport_size({"width": width, "height": height})
        time.sleep(0.3)
        press(site, "settings-toggle", True)
        find(site, "settings").wait_for(state="visible")
        time.sleep(0.3)
        wrong[f"{width}x{height}"] = site.page.evaluate(SETTINGS_END)
        site.page.screenshot(path=str(SHOTS / f"e2e-fits-settings-{lang}-{width}x{height}.png"))
        site.page.keyboard.press("Escape")
        find(site, "settings").wait_for(state="hidden")
    assert not site.crashes, site.crashes
    assert {k: v for k, v in wrong.items() if v} == {}
