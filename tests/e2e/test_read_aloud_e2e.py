"""Read aloud in a real JupyterLab and Chromium, with the browser's speech API stubbed.

``speechSynthesis`` is replaced before the page loads (``page.add_init_script``): it has no
voice at first, then gets them as a browser does, after ``voiceschanged``; ``speak`` records
each utterance.  The speaker stays hidden while no voice speaks the learner's language (and
Settings says so in one line), then reads the banner in the page's language, its signs in
words; each explanation step is read on request, in words too.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import wait_until
from device_checks import small_controls
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


#: Signs and suit symbols a voice must not get (tests/explain/test_speech_words.py: the same, in
# Python).
SYMBOLS = re.compile(r"[<>=+−·×♠♥♦♣]")
NO_VOICE = (
    "Este navegador no tiene ninguna voz en español, así que la lectura en voz alta está "
    "desactivada."
)


def test_the_speaker_hides_until_a_voice_speaks_the_language(table: SimPage) -> None:
    speaker = tid(table, "speak")
    assert speaker.is_hidden()  # no voice at all yet
    line = tid(table, "no-voice")  # and Settings says why, in the learner's language
    assert line.get_attribute("hidden") is None and line.text_content() == NO_VOICE
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
    assert line.get_attribute("hidden") is not None and line.text_content() == ""


def test_the_speaker_reads_the_banner_in_the_pages_language(table: SimPage) -> None:
    flip = tid(table, "flip")
    before = len(spoken(table))
    flip.click()
    wait_until(lambda: table.python("w.round") == 2)
    wait_until(lambda: len(spoken(table)) == before + 1, what="the banner read after a flip")
    banner = " ".join(
        table.page.locator('.ww-root [data-testid="banner"] .ww-banner-line').all_text_contents()
    )
    said = spoken(table)[-1]["text"]
    assert banner and said == table.python("w.last_round['spoken']")
    assert SYMBOLS.search(said) is None and said != banner  # the felt's signs, read in words
    tid(table, "speak").click()
    wait_until(lambda: len(spoken(table)) == before + 2)
    said = spoken(table)[-1]
    lang = table.page.evaluate("document.querySelector('.ww-root').lang")
    assert lang == "es" and said["lang"].startswith(lang) and said["voice"] == "Español"
    assert said["text"] == table.python("w.last_round['spoken']")
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
    first = steps.first.locator(":scope > span").first.text_content()
    assert tid(table, "speak-step").get_attribute("aria-label") == "Leer este paso en voz alta"
    before = len(spoken(table))
    tid(table, "speak-step").click()
    wait_until(lambda: len(spoken(table)) == before + 1)
    assert first == table.python("w.last_round['steps'][0]")
    said = spoken(table)[-1]["text"]
    assert said == table.python("w.last_round['spoken_steps'][0]").replace("\u2068", "").replace(
        "\u2069", ""
    )
    assert SYMBOLS.search(said) is None
    # A finger's target: the speakers beside the steps, and the one under the table.
    assert small_controls(table.page.locator(".ww-root").first) == []
