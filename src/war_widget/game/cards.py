"""Cards, their notation and the decks the rules build.

A card is a small ``int`` (``rank * 8 + suit``) so piles are cheap to move
and compare; :class:`Card` adds names on top.  Ranks are face ranks: 2-10,
J 11, Q 12, K 13, A 14, joker 15.  What a rank is *worth* depends on the
rules (ace low), see :meth:`war_widget.game.rules.Rules.value`.

A *number card* (a deck of the numbers 1...N, ``Rules(numbers=N)``) has the
rank ``NUMBER_BASE + n`` and no suit: the number 7 is ``(16 + 7) * 8 + 4``.
It is written ``7`` and, in notation that cannot be mistaken for a French 7,
``#7``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Sized

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
NO_SUIT = 4
JOKER = 15
ACE = 14
#: A number card ``n`` has the rank ``NUMBER_BASE + n``.
NUMBER_BASE = 16
#: The largest number a number deck may hold.
MAX_NUMBER = 64
#: Ranks there are (French, jokers and numbers): a table of worths by rank has this many.
RANKS = NUMBER_BASE + MAX_NUMBER + 1
RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10"}
RANK_NAMES.update({11: "J", 12: "Q", 13: "K", 14: "A"})
_RANK_TOKENS = {name: rank for rank, name in RANK_NAMES.items()} | {"T": 10}
_SUIT_TOKENS = {s: i for i, s in enumerate(SUITS)} | {s: i for i, s in enumerate(SUIT_SYMBOLS)}
_SUIT_TOKENS |= {s: i for i, s in enumerate("♤♡♢♧")}

NOTATION_HELP = (
    "a rank (2-10, T, J, Q, K, A) with an optional suit (S, H, D, C or ♠ ♥ ♦ ♣), "
    "or JOKER; for example 'A', 'KS', '10H', 'TH', 'K♥'"
)
NUMBER_HELP = "a whole number such as 7 (or the text '7' or '#7')"


class Card(int):
    """A playing card: an ``int`` that knows its name.

    >>> Card.parse("10h")
    Card('10H')
    >>> str(Card.parse("KS")), Card.parse("KS").rank
    ('K♠', 13)
    """

    __slots__ = ()

    @property
    def rank(self) -> int:
        return int(self) >> 3

    @property
    def suit(self) -> int | None:
        """0-3 for spades, hearts, diamonds, clubs; None for a rank-only card or a joker."""
        s = int(self) & 7
        return None if s == NO_SUIT else s

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def number(self) -> int | None:
        """The number of a number card (1...), None for a French card or a joker."""
        rank = self.rank
        return rank - NUMBER_BASE if rank > NUMBER_BASE else None

    @property
    def code(self) -> str:
        """ASCII notation, the form :meth:`parse` reads back: ``"KS"``, ``"10H"``, ``"JOKER"``,
        ``"#7"`` (the number card 7).  ``ValueError`` for a number that is no card."""
        if not _exists(self):
            raise ValueError(f"{self!r} is not a card; use {NOTATION_HELP}")
        if self.number is not None:
            return f"#{self.number}"
        if self.is_joker:
            return "JOKER"
        suit = self.suit
        return RANK_NAMES[self.rank] + ("" if suit is None else SUITS[suit])

    @property
    def face(self) -> str:
        """What the card shows large, in every language: its number, ``"2"``-``"10"``, ``"J"``,
        ``"Q"``, ``"K"``, ``"A"``, or ``"★"`` for a joker (the drawings and the sheets)."""
        if self.number is not None:
            return str(self.number)
        return "★" if self.is_joker else RANK_NAMES[self.rank]

    def __str__(self) -> str:
        if not _exists(self):
            return repr(self)
        if self.is_joker:
            return "Joker"
        suit = self.suit
        return self.face + ("" if suit is None else SUIT_SYMBOLS[suit])

    def __repr__(self) -> str:
        return f"Card({self.code!r})" if _exists(self) else f"Card({int(self)})"

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card, (int(self),))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read card notation, case-insensitively; raise ``ValueError`` naming what is allowed."""
        if not isinstance(text, str):
            raise ValueError(f"card: expected text such as 'KS', got {text!r}; use {NOTATION_HELP}")
        token = text.strip().upper()
        if token.startswith("#") and token[1:].isdigit() and token[1:].isascii():
            return make_number(int(token[1:]))
        if token == "JOKER":
            return CARDS[JOKER * 8 + NO_SUIT]
        suit = NO_SUIT
        if token and token[-1] in _SUIT_TOKENS and token not in _RANK_TOKENS:
            suit = _SUIT_TOKENS[token[-1]]
            token = token[:-1]
        rank = _RANK_TOKENS.get(token)
        if rank is None:
            raise ValueError(f"card: {text!r} is not a card; use {NOTATION_HELP}")
        return CARDS[rank * 8 + suit]


def _card(number: int) -> Card:
    return CARDS[number]


# Every card that can exist, so the engine never allocates one.
CARDS: list[Card] = [Card(i) for i in range(RANKS * 8)]


def make(rank: int, suit: int | None = None) -> Card:
    """The card of ``rank`` (2-15) and ``suit`` (0-3, or None for no suit)."""
    return CARDS[rank * 8 + (NO_SUIT if suit is None else suit)]


def make_number(number: int) -> Card:
    """The number card ``number`` (1 to :data:`MAX_NUMBER`)."""
    if not 1 <= number <= MAX_NUMBER:
        raise ValueError(
            f"card: #{number} is not a number card; numbers run from 1 to {MAX_NUMBER}"
        )
    return CARDS[(NUMBER_BASE + number) * 8 + NO_SUIT]


def number_deck(numbers: int, copies: int = 1) -> list[Card]:
    """A fresh deck of the numbers 1...``numbers``, ``copies`` times over, in a fixed order:
    1, 2, ..., N, then 1, 2, ..., N again.  Like :func:`deck`'s, this order is part of the
    game-code contract."""
    return [make_number(n) for _ in range(copies) for n in range(1, numbers + 1)]


def deck(lowest_rank: int = 2, jokers: int = 0) -> list[Card]:
    """A fresh deck in a fixed order: suits S, H, D, C, each from ``lowest_rank`` up to the ace,
    then the jokers.  This order is part of the game-code contract: the shuffle starts from it."""
    cards = [make(rank, suit) for suit in range(4) for rank in range(lowest_rank, ACE + 1)]
    return cards + [make(JOKER)] * jokers


def parse_hand(cards: Iterable[str | int], seat: int, numbers: int | None = None) -> list[Card]:
    """Parse one explicit hand, top card first.  With ``numbers`` (a deck of the numbers
    1...``numbers``) the cards are numbers: ``7``, ``"7"`` or ``"#7"``."""
    example = "[7, 3]" if numbers else "['KS', '4H']"
    if isinstance(cards, str) or not isinstance(cards, Iterable):
        what = f"the text {cards!r}" if isinstance(cards, str) else repr(cards)
        raise ValueError(f"hands[{seat}]: expected a list of cards such as {example}, got {what}")
    hand = []
    for i, item in enumerate(cards):
        if i == MAX_DEAL:  # an endless iterator ends here
            raise ValueError(
                f"hands[{seat}]: more than {MAX_DEAL} cards; an explicit deal holds at most "
                f"{MAX_DEAL} cards in all"
            )
        try:
            card = _number_card(item, numbers) if numbers else _french_card(item)
        except ValueError as err:
            raise ValueError(f"hands[{seat}][{i}]: {err}") from None
        hand.append(card)
    return hand


def _french_card(item: object) -> Card:
    if isinstance(item, Card):
        if not _exists(item) or item.number is not None:
            raise ValueError(f"Card({int(item)}) is not a card; use {NOTATION_HELP}")
        return CARDS[item]
    if isinstance(item, int) and not isinstance(item, bool):
        raise ValueError(
            f"{item!r} is a number card, and these rules play with the French deck; "
            f"use {NOTATION_HELP}, or a deck of numbers (Rules(numbers=...))"
        )
    card = Card.parse(item)  # type: ignore[arg-type]
    if card.number is not None:
        raise ValueError(f"{item!r} is a number card; use {NOTATION_HELP}")
    return card


def _number_card(item: object, numbers: int) -> Card:
    allowed = f"{NUMBER_HELP} from 1 to {numbers}"
    number: object = item
    if isinstance(item, Card):
        number = item.number
    elif isinstance(item, str):
        text = item.strip().removeprefix("#")
        number = int(text) if text.isascii() and text.isdigit() else None
    elif hasattr(type(item), "__index__") and not isinstance(item, bool):
        number = int(item)  # type: ignore[call-overload]
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= numbers:
        raise ValueError(f"{item!r} is not a card of this deck; use {allowed}")
    return make_number(number)


def check_numbers(hands: Sequence[Sequence[Card]], copies: int) -> None:
    """A number deck holds each number ``copies`` times: a deal holds it no more often."""
    seen: dict[int, int] = {}
    for hand in hands:
        for card in hand:
            seen[card] = seen.get(card, 0) + 1
            if seen[card] > copies:
                times = "once" if copies == 1 else f"{copies} times"
                raise ValueError(
                    f"hands: the number {card.number} is dealt {seen[card]} times, but the deck "
                    f"holds each number {times} (copies={copies})"
                )


def _exists(card: Card) -> bool:
    """A card of a real deck: rank 2 to ace with a suit or none, or a joker without a suit."""
    rank, suit = divmod(int(card), 8)
    if rank > NUMBER_BASE:
        return rank <= NUMBER_BASE + MAX_NUMBER and suit == NO_SUIT
    return (2 <= rank <= ACE and suit <= NO_SUIT) or (rank == JOKER and suit == NO_SUIT)


def check_duplicates(hands: Sequence[Sequence[Card]]) -> None:
    """Suited cards are unique in a deck; rank-only cards and jokers may repeat."""
    seen: dict[int, int] = {}
    for seat, hand in enumerate(hands):
        for card in hand:
            if card.suit is None:
                continue
            if card in seen:
                raise ValueError(
                    f"hands: {card.code} is dealt twice (to seat {seen[card]} and seat {seat}); "
                    "a suited card exists once in a deck (rank-only cards like 'K' may repeat)"
                )
            seen[card] = seat


#: An explicit deal holds at most this many cards in all (four decks with two jokers each):
#: its code stays short enough to write down, and a game of it (the positions a game that
#: cycles must remember) stays small in memory.
MAX_DEAL = 216


def parse_deal(
    hands: object, players: int, numbers: int | None = None, copies: int = 1
) -> list[list[Card]]:
    """An explicit deal (one list of cards per seat, top card first) as piles of cards; with
    ``numbers``, cards of a deck of the numbers 1...``numbers``, each ``copies`` times.

    ``ValueError`` names what is wrong: not one hand per player, an empty hand, a card that
    is not a card, a card dealt twice (or a number more often than ``copies``), more than
    :data:`MAX_DEAL` cards in all.
    """
    n = players
    if not isinstance(hands, Sequence) or isinstance(hands, (str, bytes)):
        raise ValueError(
            f"hands: expected one list of cards per player, got {type(hands).__name__}"
        )
    if len(hands) != n:
        got = f"{len(hands)} hands"
        raise ValueError(f"hands: got {got} but players={n}; give one list of cards per player")
    if all(isinstance(h, Sized) and not isinstance(h, str) for h in hands):
        _check_size(sum(len(h) for h in hands))  # before a card of a huge deal is read
    piles = [parse_hand(hand, seat, numbers) for seat, hand in enumerate(hands)]
    for seat, pile in enumerate(piles):
        if not pile:
            raise ValueError(
                f"hands[{seat}]: the hand is empty; every player needs at least one card"
            )
    check_duplicates(piles)
    if numbers is not None:
        check_numbers(piles, copies)
    _check_size(sum(map(len, piles)))
    return piles


def _check_size(dealt: int) -> None:
    if dealt > MAX_DEAL:
        raise ValueError(
            f"hands: {dealt} cards in all is too many; an explicit deal holds at most "
            f"{MAX_DEAL} cards (four decks with jokers)"
        )
