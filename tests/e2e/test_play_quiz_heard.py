"""Every question heard: the accessibility tree of a quiz table after a flip, in Chromium.

Lesson 02's table (``preset="ladder_10"``, ``quiz=True``) in JupyterLab, in English and in
Polish: after Flip the tree holds the question as the name of the answers' group, the cards
to tap named with whose they are ("7, your card"), and the live region saying the question;
after the answer, the round's line says whose each count is. Runs on the `lab` fixture's
notebook and leaves it as it found it (quiz off, English, its rules).

Then every lesson that asks a question, in every language (heavy: make test-slow): lesson 02
is the one (its notebook's seven quiz tables, its children's page on the lesson site; the
other lessons' tables and pages ask none, which ``test_only_lesson_02_asks`` keeps true). One
browser, one page per lesson and language: after Flip, the tree holds the question as the
answers' group's name and in a live region, each answer named with its meaning (a card with
whose it is, a sign with what it says of the two cards, the typed answer's field with the
question), and no loading words are left in any live region.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import test_lite as lite
from conftest import Server, wait_until
from test_lite import CHROMEBOOK
from war_widget import locale
from war_widget.explain.speech import isolate_arithmetic
from war_widget.game.names import LRI, PDI
from war_widget.game.rules import Rules
from war_widget.play.quiz import option_labels, sign_labels
from war_widget.play.words import labels as words_of

browser, lite_notes, site_url = lite.browser, lite.lite_notes, lite.site_url
ROOT = Path(__file__).resolve().parents[2]
SITE_WORDS = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))

Lab = Any  # the `lab` fixture of conftest.py

#: Per language: the question's start, the learner's card, the computer's card, "Same", the
#: learner's count in the round's line.
WORDS = {
    "en": ("Which card is bigger?", ", your card", ", the computer's card", "Same", "you: "),
    "pl": ("Która karta jest większa?", ", twoja karta", ", karta: komputer", "Równe", "ty: "),
}


def test_the_question_and_the_named_cards_are_in_the_accessibility_tree(lab: Lab) -> None:
    before = lab.kernel.value("dict(w.rules)")
    try:
        for n, lang in enumerate(WORDS):
            heard(lab, lang, seed=11 + n)
    finally:
        lab.kernel.run(f"w.quiz = False\nw.lang = 'en'\nw.rules = {before!r}")


def heard(lab: Lab, lang: str, seed: int) -> None:
    question, yours, theirs, same, you = WORDS[lang]
    lab.kernel.run(
        f"w.names = []\nw.lang = {lang!r}\nw.quiz_kind = 'auto'\n"
        f"w.new_game(preset='ladder_10', seed={seed})\nw.quiz = True"
    )
    wait_until(
        lambda: lab.kernel.value("(w.question or {}).get('round')") == 1,
        what="the question about round 1",
    )
    templates = lab.kernel.value("w.question['labels']")
    lab.testid("flip").wait_for(state="visible")
    lab.page.keyboard.press("Escape")
    lab.testid("flip").focus()
    lab.page.keyboard.press("Space")  # as a child with a screen reader flips
    lab.testid("quiz-prompt").wait_for(state="visible")
    wait_until(lambda: lab.testid("quiz-live").inner_text().startswith(question), what="said")

    # Python's words around each card's own ("7", "king of spades (13)"): what it shows.
    labels = []
    for seat, template in enumerate(templates):
        card = lab.testid(f"option-{seat}").locator("[data-card]").first.get_attribute("aria-label")
        assert template.startswith("{card0}, ") and card
        labels.append(template.replace("{card0}", card))
    tree = lab.widget.aria_snapshot()
    # The answers: a group named by the question, holding Same; the cards named by Python.
    assert re.search(rf'- group "{re.escape(question)}[^"]*":', tree), tree
    assert f'button "{same}"' in tree, tree
    assert f'button "{labels[0]}"' in tree and labels[0].endswith(yours), tree
    assert f'button "{labels[1]}"' in tree and labels[1].endswith(theirs), tree
    # The live region says the question; the round's line of the last deal is not left behind.
    assert re.search(rf"- status: {re.escape(question)}", tree), tree
    assert lab.testid("live").inner_text() == "", "a new deal leaves no old line to be read"
    focused = lab.page.evaluate("document.activeElement.dataset.testid")
    assert focused == "option-0", "the keyboard lands on the first card"
    assert lab.page.locator(":focus").get_by_text(labels[0]).count() == 1, "named with its meaning"
    # Chromium's own tree (what a screen reader reads) names the focused button the same way.
    cdp = lab.page.context.new_cdp_session(lab.page)
    try:
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    names = {str((node.get("name") or {}).get("value", "")) for node in nodes}
    assert labels[0] in names and labels[1] in names
    assert any(name.startswith(question) for name in names)

    # The answer played, the round's line says whose each count is.
    good = lab.kernel.value("w._answer")
    lab.testid("quiz-same" if good == "tie" else f"option-{good}").click()
    lab.wait_python_round(1)
    wait_until(lambda: lab.testid("live").inner_text() != "", what="the round's line")
    mine, theirs_count = lab.kernel.value("w.counts")
    line = lab.testid("live").inner_text()
    assert f"{you}{mine}, " in line and line.rstrip(".").endswith(f" {theirs_count})"), line
    assert lab.testid("quiz-live").inner_text() == "", "the question leaves when answered"


# -- every lesson with a question, in every language ------------------------------------------

#: Lesson 02's quiz tables, in its notebook's order: the prompts each may show (a kind that
#: cannot be asked about a round asks "compare": a war waiting, one card left to add).
LESSON_02 = (
    ("symbol",),
    ("more",),
    ("compare",),
    ("compare",),
    ("combine.sum", "compare.pairs"),
    ("count", "compare"),
    ("combine.difference", "compare.pairs"),
)
PROMPTS = ("compare", "compare.pairs", "more", "count", "combine.sum", "combine.difference")


def kind_of(prompt: str, lang: str) -> tuple[str, tuple[int, int] | None]:
    """Which of the quiz's prompts ``prompt`` is, in ``lang`` (Python's words); a sign
    question's two numbers."""
    for key in PROMPTS:
        if prompt == locale.say(lang, f"quiz.{key}"):
            return key, None
    symbol = re.escape(locale.say(lang, "quiz.symbol", left="LEFT", right="RIGHT"))
    # Right to left, "7 ☐ 4" and the signs come isolated left to right (LRI ... PDI).
    bare = prompt.replace(LRI, "").replace(PDI, "")
    found = re.fullmatch(symbol.replace("LEFT", r"(\d+)").replace("RIGHT", r"(\d+)"), bare)
    assert found, f"not one of the quiz's questions in {lang}: {prompt!r}"
    left, right = int(found[1]), int(found[2])
    said = locale.say(lang, "quiz.symbol", left=left, right=right)
    assert prompt == isolate_arithmetic(said, lang), prompt
    return "symbol", (left, right)


def named(tree: str, role: str, name: str) -> bool:
    """Whether Playwright's ARIA snapshot ``tree`` holds a ``role`` named ``name`` (a line YAML
    put in single quotes, for a name with ": " in it, read back as it was).  The snapshot
    writes every space as a space (French's no-break ones before "?" and inside « »)."""
    name = re.sub("[\u00a0\u202f]", " ", name)
    for line in tree.splitlines():
        item = line.strip().removeprefix("- ")
        if item.startswith("'"):
            item = item[1:].split("':")[0].split("'\n")[0].replace("''", "'")
        if item.startswith(f'{role} "{name}"'):
            return True
    return False


def heard_after_flip(page: Any, root: Any, lang: str, allowed: tuple[str, ...]) -> str:
    """Flip (Space on the focused Flip, as a child with a screen reader) the table ``root``
    and check its accessibility tree: the question names the answers' group and is said in a
    live region, each answer is named with its meaning. Returns the kind asked."""
    flip = root.locator('[data-testid="flip"]')
    flip.scroll_into_view_if_needed()
    flip.wait_for(state="visible")
    flip.focus()
    page.keyboard.press("Space")
    shown = root.locator('[data-testid="quiz-prompt"]')
    shown.wait_for(state="visible")
    prompt = shown.inner_text().strip()
    kind, sides = kind_of(prompt, lang)
    assert kind in allowed, (lang, prompt, allowed)
    live = root.locator('[data-testid="quiz-live"]')
    wait_until(lambda: live.inner_text().strip() == prompt, what=f"the question said ({lang})")
    tree = root.aria_snapshot()
    group = root.locator('[data-testid="quiz"]').aria_snapshot()  # the answers' group, alone
    assert named(group, "group", prompt), group  # named by the question
    said = re.escape(re.sub("[\u00a0\u202f]", " ", prompt))  # the snapshot's spaces
    assert re.search(rf'- status: "?{said}', tree), tree  # said when it shows
    words = words_of(lang)
    if kind.startswith("compare"):
        assert named(group, "button", words["same"]), group
        asked = shown.get_attribute("id")
        options = root.locator(".ww-option")
        seats = options.count()
        assert seats >= 2
        cards = [
            options.nth(i)
            .locator("[data-card]")
            .evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))")
            for i in range(seats)
        ]
        templates = option_labels(cards, list(range(seats)), Rules(), None, lang)
        for seat, (template, own) in enumerate(zip(templates, cards, strict=True)):
            assert template is not None and all(own)
            name = re.sub(r"\{card(\d)\}", lambda m, own=own: own[int(m[1])], template)
            assert named(tree, "button", name), (seat, name, tree)
            # A card to tap lies on the table, not in the group: the question describes it.
            assert options.nth(seat).get_attribute("aria-describedby") == asked
    elif kind == "symbol":
        assert sides is not None
        for name in sign_labels(*sides, lang):
            assert named(group, "button", name), (name, group)
    else:  # a number typed: the field named by its word and the question
        name = f"{words['answer']} {prompt}"
        assert named(group, "spinbutton", name), (name, group)
    return kind


def no_loading_words(page: Any, lang: str) -> None:
    """No live region of the page (nor its accessibility tree) still holds the loading screen's
    words once the table is drawn."""
    site = SITE_WORDS[lang]
    loading = [site["loading"], site["step.python"], site["step.imported"], site["step.cards"]]
    loading.append(site["step.download"].split("{")[0].strip())
    regions = page.locator('[role="status"], [role="alert"], [aria-live]').evaluate_all(
        "els => els.map((e) => e.textContent)"
    )
    tree = page.locator("body").aria_snapshot()
    for text in [*regions, tree]:
        # The failure's sentence waits hidden beside them (screen.ts): in Arabic it holds the
        # words of the dealing step ("تعذّر توزيع البطاقات"), and it is not the loading's.
        text = text.replace(site["failed"], "")
        for line in loading:
            assert line not in text, (lang, line, text[:400])


@pytest.mark.heavy
@pytest.mark.timeout(900)
def test_every_question_is_heard_on_lesson_02s_childrens_page(browser: Any, site_url: str) -> None:
    """The children's page of lesson 02 (the site's only page with a question), in every
    language: one browser, one page a language."""
    context = browser.new_context(viewport=CHROMEBOOK)
    try:
        for lang in locale.LANGUAGES:
            page = context.new_page()
            page.set_default_timeout(60_000)
            page.goto(f"{site_url}/play/02_counting.html?lang={lang}")
            page.locator('.site-stage[data-ready="true"]').wait_for(timeout=120_000)
            root = page.locator(".site-table .ww-root")
            assert heard_after_flip(page, root, lang, ("compare",)) == "compare"
            no_loading_words(page, lang)
            page.close()
    finally:
        context.close()


@pytest.fixture(scope="module")
def lessons(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A JupyterLab of its own on lesson 02's notebooks, every language."""
    root = tmp_path_factory.mktemp("lesson02")
    for notebook in (ROOT / "notebooks").glob("02_counting*.ipynb"):
        shutil.copy(notebook, root / notebook.name)
    srv = Server(root)
    try:
        yield srv
    finally:
        srv.stop()
        shutil.rmtree(root / ".runtime", ignore_errors=True)


@pytest.mark.heavy
@pytest.mark.timeout(900)
def test_every_question_in_lesson_02s_notebook_is_heard(
    lessons: Server, browser_context: Any
) -> None:
    """Lesson 02's notebook, run whole in JupyterLab, in every language: each of its seven
    quiz tables asks after a flip, heard as above (its kind: the sign, the difference, the
    bigger card, the sum, the count, the difference of two cards)."""
    for lang in locale.LANGUAGES:
        name = "02_counting.ipynb" if lang == "en" else f"02_counting_{lang}.ipynb"
        page = browser_context.new_page()
        page.set_default_timeout(60_000)
        try:
            page.goto(f"{lessons.url}/lab/tree/{name}?reset&token={lessons.token}")
            page.locator(".jp-Notebook .jp-Cell").first.wait_for()
            lessons.wait_connected(name)
            page.locator('.lm-MenuBar-itemLabel:text-is("Run")').click()
            page.locator('.lm-Menu-itemLabel:text-is("Run All Cells")').click()
            tables = page.locator(".ww-root")
            wait_until(lambda t=tables: t.count() == len(LESSON_02), 120, f"{name}'s tables")
            asked = [
                heard_after_flip(page, tables.nth(i), lang, allowed)
                for i, allowed in enumerate(LESSON_02)
            ]
            assert {"symbol", "more", "compare"} <= set(asked), asked
        finally:
            page.close()
            for session in lessons.sessions_for(name):  # its kernel stops: the next one's room
                stop_session(lessons, session["id"])


def stop_session(server: Server, session: str) -> None:
    """Shut a notebook's session (and its kernel) down through the server's API."""
    request = urllib.request.Request(
        f"{server.url}/api/sessions/{session}?token={server.token}", method="DELETE"
    )
    with urllib.request.urlopen(request, timeout=30):
        pass


def test_only_lesson_02_asks() -> None:
    """The lessons with a question are the ones the tests above hear: lesson 02's notebook in
    every language and its children's page (no other notebook nor page sets quiz=True)."""
    asking = set()
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):
        cells = json.loads(notebook.read_text("utf-8"))["cells"]
        code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        if "quiz=True" in code:
            asking.add(notebook.name.split("_")[0])
        if notebook.name.startswith("02_counting"):
            assert code.count("quiz=True") == len(LESSON_02), notebook.name
    assert asking == {"02"}
    # The children's pages' code (tools/lite_site.py's LESSONS, read as the site's build does).
    spec = importlib.util.spec_from_file_location(
        "lite_site_pages", ROOT / "tools" / "lite_site.py"
    )
    assert spec is not None and spec.loader is not None
    site = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = site  # (its dataclasses look their module up)
    spec.loader.exec_module(site)
    pages = {lesson for lesson, meta in site.LESSONS.items() if "quiz=True" in meta.play}
    assert pages == {"02_counting"}
