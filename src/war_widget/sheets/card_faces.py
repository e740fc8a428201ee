"""The faces of the printable cards (:mod:`.cards`), drawn as SVG for print: black on white,
no outline (the dashed cut line around a card is its edge).

A card is 100 × 130 units, about the shape of a patience card.  Its number (or rank) is large in
the middle and small in two corners, the second upside down, so that it reads the same
either way up; a 6 and a 9 are underlined so that they are told apart.  For the youngest a
number up to 10 can also show its dots (in rows of five, as the play table counts them) or
a ten-frame (two rows of five squares, filled from the top left).  A French card shows its
suit (hearts and diamonds as outlines, ♡ ♢, apart from spades and clubs without colour).
"""

from __future__ import annotations

from html import escape

from ..game.cards import Card
from .svg import PRINT_SUITS

#: What a number card can show under its number: nothing more, its dots, a ten-frame.
STYLES = ("numerals", "dots", "ten_frames")
#: The largest number that dots or a ten-frame show.
MAX_COUNTED = 10
#: A card's width and height in SVG units.
WIDTH, HEIGHT = 100, 130
#: Numbers told apart by a line under them.
_UNDERLINED = {"6", "9"}


def _text(x: float, y: float, size: float, words: str, extra: str = "") -> str:
    line = ' text-decoration="underline"' if words in _UNDERLINED else ""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="middle"{line}{extra}>'
        f"{escape(words)}</text>"
    )


def _corners(rank: str, suit: str) -> str:
    """The rank (and suit) small in the top left corner, and upside down in the bottom
    right one."""
    size = 16 if len(rank) < 2 else 13
    mark = _text(12, 18, size, rank)
    if suit:
        mark += _text(12, 33, 14, suit)
    return f'{mark}<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">{mark}</g>'


def _dots(number: int) -> str:
    """The number's dots in rows of five."""
    return "".join(
        f'<circle cx="{20 + 15 * (i % 5)}" cy="{82 + 15 * (i // 5)}" r="5.5"/>'
        for i in range(number)
    )


def _ten_frame(number: int) -> str:
    """Two rows of five squares, the first ``number`` of them holding a dot."""
    squares = "".join(
        f'<rect x="{15 + 14 * i}" y="{74 + 14 * row}" width="14" height="14" fill="none" '
        'stroke="#000" stroke-width="1.4"/>'
        for row in range(2)
        for i in range(5)
    )
    dots = "".join(
        f'<circle cx="{22 + 14 * (i % 5)}" cy="{81 + 14 * (i // 5)}" r="4.8"/>'
        for i in range(number)
    )
    return squares + dots


def _middle(rank: str, suit: str, counted: str) -> str:
    """The rank large in the middle: above the dots or the ten-frame, above the suit, or
    alone."""
    if counted:
        return _text(50, 60, 44 if len(rank) < 2 else 38, rank, ' font-weight="bold"') + counted
    if suit:
        big = _text(50, 68, 52 if len(rank) < 2 else 42, rank, ' font-weight="bold"')
        return big + _text(50, 104, 32, suit)
    return _text(50, 84, 64 if len(rank) < 2 else 52, rank, ' font-weight="bold"')


def face(card: Card, style: str, label: str) -> str:
    """One card's face; ``label`` is what a screen reader says of it."""
    rank = card.face
    suit = "" if card.suit is None else PRINT_SUITS[card.suit]
    counted = ""
    if card.number is not None and style == "dots":
        counted = _dots(card.number)
    elif card.number is not None and style == "ten_frames":
        counted = _ten_frame(card.number)
    return (
        f'<svg class="face" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(label)}">{_corners(rank, suit)}{_middle(rank, suit, counted)}</svg>'
    )
