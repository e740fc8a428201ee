"""What a game waits for: a :class:`Pending` decision, and who answers it.

A round (:func:`war_widget.game.round_steps.play_round`) yields a :class:`Pending` at each
decision and receives an :class:`Answer`; the game stops at a decision when nobody is
named to answer it: ``peace="ask"`` asks the players of a tie for war or peace, and Steal
War (``steal`` on, see :mod:`war_widget.game.steal_steps`) asks a player whether to steal and which
won card goes on top of their face-up pile.  :meth:`war_widget.game.engine.Game.choose`
answers; every answer, whoever gave it, is kept in
:attr:`war_widget.game.engine.Game.choices`, so a game replays from its code and
its choices (:meth:`war_widget.game.engine.Game.record`).
"""

from __future__ import annotations

import contextlib
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from .cards import Card
from .records import Round, TableCard
from .rules import Rules


@dataclass(frozen=True)
class SeatView:
    """What seat ``seat`` may see when it decides: what a policy is shown
    (:meth:`war_widget.game.engine.Game.seen_by` makes it).  The rules; the cards on the table,
    in the order laid (a seat that collects them sees them all); every face-up pile (its own
    is the pile it built; the others' it reads by their top cards); who is still in; the
    round so far; and ``in_play``, how many cards of each worth are in play (the deck, less
    the cards set aside).  Not the order of anyone's draw pile."""

    rules: Rules
    seat: int
    table: list[TableCard]
    won_piles: list[list[Card]]
    players_in: tuple[int, ...]
    in_progress: Round | None
    in_play: Counter[int]


class Seen(Protocol):
    """What can show a seat its view: a :class:`~war_widget.game.engine.Game`."""

    def seen_by(self, seat: int) -> SeatView: ...


class Answer(NamedTuple):
    """A decision's answer as the round receives it: the choice, and who chose why (the
    named policy, ``""`` for a player's own choice, and the policy's numbers)."""

    choice: str
    reason: str = ""
    values: tuple[int, ...] = ()


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for.

    ``kind`` says which:

    * ``"peace"`` (``peace="ask"``): war or peace among ``seats``, tied at ``value``.
    * ``"steal"`` (Steal War): ``seats[0]`` looked at its next card ``card`` (worth
      ``value``), which matches the top card of the face-up piles of ``piles`` (holding
      ``sizes`` cards): ``"steal"`` takes them all, ``"play"`` plays the card.  ``war`` is
      0 before the opening flip, *k* before the face-up card of war *k*.
    * ``"top"`` (Steal War): ``seats[0]`` won ``value`` cards; ``options`` are the codes of
      ``cards``, the different cards among them; the one chosen goes on top of its
      face-up pile.
    """

    seats: tuple[int, ...]
    value: int
    options: tuple[str, ...] = ("war", "peace")
    kind: str = "peace"
    card: Card | None = None
    piles: tuple[int, ...] = ()
    sizes: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    war: int = 0

    @property
    def seat(self) -> int:
        """The seat that decides (the first of ``seats`` for a peace)."""
        return self.seats[0]

    # What ``value`` is for each kind, by name.
    @property
    def tied(self) -> int:
        """``peace``: the tied number."""
        return self.value

    @property
    def worth(self) -> int:
        """``steal``: the worth of the card looked at."""
        return self.value

    @property
    def won(self) -> int:
        """``top``: how many cards the seat won."""
        return self.value

    def check(self, decision: object) -> str:
        """``decision`` as one of :attr:`options`, or a ``ValueError`` naming them.  A won
        card may be named in any card notation (``"ks"``, ``"K♠"``) or as a :class:`Card`."""
        if self.kind == "top" and isinstance(decision, (str, Card)):
            with contextlib.suppress(ValueError):
                decision = Card.parse(decision).code if isinstance(decision, str) else decision.code
        if isinstance(decision, str) and decision in self.options:
            return decision
        quoted = [repr(o) for o in self.options]
        allowed = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
        raise ValueError(
            f"decision={decision!r} is not allowed: decision must be {allowed} "
            f"(the {self.kind} decision of seat {self.seat})"
        )
