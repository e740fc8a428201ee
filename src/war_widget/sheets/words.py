"""The sheets' words in the learner's language: every one a message of the catalogues."""

from __future__ import annotations

from html import escape

from ..explain.speech import isolate_arithmetic
from ..locale import MESSAGES, in_digits, translation


class Words:
    """``Words(lang)("sheet.title.win")``: a message, its fields filled in, escaped for HTML,
    its numbers in ``digits`` (``"arab"``: Arabic-Indic; a field given as text, such as a
    game code, stays as it is)."""

    def __init__(self, lang: str, lowest_wins: bool = False, digits: str = "latn") -> None:
        self.lang = lang
        self._catalogue = translation(lang)
        self.lowest_wins = lowest_wins
        self.digits = digits

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
        written right to left (:func:`~war_widget.explain.speech.isolate_arithmetic`), its
        numbers in the sheet's digits (the text fields, such as a game code, as they are)."""
        kept = tuple(v for v in fields.values() if isinstance(v, str))
        text = isolate_arithmetic(self.plain(key, **fields), self.lang)
        return escape(in_digits(text, self.digits, self.lang, kept))

    def n(self, number: int) -> str:
        """A number the sheet writes (a round, a card's worth, a sum), in its digits."""
        return in_digits(str(number), self.digits, self.lang)

    def player(self, seat: int) -> str:
        """A player's name, isolated for direction (``<bdi>``) as every name is."""
        return f"<bdi>{self('ui.player', number=seat + 1)}</bdi>"
