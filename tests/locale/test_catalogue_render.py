"""Every catalogue message renders in every language, and every sentence about a seat that the
learner may sit in has its "you" form.

Each message is filled in with counts 0, 1, 2, 5, 22 and 105 (every plural form of every
language: Arabic has six, 105 is its "other") and with a female and a male name, and must
leave no ``{field}`` behind.
"""

from __future__ import annotations

import re

import pytest

from war_widget import locale

#: Sentences whose subject ``{name}`` may be the learner (seat 0 with two players): each needs a
#: ``.you`` form, or the learner reads "You always steals".
SEAT_ADDRESSED = re.compile(r"^\{name\} (?!\{)[a-z]")
#: Sentences about other players only (three or more, or the learner's pile taken by another).
NOT_THE_LEARNER = (".many", ".yours")
#: {name} in a label or a list item ("Ana: ready ✓", "Ana has 3 cards" in a list of three
#: players): not a sentence said to the learner.
LABELS = {"count.item", "ui.session.won"}

COUNTS = (0, 1, 2, 5, 22, 105)
NAMES = ("Ana", "Ben")
_LEFTOVER = re.compile(r"\{[a-z_]+\}")


def _fields(msg: locale.Message, count: int, name: str) -> dict[str, object]:
    fields: dict[str, object] = {}
    for field in msg.fields:
        if field == msg.count:
            fields[field] = count
        elif field in ("name", "first", "second", "owner", "other", "winner"):
            fields[field] = name
        else:
            fields[field] = str(count)
    return fields


def test_every_seat_addressed_sentence_has_a_you_form() -> None:
    missing = [
        key
        for key, msg in locale.MESSAGES.items()
        if SEAT_ADDRESSED.match(msg.text)
        and not key.endswith(".you")
        and not key.endswith(NOT_THE_LEARNER)
        and key not in LABELS
        and f"{key}.you" not in locale.MESSAGES
    ]
    assert not missing, f"add a '.you' form for: {missing}"


def test_the_you_forms_speak_to_the_learner() -> None:
    for key, msg in locale.MESSAGES.items():
        if key.endswith(".you") and key[:-4] in locale.MESSAGES:
            assert "{name}" not in msg.text, key
            assert re.search(r"\b(?:[Yy]ou|[Yy]our)\b", msg.text), key


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_every_message_renders_with_every_count_and_name(lang: str) -> None:
    catalogue = locale.translation(lang)
    bad = []
    for key, msg in locale.MESSAGES.items():
        for count in COUNTS:
            for name in NAMES:
                if msg.plural is None:
                    template = catalogue.pgettext(key, msg.text)
                else:
                    template = catalogue.npgettext(key, msg.text, msg.plural, count)
                text = template.format(**_fields(msg, count, name))
                if _LEFTOVER.search(text) or not text:
                    bad.append(f"{key} ({count}, {name}): {text}")
    assert not bad, "\n".join(bad[:20])
