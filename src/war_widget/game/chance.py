"""A round's chance steps: a :class:`Chance`, its outcomes, and how the game answers one.

Where a round leaves something to chance, :func:`war_widget.game.round_steps.play_round` yields a
:class:`Chance` step (as it yields a :class:`~war_widget.game.decisions.Pending` where a player
decides) and receives the outcome: the draws ``below(n)``, one for each ``n`` of
:attr:`Chance.draws`, in order.  Four kinds:

=========== ==================================================================================
shuffle     ``pickup="shuffled"``: the cards won, shuffled before they go under the pile
reshuffle   a won pile, shuffled as it turns over under the draw pile
coin        ``pickup="random_order"``: 0, the winner's cards first; 1, the others' first
peace       a peace probability: peace when the draw (``below(100)``) is under ``percent``
=========== ==================================================================================

A shuffle is Fisher-Yates from the last position down (:func:`shuffled`), so its draws are
``below(k)``, ``below(k - 1)``, ... ``below(2)`` for ``k`` cards.  A game answers at once
from its seeded generator (:func:`drawn`: the same numbers, in the same order, as the
generator's own :meth:`~war_widget.game.rng.SplitMix64.shuffle` and ``below``);
:mod:`war_widget.lessons.tiny_decks` answers with each outcome in turn (:meth:`Chance.outcome`), as
a game tree's chance nodes list their outcomes with their probabilities.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

#: The kinds of chance step, in the order of the table above.
CHANCE_KINDS = ("shuffle", "reshuffle", "coin", "peace")

#: A chance step's outcome: its draws, in order.
Outcome = Sequence[int]


class Draws(Protocol):
    """What draws a number below ``n``: :class:`~war_widget.game.rng.SplitMix64`."""

    def below(self, n: int) -> int: ...


class Chance(NamedTuple):
    """A chance step: its ``kind`` (see the module docs), the draws it takes (``draws``: one
    ``below(n)`` for each ``n``) and, for a peace draw, the chance of peace in ``percent``."""

    kind: str
    draws: tuple[int, ...]
    percent: int = 0

    @property
    def n_outcomes(self) -> int:
        """How many outcomes the step has (a peace draw: two, peace or war)."""
        if self.kind == "peace":
            return 2
        total = 1
        for n in self.draws:
            total *= n
        return total

    def outcome(self, index: int) -> tuple[tuple[int, ...], Fraction]:
        """Outcome number ``index`` (0 to :attr:`n_outcomes` - 1) and its probability: the draws
        in mixed radix, the last draw turning fastest; a peace draw's two outcomes are a
        draw of 0 (peace, ``percent`` in 100) and of 99 (war)."""
        if self.kind == "peace":
            peace = Fraction(self.percent, 100)
            return ((0,), peace) if index == 0 else ((99,), 1 - peace)
        digits = []
        for n in reversed(self.draws):
            index, digit = divmod(index, n)
            digits.append(digit)
        return tuple(reversed(digits)), Fraction(1, self.n_outcomes)

    def outcomes(self) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every outcome with its probability."""
        return [self.outcome(i) for i in range(self.n_outcomes)]


@functools.cache
def shuffle_step(kind: str, size: int) -> Chance:
    """The chance step that shuffles ``size`` items (``kind`` shuffle or reshuffle); made
    once for each kind and size (a deck holds at most a few hundred cards)."""
    return Chance(kind, tuple(range(size, 1, -1)))


COIN = Chance("coin", (2,))


def drawn(rng: Draws, step: Chance) -> Outcome:
    """The game's answer: each of the step's draws from ``rng``, in order."""
    below = rng.below
    return [below(n) for n in step.draws]


def shuffled(items: list[Any], outcome: Outcome) -> None:
    """Shuffle ``items`` in place with a shuffle step's ``outcome`` (Fisher-Yates, last
    position first: item ``i`` swaps with item ``outcome[len - 1 - i]``)."""
    i = len(items) - 1
    for j in outcome:
        items[i], items[j] = items[j], items[i]
        i -= 1
