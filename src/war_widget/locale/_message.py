"""One translatable sentence (:class:`Message`) and :func:`_m`, which declares one.

Apart from the catalogue (:mod:`war_widget.locale`) so that the parts of the catalogue, each in
the module of its feature (``_sim.py``), import it without importing the catalogue back; with
the notes to translators that several parts share (``_YOU``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_FIELD = re.compile(r"\{([a-z_]+)\}")

# Notes to translators that several parts of the catalogue share.
_YOU = "Seat 0 is the learner, addressed as 'you' (two players, default names)."
_SUIT = "{suit} is empty, or a space and a suit symbol (' ♥'): the card as it is flipped."
_I = (
    "Used instead when the word after 'and' begins with an 'i' sound (Inés, Hilda), for languages "
    "whose 'and' changes there (Spanish: 'Ana e Inés'); otherwise translate as the plain message."
)
_NAME = (
    "{name} is a player's name as given by the caller, or a default name; it is always the subject."
)


@dataclass(frozen=True)
class Message:
    """One translatable sentence.

    ``key`` is the gettext context, ``text`` the English sentence (msgid),
    ``plural`` its English plural (msgid_plural) and ``count`` the placeholder
    whose number picks the plural form.  ``note`` is shown to translators.
    """

    key: str
    text: str
    plural: str | None = None
    count: str | None = None
    note: str = ""

    @property
    def fields(self) -> frozenset[str]:
        """The placeholders the sentence uses (union of singular and plural)."""
        return placeholders(self.text) | placeholders(self.plural or "")


def placeholders(text: str) -> frozenset[str]:
    return frozenset(_FIELD.findall(text))


def _m(
    key: str, text: str, plural: str | None = None, count: str | None = None, note: str = ""
) -> Message:
    if plural is not None and count is None:
        count = "count"
    return Message(key, text, plural, count, note)
