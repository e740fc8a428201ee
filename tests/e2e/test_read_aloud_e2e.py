"""Read aloud in a real JupyterLab and Chromium, with the browser's speech API stubbed.

``speechSynthesis`` is replaced before the page loads (``page.add_init_script``): it has no
voice at first, then gets them as a browser does, after ``voiceschanged``; ``speak`` records
each utterance.  The speaker stays hidden while no voice speaks the learner's language, then
reads the banner's text in the page's language; each explanation step is read on request.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import wait_until
from test_simulate_e2e import SimPage, open_sim

CELL = """\
from war_widget import WarWidget
w = WarWidget(seed=5, lang="es", speak=True, speed="fast")
w"""

STUB = """
window.__spoken = [];
window.__voices = [];
const listeners = [];
window.__addVoices = (list) => { window.__voices = list; listeners.forEach((cb) => cb()); };
window.SpeechSynthesisUtterance = class {
  constructor(text) { this.text = text; this.lang = ""; this.voice = null; }
};
Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
  getVoices: () => window.__voices,
  speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name }),
  cancel: () => {},
  addEventListener: (type, cb) => { if (type === "voiceschanged") listeners.push(cb); },
  removeEventListener: () => {},
} });
"""


@pytest.fixture(scope="module")
def table(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(
        server,
        browser_context,
        "read_aloud",
        CELL,
        ready='.ww-root [data-testid="flip"]',
        init_script=STUB,
    )


def tid(page: SimPage, name: str) -> Any:
    return page.page.locator(f'.ww-root [data-testid="{name}"]').first


def spoken(page: SimPage) -> list[dict[str, Any]]:
    return list(page.page.evaluate("window.__spoken"))


def test_the_speaker_hides_until_a_voice_speaks_the_language(table: SimPage) -> None:
    speaker = tid(table, "speak")
    assert speaker.is_hidden()  # no voice at all yet
    table.page.evaluate("__addVoices([{ lang: 'en-US', name: 'English', default: true }])")
    table.page.wait_for_timeout(300)
    assert speaker.is_hidden()  # a voice, but not a Spanish one
    tid(table, "flip").click()
    wait_until(lambda: table.python("w.round") == 1)
    table.page.wait_for_timeout(500)
    assert spoken(table) == []  # nothing is read without a voice for the language
    table.page.evaluate(
        "__addVoices([{ lang: 'en-US', name: 'English', default: true },"
        " { lang: 'es_ES', name: 'Español', default: false }])"
    )
    speaker.wait_for(state="visible")


def test_the_speaker_reads_the_banner_in_the_pages_language(table: SimPage) -> None:
    flip = tid(table, "flip")
    before = len(spoken(table))
    flip.click()
    wait_until(lambda: table.python("w.round") == 2)
    wait_until(lambda: len(spoken(table)) == before + 1, what="the banner read after a flip")
    banner = " ".join(
        table.page.locator('.ww-root [data-testid="banner"] .ww-banner-line').all_text_contents()
    )
    assert banner and spoken(table)[-1]["text"] == banner
    assert banner == table.python("w.last_round['spoken']")
    tid(table, "speak").click()
    wait_until(lambda: len(spoken(table)) == before + 2)
    said = spoken(table)[-1]
    lang = table.page.evaluate("document.querySelector('.ww-root').lang")
    assert lang == "es" and said["lang"].startswith(lang) and said["voice"] == "Español"
    assert said["text"] == banner
    assert tid(table, "speak").get_attribute("aria-label") == "Leer en voz alta"
    flip, speaker = tid(table, "flip").bounding_box(), tid(table, "speak").bounding_box()
    assert flip and speaker and speaker["x"] >= flip["x"] + flip["width"]  # beside Flip
    folder = os.environ.get("WAR_WIDGET_SCREENSHOTS")
    if folder:
        table.page.set_viewport_size({"width": 1366, "height": 768})
        table.page.locator(".ww-root").first.scroll_into_view_if_needed()
        table.page.screenshot(path=str(Path(folder) / "speak_es_1366.png"))


def test_each_step_is_read_on_request(table: SimPage) -> None:
    steps = table.page.locator(".ww-root .ww-steps li")
    wait_until(lambda: steps.count() > 0 and tid(table, "speak-step").count() > 0)
    first = steps.first.locator("span").text_content()
    assert tid(table, "speak-step").get_attribute("aria-label") == "Leer este paso en voz alta"
    before = len(spoken(table))
    tid(table, "speak-step").click()
    wait_until(lambda: len(spoken(table)) == before + 1)
    assert spoken(table)[-1]["text"] == first
    assert first == table.python("w.last_round['steps'][0]")
