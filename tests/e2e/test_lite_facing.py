"""Two players face to face on one phone or tablet (issue 42, item 2), on the lesson site's
child page in Chromium with touch: turned on in Settings, as a teacher or a child does.

Each player taps their own half: after the first tap nothing turns and both halves say who is
awaited; after the second the round is played. The far half is upside down, and each Flip is
inside its own half of the screen, big, and uncovered (what a finger at its centre touches).
"""

from __future__ import annotations

import time
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


#: Watches the won cards' copies fly: for each, the seat its card lay in and its turn (degrees)
#: at every frame from the moment it is put on the felt until it lands.
WATCH_FLIGHTS = r"""(root) => {
  window.__flights = [];
  const felt = root.querySelector('[data-testid="table"]');
  const seatOf = (r) => [0, 1].find((s) => {
    const b = root.querySelector(`[data-testid="seat-${s}"]`).getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
  }) ?? -1;
  new MutationObserver((records) => {
    for (const rec of records) for (const n of rec.addedNodes) {
      if (!n.classList || !n.classList.contains('ww-ghost')) continue;
      const f = {seat: seatOf(n.getBoundingClientRect()), turns: [], to: null};
      window.__flights.push(f);
      // Where it is sent: its transform as set, every time it is set (frames or not).
      const sent = () => { const to = /rotate\((\d+)deg\)/.exec(n.style.transform);
                           if (to) f.to = Number(to[1]); };
      sent();
      new MutationObserver(sent).observe(n, {attributes: true, attributeFilter: ['style']});
      const sample = () => {
        if (!n.isConnected) return;
        const m = new DOMMatrix(getComputedStyle(n).transform);
        f.turns.push(Math.abs(Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI)));
        requestAnimationFrame(sample);
      };
      sample();
    }
  }).observe(felt, {childList: true});
}"""


#: A deal whose second round is a war and whose first rounds both players win (seed 2; found
#: with the engine: ``WarWidget(seed=2, mode="two_players").code``).
WAR_SOON = "24M"


def play_code(table: Any, code: str) -> None:
    """Settings: play the game of this code (the same deal on every device), then Close."""
    table.locator('[data-testid="settings-toggle"]').tap()
    table.locator('[data-testid="code-input"]').fill(code)
    table.locator('[data-testid="code-play"]').tap()
    wait_until(lambda: table.get_attribute("data-shown-round") == "0", what="the new deal")
    close = table.locator('[data-testid="settings-close"]')
    if close.is_visible():
        close.tap()


def winner(table: Any) -> int:
    return next(s for s in (0, 1) if table.locator(f'[data-testid="seat-{s}"].ww-winner').count())


@pytest.mark.parametrize(("viewport", "mobile"), [(PHONE, True), (TABLETS[0][0], False)])
def test_the_far_seats_flying_cards_are_turned_as_its_half_and_fly_to_the_winners(
    browser: Any, site_url: str, viewport: dict[str, int], mobile: bool
) -> None:
    """Each copy of a won card starts turned as the seat it lay in (the far seat's upside
    down) and is sent to land turned as the winner's seat, turning between the two (never the
    other way) when they differ; a war's face-down and face-up cards too (a deal with a war in
    round 2; rounds are played until both have won and a war came, or 30 rounds)."""
    context = browser.new_context(viewport=viewport, has_touch=True, is_mobile=mobile)
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, "01_play", "en")
        face_to_face(visit, table)
        play_code(table, WAR_SOON)
        table.evaluate(WATCH_FLIGHTS)
        seen: dict[tuple[int, int], int] = {}
        wars = 0
        for n in range(1, 31):
            table.locator('[data-testid="face-flip-0"]').tap()
            table.locator('[data-testid="face-flip-1"]').tap()
            flips_to(table, n)
            won = winner(table)
            war = table.locator('[data-testid="war-stack"]').count() > 0
            wait_until(
                lambda: (
                    table.evaluate("() => window.__flights.length") > 0
                    and visit.page.locator(".ww-ghost").count() == 0
                ),
                what="the copies to fly and land",
            )
            flights = table.evaluate("() => window.__flights.splice(0)")
            cards = table.locator('[data-testid^="laid-"] .ww-card').count()
            assert len(flights) == cards, (flights, cards)
            for f in flights:
                assert f["seat"] in (0, 1) and f["turns"], f
                start, end = (180 if f["seat"] == 1 else 0), (180 if won == 1 else 0)
                assert f["turns"][0] == start, (f, won)  # as it lay, before it moves
                assert f["to"] == end, (f, won)  # sent to land turned as the winner's seat
                low, high = sorted((start, end))
                assert all(low <= t <= high for t in f["turns"]), f  # turning only that way
                seen[f["seat"], won] = seen.get((f["seat"], won), 0) + 1
            if war:  # the war's taller seats still leave both halves and Flips on screen
                check_halves(table, viewport)
            wars += war
            if len(seen) == 4 and wars:
                break
        assert set(seen) == {(0, 0), (0, 1), (1, 0), (1, 1)}, seen
        assert wars, "no war in 30 rounds"
        assert not visit.crashes and not visit.outside
    finally:
        context.close()


#: The smallest phone held upright (an iPhone SE's screen).
SMALL = {"width": 320, "height": 568}


def test_both_flips_stay_on_the_smallest_phone_in_a_war(browser: Any, site_url: str) -> None:
    """At 320×568 both Flips are on the screen and what a finger at their centre touches, in
    a war too (the seats no taller than in any round), and the near Flip holds still: where
    it was in the round before the war."""
    context = browser.new_context(
        viewport=SMALL, has_touch=True, is_mobile=True, device_scale_factor=2
    )
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, "01_play", "en")
        face_to_face(visit, table)
        play_code(table, WAR_SOON)  # round 2 is a war
        check_halves(table, SMALL)
        where = []
        for n in (1, 2):
            table.locator('[data-testid="face-flip-0"]').tap()
            table.locator('[data-testid="face-flip-1"]').tap()
            flips_to(table, n)
            check_halves(table, SMALL)
            where.append(table.evaluate(GEOMETRY)[0]["top"])
        assert table.locator('[data-testid="war-stack"]').count() > 0, "round 2 is a war"
        visit.page.screenshot(path=str(SHOTS / "lite-facing-320-war.png"))
        assert abs(where[1] - where[0]) <= 1, where  # the near Flip did not move for the war
        assert not visit.crashes and not visit.outside
    finally:
        context.close()


#: Each half's answers: its turn and, per button, whether a finger at its centre touches it.
ANSWERS = """(root) => [0, 1].map((seat) => {
  const box = root.querySelector(`[data-testid="face-answers-${seat}"]`);
  const half = box.closest('.ww-face-half');
  const m = new DOMMatrix(getComputedStyle(half).transform);
  const buttons = [...box.querySelectorAll('button')].map((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {id: b.dataset.testid, hit: Boolean(hit && b.contains(hit)), height: r.height,
            top: r.top, bottom: r.bottom};
  });
  return {turn: Math.round(m.a), hidden: box.hidden, buttons};
})"""


def answer_until_done(table: Any, seat: int, prompt: str) -> list[str]:
    """One child answers on their half (a card, then the other card, then Same: a miss earns a
    second try) until their half stops asking; what their line said after each answer."""
    said = []
    for choice in (f"face-option-{seat}-0", f"face-option-{seat}-1", f"face-same-{seat}"):
        answers = table.locator(f'[data-testid="face-answers-{seat}"]')
        if answers.is_hidden():
            break
        before = table.locator(f'[data-testid="face-line-{seat}"]').inner_text()
        table.locator(f'[data-testid="{choice}"]').tap()
        line = table.locator(f'[data-testid="face-line-{seat}"]')
        wait_until(lambda: line.inner_text() != before, what=f"seat {seat}'s own feedback")  # noqa: B023
        said.append(line.inner_text())
    assert table.locator(f'[data-testid="face-answers-{seat}"]').is_hidden(), said
    assert prompt not in said[-1], said
    return said


@pytest.mark.parametrize(("viewport", "mobile"), [(PHONE, True), (TABLETS[0][0], False)])
def test_two_children_answer_the_quiz_each_on_their_own_half(
    browser: Any, site_url: str, viewport: dict[str, int], mobile: bool
) -> None:
    """Lesson 02's question face to face: on both halves, each turned to its reader; the far
    child answers first and sees their own feedback while the near half still asks and says
    nothing of it; the round is played only when both have answered."""
    context = browser.new_context(viewport=viewport, has_touch=True, is_mobile=mobile)
    try:
        visit = Site(context, site_url)
        table, _ = open_child(visit, "02_counting", "en")
        face_to_face(visit, table)
        table.locator('[data-testid="face-flip-0"]').tap()
        table.locator('[data-testid="face-flip-1"]').tap()
        line = [table.locator(f'[data-testid="face-line-{s}"]') for s in (0, 1)]
        wait_until(
            lambda: table.locator('[data-testid="face-answers-1"]').is_visible(), what="asked"
        )
        asked = line[0].inner_text()
        assert asked == line[1].inner_text() and "?" in asked, asked
        near, far = table.evaluate(ANSWERS)
        assert far["turn"] == -1 and near["turn"] == 1, (near, far)
        for half in (near, far):
            assert len(half["buttons"]) == 3, half  # two cards and Same
            for b in half["buttons"]:
                assert (
                    b["hit"]
                    and b["height"] >= 44
                    and b["top"] >= 0
                    and b["bottom"] <= viewport["height"]
                ), b
        assert table.locator(".ww-option").count() == 0  # the felt's cards are no answers here
        piles = '[data-testid="count-0"], [data-testid="count-1"]'
        counts = table.locator(piles).evaluate_all("(cs) => cs.map((c) => c.dataset.count)")
        said = answer_until_done(table, 1, asked)
        assert line[0].inner_text() == asked  # the near child's half still asks, untold
        assert "Waiting for" in line[1].inner_text(), said
        # Nothing is played until both have answered: the piles as they were, no Flip.
        assert table.locator(piles).evaluate_all("(cs) => cs.map((c) => c.dataset.count)") == counts
        assert table.locator('[data-testid="face-flip-1"]').is_hidden()
        visit.page.screenshot(path=str(SHOTS / f"lite-facing-quiz-{viewport['width']}-one.png"))
        answer_until_done(table, 0, asked)
        flip = table.locator('[data-testid="face-flip-0"]')
        wait_until(flip.is_visible, what="the round played, Flip back on both halves")
        after = table.locator(piles).evaluate_all("(cs) => cs.map((c) => c.dataset.count)")
        assert after != counts, (counts, after)
        assert said[-1].split("\n")[0] in line[1].inner_text()  # each keeps their own word
        assert not visit.crashes and not visit.outside
    finally:
        context.close()


#: Each child's parts face to face (their line, their answers or their Flip, whichever are
#: shown): whole on the screen, in the child's own half of it (the far child's above the
#: middle, the near child's below), what a finger at their centre touches, the line's words
#: not cut; and nothing scrolled, the document included.
OWN_HALVES = """(root) => {
  const wrong = [];
  const middle = innerHeight / 2;
  for (const seat of [0, 1]) {
    const who = seat === 1 ? 'the far child' : 'the near child';
    const [low, high] = seat === 1 ? [0, middle] : [middle, innerHeight];
    const parts = root.querySelectorAll(`[data-testid="face-line-${seat}"], `
      + `[data-testid="face-answers-${seat}"] button, [data-testid="face-flip-${seat}"]`);
    for (const e of parts) {
      if (e.closest('[hidden]')) continue;
      const name = `${who}'s ${e.dataset.testid}`;
      const r = e.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) { wrong.push(`${name} is not shown`); continue; }
      const at = `${Math.round(r.top)}–${Math.round(r.bottom)}`;
      if (r.top < low - 1 || r.bottom > high + 1 || r.left < -1 || r.right > innerWidth + 1)
        wrong.push(`${name} is at ${at}, not in its half (${low}–${high})`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const by = hit ? hit.className || hit.tagName : 'nothing';
      if (!hit || !e.contains(hit)) wrong.push(`${name} is covered by ${by} (${at})`);
      if (e.scrollHeight > e.clientHeight + 1) wrong.push(`${name}'s words are cut`);
    }
  }
  for (const e of document.querySelectorAll('*'))
    if (e.scrollTop > 0) wrong.push(`${e.className || e.tagName} scrolled by ${e.scrollTop} px`);
  return wrong;
}"""

#: Phones held upright (a common Android's, the smallest iPhone's) and held sideways.
PHONES = [(360, 740, "light"), (320, 568, "dark"), (740, 360, "light")]
#: A laptop's screen (two children at a laptop, or a tablet lying flat), and a Chromebook's.
LAPTOPS = [(1366, 768, "light"), (1024, 700, "dark")]


def played_out(visit: Site, table: Any, name: str) -> list[str]:
    """Once both children have answered: the round played and Flip back on both halves, the
    cards flown to the winner; what is out of its half (OWN_HALVES), and a screenshot."""
    flip = table.locator('[data-testid="face-flip-0"]')
    wait_until(flip.is_visible, what="the round played, Flip back on both halves")
    time.sleep(1.5)  # the cards flown to the winner
    wrong: list[str] = table.evaluate(OWN_HALVES)
    visit.page.screenshot(path=str(SHOTS / f"lite-facing-02-{name}-answered.png"))
    assert not visit.crashes and not visit.outside
    return wrong


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_02_face_to_face_on_a_phone(browser: Any, site_url: str, lang: str) -> None:
    """Lesson 02's question face to face on a phone, and on a laptop: each child's question and
    answers, then their feedback, then their Flip, in their own half of the screen and on it,
    untouched by the other's, with nothing scrolled (the near child's answers were 51–107 px
    below a 320×568 screen and a tap on them scrolled the page; the near Flip ended 44 px below
    a 360×740 one; held sideways, the near half was wholly below the screen; at 1366×768 the
    near Flip was at 807–871)."""
    wrong: dict[str, list[str]] = {}
    for width, height, scheme in PHONES + LAPTOPS:
        name = f"{lang}-{width}x{height}"
        viewport = {"width": width, "height": height}
        context = browser.new_context(
            viewport=viewport,
            has_touch=True,
            is_mobile=width < 800,
            device_scale_factor=2,
            color_scheme=scheme,
        )
        try:
            visit = Site(context, site_url)
            table, _ = open_child(visit, "02_counting", lang)
            face_to_face(visit, table, lang)
            # Settings gives the focus back to its button, under the halves: the teacher hands
            # the phone back at the table's top.
            visit.page.evaluate("window.scrollTo(0, 0)")
            time.sleep(0.3)
            wrong[f"{name}: face to face"] = table.evaluate(OWN_HALVES)
            table.locator('[data-testid="face-flip-0"]').tap()
            table.locator('[data-testid="face-flip-1"]').tap()
            asked = table.locator('[data-testid="face-answers-1"]')
            wait_until(asked.is_visible, what="the question on both halves")
            time.sleep(0.5)
            wrong[f"{name}: asked"] = table.evaluate(OWN_HALVES)
            visit.page.screenshot(path=str(SHOTS / f"lite-facing-02-{name}-asked.png"))
            prompt = table.locator('[data-testid="face-line-0"]').inner_text()
            answer_until_done(table, 1, prompt)
            wrong[f"{name}: the far child answered"] = table.evaluate(OWN_HALVES)
            answer_until_done(table, 0, prompt)
            wrong[f"{name}: both answered"] = played_out(visit, table, name)
        finally:
            context.close()
    assert {k: v for k, v in wrong.items() if v} == {}


#: Lesson 02's ladder (1 to 10) with a war in the first round (test_phone_site_overlaps.py).
LADDER_WAR = "K222-2EA"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_lesson_02_face_to_face_war_on_a_phone(browser: Any, site_url: str, lang: str) -> None:
    """The deal is random above; a war in the first round (a longer line, taller seats) once put
    the near Flip 10 px below a 360×740 screen: here it is dealt, on every phone."""
    wrong: dict[str, list[str]] = {}
    for width, height, scheme in PHONES:
        name = f"{lang}-{width}x{height}-war"
        context = browser.new_context(
            viewport={"width": width, "height": height},
            has_touch=True,
            is_mobile=True,
            device_scale_factor=2,
            color_scheme=scheme,
        )
        try:
            visit = Site(context, site_url)
            table, _ = open_child(visit, "02_counting", lang)
            table.locator('[data-testid="settings-toggle"]').tap()
            table.locator('[data-testid="code-input"]').fill(LADDER_WAR)
            table.locator('[data-testid="code-play"]').tap()
            wait_until(
                lambda: LADDER_WAR in (table.locator('[data-testid="code"]').inner_text() or ""),  # noqa: B023
                what="the war's deal",
            )
            table.locator('[data-testid="settings-close"]').tap()
            face_to_face(visit, table, lang)
            visit.page.evaluate("window.scrollTo(0, 0)")
            table.locator('[data-testid="face-flip-0"]').tap()
            table.locator('[data-testid="face-flip-1"]').tap()
            wait_until(table.locator('[data-testid="face-answers-1"]').is_visible, what="asked")
            prompt = table.locator('[data-testid="face-line-0"]').inner_text()
            answer_until_done(table, 1, prompt)
            answer_until_done(table, 0, prompt)
            wrong[f"{name}: both answered"] = played_out(visit, table, name)
        finally:
            context.close()
    assert {k: v for k, v in wrong.items() if v} == {}
