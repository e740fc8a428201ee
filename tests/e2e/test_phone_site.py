"""A phone in a child's hand (issue 42): the whole table on the screen at once, on the lesson site.

In Chromium with touch (device scale factor 2) at 360×740 and 320×568 (held upright) and 740×360
(held sideways), lessons 01 and 02 in English and Polish: when the table appears and after each
flip (lesson 01 also after a double war, its code typed in Settings as a teacher does; lesson 02
while each question is asked and after it is answered), every part a child looks at is inside
the screen and uncovered (`document.elementFromPoint` at its centre lands inside it): the round,
each seat's pile count and its cards (every card of a war), the banner (while lesson 02 asks on
an upright phone, the question in its place), Flip, and lesson 02's answers (the cards to tap and
Same); lesson 02's feedback on an answer is read before Settings (it lay under it), whole on a
740-px screen, starting on the screen of an upright phone (at 320×568 it began below it), and a
second try's hint whole on every phone (held sideways it ended below the screen); and nothing
has scrolled: no element has a `scrollTop` above 0, the document included, and the page's table
area is no box that scrolls on its own. "How to play" opens the instructions and closes them
again. The landing page reads at 360 px: its title across the
width, nothing wider than the screen.

The site is built by `make lite` and served on 127.0.0.1 (test_lite.py's fixtures). Screenshots
go to the device tests' folder (test_every_device.SHOTS), e2e-phone-*.png.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import test_lite as lite
from conftest import wait_until
from device_checks import DOUBLE_WAR, drawn_whole, flip_problems, small_controls
from test_every_device import SHOTS
from test_every_device_site import find, table
from test_lite import Site
from war_widget import locale

browser, lite_notes, site_url = lite.browser, lite.lite_notes, lite.site_url
pytestmark = [pytest.mark.timeout(900), pytest.mark.heavy]

#: A phone held upright (a common Android size, and the smallest iPhone's), and held sideways.
PHONES = [(360, 740), (320, 568), (740, 360)]

#: Where each part of the round is (inside the table).
PARTS = {
    "the round": '[data-testid="round"]',
    "your pile's count": '[data-testid="count-0"]',
    "the computer's pile's count": '[data-testid="count-1"]',
    "your cards": '[data-testid="laid-0"], [data-testid="option-0"]',
    "the computer's cards": '[data-testid="laid-1"], [data-testid="option-1"]',
}

#: Each part: drawn, inside the screen, and what a finger at its centre touches is the part.
SEEN = """(parts) => {
  const root = document.querySelector('.site-table .ww-root');
  const wrong = [];
  for (const [name, css] of Object.entries(parts)) {
    const e = root.querySelector(css);
    const r = e ? e.getBoundingClientRect() : null;
    if (!r || r.width < 1 || r.height < 1) { wrong.push(`${name} is not shown`); continue; }
    const where = [r.left, r.top, r.right, r.bottom].map(Math.round).join(', ');
    if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
      wrong.push(`${name} is not inside the screen (${where} of ${innerWidth}×${innerHeight})`);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const by = hit ? hit.className || hit.tagName : 'nothing';
    if (!hit || !(e === hit || e.contains(hit)))
      wrong.push(`${name} is covered by ${by} (${where})`);
  }
  // Every card laid (a war's face-down stacks too) is inside the screen.
  const laid = root.querySelectorAll('.ww-laid .ww-card:not(.ww-ghost), .ww-laid .ww-stack');
  for (const card of laid) {
    const r = card.getBoundingClientRect();
    const at = `${Math.round(r.right)}, ${Math.round(r.bottom)}`;
    if (r.bottom > innerHeight + 1 || r.right > innerWidth + 1 || r.top < -1 || r.left < -1)
      wrong.push(`a laid card is not inside the screen (${at})`);
  }
  return wrong;
}"""

#: What has scrolled: every element with a scrollTop above 0 (the document too), and whether the
#: page's table area is a box that scrolls on its own.
SCROLLED = """() => {
  const out = [...document.querySelectorAll('*')].filter((e) => e.scrollTop > 0)
    .map((e) => `${e === document.scrollingElement ? 'the document' : e.className || e.tagName}`
      + ` scrolled by ${e.scrollTop} px`);
  const page = document.scrollingElement.scrollTop;
  if (page > 0 && !out.some((line) => line.startsWith('the document')))
    out.push(`the document scrolled by ${page} px`);
  const area = getComputedStyle(document.querySelector('.site-table')).overflowY;
  if (area !== 'visible') out.push(`the table area is a box that scrolls (overflow-y: ${area})`);
  return out;
}"""


#: Lesson 02's feedback on an answer ("Yes! 9 is more than 5…"), when shown, is read before
#: Settings: it ends above Settings' button (it lay under it, only its first line on a 740-px
#: screen).
FEEDBACK_FIRST = """() => {
  const root = document.querySelector('.site-table .ww-root');
  const said = root.querySelector('[data-testid="quiz-feedback"]');
  const settings = root.querySelector('[data-testid="settings-toggle"]').getBoundingClientRect();
  if (!said || !said.checkVisibility()) return [];
  const r = said.getBoundingClientRect();
  return r.bottom > settings.top + 1
    ? [`the answer's feedback (${Math.round(r.top)}–${Math.round(r.bottom)}) is not above `
       + `Settings (${Math.round(settings.top)})`] : [];
}"""

#: Lesson 02's feedback on an answer, when shown (or a second try's hint), starts on the screen:
#: its first line inside it and what a finger at that line's centre touches (at 320×568 it
#: began 12 px below the screen); with `whole`, all of it inside the screen (held sideways the
#: hint ended 4 px below it).
FEEDBACK_SEEN = """(whole) => {
  const said = document.querySelector('.site-table .ww-root [data-testid="quiz-feedback"]');
  if (!said || !said.checkVisibility()) return [];
  const range = document.createRange();
  range.selectNodeContents(said.firstElementChild || said);
  const first = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
  const r = said.getBoundingClientRect();
  const where = `${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}`;
  if (!first) return [`the answer's feedback has no line drawn (${where})`];
  const wrong = [];
  if (first.top < -1 || first.bottom > innerHeight + 1)
    wrong.push(`the answer's feedback does not start on the screen (${where})`);
  else {
    const x = first.left + first.width / 2, y = first.top + first.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !said.contains(hit))
      wrong.push(`the answer's feedback's first line is covered by ${hit ? hit.className : '-'}`);
  }
  if (whole && (r.top < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1))
    wrong.push(`the answer's feedback is not whole on the screen (${where})`);
  return wrong;
}"""

#: The lesson's title in the page's top bar, whole: nothing cut off nor hidden under an ellipsis.
TITLE = """() => {
  const h = document.querySelector('.site-top h1');
  const box = h.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(h);
  const words = range.getBoundingClientRect();
  const wrong = [];
  if (h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1)
    wrong.push(`the title "${h.textContent}" is cut: ${h.scrollWidth}×${h.scrollHeight} px `
               + `of words in ${h.clientWidth}×${h.clientHeight}`);
  const style = getComputedStyle(h);
  if (style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap')
    wrong.push('the title may end in an ellipsis');
  if (words.right > Math.min(box.right, innerWidth) + 1 || words.bottom > box.bottom + 1)
    wrong.push(`the title's words reach past its box (${Math.round(words.right)}, `
               + `${Math.round(words.bottom)})`);
  return wrong;
}"""


@pytest.fixture
def phone(site_url: str, browser: Any) -> Iterator[Any]:
    """A touch phone's context (device scale factor 2); `open(lesson, lang, size)` opens a child's
    page at that size: a Site whose table has appeared."""
    ctx = browser.new_context(
        viewport={"width": PHONES[0][0], "height": PHONES[0][1]},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
    )
    site = Site(ctx, site_url)

    def open_page(lesson: str, lang: str, size: tuple[int, int]) -> Site:
        site.page.set_viewport_size({"width": size[0], "height": size[1]})
        site.page.goto(f"{site.url}/play/{lesson}.html?lang={lang}")
        site.page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
        time.sleep(0.5)  # Flip focused, the fonts in: the page as a child first sees it
        return site

    try:
        yield open_page
    finally:
        ctx.close()


def shown(site: Site) -> int:
    return int(table(site).get_attribute("data-shown-round") or 0)


def asking(site: Site) -> bool:
    return find(site, "quiz").is_visible()


def wrong_on_screen(site: Site) -> list[str]:
    """What a child could not see or touch now: the parts of the round, the banner (or the
    question asked in its place), Flip (or the answers), and anything scrolled."""
    parts = dict(PARTS)
    if asking(site):
        parts["the question"] = '[data-testid="quiz-prompt"]'
        if find(site, "quiz-same").is_visible():
            parts["Same"] = '[data-testid="quiz-same"]'
        # On an upright phone the question is asked on the felt, in the banner's place (empty
        # while it asks); held sideways, beside the felt: the banner is seen there too.
        prompt = find(site, "quiz-prompt").bounding_box()
        banner = find(site, "banner").bounding_box()
        assert prompt is not None and banner is not None
        on_the_banner = abs(prompt["y"] - banner["y"]) < 2 and abs(prompt["x"] - banner["x"]) < 2
        if not on_the_banner:
            parts["the banner"] = '[data-testid="banner"]'
    else:
        parts["the banner"] = '[data-testid="banner"]'
        parts["Flip"] = '[data-testid="flip"]'
    # The answer's feedback (or a second try's hint) whole on a 740-px screen, under Flip; on a
    # shorter one the felt and Flip take the screen: the feedback comes next, before Settings.
    viewport = site.page.viewport_size
    assert viewport is not None
    if find(site, "quiz-feedback").is_visible() and viewport["height"] >= 700:
        parts["the answer's feedback"] = '[data-testid="quiz-feedback"]'
    wrong: list[str] = site.page.evaluate(SEEN, parts)
    wrong += site.page.evaluate(FEEDBACK_FIRST)
    # Held upright, the feedback starts on the screen right after an answer; a second try's
    # hint, beside the question, is whole on the screen on every phone.
    if asking(site) or viewport["height"] > viewport["width"]:
        wrong += site.page.evaluate(FEEDBACK_SEEN, asking(site))
    if not asking(site):
        wrong += flip_problems(find(site, "flip"))  # at least 160 px wide, a finger lands on it
    wrong += site.page.evaluate(SCROLLED)
    wrong += [f"{c[0]!r} is {c[1]}×{c[2]} px" for c in small_controls(table(site))]
    return wrong + drawn_whole(table(site))


def shot(site: Site, name: str) -> None:
    site.page.screenshot(path=str(SHOTS / f"e2e-phone-{name}.png"))


def flip(site: Site) -> None:
    """A tap on Flip, and the round drawn, its cards flown to the winner's pile."""
    before = shown(site)
    find(site, "flip").tap()
    wait_until(lambda: shown(site) == before + 1, what=f"round {before + 1} drawn")
    time.sleep(1.5)  # the cards have flown, the counters counted


def answer(site: Site) -> None:
    """Lesson 02's question answered as a child might: a card, Same, the other card, until it
    is judged (right, or a second wrong answer: Flip comes back)."""
    for name in ("option-0", "quiz-same", "option-1"):
        if not asking(site):
            break
        button = find(site, name)
        if not button.is_visible():
            continue
        button.tap()
        time.sleep(0.4)
        wait_until(
            lambda b=button: not asking(site) or (b.is_visible() and b.is_enabled()),
            what="the answer judged",
        )
    wait_until(lambda: find(site, "flip").is_visible(), what="Flip back")
    time.sleep(1.5)


def second_try(site: Site) -> None:
    """Lesson 02's question answered wrong (Same when the cards differ, else a card): it is
    asked again, with a hint."""
    ranks = [
        table(site)
        .locator(f'[data-testid="option-{seat}"] [data-rank]')
        .first.get_attribute("data-rank")
        for seat in (0, 1)
    ]
    find(site, "option-0" if ranks[0] == ranks[1] else "quiz-same").tap()
    wait_until(lambda: asking(site) and find(site, "quiz-feedback").is_visible(), what="the hint")
    time.sleep(0.5)


def double_war(site: Site) -> None:
    """The double war's code typed in Settings (as a teacher does); back at the table's top."""
    find(site, "settings-toggle").tap()
    find(site, "code-input").fill(DOUBLE_WAR)
    find(site, "code-play").tap()
    wait_until(lambda: "7B92" in find(site, "code").inner_text(), what="the double war dealt")
    if find(site, "settings").is_visible():
        site.page.keyboard.press("Escape")
    find(site, "settings").wait_for(state="hidden")
    # Settings gives the focus back to its button, under the felt: the teacher hands the phone
    # back at the table's top.
    site.page.evaluate("window.scrollTo(0, 0)")
    time.sleep(0.3)


def how_to_play(site: Site, name: str) -> list[str]:
    """The fold "How to play" opens the instructions on the screen, and closes them again."""
    summary = site.page.locator('[data-testid="help"] summary')
    text = site.page.locator('[data-testid="instructions"]')
    wrong = [f"'How to play' is {c[1]}×{c[2]} px" for c in small_controls(summary.locator(".."))]
    if not summary.is_visible() or text.is_visible():
        return [*wrong, "the instructions are not folded under 'How to play'"]
    summary.tap()
    text.wait_for(state="visible")
    box = text.bounding_box()
    viewport = site.page.viewport_size
    assert box is not None and viewport is not None
    if box["y"] + box["height"] > viewport["height"] + 1:
        wrong.append("the instructions opened below the screen")
    shot(site, f"{name}-how-to-play")
    summary.tap()
    text.wait_for(state="hidden")
    return wrong


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_01_whole_on_a_phone(phone: Any, lang: str) -> None:
    for width, height in PHONES:
        name = f"01-{lang}-{width}x{height}"
        site = phone("01_play", lang, (width, height))
        wrong = {"the table appears": wrong_on_screen(site)}
        wrong["the title"] = site.page.evaluate(TITLE)
        wrong["How to play"] = how_to_play(site, name)
        shot(site, f"{name}-0")
        for n in (1, 2):
            flip(site)
            assert find(site, "banner").inner_text().strip(), "the banner says who won"
            wrong[f"flip {n}"] = wrong_on_screen(site)
            shot(site, f"{name}-{n}")
        double_war(site)
        wrong["the double war dealt"] = wrong_on_screen(site)
        flip(site)
        assert table(site).locator(".ww-laid .ww-stack").count() == 4, "each seat's two wars"
        wrong["a double war"] = wrong_on_screen(site)
        shot(site, f"{name}-war")
        flip(site)
        wrong["the flip after it"] = wrong_on_screen(site)
        assert {k: v for k, v in wrong.items() if v} == {}, name
        assert not site.crashes, site.crashes


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_02_whole_on_a_phone(phone: Any, lang: str) -> None:
    for width, height in PHONES:
        name = f"02-{lang}-{width}x{height}"
        site = phone("02_counting", lang, (width, height))
        wrong = {"the table appears": wrong_on_screen(site)}
        wrong["the title"] = site.page.evaluate(TITLE)
        wrong["How to play"] = how_to_play(site, name)
        shot(site, f"{name}-0")
        for n in (1, 2, 3):
            find(site, "flip").tap()
            find(site, "quiz").wait_for(state="visible")
            time.sleep(0.5)
            assert find(site, "quiz-same").is_visible(), "Same is offered"
            wrong[f"question {n}"] = wrong_on_screen(site)
            shot(site, f"{name}-{n}-asked")
            if n == 1:
                second_try(site)
                wrong["a second try"] = wrong_on_screen(site)
                shot(site, f"{name}-1-second-try")
            answer(site)
            wrong[f"answer {n}"] = wrong_on_screen(site)
            shot(site, f"{name}-{n}-answered")
        assert {k: v for k, v in wrong.items() if v} == {}, name
        assert not site.crashes, site.crashes


#: A device with touch and no keyboard, and a laptop (a keyboard, a mouse): (viewport, touch).
KEYBOARDS = [((768, 1024), True, False), ((360, 740), True, False), ((1366, 768), False, True)]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_space_bar_is_offered_only_where_there_is_a_keyboard(
    site_url: str, browser: Any, lang: str
) -> None:
    """Lesson 01's instructions say "(or the space bar)" on a laptop, never on a touch tablet
    or a phone, whose child has no key to press (site words `keys.space`)."""
    words = json.loads((Path(lite.ROOT) / "tools/lite/site/words.json").read_text("utf-8"))
    space = words[lang]["keys.space"].strip()
    for (width, height), touch, keyboard in KEYBOARDS:
        ctx = browser.new_context(
            viewport={"width": width, "height": height}, has_touch=touch, is_mobile=width < 600
        )
        try:
            site = Site(ctx, site_url)
            site.page.goto(f"{site.url}/play/01_play.html?lang={lang}")
            # A table ready on every first visit (a module whose answer came after Python's
            # snapshot left 1 in 20 waiting for ever: test_site_first_visit.py).
            site.page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
            said = site.page.locator('[data-testid="instructions"]').text_content() or ""
            assert (space in said) == keyboard, (lang, width, height, said)
            assert "{" not in said and "  " not in said and " ." not in said, said
            if not keyboard and width == 768:
                site.page.screenshot(path=str(SHOTS / f"e2e-phone-tablet-{lang}-instructions.png"))
        finally:
            ctx.close()


def test_the_landing_page_reads_on_a_phone(site_url: str, browser: Any) -> None:
    ctx = browser.new_context(
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
    )
    try:
        page = ctx.new_page()
        for path, lang in (("index.html", "en"), ("play/index.html", "pl"), ("index.html", "sk")):
            page.goto(f"{site_url}/{path}?lang={lang}")
            page.locator(".ww-landing .ww-card").first.wait_for()
            got = page.evaluate(
                """() => {
                  const h1 = document.querySelector('.ww-top h1');
                  const r = h1.getBoundingClientRect();
                  const line = parseFloat(getComputedStyle(h1).lineHeight);
                  return {lines: Math.round(r.height / line), width: r.width,
                          wide: document.documentElement.scrollWidth, screen: innerWidth};
                }"""
            )
            page.screenshot(path=str(SHOTS / f"e2e-phone-landing-{lang}.png"))
            # Across the screen (not squeezed beside the languages): a word a line no more.
            assert got["width"] > 0.8 * got["screen"], (path, lang, got)
            assert got["lines"] <= 3, (path, lang, got)
            assert got["wide"] <= got["screen"], (path, lang, got)
    finally:
        ctx.close()


def test_the_landing_page_reads_in_the_dark(site_url: str, browser: Any) -> None:
    """In a dark colour scheme every text of the landing page (its title first: it was the
    felt's dark green on the dark page, 1.9:1) has a contrast of 4.5:1 at least."""
    contrast = (Path(__file__).parent / "contrast.js").read_text("utf-8")
    ctx = browser.new_context(viewport={"width": 1024, "height": 700}, color_scheme="dark")
    try:
        page = ctx.new_page()
        for path in ("index.html", "play/index.html"):
            page.goto(f"{site_url}/{path}?lang=en")
            page.locator(".ww-landing .ww-card").first.wait_for()
            result = page.evaluate(contrast, [".ww-top, .ww-landing", 4.5])
            assert result["measured"] >= 10, (path, result)
            assert result["bad"] == [], (path, result["bad"])
    finally:
        ctx.close()
