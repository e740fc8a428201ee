"""One list of languages (issue 45, item 1): ``LANGUAGE_LIST`` in war_widget/locale/_languages.py,
one record a language; everything that depends on which languages there are follows it, and no
file spells the list again (adding German once stalled on seven such lists)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from war_widget import locale
from war_widget.explain.words import CAPITAL_AFTER_COLON

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import make_notebooks  # noqa: E402
import readme_lessons  # noqa: E402


def test_the_tables_follow_the_records() -> None:
    records = locale.LANGUAGE_LIST
    assert tuple(r.code for r in records) == locale.LANGUAGES and locale.LANGUAGES[0] == "en"
    assert len(set(locale.LANGUAGES)) == len(records)
    assert {r.code: r.name for r in records} == locale.LANGUAGE_NAMES
    assert {r.code: r.plural_forms for r in records} == locale.PLURAL_FORMS
    assert {r.code: r.min_grouping_digits for r in records} == locale.MIN_GROUPING_DIGITS
    assert locale.ALIASES == {"no": "nb"}
    assert {r.code: r.colon_case for r in records} == CAPITAL_AFTER_COLON
    assert make_notebooks.LANGS == locale.LANGUAGES
    for code in locale.LANGUAGES[1:]:  # each with its catalogue, plural rule as in the record
        po = locale.LOCALE_DIR / code / "LC_MESSAGES" / f"{locale.DOMAIN}.po"
        assert f'"Plural-Forms: {locale.PLURAL_FORMS[code]}\\n"' in po.read_text("utf-8"), code
    for alias, code in locale.ALIASES.items():
        assert locale.normalize_language(alias) == code and alias not in locale.LANGUAGES


#: Every language of the list, or all but one, quoted one after another: the list spelled out
#: (a few languages named as examples are not the list).
_CODES = "|".join(map(re.escape, locale.LANGUAGES))
_MORE = len(locale.LANGUAGES) - 2
SPELLED = re.compile(rf"([\"'])(?:{_CODES})\1(?:\s*,\s*([\"'])(?:{_CODES})\2){{{_MORE},}}")
#: Where code lives (the front-end's built files and installed packages are not ours).
SOURCES = [
    *ROOT.glob("src/war_widget/**/*.py"),
    *ROOT.glob("tools/*.py"),
    *ROOT.glob("tools/lite/site/*.js"),
    *ROOT.glob("js/**/*.ts"),
    *ROOT.glob("tests/**/*.py"),
]


def spelled_lists(text: str) -> list[str]:
    return [m.group(0) for m in SPELLED.finditer(text)]


def test_no_file_spells_the_list_of_languages() -> None:
    found = {}
    for path in SOURCES:
        if "node_modules" in path.parts or path == Path(__file__):
            continue
        lists = spelled_lists(path.read_text("utf-8"))
        if lists:
            found[str(path.relative_to(ROOT))] = lists
    assert not found, (
        f"{found}: take the languages from war_widget.locale.LANGUAGES (the one list is "
        "LANGUAGE_LIST in war_widget/locale/_languages.py), or the languages a native "
        "reviewer pinned from the keys of the table that pins them"
    )


def test_the_check_sees_a_list_spelled_out() -> None:
    codes = locale.LANGUAGES
    every = ", ".join(f'"{code}"' for code in codes)
    assert spelled_lists(f"LANGS = ({every})") == [every]
    all_but_one = ", ".join(f"'{code}'" for code in codes[1:])
    assert spelled_lists(f"for lang in [{all_but_one}]:") == [all_but_one]
    assert spelled_lists('{"en": "Sum War", "es": "Guerra de sumas", "pl": "Wojna"}') == []
    few = ", ".join(f'"{code}"' for code in codes[: len(codes) - 2])
    assert spelled_lists(f"({few})") == []  # a few languages as examples, not the list


def test_the_docs_count_what_there_is() -> None:
    assert readme_lessons.main(["--check"]) == 0, "run python tools/readme_lessons.py"
    languages, notebooks = (
        len(locale.LANGUAGES),
        len(make_notebooks.NOTEBOOKS) * len(locale.LANGUAGES),
    )
    said = "the 30 notebooks, in four languages.\nFour\n  languages; the notebooks, 3 languages"
    assert readme_lessons.counts(said) == (
        f"the {notebooks} notebooks, in {readme_lessons.NUMBER_WORDS[languages]} languages.\n"
        f"{readme_lessons.NUMBER_WORDS[languages].capitalize()}\n  languages; the notebooks, "
        f"{languages} languages"
    )
