"""What a game hands out: each :class:`Round` and its events, the cards on the table
(:class:`TableCard`), the :class:`Result` (and its :class:`Cycle`), and one
:class:`RoundRecord` per round of its history.  Plain records; the engine
(:mod:`war_widget.game.engine`) makes them and re-exports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .cards import Card
from .events import Event


class TableCard(NamedTuple):
    """A card on the table: who laid it, the card, and whether it lies face up."""

    seat: int
    card: Card
    face_up: bool


@dataclass(frozen=True)
class Cycle:
    """A game that would repeat forever: after round ``round`` the piles are exactly as they
    were after round ``earlier`` (0: the deal), so from there it repeats every ``length``
    rounds."""

    round: int
    earlier: int
    length: int


@dataclass(frozen=True)
class Result:
    """How a game ended.  ``winner`` is None for a draw; ``cycle`` is set when the game
    ended on a repeated position (``reason == "repeated_position"``)."""

    winner: int | None
    reason: str
    rounds: int
    counts: tuple[int, ...]
    cycle: Cycle | None = None


class RoundRecord(NamedTuple):
    """One row of :meth:`Game.history`: round 0 is the deal (no winner, no wars)."""

    round: int
    winner: int | None
    wars: int
    counts: tuple[int, ...]


@dataclass
class Round:
    """One round: its number (from 1), events, wars fought, winner and the counts after it."""

    number: int
    events: list[Event] = field(default_factory=list)
    wars: int = 0
    winner: int | None = None
    counts: tuple[int, ...] = ()
    finished: bool = False


class Laid(NamedTuple):
    """One flip of a seat's: the cards it laid face down (or put on the table when it ran out)
    before it, the cards turned up and their value; a last one with no ``cards`` and ``value``
    None holds cards laid face down that no flip followed."""

    down: int
    cards: tuple[Card, ...]
    value: int | None


def laid(rnd: Round, players: int) -> list[list[Laid]]:
    """What each seat laid in ``rnd``, in order (the table's round view and the lesson scenes)."""
    plays: list[list[Laid]] = [[] for _ in range(players)]
    down = [0] * players
    for ev in rnd.events:
        if ev.seat is None:
            continue
        if ev.kind == "face_down":
            down[ev.seat] += ev.count
        elif ev.kind == "out" and ev.cards:
            down[ev.seat] += len(ev.cards)
        elif ev.kind == "flip":
            plays[ev.seat].append(Laid(down[ev.seat], tuple(ev.cards), ev.value))
            down[ev.seat] = 0
    for seat, left in enumerate(down):
        if left:
            plays[seat].append(Laid(left, (), None))
    return plays
