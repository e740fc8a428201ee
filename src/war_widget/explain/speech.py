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
from ..game.names import left_to_right

__all__ = ["SYMBOLS", "Said", "in_words", "isolate_arithmetic"]

#: What must never reach a voice as a symbol (tests/explain/test_speech_words.py checks the spoken
#: text of rounds in every language against these and the suit symbols).
SYMBOLS = "<>=+−×·"

_OPERATIONS = {"+": "speech.plus", "−": "speech.minus", "-": "speech.minus"}
_OPERATIONS.update({"×": "speech.times", "·": "speech.times", "*": "speech.times"})
_COMPARISONS = {">": "speech.more", "<": "speech.less", "=": "speech.equal"}
_OP = r"(?:\s*[+−×·*=<>]\s*|\s+-\s+)"
_CHAIN = re.compile(rf"\d+(?:{_OP}\d+)+")
_TOKEN = re.compile(r"\d+|[+−×·*=<>-]")
#: What :func:`isolate_arithmetic` keeps left to right: a chain, a sign question's "7 ☐ 4"
#: (its box stands for the sign), or a sign < > on its own.
_SHOWN = re.compile(rf"\d+\s*☐\s*\d+|{_CHAIN.pattern}|[<>]")


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


def isolate_arithmetic(text: str, lang: str, *, together: bool = False) -> str:
    """``text`` with each chain of arithmetic between numbers ("9 − 5 = 4", "9 > 5", "10 + 4
    = 14 > 2 + 8 = 10") isolated left to right (LRI ... PDI) when ``lang`` is written right
    to left: a child reads it as written, and a comparison still reads true.  A sign < or >
    on its own ("write <, > or =") is isolated too: a right-to-left line would draw it
    mirrored, the other sign than the one the child is to write.  ``together``: the spaces
    of a chain do not break (the banner's big line: "13" and "> 5" on two lines), but before
    the comparison of two sums ("10 + 4 = 14 > 2 + 8 = 10" may take two lines).  Left to
    right languages get ``text`` as it is.  The one place the shown arithmetic gets its
    direction."""
    if locale.direction(lang) != "rtl" or not any(sign in text for sign in "<>=+−×·*-☐"):
        return text
    kept = _unbroken if together else str
    return _SHOWN.sub(lambda m: left_to_right(kept(m.group(0))), text)


def _unbroken(chain: str) -> str:
    """``chain`` with no-break spaces, but before a comparison between sums."""
    kept = re.sub(r"\s+", "\u00a0", chain)
    if any(op in chain for op in "+−×·*") and any(cmp in chain for cmp in "<>"):
        kept = re.sub("\u00a0([<>])", r" \1", kept)
    return kept


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
