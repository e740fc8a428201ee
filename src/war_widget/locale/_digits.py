"""The digits a learner reads numbers in: the one place they are converted.

``"latn"`` (the default, as CLDR's ``ar`` since 2024) leaves 0-9 as they are; ``"arab"``
writes the Arabic-Indic digits ٠١٢٣٤٥٦٧٨٩ (U+0660-0669), with the Arabic thousands
separator ٬ (U+066C) and decimal separator ٫ (U+066B) in place of the language's own, and
the Arabic percent sign ٪ (U+066A) after such a number in place of ``%`` (as CLDR's
``arab`` numbers write it).  What a machine reads (game codes, the JSON of events, CSV) and
what a voice reads (``spoken``) stay as they are: the callers convert only the text a
learner reads, and ``keep`` protects what must be copied as it is (a game code inside a
notice).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

#: The digit settings, the default first.
DIGITS: tuple[str, ...] = ("latn", "arab")

_ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
ARABIC_GROUP = "\u066c"  # ٬
ARABIC_DECIMAL = "\u066b"  # ٫
ARABIC_PERCENT = "\u066a"  # ٪
#: A percent sign after a number in Arabic-Indic digits, the language's space kept ("5.9 %").
_PERCENT = re.compile("(?<=[\u0660-\u0669])([ \u00a0\u202f]?)%")
#: LEFT-TO-RIGHT MARK: after each Arabic-Indic number in a left-to-right language.  Those
#: digits are Arabic Numbers to the Unicode bidi algorithm, and what stands between two of
#: them (" > ", " = ", ". ") is read as right to left: without the mark an English "13 > 5"
#: in ٠-٩ is drawn "٥ < ١٣", "worth 13. 13 is" as "worth ١٣ .١٣ is".
LRM = "\u200e"
#: A number in Arabic-Indic digits (with its ٪ right after it: "٩٥٪" is one) not yet followed
#: by its mark (a text written twice gets one mark a number, not two).
_NUMBER = re.compile(
    "[\u0660-\u0669\u066b\u066c]+\u066a?(?![\u0660-\u0669\u066b\u066c\u066a\u200e])"
)


def check_digits(value: Any) -> str:
    """``value`` if it is one of :data:`DIGITS`; ``ValueError`` naming ``digits`` otherwise."""
    if isinstance(value, str) and value in DIGITS:
        return value
    allowed = " or ".join(repr(d) for d in DIGITS)
    raise ValueError(
        f"digits={value!r} is not allowed: digits must be {allowed} "
        "('latn': 0-9, the default; 'arab': Arabic-Indic ٠-٩)"
    )


def written_in(
    text: str,
    digits: str,
    separators: tuple[str, str],
    keep: Iterable[str] = (),
    mark: str = "",
) -> str:
    """``text`` with its numbers written in ``digits`` (see :data:`DIGITS`), the language's
    ``separators`` (thousands, decimal) between digits becoming the Arabic ones, each number
    followed by ``mark`` (:data:`LRM` in a left-to-right language), a ``%`` after one
    becoming ٪ (:data:`ARABIC_PERCENT`); every ``keep`` (a game code) left exactly as it is
    (``war_widget.locale.in_digits`` finds the language's)."""
    if digits == "latn" or not text:
        return text
    kept = [k for k in keep if k]
    if kept:
        # Whole only: a seed "1" kept is not the 1 of "10,000" (no digit just before or after).
        either = "|".join(re.escape(k) for k in sorted(kept, key=len, reverse=True))
        pattern = f"((?<![0-9])(?:{either})(?![0-9]))"
        parts = re.split(pattern, text)
        return "".join(
            p if i % 2 else written_in(p, digits, separators, (), mark) for i, p in enumerate(parts)
        )
    group, decimal = separators
    if group:
        text = re.sub(rf"(?<=\d){re.escape(group)}(?=\d{{3}}(?!\d))", ARABIC_GROUP, text)
    if decimal:
        text = re.sub(rf"(?<=\d){re.escape(decimal)}(?=\d)", ARABIC_DECIMAL, text)
    text = _PERCENT.sub(rf"\1{ARABIC_PERCENT}", text.translate(_ARABIC_INDIC))
    return _NUMBER.sub(lambda m: m.group() + mark, text) if mark else text


#: Every digit a keyboard may type that is not 0-9 but means one: Arabic-Indic ٠-٩ (an Arabic
#: keyboard) and Extended Arabic-Indic ۰-۹ (Persian and Urdu keyboards), as ASCII.
_TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "0123456789" * 2)
#: The digits a reader accepts: ASCII and both Arabic-Indic sets (a regex character class).
ANY_DIGIT = "0-9\u0660-\u0669\u06f0-\u06f9"


def ascii_digits(text: str) -> str:
    """``text`` with its Arabic-Indic and Extended Arabic-Indic digits as 0-9 (one character
    for one: positions do not move); everything else as it is.  What a reader of typed
    numbers uses before ``int()``."""
    return text.translate(_TO_ASCII)
