"""Seat names: the names given, or the defaults, in the learner's language.

With two players and no names, seat 0 is the learner, addressed as "you" (the messages'
``.you`` forms), and seat 1 "the computer"; with more, "Player 1", "Player 2"...  Pure
functions over the message catalogues: the explanations (:mod:`war_widget.explain`), the
command line and the play widget take their names from here.

The play widget works from ``(names, players, mode, lang)``: ``names`` are the names a
teacher gave, seat 0 first (possibly fewer than the players); ``mode`` is ``"computer"`` or
``"two_players"``.  It uses three forms:

- :func:`labels` -- what the table shows above each seat ("You", "Player 2", "Ana");
- :func:`mixed` -- the names as written mid-sentence ("the computer");
- :func:`spoken` -- the names the explanations get (``None``: address the learner as
  "you", as :func:`war_widget.explain.explain` does by default).

A name is checked once, here, wherever it comes from (the widget's ``names``, ``explain``'s,
the command line's ``--names``): :func:`check_name` refuses control characters, direction
controls (U+202E...) and names with no visible letter, and counts a name's length as a reader
does (:func:`graphemes`: "é" typed as e + an accent is one letter).  In a sentence each given
name is isolated (:func:`isolate`: FSI ... PDI), so an Arabic or Hebrew name keeps the
sentence's order (the language's own names, :func:`own_names`, need none); :func:`plain`
takes the isolates out where they would be counted or shown.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence

from .. import locale

#: The most a name may have of what a reader sees as letters (grapheme clusters: "é" typed
#: as e + an accent is one, and so is an emoji joined from several).
MAX_NAME = 40
#: The most code points a name may have, whatever its clusters: a letter may carry several
#: accents, but not thousands.
MAX_NAME_POINTS = 10 * MAX_NAME

#: First Strong Isolate and Pop Directional Isolate: a name between them keeps its own
#: direction and leaves the sentence's alone (Unicode's bidirectional algorithm, UAX #9).
FSI, PDI = "\u2068", "\u2069"
#: Left-to-right isolate: arithmetic inside a right-to-left sentence reads as written.
LRI = "\u2066"
#: The characters that change the direction of the text around them: marks (LRM, RLM, ALM),
#: embeddings and overrides (LRE...RLO), isolates (LRI...PDI).  Refused in a name: the
#: explanations isolate each name themselves.
DIRECTION_CONTROLS = frozenset(
    "\u061c\u200e\u200f" + "\u202a\u202b\u202c\u202d\u202e" + "\u2066\u2067\u2068\u2069"
)
_ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069")


def default_names(players: int, lang: str = "en") -> list[str]:
    """The names used when the caller gives none (see :func:`war_widget.explain.explain`)."""
    code = locale.normalize_language(lang)
    if players == 2:
        return [locale.say(code, "name.you"), locale.say(code, "name.computer")]
    return [locale.say(code, "name.player", number=seat + 1) for seat in range(players)]


def seat_names(names: Sequence[str] | None, players: int, lang: str = "en") -> list[str]:
    """One name per seat: ``names`` checked and trimmed, or :func:`default_names`.

    ``ValueError`` names the problem: not one name per player, or a name
    :func:`check_name` refuses.
    """
    if names is None:
        return default_names(players, lang)
    if isinstance(names, str) or len(names) != players:
        got = "a single text" if isinstance(names, str) else f"{len(names)} names"
        raise ValueError(f"names: got {got} but players={players}; give one name per player")
    return [check_name(name, seat) for seat, name in enumerate(names)]


# -- a name's letters ---------------------------------------------------------------------------
_CONTROL_WORDS = {0: "NUL", 9: "a tab", 10: "a line break", 13: "a carriage return"}


def check_name(name: object, index: int) -> str:
    """``name`` trimmed, or ``ValueError`` naming the problem: not a text, only spaces, a
    control character (NUL, a line break...), a direction control (U+202E...), no visible
    letter once control and format characters are left out (a zero-width space alone), or
    more than :data:`MAX_NAME` letters as a reader counts them (:func:`graphemes`).
    ``index`` is the name's place in the list, from 0."""
    if not isinstance(name, str):
        raise ValueError(f"names[{index}]: expected a text, got {type(name).__name__}")
    return _checked(str(name), index)  # str(): a subclass of str is read as its text


@functools.lru_cache(maxsize=256)  # every explanation checks its names: once is enough
def _checked(name: str, index: int) -> str:
    text = name.strip()
    if not text:
        raise ValueError(
            f"names[{index}]={_shown(name)} is not allowed: a name must have 1 to {MAX_NAME} "
            "characters (not only spaces)"
        )
    if len(text) > MAX_NAME_POINTS:  # before reading it letter by letter
        raise ValueError(
            f"names[{index}]={_shown(name)} is not allowed: a name may have at most "
            f"{MAX_NAME_POINTS} code points, accents and joiners included (it has {len(text)})"
        )
    which = f"names: name {index + 1}"
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cc":
            word = _CONTROL_WORDS.get(ord(ch), "a control character")
            raise ValueError(
                f"{which} contains U+{ord(ch):04X} ({word}): a name may not hold control "
                "characters; type it on one line, with letters, digits and spaces"
            )
        if category == "Cs":
            raise ValueError(f"{which} contains U+{ord(ch):04X}, half of a character: retype it")
        if ch in DIRECTION_CONTROLS:
            raise ValueError(
                f"{which} contains U+{ord(ch):04X} {unicodedata.name(ch)}, which turns the "
                "direction of the text around it: type the name without it (each name keeps "
                "its own direction in the sentences)"
            )
    if not any(_visible(ch) for ch in text):
        raise ValueError(
            f"{which} has no visible letters ({_shown(name)}: only spaces, invisible or "
            "combining characters)"
        )
    count = len(graphemes(text))
    if count > MAX_NAME:
        raise ValueError(
            f"names[{index}]={_shown(name)} is not allowed: a name must have 1 to {MAX_NAME} "
            f"characters, a letter and its accents counted as one (it has {count})"
        )
    return text


#: Letters and signs that show as blank space (Hangul fillers, the blank Braille pattern).
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _visible(ch: str) -> bool:
    """A letter, digit, punctuation or symbol that shows (not a space, a mark or a format
    character)."""
    return unicodedata.category(ch)[0] in "LNPS" and ch not in _BLANK


def _shown(name: str) -> str:
    """The name as an error shows it: whole when short, else its start and its length."""
    if len(name) <= 60:
        return repr(name)
    return f"{name[:40]!r}... ({len(name)} characters)"


def graphemes(text: str) -> list[str]:
    """``text`` cut where a reader sees one letter end (Unicode's grapheme clusters, UAX #29,
    kept simple): a character with the marks after it (accents, vowel signs, variation
    selectors, emoji skin tones and tags), characters joined by a zero-width joiner (an
    emoji family), a pair of regional indicators (a flag), a Korean syllable's jamo."""
    clusters: list[str] = []
    for ch in text:
        if clusters and _joins(clusters[-1], ch):
            clusters[-1] += ch
        else:
            clusters.append(ch)
    return clusters


def _joins(cluster: str, ch: str) -> bool:
    """Does ``ch`` belong to the cluster before it?"""
    code, last = ord(ch), ord(cluster[-1])
    if _extends(ch) or last == 0x200D:  # a mark, or what a zero-width joiner joins
        return True
    if _regional(code):  # flags: indicators in pairs
        return len(cluster) == 1 and _regional(last)
    if 0x1160 <= code <= 0x11FF or 0xD7B0 <= code <= 0xD7FF:  # a vowel or final jamo
        return 0x1100 <= last <= 0x11FF or 0xAC00 <= last <= 0xD7A3 or 0xD7B0 <= last <= 0xD7FF
    if 0x1100 <= code <= 0x115F:  # a leading jamo after another
        return 0x1100 <= last <= 0x115F
    return False


def _extends(ch: str) -> bool:
    code = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or unicodedata.combining(ch) != 0
        or code in (0x200C, 0x200D)  # zero-width non-joiner and joiner
        or 0x1F3FB <= code <= 0x1F3FF  # emoji skin tones
        or 0xE0020 <= code <= 0xE007F  # tags (a region's flag)
    )


def _regional(code: int) -> bool:
    return 0x1F1E6 <= code <= 0x1F1FF


# -- a name in a sentence -----------------------------------------------------------------------
def isolate(name: str) -> str:
    """``name`` between FSI and PDI: an Arabic or Hebrew name keeps its own direction and
    leaves the sentence's alone ("...and ليلى 25: 27 + 25 = 52" stays in that order).  The
    isolates show as nothing in a browser and in a terminal that lays out both directions."""
    return f"{FSI}{name}{PDI}"


def left_to_right(text: str) -> str:
    """``text`` between LRI and PDI: laid out left to right whatever the sentence around it
    ("9 − 5 = 4" inside an Arabic sentence reads 9 − 5 = 4, not 4 = 5 − 9)."""
    return f"{LRI}{text}{PDI}"


def plain(text: str) -> str:
    """``text`` without the isolates :func:`isolate` put in: for where they would be counted
    or shown as boxes (a speech engine's text, a terminal that cannot show them)."""
    return text.translate(_ISOLATES)


def says_you(names: Sequence[str] | None, players: int) -> bool:
    """True when seat 0 is addressed as "you": no names given, two players."""
    return names is None and players == 2


def own_names(players: int, lang: str) -> list[str]:
    """The language's own names for ``players`` seats, as a sentence writes them ("you",
    "the computer", "player 1"...): the catalogue's words, which need no isolating."""
    return default_names(players, lang) + defaults(players, "two_players", lang)


def defaults(players: int, mode: str, lang: str) -> list[str]:
    """The language's default names: "you", "the computer" with two players in the
    computer mode; "Player 1", "Player 2"... otherwise."""
    if mode == "two_players":
        return default_names(max(players, 3), lang)[:players]  # "Player 1", "Player 2"...
    return default_names(players, lang)  # "you", "the computer" with two players


def mixed(names: Sequence[str], players: int, mode: str, lang: str) -> list[str]:
    """The names given, then the language's defaults as written mid-sentence."""
    base = defaults(players, mode, lang)
    given = list(names)
    return [given[i] if i < len(given) else base[i] for i in range(len(base))]


def labels(names: Sequence[str], players: int, mode: str, lang: str) -> list[str]:
    """The label of each seat: the names given, else the defaults in the chosen language."""
    given = list(names)
    # A seat's label is a name, not a phrase: "Jugador 1", not the sentence's "el jugador 1".
    numbered = mode == "two_players" or players > 2
    return [
        name
        if i < len(given)
        else locale.say(lang, "ui.player", number=i + 1)
        if numbered
        else _capitalize(name)
        for i, name in enumerate(mixed(names, players, mode, lang))
    ]


def spoken(names: Sequence[str], players: int, mode: str, lang: str) -> list[str] | None:
    """Names for the explanations: ``None`` lets them address the learner as "you" (the
    computer mode's defaults); otherwise the defaults stay lower case where the language
    writes them so, and ``explain`` capitalises the start of each sentence."""
    if mode == "computer" and not names:
        return None
    return mixed(names, players, mode, lang)


def addressed_as_you(names: Sequence[str], players: int, mode: str) -> bool:
    """Seat 0 is called "you" (its label and the explanations): the computer mode's
    defaults with two players; with three or four, seat 0 is "Player 1" (tagged "you")."""
    return mode == "computer" and not names and players == 2


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]
