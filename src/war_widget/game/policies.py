"""Who decides in Steal War: the computer's policies, for play and for simulations.

A policy is a function ``policy(game, pending) -> str`` that answers a
:class:`~war_widget.game.decisions.Pending` decision of Steal War: ``"steal"`` or
``"play"`` when a card can steal, or the code of the won card that goes on top
of the face-up pile.  It reads what :class:`~war_widget.game.decisions.Seen` names:
what the deciding seat may see (a :class:`~war_widget.game.decisions.SeatView`: the
rules, the table, the face-up piles, who is still in, how many cards of each worth
are in play), and the card it looked at; the round's
:class:`~war_widget.game.round_steps.Driver` asks it.  Given a game instead, the functions
here take the view of the seat that decides.

The named policies differ only in when they steal; all four put on top the won
card whose worth the other players are least likely to match
(:func:`safest_top`):

``never``     never steals.
``always``    steals whenever it can.
``greedy``    steals when the piles hold more cards than playing the card could win at
              once (the cards on the table the others laid, plus one card per opponent).
``estimate``  weighs the two choices by their expected gain in cards (:func:`estimate`):
              the chance that the card wins, loses or ties against the cards it has not
              seen, and the risk that the pile it leaves on top is stolen back.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from . import arithmetic as arith
from .cards import CARDS
from .decisions import Pending, SeatView, Seen
from .rules import Rules

#: A policy: answers a pending decision (shown what the deciding seat may see), or None to
#: leave it to :meth:`Game.choose`.
Policy = Callable[[SeatView, Pending], "str | None"]
#: What the functions below read: a seat's view, or a game (they then take the view of the
#: seat that decides).
Game = SeatView | Seen


def _view(game: Game, seat: int) -> SeatView:
    return game if isinstance(game, SeatView) else game.seen_by(seat)


#: What :meth:`Game.step` accepts: a name, a policy, one per seat, or None (nobody).
PolicyArg = str | Policy | Sequence[str | Policy | None] | None

POLICY_NAMES = ("never", "always", "greedy", "estimate")


class PolicyError(ValueError):
    """A policy raised or gave an answer that is not allowed; the step it was asked in did
    not happen (the game is as it was before)."""


def policy_name(policy: object) -> str:
    """``"policy greedy"``: a policy as an error names it."""
    name = getattr(policy, "policy_name", None) or getattr(policy, "__name__", None)
    return f"policy {name or repr(policy)}"


def check_policy(rules: Rules, policy: PolicyArg) -> None:
    """Playing Steal War to its end needs someone named to decide."""
    if rules.steal != "off" and policy is None:
        raise ValueError(
            "policy: Steal War needs someone to decide; give one, e.g. play(policy='greedy') "
            "or play(policy=['never', 'estimate']), or play with step() and choose()"
        )


# -- what a player can see ----------------------------------------------------------------------
@functools.lru_cache(maxsize=64)
def _worths(rules: Rules) -> tuple[int, ...]:
    """The worth of every card, by its number."""
    return tuple(rules.value(number >> 3) for number in range(len(CARDS)))


def unseen(game: Game, seat: int, looked: int | None = None) -> Counter[int]:
    """The worths of the cards ``seat`` has not seen: everything in play but its own
    face-up pile, the top cards of the other face-up piles, the face-up cards on the table
    and the card it looked at (``looked``, a worth)."""
    view = _view(game, seat)
    worth = _worths(view.rules)
    left = Counter(view.in_play)
    for s, pile in enumerate(view.won_piles):
        seen = pile if s == seat else pile[-1:]
        left.subtract(worth[c] for c in seen)
    left.subtract(worth[t.card] for t in view.table if t.face_up)
    if looked is not None:
        left[looked] -= 1
    return +left


# -- the top card ------------------------------------------------------------------------------
def _top_risks(game: SeatView, pending: Pending) -> list[tuple[int, int]]:
    """For each won card: how many copies of its worth the other players could still hold,
    and minus its worth (the highest first when several tie)."""
    worth = _worths(game.rules)
    known = Counter([worth[c] for c in game.won_piles[pending.seat]])
    known.update([worth[t.card] for t in game.table])
    in_play = game.in_play
    return [(in_play[worth[c]] - known[worth[c]], -worth[c]) for c in pending.cards]


def safest_top(game: Game, pending: Pending) -> str:
    """The won card whose worth has the fewest copies the other players could still hold
    (the highest worth when several tie)."""
    game = _view(game, pending.seat)
    risks = _top_risks(game, pending)
    best = 0
    for i, (risk, minus) in enumerate(risks):
        if arith.safer_top(risk, -minus, risks[best][0], -risks[best][1]):
            best = i
    return pending.cards[best].code


# -- stealing ----------------------------------------------------------------------------------
def _opponents(game: SeatView, seat: int) -> int:
    return arith.opponents(len(game.players_in))


def _play_gain(game: SeatView, seat: int, value: int, left: Counter[int]) -> float:
    """Expected cards gained by laying a card worth ``value`` now
    (:func:`war_widget.game.arithmetic.play_gain`; under ``lowest_wins`` a lower card is the one
    that wins)."""
    total = sum(left.values())
    lower = sum(n for v, n in left.items() if v < value)
    higher = sum(n for v, n in left.items() if v > value)
    if game.rules.lowest_wins:
        lower, higher = higher, lower
    mine = sum(1 for t in game.table if t.seat == seat)
    k = _opponents(game, seat)
    return arith.play_gain(lower, higher, total, k, mine, len(game.table) - mine)


def _risk(game: SeatView, seat: int, top: int | None, size: int, left: Counter[int]) -> float:
    """Expected cards lost when a face-up pile of ``size`` cards with a top card worth
    ``top`` is stolen by an opponent's next card (:func:`war_widget.game.arithmetic.pile_risk`)."""
    matching = 0 if top is None else left[top]
    return arith.pile_risk(matching, sum(left.values()), _opponents(game, seat), size)


def estimate(game: Game, pending: Pending) -> tuple[float, float]:
    """The expected gain in cards of ``(steal, play)`` for a steal decision.  The gain of an
    unseen card is summed one worth after the other, in the order the worths in play were
    first counted (:meth:`~war_widget.game.engine.Game.seen_by`), plainly (not ``sum()``, which
    compensates from Python 3.12 on): the same sum on every Python, and the kernel's."""
    game = _view(game, pending.seat)
    seat, value = pending.seat, pending.value
    left = unseen(game, seat, value)
    pile = game.won_piles[seat]
    top = _worths(game.rules)[pile[-1]] if pile else None
    stolen = sum(pending.sizes)
    total = sum(left.values())
    gains = 0.0
    for v, n in left.items():
        gains += n * _play_gain(game, seat, v, left)
    unknown = gains / total if total else 0.0
    return arith.steal_or_play(
        stolen,
        unknown,
        _risk(game, seat, value, len(pile) + stolen + 1, left),
        _play_gain(game, seat, value, left),
        _risk(game, seat, top, len(pile), left),
    )


def _greedy_steals(game: SeatView, pending: Pending) -> bool:
    theirs = sum(1 for t in game.table if t.seat != pending.seat)
    return arith.greedy_steals(sum(pending.sizes), theirs, _opponents(game, pending.seat))


def _estimate_steals(game: SeatView, pending: Pending) -> bool:
    steal, play = estimate(game, pending)
    return steal > play


_STEALS: dict[str, Callable[[SeatView, Pending], bool]] = {
    "never": lambda game, pending: False,
    "always": lambda game, pending: True,
    "greedy": _greedy_steals,
    "estimate": _estimate_steals,
}


def why(policy: object, game: Game, pending: Pending) -> tuple[str, tuple[int, ...]]:
    """Why ``policy`` decides as it does, for the explanation: its name (``""`` for a
    function of the caller's) and its numbers — greedy: the cards in the piles and the
    cards the card could win at once; estimate: the expected gain of stealing and of
    playing, in whole cards; a top card: ``(0,)`` when every won card was as likely to be
    matched (the highest then goes on top).  The other policies carry no numbers."""
    game = _view(game, pending.seat)
    name = getattr(policy, "policy_name", "")
    if pending.kind == "top" and name:
        # (0,): every card was as likely to be matched, so the highest went on top.
        return name, (0,) if len({risk for risk, _ in _top_risks(game, pending)}) == 1 else ()
    if pending.kind != "steal" or name not in ("greedy", "estimate"):
        return name, ()
    if name == "greedy":
        theirs = sum(1 for t in game.table if t.seat != pending.seat)
        return name, (sum(pending.sizes), theirs + _opponents(game, pending.seat))
    steal, play = estimate(game, pending)
    return name, (round(steal), round(play))


def named(name: str) -> Policy:
    """The policy called ``name`` (one of :data:`POLICY_NAMES`)."""
    if name not in _STEALS:
        raise ValueError(
            f"policy={name!r} is not known: a policy is one of {list(POLICY_NAMES)} or a "
            "function (game, pending) -> str"
        )
    steals = _STEALS[name]

    def policy(game: Game, pending: Pending) -> str:
        game = _view(game, pending.seat)
        if pending.kind == "top":
            return safest_top(game, pending)
        return "steal" if steals(game, pending) else "play"

    policy.__name__ = policy.__qualname__ = name
    policy.policy_name = name  # type: ignore[attr-defined]
    return policy


def per_seat(policy: PolicyArg, players: int) -> list[Policy | None]:
    """One policy (or None) per seat from what :meth:`Game.step` was given."""
    if policy is None or isinstance(policy, str) or callable(policy):
        return [_one(policy, "policy")] * players
    if not isinstance(policy, Sequence) or len(policy) != players:
        raise ValueError(
            f"policy: expected a policy's name, a function, or a list of {players} of them "
            f"(one per seat), got {policy!r}"
        )
    return [_one(p, f"policy[{seat}]") for seat, p in enumerate(policy)]


def _one(policy: object, name: str) -> Policy | None:
    if policy is None:
        return None
    if isinstance(policy, str):
        try:
            return named(policy)
        except ValueError as err:
            raise ValueError(str(err).replace("policy=", f"{name}=", 1)) from None
    if callable(policy):
        return policy
    raise ValueError(
        f"{name}={policy!r} is not allowed: expected one of {list(POLICY_NAMES)}, a function "
        "(game, pending) -> str, or None"
    )


def replay(cls: Any, record: Any) -> Any:
    """The game a :meth:`Game.record` describes, played up to the same moment (waiting
    for the same decision, if it was); ``ValueError`` if the choices do not fit the game.
    (``cls``: :class:`~war_widget.game.engine.Game`, whose ``replay`` this is.)"""
    if not isinstance(record, dict) or not {"code", "rounds", "choices"} <= set(record):
        raise ValueError(
            "record: expected a dict with 'code', 'rounds' and 'choices', as Game.record() gives"
        )
    rounds, choices = record["rounds"], record["choices"]
    if not isinstance(rounds, int) or rounds < 0:
        raise ValueError(f"record['rounds']={rounds!r}: expected a whole number, 0 or more")
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise ValueError("record['choices']: expected a list of choices such as 'steal'")
    return advance(cls.from_code(record["code"]), rounds, choices)


def advance(game: Any, rounds: int, choices: Sequence[str]) -> Any:
    """Play ``game`` (a :class:`~war_widget.game.engine.Game`) from its deal up to ``rounds``
    rounds begun, answering with ``choices`` in order (see :func:`replay`)."""
    feed = Recorded(choices)
    while game.result is None:
        if game.pending is not None:
            if not feed.left:
                break
            game.choose(feed.take())
        elif game.round < rounds:
            game.step(feed)
        else:
            break
    if feed.left:
        raise ValueError(
            f"record['choices']: {feed.left} choice(s) left over after {game.round} rounds; "
            "they do not belong to this game"
        )
    return game


class Recorded:
    """A policy that gives recorded choices back in order, then None (see
    :meth:`Game.replay`)."""

    def __init__(self, choices: Sequence[str]) -> None:
        self._choices = list(choices)
        self._next = 0

    @property
    def left(self) -> int:
        return len(self._choices) - self._next

    def take(self) -> str:
        choice = self._choices[self._next]
        self._next += 1
        return choice

    def __call__(self, game: Game, pending: Pending) -> str | None:
        return self.take() if self.left else None
