"""What a line typed into the tally means: one result or several, numbers as a language
writes them.

No Jupyter here, and no judgement of the results (``model.Tally`` checks each one): these
functions only cut a line into the results it holds, each as it was typed and, for a
number, as plain ASCII digits.

The rule, as the README and the widget's message tell it:

- results on one line are separated by a semicolon, by spaces (or line breaks), or by a
  comma followed by a space: ``"12 15"``, ``"12, 15"`` and ``"12;15"`` are two results;
- a number may be written with its language's thousands separator between groups of three
  digits: ``1,204`` in English, ``1.204`` or ``1 204`` in Spanish, ``1 204`` in Polish,
  Slovak and Norwegian (a space, a no-break space or a narrow one);
- a space joins groups only where the language groups with a space, and only when the
  number it makes is allowed: in Polish ``1 204`` is one result and ``150 230`` two (150230
  is past the largest allowed); in English ``1 204`` is two;
- in English a comma inside a number that is not a thousands separator separates results
  (``12,15`` is 12 and 15); in the other languages the comma is the decimal mark, so
  ``12,15`` is refused as not whole, never read as two results;
- digits are 0-9, or the Arabic-Indic ٠-٩ an Arabic keyboard types and the Extended
  Arabic-Indic ۰-۹ of Persian and Urdu keyboards (``"١٢ ١٥"`` is 12 and 15); ``"²"`` is not
  a number here;
- the Arabic comma ``،`` and semicolon ``؛`` separate results as ``;`` does (``"12، 15"``,
  ``"١٢،١٥"``: they are never part of a number), and the Arabic thousands separator ``٬``
  groups in every language (``"١٬٢٠٤"``, as the widgets write 1,204 in Arabic-Indic digits);
  the direction marks a copied number may carry are left out.
"""

from __future__ import annotations

import re

from .. import locale
from ..locale._digits import ANY_DIGIT
from ..locale._digits import ascii_digits as ascii_digits

#: Characters of one line typed in, at most: a longer paste is refused before it is read.
MAX_TYPED = 10_000

_DIGITS = re.compile(r"[0-9]+\Z")
#: Thousands separators written without a space, beyond the language's own: Spanish is
#: written ``10 000`` today, and ``1.204`` by many.
_MORE_MARKS = {"es": "."}
#: The Arabic thousands separator: a mark that groups in every language.
ARABIC_GROUP = "\u066c"
#: What a line may hold beyond ASCII, as the reader takes it: the Arabic comma and semicolon
#: separate results (as ``;``), direction marks (LRM, RLM, ALM, isolates) are nothing.
_TYPED: dict[int, str | None] = {ord("\u060c"): ";", ord("\u061b"): ";"}
_TYPED.update(dict.fromkeys(map(ord, "\u200e\u200f\u061c\u2066\u2067\u2068\u2069")))


def typed(text: str) -> str:
    """A line as the reader cuts it: the Arabic comma and semicolon as ``;``, direction marks
    left out; the digits as typed (each result is named as typed in an error)."""
    return text.translate(_TYPED)


def marks(lang: str) -> tuple[str, bool]:
    """The language's thousands separators that are not spaces, and whether it groups
    with a space."""
    group = locale.say(lang, "number.group")
    spaced = group.isspace()
    return ("" if spaced else group) + _MORE_MARKS.get(lang, "") + ARABIC_GROUP, spaced


def _grouped(word: str, mark: str) -> bool:
    d = f"[{ANY_DIGIT}]"
    pattern = rf"{d}{{1,3}}(?:{re.escape(mark)}{d}{{3}})+\Z"
    return re.match(pattern, word) is not None


def _split_word(word: str, joined_by: str) -> list[tuple[str, str]]:
    """One word (no spaces, no semicolon) as its results: (as typed, its digits as 0-9)."""
    for mark in joined_by:
        if _grouped(word, mark):
            return [(word, ascii_digits(word.replace(mark, "")))]
    if "," in joined_by:  # English: a comma not grouping thousands separates results
        return [(part, ascii_digits(part)) for part in word.split(",") if part]
    return [(word, ascii_digits(word))]


def number_words(text: str, lang: str, high: int) -> list[tuple[str, str]]:
    """The results a line holds, each as (what was typed, ASCII digits or what was typed).

    ``high`` is the largest number allowed: a space joins two groups only when the number
    they make is at most ``high``.  The caller checks each result.
    """
    joined_by, spaced = marks(lang)
    text = typed(text)
    # (as typed, digits, joined to the next one by spaces only)
    words: list[tuple[str, str, bool]] = []
    for segment in text.split(";"):
        parts = segment.split()  # every Unicode space: no-break and narrow ones too
        for k, part in enumerate(parts):
            if part.startswith(",") and words:  # "12 ,15": the comma separates
                words[-1] = (words[-1][0], words[-1][1], False)
            hard = part.endswith(",") or k == len(parts) - 1
            core = part.strip(",")
            pieces = _split_word(core, joined_by) if core else []
            for j, (shown, digits) in enumerate(pieces):
                words.append((shown, digits, j == len(pieces) - 1 and not hard))
    return _join_spaced(words, high) if spaced else [(s, d) for s, d, _ in words]


def _join_spaced(words: list[tuple[str, str, bool]], high: int) -> list[tuple[str, str]]:
    """Join "1 204" into one number where a space groups thousands and the number is
    allowed; "150 230" stays two."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(words):
        shown, digits, space = words[i]
        if _DIGITS.match(digits) and len(digits) <= 3:
            while space and i + 1 < len(words):
                nxt_shown, nxt, nxt_space = words[i + 1]
                if not (len(nxt) == 3 and _DIGITS.match(nxt) and int(digits + nxt) <= high):
                    break
                shown, digits, space = f"{shown} {nxt_shown}", digits + nxt, nxt_space
                i += 1
        out.append((shown, digits))
        i += 1
    return out


def answer_words(text: str) -> list[str]:
    """The answers a line of a yes/no tally holds: words separated by spaces, commas or
    semicolons, Arabic ones too (no answer has a space or a comma in it, in any language)."""
    return [word for word in re.split(r"[;,\s]+", typed(text)) if word]


def whole(digits: str, low: int, high: int) -> int | None:
    """``digits`` as a whole number from ``low`` to ``high``, or None: never ``int()`` of
    something that is not ASCII digits, nor of a 5,000-digit paste."""
    if not _DIGITS.match(digits) or len(digits.lstrip("0")) > len(str(high)):
        return None
    value = int(digits)
    return value if low <= value <= high else None
