"""The rounds a sheet asks about, read from the engine: the game a code names is replayed and
each round's opening flip (the cards, the numbers the engine compared, who it made the winner)
is kept.  Nothing here decides who wins: the ``compare`` event does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.cards import Card
from ..game.engine import Game, Round

#: What a sheet can ask about each round: who wins the flip, the sign between the two cards,
#: each player's two cards added (Guerra de sumas), multiplied (Product War: the times
#: tables) or the smaller taken from the larger (the difference); and lesson 03's record
#: sheet, which asks about no round of the code's game but records the pupils' own
#: (:mod:`.record`).
ACTIVITIES = ("win", "sign", "sum", "product", "difference", "record")
#: The activities of two cards a player, each the ``combine`` of the rules it needs (flip=2).
TWO_CARDS = ("sum", "product", "difference")
#: What each of them does with a player's two cards, for the error that refuses a code.
_VERBS = {
    "sum": "adds them",
    "product": "multiplies them",
    "difference": "takes the smaller from the larger",
}
#: The record sheet's activity.
RECORD = "record"


@dataclass(frozen=True)
class Flip:
    """One round's opening flip as the engine played it: per seat its cards, their worths and
    the number compared (their sum under flip=2); the seats holding the highest number."""

    round: int
    cards: tuple[tuple[Card, ...], ...]
    worths: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def tie(self) -> bool:
        return len(self.winners) != 1

    @property
    def sign(self) -> str:
        """``>`` when seat 0's number is the greater, ``<`` when seat 1's is, ``=`` for a tie
        (the numbers' order, whoever the rules make the winner: under lowest_wins the ``<``
        side wins)."""
        first, second = self.values
        return "=" if first == second else ">" if first > second else "<"


def _fail(field: str, value: object, allowed: str) -> ValueError:
    return ValueError(f"{field}={value!r} is not allowed: {allowed}")


def game_for(code: str, activity: str) -> Game:
    """The game ``code`` names, checked for ``activity`` (``ValueError`` naming the field)."""
    if activity not in ACTIVITIES:
        raise _fail(
            "activity", activity, "activity must be one of " + ", ".join(map(repr, ACTIVITIES))
        )
    if not isinstance(code, str):
        raise _fail("code", code, "code must be a game code (text), e.g. Game().code")
    try:
        game = Game.from_code(code)
    except ValueError as err:
        raise ValueError(f"code={code!r} is not a game code: {err}") from None
    rules = game.rules
    if rules.players != 2:
        raise _fail(
            "code", code, f"a sheet needs a game of 2 players; this one has {rules.players}"
        )
    if rules.steal != "off":
        raise _fail(
            "code", code, "a sheet needs a game without Steal War's decisions (steal='off')"
        )
    _check_fits(activity, rules.flip, rules.combine)
    return game


def _check_fits(activity: str, flip: int, combine: str) -> None:
    """``ValueError`` naming ``activity`` when the code's rules do not play it, and saying
    which activity they do play."""
    fits = "'win' or 'sign'" if flip == 1 else repr(combine)
    has = "flip=1" if flip == 1 else f"flip={flip}, combine={combine!r}"
    if activity in TWO_CARDS and (flip, combine) != (2, activity):
        raise _fail(
            "activity",
            activity,
            f"{activity!r} needs a game where each player flips two cards and "
            f"{_VERBS[activity]} (flip=2, combine={activity!r}); this code has {has}: "
            f"use {fits} for it",
        )
    if activity not in TWO_CARDS and flip != 1:
        other = "" if activity == RECORD else f"; use {fits}"
        raise _fail("activity", activity, f"{activity!r} needs one card a player (flip=1){other}")


def _flip(rnd: Round) -> Flip:
    """The opening flip of a round: its ``flip`` events of count 0 and the first ``compare``."""
    flips = [ev for ev in rnd.events if ev.kind == "flip" and ev.count == 0]
    compare = next(ev for ev in rnd.events if ev.kind == "compare")
    by_seat = {ev.seat: ev for ev in flips}
    seats = (0, 1)
    return Flip(
        round=rnd.number,
        cards=tuple(tuple(by_seat[s].cards) for s in seats),
        worths=tuple(tuple(by_seat[s].values) for s in seats),
        values=tuple(int(by_seat[s].value or 0) for s in seats),
        winners=tuple(compare.winners),
    )


def flips(game: Game, count: int) -> list[Flip]:
    """The first ``count`` rounds of ``game`` whose opening flip shows every card it asks for
    (a player down to one card under flip=2 is skipped), played by the engine; fewer if the
    game ends first.  A pending war (peace='ask') is fought."""
    found: list[Flip] = []
    need = game.rules.flip
    while len(found) < count and not game.over:
        rnd = game.step()
        while game.pending is not None:
            rnd = game.choose("war")
        flip = _flip(rnd)
        if all(len(cards) == need for cards in flip.cards):
            found.append(flip)
    return found
