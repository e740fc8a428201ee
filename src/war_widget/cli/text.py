"""What the command line writes, made safe for any terminal and short enough to read.

A terminal that is not UTF-8 (``PYTHONIOENCODING=ascii``, Windows' cp1252, ``LC_ALL=POSIX``
with Python's UTF-8 mode off) cannot show a ``♣`` or a Polish ``ę``, and Python stops with a
``UnicodeEncodeError`` at the first one.  :func:`plain_streams` gives stdout and stderr the
error handler ``"war_widget.plain"`` (:func:`plain_letters`): what the stream cannot encode
is written in plain letters instead (a suit as its letter, ``9♠`` as ``9S``; an accent left
off, ``Král`` as ``Kral``; a dash as ``-``); what it can encode is left as it is.

:func:`cut` shortens what a person typed before a message quotes it back: a 100,000-letter
``--code`` is shown by its first 80 letters and an ellipsis (a value of up to 200, such as a
folder's path, whole).
"""

from __future__ import annotations

import codecs
import os
import re
import sys
import unicodedata
from typing import Any

#: The error handler's name (:func:`codecs.register_error`).
HANDLER = "war_widget.plain"

#: Letters and signs that no accent-stripping turns into plain letters.
PLAIN = {
    **dict(zip("♠♥♦♣♤♡♢♧", "SHDCSHDC", strict=True)),
    **dict(zip("−–—‒·•★×⁄", "---*-**x/", strict=True)),
    **dict.fromkeys("«»„“”″", '"'),
    **dict.fromkeys("‘’‚′", "'"),
    **dict.fromkeys("\u00a0\u2007\u2009\u202f", " "),  # no-break and thin spaces
    **dict(zip("łŁøØđĐı", "lLoOdDi", strict=True)),
    **{"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE"},
    "…": "...",
    "→": "->",
    "←": "<-",
    "▶": ">",
    "◀": "<",
    "☐": "[ ]",
    "✓": "v",
    "⏸": "||",
    "±": "+/-",
    "≤": "<=",
    "≥": ">=",
    "≠": "!=",
    "¡": "",  # Spanish opening marks: plain Spanish leaves them out
    "¿": "",
}


def plain(char: str) -> str:
    """One character in plain ASCII letters (``""`` for a mark that shows nothing)."""
    if char.isascii():
        return char
    if char in PLAIN:
        return PLAIN[char]
    if unicodedata.category(char) in ("Mn", "Me", "Cf", "Cc"):
        return ""  # accents on their own, direction marks, zero-width spaces
    parts = unicodedata.normalize("NFKD", char)
    if parts != char:
        return "".join(plain(part) for part in parts)
    return "?"


def plain_letters(error: UnicodeError) -> tuple[str | bytes, int]:
    """The ``"war_widget.plain"`` error handler: the first character a stream could not
    encode, in plain letters (a byte smuggled in by ``surrogateescape``, as that byte)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    char = error.object[error.start]
    if "\udc80" <= char <= "\udcff":  # a byte that was not text, kept as it came
        return bytes([ord(char) - 0xDC00]), error.start + 1
    return plain(char), error.start + 1


codecs.register_error(HANDLER, plain_letters)


def utf(stream: Any) -> bool:
    """Whether ``stream`` encodes every character (a UTF encoding)."""
    try:
        return codecs.lookup(stream.encoding or "ascii").name.startswith("utf")
    except (AttributeError, LookupError, TypeError):
        return False


def plain_streams() -> None:
    """stdout and stderr write plain letters where their encoding cannot (see the module's
    docs); nothing changes on a UTF-8 terminal, or on a stream that cannot be reconfigured."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and hasattr(stream, "reconfigure") and not utf(stream):
            stream.reconfigure(errors=HANDLER)


def typed(argument: str) -> str:
    """A command-line argument as typed: where Python decoded it with an ASCII locale
    (``LC_ALL=POSIX``), a name typed in UTF-8 arrives as escaped bytes; read as UTF-8 when
    they are, else left as they came."""
    if not any("\udc80" <= char <= "\udcff" for char in argument):
        return argument
    try:
        return os.fsencode(argument).decode("utf-8")
    except UnicodeError:
        return argument


#: How many characters of a long typed value a message quotes.
LONGEST = 80

#: Runs of more characters than this without a space are cut (a folder's path stays whole).
CUT_AFTER = 200

_WORD = re.compile(r"\S{" + str(CUT_AFTER + 1) + ",}")


def cut(message: str) -> str:
    """``message`` with every run of more than :data:`CUT_AFTER` characters without a space (a
    pasted code, a long number) cut to its first :data:`LONGEST` and an ellipsis, saying how
    long the typed value was; its quotes and closing punctuation kept."""

    def shorter(found: re.Match[str]) -> str:
        head, body, tail = _PARTS.fullmatch(found.group()).groups()  # type: ignore[union-attr]
        room = max(LONGEST - 1 - len(head) - len(tail), 8)
        return f"{head}{body[:room]}…{tail} ({len(body):,} characters)"

    return _WORD.sub(shorter, message)


#: A long word's parts: up to its first quote (``code='``), the value, what closes it.
_PARTS = re.compile(r"([^'\"]{0,40}['\"]|)(.*?)(['\")\]:;,.]*)", re.DOTALL)
