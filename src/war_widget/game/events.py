"""What happens in a round, as data: the engine emits events, explanations render them.

Every event carries the cards each seat holds and the cards on the table
right after it, so a display (or a test of docs/rules.md § 6) can follow the count
step by step.

Kinds and the fields they use:

========== =================================================================
flip       ``seat`` turns ``cards`` face up; ``values`` their worths, ``value``
           the number that is compared (the combination under flip=2, and
           ``reason`` how: ``"sum"``, ``"difference"`` or ``"product"``);
           ``count`` is 0 for the opening flip, *k* for the flip of war *k*.
compare    ``seats`` with their ``values``; ``winners`` the seats holding the
           highest value; ``reason`` is ``"greater"`` (one highest),
           ``"equal"`` (a tie at the top) or ``"pair"`` (war is superior:
           two equal cards lower down start a war); ``value`` the highest.
war        war number ``count`` starts among ``seats``; ``value`` is the tied
           value, ``size`` the face-down cards each lays, ``reason`` the rule
           that set it: ``"face_down"`` (the rules' number) or ``"by_rank"``
           (Război: ``cards`` the tied card, ``values`` the worth it counts;
           the size is that worth less one).  An explanation says these.
face_down  ``seat`` lays ``count`` cards face down (``cards``, for replay).
few        ``few_cards``: ``seat`` holds only ``count`` cards, so it lays at most
           ``size`` face down in this war.
short      ``seat`` holds only ``count`` cards but the war asks for ``size``
           face down plus the flip, ``value`` in all; ``reason`` the rule
           (``shortage``): under ``"last_card_up"`` the last card(s) go face
           up, under ``"lose"`` the player is out.
out        ``seat`` leaves the game; ``reason``: ``"empty"`` (no card left
           after a round), ``"no_cards_for_war"``, ``"cannot_complete_war"`` or
           ``"stolen"`` (Steal War: every card stolen).
peace      a tie ends in peace: every card on the table goes back to ``seats``
           (``count`` cards in all).
collect    ``seat`` wins the ``count`` cards on the table (``cards``, in the
           order they go under the pile or onto the won pile).
reshuffle  ``seat`` shuffles a won pile of ``count`` cards into a new draw pile.
annul      everyone in the war ran out at once: the round is annulled and the
           ``count`` cards go back to whoever laid them.
steal      Steal War: ``seat`` steals the face-up piles of ``seats`` (``count``
           cards) with ``cards[0]``; ``keep``: it could, and plays the card;
           ``top``: ``seat`` puts ``cards[0]`` on top of its face-up pile (see
           :mod:`war_widget.game.steal_steps` for every field).
end        the game ends: ``seat`` the winner (None for a draw), ``reason``
           (see :data:`war_widget.game.engine.END_REASONS`), ``count`` the round;
           for ``"repeated_position"`` ``value`` is the round after which the
           position was first seen (0: the deal), for ``"round_limit"`` the
           limit reached.
========== =================================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from .cards import Card

EVENT_KINDS = (
    "flip",
    "compare",
    "war",
    "face_down",
    "short",
    "out",
    "peace",
    "collect",
    "reshuffle",
    "annul",
    "end",
    "steal",
    "keep",
    "top",
    "few",
)


class Event(NamedTuple):
    """One step of a round.  Fields a kind does not use stay at their defaults.

    A named tuple: immutable and cheap to make, since every round makes several.
    """

    kind: str
    seat: int | None = None
    seats: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    values: tuple[int, ...] = ()
    value: int | None = None
    winners: tuple[int, ...] = ()
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count on purpose
    size: int = 0
    reason: str = ""
    counts: tuple[int, ...] = ()
    table: int = 0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; cards as their ASCII codes (``"KS"``)."""
        return {
            "kind": self.kind,
            "seat": self.seat,
            "seats": list(self.seats),
            "cards": [c.code for c in self.cards],
            "values": list(self.values),
            "value": self.value,
            "winners": list(self.winners),
            "count": self.count,
            "size": self.size,
            "reason": self.reason,
            "counts": list(self.counts),
            "table": self.table,
        }


# -- one class per kind ------------------------------------------------------------------------
# Each kind's event is an Event (same fields, equal to an Event with the same values, as JSON
# the same) whose class names what its shared fields mean for that kind, so code that knows
# the kind reads ``war.number`` rather than ``war.count``.  The table makes events through
# :data:`EVENT_CLASSES`.
class Flip(Event):
    """``flip``: ``seat`` turns ``cards`` face up, showing ``value``."""

    __slots__ = ()

    @property
    def war(self) -> int:
        """0 for the opening flip, *k* for the flip of war *k*."""
        return self.count


class Compare(Event):
    """``compare``: the flips of ``seats`` (their ``values``) compared."""

    __slots__ = ()

    @property
    def top(self) -> int | None:
        """The highest number shown."""
        return self.value


class War(Event):
    """``war``: war ``number`` starts among ``seats`` over the ``tied`` number."""

    __slots__ = ()

    @property
    def number(self) -> int:
        return self.count

    @property
    def tied(self) -> int | None:
        return self.value

    @property
    def rule(self) -> str:
        """Why it lays ``size`` face down: ``"face_down"`` or ``"by_rank"`` (Război)."""
        return self.reason

    @property
    def setter(self) -> Card | None:
        """Război: the tied card that set the size."""
        return self.cards[0] if self.cards else None

    @property
    def worth(self) -> int | None:
        """Război: what the tied card counts (the size is that less one)."""
        return self.values[0] if self.values else None


class FaceDown(Event):
    """``face_down``: ``seat`` lays ``count`` cards face down."""

    __slots__ = ()


class Few(Event):
    """``few``: ``seat`` holds only ``held`` cards, so it lays at most ``down`` face down."""

    __slots__ = ()

    @property
    def held(self) -> int:
        return self.count

    @property
    def down(self) -> int:
        return self.size


class Short(Event):
    """``short``: ``seat`` holds only ``held`` cards, the war asks ``size`` face down and the
    flip (``need`` in all); ``reason`` the shortage rule."""

    __slots__ = ()

    @property
    def held(self) -> int:
        return self.count

    @property
    def need(self) -> int | None:
        return self.value


class Out(Event):
    """``out``: ``seat`` leaves the game, for ``reason``."""

    __slots__ = ()


class GiveBack(Event):
    """``peace`` and ``annul``: the ``count`` cards on the table go back to who laid them."""

    __slots__ = ()


class Collect(Event):
    """``collect``: ``seat`` wins the ``count`` cards of the table (``cards``, in order)."""

    __slots__ = ()


class Reshuffle(Event):
    """``reshuffle``: ``seat`` turns a won pile of ``count`` cards into its draw pile."""

    __slots__ = ()


class Choice(Event):
    """``steal``, ``keep`` and ``top`` (Steal War): ``seat`` with ``card``; ``by`` the
    policy that chose (``""``: the player)."""

    __slots__ = ()

    @property
    def card(self) -> Card:
        return self.cards[0]

    @property
    def by(self) -> str:
        return self.reason


class End(Event):
    """``end``: the game ends after ``round``; ``seat`` the winner (None: a draw); for a
    repeated position, ``earlier`` the round after which it was first seen; for a round
    limit, ``limit`` the limit."""

    __slots__ = ()

    @property
    def round(self) -> int:
        return self.count

    @property
    def earlier(self) -> int | None:
        return self.value if self.reason == "repeated_position" else None

    @property
    def limit(self) -> int | None:
        return self.value if self.reason == "round_limit" else None


#: The class of each kind's events.
EVENT_CLASSES: dict[str, type[Event]] = {
    "flip": Flip,
    "compare": Compare,
    "war": War,
    "face_down": FaceDown,
    "few": Few,
    "short": Short,
    "out": Out,
    "peace": GiveBack,
    "annul": GiveBack,
    "collect": Collect,
    "reshuffle": Reshuffle,
    "steal": Choice,
    "keep": Choice,
    "top": Choice,
    "end": End,
}


def _cards(ev: Event) -> str:
    return " ".join(str(c) for c in ev.cards)


def describe(ev: Event, names: Sequence[str]) -> str:
    """A compact English line for an event (empty for a comparison): the terminal's default
    and the widget's fallback; the explanations in every language are :mod:`war_widget.explain`."""

    def who(seat: int | None) -> str:
        return names[seat] if seat is not None and seat < len(names) else "nobody"

    kind = ev.kind
    if kind == "flip":
        shown = _cards(ev) or "no card"
        extra = f" = {ev.value}" if len(ev.cards) > 1 else ""
        return f"{who(ev.seat)} turns up {shown}{extra}."
    if kind == "war":
        return f"War {ev.count}: a tie at {ev.value}; each lays {ev.size} face down."
    if kind == "face_down":
        return f"{who(ev.seat)} lays {ev.count} card(s) face down."
    if kind == "short":
        return f"{who(ev.seat)} has only {ev.count} card(s) for the war."
    if kind == "few":
        return f"{who(ev.seat)} has few cards and lays at most {ev.size} face down."
    if kind == "out":
        return f"{who(ev.seat)} is out."
    if kind == "peace":
        return f"Peace: {ev.count} cards go back to their owners."
    if kind == "collect":
        return f"{who(ev.seat)} wins {ev.count} cards."
    if kind == "reshuffle":
        return f"{who(ev.seat)} shuffles the won pile ({ev.count} cards)."
    if kind == "steal":
        return f"{who(ev.seat)} steals {ev.count} card(s) with {_cards(ev)}."
    if kind == "keep":
        return f"{who(ev.seat)} could steal {ev.count} card(s) with {_cards(ev)} but plays it."
    if kind == "top":
        return f"{who(ev.seat)} puts {_cards(ev)} on top of the face-up pile."
    if kind == "annul":
        return f"Everyone ran out: the round is annulled, {ev.count} cards go back."
    if kind == "end":
        if ev.seat is None:
            return f"The game ends in a draw ({ev.reason.replace('_', ' ')})."
        return f"{who(ev.seat)} wins the game ({ev.reason.replace('_', ' ')})."
    return ""
