"""The sheets' words in the learner's language: every one a message of the catalogues."""

from __future__ import annotations

from html import escape

from ..explain.speech import isolate_arithmetic
from ..locale import MESSAGES, translation


class Words:
    """``Words(lang)("sheet.title.win")``: a message, its fields filled in, escaped for HTML."""

    def __init__(self, lang: str, lowest_wins: bool = False) -> None:
        self.lang = lang
        self._catalogue = translation(lang)
        self.lowest_wins = lowest_wins

    def rule(self, key: str) -> str:
        """``key``, or under the house rule lowest_wins its ``.lowest`` form where the rule
        changes what it says ("the lowest card wins!")."""
        lowest = f"{key}.lowest"
        return lowest if self.lowest_wins and lowest in MESSAGES else key

    def plain(self, key: str, **fields: object) -> str:
        msg = MESSAGES[key]
        if msg.plural is None:
            text = self._catalogue.pgettext(key, msg.text)
        else:
            count = fields[msg.count or "count"]
            assert isinstance(count, int)
            text = self._catalogue.npgettext(key, msg.text, msg.plural, count)
        return text.format(**fields) if fields else text

    def __call__(self, key: str, **fields: object) -> str:
        """The message for the page: its arithmetic and signs left to right in a language
        written right to left (:func:`~war_widget.explain.speech.isolate_arithmetic`)."""
        return escape(isolate_arithmetic(self.plain(key, **fields), self.lang))

    def player(self, seat: int) -> str:
        """A player's name, isolated for direction (``<bdi>``) as every name is."""
        return f"<bdi>{self('ui.player', number=seat + 1)}</bdi>"
