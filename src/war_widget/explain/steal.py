"""Steal War in words: the sentences of a steal, a declined steal, a top card, and why.

Pure functions over a *writer* (the explanation's renderer of one round in one
language: :mod:`war_widget.explain` makes it) and the events of
:mod:`war_widget.game.steal_steps`.  Names stay in the nominative ("the pile that
{owner} has"); with the learner against the computer the ``.you`` messages
address the learner and the ``.yours`` ones tell them their pile was taken.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..game.events import Event

if TYPE_CHECKING:
    from ..game.cards import Card
    from ..game.decisions import Pending
    from .model import Sentence


class Writer(Protocol):
    """What these sentences need of the explanation's writer."""

    names: list[str]
    you: bool

    def say(
        self,
        key: str,
        seat: int | None = None,
        numbers: Mapping[str, int] | None = None,
        **fields: Any,
    ) -> Sentence: ...

    def card(self, card: Card) -> str: ...

    def join(self, items: Sequence[str]) -> str: ...


def _about_piles(
    w: Writer, kind: str, seat: int, card: Card, owners: Sequence[int], count: int
) -> Sentence:
    """``steal.<kind>`` (steal, keep, ask) in its form for these owners."""
    numbers = {"count": count}
    shown = w.card(card)
    if len(owners) > 1:
        names = w.join([w.names[o] for o in owners])
        return w.say(f"steal.{kind}.many", seat, numbers, card=shown, owners=names, count=count)
    if w.you and owners[0] == 0:
        return w.say(f"steal.{kind}.yours", seat, numbers, card=shown, count=count)
    return w.say(f"steal.{kind}", seat, numbers, card=shown, owner=w.names[owners[0]], count=count)


def why_sentences(w: Writer, e: Event) -> list[Sentence]:
    """Why a policy (the computer) chose: nothing for a player's own choice."""
    policy = e.reason
    if policy in ("always", "never"):
        return [w.say(f"steal.why.{policy}", e.seat)]
    if policy == "greedy" and len(e.values) == 2:
        pile, win = e.values
        choice = "steal" if e.kind == "steal" else "play"
        return [w.say(f"steal.why.greedy.{choice}", None, pile=pile, win=win)]
    if policy == "estimate" and len(e.values) == 2:
        steal, play = e.values
        choice = "steal" if e.kind == "steal" else "play"
        return [w.say(f"steal.why.estimate.{choice}", None, steal=steal, play=play)]
    return []


def steal_sentences(w: Writer, e: Event) -> list[Sentence]:
    """A ``steal`` or ``keep`` event: what happened, then why (when a policy chose)."""
    assert e.seat is not None and e.cards
    kind = "steal" if e.kind == "steal" else "keep"
    return [_about_piles(w, kind, e.seat, e.cards[0], e.seats, e.count), *why_sentences(w, e)]


def top_sentences(w: Writer, e: Event) -> list[Sentence]:
    """A ``top`` event: the card put on top, and why when the computer chose it."""
    assert e.seat is not None and e.cards
    sentences = [w.say("steal.top", e.seat, card=w.card(e.cards[0]))]
    if e.reason:
        tie = tuple(e.values) == (0,)
        sentences.append(w.say("steal.why.top.tie" if tie else "steal.why.top", e.seat))
    return sentences


def out_sentence(w: Writer, e: Event) -> Sentence:
    """An ``out`` event with reason ``"stolen"``."""
    return w.say("steal.out", e.seat)


def ask_sentence(w: Writer, pending: Pending) -> Sentence:
    """The question a player (the learner: ``.you``) answers with Steal or Play."""
    assert pending.card is not None
    count = sum(pending.sizes)
    return _about_piles(w, "ask", pending.seat, pending.card, pending.piles, count)
