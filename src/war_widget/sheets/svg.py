"""A card drawn as SVG for print: black lines on white, its rank large in the middle and in
the corners; hearts and diamonds drawn as outlines (♡ ♢) so they stay apart from spades and
clubs without colour; a number card (the youngest's decks) also shows its dots to count."""

from __future__ import annotations

from html import escape

from ..game.cards import Card

#: Spades, hearts, diamonds, clubs (the engine's suit order), in black and white.
PRINT_SUITS = ("♠", "♡", "♢", "♣")


#: The most dots a number card shows under its number (in rows of five).
MAX_DOTS = 10


def dots(number: int) -> str:
    """A number card's dots, in rows of five as the play table counts them (none above 10)."""
    if number > MAX_DOTS:
        return ""
    return "".join(
        f'<circle cx="{9 + 8 * (i % 5)}" cy="{51 + 8 * (i // 5)}" r="2.6"/>' for i in range(number)
    )


def card_svg(card: Card, label: str) -> str:
    """One card, 50 × 70 units (printed 17 × 24 mm by the sheet's CSS); ``label`` is what a
    screen reader says."""
    rank = escape(card.face)
    suit = "" if card.suit is None else PRINT_SUITS[card.suit]
    size = 26 if len(rank) < 2 else 21
    counted = "" if card.number is None else dots(card.number)
    middle = 38 if counted else 45
    corner = (
        f'<text x="5" y="13" font-size="10">{rank}</text>'
        f'<text x="5" y="23" font-size="9">{suit}</text>'
        if suit
        else f'<text x="5" y="13" font-size="10">{rank}</text>'
    )
    return (
        # A card's corners read left to right on a right-to-left sheet too (else "10" in
        # its corner runs left of the card's edge and shows "0").
        f'<svg class="card" viewBox="0 0 50 70" direction="ltr" role="img" '
        f'aria-label="{escape(label)}">'
        '<rect x="1" y="1" width="48" height="68" rx="5" fill="#fff" stroke="#000" '
        'stroke-width="1.5"/>'
        f"{corner}"
        f'<text x="25" y="{middle}" font-size="{size}" text-anchor="middle" '
        f'font-weight="bold">{rank}</text>'
        f'<text x="45" y="64" font-size="9" text-anchor="end">{suit}</text>'
        f"{counted}</svg>"
    )
