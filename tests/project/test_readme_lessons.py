"""The README's lessons (issue 46): each lesson's links written from the lessons and languages
(tools/readme_lessons.py), and no line wider than a screen, so the page never scrolls sideways
on GitHub or PyPI."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import make_notebooks  # noqa: E402
import readme_lessons  # noqa: E402

README = (ROOT / "README.md").read_text("utf-8")
#: A line no wider than this: a table row or a paragraph's line that long scrolls sideways.
WIDEST = 400


def test_the_lesson_links_are_written_from_the_lessons_and_languages() -> None:
    assert readme_lessons.rewrite(README) == README, "run python tools/readme_lessons.py"


def test_the_rewrite_replaces_a_stale_line_and_refuses_a_missing_marker() -> None:
    stale = README.replace(readme_lessons.open_line("02_counting"), "On the website: [en][02-en]")
    assert stale != README and readme_lessons.rewrite(stale) == README
    missing = README.replace("<!-- open: 05_forever -->\n", "")
    try:
        readme_lessons.rewrite(missing)
    except SystemExit as error:
        assert "<!-- open: 05_forever -->" in str(error)
    else:
        raise AssertionError("a lesson without its marker line was accepted")


def test_every_lesson_is_linked_in_every_language() -> None:
    for name in make_notebooks.NOTEBOOKS:
        for lang in make_notebooks.LANGS:
            for target in (
                readme_lessons.site_page(name, lang),
                readme_lessons.notebook_page(name, lang),
            ):
                assert f"]: {target}\n" in README, (name, lang, target)


def test_no_line_is_wider_than_a_screen() -> None:
    wide = [(n, len(line)) for n, line in enumerate(README.splitlines(), 1) if len(line) > WIDEST]
    assert wide == [], f"README.md lines over {WIDEST} characters: {wide}"


#: Number words as the README writes counts (the tool that writes them reads the same).
NUMBER_WORDS = readme_lessons.NUMBER_WORDS
COUNTED = re.compile(r"\b(\w+) (?:ready )?(lessons|notebooks)\b", re.IGNORECASE)


def counts_said(text: str) -> list[tuple[str, int]]:
    """Every "N lessons" / "N notebooks" a text says, N as a number word or in digits."""
    said = []
    for word, noun in COUNTED.findall(text):
        word = word.lower()
        if word.isdigit():
            said.append((noun.lower(), int(word)))
        elif word in NUMBER_WORDS:
            said.append((noun.lower(), NUMBER_WORDS.index(word)))
    return said


def test_the_docs_count_the_lessons_and_notebooks_there_are() -> None:
    lessons = len(make_notebooks.NOTEBOOKS)
    expected = {"lessons": lessons, "notebooks": lessons * len(make_notebooks.LANGS)}
    for path in readme_lessons.COUNTED:
        for noun, count in counts_said((ROOT / path).read_text("utf-8")):
            there = expected[noun]
            assert count == there, f"{path} says {count} {noun}, there are {there}"


def test_the_count_check_reads_words_and_digits() -> None:
    assert counts_said("Six ready lessons, all 30 notebooks, five languages") == [
        ("lessons", 6),
        ("notebooks", 30),
    ]


def test_the_counts_rewritten_are_counts_of_them_all() -> None:
    """A number word before "languages" that is not the count of them all is left ("Two
    languages side by side" became "Nine languages side by side" in docs/guide.md)."""
    langs = len(make_notebooks.LANGS)
    word = readme_lessons.NUMBER_WORDS[langs]
    text = "Two languages side by side, one notebook each; all 12 notebooks in three languages."
    assert readme_lessons.counts(text) == (
        "Two languages side by side, one notebook each; all "
        f"{len(make_notebooks.NOTEBOOKS) * langs} notebooks in {word} languages."
    )
