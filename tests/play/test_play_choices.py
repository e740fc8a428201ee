"""The rule and setting menus offer what Python lists: one place per rule option."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from war_widget import Rules
from war_widget.game.rules import OPTION_NAMES, rule_choices
from war_widget.play.checks import CHOICES, RULE_KEYS, TABLE_RULES, menu_choices
from war_widget.play.widget import WarWidget

JS = Path(__file__).resolve().parents[2] / "js"


def test_every_rule_option_has_choices() -> None:
    fields = [f.name for f in dataclasses.fields(Rules) if f.init]
    assert list(rule_choices()) == fields, "add the new option's choices to rule_choices()"
    assert all(rule_choices()[name] for name in fields)


@pytest.mark.parametrize(
    ("option", "value"), [(k, v) for k, vs in rule_choices().items() for v in vs]
)
def test_every_choice_is_allowed(option: str, value: object) -> None:
    if option == "copies":
        base = Rules(numbers=10)  # copies go with numbers
    elif option == "steal" and value != "off":
        base = Rules.preset("steal_war")  # Steal War needs the rest of Steal War
    else:
        base = Rules()
    assert getattr(base.replace(**{option: value}), option) == value


def test_the_widget_accepts_every_rule_option_and_sends_the_choices() -> None:
    assert frozenset(OPTION_NAMES) == RULE_KEYS
    w = WarWidget(seed=1)
    assert w.choices == {
        "rules": rule_choices(),
        "settings": {**{k: list(v) for k, v in CHOICES.items()}, "digits": ["latn"]},
        "table": [dict(control) for control in TABLE_RULES],
    }  # the digits English is read in (Arabic offers two: tests/play/test_quiz_digits.py)
    for name, words in w.choices["settings"].items():
        for word in words:
            setattr(w, name, word)
            assert getattr(w, name) == word
    w.rules = {"round_limit": rule_choices()["round_limit"][1]}
    assert w.rules["round_limit"] == 40


def test_the_front_end_holds_no_option_values() -> None:
    """No front-end file spells the choices out (the test kit, a stand-in for Python, imports
    them as Python generates them: the next test)."""
    for path in [*JS.glob("*.ts"), *JS.glob("panels/*.ts")]:
        if path.name.endswith(".test.ts") or path.name == "testkit.ts":
            continue
        source = path.read_text("utf-8")
        for listed in (
            '"won_pile"',
            '"last_card_up"',
            '"slow", "normal"',
            '"brief", "detailed"',
            '"computer", "two_players"',
            "[2, 3, 4]",
            "40, 80",
        ):
            assert listed not in source, f"{path.name} hard-codes the choices {listed}"


def test_the_front_ends_menus_are_generated_from_python(tmp_path: Path) -> None:
    """js/generated/choices.json (the test kit's menus) is what tools/menus.py writes from
    menu_choices(); the test kit imports it rather than copying the choices."""
    menus = _tool()
    assert json.loads(menus.CHOICES.read_text("utf-8")) == menu_choices()
    assert not menus.stale(), "js/generated/choices.json is stale: run python tools/menus.py"
    kit = (JS / "testkit.ts").read_text("utf-8")
    assert 'from "./generated/choices.json"' in kit
    for listed in ('"won_pile"', '"war_is_superior"', '"by_rank"', '"two_players"'):
        assert listed not in kit, f"testkit.ts copies the choice {listed}"  # no copy beside it
    # The control: a menu changed in Python (a new choice) makes the committed file stale.
    changed = menu_choices()
    changed["rules"]["round_limit"] = [*changed["rules"]["round_limit"], 500]
    assert menus.stale(choices=changed)
    copy = tmp_path / "choices.json"
    copy.write_text(menus.choices_json(changed), "utf-8")
    assert not menus.stale(copy, changed) and menus.stale(copy)


def _tool() -> ModuleType:
    """tools/menus.py, imported from its file (tools/ is not a package)."""
    path = JS.parent / "tools" / "menus.py"
    spec = importlib.util.spec_from_file_location("menus_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_table_rule_controls_name_real_options_and_their_words() -> None:
    """Each rule control of the table's Settings is a rule option with choices, its words are
    in the catalogue (in every language, by the catalogue tests), and an option it goes with
    is another control; the new house rule few_cards has its control."""
    from war_widget.play.words import labels

    english = labels("en")
    options = [control["option"] for control in TABLE_RULES]
    assert len(set(options)) == len(options)
    assert set(options) <= set(rule_choices())
    assert "few_cards" in options
    for control in TABLE_RULES:
        assert control["label"] in english, control
        assert control.get("needs", options[0]) in options, control
