"""Steal War (seed 003, "Ukradnúť vojnu", by Gary Philippy and Hayes Ruberti): the round.

War with decisions (``Rules.steal`` not ``"off"``; ``Rules.preset("steal_war")``).
Won cards go onto the winner's **face-up pile** (the won pile, top card last),
and the winner chooses which won card lies on top.  Before laying a card face
up, a player looks at it; if its worth equals the top card of other players'
face-up piles, the player may **steal** them all: the piles move onto the
player's own face-up pile in seat order from the player's left, order
unchanged, and the card goes on top.  Face-down cards of a war are never
looked at.  docs/rules.md gives every decision and the sentence of seed 003 it
rests on.

Its steps are those of every round (:func:`war_widget.game.round_steps.play_round`,
which calls :func:`looks`, :func:`war_looks` and :func:`collect` where Steal
War adds to the classic round); each yields a
:class:`~war_widget.game.decisions.Pending` at a decision and receives the answer,
and moves cards only through the game's :class:`~war_widget.game.table.Table`.

Events of Steal War (besides the engine's):

========== =================================================================
steal      ``seat`` steals the face-up piles of ``seats`` with ``cards[0]``
           (worth ``value``): ``count`` cards move; ``size`` is 0 before the
           opening flip, *k* before the face-up card of war *k*; ``reason``
           the named policy that chose (``""``: the player), ``values`` its
           numbers (:func:`war_widget.game.policies.why`).
keep       ``seat`` could steal the piles of ``seats`` (``count`` cards) with
           ``cards[0]`` but plays it; ``size``, ``reason``, ``values`` as for
           steal.
top        ``seat`` puts ``cards[0]`` (worth ``value``) on top of its face-up
           pile, now ``count`` cards; ``reason`` as for steal.
========== =================================================================

An ``out`` event with reason ``"stolen"`` marks a player whose every card was
stolen.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from .cards import Card
from .chance import Chance
from .decisions import Answer, Pending
from .table import Table

Steps = Generator[Pending | Chance, Any, "int | None"]


def looks(t: Table, seats: tuple[int, ...], war: int) -> Steps:
    """Each of ``seats`` still in looks at its next card and may steal, round the table from
    seat ``(round - 1) % players`` (seat 0 first in round 1, seat 1 in round 2...), so no
    seat always looks first; the first seat that stole (None if nobody did).  Under
    ``end_round`` the first steal before the opening flip ends the looks."""
    n = t.rules.players
    assert t.round is not None
    start = (t.round.number - 1) % n
    first = None
    for seat in sorted(seats, key=lambda s: (s - start) % n):
        if not t.alive[seat]:
            continue
        if (yield from _look(t, seat, war)) and first is None:
            first = seat
            if war == 0 and t.rules.steal == "end_round":
                break
    return first


def war_looks(t: Table, fighters: list[int]) -> Generator[Pending | Chance, Any, list[int]]:
    """A war's looks, after its face-down cards: each fighter looks (and may steal), then
    those still in flip; the seats still in the war."""
    assert t.round is not None
    war = t.round.wars
    yield from looks(t, tuple(fighters), war)
    battle = [s for s in fighters if t.alive[s]]
    for seat in battle:
        yield from t.lay(seat, 0, war)
    return battle


def _look(t: Table, seat: int, war: int) -> Generator[Pending | Chance, Any, bool]:
    """Seat looks at its next card until it plays it; True if it stole."""
    stole = False
    while True:
        yield from t.refill(seat, 0)  # turns the face-up pile over when the draw pile is empty
        card = _next_card(t, seat)
        if card is None:
            return stole
        value = t.worth[card]
        piles = tuple(
            other
            for other in _left_of(t, seat)
            if t.won[other] and t.worth[t.won[other][-1]] == value
        )
        if not piles:
            return stole
        sizes = tuple(len(t.won[other]) for other in piles)
        answer = yield Pending(
            (seat,), value, ("steal", "play"), "steal", card=card, piles=piles, sizes=sizes,
            war=war,
        )  # fmt: skip
        if answer.choice == "play":
            t.emit(
                "keep", seat=seat, seats=piles, cards=(card,), value=value, count=sum(sizes),
                size=war, reason=answer.reason, values=answer.values,
            )  # fmt: skip
            return stole
        _steal(t, seat, card, piles, war, answer)
        stole = True
        if war == 0 and t.rules.steal == "end_round":
            return stole


def _left_of(t: Table, seat: int) -> list[int]:
    """The other seats, from the seat's left (the next seat) round the table."""
    n = t.rules.players
    return [(seat + k) % n for k in range(1, n)]


def _next_card(t: Table, seat: int) -> Card | None:
    """The card seat would lay next (its face-up pile turned over first if its draw pile was
    empty, :meth:`~war_widget.game.table.Table.refill`), or None if it holds no card."""
    draw = t.draw[seat]
    return draw[0] if draw else None


def _steal(
    t: Table, seat: int, card: Card, piles: tuple[int, ...], war: int, answer: Answer
) -> None:
    t.draw[seat].popleft()
    own = t.won[seat]
    moved = 0
    for other in piles:
        pile = t.won[other]
        moved += len(pile)
        own.extend(pile)
        pile.clear()
    own.append(card)
    t.emit(
        "steal", seat=seat, seats=piles, cards=(card,), value=t.worth[card], count=moved,
        size=war, reason=answer.reason, values=answer.values,
    )  # fmt: skip
    for other in piles:
        if t.held(other) == 0 and t.alive[other]:
            t.alive[other] = False
            t.emit("out", seat=other, reason="stolen")


def collect(t: Table, seat: int) -> Generator[Pending, Answer, None]:
    """The winner takes the table onto its face-up pile, the card it chooses on top."""
    cards = [c.card for c in t.cards]
    options = list(dict.fromkeys(cards))
    top = options[-1]
    reason: str = ""
    values: tuple[int, ...] = ()
    if len(options) > 1:
        answer = yield Pending(
            (seat,), len(cards), tuple(c.code for c in options), "top", cards=tuple(options)
        )
        top = next(c for c in options if c.code == answer.choice)
        reason, values = answer.reason, answer.values
    cards.remove(top)
    cards.append(top)
    t.cards.clear()
    pile = t.won[seat]
    pile.extend(cards)
    t.emit("collect", seat=seat, count=len(cards), cards=tuple(cards))
    if len(options) > 1:
        t.emit(
            "top", seat=seat, cards=(top,), value=t.worth[top], count=len(pile), reason=reason,
            values=values,
        )  # fmt: skip
