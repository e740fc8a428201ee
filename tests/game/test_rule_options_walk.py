"""A newcomer's path, tested (issue 44, part 4): every field of ``Rules`` walked through the
places a rule option lives -- its slot in the kernel (``_fast/options.py`` and the generated
``csrc/kernel/options.h``), its place in the game code (``codes.py``), its words in every
catalogue (its menu's label, its explanation's sentence) -- and CONTRIBUTING.md's "Add a rule
option" held to what is true: every file it names exists and holds the last option added
that way.

:data:`WORDS` is the one hand-kept table here: a new field fails every test below until it has
its row, and a row's every key must exist, be translated in every language and, for a
sentence, be said by ``explain/``.  An empty tuple is a place the option does not have today
(no menu: it comes with a preset or a cell; no sentence: nothing in a round tells of it).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from war_widget import locale as loc
from war_widget.game import codes
from war_widget.game.rules import OPTION_NAMES, Rules, rule_choices
from war_widget.kernel import options as kernel_options
from war_widget.play.checks import TABLE_RULES

ROOT = Path(__file__).resolve().parents[2]
HEADER = ROOT / "csrc" / "kernel" / "options.h"
EXPLAIN = ROOT / "src" / "war_widget" / "explain"

#: Each field's words: (the keys of its menu's words, the keys of the sentences explaining it).
WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "players": (("ui.players", "sim.option.players"), ("compare.greatest", "war.who")),
    "face_down": (
        ("ui.face_down", "ui.face_down.by_rank", "sim.option.face_down"),
        ("war.lay", "razboi.number", "razboi.face"),
    ),
    "ace_low": (("ui.ace_low",), ("value.A_low",)),
    "flip": (("ui.sums",), ("flip.two",)),
    "combine": (
        ("ui.preset.guerra_de_sumas", "ui.preset.ladder_10_sums"),  # through its presets
        ("combine.rule.sum", "combine.rule.difference", "combine.rule.product"),
    ),
    "jokers": ((), ("value.joker",)),  # no menu: a cell sets it
    "lowest_rank": ((), ()),  # no menu, no sentence: the deck is what the flips show
    "numbers": (("ui.forever.numbers", "ui.forever.numbers.none"), ()),
    "copies": (("ui.forever.copies",), ()),
    "multiway": ((), ("compare.superior",)),  # no menu: the presets set it
    "peace": (("ui.peace",), ("peace",)),
    "shortage": ((), ("short", "short.last", "out.cannot_complete")),  # no menu: presets
    "pickup": (
        ("ui.pickup", *(f"ui.pickup.{p}" for p in rule_choices()["pickup"]), "sim.option.pickup"),
        tuple(f"collect.{p}" for p in rule_choices()["pickup"]),
    ),
    "round_limit": (
        ("ui.round_limit", "ui.round_limit.none", "sim.option.round_limit"),
        ("end.round_limit",),
    ),
    "steal": (("ui.preset.steal_war",), ("steal.steal", "steal.keep", "steal.collect")),
    "few_cards": (("ui.few_cards", "ui.few_cards.0", "ui.few_cards.n"), ("few_cards",)),
    "lowest_wins": (("ui.lowest_wins",), ("compare.lower", "value.joker.lowest")),
}

FIELDS = [f.name for f in dataclasses.fields(Rules) if f.init]


def test_every_field_has_its_row() -> None:
    assert list(WORDS) == FIELDS == list(OPTION_NAMES)


def _header_slots() -> set[str]:
    return set(re.findall(r"^#define OPT_(\w+) \d+$", HEADER.read_text("utf-8"), re.M))


@pytest.mark.parametrize("field", FIELDS)
def test_its_slot_in_the_kernel(field: str) -> None:
    carried = kernel_options.CARRIED_BY[field]
    assert carried, field
    in_c = _header_slots()
    for slot in carried:
        if slot in ("deck", "values"):
            continue
        assert slot in kernel_options.SLOTS, (field, slot)
        assert slot.upper() in in_c, f"csrc/kernel/options.h has no OPT_{slot.upper()}"


@pytest.mark.parametrize("field", FIELDS)
def test_its_place_in_the_code(field: str) -> None:
    coded = dict(codes.FIELDS) | dict(codes.MORE)
    assert field in coded
    # every menu value is one the code can carry (a pick-up's values span FIELDS and MORE)
    values = set(dict(codes.FIELDS).get(field, ())) | set(dict(codes.MORE).get(field, ()))
    for value in rule_choices()[field]:
        assert value in values or field == "round_limit", (field, value)


def _translated(lang: str, key: str) -> bool:
    message = loc.MESSAGES[key]
    catalogue = loc.translation(lang)._catalog  # type: ignore[attr-defined]
    msgid = f"{key}\x04{message.text}"
    return msgid in catalogue or (msgid, 0) in catalogue


@pytest.mark.parametrize("field", FIELDS)
def test_its_words_in_every_catalogue(field: str) -> None:
    menu, sentences = WORDS[field]
    for key in (*menu, *sentences):
        assert key in loc.MESSAGES, (field, key)
        missing = [lang for lang in loc.LANGUAGES[1:] if not _translated(lang, key)]
        assert not missing, f"{field}: {key} is not translated in {missing}"
    table = {c["option"]: f"ui.{c['label']}" for c in TABLE_RULES}
    if field in table:
        assert table[field] in menu, (field, table[field])


@pytest.mark.parametrize("field", FIELDS)
def test_its_sentence_is_said_by_explain(field: str) -> None:
    source = "\n".join(p.read_text("utf-8") for p in sorted(EXPLAIN.glob("*.py")))
    for key in WORDS[field][1]:
        stem = key.rsplit(".", 1)[0]
        said = f'"{key}"' in source or f'"{stem}.{{' in source or f'"{key}.' in source
        assert said, f"{field}: explain/ never says {key}"


def _contributing_section() -> str:
    text = (ROOT / "CONTRIBUTING.md").read_text("utf-8")
    start = text.index("## Add a rule option")
    return text[start : text.index("\n## ", start + 1)]


#: The places CONTRIBUTING.md's "Add a rule option" must name (the C and its generator among them).
PLACES = (
    "src/war_widget/game/rules.py",
    "src/war_widget/game/codes.py",
    "src/war_widget/game/arithmetic.py",
    "src/war_widget/kernel/options.py",
    "tools/kernel_header.py",
    "csrc/kernel/options.h",
    "csrc/kernel/common.h",
    "src/war_widget/kernel/kernel.wasm",
    "src/war_widget/play/checks.py",
    "src/war_widget/explain/detailed.py",
    "src/war_widget/locale/_explain.py",
    "src/war_widget/locale/_widget.py",
    "tests/game/test_rule_options_walk.py",
)
#: Named files that hold no ``few_cards`` by right.
NO_NAME = ("common.h", "test_rule_options_walk.py")  # common.h: its C twin, a_war_face_down


def _wrong_places(section: str) -> list[str]:
    """What is untrue in the section: a place it does not name, a file it names that is not
    there, or a source file it names that does not hold the last option added (few_cards)."""
    spans = " ".join(re.findall(r"`([^`]+)`", section))
    named = set(re.findall(r"(?:src|csrc|js|tools|tests)/[\w./<>-]*\w", spans))
    wrong = [f"does not name {place}" for place in PLACES if place not in named]
    for place in sorted(named):
        for lang in loc.LANGUAGES[1:]:
            path = ROOT / place.replace("<lang>", lang)
            if not path.exists():
                wrong.append(f"names {place}, which does not exist")
            elif path.suffix in (".py", ".ts", ".h", ".po") and path.parts[-2] != "tools":
                text = path.read_text("utf-8")
                if not re.search("few_cards", text, re.I) and path.name not in NO_NAME:
                    wrong.append(f"names {place}, which holds no few_cards")
    return sorted(set(wrong))


def test_contributing_names_every_place_and_each_holds_the_last_option() -> None:
    assert _wrong_places(_contributing_section()) == []
    # the C loops read the slot, and common.h the arithmetic's twin
    assert "a_war_face_down" in (ROOT / "csrc" / "kernel" / "common.h").read_text("utf-8")
    loops = "".join(p.read_text("utf-8") for p in (ROOT / "csrc" / "kernel").glob("*.c"))
    assert "options[OPT_FEW_CARDS]" in loops


def test_a_wrong_list_is_caught() -> None:
    # the control: a place left out, a file that is not there, one that is no rule's place
    section = _contributing_section().replace("`csrc/kernel/options.h`", "the C header")
    section += " `src/war_widget/no_such.py` `src/war_widget/game/cards.py`"
    assert _wrong_places(section) == [
        "does not name csrc/kernel/options.h",
        "names src/war_widget/game/cards.py, which holds no few_cards",
        "names src/war_widget/no_such.py, which does not exist",
    ]
