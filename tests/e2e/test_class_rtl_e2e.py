"""The command line's teacher page in real Chromium, in Arabic (right to left) and in English
(as it was): `python -m war_widget class --lang ar --lesson 03_probability` on 127.0.0.1, two
pupils' records posted to it as their pages post them, the dashboard measured.

In Arabic the page is `dir="rtl"`, the title stands right of the buttons, the pupils' table
starts on the right (the name), a sentence's final full stop is at its left end, and every
figure isolated left to right ("1/17 = 5.9%", "95%", "0.0%") stands on the screen as written
(measured with each character's Range rect, as test_play_rtl_e2e.py's SEEN does); the charts
stay left to right (their numbers grow to the right). English is measured the other way.
WAR_WIDGET_SCREENSHOTS=folder: the page in light and dark, 1366×768 and 360×740, to look at.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import stop_process, wait_until
from test_play_rtl_e2e import SEEN, arithmetic_as_written

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]

#: Each box of the parts measured: [left, top, right, bottom].
BOX = "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"
#: Where a text's characters stand: its first and last non-space characters' left edges.
ENDS = """el => {
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const seen = [];
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      if (/[\\s\\u2066-\\u2069]/.test(node.data[i])) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      if (r.width > 0) seen.push([node.data[i], r.left, r.top]);
    }
  }
  return seen; }"""


class ClassPage:
    """A class served by the command line in one language, with two pupils' records."""

    def __init__(self, tmp: Path, lang: str) -> None:
        site = tmp / f"site-{lang}"
        (site / "play").mkdir(parents=True)
        (site / "play" / "03_probability.html").write_text("<p>03")
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "LC_ALL": "", "LANG": "C.UTF-8"}
        args = ["--lang", lang, "--lesson", "03_probability", "--site", str(site), "--port", "0"]
        args += ["--host", "127.0.0.1", "--file", str(tmp / f"{lang}.sqlite"), "--forget"]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "war_widget", "class", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.proc.stdout is not None
        lines = [self.proc.stdout.readline() for _ in range(3)]
        found = re.search(r"(http://127\.0\.0\.1:\d+)/r/(\w+)", lines[0])
        teacher = re.search(r"http://\S+/teacher\?key=\S+", lines[2])
        assert found and teacher, lines
        self.base, self.code, self.teacher = found[1], found[2], teacher[0]
        self.post("/api/join", {"room": self.code, "device": "d1", "pupil": "ليلى", "lang": lang})
        self.post("/api/join", {"room": self.code, "device": "d2", "pupil": "Ana", "lang": lang})
        games = [self.game(i, war=i == 3) for i in range(1, 18)]
        self.records("d1", "ليلى", games)
        self.records("d2", "Ana", [self.answer(1, False), self.answer(2, False)])

    def post(self, path: str, message: Any) -> Any:
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(message).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())

    def records(self, device: str, pupil: str, records: list[dict[str, Any]]) -> None:
        message = {"room": self.code, "device": device, "pupil": pupil, "records": records}
        self.post("/api/records", message)

    @staticmethod
    def game(i: int, war: bool) -> dict[str, Any]:
        data = {"game": i, "rounds": 40 + 37 * i, "first_war": war}
        sent = "2026-12-07T07:00:00.000Z"
        return {
            "id": f"d1-{i}",
            "kind": "game",
            "lesson": "03_probability",
            "data": data,
            "sent": sent,
        }

    @staticmethod
    def answer(i: int, right: bool) -> dict[str, Any]:
        data = {"right": right, "tries": 2, "quiz": "symbol", "question": "7 ☐ 4"}
        sent = "2026-12-07T07:00:00.000Z"
        return {
            "id": f"d2-{i}",
            "kind": "answer",
            "lesson": "03_probability",
            "data": data,
            "sent": sent,
        }

    def stop(self) -> None:
        stop_process(self.proc)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def classes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, ClassPage]]:
    started: dict[str, ClassPage] = {}
    try:
        for lang in ("ar", "en"):
            started[lang] = ClassPage(tmp_path_factory.mktemp(f"class-{lang}"), lang)
        yield started
    finally:
        for c in started.values():
            c.stop()


def open_teacher(browser: Any, c: ClassPage, width: int = 1366, scheme: str = "light") -> Any:
    height = 768 if width > 600 else 740
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    page = context.new_page()
    page.goto(c.teacher)
    page.locator('[data-testid="pupil"]').nth(1).wait_for(timeout=20_000)
    page.locator('[data-testid="answers-table"]').wait_for(timeout=20_000)
    return page


def by_id(page: Any, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]').first


def box(page: Any, name: str) -> list[float]:
    return list(by_id(page, name).evaluate(BOX))


def columns(page: Any) -> list[list[float]]:
    return [
        list(b)
        for b in page.locator('[data-testid="pupils-table"] thead th').evaluate_all(
            f"ths => ths.map({BOX})"
        )
    ]


def shoot(page: Any, lang: str, scheme: str, width: int) -> None:
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.wait_for_timeout(300)
        name = f"class-teacher-{lang}-{scheme}-{width}.png"
        page.screenshot(path=str(Path(folder) / name), full_page=width > 600)


def no_overflow(page: Any) -> None:
    wide = page.evaluate("document.documentElement.scrollWidth - innerWidth")
    assert wide <= 1, f"the page is {wide}px wider than the window"


def test_the_teacher_page_reads_right_to_left_in_arabic(own_browser: Any, classes: Any) -> None:
    page = open_teacher(own_browser, classes["ar"])
    try:
        assert page.evaluate("document.documentElement.dir") == "rtl"
        root = by_id(page, "classroom")
        assert root.get_attribute("dir") == "rtl"
        title, buttons = box(page, "title"), list(page.locator(".ww-class-buttons").evaluate(BOX))
        assert title[0] >= buttons[2] - 1, (
            f"the title {title} is not right of the buttons {buttons}"
        )
        heads = columns(page)
        assert heads[0][0] >= heads[1][2] - 1 and heads[1][0] >= heads[-1][2] - 1, heads
        # The note's sentence ends at its left: its closing quote and full stop there.
        note = by_id(page, "note").evaluate(ENDS)
        last_line = [c for c in note if abs(c[2] - note[-1][2]) < 4]
        assert note[-1][0] == "." and note[-1][1] == min(c[1] for c in last_line), note[-3:]
        # Every figure isolated stands left to right as written, in the sentences and keys.
        for part in ("share-text", "exact-text", "first-war", "answers", "pupils"):
            assert arithmetic_as_written(by_id(page, part)) == [], part
        exact = by_id(page, "exact-text")
        assert "\u20661/17 = 5.9%\u2069" in exact.inner_text()
        assert "1/17=5.9%" in exact.evaluate(SEEN)
        legend = page.locator('[data-testid="first-war"] .ww-class-legend').evaluate(SEEN)
        assert "95%" in legend and "1/17=5.9%" in legend, legend
        share = by_id(page, "share-text").evaluate(SEEN)
        assert re.search(r"\d+\.\d%", share) and not re.search(r"%\d", share), share
        assert "7☐4" in by_id(page, "missed").evaluate(SEEN)
        # The charts stay left to right: 0 on the left, the ticks' percent after its number.
        chart = by_id(page, "share-chart")
        assert chart.evaluate("el => getComputedStyle(el).direction") == "ltr"
        labels = page.locator('[data-testid="bar-label"]')
        assert labels.first.evaluate(SEEN) == "0–19"
        left = [list(b) for b in labels.evaluate_all(f"ls => ls.map({BOX})")]
        assert left == sorted(left), "the lengths' bars' labels do not grow to the right"
        ticks = chart.locator(".ww-class-tick")
        for i in range(ticks.count()):  # "10%", "0", "17": each as written
            assert ticks.nth(i).evaluate(SEEN) == ticks.nth(i).text_content(), i
        no_overflow(page)
        page.set_viewport_size({"width": 360, "height": 740})
        title, buttons = box(page, "title"), list(page.locator(".ww-class-buttons").evaluate(BOX))
        assert title[2] >= buttons[2] - 1, f"on a phone the title {title} is not at the right"
        no_overflow(page)
    finally:
        page.context.close()


def test_english_stays_left_to_right(own_browser: Any, classes: Any) -> None:
    page = open_teacher(own_browser, classes["en"])
    try:
        assert page.evaluate("document.documentElement.dir") == ""
        assert by_id(page, "classroom").get_attribute("dir") == "ltr"
        assert page.evaluate("getComputedStyle(document.body).direction") == "ltr"
        title, buttons = box(page, "title"), list(page.locator(".ww-class-buttons").evaluate(BOX))
        assert title[2] <= buttons[0] + 1, f"the title {title} is not left of the buttons {buttons}"
        heads = columns(page)
        assert heads[0][2] <= heads[1][0] + 1, heads
        exact = by_id(page, "exact-text").inner_text()
        assert exact == "Exact answer: 1/17 = 5.9%", exact
        assert not re.search("[\u2066-\u2069]", by_id(page, "classroom").inner_text())
        no_overflow(page)
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_screenshots_light_and_dark(own_browser: Any, classes: Any, lang: str) -> None:
    """Without WAR_WIDGET_SCREENSHOTS only drawn and measured: no overflow in either scheme."""
    for scheme in ("light", "dark"):
        for width in (1366, 360):
            page = open_teacher(own_browser, classes[lang], width, scheme)
            try:
                wait_until(lambda p=page: by_id(p, "share-chart").is_visible(), what="the chart")
                no_overflow(page)
                shoot(page, lang, scheme, width)
            finally:
                page.context.close()
