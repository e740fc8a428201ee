"""One round of War, for every rule set, as steps: :func:`play_round`.

A round is a generator over the game's :class:`~war_widget.game.table.Table`.  It yields a
**decision step** (a :class:`~war_widget.game.decisions.Pending`) wherever a player decides --
war or peace under ``peace="ask"``; Steal War's steal or play, and the top card of a
face-up pile -- and receives the :class:`Answer`; it returns the :class:`Ending` (who
won the round, whether it was annulled).  It yields a **chance step** (a
:class:`~war_widget.game.chance.Chance`) wherever chance decides -- the shuffle of won cards, a
random order's coin, a won pile's reshuffle, a peace draw -- and receives the outcome.
Classic War, peace and Steal War go down the same
path; Steal War adds its looks (:mod:`war_widget.game.steal_steps`) before a face-up card and its
choice of the top card when a seat collects::

    looks (Steal War)                 -- each seat may steal with the card it will lay
    every seat still in flips
    repeat:
        one seat left, or one highest  -> collect (Steal War: the top card)  -> Ending
        a tie: peace?  (never / always / asked / drawn)  -> peace            -> Ending
        war: face down, looks (Steal War), face up; nobody left -> annul     -> Ending

:class:`Driver` runs a round for :class:`~war_widget.game.engine.Game`: it asks each seat's
policy (:mod:`war_widget.game.policies`) and stops at a decision nobody is named to answer
(the game's :attr:`~war_widget.game.engine.Game.pending`); it answers every chance step at once
with the game's answerer (its seeded generator's draws, :func:`war_widget.game.chance.drawn`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any, NamedTuple

from . import arithmetic as arith
from . import steal_steps as steal
from .chance import Chance, Outcome
from .decisions import Answer, Pending, SeatView
from .policies import Policy, PolicyError, policy_name, why
from .table import Fight, Table


class Ending(NamedTuple):
    """How a round ended: the seat that won it (None: nobody, a peace or an annulment)."""

    winner: int | None
    annulled: bool = False


#: A round's steps: decisions and chance steps; it receives their answers and outcomes.
Flow = Generator[Pending | Chance, Any, Ending]


def play_round(t: Table) -> Flow:
    """One round on table ``t`` (its :attr:`~war_widget.game.table.Table.round` already begun)."""
    stealing = t.rules.steal != "off"
    if stealing:
        first = yield from steal.looks(t, t.players_in, 0)
        if first is not None and t.rules.steal == "end_round":
            return Ending(first)
        alive = t.players_in
        if len(alive) < 2:
            return Ending(alive[0] if alive else None)
    battle = list(t.players_in)
    for seat in battle:  # t.lay(seat, 0, 0), without a generator when no won pile can refill
        if t.won[seat]:
            yield from t.refill(seat, t.rules.flip)
        t.flip(seat, 0)
    while True:
        if len(battle) == 1:
            winner = battle[0]
            break
        fight = t.compare(battle)
        if fight.reason == "greater":
            winner = fight.winners[0]
            break
        if (yield from _peace(t, fight)):
            t.peace()
            return Ending(None)
        battle = yield from t.war(fight.seats, fight.tied, up=not stealing)
        if stealing and battle:
            battle = yield from steal.war_looks(t, battle)
        if not battle:
            t.annul()
            return Ending(None, annulled=True)
    yield from (steal.collect(t, winner) if stealing else t.collect(winner))
    return Ending(winner)


def _peace(t: Table, fight: Fight) -> Generator[Pending | Chance, Any, bool]:
    """War or peace at a tie: never, always, the players' answer, or a draw."""
    peace = t.rules.peace
    if peace == "never":
        return False
    if peace == "always":
        return True
    if peace == "ask":
        answer: Answer = yield Pending(fight.seats, fight.tied)
        return answer.choice == "peace"
    percent = round(float(peace) * 100)
    (draw,) = yield Chance("peace", (100,), percent)
    return arith.peace_drawn(draw, percent)


class Driver:
    """A round in progress: its steps, and who answers its decisions (one policy or None per
    seat; a peace is always the players' own, through :meth:`~war_widget.game.engine.Game.choose`).
    ``seen_by(seat)`` is what a policy deciding for ``seat`` is shown; every answer given is
    added to ``choices``.  ``chance`` answers every chance step at once."""

    def __init__(
        self,
        flow: Flow,
        answer_for: list[Policy | None],
        seen_by: Callable[[int], SeatView],
        choices: list[str],
        chance: Callable[[Chance], Outcome],
    ) -> None:
        self.flow = flow
        self.answer_for = answer_for
        self.seen_by = seen_by
        self.choices = choices
        self.chance = chance

    def run(self, answer: str | None = None) -> Pending | Ending:
        """Go on with the round (sending a player's ``answer`` to the decision it waits for)
        until it ends (its :class:`Ending`) or waits for a decision nobody is named to answer
        (that :class:`~war_widget.game.decisions.Pending`)."""
        flow = self.flow
        try:
            pending = next(flow) if answer is None else flow.send(Answer(answer))
            while True:
                if type(pending) is Chance:
                    pending = flow.send(self.chance(pending))
                    continue
                assert isinstance(pending, Pending)
                policy = None if pending.kind == "peace" else self.answer_for[pending.seat]
                if policy is None:
                    return pending
                view = self.seen_by(pending.seat)
                given = _asked(policy, view, pending)
                if given is None:
                    return pending
                choice = _checked(pending, given, policy)
                self.choices.append(choice)
                pending = flow.send(Answer(choice, *why(policy, view, pending)))
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
