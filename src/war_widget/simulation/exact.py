"""The exact probability of a war at the first flip, counted from the rules (no games played)."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from ..game.rules import Rules, combine


def first_flip_war_probability(rules: Rules) -> Fraction | None:
    """The exact probability that round 1 has a war, or None where it is not computed.

    The first flip shows the top card(s) of each hand: a uniformly random draw,
    without replacement, of ``players * flip`` cards from the deck (cards set
    aside play no part).  A war follows when the highest value (the lowest under
    ``lowest_wins``) is shared
    (``multiway="tied_only"``) or any two values are equal
    (``"war_is_superior"``), and peace does not stop it: the chance of a tie is
    multiplied by 1 − the probability of peace.  For ``flip=1`` that is counted
    exactly for any number of players: classic rules, 3/51 = 1/17 (whatever
    the first card, 3 of the other 51 share its rank).  For ``flip=2`` (the
    combined value decides) it is counted for two players; with more, None.
    """
    peace = rules.peace
    if peace == "always":
        return Fraction(0)
    if peace == "ask":
        return None
    war = Fraction(1) if peace == "never" else 1 - Fraction(round(float(peace) * 100), 100)
    if rules.flip == 1:
        tie = _tie_one_card(rules)
    elif rules.players == 2:
        tie = _tie_two_cards(rules)
    else:
        return None
    return tie * war


def _value_counts(rules: Rules) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in rules.new_deck():
        v = rules.value(card.rank)
        counts[v] = counts.get(v, 0) + 1
    return counts


def _tie_one_card(rules: Rules) -> Fraction:
    counts = _value_counts(rules)
    total = sum(counts.values())
    n = rules.players
    hands = math.comb(total, n)
    if rules.multiway == "war_is_superior":
        # No war only if all n values differ: pick n distinct values, one card of each.
        distinct = [0] * (n + 1)
        distinct[0] = 1
        for c in counts.values():
            for k in range(n, 0, -1):
                distinct[k] += distinct[k - 1] * c
        return 1 - Fraction(distinct[n], hands)
    ties = 0
    below = 0
    for v in sorted(counts, reverse=rules.lowest_wins):
        c = counts[v]
        # k >= 2 cards of value v, the other n - k all worse: v is the best, shared.
        ties += sum(math.comb(c, k) * math.comb(below, n - k) for k in range(2, min(c, n) + 1))
        below += c
    return Fraction(ties, hands)


def _tie_two_cards(rules: Rules) -> Fraction:
    return _tie_two_cards_cached(tuple(sorted(_value_counts(rules).items())), rules.combine)


@lru_cache(maxsize=64)
def _tie_two_cards_cached(value_counts: tuple[tuple[int, int], ...], how: str) -> Fraction:
    """Two players flip two cards each: the chance the combined values are equal."""
    counts = dict(value_counts)
    total = sum(counts.values())
    values = sorted(counts)
    tie = 0
    # Ordered 4-tuples of distinct cards (a, b) for seat 0, (c, d) for seat 1, by value.
    for a in values:
        for b in values:
            for c in values:
                for d in values:
                    if combine((a, b), how) != combine((c, d), how):
                        continue
                    used: dict[int, int] = {}
                    ways = 1
                    for v in (a, b, c, d):
                        ways *= counts[v] - used.get(v, 0)
                        used[v] = used.get(v, 0) + 1
                    tie += max(ways, 0)
    return Fraction(tie, total * (total - 1) * (total - 2) * (total - 3))
