"""What a voice reads: the explanation's words with every symbol said in words.

A sentence on the screen keeps the signs a child learns to write ("9 > 5", "3 + 4 = 7",
"a king ♠"); the browser's speech engine gets the same sentence in words ("9 is more than
5", "3 plus 4 makes 7", "a king of spades"), in the lesson's language, from the catalogue's
``speech.*`` messages.  Numbers stay digits: the utterance is tagged with the language, and
every speech engine reads digits in it (grouping separators are left out, so "1 466" is not
read as two numbers).

Two pieces:

* :class:`Said` -- a fragment (a card, a score) that carries its spoken form beside the
  text shown; :meth:`war_widget.explain.words.Words.phrase` fills a message twice, once
  with the texts and once with the spoken forms.
* :func:`in_words` -- the arithmetic left in a text (the catalogue's own "{high} − {low} =
  {difference}", the banner's "10 + 4 = 14 > 2 + 8 = 10") said in words.

What is a symbol: ``< > = + − × ·`` and a hyphen with a space on each side, between
numbers.  A hyphen inside a word (a name such as "Ana-María") is a hyphen, not a minus, and
stays; the en dash of a score ("27–25") is said by :meth:`Words.score` ("27 to 25").
"""

from __future__ import annotations

import re

from .. import locale

__all__ = ["SYMBOLS", "Said", "in_words"]

#: What must never reach a voice as a symbol (tests/explain/test_speech_words.py checks the spoken
#: text of rounds in every language against these and the suit symbols).
SYMBOLS = "<>=+−×·"

_OPERATIONS = {"+": "speech.plus", "−": "speech.minus", "-": "speech.minus"}
_OPERATIONS.update({"×": "speech.times", "·": "speech.times", "*": "speech.times"})
_COMPARISONS = {">": "speech.more", "<": "speech.less", "=": "speech.equal"}
_OP = r"(?:\s*[+−×·*=<>]\s*|\s+-\s+)"
_CHAIN = re.compile(rf"\d+(?:{_OP}\d+)+")
_TOKEN = re.compile(r"\d+|[+−×·*=<>-]")


class Said(str):
    """A fragment as shown, with ``spoken``: the same fragment in words."""

    spoken: str

    def __new__(cls, text: str, spoken: str | None = None) -> Said:
        said = super().__new__(cls, text)
        said.spoken = text if spoken is None else spoken
        return said


def spoken(value: object) -> str:
    """A field's spoken form: a :class:`Said` fragment's, a whole number's digits as they
    are (no thousands separator), else the text itself."""
    if isinstance(value, Said):
        return value.spoken
    return str(value)


def in_words(text: str, lang: str) -> str:
    """``text`` with each chain of arithmetic between numbers said in ``lang``'s words:
    "3 + 4 = 7" -> "3 plus 4 makes 7", "9 > 5" -> "9 is more than 5"."""
    if not any(sign in text for sign in "<>=+−×·*-"):
        return text
    return _CHAIN.sub(lambda m: _chain(m.group(0), lang), text)


def _chain(chain: str, lang: str) -> str:
    """One chain of numbers and signs in words.  An ``=`` after an operation gives its result
    ("makes"); any other ``=``, ``<`` or ``>`` compares what stands on either side.  A chain
    with both ("10 + 4 = 14 > 2 + 8 = 10", the banner under Guerra de sumas) is said as its
    sums first, then the comparison of their results."""
    tokens = _TOKEN.findall(chain)
    sides: list[tuple[str, str]] = []  # (the side in words, the number it stands for)
    signs: list[str] = []
    words, value, pending = tokens[0], tokens[0], False
    for sign, number in zip(tokens[1::2], tokens[2::2], strict=True):
        if sign in _OPERATIONS:
            words = locale.say(lang, _OPERATIONS[sign], left=words, right=number)
            value, pending = "", True
        elif sign == "=" and pending:
            words = locale.say(lang, "speech.makes", left=words, right=number)
            value, pending = number, False
        else:
            sides.append((words, value or words))
            signs.append(sign)
            words, value, pending = number, number, False
    sides.append((words, value or words))
    if not signs:
        return sides[0][0]
    clauses = [w for w, v in sides if w != v]  # the sums, said before they are compared
    for (_, left), sign, (_, right) in zip(sides, signs, sides[1:], strict=False):
        clauses.append(locale.say(lang, _COMPARISONS[sign], left=left, right=right))
    return ", ".join(clauses)
