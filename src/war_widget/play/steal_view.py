"""Steal War at the play table: what the front-end shows and who decides for whom.

Pure functions of a :class:`~war_widget.game.engine.Game`: the ``steal`` view (each seat's
face-up pile as its top card and size, and the learner's next card, seen before it is
laid), and the policies of a table where seat 0 is the learner: the learner answers
Steal or Play (the game waits), the top card of the learner's face-up pile is chosen for
them (the safest, as the computer chooses it), and every other seat is the computer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..game.policies import Policy, named, safest_top

if TYPE_CHECKING:
    from ..game.decisions import Pending, SeatView
    from ..game.engine import Game

#: The computer's policy at the play table.
COMPUTER_POLICY = "estimate"


def steal_view(game: Game) -> dict[str, Any] | None:
    """``{"faceup": [[top card code or None, size], ...], "next": code or None}`` under
    Steal War, else None.  ``next`` is seat 0's next card; None when its draw pile is empty
    (its face-up pile is shuffled first, so nobody knows the card yet)."""
    if game.rules.steal == "off":
        return None
    faceup: list[list[Any]] = []
    for pile in game.won_piles:
        faceup.append([pile[-1].code if pile else None, len(pile)])
    draw = game.piles[0]
    return {"faceup": faceup, "next": draw[0].code if draw else None}


def _learner(game: SeatView, pending: Pending) -> str | None:
    """Seat 0 at the table: the top card is chosen for them; Steal or Play waits."""
    return safest_top(game, pending) if pending.kind == "top" else None


def table_policies(players: int, computer: str = COMPUTER_POLICY) -> list[Policy | None]:
    """Seat 0 the learner (see :func:`_learner`), every other seat ``computer``."""
    return [_learner, *[named(computer)] * (players - 1)]


def two_learners(players: int) -> list[Policy | None]:
    """Every seat a learner (two players on one screen): Steal or Play waits for each."""
    return [_learner] * players
