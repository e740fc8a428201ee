"""Cards, their notation and the decks the rules build.

A card is a small ``int`` (``rank * 8 + suit``) so piles are cheap to move
and compare; :class:`Card` adds names on top.  Ranks are face ranks: 2-10,
J 11, Q 12, K 13, A 14, joker 15.  What a rank is *worth* depends on the
rules (ace low), see :meth:`war_widget.rules.Rules.value`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
NO_SUIT = 4
JOKER = 15
ACE = 14
RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10"}
RANK_NAMES.update({11: "J", 12: "Q", 13: "K", 14: "A"})
_RANK_TOKENS = {name: rank for rank, name in RANK_NAMES.items()} | {"T": 10}
_SUIT_TOKENS = {s: i for i, s in enumerate(SUITS)} | {s: i for i, s in enumerate(SUIT_SYMBOLS)}
_SUIT_TOKENS |= {s: i for i, s in enumerate("♤♡♢♧")}

NOTATION_HELP = (
    "a rank (2-10, T, J, Q, K, A) with an optional suit (S, H, D, C or ♠ ♥ ♦ ♣), "
    "or JOKER; for example 'A', 'KS', '10H', 'TH', 'K♥'"
)


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
    def code(self) -> str:
        """ASCII notation, the form :meth:`parse` reads back: ``"KS"``, ``"10H"``, ``"JOKER"``."""
        if self.is_joker:
            return "JOKER"
        suit = self.suit
        return RANK_NAMES[self.rank] + ("" if suit is None else SUITS[suit])

    def __str__(self) -> str:
        if self.is_joker:
            return "Joker"
        suit = self.suit
        return RANK_NAMES[self.rank] + ("" if suit is None else SUIT_SYMBOLS[suit])

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

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
CARDS: list[Card] = [Card(i) for i in range(16 * 8)]


def make(rank: int, suit: int | None = None) -> Card:
    """The card of ``rank`` (2-15) and ``suit`` (0-3, or None for no suit)."""
    return CARDS[rank * 8 + (NO_SUIT if suit is None else suit)]


def deck(lowest_rank: int = 2, jokers: int = 0) -> list[Card]:
    """A fresh deck in a fixed order: suits S, H, D, C, each from ``lowest_rank`` up to the ace,
    then the jokers.  This order is part of the game-code contract: the shuffle starts from it."""
    cards = [make(rank, suit) for suit in range(4) for rank in range(lowest_rank, ACE + 1)]
    return cards + [make(JOKER)] * jokers


def parse_hand(cards: Iterable[str | int], seat: int) -> list[Card]:
    """Parse one explicit hand, top card first."""
    if isinstance(cards, str):
        raise ValueError(
            f"hands[{seat}]: expected a list of cards such as ['KS', '4H'], got the text {cards!r}"
        )
    if not isinstance(cards, Iterable):
        raise ValueError(
            f"hands[{seat}]: expected a list of cards such as ['KS', '4H'], got {cards!r}"
        )
    hand = []
    for i, item in enumerate(cards):
        if isinstance(item, Card):
            if not _exists(item):
                raise ValueError(
                    f"hands[{seat}][{i}]: Card({int(item)}) is not a card; use {NOTATION_HELP}"
                )
            hand.append(CARDS[item])
            continue
        try:
            hand.append(Card.parse(item))  # type: ignore[arg-type]
        except ValueError as err:
            raise ValueError(f"hands[{seat}][{i}]: {err}") from None
    return hand


def _exists(card: Card) -> bool:
    """A card of a real deck: rank 2 to ace with a suit or none, or a joker without a suit."""
    rank, suit = divmod(int(card), 8)
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


def parse_deal(hands: object, players: int) -> list[list[Card]]:
    """An explicit deal (one list of cards per seat, top card first) as piles of cards.

    ``ValueError`` names what is wrong: not one hand per player, an empty hand, a card that
    is not a card, a card dealt twice, more than :data:`MAX_DEAL` cards in all.
    """
    n = players
    if not isinstance(hands, Sequence) or isinstance(hands, (str, bytes)):
        raise ValueError(
            f"hands: expected one list of cards per player, got {type(hands).__name__}"
        )
    if len(hands) != n:
        got = f"{len(hands)} hands"
        raise ValueError(f"hands: got {got} but players={n}; give one list of cards per player")
    piles = [parse_hand(hand, seat) for seat, hand in enumerate(hands)]
    for seat, pile in enumerate(piles):
        if not pile:
            raise ValueError(
                f"hands[{seat}]: the hand is empty; every player needs at least one card"
            )
    check_duplicates(piles)
    dealt = sum(map(len, piles))
    if dealt > MAX_DEAL:
        raise ValueError(
            f"hands: {dealt} cards in all is too many; an explicit deal holds at most "
            f"{MAX_DEAL} cards (four decks with jokers)"
        )
    return piles
