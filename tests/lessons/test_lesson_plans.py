"""Every lesson carries its teacher's plan, in every language (issue 43, item 1).

A lesson's file (``lessons/<lang>/NN_name.md``) holds the plan in two places:

- the minutes per part, a table in its ``intro`` cell after the marker ``<!-- plan: minutes -->``,
  rows ``A–B`` contiguous from 0 up to the largest number of the header's ``time``;
- its last cell, ``plan``: objectives, curriculum links, three tiers, misconceptions, key
  vocabulary, an exit ticket and where it fits in the week, each after its marker
  ``<!-- plan: part -->``.

A tier names settings that exist (a preset or ``field=value`` that ``Rules`` accepts), the
curriculum names the frameworks of the countries that speak the language, and one lesson's plan
has the same number of items in every language.
"""

from __future__ import annotations

import ast
import itertools
import re
from typing import Any

import pytest

from test_notebook_sources import make_notebooks
from war_widget import Rules
from war_widget.game.rules import PRESETS

PARTS = ("objectives", "curriculum", "tiers", "misconceptions", "vocabulary", "exit", "week")
#: The least number of items a part holds (list items; numbered ones for the exit ticket).
LEAST = {"objectives": 2, "tiers": 3, "misconceptions": 2, "vocabulary": 3, "exit": 2}
#: The frameworks each language's plan must name (a stem, so any case form matches).
FRAMEWORKS = {
    "en": ("Common Core", "National Curriculum"),
    "es": ("LOMLOE",),
    "pl": ("podstaw",),
    "sk": ("ŠVP",),
    "nb": ("LK20",),
    "uk": ("Державний стандарт", "НУШ"),
    "fr": ("programme", "cycle"),  # the programmes of cycles 1–4 (2024 for maternelle and cycle 2)
    # KMK's Bildungsstandards (Germany), Switzerland's Lehrplan 21, Austria's Lehrplan
    "de": ("KMK-Bildungsstandards", "Lehrplan 21", "Lehrplan der"),
    # No one Arab curriculum: the plans name the grades of the Arab countries' maths curricula
    "ar": ("مناهج الرياضيات",),
}
#: The word a teacher of the language heads misconceptions with.
MISCONCEPTIONS = {
    "en": "Misconceptions",
    "es": "Ideas erróneas",
    "pl": "Błędne przekonania",
    "sk": "Miskoncepcie",
    "nb": "Misoppfatninger",
    "uk": "Типові помилки",
    "fr": "Erreurs fréquentes",
    "de": "Typische Fehlvorstellungen",
    "ar": "أخطاء شائعة",
}


def test_the_pinned_words_name_only_languages_there_are() -> None:
    assert set(FRAMEWORKS) == set(MISCONCEPTIONS) <= set(make_notebooks.LANGS)


#: Options of the widgets a tier may name beside the rules (they choose no rule).
WIDGET_OPTIONS = {"quiz", "dots", "speak", "level", "lang", "speed", "seed", "facing", "preset"}

CASES = [(name, lang) for name in make_notebooks.NOTEBOOKS for lang in make_notebooks.LANGS]
MARKER = re.compile(r"^<!-- plan: (\w+) -->\s*$", re.M)
ITEM = re.compile(r"^\s*[-*] ", re.M)
NUMBERED = re.compile(r"^\s*\d+\. ", re.M)
RANGE = re.compile(r"^\|\s*(\d+)\s*–\s*(\d+)\s*\|", re.M)


def plan(name: str, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """The lesson's header and its plan's parts (``minutes`` from the intro)."""
    header, texts = make_notebooks.words(name, lang)
    assert "plan" in texts, f"lessons/{lang}/{name}.md has no `<!-- cell: plan -->`"
    keys = [key for kind, key in make_notebooks.NOTEBOOKS[name] if kind == "md"]
    assert keys[-1] == "plan", f"{name}: the plan is not the lesson's last text cell"
    found: dict[str, str] = {}
    for key in ("intro", "plan"):
        pieces = MARKER.split(texts[key])
        for part, body in zip(pieces[1::2], pieces[2::2], strict=True):
            assert part not in found, f"lessons/{lang}/{name}.md: two `plan: {part}` markers"
            found[part] = body.strip()
    return header, found


def count(part: str, body: str) -> int:
    return len((NUMBERED if part == "exit" else ITEM).findall(body))


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_every_part_of_the_plan_is_there_in_order(name: str, lang: str) -> None:
    _, parts = plan(name, lang)
    assert list(parts) == ["minutes", *PARTS], f"lessons/{lang}/{name}.md: {list(parts)}"
    for part, body in parts.items():
        assert body.startswith("###") or part == "minutes", (name, lang, part, body[:60])
        assert len(body.splitlines()) >= 2, (name, lang, part)
        least = LEAST.get(part, 0)
        assert count(part, body) >= least, f"lessons/{lang}/{name}.md: {part} needs {least}"


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_the_minutes_add_up_to_the_lessons_time(name: str, lang: str) -> None:
    header, parts = plan(name, lang)
    ranges = [(int(a), int(b)) for a, b in RANGE.findall(parts["minutes"])]
    assert ranges, f"lessons/{lang}/{name}.md: no `A–B` rows after `plan: minutes`"
    assert ranges[0][0] == 0, ranges
    for (_, end), (start, stop) in itertools.pairwise(ranges):
        assert start == end and stop > start, f"{name} {lang}: {ranges} is not contiguous"
    total = max(int(n) for n in re.findall(r"\d+", header["time"]))
    assert ranges[-1][1] == total, f"{name} {lang}: ends at {ranges[-1][1]}, time says {total}"


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_the_curriculum_is_the_languages_own(name: str, lang: str) -> None:
    _, parts = plan(name, lang)
    if lang != "en":  # not England's and the US's, copied
        assert parts["curriculum"] != plan(name, "en")[1]["curriculum"], (name, lang)
    # The frameworks a native reviewer pinned (a new language: when its reviewer adds them).
    for framework in FRAMEWORKS.get(lang, ()):
        assert framework.lower() in parts["curriculum"].lower(), (name, lang, framework)


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_misconceptions_are_headed_as_a_teacher_says_and_give_the_wrong_answer(
    name: str, lang: str
) -> None:
    _, parts = plan(name, lang)
    body = parts["misconceptions"]
    heading = body.splitlines()[0].lower()
    if lang in MISCONCEPTIONS:  # as its native reviewer pinned it
        assert MISCONCEPTIONS[lang].lower() in heading, heading
    else:  # a new language: at least not the English heading
        assert MISCONCEPTIONS["en"].lower() not in heading, heading
    for item in ITEM.split(body)[1:]:
        assert item.startswith("**"), f"{name} {lang}: a misconception without its answer"
        assert len(item.split("**", 2)[-1].strip()) >= 30, f"{name} {lang}: what to do? {item}"


def rules_named(code: str) -> Rules | None:
    """The rules a backticked setting names, or None when it names none.

    ``ladder_10``; ``numbers=10``; ``flip=2, combine="product"``; ``Rules.preset("x", k=v)``;
    ``preset="ladder_10", quiz=True``.  A setting that names rules but is wrong raises.
    """
    if code in PRESETS:
        return Rules.preset(code)
    try:
        call = ast.parse(code if code.startswith("Rules") else f"f({code})", mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(call, ast.Call):
        return None
    try:  # only literals: `Shift + Enter` or `w.export("csv")` names no settings
        args = [ast.literal_eval(a) for a in call.args]
        kw: dict[str, Any] = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
    except ValueError:
        return None
    preset = kw.pop("preset", None)
    if isinstance(call.func, ast.Attribute) and call.func.attr == "preset":
        preset = args[0]
    rules_kw = {k: v for k, v in kw.items() if k not in WIDGET_OPTIONS}
    if preset is None and not rules_kw:
        return None
    return Rules.preset(preset, **rules_kw) if preset else Rules(**rules_kw)


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_each_tier_names_settings_that_exist(name: str, lang: str) -> None:
    _, parts = plan(name, lang)
    items = ITEM.split(parts["tiers"])[1:]
    assert len(items) == 3, f"lessons/{lang}/{name}.md: {len(items)} tiers, not 3"
    for item in items:
        named = [rules_named(code) for code in re.findall(r"`([^`]+)`", item)]
        assert any(r is not None for r in named), f"{name} {lang}: which settings? {item}"


def test_a_wrong_setting_in_a_tier_is_caught() -> None:
    """The control: a tier that names a setting the rules do not have fails, not passes."""
    assert rules_named("numbers=10") == Rules(numbers=10)
    assert rules_named('flip=2, combine="product"') == Rules(flip=2, combine="product")
    assert rules_named("ladder_5") == Rules.preset("ladder_5")
    assert rules_named('preset="ladder_10", quiz=True') == Rules.preset("ladder_10")
    assert rules_named("Shift + Enter") is None and rules_named("quiz=True") is None
    with pytest.raises((TypeError, ValueError)):
        rules_named("number=10")
    with pytest.raises((TypeError, ValueError)):
        rules_named('Rules.preset("ladder_11")')


@pytest.mark.parametrize("name", list(make_notebooks.NOTEBOOKS))
def test_a_lessons_plan_has_the_same_shape_in_every_language(name: str) -> None:
    shapes = {}
    for lang in make_notebooks.LANGS:
        _, parts = plan(name, lang)
        shapes[lang] = {p: count(p, parts[p]) for p in LEAST}
    assert all(s == shapes["en"] for s in shapes.values()), shapes
