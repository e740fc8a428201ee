"""Lesson 07's own claims ("Is it true?", tests/lessons/test_lesson_claims.py): the cards within one
deal (counted pairs), the deals after a first-flip war, its Steal War matches (seed 2024) and
intervals, the ace high or low on the same deals, and its exit ticket.  Its numbers shared with
other lessons (1/17, wars per 100 rounds, 95 % intervals...) are the claims of those lessons,
in the other tests/lesson_claims_*.py."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import combinations

from lesson_claims import (
    P07,
    SEED,
    Band,
    Claim,
    about,
    both,
    exact,
    fraction,
    mean_band,
    only,
    pct,
    pm,
    quantile_band,
    ratio,
    share_band,
)
from lesson_claims_exact import FIRST_FLIP
from lesson_claims_simulated import CLASSIC, _classic, _sim, _wars_a_game, _wars_by_length
from lesson_claims_steal import STEAL, _steal
from lesson_numbers import LANGS
from war_widget import Rules
from war_widget.simulation.result import _wilson
from war_widget.simulation.wars import half_width

# Spanish words these "N in M" otherwise ("1 de 49").
NOT_ES = tuple(lang for lang in LANGS if lang != "es")
ACE_LOW = Rules.preset("classic", ace_low=True)
DECK = [CLASSIC.value(c.rank) for c in CLASSIC.new_deck()]
SEVEN = 7


def _left() -> list[int]:
    """The 50 cards left in the piles after a war of two 7s."""
    left = list(DECK)
    left.remove(SEVEN)
    left.remove(SEVEN)
    return left


def _next_war() -> Fraction:
    """The pairs of the 50 cards left that are a war, over all their pairs (73/1225)."""
    pairs = list(combinations(_left(), 2))
    return Fraction(sum(a == b for a, b in pairs), len(pairs))


def _mine(value: int) -> Fraction:
    """Your next card is ``value``: the share of the other 49 cards that match it."""
    left = _left()
    left.remove(value)
    return Fraction(left.count(value), len(left))


def _after_a_war(full: bool) -> Band:
    """Where the 95 % intervals of the next deal's first-flip war, after a deal that began
    with one and after one that did not, meet (1/17 must be in it): the lesson's 20,000
    classic games, seed 2024."""
    first = [int(w) > 0 for w in _classic(False).first_wars]
    bands = []
    for was in (True, False):
        after = [first[i + 1] for i in range(len(first) - 1) if first[i] == was]
        bands.append(_wilson(sum(after), len(after)))
    return (max(b[0] for b in bands), min(b[1] for b in bands))


def _greedy_inside(full: bool) -> Band:
    """Where the intervals of the lesson's matches of ``greedy`` against ``always`` (100,
    400, 1,600 and 6,400 games, seed 2024) meet: 50 % must be in it."""
    matches = [_steal("greedy", "always", games, SEED) for games in (100, 400, 1_600, 6_400)]
    return (max(m[1] for m in matches), min(m[2] for m in matches))


def _always_always(i: int) -> Callable[[bool], Band]:
    """``always`` against ``always``: the first seat's share of wins (``i`` 0) or its
    interval's ends, 100,000 games, seed 2024 (10,000 in the quick check: ± 4 standard
    errors around its share)."""

    def compute(full: bool) -> Band:
        s = _sim(STEAL, 100_000 if full else 10_000, SEED, ("always", "always")).summary()
        value = (s.seat_wins[0], *s.seat_win_intervals[0])[i]
        if full:
            return (value, value)
        low, high = share_band(round(s.seat_wins[0] * 10_000), 10_000, False)
        return (low + value - s.seat_wins[0], high + value - s.seat_wins[0])

    return compute


def _ace(what: str) -> Callable[[bool], Band]:
    """The same deals with the ace low (100,000, or 20,000 in the quick check): ``changed``
    the share whose winner changes; ``wins`` the first seat's share of wins; ``mean`` and
    ``median`` its games' length (ace high's are lessons 03 and 06's claims)."""

    def compute(full: bool) -> Band:
        games = 100_000 if full else 20_000
        high, low = _sim(CLASSIC, games), _sim(ACE_LOW, games)
        if what == "changed":
            changed = sum(int(a) != int(b) for a, b in zip(high.winners, low.winners, strict=True))
            return share_band(changed, games, full)
        if what == "wins":
            return share_band(sum(int(w) == 0 for w in low.winners), games, full)
        rounds = [int(r) for r in low.rounds]
        return mean_band(rounds, full) if what == "mean" else quantile_band(rounds, 0.5, full)

    return compute


def _times_as_many(full: bool) -> Band:
    """Wars a game in the longest quarter over the shortest's."""
    (long_low, long_high), (short_low, short_high) = _wars_a_game(-1)(full), _wars_a_game(0)(full)
    return (long_low / short_high, long_high / short_low)


def _gap(full: bool) -> Band:
    """Wars per round, shortest quarter minus longest."""
    (s_low, s_high), (l_low, l_high) = _wars_by_length(full)
    return (s_low - l_high, s_high - l_low)


TRUE_CLAIMS = [
    Claim(
        "first_flip_3_in_51_07",
        P07,
        "3 in 51",
        about(3 / 51, 0),
        exact(FIRST_FLIP),
        only(NOT_ES, ratio(3, 51)),
    ),
    Claim(
        "after_sevens",
        P07,
        "after a war of two 7s the next flip is a war with probability 73/1225 ≈ 6.0 %",
        about(0.060, 0.001),
        exact(_next_war()),
        both(fraction(73, 1225), pct(0.060, 1)),
    ),
    Claim("after_sevens_exact", P07, "73/1225", about(73 / 1225, 0), exact(_next_war())),
    Claim(
        "mine_a_seven",
        P07,
        "if your next card is a 7, 1/49 ≈ 2 % (1 in 49)",
        about(1 / 49, 0),
        exact(_mine(SEVEN)),
        both(fraction(1, 49), only(NOT_ES, ratio(1, 49))),
    ),
    Claim("mine_a_seven_pct", P07, "≈ 2 %", about(0.02, 0.01), exact(_mine(SEVEN)), pct(0.02)),
    Claim(
        "mine_another",
        P07,
        "any other card, 3/49 ≈ 6.1 % (3 in 49)",
        about(3 / 49, 0),
        exact(_mine(13)),
        both(fraction(3, 49), only(NOT_ES, ratio(3, 49))),
    ),
    Claim("mine_another_pct", P07, "≈ 6.1 %", about(0.061, 0.001), exact(_mine(13)), pct(0.061, 1)),
    Claim(
        "three_times_less",
        P07,
        "a 7 makes a war about three times less likely (1 in 49 instead of 3 in 51)",
        about(3, 1),
        exact(FIRST_FLIP / _mine(SEVEN)),
    ),
    Claim(
        "deals_forget",
        P07,
        "after a first-flip war or none, each interval contains 1/17",
        about(float(FIRST_FLIP), 0),
        _after_a_war,
    ),
    Claim(
        "six_times_as_many",
        P07,
        "a game in the longest quarter holds about six times as many wars",
        about(6, 1),
        _times_as_many,
        slow=True,
    ),
    Claim(
        "under_two_wars",
        P07,
        "a difference of under two wars per 100 rounds",
        about(0.02, 0),
        _gap,
        relation="<",
        slow=True,
    ),
    Claim(
        "interval_6400",
        P07,
        "±1.2 with 6,400",
        about(0.012, 0.001),
        exact(half_width(6400)),
        pm(1.2, 1),
    ),
    Claim(
        "interval_100000",
        P07,
        "100,000 games a match: about ±0.3 points",
        about(0.003, 0.001),
        exact(half_width(100_000)),
        pm(0.3, 1),
    ),
    Claim(
        "greedy_inside",
        P07,
        "between greedy and always, every interval contains 50 %",
        about(0.5, 0),
        _greedy_inside,
        pct(0.5),
    ),
    Claim(
        "always_never_98",
        P07,
        "stealing beats never stealing (about 98 games in 100)",
        about(0.98, 0.01),
        lambda full: (_steal("always", "never")[0],) * 2,
        ratio(98, 100),
    ),
    *(
        Claim(
            f"always_always_{what}",
            P07,
            f"always against always: the first seat {value:.1%} (100,000 games)",
            about(value, 0.001),
            _always_always(i),
            pct(value, 1),
            slow=True,
        )
        for i, (what, value) in enumerate((("wins", 0.495), ("low", 0.492), ("high", 0.498)))
    ),
    Claim(
        "ace_changed",
        P07,
        "on the same deal the winner changes in about 47 % of games",
        about(0.47, 0.01),
        _ace("changed"),
        pct(0.47),
        slow=True,
    ),
    Claim(
        "ace_low_half",
        P07,
        "with the ace low each player still wins half of the games",
        about(0.5, 0.01),
        _ace("wins"),
        slow=True,
    ),
    Claim(
        "ace_mean", P07, "mean about 270 rounds both ways", about(270, 10), _ace("mean"), slow=True
    ),
    Claim(
        "ace_median", P07, "median about 204 both ways", about(204, 1), _ace("median"), slow=True
    ),
    Claim(
        "exit_x_low",
        P07,
        "400 games, X wins 47 %: 95 % interval 42 % to 52 %",
        about(0.42, 0.01),
        exact(_wilson(188, 400)[0]),
        both(pct(0.47), pct(0.42)),
    ),
    Claim(
        "exit_x_high", P07, "... to 52 %", about(0.52, 0.01), exact(_wilson(188, 400)[1]), pct(0.52)
    ),
    Claim(
        "exit_rate",
        P07,
        "B: 24 wars in 400 rounds, 6 in 100",
        about(6, 0),
        exact(Fraction(24, 400) * 100),
    ),
]
