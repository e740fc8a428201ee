"""One round of War, for every rule set, as steps: :func:`play_round`.

A round is a generator over the game's :class:`~war_widget.table.Table`.  It yields a
**decision step** (a :class:`~war_widget.decisions.Pending`) wherever a player decides --
war or peace under ``peace="ask"``; Steal War's steal or play, and the top card of a
face-up pile -- and receives the :class:`Answer`; it returns the :class:`Ending` (who
won the round, whether it was annulled).  Its **chance steps** are the table's draws
(:attr:`~war_widget.table.Table.chance`): the shuffle of won cards, a random order's coin,
a won pile's reshuffle, a peace draw.  Classic War, peace and Steal War go down the same
path; Steal War adds its looks (:mod:`war_widget.steal`) before a face-up card and its
choice of the top card when a seat collects::

    looks (Steal War)                 -- each seat may steal with the card it will lay
    every seat still in flips
    repeat:
        one seat left, or one highest  -> collect (Steal War: the top card)  -> Ending
        a tie: peace?  (never / always / asked / drawn)  -> peace            -> Ending
        war: face down, looks (Steal War), face up; nobody left -> annul     -> Ending

:class:`Driver` runs a round for :class:`~war_widget.engine.Game`: it asks each seat's
policy (:mod:`war_widget.policies`) and stops at a decision nobody is named to answer
(the game's :attr:`~war_widget.engine.Game.pending`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any, NamedTuple

from . import arithmetic as arith
from . import steal
from .decisions import Answer, Pending, SeatView
from .policies import Policy, PolicyError, policy_name, why
from .table import Fight, Table


class Ending(NamedTuple):
    """How a round ended: the seat that won it (None: nobody, a peace or an annulment)."""

    winner: int | None
    annulled: bool = False


Flow = Generator[Pending, Answer, Ending]


def play_round(t: Table) -> Flow:
    """One round on table ``t`` (its :attr:`~war_widget.table.Table.round` already begun)."""
    stealing = t.rules.steal != "off"
    if stealing:
        first = yield from steal.looks(t, t.players_in, 0)
        if first is not None and t.rules.steal == "end_round":
            return Ending(first)
        alive = t.players_in
        if len(alive) < 2:
            return Ending(alive[0] if alive else None)
    battle = list(t.players_in)
    for seat in battle:
        t.lay(seat, 0, 0)
    while True:
        if len(battle) == 1:
            return (yield from _collect(t, battle[0]))
        fight = t.compare(battle)
        if fight.reason == "greater":
            return (yield from _collect(t, fight.winners[0]))
        if (yield from _peace(t, fight)):
            t.peace()
            return Ending(None)
        battle = t.war(fight.seats, fight.tied, up=not stealing)
        if stealing and battle:
            battle = yield from steal.war_looks(t, battle)
        if not battle:
            t.annul()
            return Ending(None, annulled=True)


def _peace(t: Table, fight: Fight) -> Generator[Pending, Answer, bool]:
    """War or peace at a tie: never, always, the players' answer, or a draw."""
    peace = t.rules.peace
    if peace == "never":
        return False
    if peace == "always":
        return True
    if peace == "ask":
        answer = yield Pending(fight.seats, fight.tied)
        return answer.choice == "peace"
    return arith.peace_drawn(t.chance.below(100), round(float(peace) * 100))


def _collect(t: Table, seat: int) -> Generator[Pending, Answer, Ending]:
    if t.rules.steal != "off":
        yield from steal.collect(t, seat)
    else:
        t.collect(seat)
    return Ending(seat)


class Driver:
    """A round in progress: its steps, and who answers its decisions (one policy or None per
    seat; a peace is always the players' own, through :meth:`~war_widget.engine.Game.choose`).
    ``seen_by(seat)`` is what a policy deciding for ``seat`` is shown; every answer given is
    added to ``choices``."""

    def __init__(
        self,
        flow: Flow,
        answer_for: list[Policy | None],
        seen_by: Callable[[int], SeatView],
        choices: list[str],
    ) -> None:
        self.flow = flow
        self.answer_for = answer_for
        self.seen_by = seen_by
        self.choices = choices

    def run(self, answer: str | None = None) -> Pending | Ending:
        """Go on with the round (sending a player's ``answer`` to the decision it waits for)
        until it ends (its :class:`Ending`) or waits for a decision nobody is named to answer
        (that :class:`~war_widget.decisions.Pending`)."""
        try:
            pending = next(self.flow) if answer is None else self.flow.send(Answer(answer))
            while True:
                policy = None if pending.kind == "peace" else self.answer_for[pending.seat]
                if policy is None:
                    return pending
                view = self.seen_by(pending.seat)
                given = _asked(policy, view, pending)
                if given is None:
                    return pending
                choice = _checked(pending, given, policy)
                self.choices.append(choice)
                pending = self.flow.send(Answer(choice, *why(policy, view, pending)))
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def _asked(policy: Policy, seen: Any, pending: Pending) -> object:
    try:
        return policy(seen, pending)
    except Exception as err:
        raise PolicyError(
            f"{policy_name(policy)} raised {type(err).__name__}: {err} at "
            f"{_decision(pending)}; the game is as it was before this step"
        ) from err


def _checked(pending: Pending, given: object, policy: object) -> str:
    try:
        return pending.check(given)
    except ValueError as err:
        raise PolicyError(
            f"{policy_name(policy)} answered badly: {err}; the game is as it was before this step"
        ) from None


def _decision(pending: Pending) -> str:
    allowed = ", ".join(repr(o) for o in pending.options)
    return f"the {pending.kind} decision of seat {pending.seat} (allowed answers: {allowed})"
