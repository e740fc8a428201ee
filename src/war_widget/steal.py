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

A round is a generator (:func:`play_round`) that yields a
:class:`~war_widget.decisions.Pending` at each decision and receives the
answer; :class:`Driver` runs it for :meth:`war_widget.engine.Game.step`,
asking each seat's policy and stopping (``game.pending``) where no policy is
named.  This module is the engine's friend: it works on the game's piles with
the engine's own steps (``_take``, ``_lay``, ``_war``, ``_finish``).

Events of Steal War (besides the engine's):

========== =================================================================
steal      ``seat`` steals the face-up piles of ``seats`` with ``cards[0]``
           (worth ``value``): ``count`` cards move; ``size`` is 0 before the
           opening flip, *k* before the face-up card of war *k*; ``reason``
           the named policy that chose (``""``: the player), ``values`` its
           numbers (:func:`war_widget.policies.why`).
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

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, NamedTuple

from .cards import Card
from .decisions import Pending
from .policies import Policy, PolicyArg, PolicyError, advance, per_seat, why
from .records import Round

if TYPE_CHECKING:
    from .engine import Game
    from .rules import Rules

STEAL_EVENT_KINDS = ("steal", "keep", "top")


class Answer(NamedTuple):
    """A decision's answer as the round receives it: the choice, and who chose why (the
    named policy, ``""`` for a player's own choice, and the policy's numbers)."""

    choice: str
    reason: str = ""
    values: tuple[int, ...] = ()


Flow = Generator[Pending, Answer, "Round"]


def step(game: Game, policy: PolicyArg) -> Round:
    """Play a Steal War round of ``game`` with ``policy``, whole or not at all."""
    driver = Driver(game, policy)  # a policy argument that is refused changes nothing
    return atomic(game, lambda: start(game, driver))


def answer(game: Game, driver: Driver, choice: str) -> Round:
    """A player's checked ``choice`` for the decision ``game`` waits for, whole or not at all."""
    return atomic(game, lambda: driver.answer(choice))


def start(game: Game, driver: Driver) -> Round:
    """Play a Steal War round of ``game``, its decisions asked by ``driver``."""
    game.round += 1
    game._rnd = Round(game.round)
    game._steal = driver
    return driver.run()


def atomic(game: Game, move: Callable[[], Round]) -> Round:
    """Run ``move`` (a step or an answer) whole, or not at all: when a policy raises or
    answers badly, the game goes back to how it was before (replayed from its code and
    choices, the decision it waited for still waiting) and a :class:`PolicyError` says so."""
    rounds, made = game.round, len(game.choices)
    deciders = None if game._steal is None else list(game._steal.answer_for)
    try:
        return move()
    except BaseException:
        _restore(game, rounds, game.choices[:made], deciders)
        raise


def _restore(
    game: Game, rounds: int, choices: list[str], deciders: list[Policy | None] | None
) -> None:
    """Put ``game`` back where it stood after ``rounds`` rounds begun and ``choices`` made."""
    type(game).__init__(game, game.rules, seed=game.seed, hands=game._given)
    advance(game, rounds, choices)
    if game._steal is not None and deciders is not None:
        game._steal.answer_for = deciders


def check_policy(rules: Rules, policy: PolicyArg) -> None:
    """Playing Steal War to its end needs someone named to decide."""
    if rules.steal != "off" and policy is None:
        raise ValueError(
            "policy: Steal War needs someone to decide; give one, e.g. play(policy='greedy') "
            "or play(policy=['never', 'estimate']), or play with step() and choose()"
        )


def copy_game(game: Game) -> Game:
    """A copy of a game waiting in a Steal War round: replayed from its record (a round in
    progress is a running generator, which cannot be copied), with the same deciders."""
    clone = type(game).replay(game.record())
    if clone._steal is not None and game._steal is not None:
        clone._steal.answer_for = list(game._steal.answer_for)
    return clone


class Driver:
    """A Steal War round in progress: its flow and who answers its decisions."""

    def __init__(self, game: Game, policy: PolicyArg) -> None:
        self.game = game
        self.answer_for: list[Policy | None] = per_seat(policy, game.rules.players)
        self.flow = play_round(game)

    def answer(self, choice: str) -> Round:
        """A player's answer to the decision the game waits for; the round goes on."""
        self.game.pending = None
        self.game.choices.append(choice)
        return self.run(choice)

    def run(self, answer: str | None = None) -> Round:
        """Go on with the round (sending a player's ``answer`` to the decision it waits for)
        until it ends or waits for a decision nobody is named to answer."""
        game = self.game
        try:
            pending = next(self.flow) if answer is None else self.flow.send(Answer(answer))
            while True:
                policy = self.answer_for[pending.seat]
                given = None if policy is None else _asked(policy, game, pending)
                if given is None:
                    game.pending = pending
                    assert game._rnd is not None
                    return game._rnd
                choice = _checked(pending, given, policy)
                game.choices.append(choice)
                pending = self.flow.send(Answer(choice, *why(policy, game, pending)))
        except StopIteration as stop:
            game._steal = None
            return stop.value  # type: ignore[no-any-return]


def _asked(policy: Policy, game: Game, pending: Pending) -> object:
    try:
        return policy(game, pending)
    except Exception as err:
        raise PolicyError(
            f"{_name(policy)} raised {type(err).__name__}: {err} at {_decision(pending)}; "
            "the game is as it was before this step"
        ) from err


def _checked(pending: Pending, given: object, policy: object) -> str:
    try:
        return pending.check(given)
    except ValueError as err:
        raise PolicyError(
            f"{_name(policy)} answered badly: {err}; the game is as it was before this step"
        ) from None


def _name(policy: object) -> str:
    name = getattr(policy, "policy_name", None) or getattr(policy, "__name__", None)
    return f"policy {name or repr(policy)}"


def _decision(pending: Pending) -> str:
    allowed = ", ".join(repr(o) for o in pending.options)
    return f"the {pending.kind} decision of seat {pending.seat} (allowed answers: {allowed})"


# -- the round ---------------------------------------------------------------------------------
def play_round(game: Game) -> Flow:
    """One round of Steal War: looks (and steals) in seat order, the opening flip, wars."""
    first_steal = yield from _looks(game, game.players_in, 0)
    if first_steal is not None and game.rules.steal == "end_round":
        return game._finish(first_steal)
    alive = game.players_in
    if len(alive) < 2:
        return game._finish(alive[0] if alive else None)
    for seat in alive:
        game._lay(seat, 0, 0)
    battle = list(alive)
    while True:
        shown = [game._showing[s] for s in battle]
        top = max(shown)
        winners = tuple(s for s in battle if game._showing[s] == top)
        reason = "greater" if len(winners) == 1 else "equal"
        game._emit(
            "compare", seats=tuple(battle), values=tuple(shown), winners=winners, value=top,
            reason=reason,
        )  # fmt: skip
        if reason == "greater":
            return (yield from _collect(game, winners[0]))
        battle = yield from _war(game, winners, top)
        if not battle:
            return game._annul()
        if len(battle) == 1:
            return (yield from _collect(game, battle[0]))


def _looks(game: Game, seats: tuple[int, ...], war: int) -> Generator[Pending, Answer, int | None]:
    """Each of ``seats`` still in looks at its next card and may steal, round the table from
    seat ``(round - 1) % players`` (seat 0 first in round 1, seat 1 in round 2...), so no
    seat always looks first; the first seat that stole (None if nobody did).  Under
    ``end_round`` the first steal before the opening flip ends the looks."""
    n = game.rules.players
    start = (game.round - 1) % n
    first = None
    for seat in sorted(seats, key=lambda s: (s - start) % n):
        if not game._in[seat]:
            continue
        if (yield from _look(game, seat, war)) and first is None:
            first = seat
            if war == 0 and game.rules.steal == "end_round":
                break
    return first


def _war(game: Game, seats: tuple[int, ...], tied: int) -> Generator[Pending, Answer, list[int]]:
    """One war: the face-down cards, then each fighter's look, then the face-up cards."""
    fighters = game._war(seats, tied, up=False)
    if not fighters:
        return []
    rnd = game._rnd
    assert rnd is not None
    yield from _looks(game, tuple(fighters), rnd.wars)
    battle = [s for s in fighters if game._in[s]]
    for seat in battle:
        game._lay(seat, 0, rnd.wars)
    return battle


def _look(game: Game, seat: int, war: int) -> Generator[Pending, Answer, bool]:
    """Seat looks at its next card until it plays it; True if it stole."""
    stole = False
    while True:
        card = _next_card(game, seat)
        if card is None:
            return stole
        value = game._worth[card]
        piles = tuple(
            other
            for other in _left_of(game, seat)
            if game._won[other] and game._worth[game._won[other][-1]] == value
        )
        if not piles:
            return stole
        sizes = tuple(len(game._won[other]) for other in piles)
        answer = yield Pending(
            (seat,), value, ("steal", "play"), "steal", card=card, piles=piles, sizes=sizes,
            war=war,
        )  # fmt: skip
        if answer.choice == "play":
            game._emit(
                "keep", seat=seat, seats=piles, cards=(card,), value=value, count=sum(sizes),
                size=war, reason=answer.reason, values=answer.values,
            )  # fmt: skip
            return stole
        _steal(game, seat, card, piles, war, answer)
        stole = True
        if war == 0 and game.rules.steal == "end_round":
            return stole


def _left_of(game: Game, seat: int) -> list[int]:
    """The other seats, from the seat's left (the next seat) round the table."""
    n = game.rules.players
    return [(seat + k) % n for k in range(1, n)]


def _next_card(game: Game, seat: int) -> Card | None:
    """The card seat would lay next (turning its face-up pile over if its draw pile is
    empty), or None if it holds no card."""
    draw = game._draw[seat]
    game._take(seat, 0)  # turns the face-up pile over when the draw pile is empty
    return draw[0] if draw else None


def _steal(
    game: Game, seat: int, card: Card, piles: tuple[int, ...], war: int, answer: Answer
) -> None:
    game._draw[seat].popleft()
    own = game._won[seat]
    moved = 0
    for other in piles:
        pile = game._won[other]
        moved += len(pile)
        own.extend(pile)
        pile.clear()
    own.append(card)
    game._emit(
        "steal", seat=seat, seats=piles, cards=(card,), value=game._worth[card], count=moved,
        size=war, reason=answer.reason, values=answer.values,
    )  # fmt: skip
    for other in piles:
        if game.held(other) == 0 and game._in[other]:
            game._in[other] = False
            game._emit("out", seat=other, reason="stolen")


def _collect(game: Game, seat: int) -> Generator[Pending, Answer, Round]:
    """The winner takes the table onto its face-up pile, the card it chooses on top."""
    cards = [t.card for t in game._table]
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
    game._table.clear()
    pile = game._won[seat]
    pile.extend(cards)
    game._emit("collect", seat=seat, count=len(cards), cards=tuple(cards))
    if len(options) > 1:
        game._emit(
            "top",
            seat=seat,
            cards=(top,),
            value=game._worth[top],
            count=len(pile),
            reason=reason,
            values=values,
        )
    return game._finish(seat)
